// Package table runs one game for the web server: a Table owns the game's
// current state, its bots and its clock on a goroutine of its own, and
// saves every change to a store.Store before anyone hears of it.
//
// Requests never touch the game directly. A move is sent to the table's
// goroutine, which checks that it was made on a version of the game the
// seat still has (a retry, or a move sent twice, is stale and refused
// with [ErrStale]), checks it for the sending seat (tilekit.Game.PlayAs:
// the seat first, then the move), saves the new state and answers.
//
// The goroutine never thinks. A bot's move is worked out on a goroutine
// of its own, holding one slot of the server's compute bound (Config.Work)
// and within Config.BotTime, on the snapshot of the game it was asked
// about; the table's goroutine stays free for people meanwhile, and plays
// the bot's answer as a step of its own when it comes, if it is still
// legal. Hints are worked out the same way, on the requester's goroutine.
// So a person's move never waits for a bot or a hint: it waits only for
// the moves before it at the same table and the save.
//
// When the period Game.Clock names runs out, Game.Expire applies what the
// rules do then (a timer that fires late changes nothing). Views read an
// immutable [Snapshot] that the goroutine publishes after each step, so
// watching a game costs the game nothing.
//
// # Seats
//
// A person's seat has a link secret, which claims the seat once: the
// claiming browser gets a key of its own, and its device is noted
// ([Table.Claim]). Requests name their seat by that key ([Table.SeatOf]);
// a link is no key. The host may issue a seat a new link, which revokes
// the old link and the key of whoever claimed it ([Table.Reissue]). A
// person may resign ([Table.Resign]): a bot plays on for them where the
// game has bots, and a table with no person left is abandoned.
//
// # Several processes
//
// With a store.Shared (several server processes on one database), each
// process keeps its own Table of a game, and the store keeps them one
// game. A step whose save loses a race with another process
// (store.ErrConflict) reads the game back and runs again on it, so a
// retried or stale move is answered with the game as it is, never played
// twice. [Table.Refresh], which the server calls when the store tells of
// a save elsewhere, reads the game back and wakes the table's
// subscribers. A move made on a version newer than the table's reads the
// game back first. The bots and the clock run in one process at a time,
// the one holding the game's lease (store.Shared.Drive); a table without
// it tries again every Config.DriveRetry, so that when the process that
// held it ends another takes over.
package table

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/store"
)

// MaxPeriodMoves is the default bound on the moves one seat plays in one
// timed period (a Wordoku or timed Wordle round). Where a rule lets a
// seat repeat a move without end (Wordoku takes the same arrangement
// again and again), this bounds how much a round can add to the record.
const MaxPeriodMoves = 200

// Config is what every table of a server shares.
type Config struct {
	// Store keeps the games; required.
	Store store.Store
	// Clock runs the timers; nil means System.
	Clock Clock
	// BotDelay is the pause before each bot's move, so that a page
	// shows it as a step of its own.
	BotDelay time.Duration
	// BotTime bounds how long a bot's step may take, waiting for a slot
	// and thinking (60 s); an answer later than that is dropped and the
	// bot asked again.
	BotTime time.Duration
	// PeriodMoves bounds one seat's moves in one timed period
	// (MaxPeriodMoves).
	PeriodMoves int
	// Work bounds the bots that think at once across every table, and
	// HintWork the hints: each holds a slot of its channel's buffer while
	// it thinks, so a hint never waits for a bot. Nil means no bound
	// (HintWork nil: hints share Work).
	Work, HintWork chan struct{}
	// Thinker works out bots' moves and hints; nil means Local.
	Thinker Thinker
	// Changed, when set, is told the summary of the table after every
	// change, on the table's goroutine; it must not call the table.
	Changed func(store.Summary)
	// Logf reports what no player caused (a bot that fails, a store
	// that refuses a bot's move); nil discards it.
	Logf func(format string, args ...any)
	// DriveRetry is how often a table whose game another process drives
	// (a store.Shared's lease) tries to take it over (one second).
	DriveRetry time.Duration
}

