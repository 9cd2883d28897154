package table_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/examples/internal/racetest"
	"github.com/tilekit/tilekit/examples/web/internal/fakeclock"
	"github.com/tilekit/tilekit/examples/web/internal/toygame"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
	"github.com/tilekit/tilekit/internal/gametest"
)

type fakeClock = fakeclock.Clock

func newFakeClock() *fakeClock { return fakeclock.New() }

// waitFor waits until ok holds for the table's snapshot; the time limit
// only stops a broken test, it decides nothing.
func waitFor(t *testing.T, tb *table.Table, what string, ok func(*table.Snapshot) bool) *table.Snapshot {
	t.Helper()
	c, cancel := tb.Subscribe()
	defer cancel()
	limit := time.After(10 * time.Second)
	for {
		if s := tb.Snapshot(); ok(s) {
			return s
		}
		select {
		case <-c:
		case <-limit:
			t.Fatalf("waiting for %s: the table is at version %d: %+v", what, tb.Snapshot().Record.Version, tb.Snapshot().Record.Log)
		}
	}
}

// advanceUntil moves the clock on a second at a time, whenever a timer
// waits, until ok holds for the table's snapshot.
func advanceUntil(t *testing.T, clock *fakeClock, tb *table.Table, what string, ok func(*table.Snapshot) bool) *table.Snapshot {
	t.Helper()
	limit := time.Now().Add(10 * time.Second)
	for time.Now().Before(limit) {
		if s := tb.Snapshot(); ok(s) {
			return s
		}
		settle(t, tb)
		if clock.Pending() > 0 {
			clock.Advance(time.Second)
		} else {
			time.Sleep(time.Millisecond)
		}
	}
	t.Fatalf("waiting for %s: the table is at version %d: %+v", what, tb.Snapshot().Record.Version, tb.Snapshot().Record.Log)
	return nil
}

// latest is the version of the table's latest snapshot: what a move
// made on the view a client has just read sends.
func latest(tb *table.Table) int { return tb.Snapshot().Record.Version }

// settle waits until the table has handled everything posted so far and
// has armed its next timers.
func settle(t *testing.T, tb *table.Table) {
	t.Helper()
	tb.Settle()
}

func newTable(t *testing.T, kind string, clock table.Clock, st store.Store, seats ...store.Seat) *table.Table {
	t.Helper()
	k, _ := tilekit.Lookup(kind)
	g := gametest.Must(k.New("", make([]string, len(seats)), 1))
	tb, err := table.New(table.Config{Store: st, Clock: clock, BotDelay: time.Second},
		store.Record{ID: "00000000000000a1", Kind: kind, Seats: seats}, g)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.Close)
	return tb
}

var (
	person  = store.Seat{Name: "Ann", Link: "ann-link", Key: "ann-token", Device: "ann-device"}
	person2 = store.Seat{Name: "Ben", Link: "ben-link", Key: "ben-token", Device: "ben-device"}
	robot   = store.Seat{Name: "Bob", Bot: true, Level: tilekit.Easy}
)

// A person's move is answered and saved before any bot moves; the bot
// moves afterwards as a step of its own, after the table's pause.
func TestBotsMoveAfterThePerson(t *testing.T) {
	clock, st := newFakeClock(), store.NewMemory()
	tb := newTable(t, "race", clock, st, person, robot)
	snap := gametest.Must(tb.Play(context.Background(), 0, "1", latest(tb)))
	if n := len(snap.Record.Log); n != 1 || !slices.Equal(snap.Game.ToMove(), []int{1}) {
		t.Fatalf("the answer to the person's move holds %d moves, %v to move: the bot moved inside the request", n, snap.Game.ToMove())
	}
	rec, err := st.Load(tb.ID())
	if err != nil || rec.Version != 1 || rec.Game != "race 1" {
		t.Fatalf("the store holds %+v, %v, before the answer", rec, err)
	}
	settle(t, tb)
	if v := tb.Snapshot().Record.Version; v != 1 {
		t.Fatalf("the bot moved before its pause: version %d", v)
	}
	clock.Advance(time.Second)
	snap = waitFor(t, tb, "the bot's move", func(s *table.Snapshot) bool { return s.Record.Version == 2 })
	if e := snap.Record.Log[1]; e.Seat != 1 {
		t.Fatalf("second step: %+v", e)
	}
	if _, err := tb.Play(context.Background(), 1, "1", latest(tb)); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Fatalf("the person moved for the bot: %v", err)
	}
}

