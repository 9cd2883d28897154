// Package api is the web server's HTTP API: it deals games, finds the
// seat of each request and hands moves to the game's table.Table.
//
// # Seats and tokens
//
// Each person's seat has an unguessable token, and each game a spectator
// token that sees only the table (tilekit.Onlooker). A request names its
// token in the X-Tilekit-Token header (or "Authorization: Bearer T"), or
// in the HttpOnly cookie that POST /api/games and POST …/join set for the
// game's path; never in the URL. Every endpoint of a game finds the seat
// first and refuses a request without one before it reads anything of
// the game, and then answers only for that seat: its view, its moves, its
// hints, moves as it may know them.
//
//	GET  /api/kinds                  the games, presets, bot levels and lobby defaults
//	POST /api/games                  {"game","preset","seed","seats":[{"name","bot","level"}]}
//	                                 → 201 {"id","seat","watch","seats":[{"seat","name","bot","level","token"}]}
//	POST /api/games/{id}/join        (token in the header) → sets the cookie: {"seat"}
//	GET  /api/games/{id}             the seat's view, the move log with points, the outcome
//	GET  /api/games/{id}/events      server-sent events: "update" (data: version) after every step
//	POST /api/games/{id}/moves       {"move"}: play a move in the game's notation
//	POST /api/games/{id}/preview     {"move"}: what the move would score
//	GET  /api/games/{id}/hints       the move finder's suggestions for the seat
//	GET  /api/games/{id}/record      the finished game's record (GCG for the crossword game)
//
// Errors are JSON {"error", "rule"}: 422 for a move the rules refuse (the
// library's words, and the shared sentinel's name as rule), 400 for a
// malformed request, 403 for a missing or wrong token, 404 (with
// "gone": true) for a game that does not exist or has expired, 429 when a
// client is over one of its limits, 503 when the server is full.
//
// # Limits
//
// A client (by remote address) may keep a bounded number of unfinished
// games and bots, event streams and hint requests at once; each game a
// bounded number of event streams. Bots and hints run on their table's
// goroutine within a server-wide bound on concurrent work. Tables idle for
// a while leave memory but stay in the store and come back on the next
// request; only games untouched for longer than Config.Expire are
// deleted.
package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
)

// Config sets up a Server. Zero limits take the defaults noted.
type Config struct {
	// Store keeps the games; required.
	Store store.Store
	// Table is what every table shares; its Store is set from Store.
	Table table.Config
	// Static is the front end, served at /; nil serves none.
	Static fs.FS

	// MaxTables bounds the tables kept in memory (1000); past it, the
	// longest idle ones without watchers go back to the store, and new
	// games are refused with 503 while none can.
	MaxTables int
	// Evict is how long a table stays in memory with no person using it
	// and no event stream (30 minutes).
	Evict time.Duration
	// Expire is how long an untouched game is kept at all (30 days).
	Expire time.Duration

	// Per client: unfinished games (10), bots in them (20), event streams
	// (16), hint requests at once (2). Per game: event streams (32).
	ClientGames, ClientBots, ClientStreams, ClientHints, GameStreams int
	// KeepAlive is the interval of event-stream comments (25 s), and
	// WriteWait the deadline of each event write (10 s).
	KeepAlive, WriteWait time.Duration

	// Logf reports server trouble; nil discards it.
	Logf func(format string, args ...any)
}

func (c *Config) defaults() {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	defd := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.MaxTables, 1000)
	def(&c.ClientGames, 10)
	def(&c.ClientBots, 20)
	def(&c.ClientStreams, 16)
	def(&c.ClientHints, 2)
	def(&c.GameStreams, 32)
	defd(&c.Evict, 30*time.Minute)
	defd(&c.Expire, 30*24*time.Hour)
	defd(&c.KeepAlive, 25*time.Second)
	defd(&c.WriteWait, 10*time.Second)
	if c.Table.Clock == nil {
		c.Table.Clock = table.System{}
	}
	c.Table.Store = c.Store
	if c.Table.Logf == nil {
		c.Table.Logf = c.Logf
	}
}

