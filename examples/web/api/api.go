// Package api is the web server's HTTP API: it deals games, finds the
// seat of each request and hands moves to the game's table.Table.
// examples/web/API.md describes what changed for clients with issue 37.
//
// # Seats: links, keys and devices
//
// Each person's seat, the host's included, has a link: a secret that
// claims the seat once, for the browser that opens it first (POST
// …/join). The claiming browser gets the seat's key, in an HttpOnly
// cookie scoped to the game's path, and is known from then on by its
// device cookie (HttpOnly, path /api), which the server sets on the first
// answer that needs one; the record keeps a hash of it. Another browser
// opening the same link is refused, and a browser that already holds a
// seat at the game cannot claim a second (so the host who opens a
// friend's link does not become the friend). The host may issue a seat a
// new link, which revokes the old link and its key. A request names its
// seat by its key: the cookie, the X-Tilekit-Token header or
// "Authorization: Bearer KEY"; never the URL. Each game also has a
// spectator token that sees only the table (tilekit.Onlooker). Every
// endpoint of a game finds the seat first and refuses a request without
// one before it reads anything of the game, and then answers only for
// that seat.
//
//	GET  /api/kinds                  the games, presets, bot levels and lobby defaults
//	GET  /api/games                  this browser's games (by its device cookie)
//	POST /api/games                  {"game","preset","seed","seats":[{"name","bot","level"}]}
//	                                 → 201 {"id","seat","key","watch","seats":[{"seat","name","bot","level","token"}]}
//	POST /api/games/{id}/join        (a link or the spectator token in the header) → sets the cookie: {"seat","watcher","key"}
//	GET  /api/games/{id}             the seat's view, the move log with points, the outcome
//	GET  /api/games/{id}/events      server-sent events: "update" (data: version) after every step
//	POST /api/games/{id}/moves       {"move","version"}: play a move made on that version (required)
//	POST /api/games/{id}/preview     {"move"}: what the move would score
//	GET  /api/games/{id}/hints       the move finder's suggestions for the seat
//	GET  /api/games/{id}/record      the finished game's record (GCG for the crossword game)
//	POST /api/games/{id}/resign      the seat leaves; a bot plays on, or the game is abandoned
//	POST /api/games/{id}/seats/{seat}/link   the host issues the seat a new link
//
// Errors are JSON {"error", "rule"}: 422 for a move the rules refuse (the
// library's words, and the shared sentinel's name as rule), 409 with the
// current view for a move made on a stale version, 400 for a malformed
// request (a move without its version among them), 403 for a missing or
// wrong key (rule ErrRevoked: a key that a new link replaced while its
// request was on its way, ErrNotHost: a link asked for by another seat
// than the host's), 404 (with "gone": true) for a game that does not
// exist, has expired or cannot be read back, 413 for a body over 16 KiB,
// 429 when a seat, a game or an address is over one of its limits and
// 503 when the server is, both with Retry-After. An error quotes at most
// a short, clipped piece of the request.
//
// # Limits, and what they protect
//
// Unfinished games and their bots are bounded per address (the disk and
// the bots' work one sender may claim); finished, resigned and abandoned
// games count against nothing and leave memory first. Event streams are
// bounded per seat, per game, per address (with room for a household
// behind one address) and on the server (its file descriptors); a
// refused stream is answered at once with Retry-After and its connection
// closed. One hint at a time per seat, and a bounded number waiting on
// the server. Bots and hints think off the tables' goroutines within a
// server-wide bound on concurrent work (table.Config.Work), so a person's
// move never waits for them.
//
// # Retention
//
// Tables idle for a while leave memory but stay in the store and come
// back on the next request. A finished game is deleted Config.Keep after
// its end (24 hours); an unfinished one Config.Expire after its last
// change (30 days). The server reads only the stores' summaries to
// start, count and expire games, never the games themselves.
//
// # Several processes
//
// With a store.Shared, several servers serve the same games. Nothing of
// a game is then kept in one process's memory alone: the per-address
// game and bot limits are counted by the store as it saves a new game
// (store.Shared.Deal, one step for the address however many processes
// deal for it), "your games" is asked of it (Seated), a game not in
// memory is looked for in the store, and
// Run listens for the saves of every process, reading back the tables
// this process holds so their event streams hear of moves made
// elsewhere, and takes up the games whose bots or clock no process runs
// (those of a process that ended). The limits on event streams and hints
// stay per process: they guard the process's own files and cores.
package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

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

	// MaxTables bounds the tables kept in memory (1000); past it,
	// finished tables go back to the store first, then the longest idle
	// ones without watchers, and new games are refused with 503 while
	// none can.
	MaxTables int
	// Evict is how long a table stays in memory with no person using it
	// and no event stream (30 minutes; a finished table one minute).
	Evict time.Duration
	// Expire is how long an unfinished game is kept after its last
	// change (30 days), Keep how long a finished one is kept after its
	// end (24 hours).
	Expire, Keep time.Duration

	// Per address: unfinished games (30) and bots in them (60), event
	// streams (48). Per seat: event streams (4); per game: event streams
	// (32). On the server: event streams (512) and hint requests
	// waiting or thinking (64).
	AddrGames, AddrBots, AddrStreams int
	SeatStreams, GameStreams         int
	MaxStreams, MaxHints             int
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
	def(&c.AddrGames, 30)
	def(&c.AddrBots, 60)
	def(&c.AddrStreams, 48)
	def(&c.SeatStreams, 4)
	def(&c.GameStreams, 32)
	def(&c.MaxStreams, 512)
	def(&c.MaxHints, 64)
	defd(&c.Evict, 30*time.Minute)
	defd(&c.Expire, 30*24*time.Hour)
	defd(&c.Keep, 24*time.Hour)
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
	cfg    Config
	shared store.Shared // nil: this process alone serves the store's games

	mu      sync.Mutex
	tables  map[string]*table.Table
	broken  map[string]bool   // games whose record cannot be read back
	streams counts            // event streams
	hints   counts            // hint requests
	dealing map[string][2]int // games and bots being dealt, by address
	lastExp time.Time         // when Sweep last looked for expired games

	// idx guards games, which tables update from their own goroutines
	// (table.Config.Changed), also while s.mu is held: take idx after
	// s.mu, never before.
	idx   sync.Mutex
	games map[string]store.Summary // every stored game, as its table last said

	stop     chan struct{} // closed by Shutdown: streams end
	stopOnce sync.Once
}

