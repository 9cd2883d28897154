// Package table runs one game for the web server: a Table owns the game's
// current state, its bots and its clock on a goroutine of its own, and
// saves every change to a store.Store before anyone hears of it.
//
// Requests never touch the game directly. A move is sent to the table's
// goroutine, which checks it for the sending seat (tilekit.Game.PlayAs:
// the seat first, then the move), saves the new state and answers; bots
// and the clock's moves (a timed round's end) are further steps the
// goroutine takes on its own afterwards, each saved and announced
// separately, so a page sees the person's move, then each bot's, one at
// a time. Views read an immutable [Snapshot] that the goroutine publishes
// after each step, so watching a game costs the game nothing.
package table

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/store"
)

// Config is what every table of a server shares.
type Config struct {
	// Store keeps the games; required.
	Store store.Store
	// Clock runs the timers; nil means System.
	Clock Clock
	// BotDelay is the pause before each bot's move and each move of the
	// table's clock, so that a page shows it as a step of its own.
	BotDelay time.Duration
	// Work bounds the bots and hints that run at once across every
	// table: each holds a slot of the channel's buffer while it thinks.
	// Nil means no bound.
	Work chan struct{}
	// Logf reports what no player caused (a bot that fails, a store
	// that refuses a bot's move); nil discards it.
	Logf func(format string, args ...any)
}

// ErrClosed: the table was closed (evicted or the server is stopping).
var ErrClosed = errors.New("table: closed")

// ErrStore: the move was legal but could not be saved, so it was not
// played.
var ErrStore = errors.New("table: the game could not be saved")

// A Snapshot is a table at one moment. It is immutable: readers share it.
type Snapshot struct {
	Kind tilekit.Kind
	Game tilekit.Game
	// Record is the table as saved; its slices must not be changed.
	Record store.Record
}

// A Table is one game being played.
type Table struct {
	id   string
	kind tilekit.Kind
	cfg  Config

	cmds chan func()
	quit chan struct{}
	done chan struct{}
	snap atomic.Pointer[Snapshot]
	seen atomic.Int64 // unix nanoseconds of the last request by a person

	subMu sync.Mutex
	subs  map[chan struct{}]struct{}

	// Owned by the goroutine.
	g        tilekit.Game
	rec      store.Record
	bots     map[int]tilekit.Bot
	waiting  map[int]int // bot seat → the version at which it chose to wait
	step     Timer       // the pending bot or clock step
	alarm    Timer       // the running period's end
	alarmFor string      // the period alarm is set for
	spent    string      // a period that ran out with nothing left to play
}

// New deals a table for rec (its ID, Kind, Preset, Seats, Watch, Owner
// and Created set) with the game g, saves it and starts it.
func New(cfg Config, rec store.Record, g tilekit.Game) (*Table, error) {
	k, ok := tilekit.Lookup(rec.Kind)
	if !ok {
		return nil, fmt.Errorf("table: no game %q", rec.Kind)
	}
	text, err := g.MarshalText()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrStore, err)
	}
	t := newTable(cfg, k, rec, g)
	t.rec.Game = string(text)
	t.rec.Touched = t.now()
	t.seen.Store(t.rec.Touched.UnixNano())
	if t.rec.Log == nil {
		t.rec.Log = []store.Entry{}
	}
	t.setClock()
	if err := t.save(); err != nil {
		return nil, err
	}
	t.start()
	return t, nil
}

// Load restarts the table of a saved record, reading the game back with
// tilekit.Decode; a clock that ran out while the server was down runs
// out at once.
func Load(cfg Config, rec store.Record) (*Table, error) {
	g, err := tilekit.Decode([]byte(rec.Game))
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", rec.ID, err)
	}
	k, ok := tilekit.Lookup(rec.Kind)
	if !ok {
		return nil, fmt.Errorf("table %s: no game %q", rec.ID, rec.Kind)
	}
	if len(rec.Seats) != g.Players() {
		return nil, fmt.Errorf("table %s: %d seats for %d players", rec.ID, len(rec.Seats), g.Players())
	}
	t := newTable(cfg, k, rec, g)
	if t.rec.Log == nil {
		t.rec.Log = []store.Entry{}
	}
	t.start()
	return t, nil
}