// Moves that belong to the clock are refused from every seat, and moves
// naming another seat are refused before their content is read.
func TestClientsCannotPlayTheClocksMoves(t *testing.T) {
	tb := newTable(t, "toy", newFakeClock(), store.NewMemory(), person, person2)
	for seat := range 2 {
		other := 1 - seat
		for _, m := range []string{"0 timeup", "1 timeup", "timeup", fmt.Sprint(other, " done"), fmt.Sprint(other, " X"), fmt.Sprint(other, " A")} {
			if _, err := tb.Play(context.Background(), seat, m, latest(tb)); !errors.Is(err, tilekit.ErrNotYourTurn) {
				t.Errorf("seat %d sent %q: %v, want ErrNotYourTurn", seat, m, err)
			}
		}
	}
	if v := tb.Snapshot().Record.Version; v != 0 {
		t.Fatalf("refused moves changed the table: version %d", v)
	}
}

// A timed round ends when its clock runs out, not before: Expire ends it
// for every seat still playing, with moves the log shows as the table's.
func TestClockEndsTheRound(t *testing.T) {
	clock := newFakeClock()
	tb := newTable(t, "toy", clock, store.NewMemory(), person, person2)
	start := clock.Now()
	if d := tb.Snapshot().Record.Deadline; !d.Equal(start.Add(toygame.Round)) {
		t.Fatalf("deadline %v, want %v", d, start.Add(toygame.Round))
	}
	if _, err := tb.Play(context.Background(), 0, "A", latest(tb)); err != nil {
		t.Fatal(err)
	}
	settle(t, tb)
	clock.Advance(toygame.Round - time.Second)
	settle(t, tb)
	if v := tb.Snapshot().Record.Version; v != 1 {
		t.Fatalf("the round ended early: version %d", v)
	}
	clock.Advance(time.Second)
	snap := waitFor(t, tb, "the round's end", func(s *table.Snapshot) bool {
		return s.Game.View(0).(toygame.View).Round == 1
	})
	var moves []string
	var seats []int
	for _, e := range snap.Record.Log {
		moves = append(moves, e.Texts[len(e.Texts)-1])
		seats = append(seats, e.Seat)
	}
	if want := []string{"0 ?", "0 timeup", "1 timeup"}; !slices.Equal(moves, want) {
		t.Fatalf("moves %q, want %q", moves, want)
	}
	if want := []int{0, tilekit.Onlooker, tilekit.Onlooker}; !slices.Equal(seats, want) {
		t.Fatalf("movers %v, want %v", seats, want)
	}
	if d := snap.Record.Deadline; !d.Equal(clock.Now().Add(toygame.Round)) {
		t.Fatalf("round 2's deadline %v, want a minute from %v", d, clock.Now())
	}
}

// A round everyone has finished ends at once, with the last seat's move,
// without waiting for the clock; the old round's timer, had it fired
// late, would change nothing of the new round.
func TestFinishedRoundEndsAtOnce(t *testing.T) {
	clock := newFakeClock()
	tb := newTable(t, "toy", clock, store.NewMemory(), person, robot)
	start := clock.Now()
	if _, err := tb.Play(context.Background(), 0, "done", latest(tb)); err != nil {
		t.Fatal(err)
	}
	snap := advanceUntil(t, clock, tb, "the round's end", func(s *table.Snapshot) bool {
		return s.Game.View(0).(toygame.View).Round == 1
	})
	var seats []int
	for _, e := range snap.Record.Log {
		seats = append(seats, e.Seat)
	}
	// Ann done, then Bob's three letters: an empty rack is done, and
	// that ends the round.
	if want := []int{0, 1, 1, 1}; len(seats) < 4 || !slices.Equal(seats[:4], want) {
		t.Fatalf("movers %v, want %v first: %+v", seats, want, snap.Record.Log)
	}
	if got := snap.Record.Log[1].Delta; !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("the bot's letter scored %v", got)
	}
	if snap.Record.Period != "round 2" || !snap.Record.Deadline.After(start.Add(toygame.Round)) {
		t.Fatalf("round 2's clock: %q until %v (the game began at %v)", snap.Record.Period, snap.Record.Deadline, start)
	}
	late, err := snap.Game.Expire("round 1")
	if err != nil || len(late.History()) != len(snap.Game.History()) {
		t.Fatalf("round 1's timer, fired late, played %v: %v", late.History(), err)
	}
}