// ErrClosed: the table was closed (evicted or the server is stopping).
var ErrClosed = errors.New("table: closed")

// ErrStore: the move was legal but could not be saved, so it was not
// played.
var ErrStore = errors.New("table: the game could not be saved")

// Refusals of a move that the rules would have taken.
var (
	// ErrStale: the move was made on a version of the game that the
	// seat no longer has (it moved since, or the clock did).
	ErrStale = errors.New("this move was made on an older view of the game; here is the game as it is now")
	// ErrRecordFull: the move would take the game's record past
	// store.MaxRecord.
	ErrRecordFull = errors.New("the game's record is full: it takes no more moves")
	// ErrTooManyMoves: the seat has played Config.PeriodMoves this
	// round.
	ErrTooManyMoves = errors.New("that is as many moves as one round takes; wait for the next")
	// ErrResigned: the seat has resigned; a bot plays it.
	ErrResigned = errors.New("you resigned this game")
	// ErrRevoked: another process gave the seat a new link while the
	// request was on its way; the key that sent it no longer plays.
	ErrRevoked = errors.New("this seat's link was replaced; ask the host for a new one")
)

// Refusals of a claim or a new link.
var (
	// ErrNoSeat: the text is no link of this table (or a revoked one).
	ErrNoSeat = errors.New("this link has no seat at this game")
	// ErrClaimed: another browser opened the link first.
	ErrClaimed = errors.New("this link was opened in another browser; ask the host for a new one")
	// ErrNotHost: only the host's seat may issue links.
	ErrNotHost = errors.New("only the player who started the game can issue links")
)

// A SeatedError refuses a claim by a browser that already holds Seat at
// the table.
type SeatedError struct{ Seat int }

func (e *SeatedError) Error() string {
	return fmt.Sprintf("this browser already plays seat %d at this game; the link stays free for its player", e.Seat+1)
}

// A Snapshot is a table at one moment. It is immutable: readers share it.
type Snapshot struct {
	Kind tilekit.Kind
	Game tilekit.Game
	// Record is the table as saved; its slices must not be changed.
	Record store.Record
}

// A Table is one game being played.
type Table struct {
	id     string
	kind   tilekit.Kind
	cfg    Config
	shared store.Shared // nil: the store serves this process only

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
	bots     []*BotSpec  // by seat; nil for a person
	waiting  map[int]int // bot seat → the version at which it chose to wait
	step     Timer       // the pending bot step
	thinking bool        // a bot's step is being worked out
	alarm    Timer       // the running period's end
	alarmFor string      // the period alarm is set for
	spent    string      // a period that ran out with nothing left to play
	retry    Timer       // the next try to take the game's lease
}

// New deals a table for rec (its ID, Kind, Preset, Seats, Host, Watch,
// Owner and Created set) with the game g, of the kind rec names, saves it
// as version 0 and starts it.
func New(cfg Config, rec store.Record, g tilekit.Game) (*Table, error) {
	return Deal(cfg, rec, g, nil)
}

// Deal is New for a game that its owner's limits must admit: with a
// store.Shared, the store counts the unfinished games of rec.Owner and
// saves the new one as one step (store.Shared.Deal), and an error of
// admit, which is handed those games, refuses the table and is returned
// as it is. With a store of one process admit is never called: the
// caller counts the games it holds.
func Deal(cfg Config, rec store.Record, g tilekit.Game, admit func(owned []store.Summary) error) (*Table, error) {
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
	t.rec.Version = 0
	t.rec.Touched = t.now()
	t.seen.Store(t.rec.Touched.UnixNano())
	if t.rec.Log == nil {
		t.rec.Log = []store.Entry{}
	}
	t.setClock()
	t.setStatus()
	if t.shared != nil && admit != nil {
		var refused bool
		err := t.shared.Deal(t.rec, func(owned []store.Summary) error {
			err := admit(owned)
			refused = err != nil
			return err
		})
		switch {
		case refused:
			return nil, err
		case err != nil:
			return nil, fmt.Errorf("%w: %w", ErrStore, err)
		}
	} else if err := t.save(); err != nil {
		return nil, err
	}
	t.start()
	return t, nil
}