func newTable(cfg Config, k tilekit.Kind, rec store.Record, g tilekit.Game) *Table {
	if cfg.Clock == nil {
		cfg.Clock = System{}
	}
	t := &Table{
		id: rec.ID, kind: k, cfg: cfg,
		cmds: make(chan func()), quit: make(chan struct{}), done: make(chan struct{}),
		subs: map[chan struct{}]struct{}{},
		g:    g, rec: rec, bots: map[int]tilekit.Bot{}, waiting: map[int]int{},
	}
	for i, s := range rec.Seats {
		if s.Bot && k.Bot != nil {
			t.bots[i] = k.Bot(s.Level, seedOf(rec.ID, i))
		}
	}
	t.seen.Store(rec.Touched.UnixNano())
	return t
}

// seedOf derives a bot's seed from the game's ID and its seat, so a
// restarted bot is the same bot.
func seedOf(id string, seat int) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(id); i++ {
		h = (h ^ uint64(id[i])) * 1099511628211
	}
	return h ^ uint64(seat)*0x9e3779b97f4a7c15
}

func (t *Table) now() time.Time { return t.cfg.Clock.Now() }

func (t *Table) logf(format string, args ...any) {
	if t.cfg.Logf != nil {
		t.cfg.Logf("table %s: "+format, append([]any{t.id}, args...)...)
	}
}

func (t *Table) start() {
	t.publish()
	go t.run()
	go t.post(t.schedule)
}

func (t *Table) run() {
	defer close(t.done)
	for {
		select {
		case f := <-t.cmds:
			f()
		case <-t.quit:
			if t.step != nil {
				t.step.Stop()
			}
			if t.alarm != nil {
				t.alarm.Stop()
			}
			return
		}
	}
}

// post hands f to the table's goroutine, without waiting for it to run.
// Timers call it from their own goroutines.
func (t *Table) post(f func()) {
	select {
	case t.cmds <- f:
	case <-t.quit:
	}
}