// counts are requests held, by address, seat ("id/seat"), game and in
// all.
type counts struct {
	addr, seat, game map[string]int
	all              int
}

func newCounts() counts {
	return counts{addr: map[string]int{}, seat: map[string]int{}, game: map[string]int{}}
}

// New returns a Server for cfg. It reads the store's summaries (never
// the games: a table is read back on the first request for it) and
// deletes the games past their retention.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("api: no store")
	}
	cfg.defaults()
	s := &Server{
		cfg: cfg, tables: map[string]*table.Table{}, games: map[string]store.Summary{}, broken: map[string]bool{},
		streams: newCounts(), hints: newCounts(), dealing: map[string][2]int{}, stop: make(chan struct{}),
	}
	s.cfg.Table.Changed = s.changed
	s.shared, _ = cfg.Store.(store.Shared)
	sums, err := cfg.Store.List()
	if err != nil {
		return nil, err
	}
	for _, sum := range sums {
		if s.expired(sum) {
			cfg.Store.Delete(sum.ID)
			continue
		}
		if s.shared == nil {
			s.games[sum.ID] = sum
		}
	}
	s.lastExp = s.now()
	return s, nil
}

// changed keeps the summary of a game its table just published.
func (s *Server) changed(sum store.Summary) {
	if s.shared != nil {
		return // the store answers for every game
	}
	s.idx.Lock()
	s.games[sum.ID] = sum
	s.idx.Unlock()
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Logf != nil {
		s.cfg.Logf(format, args...)
	}
}

func (s *Server) now() time.Time { return s.cfg.Table.Clock.Now() }

// expired reports a game past its retention: finished and ended longer
// than Keep ago, or unfinished and unchanged for longer than Expire.
func (s *Server) expired(sum store.Summary) bool {
	if sum.Over {
		end := sum.Ended
		if end.IsZero() {
			end = sum.Touched
		}
		return s.now().Sub(end) > s.cfg.Keep
	}
	return s.now().Sub(sum.Touched) > s.cfg.Expire
}

