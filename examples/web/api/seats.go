package api

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
)

// cookieName is the cookie that holds a browser's seat key, one per game,
// scoped to the game's API path; deviceCookie names the browser, for
// every path of the API.
const (
	cookieName   = "tilekit-seat"
	deviceCookie = "tilekit-device"
)

// tokenOf returns the secret r carries: the X-Tilekit-Token header, an
// Authorization bearer token, or the game's cookie. A secret in the URL
// is never read.
func tokenOf(r *http.Request) string {
	if tok := r.Header.Get("X-Tilekit-Token"); tok != "" {
		return tok
	}
	if a, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		return strings.TrimSpace(a)
	}
	if c, err := r.Cookie(cookieName); err == nil {
		return c.Value
	}
	return ""
}

// setSeatCookie gives the browser the key of its seat at game id.
func setSeatCookie(w http.ResponseWriter, r *http.Request, id, key string) {
	http.SetCookie(w, &http.Cookie{
		Name: cookieName, Value: key, Path: "/api/games/" + id,
		MaxAge: 30 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil,
	})
}

// deviceOf returns the device cookie of r: 32 hex digits, or "".
func deviceOf(r *http.Request) string {
	c, err := r.Cookie(deviceCookie)
	if err != nil || len(c.Value) != 32 || !isHex(c.Value) {
		return ""
	}
	return c.Value
}

func isHex(s string) bool {
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// ensureDevice returns r's device, giving the browser a new one first
// when it has none.
func ensureDevice(w http.ResponseWriter, r *http.Request) string {
	if d := deviceOf(r); d != "" {
		return d
	}
	d := table.Secret()
	http.SetCookie(w, &http.Cookie{
		Name: deviceCookie, Value: d, Path: "/api",
		MaxAge: 400 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil,
	})
	return d
}

// deviceHash is what a record keeps of a device: a store's reader learns
// no cookie from it.
func deviceHash(device string) string {
	sum := sha256.Sum256([]byte("tilekit-device:" + device))
	return hex.EncodeToString(sum[:16])
}

// seatHandler answers a request of the seat it came from.
type seatHandler func(w http.ResponseWriter, r *http.Request, t *table.Table, seat int)

// seated finds the game of the request and the seat of its key before
// anything else: a request without a seat gets 403 and nothing of the
// game. A person's request keeps the table in memory (Touch).
func (s *Server) seated(h seatHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t, ok := s.table(w, r)
		if !ok {
			return
		}
		seat, ok := t.SeatOf(tokenOf(r))
		if !ok {
			fail(w, http.StatusForbidden, "this link or browser has no seat at game %s", quoteID(t.ID()))
			return
		}
		t.Touch()
		h(w, r, t, seat)
	}
}

// table finds the game of the request's path; it answers w itself when
// there is none (404, also for a game that cannot be read back) or the
// server is full.
func (s *Server) table(w http.ResponseWriter, r *http.Request) (*table.Table, bool) {
	id := r.PathValue("id")
	t, err := s.lookup(id)
	switch {
	case errors.Is(err, errFull):
		busy(w, http.StatusServiceUnavailable, "30", err.Error())
		return nil, false
	case err != nil:
		writeJSON(w, http.StatusNotFound, apiError{Error: "there is no game " + quoteID(id) + ": it never existed or has expired", Gone: true})
		return nil, false
	}
	return t, true
}

// quoteID clips an ID for messages.
func quoteID(id string) string { return quote(id) }

type joinResponse struct {
	Seat    int    `json:"seat"`
	Watcher bool   `json:"watcher"`
	Key     string `json:"key,omitempty"`
}

type seatedError struct {
	apiError
	Seat int `json:"seat"`
}

// join claims the seat of the link the request carries in its header
// for this browser, and sets the cookie of the seat's key; the spectator
// token is set as the cookie as it is.
func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	t, ok := s.table(w, r)
	if !ok {
		return
	}
	tok := tokenOf(r)
	if seat, ok := t.SeatOf(tok); ok && seat == tilekit.Onlooker {
		setSeatCookie(w, r, t.ID(), tok)
		writeJSON(w, http.StatusOK, joinResponse{Seat: seat, Watcher: true})
		return
	}
	device := ensureDevice(w, r)
	seat, key, err := t.Claim(r.Context(), tok, deviceHash(device))
	var seated *table.SeatedError
	switch {
	case errors.As(err, &seated):
		writeJSON(w, http.StatusConflict, seatedError{apiError{Error: err.Error(), Rule: "ErrSeated"}, seated.Seat})
		return
	case errors.Is(err, table.ErrClaimed):
		writeJSON(w, http.StatusForbidden, apiError{Error: err.Error(), Rule: "ErrClaimed"})
		return
	case errors.Is(err, table.ErrNoSeat):
		fail(w, http.StatusForbidden, "this link has no seat at game %s (a new link may have replaced it)", quoteID(t.ID()))
		return
	case err != nil:
		refuse(w, err)
		return
	}
	t.Touch()
	setSeatCookie(w, r, t.ID(), key)
	writeJSON(w, http.StatusOK, joinResponse{Seat: seat, Key: key})
}

