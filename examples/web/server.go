package main

import (
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
	"github.com/tilekit/tilekit/wordgame"
)

//go:embed static
var static embed.FS

// maxBody bounds every request body.
const maxBody = 64 << 10

// maxGames bounds the games one server keeps in memory; the oldest go
// first.
const maxGames = 1000

// A server holds every game in play.
type server struct {
	mu    sync.Mutex
	games map[string]*table
	order []string // ids, oldest first
}

func newServer() *server { return &server{games: map[string]*table{}} }

// A table is one game: its current State behind a tilekit.Game, the seats,
// and the browsers waiting for news.
type table struct {
	mu      sync.Mutex
	id      string
	kind    tilekit.Kind
	g       tilekit.Game
	bots    map[int]tilekit.Bot // the computer players, by seat
	seats   []seat
	version int
	waiters map[chan struct{}]struct{}
	// logs holds, for each seat, every move as that seat may know it (a
	// Wordle secret is "set the secret" to its guessers): the history
	// the API serves, since the game's own History holds every secret.
	logs [][]string
}

// play applies move for seat (below 0: the server's clock, whose moves
// no seat may send) and logs it for every seat as that seat may know it.
// Called with t.mu held.
func (t *table) play(move string, seat int) error {
	var next tilekit.Game
	var err error
	if seat < 0 {
		next, err = t.g.Play(move)
	} else {
		next, err = t.g.PlayAs(seat, move)
	}
	if err != nil {
		return err
	}
	t.g = next
	for p := range t.logs {
		line, _ := next.LastMoveFor(p)
		if seat >= 0 {
			line = next.Name(seat) + ": " + line
		}
		t.logs[p] = append(t.logs[p], line)
	}
	return nil
}

// A seat is one player's chair.
type seat struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Bot   bool   `json:"bot"`
	Token string `json:"token,omitempty"`
}

func (s *server) routes() http.Handler {
	mux := http.NewServeMux()
	sub, _ := fs.Sub(static, "static")
	mux.Handle("GET /", http.FileServerFS(sub))
	mux.HandleFunc("GET /api/kinds", s.kinds)
	mux.HandleFunc("POST /api/games", s.create)
	mux.HandleFunc("GET /api/games/{id}", s.view)
	mux.HandleFunc("GET /api/games/{id}/events", s.events)
	mux.HandleFunc("POST /api/games/{id}/moves", s.move)
	mux.HandleFunc("POST /api/games/{id}/preview", s.preview)
	mux.HandleFunc("GET /api/games/{id}/hints", s.hints)
	mux.HandleFunc("GET /api/games/{id}/record", s.record)
	return mux
}

// apiError is the body of every error answer.
type apiError struct {
	Error string `json:"error"`
	Rule  string `json:"rule,omitempty"`
}

// rules names the shared sentinels for API clients.
var rules = []struct {
	name string
	err  error
}{
	{"ErrNotYourTurn", tilekit.ErrNotYourTurn}, {"ErrGameOver", tilekit.ErrGameOver},
	{"ErrSyntax", tilekit.ErrSyntax}, {"ErrNotAWord", tilekit.ErrNotAWord},
	{"ErrNotHeld", tilekit.ErrNotHeld}, {"ErrNoTiles", tilekit.ErrNoTiles},
	{"ErrBadMove", tilekit.ErrBadMove}, {"ErrUnknownPlayer", tilekit.ErrUnknownPlayer},
	{"ErrMustPlay", tilekit.ErrMustPlay}, {"ErrOccupied", tilekit.ErrOccupied},
	{"ErrGap", tilekit.ErrGap}, {"ErrDetached", tilekit.ErrDetached},
}

// ruleOf names the shared rule err broke, or "" for a game's own rule.
func ruleOf(err error) string {
	for _, r := range rules {
		if errors.Is(err, r.err) {
			return r.name
		}
	}
	return ""
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func fail(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Error: fmt.Sprintf(format, args...)})
}

// decode reads a JSON request body of at most maxBody bytes into v.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, "request body over %d bytes", maxBody)
			return false
		}
		fail(w, http.StatusBadRequest, "malformed request: %v", err)
		return false
	}
	if _, err := dec.Token(); err != io.EOF {
		fail(w, http.StatusBadRequest, "malformed request: more than one JSON value")
		return false
	}
	return true
}

func token() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// kindInfo describes a game for the lobby.
type kindInfo struct {
	Name       string   `json:"name"`
	Title      string   `json:"title"`
	About      string   `json:"about"`
	Help       string   `json:"help"`
	Presets    []string `json:"presets"`
	MinPlayers int      `json:"minPlayers"`
	MaxPlayers int      `json:"maxPlayers"`
}

func (s *server) kinds(w http.ResponseWriter, r *http.Request) {
	out := []kindInfo{}
	for _, k := range tilekit.Kinds() {
		out = append(out, kindInfo{k.Name, k.Title, k.About, k.Help, k.PresetNames(), k.MinPlayers, k.MaxPlayers})
	}
	writeJSON(w, http.StatusOK, out)
}