// A table read back from the store carries on where it stopped, and a
// clock that ran out meanwhile ends its period at once.
func TestLoadCarriesOn(t *testing.T) {
	clock, st := newFakeClock(), store.NewMemory()
	tb := newTable(t, "toy", clock, st, person, person2)
	if _, err := tb.Play(context.Background(), 1, "Z", latest(tb)); err != nil {
		t.Fatal(err)
	}
	tb.Close()
	clock.Advance(2 * toygame.Round)
	rec := gametest.Must(st.Load(tb.ID()))
	tb2 := gametest.Must(table.Load(table.Config{Store: st, Clock: clock}, rec))
	defer tb2.Close()
	if seat, ok := tb2.SeatOf("ben-token"); !ok || seat != 1 {
		t.Fatalf("Ben's token after a restart: %d %v", seat, ok)
	}
	snap := advanceUntil(t, clock, tb2, "the overdue round's end", func(s *table.Snapshot) bool {
		return s.Game.View(0).(toygame.View).Round == 1
	})
	if s := snap.Game.Outcome().Scores; !slices.Equal(s, []int{0, 1}) {
		t.Fatalf("scores after the restart %v", s)
	}
	if n := len(snap.Record.Log); n != 3 || snap.Record.Log[1].Seat != tilekit.Onlooker {
		t.Fatalf("the log after the overdue round: %+v", snap.Record.Log)
	}
}

// failing is a store whose saves fail.
type failing struct{ *store.Memory }

func (failing) Save(store.Record) error { return errors.New("disk full") }

// A move that cannot be saved is not played.
func TestUnsavedMoveIsNotPlayed(t *testing.T) {
	st := &switchable{Memory: store.NewMemory()}
	tb := newTable(t, "race", newFakeClock(), st, person, robot)
	st.fail = true
	if _, err := tb.Play(context.Background(), 0, "2", latest(tb)); !errors.Is(err, table.ErrStore) {
		t.Fatalf("Play with a failing store: %v", err)
	}
	if s := tb.Snapshot(); s.Record.Version != 0 || len(s.Game.History()) != 0 {
		t.Fatalf("the unsaved move was played: %+v", s.Record)
	}
	if _, err := table.New(table.Config{Store: failing{store.NewMemory()}}, store.Record{ID: "00000000000000b2", Kind: "race", Seats: []store.Seat{person, robot}}, tb.Snapshot().Game); err == nil {
		t.Fatal("a table that cannot be saved was dealt")
	}
}

type switchable struct {
	*store.Memory
	fail bool
}

func (s *switchable) Save(r store.Record) error {
	if s.fail {
		return errors.New("disk full")
	}
	return s.Memory.Save(r)
}

// Tokens find their seats, the spectator token the onlooker's seat, and
// nothing else finds any.
func TestSeatOf(t *testing.T) {
	tb := newTable(t, "race", newFakeClock(), store.NewMemory(), person, robot)
	for tok, want := range map[string]int{"ann-token": 0} {
		if seat, ok := tb.SeatOf(tok); !ok || seat != want {
			t.Errorf("SeatOf(%q) = %d, %v", tok, seat, ok)
		}
	}
	for _, tok := range []string{"", "ann-toke", "ann-tokenn", "Ann"} {
		if seat, ok := tb.SeatOf(tok); ok {
			t.Errorf("SeatOf(%q) = %d", tok, seat)
		}
	}
}

// Hints wait for the shared work bound, and give up with their context.
func TestHintsShareTheWorkBound(t *testing.T) {
	work := make(chan struct{}, 1)
	k, _ := tilekit.Lookup("race")
	g, _ := k.New("", nil, 1)
	tb, err := table.New(table.Config{Store: store.NewMemory(), Clock: newFakeClock(), Work: work},
		store.Record{ID: "00000000000000c3", Kind: "race", Seats: []store.Seat{person, robot}}, g)
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	work <- struct{}{}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := tb.Hints(ctx, 0, 1); !errors.Is(err, context.Canceled) {
		t.Fatalf("hints with the work bound taken: %v", err)
	}
	<-work
	if hs, err := tb.Hints(context.Background(), 0, 1); err != nil || len(hs) != 1 {
		t.Fatalf("hints: %v %v", hs, err)
	}
	if n := len(work); n != 0 {
		t.Fatalf("hints kept %d work slots", n)
	}
}