// Load restarts the table of a saved record, reading the game back with
// tilekit.Decode, which names the kind it read; a clock that ran out
// while the server was down runs out at once.
func Load(cfg Config, rec store.Record) (*Table, error) {
	g, k, err := decode(rec)
	if err != nil {
		return nil, err
	}
	t := newTable(cfg, k, rec, g)
	if t.rec.Log == nil {
		t.rec.Log = []store.Entry{}
	}
	t.start()
	return t, nil
}

// decode reads the game of rec back and checks it against the record.
func decode(rec store.Record) (tilekit.Game, tilekit.Kind, error) {
	g, err := tilekit.Decode([]byte(rec.Game))
	if err != nil {
		return nil, tilekit.Kind{}, fmt.Errorf("table %s: %w", rec.ID, err)
	}
	k, ok := tilekit.Lookup(g.Kind())
	if !ok || g.Kind() != rec.Kind {
		return nil, k, fmt.Errorf("table %s: the record of a game of %q holds a game of %q", rec.ID, rec.Kind, g.Kind())
	}
	if len(rec.Seats) != g.Players() {
		return nil, k, fmt.Errorf("table %s: %d seats for %d players", rec.ID, len(rec.Seats), g.Players())
	}
	return g, k, nil
}

// botsOf makes the bots of rec's bot seats, by seat.
func botsOf(k tilekit.Kind, rec store.Record) []*BotSpec {
	bots := make([]*BotSpec, len(rec.Seats))
	for i, s := range rec.Seats {
		if s.Bot && k.Bot != nil {
			bots[i] = &BotSpec{Level: s.Level, Seed: seedOf(rec.ID, i)}
		}
	}
	return bots
}

func newTable(cfg Config, k tilekit.Kind, rec store.Record, g tilekit.Game) *Table {
	if cfg.Clock == nil {
		cfg.Clock = System{}
	}
	if cfg.PeriodMoves <= 0 {
		cfg.PeriodMoves = MaxPeriodMoves
	}
	if cfg.BotTime <= 0 {
		cfg.BotTime = time.Minute
	}
	if cfg.DriveRetry <= 0 {
		cfg.DriveRetry = time.Second
	}
	t := &Table{
		id: rec.ID, kind: k, cfg: cfg,
		cmds: make(chan func()), quit: make(chan struct{}), done: make(chan struct{}),
		subs: map[chan struct{}]struct{}{},
		g:    g, rec: rec, bots: botsOf(k, rec), waiting: map[int]int{},
	}
	t.shared, _ = cfg.Store.(store.Shared)
	if t.cfg.Thinker == nil {
		t.cfg.Thinker = Local{}
	}
	t.rec.Seats = slices.Clone(rec.Seats)
	t.seen.Store(rec.Touched.UnixNano())
	return t
}

// seedOf derives a bot's seed from the game's ID and its seat, so a
// restarted bot is the same bot. (Each move's bot is made afresh, with
// this seed and the game's version: see awake.)
func seedOf(id string, seat int) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(id); i++ {
		h = (h ^ uint64(id[i])) * 1099511628211
	}
	return h ^ uint64(seat)*0x9e3779b97f4a7c15
}

// Secret returns a new unguessable token: 32 hex digits.
func Secret() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
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
			if t.retry != nil {
				t.retry.Stop()
			}
			if t.shared != nil {
				t.shared.Release(t.id)
			}
			return
		}
	}
}

// post hands f to the table's goroutine, without waiting for it to run.
// Timers and bots call it from their own goroutines.
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
// stays in the store. Waiting streams are told to go. A bot still
// thinking is stopped (in a worker process, it finishes on its own) and
// its answer is dropped.
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

