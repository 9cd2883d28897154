package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
)

// cookieName is the cookie that holds a browser's seat token, one per
// game, scoped to the game's API path.
const cookieName = "tilekit-seat"

// tokenOf returns the seat token r carries: the X-Tilekit-Token header,
// an Authorization bearer token, or the game's cookie. A token in the URL
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

// setSeatCookie gives the browser the token of its seat at game id.
func setSeatCookie(w http.ResponseWriter, r *http.Request, id, tok string) {
	http.SetCookie(w, &http.Cookie{
		Name: cookieName, Value: tok, Path: "/api/games/" + id,
		MaxAge: 30 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil,
	})
}

// seatHandler answers a request of the seat it came from.
type seatHandler func(w http.ResponseWriter, r *http.Request, t *table.Table, seat int)

// seated finds the game of the request and the seat of its token before
// anything else: a request without a seat gets 403 and nothing of the
// game. A person's request keeps the table in memory (Touch).
func (s *Server) seated(h seatHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		t, err := s.lookup(id)
		switch {
		case errors.Is(err, store.ErrNotFound):
			writeJSON(w, http.StatusNotFound, apiError{Error: "there is no game " + quoteID(id) + ": it never existed or has expired", Gone: true})
			return
		case errors.Is(err, errFull):
			fail(w, http.StatusServiceUnavailable, "%v", err)
			return
		case err != nil:
			s.logf("game %s: %v", id, err)
			fail(w, http.StatusInternalServerError, "game %s cannot be read back", quoteID(id))
			return
		}
		seat, ok := t.SeatOf(tokenOf(r))
		if !ok {
			fail(w, http.StatusForbidden, "this link or browser has no seat at game %s", quoteID(id))
			return
		}
		t.Touch()
		h(w, r, t, seat)
	}
}

// quoteID clips an ID for messages.
func quoteID(id string) string {
	if len(id) > 20 {
		id = id[:20] + "…"
	}
	return `"` + strings.ToValidUTF8(id, "?") + `"`
}

// join sets the cookie of the token the request carries in its header,
// so that a friend's link (or a spectator's) works in their browser.
func (s *Server) join(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	setSeatCookie(w, r, t.ID(), tokenOf(r))
	writeJSON(w, http.StatusOK, struct {
		Seat    int  `json:"seat"`
		Watcher bool `json:"watcher"`
	}{seat, seat == tilekit.Onlooker})
}