// A person's move never waits for a bot: with every compute slot held
// (a bot of another table thinking), the person's move is played and
// answered while this table's bot waits for a slot.
func TestBotsDoNotHoldUpPeople(t *testing.T) {
	clock, work := newFakeClock(), make(chan struct{}, 1)
	k, _ := tilekit.Lookup("toy")
	g := gametest.Must(k.New("", make([]string, 2), 1))
	tb := gametest.Must(table.New(table.Config{Store: store.NewMemory(), Clock: clock, BotDelay: time.Second, Work: work},
		store.Record{ID: "00000000000000d4", Kind: "toy", Seats: []store.Seat{person, robot}}, g))
	defer tb.Close()
	work <- struct{}{}
	tb.Settle()
	clock.Advance(time.Second) // the bot's turn to think comes: it waits for the slot
	for _, m := range []string{"A", "E"} {
		if _, err := tb.Play(context.Background(), 0, m, latest(tb)); err != nil {
			t.Fatalf("the person's %s while the bot waits: %v", m, err)
		}
	}
	if n := len(tb.Snapshot().Record.Log); n != 2 {
		t.Fatalf("%d moves, want the person's 2", n)
	}
	<-work
	// The bot may have been asked before the person's moves: its answer
	// is then stale, and it is asked again after another BotDelay.
	advanceUntil(t, clock, tb, "the bot's move", func(s *table.Snapshot) bool { return len(s.Record.Log) == 3 && s.Record.Log[2].Seat == 1 })
}

// tinyStore refuses records whose log is longer than max, as a store
// refuses a record over MaxRecord.
type tinyStore struct {
	*store.Memory
	max int
}

func (s tinyStore) Save(r store.Record) error {
	if len(r.Log) > s.max {
		return fmt.Errorf("%w: a test's cap", store.ErrTooLarge)
	}
	return s.Memory.Save(r)
}

// A move that would take the record past its cap is refused before it is
// acknowledged, and changes nothing; a seat's moves in one timed round
// are capped too.
func TestRecordCaps(t *testing.T) {
	tb := newTable(t, "toy", newFakeClock(), tinyStore{store.NewMemory(), 1}, person, person2)
	if _, err := tb.Play(context.Background(), 0, "A", latest(tb)); err != nil {
		t.Fatal(err)
	}
	snap, err := tb.Play(context.Background(), 1, "X", latest(tb))
	if !errors.Is(err, table.ErrRecordFull) || len(snap.Record.Log) != 1 || len(snap.Game.History()) != 1 {
		t.Fatalf("a move past the record's cap: %v, %d logged", err, len(snap.Record.Log))
	}

	k, _ := tilekit.Lookup("toy")
	g := gametest.Must(k.New("", make([]string, 2), 1))
	tb = gametest.Must(table.New(table.Config{Store: store.NewMemory(), Clock: newFakeClock(), PeriodMoves: 2},
		store.Record{ID: "00000000000000e5", Kind: "toy", Seats: []store.Seat{person, person2}}, g))
	defer tb.Close()
	for i, m := range []string{"A", "E", "I"} {
		_, err := tb.Play(context.Background(), 0, m, latest(tb))
		if want := i < 2; (err == nil) != want {
			t.Fatalf("move %d of a round capped at 2: %v", i+1, err)
		}
		if i == 2 && !errors.Is(err, table.ErrTooManyMoves) {
			t.Fatalf("the third move: %v", err)
		}
	}
}