// SeatOf returns the seat whose key is key, or tilekit.Onlooker for the
// table's spectator token; ok is false for any other text (a link is no
// key). Every secret is compared in constant time.
func (t *Table) SeatOf(key string) (seat int, ok bool) {
	rec := t.Snapshot().Record
	seat, found := 0, 0
	b := []byte(key)
	for i, s := range rec.Seats {
		if s.Key != "" && subtle.ConstantTimeCompare([]byte(s.Key), b) == 1 {
			seat, found = i, 1
		}
	}
	if rec.Watch != "" && subtle.ConstantTimeCompare([]byte(rec.Watch), b) == 1 {
		seat, found = tilekit.Onlooker, 1
	}
	return seat, found == 1 && key != ""
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
	if t.cfg.Changed != nil {
		t.cfg.Changed(t.rec.Summary())
	}
	t.subMu.Lock()
	for c := range t.subs {
		select {
		case c <- struct{}{}:
		default:
		}
	}
	t.subMu.Unlock()
}

// Play plays move for seat, made on the given version of the game (see
// the package doc), and returns the table
// after it. A stale version returns ErrStale with the table as it is; a
// move the rules refuse returns the game's error (tilekit.Detail gives
// its words); a move over a cap returns ErrRecordFull or ErrTooManyMoves;
// a move that could not be saved returns ErrStore. In each case nothing
// was played. Bots answer later, as steps of their own.
func (t *Table) Play(ctx context.Context, seat int, move string, version int) (*Snapshot, error) {
	if err := t.act(ctx, seat, func() error { return t.play(seat, move, version) }); err != nil {
		if errors.Is(err, ErrClosed) || errors.Is(err, ctx.Err()) && ctx.Err() != nil {
			return nil, err
		}
		return t.Snapshot(), err
	}
	return t.Snapshot(), nil
}

// act runs f, a step of a request made by seat (tilekit.Onlooker: none),
// on the table's goroutine. With a shared store, a step whose save lost a
// race with another process (store.ErrConflict) reads the game back and
// runs again on it, a few times at most; if the seat's key changed
// meanwhile (a new link), the step is refused with ErrRevoked.
func (t *Table) act(ctx context.Context, seat int, f func() error) error {
	var err error
	e := t.do(ctx, func() {
		for try := 0; ; try++ {
			key := t.keyOf(seat)
			err = f()
			if t.shared == nil || !errors.Is(err, store.ErrConflict) || try == 3 {
				return
			}
			if rerr := t.reload(); rerr != nil {
				err = rerr
				return
			}
			if t.keyOf(seat) != key {
				err = ErrRevoked
				return
			}
		}
	})
	if e != nil {
		return e
	}
	return err
}

// keyOf is the key of seat, or "" for none.
func (t *Table) keyOf(seat int) string {
	if seat < 0 || seat >= len(t.rec.Seats) {
		return ""
	}
	return t.rec.Seats[seat].Key
}

// Refresh reads the game back from the store when it may have changed
// elsewhere (a store.Shared told of a save of version, or of a gap when
// version is 0), and publishes it: the table's event streams hear of a
// move another process made. It does not wait.
func (t *Table) Refresh(version int) {
	go t.post(func() {
		if version > 0 && version <= t.rec.Version {
			return
		}
		if err := t.reload(); err != nil {
			t.logf("reading the game back: %v", err)
		}
	})
}

// reload reads the game back from the store and, when another process
// saved a newer version, makes it the table's, publishes it and
// schedules what comes next.
func (t *Table) reload() error {
	rec, err := t.cfg.Store.Load(t.id)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrStore, err)
	}
	if rec.Version <= t.rec.Version {
		return nil
	}
	g, k, err := decode(rec)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrStore, err)
	}
	if rec.Log == nil {
		rec.Log = []store.Entry{}
	}
	t.g, t.kind, t.rec, t.bots = g, k, rec, botsOf(k, rec)
	t.publish()
	t.schedule()
	return nil
}