// A Server serves the API.
type Server struct {
	cfg Config

	mu      sync.Mutex
	tables  map[string]*table.Table
	streams map[string]int    // event streams by client
	hints   map[string]int    // hint requests running, by client
	dealing map[string][2]int // games and bots being dealt, by client
	lastExp time.Time         // when Sweep last looked for expired games

	stop     chan struct{} // closed by Shutdown: streams end
	stopOnce sync.Once
}

// New returns a Server for cfg, with the stored games read back: each
// record is decoded with tilekit.Decode and its table restarted (the most
// recently used first, up to MaxTables; the rest wait in the store), and
// records untouched for longer than Expire are deleted.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("api: no store")
	}
	cfg.defaults()
	s := &Server{cfg: cfg, tables: map[string]*table.Table{}, streams: map[string]int{}, hints: map[string]int{}, dealing: map[string][2]int{}, stop: make(chan struct{})}
	ids, err := cfg.Store.List()
	if err != nil {
		return nil, err
	}
	var recs []store.Record
	for _, id := range ids {
		rec, err := cfg.Store.Load(id)
		if err != nil {
			s.logf("store: %v", err)
			continue
		}
		if s.expired(rec) {
			cfg.Store.Delete(id)
			continue
		}
		recs = append(recs, rec)
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].Touched.After(recs[j].Touched) })
	for _, rec := range recs[:min(len(recs), cfg.MaxTables)] {
		t, err := table.Load(cfg.Table, rec)
		if err != nil {
			s.logf("%v", err)
			continue
		}
		s.tables[rec.ID] = t
	}
	return s, nil
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Logf != nil {
		s.cfg.Logf(format, args...)
	}
}

func (s *Server) now() time.Time { return s.cfg.Table.Clock.Now() }

func (s *Server) expired(rec store.Record) bool { return s.now().Sub(rec.Touched) > s.cfg.Expire }

// Handler returns the API and the front end.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	if s.cfg.Static != nil {
		mux.Handle("GET /", http.FileServerFS(s.cfg.Static))
	}
	mux.HandleFunc("GET /api/kinds", s.kinds)
	mux.HandleFunc("POST /api/games", s.create)
	mux.HandleFunc("POST /api/games/{id}/join", s.seated(s.join))
	mux.HandleFunc("GET /api/games/{id}", s.seated(s.view))
	mux.HandleFunc("GET /api/games/{id}/events", s.seated(s.events))
	mux.HandleFunc("POST /api/games/{id}/moves", s.seated(s.move))
	mux.HandleFunc("POST /api/games/{id}/preview", s.seated(s.preview))
	mux.HandleFunc("GET /api/games/{id}/hints", s.seated(s.hintsFor))
	mux.HandleFunc("GET /api/games/{id}/record", s.seated(s.record))
	return headers(mux)
}

// headers sets what every answer carries.
func headers(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'")
		h.ServeHTTP(w, r)
	})
}

// Shutdown ends every event stream, so that http.Server.Shutdown can
// finish; call Close once it has.
func (s *Server) Shutdown() { s.stopOnce.Do(func() { close(s.stop) }) }

// Close stops every table (the games stay in the store).
func (s *Server) Close() {
	s.Shutdown()
	s.mu.Lock()
	ts := make([]*table.Table, 0, len(s.tables))
	for id, t := range s.tables {
		ts = append(ts, t)
		delete(s.tables, id)
	}
	s.mu.Unlock()
	for _, t := range ts {
		t.Close()
	}
}

// Run sweeps idle tables out of memory every interval until ctx ends.
func (s *Server) Run(ctx context.Context, interval time.Duration) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			s.Sweep()
		}
	}
}

