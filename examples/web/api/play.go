package api

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/table"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// viewResponse is what one seat sees: nothing in it comes from another
// seat's secrets (View, LastMoveFor and the public Outcome only).
type viewResponse struct {
	ID     string `json:"id"`
	Game   string `json:"game"`
	Title  string `json:"title"`
	Help   string `json:"help"`
	Preset string `json:"preset"`
	// PresetAbout says how the preset's rules differ from others.
	PresetAbout string `json:"presetAbout"`
	Seat        int    `json:"seat"`
	Watching    bool   `json:"watching"`
	// Host reports the view of the host's seat, which may issue links.
	Host bool `json:"host,omitempty"`
	// Version is what a move made on this view sends.
	Version int        `json:"version"`
	Seats   []seatInfo `json:"seats"`
	ToMove  []int      `json:"toMove"`
	// Over reports a game that ended, by its rules or abandoned (its
	// people resigned): Abandoned says which, and Result why.
	Over      bool `json:"over"`
	Abandoned bool `json:"abandoned,omitempty"`
	// Outcome is the standing; Result says it in words once over.
	Outcome tilekit.Outcome `json:"outcome"`
	Result  string          `json:"result"`
	// Log is every move as this seat may know it, with its points.
	Log []logEntry `json:"log"`
	// Clock is the running period's end, when the game is timed now.
	Clock *clockInfo `json:"clock,omitempty"`
	// Watch is the spectator token, for a person to share.
	Watch string `json:"watch,omitempty"`
	View  any    `json:"view"`
}

type logEntry struct {
	N int `json:"n"`
	// Seat moved (-1: the table's clock), as Name.
	Seat int    `json:"seat"`
	Name string `json:"name"`
	Move string `json:"move"`
	// Points is what the move earned its mover; Delta is every seat's
	// change of score.
	Points int   `json:"points"`
	Delta  []int `json:"delta"`
}

type clockInfo struct {
	Period string `json:"period"`
	// EndsAt is the end in Unix milliseconds; LeftMs what remains.
	EndsAt int64 `json:"endsAt"`
	LeftMs int64 `json:"leftMs"`
}

func (s *Server) viewOf(snap *table.Snapshot, seat int) viewResponse {
	rec, g := snap.Record, snap.Game
	v := viewResponse{
		ID: rec.ID, Game: snap.Kind.Name, Title: snap.Kind.Title, Help: snap.Kind.Help, Preset: rec.Preset,
		Seat: seat, Watching: seat == tilekit.Onlooker, Host: seat >= 0 && seat == rec.Host, Version: rec.Version,
		ToMove: nonNil(g.ToMove()), Over: g.Over() || rec.Abandoned, Abandoned: rec.Abandoned, Outcome: g.Outcome(), Log: []logEntry{},
		View: g.View(seat), Seats: seatInfos(rec, seat),
	}
	if rec.Abandoned {
		v.ToMove = []int{}
	}
	if !v.Watching {
		v.Watch = rec.Watch
	}
	for _, p := range snap.Kind.Presets {
		if p.Name == rec.Preset {
			v.PresetAbout = p.About
		}
	}
	switch {
	case rec.Abandoned:
		v.Result = "The game was abandoned: " + rec.Reason + "."
	case v.Over:
		v.Result = v.Outcome.Describe(g.Name)
	}
	text := seat
	if seat == tilekit.Onlooker {
		text = len(rec.Seats)
	}
	for i, e := range rec.Log {
		le := logEntry{N: i + 1, Seat: e.Seat, Delta: nonNil(e.Delta)}
		if text < len(e.Texts) {
			le.Move = e.Texts[text]
		}
		if e.Seat >= 0 && e.Seat < len(rec.Seats) {
			le.Name = rec.Seats[e.Seat].Name
			if e.Seat < len(e.Delta) {
				le.Points = e.Delta[e.Seat]
			}
		}
		v.Log = append(v.Log, le)
	}
	if !rec.Deadline.IsZero() && !v.Over {
		left := rec.Deadline.Sub(s.now())
		v.Clock = &clockInfo{Period: rec.Period, EndsAt: rec.Deadline.UnixMilli(), LeftMs: max(0, left.Milliseconds())}
	}
	return v
}