func (t *Table) play(seat int, move string, version int) error {
	if t.shared != nil && version > t.rec.Version {
		// The move was made on a view another process served: read the
		// game back before judging it.
		if err := t.reload(); err != nil {
			return err
		}
	}
	if seat >= 0 && seat < len(t.rec.Seats) {
		st := t.rec.Seats[seat]
		if st.Resigned {
			return ErrResigned
		}
		if version > t.rec.Version || version < max(st.Moved, t.rec.ClockMoved) {
			return ErrStale
		}
		if !t.rec.Deadline.IsZero() && st.Period == t.rec.Period && st.PeriodMoves >= t.cfg.PeriodMoves {
			return ErrTooManyMoves
		}
	}
	if t.rec.Abandoned {
		return fmt.Errorf("%w: %s", tilekit.ErrGameOver, t.rec.Reason)
	}
	next, err := t.g.PlayAs(seat, move)
	if err != nil {
		return err
	}
	return t.commit(seat, next)
}

// Hints asks the game's move finder for seat's best n moves, on the
// caller's goroutine within the hints' work bound (it waits for a slot
// until ctx ends), so that the table goes on taking moves meanwhile.
func (t *Table) Hints(ctx context.Context, seat, n int) ([]tilekit.Hint, error) {
	snap := t.Snapshot()
	if seat >= 0 && seat < len(snap.Record.Seats) && snap.Record.Seats[seat].Resigned {
		return nil, ErrResigned
	}
	work := t.cfg.HintWork
	if work == nil {
		work = t.cfg.Work
	}
	if err := t.acquire(ctx, work); err != nil {
		return nil, err
	}
	defer release(work)
	return t.cfg.Thinker.Hints(ctx, snap.Game, seat, n)
}

// acquire takes a slot of work, waiting until ctx ends.
func (t *Table) acquire(ctx context.Context, work chan struct{}) error {
	if work == nil {
		return nil
	}
	select {
	case work <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-t.quit:
		return ErrClosed
	}
}

func release(work chan struct{}) {
	if work != nil {
		<-work
	}
}

// Claim gives the seat whose link is link to the browser whose device
// hash is device, and returns the seat and its key. The same browser
// claiming again gets the same key; another browser gets ErrClaimed; a
// browser that holds another seat here gets a *SeatedError, and the link
// stays free.
func (t *Table) Claim(ctx context.Context, link, device string) (seat int, key string, err error) {
	err = t.act(ctx, tilekit.Onlooker, func() (err error) {
		seat, key, err = t.claim(link, device)
		return err
	})
	return seat, key, err
}

func (t *Table) claim(link, device string) (int, string, error) {
	seat, found := -1, 0
	for i, s := range t.rec.Seats {
		if s.Link != "" && subtle.ConstantTimeCompare([]byte(s.Link), []byte(link)) == 1 {
			seat, found = i, 1
		}
	}
	if found == 0 || link == "" || device == "" {
		return 0, "", ErrNoSeat
	}
	st := t.rec.Seats[seat]
	if st.Device == device && st.Key != "" {
		return seat, st.Key, nil
	}
	for i, s := range t.rec.Seats {
		if i != seat && s.Device == device && !s.Resigned {
			return 0, "", &SeatedError{Seat: i}
		}
	}
	if st.Device != "" {
		return 0, "", ErrClaimed
	}
	// An unclaimed seat; or a record from before claims, whose key the
	// first browser to come back with its link keeps.
	prev := t.rec
	t.rec.Seats = slices.Clone(t.rec.Seats)
	s := &t.rec.Seats[seat]
	s.Device = device
	if s.Key == "" {
		s.Key = Secret()
	}
	if err := t.change(); err != nil {
		t.rec = prev
		return 0, "", err
	}
	return seat, s.Key, nil
}

// Reissue gives seat a new link, on the request of seat by (the host's
// only): the old link and the key of the browser that claimed it stop
// working.
func (t *Table) Reissue(ctx context.Context, by, seat int) (link string, err error) {
	err = t.act(ctx, by, func() (err error) {
		link, err = t.reissue(by, seat)
		return err
	})
	return link, err
}

