// Package table runs one game for the web server: a Table owns the game's
// current state, its bots and its clock on a goroutine of its own, and
// saves every change to a store.Store before anyone hears of it.
//
// Requests never touch the game directly. A move is sent to the table's
// goroutine, which checks it for the sending seat (tilekit.Game.PlayAs:
// the seat first, then the move), saves the new state and answers. Bots
// and the clock are further steps the goroutine takes on its own
// afterwards, each saved and announced separately, so that a page sees
// the person's move, then each bot's, one at a time: a bot's move comes
// from tilekit.NextMove, and when the period Game.Clock names runs out,
// Game.Expire applies what the rules do then (a timer that fires late
// changes nothing). Views read an immutable [Snapshot] that the goroutine
// publishes after each step, so watching a game costs the game nothing.
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
	// BotDelay is the pause before each bot's move, so that a page
	// shows it as a step of its own.
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
	bots     []tilekit.Bot // by seat; nil for a person
	waiting  map[int]int   // bot seat → the version at which it chose to wait
	step     Timer         // the pending bot step
	alarm    Timer         // the running period's end
	alarmFor string        // the period alarm is set for
	spent    string        // a period that ran out with nothing left to play
}

// New deals a table for rec (its ID, Kind, Preset, Seats, Watch, Owner
// and Created set) with the game g, of the kind rec names, saves it and
// starts it.
func New(cfg Config, rec store.Record, g tilekit.Game) (*Table, error) {
	k, ok := tilekit.Lookup(g.Kind())
	if !ok || g.Kind() != rec.Kind {
		return nil, fmt.Errorf("table: a game of %q for a table of %q", g.Kind(), rec.Kind)
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
// tilekit.Decode, which names the kind it read; a clock that ran out
// while the server was down runs out at once.
func Load(cfg Config, rec store.Record) (*Table, error) {
	g, err := tilekit.Decode([]byte(rec.Game))
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", rec.ID, err)
	}
	k, ok := tilekit.Lookup(g.Kind())
	if !ok || g.Kind() != rec.Kind {
		return nil, fmt.Errorf("table %s: the record of a game of %q holds a game of %q", rec.ID, rec.Kind, g.Kind())
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
		g:    g, rec: rec, bots: make([]tilekit.Bot, len(rec.Seats)), waiting: map[int]int{},
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
// moves of the table's clock, which Expire played): it logs the moves,
// saves the table and only then publishes it and schedules what comes
// next. When the save fails, nothing changes.
func (t *Table) commit(seat int, next tilekit.Game) error {
	prevGame, prevRec := t.g, t.rec
	text, err := next.MarshalText()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrStore, err)
	}
	entries := logMoves(t.g, next, seat)
	t.g = next
	t.rec.Game = string(text)
	t.rec.Log = append(slices.Clip(t.rec.Log), entries...)
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

// logMoves returns the log's entries for the moves that lead from prev
// to next, all made by seat: each move as every seat may know it
// (HistoryFor, the onlooker's text last), with what it changed of each
// seat's score. Where several moves lead there (the clock's, when a
// period runs out for several seats), each one's change is found by
// playing it on the game before it.
func logMoves(prev, next tilekit.Game, seat int) []store.Entry {
	from, moves := len(prev.History()), next.History()
	if from > len(moves) {
		return nil
	}
	moves = moves[from:]
	n := next.Players()
	texts := make([][]string, n+1) // by viewer, the onlooker last
	for p := range texts {
		viewer := p
		if p == n {
			viewer = tilekit.Onlooker
		}
		if len(moves) == 1 {
			last, _ := next.LastMoveFor(viewer)
			texts[p] = []string{last}
		} else {
			texts[p] = next.HistoryFor(viewer)[from:]
		}
	}
	out := make([]store.Entry, len(moves))
	g := prev
	for i, m := range moves {
		before := g.Outcome().Scores
		if i == len(moves)-1 {
			g = next
		} else if after, err := g.Play(m); err == nil {
			g = after
		} else {
			g = next // a move that does not replay: the rest of the change is its
		}
		after := g.Outcome().Scores
		e := store.Entry{Seat: seat, Texts: make([]string, n+1), Delta: make([]int, n)}
		for p := range e.Texts {
			e.Texts[p] = texts[p][i]
		}
		for p := range e.Delta {
			if p < len(before) && p < len(after) {
				e.Delta[p] = after[p] - before[p]
			}
		}
		out[i] = e
	}
	return out
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
// running period's end, and the next bot's step.
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

// nextStep returns the step the table takes by itself now, or nil: a
// bot's move, when a bot is to move that has not chosen to wait since
// the game last changed.
func (t *Table) nextStep() func() {
	bots := t.awake()
	for _, p := range t.g.ToMove() {
		if p >= 0 && p < len(bots) && bots[p] != nil {
			return t.botMove
		}
	}
	return nil
}

// awake lists the bots by seat, as tilekit.NextMove takes them, leaving
// out (nil) those that chose to wait at this version of the game.
func (t *Table) awake() []tilekit.Bot {
	bots := slices.Clone(t.bots)
	for p, v := range t.waiting {
		if v == t.rec.Version && p < len(bots) {
			bots[p] = nil
		}
	}
	return bots
}

// botMove plays the move tilekit.NextMove finds for the bots that are
// awake. When every bot to move waits (a seat that has finished its part
// of a round), they sleep until the game changes; a bot that fails, or
// whose move is refused, sleeps too.
func (t *Table) botMove() {
	if err := t.acquire(context.Background()); err != nil {
		return
	}
	bots := t.awake()
	seat, m, err := tilekit.NextMove(t.g, bots)
	t.release()
	if err != nil && seat == tilekit.Onlooker {
		for _, p := range t.g.ToMove() {
			if p >= 0 && p < len(bots) && bots[p] != nil {
				t.waiting[p] = t.rec.Version
			}
		}
		return
	}
	var next tilekit.Game
	if err == nil {
		next, err = t.g.PlayAs(seat, m)
	}
	if err == nil {
		err = t.commit(seat, next)
	}
	if err != nil {
		t.logf("bot %s: %v", t.g.Name(seat), err)
		t.waiting[seat] = t.rec.Version
	}
}

// timeUp runs out period: when its deadline has come, Expire applies
// what the rules do then, as moves of the table's clock. The timer of a
// period that is over by now changes nothing, as Expire of a period that
// is not the current one returns the game as it is.
func (t *Table) timeUp(period string) {
	if period == t.rec.Period {
		if wait := t.rec.Deadline.Sub(t.now()); wait > 0 {
			t.alarm = t.cfg.Clock.AfterFunc(wait, func() { t.post(func() { t.timeUp(period) }) })
			return
		}
		t.alarm = nil
	}
	next, err := t.g.Expire(period)
	switch {
	case err != nil:
		t.logf("the clock of %q: %v", period, err)
	case len(next.History()) == len(t.g.History()):
		// Nothing was due: the period stays spent until the next one.
	default:
		if err = t.commit(tilekit.Onlooker, next); err != nil {
			t.logf("the clock of %q: %v", period, err)
		}
	}
	if period == t.rec.Period {
		t.spent = period
	}
}