type createRequest struct {
	Game   string `json:"game"`
	Preset string `json:"preset"`
	Seed   uint64 `json:"seed"`
	Seats  []struct {
		Name string `json:"name"`
		Bot  bool   `json:"bot"`
	} `json:"seats"`
}

type createResponse struct {
	ID    string `json:"id"`
	Seats []seat `json:"seats"`
}

func (s *server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !decode(w, r, &req) {
		return
	}
	k, ok := tilekit.Lookup(req.Game)
	if !ok {
		var names []string
		for _, k := range tilekit.Kinds() {
			names = append(names, k.Name)
		}
		fail(w, http.StatusBadRequest, "no game %q (choose one of %s)", req.Game, strings.Join(names, ", "))
		return
	}
	if n := len(req.Seats); n < k.MinPlayers || n > k.MaxPlayers {
		fail(w, http.StatusBadRequest, "%s is for %d to %d players, not %d", k.Name, k.MinPlayers, k.MaxPlayers, n)
		return
	}
	names := make([]string, len(req.Seats))
	for i, st := range req.Seats {
		names[i] = strings.TrimSpace(st.Name)
		if names[i] == "" {
			names[i] = fmt.Sprintf("Player %d", i+1)
		}
		if len(names[i]) > 40 {
			fail(w, http.StatusBadRequest, "seat %d: a name of at most 40 bytes, please", i)
			return
		}
	}
	g, err := k.New(req.Preset, names, req.Seed)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	t := &table{id: token()[:12], kind: k, g: g, bots: map[int]tilekit.Bot{}, waiters: map[chan struct{}]struct{}{}, logs: make([][]string, len(req.Seats))}
	for i, st := range req.Seats {
		t.seats = append(t.seats, seat{Seat: i, Name: names[i], Bot: st.Bot, Token: token()})
		if st.Bot && k.Bot != nil {
			t.bots[i] = k.Bot(tilekit.Medium, req.Seed+uint64(i))
		}
	}
	t.mu.Lock()
	err = t.botsMove()
	t.mu.Unlock()
	if err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	s.mu.Lock()
	s.games[t.id] = t
	s.order = append(s.order, t.id)
	if len(s.order) > maxGames {
		delete(s.games, s.order[0])
		s.order = s.order[1:]
	}
	s.mu.Unlock()
	resp := createResponse{ID: t.id}
	for _, st := range t.seats {
		if st.Bot {
			st.Token = ""
		}
		resp.Seats = append(resp.Seats, st)
	}
	writeJSON(w, http.StatusCreated, resp)
}

// seatOf finds the game and the seat of the request's token; it writes a
// 404 and returns nil when either is unknown.
func (s *server) seatOf(w http.ResponseWriter, r *http.Request, tok string) (*table, int) {
	s.mu.Lock()
	t := s.games[r.PathValue("id")]
	s.mu.Unlock()
	if t == nil {
		fail(w, http.StatusNotFound, "no game %q", r.PathValue("id"))
		return nil, 0
	}
	if tok == "" {
		tok = r.URL.Query().Get("token")
	}
	for _, st := range t.seats {
		if !st.Bot && tok != "" && st.Token == tok {
			return t, st.Seat
		}
	}
	fail(w, http.StatusNotFound, "no seat for that token in game %q", t.id)
	return nil, 0
}

// viewResponse is what one seat sees.
type viewResponse struct {
	ID      string   `json:"id"`
	Game    string   `json:"game"`
	Title   string   `json:"title"`
	Help    string   `json:"help"`
	Seat    int      `json:"seat"`
	Version int      `json:"version"`
	Seats   []seat   `json:"seats"`
	ToMove  []int    `json:"toMove"`
	Over    bool     `json:"over"`
	History []string `json:"history"`
	Result  string   `json:"result,omitempty"`
	View    any      `json:"view"`
}

func (t *table) viewFor(p int) viewResponse {
	seats := make([]seat, len(t.seats))
	for i, st := range t.seats {
		st.Token = ""
		seats[i] = st
	}
	v := viewResponse{
		ID: t.id, Game: t.kind.Name, Title: t.kind.Title, Help: t.kind.Help,
		Seat: p, Version: t.version, Seats: seats,
		ToMove: nonNil(t.g.ToMove()), Over: t.g.Over(), History: append([]string{}, t.logs[p]...),
		View: t.g.View(p),
	}
	if v.Over {
		v.Result = t.g.Outcome().Describe(t.g.Name)
	}
	return v
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func (s *server) view(w http.ResponseWriter, r *http.Request) {
	t, p := s.seatOf(w, r, "")
	if t == nil {
		return
	}
	t.mu.Lock()
	v := t.viewFor(p)
	t.mu.Unlock()
	etag := fmt.Sprintf(`"%s-%d-%d"`, t.id, p, v.Version)
	w.Header().Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

type moveRequest struct {
	Token string `json:"token"`
	Move  string `json:"move"`
}

// refuse answers a move the library refused.
func (t *table) refuse(w http.ResponseWriter, err error) {
	writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: tilekit.Detail(err), Rule: ruleOf(err)})
}