func (t *Table) reissue(by, seat int) (string, error) {
	if by != t.rec.Host || by < 0 || by >= len(t.rec.Seats) || t.rec.Seats[by].Resigned {
		return "", ErrNotHost
	}
	if seat < 0 || seat >= len(t.rec.Seats) || !t.rec.Seats[seat].Person() {
		return "", fmt.Errorf("%w: seat %d is no person's", tilekit.ErrUnknownPlayer, seat+1)
	}
	prev := t.rec
	t.rec.Seats = slices.Clone(t.rec.Seats)
	s := &t.rec.Seats[seat]
	s.Link, s.Key, s.Device = Secret(), "", ""
	if err := t.change(); err != nil {
		t.rec = prev
		return "", err
	}
	return s.Link, nil
}

// Resign takes seat out of the game: a bot (Medium) plays on for it where
// the game has bots and a person is left at the table; otherwise the game
// is abandoned. It returns the table after it.
func (t *Table) Resign(ctx context.Context, seat int) (*Snapshot, error) {
	if err := t.act(ctx, seat, func() error { return t.resign(seat) }); err != nil {
		if errors.Is(err, ErrClosed) || errors.Is(err, ctx.Err()) && ctx.Err() != nil {
			return nil, err
		}
		return t.Snapshot(), err
	}
	return t.Snapshot(), nil
}

func (t *Table) resign(seat int) error {
	if seat < 0 || seat >= len(t.rec.Seats) {
		return fmt.Errorf("%w: spectators cannot resign", tilekit.ErrNotYourTurn)
	}
	if t.rec.Seats[seat].Resigned {
		return ErrResigned
	}
	if t.rec.Over {
		return tilekit.ErrGameOver
	}
	prev, prevBots := t.rec, t.bots
	t.rec.Seats = slices.Clone(t.rec.Seats)
	s := &t.rec.Seats[seat]
	s.Resigned = true
	people := 0
	for _, st := range t.rec.Seats {
		if st.Person() {
			people++
		}
	}
	if t.kind.Bot != nil && people > 0 {
		s.Bot, s.Level = true, tilekit.Medium
		t.bots = slices.Clone(t.bots)
		t.bots[seat] = &BotSpec{Level: tilekit.Medium, Seed: seedOf(t.id, seat)}
	} else {
		t.abandon(s.Name + " resigned")
	}
	if err := t.change(); err != nil {
		t.rec, t.bots = prev, prevBots
		return err
	}
	t.schedule()
	return nil
}

// abandon ends the game for everyone, for reason.
func (t *Table) abandon(reason string) {
	t.rec.Abandoned, t.rec.Reason = true, reason
	t.setStatus()
}

// change saves a change of the table that is no move (a claim, a link, a
// resignation) as a new version, and publishes it.
func (t *Table) change() error {
	t.rec.Version++
	t.rec.Touched = t.now()
	if err := t.save(); err != nil {
		return err
	}
	t.publish()
	return nil
}

// commit makes next the game after seat's move (tilekit.Onlooker: the
// moves of the table's clock, which Expire played): it logs the moves,
// counts them against the seat's round, saves the table and only then
// publishes it and schedules what comes next. When the save fails,
// nothing changes: a record over its cap gives ErrRecordFull.
func (t *Table) commit(seat int, next tilekit.Game) error {
	prevGame, prevRec := t.g, t.rec
	text, err := next.MarshalText()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrStore, err)
	}
	entries := logMoves(t.g, next, seat)
	period := t.rec.Period
	timed := !t.rec.Deadline.IsZero()
	t.g = next
	t.rec.Game = string(text)
	t.rec.Version++
	for i := range entries {
		entries[i].Version = t.rec.Version
	}
	t.rec.Log = append(slices.Clip(t.rec.Log), entries...)
	t.rec.Touched = t.now()
	if seat >= 0 && seat < len(t.rec.Seats) {
		t.rec.Seats = slices.Clone(t.rec.Seats)
		s := &t.rec.Seats[seat]
		s.Moved = t.rec.Version
		switch {
		case !timed:
			s.Period, s.PeriodMoves = "", 0
		case s.Period == period:
			s.PeriodMoves++
		default:
			s.Period, s.PeriodMoves = period, 1
		}
	} else {
		t.rec.ClockMoved = t.rec.Version
	}
	t.setClock()
	t.setStatus()
	if err := t.save(); err != nil {
		t.g, t.rec = prevGame, prevRec
		if errors.Is(err, store.ErrTooLarge) {
			return ErrRecordFull
		}
		return err
	}
	t.publish()
	t.schedule()
	return nil
}