func (s *Server) view(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	snap := t.Snapshot()
	etag := fmt.Sprintf(`"%s-%d-%d"`, snap.Record.ID, seat, snap.Record.Version)
	w.Header().Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag && snap.Record.Deadline.IsZero() {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeJSON(w, http.StatusOK, s.viewOf(snap, seat))
}

type moveRequest struct {
	Move string `json:"move"`
	// Version is the version of the view the move was made on: a move
	// without one is refused (a preview needs none).
	Version *int `json:"version"`
}

// maxMove bounds a move's text: room for the longest move the games
// have, a solo Sumoku claim of all 96 tiles (about 1,100 bytes), with
// margin, and well inside the 16 KiB body cap.
const maxMove = 4096

// readMove reads a move's request: its text, and its version, which
// is nil when the request had none.
func readMove(w http.ResponseWriter, r *http.Request) (string, *int, bool) {
	var req moveRequest
	if !decode(w, r, &req) {
		return "", nil, false
	}
	m := strings.TrimSpace(req.Move)
	if len(m) > maxMove {
		fail(w, http.StatusBadRequest, "a move of at most %d bytes, please", maxMove)
		return "", nil, false
	}
	if req.Version != nil && *req.Version < 0 {
		fail(w, http.StatusBadRequest, "a version of 0 or more, please")
		return "", nil, false
	}
	return m, req.Version, true
}

// staleResponse answers a move made on a stale version: the game as it
// is, with the refusal.
type staleResponse struct {
	viewResponse
	Error string `json:"error"`
	Rule  string `json:"rule"`
}

func (s *Server) move(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	m, version, ok := readMove(w, r)
	if !ok {
		return
	}
	if version == nil {
		// Without the version of the view it was made on, a retry of
		// the move could not be told from a new one.
		fail(w, http.StatusBadRequest, `send the move with "version": the version of the view it was made on`)
		return
	}
	snap, err := t.Play(r.Context(), seat, m, *version)
	switch {
	case errors.Is(err, table.ErrStale):
		writeJSON(w, http.StatusConflict, staleResponse{s.viewOf(snap, seat), err.Error(), "ErrStale"})
	case err != nil:
		refuse(w, err)
	default:
		writeJSON(w, http.StatusOK, s.viewOf(snap, seat))
	}
}

func (s *Server) preview(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	m, _, ok := readMove(w, r)
	if !ok {
		return
	}
	pv, err := t.Snapshot().Game.Preview(seat, m)
	if err != nil {
		refuse(w, err)
		return
	}
	writeJSON(w, http.StatusOK, pv)
}

// hintTime bounds how long a hint request waits for a compute slot.
const hintTime = 20 * time.Second

func (s *Server) hintsFor(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	if seat == tilekit.Onlooker {
		writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: "spectators get no hints", Rule: "ErrNotYourTurn"})
		return
	}
	release, ok := s.hold(w, &s.hints, []limit{
		{s.hints.seat, seatKey(t.ID(), seat), 1, http.StatusTooManyRequests, "2", "one hint at a time, please"},
		{nil, "", s.cfg.MaxHints, http.StatusServiceUnavailable, "5", "the server is busy with hints; try again in a moment"},
	})
	if !ok {
		return
	}
	defer release()
	// Hints come from the seat's own view of the game, worked out off the
	// table's goroutine within the server's work bound.
	ctx, cancel := contextWithTimeout(r, hintTime)
	defer cancel()
	hs, err := t.Hints(ctx, seat, 5)
	if err != nil {
		refuse(w, err)
		return
	}
	writeJSON(w, http.StatusOK, nonNil(hs))
}

func (s *Server) record(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	snap := t.Snapshot()
	g := snap.Game
	// A record holds what the players kept to themselves (the racks of a
	// crossword game, Wordle guesses the others never see), so it is
	// served once the game is over, and never for Wordle.
	if snap.Kind.Name == "wordle" {
		fail(w, http.StatusForbidden, "a Wordle record would show every player's guesses")
		return
	}
	if !g.Over() {
		fail(w, http.StatusConflict, "the record is served once the game is over")
		return
	}
	name := snap.Record.ID + ".txt"
	data, err := g.MarshalText()
	if st, ok := g.State().(wordgame.State); ok {
		// The crossword game's record is GCG, which other engines read.
		name = snap.Record.ID + ".gcg"
		var b strings.Builder
		var rec *gcg.Record
		if rec, err = wordgame.NewRecord(st); err == nil {
			err = gcg.Write(&b, rec)
		}
		data = []byte(b.String())
	}
	if err != nil {
		s.logf("record %s: %v", snap.Record.ID, err)
		fail(w, http.StatusInternalServerError, "the record cannot be written")
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Write(data)
}