// Sweep moves tables nobody uses out of memory: those idle for longer
// than Evict with no event stream. A table in use is never dropped, and
// an evicted game stays in the store, so it comes back on its next
// request. Once an hour it also deletes the games untouched for longer
// than Expire.
func (s *Server) Sweep() {
	s.mu.Lock()
	var out []*table.Table
	for id, t := range s.tables {
		if t.Watchers() == 0 && t.Idle() > s.cfg.Evict {
			out = append(out, t)
			delete(s.tables, id)
		}
	}
	s.mu.Unlock()
	for _, t := range out {
		t.Close()
	}
	s.mu.Lock()
	due := s.now().Sub(s.lastExp) >= time.Hour
	if due {
		s.lastExp = s.now()
	}
	s.mu.Unlock()
	if !due {
		return
	}
	ids, err := s.cfg.Store.List()
	if err != nil {
		return
	}
	for _, id := range ids {
		s.mu.Lock()
		_, live := s.tables[id]
		s.mu.Unlock()
		if live {
			continue
		}
		if rec, err := s.cfg.Store.Load(id); err == nil && s.expired(rec) {
			s.cfg.Store.Delete(id)
		}
	}
}

// makeRoom evicts the longest idle tables without watchers until a new
// one fits; it reports false when none can go. Called with s.mu held.
func (s *Server) makeRoom() bool {
	for len(s.tables) >= s.cfg.MaxTables {
		var victim *table.Table
		for _, t := range s.tables {
			if t.Watchers() == 0 && t.Idle() > time.Minute && (victim == nil || t.Idle() > victim.Idle()) {
				victim = t
			}
		}
		if victim == nil {
			return false
		}
		delete(s.tables, victim.ID())
		go victim.Close()
	}
	return true
}

// lookup finds the table of id in memory, or reads it back from the
// store.
func (s *Server) lookup(id string) (*table.Table, error) {
	if !validID(id) {
		return nil, store.ErrNotFound
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.tables[id]; t != nil {
		return t, nil
	}
	rec, err := s.cfg.Store.Load(id)
	if err != nil {
		return nil, err
	}
	if s.expired(rec) {
		s.cfg.Store.Delete(id)
		return nil, store.ErrNotFound
	}
	if !s.makeRoom() {
		return nil, errFull
	}
	t, err := table.Load(s.cfg.Table, rec)
	if err != nil {
		return nil, err
	}
	s.tables[id] = t
	return t, nil
}

var errFull = errors.New("the server is full; try again later")

// validID reports whether id has the shape of the server's IDs: 16
// lower-case hex digits.
func validID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for _, c := range id {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// client names the sender of r for the per-client limits: its address
// without the port. (Behind a reverse proxy, take it from the proxy's
// header instead.)
func client(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// ---- answers ----

// apiError is the body of every error answer.
type apiError struct {
	Error string `json:"error"`
	Rule  string `json:"rule,omitempty"`
	Gone  bool   `json:"gone,omitempty"`
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
	{"ErrNoMove", tilekit.ErrNoMove}, {"ErrUnsupported", errors.ErrUnsupported},
}

// refuse answers an error from a table: the library's words for a move
// the rules refuse, or the server's trouble.
func refuse(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, table.ErrStore):
		fail(w, http.StatusInternalServerError, "the game could not be saved; the move was not played")
	case errors.Is(err, table.ErrClosed), errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		fail(w, http.StatusServiceUnavailable, "the game is busy or closing; try again")
	default:
		e := apiError{Error: tilekit.Detail(err)}
		for _, r := range rules {
			if errors.Is(err, r.err) {
				e.Rule = r.name
				break
			}
		}
		writeJSON(w, http.StatusUnprocessableEntity, e)
	}
}

// maxBody bounds every request body.
const maxBody = 64 << 10

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

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// levelNames lists the bot levels for the lobby.
func levelNames() []string {
	var out []string
	for _, l := range tilekit.Levels() {
		out = append(out, l.String())
	}
	return slices.Clip(out)
}