// Claims: the first device holds the seat, the same device again gets
// the same key, another is refused, and a device holding a seat cannot
// take a second; a re-issued link revokes the old link and key.
func TestClaimsAndLinks(t *testing.T) {
	free := store.Seat{Name: "Cy", Link: "cy-link"}
	tb := newTable(t, "toy", newFakeClock(), store.NewMemory(), person, free)
	ctx := context.Background()
	if _, _, err := tb.Claim(ctx, "cy-link", "ann-device"); !errors.As(err, new(*table.SeatedError)) {
		t.Fatalf("Ann's device takes Cy's seat: %v", err)
	}
	seat, key, err := tb.Claim(ctx, "cy-link", "cy-device")
	if err != nil || seat != 1 || key == "" {
		t.Fatalf("Cy's claim: %d %q %v", seat, key, err)
	}
	if _, again, err := tb.Claim(ctx, "cy-link", "cy-device"); err != nil || again != key {
		t.Fatalf("Cy's claim again: %q %v", again, err)
	}
	if _, _, err := tb.Claim(ctx, "cy-link", "eve-device"); !errors.Is(err, table.ErrClaimed) {
		t.Fatalf("another device: %v", err)
	}
	if _, err := tb.Reissue(ctx, 1, 0); !errors.Is(err, table.ErrNotHost) {
		t.Fatalf("a guest re-issues: %v", err)
	}
	link, err := tb.Reissue(ctx, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := tb.SeatOf(key); ok {
		t.Fatal("the revoked key still finds its seat")
	}
	if _, _, err := tb.Claim(ctx, "cy-link", "cy-device"); !errors.Is(err, table.ErrNoSeat) {
		t.Fatalf("the old link: %v", err)
	}
	if seat, _, err := tb.Claim(ctx, link, "eve-device"); err != nil || seat != 1 {
		t.Fatalf("the new link: %d %v", seat, err)
	}
}

// flaky thinks nothing the first time it is asked, as a worker process
// that ended would, and as Local afterwards.
type flaky struct {
	table.Local
	failed *bool
}

func (f flaky) NextMove(ctx context.Context, g tilekit.Game, bots []*table.BotSpec) (int, string, error) {
	if !*f.failed {
		*f.failed = true
		return tilekit.Onlooker, "", errors.New("the worker process ended")
	}
	return f.Local.NextMove(ctx, g, bots)
}

// Thinking that fails is asked again: the bot does not sleep until a
// person moves.
func TestFailedThinkingIsAskedAgain(t *testing.T) {
	clock, failed := newFakeClock(), false
	k, _ := tilekit.Lookup("race")
	g := gametest.Must(k.New("", make([]string, 2), 1))
	tb := gametest.Must(table.New(table.Config{Store: store.NewMemory(), Clock: clock, BotDelay: time.Second, Thinker: flaky{failed: &failed}},
		store.Record{ID: "00000000000000f6", Kind: "race", Seats: []store.Seat{person, robot}}, g))
	defer tb.Close()
	if _, err := tb.Play(context.Background(), 0, "1", latest(tb)); err != nil {
		t.Fatal(err)
	}
	advanceUntil(t, clock, tb, "the bot's move after a failure", func(s *table.Snapshot) bool { return len(s.Record.Log) == 2 })
	if !failed {
		t.Fatal("the thinker never failed")
	}
}

// A move counts only when made on a version the seat still has: never
// one below zero, one newer than the table, or one from before the
// seat's own last move.
func TestPlayChecksTheVersion(t *testing.T) {
	tb := newTable(t, "race", newFakeClock(), store.NewMemory(), person, person2)
	ctx := context.Background()
	for _, v := range []int{-1, 1, 7} {
		if _, err := tb.Play(ctx, 0, "1", v); !errors.Is(err, table.ErrStale) {
			t.Fatalf("a move made on version %d of a game at 0: %v, want ErrStale", v, err)
		}
	}
	if _, err := tb.Play(ctx, 0, "1", 0); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Play(ctx, 1, "1", 1); err != nil {
		t.Fatal(err)
	}
	snap, err := tb.Play(ctx, 0, "1", 0)
	if !errors.Is(err, table.ErrStale) || snap.Record.Version != 2 {
		t.Fatalf("Ann's move again on version 0, from before her first: %v at version %d", err, snap.Record.Version)
	}
	if _, err := tb.Play(ctx, 0, "1", 1); err != nil {
		t.Fatalf("Ann's move on version 1, after her first: %v", err)
	}
}

// stuck thinks until its context is done, then says why it stopped.
type stuck struct {
	table.Local
	asked   chan struct{}
	stopped chan error
}

func (s stuck) NextMove(ctx context.Context, g tilekit.Game, bots []*table.BotSpec) (int, string, error) {
	close(s.asked)
	<-ctx.Done()
	s.stopped <- ctx.Err()
	return tilekit.Onlooker, "", ctx.Err()
}

// A table that closes stops its bot still thinking: the thinker's
// context is done (it used to run on until Config.BotTime, a minute).
func TestCloseStopsTheBot(t *testing.T) {
	clock := newFakeClock()
	k, _ := tilekit.Lookup("race")
	g := gametest.Must(k.New("", make([]string, 2), 1))
	th := stuck{asked: make(chan struct{}), stopped: make(chan error, 1)}
	tb := gametest.Must(table.New(table.Config{Store: store.NewMemory(), Clock: clock, BotDelay: time.Second, Thinker: th},
		store.Record{ID: "00000000000000f7", Kind: "race", Seats: []store.Seat{person, robot}}, g))
	if _, err := tb.Play(context.Background(), 0, "1", latest(tb)); err != nil {
		t.Fatal(err)
	}
	settle(t, tb)
	clock.Advance(time.Second) // the bot's delay
	select {
	case <-th.asked:
	case <-time.After(30 * time.Second):
		t.Fatal("the bot was not asked")
	}
	tb.Close()
	select {
	case err := <-th.stopped:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("the bot stopped with %v, want context.Canceled", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the bot still thinks 30 s after its table closed")
	}
}