// withMove reads a move request and runs f with the game locked, the
// seat of the request's token and the move in the game's notation. It
// answers the request itself when that fails.
func (s *server) withMove(w http.ResponseWriter, r *http.Request, f func(t *table, p int, move string)) {
	var req moveRequest
	if !decode(w, r, &req) {
		return
	}
	t, p := s.seatOf(w, r, req.Token)
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	f(t, p, strings.TrimSpace(req.Move))
}

func (s *server) move(w http.ResponseWriter, r *http.Request) {
	s.withMove(w, r, func(t *table, p int, move string) {
		if err := t.play(move, p); err != nil {
			t.refuse(w, err)
			return
		}
		if err := t.botsMove(); err != nil {
			fail(w, http.StatusInternalServerError, "%v", err)
			return
		}
		t.changed()
		writeJSON(w, http.StatusOK, t.viewFor(p))
	})
}

// botsMove lets the bots (and the program's own idle moves) play. While a
// person may move too (a simultaneous round), each bot makes one move (or
// waits); otherwise the bots play until a person is to move or the game
// ends. Called with t.mu held.
func (t *table) botsMove() error {
	for guard := 0; guard < 10000 && !t.g.Over(); guard++ {
		movers := t.g.ToMove()
		personToo := slices.ContainsFunc(movers, func(p int) bool { return !t.seats[p].Bot })
		moved, err := t.botRound()
		if err != nil {
			return err
		}
		if personToo {
			return nil
		}
		if moved {
			continue
		}
		if len(t.g.ToMove()) == 0 {
			if m, ok := t.g.Timeout(tilekit.Onlooker); ok {
				if err := t.play(m, -1); err != nil {
					return fmt.Errorf("%q: %v", m, err)
				}
				continue
			}
		}
		return nil
	}
	return nil
}

// changed wakes every browser waiting for news. Called with t.mu held.
func (t *table) changed() {
	t.version++
	for c := range t.waiters {
		select {
		case c <- struct{}{}:
		default:
		}
	}
}

func (s *server) preview(w http.ResponseWriter, r *http.Request) {
	s.withMove(w, r, func(t *table, p int, move string) {
		pv, err := t.g.Preview(p, move)
		if err != nil {
			t.refuse(w, err)
			return
		}
		writeJSON(w, http.StatusOK, pv)
	})
}

func (s *server) hints(w http.ResponseWriter, r *http.Request) {
	t, p := s.seatOf(w, r, "")
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	hs, err := t.g.Hints(p, 5)
	if err != nil {
		t.refuse(w, err)
		return
	}
	writeJSON(w, http.StatusOK, nonNil(hs))
}

func (s *server) record(w http.ResponseWriter, r *http.Request) {
	t, _ := s.seatOf(w, r, "")
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	name := t.id + ".txt"
	if t.kind.Name == "wordgame" {
		name = t.id + ".gcg"
	}
	// A record holds what the players kept to themselves (the racks of
	// a crossword game, Wordle guesses the others never see), so it is
	// served only once the game is over, and never for Wordle.
	if t.kind.Name == "wordle" {
		fail(w, http.StatusForbidden, "a Wordle record would show every player's guesses")
		return
	}
	if !t.g.Over() {
		fail(w, http.StatusConflict, "the record is served once the game is over")
		return
	}
	data, err := t.g.MarshalText()
	if s, ok := t.g.State().(wordgame.State); ok {
		// The crossword game's record is GCG, which other engines read.
		var b strings.Builder
		var rec *wordgame.Record
		if rec, err = wordgame.NewRecord(s); err == nil {
			err = wordgame.WriteGCG(&b, rec)
		}
		data = []byte(b.String())
	}
	if err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Write(data)
}

func (s *server) events(w http.ResponseWriter, r *http.Request) {
	t, _ := s.seatOf(w, r, "")
	if t == nil {
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		fail(w, http.StatusInternalServerError, "streaming unsupported")
		return
	}
	c := make(chan struct{}, 1)
	t.mu.Lock()
	t.waiters[c] = struct{}{}
	version := t.version
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		delete(t.waiters, c)
		t.mu.Unlock()
	}()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprintf(w, "event: update\ndata: %d\n\n", version)
	flusher.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-c:
			t.mu.Lock()
			version := t.version
			t.mu.Unlock()
			fmt.Fprintf(w, "event: update\ndata: %d\n\n", version)
			flusher.Flush()
		}
	}
}

// botRound lets every bot seat that may move now make one move (a bot may
// also wait, in a simultaneous round). It reports whether any moved.
// Called with t.mu held.
func (t *table) botRound() (bool, error) {
	moved := false
	for _, p := range t.g.ToMove() {
		b, ok := t.bots[p]
		if !ok || t.g.Over() || !slices.Contains(t.g.ToMove(), p) {
			continue
		}
		m, err := b.Move(t.g, p)
		if err != nil {
			return moved, fmt.Errorf("bot %s: %v", t.g.Name(p), err)
		}
		if m == "" {
			continue
		}
		if err := t.play(m, p); err != nil {
			return moved, fmt.Errorf("bot %s played %q: %v", t.g.Name(p), m, err)
		}
		moved = true
	}
	return moved, nil
}