// reissue gives the seat of the path a new link, at the host's request.
func (s *Server) reissue(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	target, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil {
		fail(w, http.StatusBadRequest, "no seat %s", quote(r.PathValue("seat")))
		return
	}
	link, err := t.Reissue(r.Context(), seat, target)
	if err != nil {
		refuse(w, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		Seat  int    `json:"seat"`
		Token string `json:"token"`
	}{target, link})
}

// resign takes the seat out of its game.
func (s *Server) resign(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	snap, err := t.Resign(r.Context(), seat)
	if err != nil {
		refuse(w, err)
		return
	}
	writeJSON(w, http.StatusOK, s.viewOf(snap, seat))
}

// myGame is one line of a browser's list of games.
type myGame struct {
	ID       string `json:"id"`
	Game     string `json:"game"`
	Title    string `json:"title"`
	Preset   string `json:"preset"`
	Seat     int    `json:"seat"`
	Name     string `json:"name"`
	Over     bool   `json:"over"`
	Resigned bool   `json:"resigned"`
	YourTurn bool   `json:"yourTurn"`
	Version  int    `json:"version"`
	Touched  int64  `json:"touched"`
}

// maxMine bounds the list of a browser's games.
const maxMine = 200

// mine lists the games where this browser holds a seat: unfinished
// first (a seat it resigned is over for it), then the most recently
// changed.
func (s *Server) mine(w http.ResponseWriter, r *http.Request) {
	out := []myGame{}
	if d := deviceOf(r); d != "" {
		h := deviceHash(d)
		sums, err := s.seatedAt(h)
		if err != nil {
			s.logf("store: %v", err)
			busy(w, http.StatusServiceUnavailable, "10", "the server cannot reach its games; try again later")
			return
		}
		for _, sum := range sums {
			for i, st := range sum.Seats {
				if st.Device != h {
					continue
				}
				g := myGame{ID: sum.ID, Game: sum.Kind, Preset: sum.Preset, Seat: i, Name: st.Name, Over: sum.Over || st.Resigned, Resigned: st.Resigned,
					YourTurn: !st.Resigned && slices.Contains(sum.ToMove, i), Version: sum.Version, Touched: sum.Touched.UnixMilli()}
				if k, ok := tilekit.Lookup(sum.Kind); ok {
					g.Title = k.Title
				}
				out = append(out, g)
			}
		}
	}
	slices.SortFunc(out, func(a, b myGame) int {
		if a.Over != b.Over {
			if a.Over {
				return 1
			}
			return -1
		}
		return cmp.Compare(b.Touched, a.Touched)
	})
	writeJSON(w, http.StatusOK, struct {
		Games []myGame `json:"games"`
	}{out[:min(len(out), maxMine)]})
}

// seatedAt returns the summaries of the games where a seat's device hash
// is h: from the server's index, or a shared store.
func (s *Server) seatedAt(h string) ([]store.Summary, error) {
	if s.shared != nil {
		return s.shared.Seated(h)
	}
	var out []store.Summary
	s.idx.Lock()
	defer s.idx.Unlock()
	for _, sum := range s.games {
		for _, st := range sum.Seats {
			if st.Device == h {
				out = append(out, sum)
				break
			}
		}
	}
	return out, nil
}

// seatInfos lists rec's seats for the view of seat: the host sees the
// links of the people's seats nobody has claimed.
func seatInfos(rec store.Record, seat int) []seatInfo {
	out := make([]seatInfo, len(rec.Seats))
	for i, st := range rec.Seats {
		out[i] = seatInfo{Seat: i, Name: st.Name, Bot: st.Bot, Level: levelOf(st), Claimed: st.Device != "" || st.Key != "", Resigned: st.Resigned}
		if seat == rec.Host && seat >= 0 && st.Person() && !out[i].Claimed {
			out[i].Token = st.Link
		}
	}
	return out
}