// Handler returns the API and the front end.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	if s.cfg.Static != nil {
		mux.Handle("GET /", http.FileServerFS(s.cfg.Static))
	}
	mux.HandleFunc("GET /api/kinds", s.kinds)
	mux.HandleFunc("GET /api/games", s.mine)
	mux.HandleFunc("POST /api/games", s.create)
	mux.HandleFunc("POST /api/games/{id}/join", s.join)
	mux.HandleFunc("GET /api/games/{id}", s.seated(s.view))
	mux.HandleFunc("GET /api/games/{id}/events", s.seated(s.events))
	mux.HandleFunc("POST /api/games/{id}/moves", s.seated(s.move))
	mux.HandleFunc("POST /api/games/{id}/preview", s.seated(s.preview))
	mux.HandleFunc("GET /api/games/{id}/hints", s.seated(s.hintsFor))
	mux.HandleFunc("GET /api/games/{id}/record", s.seated(s.record))
	mux.HandleFunc("POST /api/games/{id}/resign", s.seated(s.resign))
	mux.HandleFunc("POST /api/games/{id}/seats/{seat}/link", s.seated(s.reissue))
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
// With a shared store it also listens for the saves of every process and
// takes up orphaned games (see the package doc).
func (s *Server) Run(ctx context.Context, interval time.Duration) {
	if s.shared != nil {
		go s.shared.Watch(ctx, s.notified)
		go s.adopt(ctx)
	}
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

// notified reads back the table of a game another process saved (every
// table, when saves may have been missed).
func (s *Server) notified(id string, version int) {
	s.mu.Lock()
	var ts []*table.Table
	if id == "" {
		for _, t := range s.tables {
			ts = append(ts, t)
		}
	} else if t := s.tables[id]; t != nil && t.Snapshot().Record.Version < version {
		ts = append(ts, t)
	}
	s.mu.Unlock()
	for _, t := range ts {
		t.Refresh(version)
	}
}

// adopt takes up, every few DriveRetry, the games whose bots or clock no
// process runs: loading a game's table makes it take the game's lease.
func (s *Server) adopt(ctx context.Context) {
	every := 3 * s.cfg.Table.DriveRetry
	if every <= 0 {
		every = 3 * time.Second
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		ids, err := s.shared.Orphans(32)
		if err != nil {
			s.logf("orphaned games: %v", err)
			continue
		}
		for _, id := range ids {
			s.lookup(id)
		}
	}
}

// finishedEvict is how long a finished table stays in memory with no
// one watching.
const finishedEvict = time.Minute

// Sweep moves tables nobody uses out of memory: those with no event
// stream, idle for longer than Evict (a finished one: a minute). A table
// in use is never dropped, and an evicted game stays in the store, so it
// comes back on its next request. Once an hour it also deletes the games
// past their retention, going by their summaries alone.
func (s *Server) Sweep() {
	s.mu.Lock()
	var out []*table.Table
	for id, t := range s.tables {
		idle := t.Idle()
		if t.Watchers() == 0 && (idle > s.cfg.Evict || t.Snapshot().Record.Over && idle > finishedEvict) {
			out = append(out, t)
			delete(s.tables, id)
		}
	}
	var old []string
	sweepShared := false
	if s.now().Sub(s.lastExp) >= time.Hour {
		s.lastExp = s.now()
		sweepShared = s.shared != nil
		s.idx.Lock()
		for id, sum := range s.games {
			if s.tables[id] == nil && s.expired(sum) {
				old = append(old, id)
				delete(s.games, id)
			}
		}
		s.idx.Unlock()
		clear(s.broken) // a repaired file may be read again
	}
	s.mu.Unlock()
	for _, t := range out {
		t.Close()
	}
	if sweepShared {
		old = s.expiredShared()
	}
	for _, id := range old {
		if err := s.cfg.Store.Delete(id); err != nil {
			s.logf("store: %v", err)
		}
	}
}

// expiredShared lists the games of a shared store past their retention
// that this process does not hold.
func (s *Server) expiredShared() []string {
	sums, err := s.shared.List()
	if err != nil {
		s.logf("store: %v", err)
		return nil
	}
	var old []string
	s.mu.Lock()
	for _, sum := range sums {
		if s.tables[sum.ID] == nil && s.expired(sum) {
			old = append(old, sum.ID)
		}
	}
	s.mu.Unlock()
	return old
}

// makeRoom evicts tables until a new one fits: finished ones first (the
// longest idle first), then unfinished ones idle for over a minute with
// no watchers; it reports false when none can go. Called with s.mu held.
func (s *Server) makeRoom() bool {
	for len(s.tables) >= s.cfg.MaxTables {
		var victim *table.Table
		better := func(t *table.Table) bool {
			if victim == nil {
				return true
			}
			vo, to := victim.Snapshot().Record.Over, t.Snapshot().Record.Over
			if vo != to {
				return to
			}
			return t.Idle() > victim.Idle()
		}
		for _, t := range s.tables {
			over := t.Snapshot().Record.Over
			if (over || t.Watchers() == 0 && t.Idle() > time.Minute) && better(t) {
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
// store; a game the store's summaries do not name is not looked for. A
// record that cannot be read back is reported (once) and then answered
// as a game that does not exist, without reading it again.
func (s *Server) lookup(id string) (*table.Table, error) {
	if !validID(id) {
		return nil, store.ErrNotFound
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.tables[id]; t != nil {
		return t, nil
	}
	s.idx.Lock()
	_, known := s.games[id]
	s.idx.Unlock()
	if !known && s.shared == nil || s.broken[id] {
		return nil, store.ErrNotFound // the store holds no such game, or none it can read
	}
	rec, err := s.cfg.Store.Load(id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	if err == nil && s.expired(rec.Summary()) {
		s.cfg.Store.Delete(id)
		s.idx.Lock()
		delete(s.games, id)
		s.idx.Unlock()
		return nil, store.ErrNotFound
	}
	var t *table.Table
	if err == nil {
		if !s.makeRoom() {
			return nil, errFull
		}
		t, err = table.Load(s.cfg.Table, rec)
	}
	if err != nil {
		s.logf("game %s cannot be read back: %v", id, err)
		if len(s.broken) >= 10000 {
			clear(s.broken)
		}
		s.broken[id] = true
		return nil, store.ErrNotFound
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

// client names the sender of r for the per-address limits: its address
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

// maxQuote bounds the piece of a request an error quotes, and maxError a
// whole error message.
const (
	maxQuote = 64
	maxError = 300
)

// clip shortens text from a request to at most n bytes of valid UTF-8,
// marking a cut with "…".
func clip(text string, n int) string {
	text = strings.ToValidUTF8(text, "\ufffd")
	if len(text) <= n {
		return text
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut] + "…"
}

// quote is %q of a clipped piece of a request.
func quote(text string) string { return fmt.Sprintf("%q", clip(text, maxQuote)) }

func fail(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Error: clip(fmt.Sprintf(format, args...), maxError)})
}

// busy answers a request over a limit: status (429 or 503) with
// Retry-After, and the connection closed, so that a refused client holds
// nothing.
func busy(w http.ResponseWriter, status int, retry, msg string) {
	w.Header().Set("Retry-After", retry)
	w.Header().Set("Connection", "close")
	fail(w, status, "%s", msg)
}

// rules names the shared sentinels and the server's own refusals for API
// clients.
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
	{"ErrRecordFull", table.ErrRecordFull}, {"ErrTooManyMoves", table.ErrTooManyMoves},
	{"ErrResigned", table.ErrResigned}, {"ErrStale", table.ErrStale},
	{"ErrRevoked", table.ErrRevoked}, {"ErrNotHost", table.ErrNotHost},
}

func ruleOf(err error) string {
	for _, r := range rules {
		if errors.Is(err, r.err) {
			return r.name
		}
	}
	return ""
}

// refuse answers an error from a table: the library's words for a move
// the rules refuse, or the server's trouble.
func refuse(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, table.ErrStore):
		fail(w, http.StatusInternalServerError, "the game could not be saved; the move was not played")
	case errors.Is(err, table.ErrClosed), errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		busy(w, http.StatusServiceUnavailable, "2", "the game is busy or closing; try again")
	case errors.Is(err, table.ErrNotHost), errors.Is(err, table.ErrRevoked):
		writeJSON(w, http.StatusForbidden, apiError{Error: clip(err.Error(), maxError), Rule: ruleOf(err)})
	default:
		writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: clip(tilekit.Detail(err), maxError), Rule: ruleOf(err)})
	}
}

// maxBody bounds every request body.
const maxBody = 16 << 10

// decode reads a JSON request body of at most maxBody bytes into v. Its
// errors quote at most a clipped piece of the body.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		var typeErr *json.UnmarshalTypeError
		var syntaxErr *json.SyntaxError
		switch {
		case errors.As(err, &tooBig):
			fail(w, http.StatusRequestEntityTooLarge, "request body over %d bytes", maxBody)
		case errors.As(err, &typeErr):
			fail(w, http.StatusBadRequest, "malformed request: %s is no %s", quote(typeErr.Field), typeErr.Type)
		case errors.As(err, &syntaxErr):
			fail(w, http.StatusBadRequest, "malformed request: bad JSON at byte %d", syntaxErr.Offset)
		default:
			fail(w, http.StatusBadRequest, "malformed request: %s", clip(strings.TrimPrefix(err.Error(), "json: "), maxQuote))
		}
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