// setStatus notes whether the game is over, since when, and who is to
// move.
func (t *Table) setStatus() {
	over := t.rec.Abandoned || t.g.Over()
	if over && !t.rec.Over {
		t.rec.Ended = t.now()
	}
	t.rec.Over = over
	t.rec.ToMove = nil
	if !over {
		t.rec.ToMove = t.g.ToMove()
	}
	if over {
		t.rec.Period, t.rec.Deadline = "", time.Time{}
	}
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
	err := t.cfg.Store.Save(t.rec)
	if err == nil {
		return nil
	}
	if errors.Is(err, store.ErrTooLarge) {
		return err
	}
	return fmt.Errorf("%w: %w", ErrStore, err)
}

// lead reports whether this process runs the table's bots and clock:
// always with a store of one process. With a shared store, a table with
// nothing to do by itself (store.Record.Duty) gives the game's lease up
// and leads; otherwise it leads while it holds the lease. A table
// without the lease stops its timers and tries again after DriveRetry.
func (t *Table) lead() bool {
	if t.shared == nil {
		return true
	}
	if !t.rec.Duty() {
		t.shared.Release(t.id)
		return true
	}
	if t.shared.Drive(t.id) {
		return true
	}
	if t.alarm != nil {
		t.alarm.Stop()
		t.alarm = nil
	}
	if t.step != nil {
		t.step.Stop()
		t.step = nil
	}
	if t.retry == nil {
		t.retry = t.cfg.Clock.AfterFunc(t.cfg.DriveRetry, func() {
			t.post(func() {
				t.retry = nil
				t.schedule()
			})
		})
	}
	return false
}

// setClock notes a new timed period and when it ends.
func (t *Table) setClock() {
	period, length := t.g.Clock()
	if t.g.Over() || t.rec.Abandoned {
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
	if !t.lead() {
		return
	}
	if t.rec.Deadline.IsZero() || t.rec.Over || t.rec.Period == t.spent {
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
	if t.step == nil && !t.thinking && t.botToMove() {
		t.step = t.cfg.Clock.AfterFunc(t.cfg.BotDelay, func() {
			t.post(func() {
				t.step = nil
				if t.botToMove() && t.lead() {
					t.think()
				}
			})
		})
	}
}

// botToMove reports whether a bot is to move that has not chosen to wait
// since the game last changed.
func (t *Table) botToMove() bool {
	if t.rec.Abandoned {
		return false
	}
	bots := t.awake()
	for _, p := range t.g.ToMove() {
		if p >= 0 && p < len(bots) && bots[p] != nil {
			return true
		}
	}
	return false
}

// awake lists the bots by seat, as tilekit.NextMove takes them, leaving
// out (nil) those that chose to wait at this version of the game. Each
// is made for this version: its seed mixes in the version, so the same
// game at the same point gets the same move, and a bot asked at
// another point draws afresh.
func (t *Table) awake() []*BotSpec {
	bots := make([]*BotSpec, len(t.bots))
	for p, b := range t.bots {
		if v, waits := t.waiting[p]; b == nil || waits && v == t.rec.Version {
			continue
		}
		bots[p] = &BotSpec{Level: b.Level, Seed: b.Seed ^ uint64(t.rec.Version)*0x9e3779b97f4a7c15}
	}
	return bots
}

// think asks tilekit.NextMove, on a goroutine of its own holding a slot
// of the work bound, for the move of the bots that are awake, and posts
// the answer back to the table's goroutine (botAnswer). Only one bot
// thinks at a table at a time.
func (t *Table) think() {
	t.thinking = true
	g, bots, version := t.g, t.awake(), t.rec.Version
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), t.cfg.BotTime)
		defer cancel()
		go func() { // a table that closes stops its bot
			select {
			case <-t.quit:
				cancel()
			case <-ctx.Done():
			}
		}()
		seat, m, err := tilekit.Onlooker, "", t.acquire(ctx, t.cfg.Work)
		start := time.Now()
		if err == nil {
			seat, m, err = t.cfg.Thinker.NextMove(ctx, g, bots)
			release(t.cfg.Work)
		}
		late := time.Since(start) > t.cfg.BotTime || ctx.Err() != nil
		t.post(func() { t.botAnswer(version, bots, seat, m, err, late) })
	}()
}