// do runs f on the table's goroutine and waits for it to finish.
func (t *Table) do(ctx context.Context, f func()) error {
	finished := make(chan struct{})
	select {
	case t.cmds <- func() { f(); close(finished) }:
	case <-t.quit:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	<-finished
	return nil
}

// Close stops the table's goroutine and timers and waits for it; the game
// stays in the store. Waiting streams are told to go.
func (t *Table) Close() {
	select {
	case <-t.quit:
	default:
		close(t.quit)
	}
	<-t.done
	t.subMu.Lock()
	for c := range t.subs {
		close(c)
		delete(t.subs, c)
	}
	t.subMu.Unlock()
}

// Done is closed once the table has stopped.
func (t *Table) Done() <-chan struct{} { return t.done }

// ID is the game's ID.
func (t *Table) ID() string { return t.id }

// Snapshot is the table as of its last step.
func (t *Table) Snapshot() *Snapshot { return t.snap.Load() }

// Touch records that a person used the table now (eviction goes by it).
func (t *Table) Touch() { t.seen.Store(t.now().UnixNano()) }

// Idle is how long since a person last used the table.
func (t *Table) Idle() time.Duration { return t.now().Sub(time.Unix(0, t.seen.Load())) }

// SeatOf returns the seat whose token is tok, or tilekit.Onlooker for the
// table's spectator token; ok is false for any other text. Every token is
// compared in constant time.
func (t *Table) SeatOf(tok string) (seat int, ok bool) {
	rec := t.Snapshot().Record
	seat, found := 0, 0
	b := []byte(tok)
	for i, s := range rec.Seats {
		if s.Token != "" && subtle.ConstantTimeCompare([]byte(s.Token), b) == 1 {
			seat, found = i, 1
		}
	}
	if rec.Watch != "" && subtle.ConstantTimeCompare([]byte(rec.Watch), b) == 1 {
		seat, found = tilekit.Onlooker, 1
	}
	return seat, found == 1 && tok != ""
}

// Subscribe returns a channel that receives a value after every change;
// it is closed when the table closes. cancel ends the subscription.
func (t *Table) Subscribe() (c <-chan struct{}, cancel func()) {
	ch := make(chan struct{}, 1)
	t.subMu.Lock()
	select {
	case <-t.quit:
		close(ch)
	default:
		t.subs[ch] = struct{}{}
	}
	t.subMu.Unlock()
	return ch, func() {
		t.subMu.Lock()
		if _, ok := t.subs[ch]; ok {
			delete(t.subs, ch)
			close(ch)
		}
		t.subMu.Unlock()
	}
}

// Watchers is the number of subscriptions.
func (t *Table) Watchers() int {
	t.subMu.Lock()
	defer t.subMu.Unlock()
	return len(t.subs)
}

// publish makes the goroutine's state the snapshot and wakes subscribers.
func (t *Table) publish() {
	t.snap.Store(&Snapshot{Kind: t.kind, Game: t.g, Record: t.rec})
	t.subMu.Lock()
	for c := range t.subs {
		select {
		case c <- struct{}{}:
		default:
		}
	}
	t.subMu.Unlock()
}

// Play plays move for seat and returns the table after it. A move the
// rules refuse returns the game's error (tilekit.Detail gives its
// words); a move that could not be saved returns ErrStore and is not
// played. Bots answer later, as steps of their own.
func (t *Table) Play(ctx context.Context, seat int, move string) (*Snapshot, error) {
	var err error
	if e := t.do(ctx, func() {
		var next tilekit.Game
		if next, err = t.g.PlayAs(seat, move); err == nil {
			err = t.commit(seat, next)
		}
	}); e != nil {
		return nil, e
	}
	if err != nil {
		return nil, err
	}
	return t.Snapshot(), nil
}

// Hints asks the game's move finder for seat's best n moves, on the
// table's goroutine and within the shared work bound.
func (t *Table) Hints(ctx context.Context, seat, n int) ([]tilekit.Hint, error) {
	var hs []tilekit.Hint
	var err error
	if e := t.do(ctx, func() {
		if err = t.acquire(ctx); err != nil {
			return
		}
		defer t.release()
		hs, err = t.g.Hints(seat, n)
	}); e != nil {
		return nil, e
	}
	return hs, err
}

func (t *Table) acquire(ctx context.Context) error {
	if t.cfg.Work == nil {
		return nil
	}
	select {
	case t.cfg.Work <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-t.quit:
		return ErrClosed
	}
}

func (t *Table) release() {
	if t.cfg.Work != nil {
		<-t.cfg.Work
	}
}

// commit makes next the game after seat's move (tilekit.Onlooker: the
// table's clock): it logs the move, saves the table and only then
// publishes it and schedules what comes next. When the save fails,
// nothing changes.
func (t *Table) commit(seat int, next tilekit.Game) error {
	prevGame, prevRec := t.g, t.rec
	text, err := next.MarshalText()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrStore, err)
	}
	before, after := t.g.Outcome().Scores, next.Outcome().Scores
	e := store.Entry{Seat: seat, Texts: make([]string, next.Players()+1), Delta: make([]int, next.Players())}
	for p := range e.Texts {
		viewer := p
		if p == next.Players() {
			viewer = tilekit.Onlooker
		}
		e.Texts[p], _ = next.LastMoveFor(viewer)
	}
	for p := range e.Delta {
		if p < len(before) && p < len(after) {
			e.Delta[p] = after[p] - before[p]
		}
	}
	t.g = next
	t.rec.Game = string(text)
	t.rec.Log = append(t.rec.Log[:len(t.rec.Log):len(t.rec.Log)], e)
	t.rec.Version++
	t.rec.Touched = t.now()
	t.setClock()
	if err := t.save(); err != nil {
		t.g, t.rec = prevGame, prevRec
		return err
	}
	t.publish()
	t.schedule()
	return nil
}

func (t *Table) save() error {
	if err := t.cfg.Store.Save(t.rec); err != nil {
		return fmt.Errorf("%w: %v", ErrStore, err)
	}
	return nil
}