// botAnswer plays a bot's answer worked out at version: if the game has
// changed since, the move is played only when it is still legal for its
// seat. When every bot to move waits (a seat that has finished its part
// of a round), they sleep until the game changes; a bot that fails, or
// whose move is refused, sleeps too. An answer that came too late, or
// thinking that failed, is dropped, and the bots asked again.
func (t *Table) botAnswer(version int, bots []*BotSpec, seat int, m string, err error, late bool) {
	t.thinking = false
	defer t.schedule()
	switch {
	case errors.Is(err, ErrClosed):
		return
	case late:
		t.logf("a bot's step took over %v; asking again", t.cfg.BotTime)
		return
	case err != nil && seat == tilekit.Onlooker && !errors.Is(err, tilekit.ErrNoMove):
		// The thinking failed (a worker process that ended): ask again.
		t.logf("bots: %v", err)
		return
	case err != nil && seat == tilekit.Onlooker:
		if version == t.rec.Version {
			for _, p := range t.g.ToMove() {
				if p >= 0 && p < len(bots) && bots[p] != nil {
					t.waiting[p] = t.rec.Version
				}
			}
		}
		return
	}
	if t.rec.Abandoned || seat < 0 || seat >= len(t.bots) || t.bots[seat] == nil {
		return
	}
	var next tilekit.Game
	if err == nil {
		next, err = t.g.PlayAs(seat, m)
	}
	if err != nil && version != t.rec.Version {
		return // the game moved on: the bot thinks again
	}
	if err == nil {
		err = t.commit(seat, next)
	}
	if errors.Is(err, store.ErrConflict) {
		// Another process saved first: the answer is dropped, the game
		// read back, and the bots asked again on it.
		if err := t.reload(); err != nil {
			t.logf("reading the game back: %v", err)
		}
		return
	}
	if errors.Is(err, ErrRecordFull) {
		t.endFull()
		return
	}
	if err != nil {
		t.logf("bot %s: %v", t.g.Name(seat), err)
		t.waiting[seat] = t.rec.Version
	}
}

// endFull abandons a game whose bots or clock cannot move for its
// record's cap.
func (t *Table) endFull() {
	prev := t.rec
	t.abandon("the game's record is full")
	if err := t.change(); err != nil {
		t.rec = prev
		t.logf("abandoning a full game: %v", err)
		if errors.Is(err, store.ErrConflict) {
			t.reload()
		}
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
	if t.rec.Abandoned || !t.lead() {
		return
	}
	next, err := t.g.Expire(period)
	switch {
	case err != nil:
		t.logf("the clock of %q: %v", period, err)
	case len(next.History()) == len(t.g.History()):
		// Nothing was due: the period stays spent until the next one.
	default:
		if err = t.commit(tilekit.Onlooker, next); errors.Is(err, store.ErrConflict) {
			// Another process saved first: read the game back, whose
			// schedule sets the alarm again if the period still runs.
			if err := t.reload(); err != nil {
				t.logf("reading the game back: %v", err)
			}
			return
		} else if errors.Is(err, ErrRecordFull) {
			t.endFull()
		} else if err != nil {
			t.logf("the clock of %q: %v", period, err)
		}
	}
	if period == t.rec.Period {
		t.spent = period
	}
}