// setClock notes a new timed period and when it ends.
func (t *Table) setClock() {
	period, length := t.g.Clock()
	if t.g.Over() {
		period, length = "", 0
	}
	if period == t.rec.Period && (length > 0) == !t.rec.Deadline.IsZero() {
		return
	}
	t.rec.Period = period
	t.rec.Deadline = time.Time{}
	if length > 0 {
		t.rec.Deadline = t.now().Add(length)
	}
}

// schedule sets the timers for what the table does next by itself: the
// running period's end, and the next bot or clock step.
func (t *Table) schedule() {
	if t.rec.Deadline.IsZero() || t.g.Over() || t.rec.Period == t.spent {
		if t.alarm != nil {
			t.alarm.Stop()
			t.alarm = nil
		}
	} else if t.alarm == nil || t.alarmFor != t.rec.Period {
		if t.alarm != nil {
			t.alarm.Stop()
		}
		period := t.rec.Period
		t.alarmFor = period
		t.alarm = t.cfg.Clock.AfterFunc(t.rec.Deadline.Sub(t.now()), func() { t.post(func() { t.timeUp(period) }) })
	}
	if t.step == nil && t.nextStep() != nil {
		t.step = t.cfg.Clock.AfterFunc(t.cfg.BotDelay, func() {
			t.post(func() {
				t.step = nil
				if f := t.nextStep(); f != nil {
					f()
				}
				t.schedule()
			})
		})
	}
}

// nextStep returns the step the table takes by itself now, or nil: the
// end of a round everyone has finished, or one bot's move.
func (t *Table) nextStep() func() {
	if t.g.Over() {
		return nil
	}
	movers := t.g.ToMove()
	if len(movers) == 0 {
		if m, ok := t.g.Timeout(tilekit.Onlooker); ok {
			return func() { t.clockMove(tilekit.Onlooker, m) }
		}
		return nil
	}
	for _, p := range movers {
		b, ok := t.bots[p]
		if !ok {
			continue
		}
		if v, waits := t.waiting[p]; waits && v == t.rec.Version {
			continue
		}
		return func() { t.botMove(p, b) }
	}
	return nil
}

func (t *Table) botMove(p int, b tilekit.Bot) {
	if err := t.acquire(context.Background()); err != nil {
		return
	}
	m, err := b.Move(t.g, p)
	t.release()
	if err == nil && m == "" {
		t.waiting[p] = t.rec.Version // it waits for the others
		return
	}
	var next tilekit.Game
	if err == nil {
		next, err = t.g.PlayAs(p, m)
	}
	if err == nil {
		err = t.commit(p, next)
	}
	if err != nil {
		t.logf("bot %s: %v", t.g.Name(p), err)
		t.waiting[p] = t.rec.Version
	}
}

// clockMove plays a move of the table's clock for seat (Onlooker: the
// whole table's).
func (t *Table) clockMove(seat int, m string) {
	next, err := t.g.Play(m)
	if err == nil {
		err = t.commit(seat, next)
	}
	if err != nil {
		t.logf("clock move %q: %v", m, err)
	}
}

// timeUp ends period, if it is still running: every seat that may still
// move gets its Timeout move, or the table its own.
func (t *Table) timeUp(period string) {
	if t.g.Over() || t.rec.Period != period || t.rec.Deadline.IsZero() {
		return
	}
	if wait := t.rec.Deadline.Sub(t.now()); wait > 0 {
		t.alarm = t.cfg.Clock.AfterFunc(wait, func() { t.post(func() { t.timeUp(period) }) })
		return
	}
	t.alarm = nil
	for _, p := range t.g.ToMove() {
		if t.rec.Period != period || t.g.Over() {
			return
		}
		if m, ok := t.g.Timeout(p); ok && slices.Contains(t.g.ToMove(), p) {
			t.clockMove(p, m)
		}
	}
	if t.rec.Period == period && !t.g.Over() {
		if m, ok := t.g.Timeout(tilekit.Onlooker); ok {
			t.clockMove(tilekit.Onlooker, m)
		}
	}
	if t.rec.Period == period {
		t.spent = period
	}
}
