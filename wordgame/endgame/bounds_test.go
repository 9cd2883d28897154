package endgame

import (
	"context"
	"errors"
	"testing"
	"unsafe"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
)

// The search's bounds (issue 35): every test here counts work (steps of
// the move generator, nodes) or memory, never the clock.

// budgetCheck is how many steps of the move generator go between two
// looks at its context and budget (wordgame's budgetCheck).
const budgetCheck = 1 << 12

// Expert's endgame budget (see wordgame/bot), whose bounds are checked
// here.
const (
	expertEndgameNodes = 100_000
	expertEndgameTable = 17
)

// TestEndgameRootBudget: with NodeLimit(1) a rack of 12 with two
// blanks built its whole root list first (5.4 s and 742 MiB in the
// issue); the list is now made under the budget.
func TestEndgameRootBudget(t *testing.T) {
	s := wgtest.LongRack(t, "AEINRSTLOD??", "AE", "")
	s.BestMove() // the automaton, built once
	var eg Result
	var err error
	b := measure.Allocated(func() { eg, err = Solve(s, NodeLimit(1)) })
	if !errors.Is(err, ErrStopped) || eg.Work > 1+(budgetCheck+2*size)/StepsPerNode+1 || len(eg.PV) != 1 {
		t.Fatalf("%+v, %v", eg, err)
	}
	if s.Validate(eg.PV[0]) != nil || b > 16<<20 {
		t.Errorf("first move %v; %d MiB allocated", eg.PV[0], b>>20)
	}
	// The context is read inside the root list too: done at its third
	// look, the search has done at most two checks' worth of work.
	ctx := gametest.NewDoneAfter(3)
	eg, err = Solve(s, WithContext(ctx))
	if !errors.Is(err, context.Canceled) || eg.Work > 3*budgetCheck/StepsPerNode+egCheck {
		t.Errorf("context: work %d, %v", eg.Work, err)
	}
}

// TestEndgameLongLists: a rack of 15 with three blanks (105 s and 10 GiB
// for the root list in the issue) stops at once under NodeLimit(1),
// and a list longer than ListMoves is cut to its best, which makes
// the search inexact.
func TestEndgameLongLists(t *testing.T) {
	s := wgtest.LongRack(t, "AEINRSTLODCE???", "AE", "")
	s.BestMove()
	var eg Result
	var err error
	b := measure.Allocated(func() { eg, err = Solve(s, NodeLimit(1)) })
	if !errors.Is(err, ErrStopped) || eg.Work > 1+(budgetCheck+2*size)/StepsPerNode+1 || b > 16<<20 {
		t.Fatalf("%+v, %v, %d MiB allocated", eg, err, b>>20)
	}
	long := wgtest.LongRack(t, "AEINRSTLOD??", "AE", "")
	e := newSearch(t, long)
	if ms := e.moves(&e.root, 0); len(ms) > ListMoves || !e.truncated || e.stopped {
		t.Errorf("root list of %d moves, truncated %v, stopped %v", len(ms), e.truncated, e.stopped)
	}
}

// TestEndgameWorkBudget: the node limit counts the move generator's
// steps, so a position whose every reply has two blanks (the issue's
// EIRSTAN against AEINST??, over 4 minutes) stops at Expert's budget,
// within the stated memory.
func TestEndgameWorkBudget(t *testing.T) {
	s := wgtest.TwoBlankEndgame(t)
	var eg Result
	var err error
	b := measure.Allocated(func() {
		eg, err = Solve(s, NodeLimit(expertEndgameNodes), TableBits(expertEndgameTable))
	})
	if err != nil && !errors.Is(err, ErrStopped) {
		t.Fatal(err)
	}
	if eg.Work > expertEndgameNodes+budgetCheck/StepsPerNode+size || len(eg.PV) == 0 || s.Validate(eg.PV[0]) != nil {
		t.Fatalf("%+v, %v", eg, err)
	}
	// Allocation is bounded by the work: a few hundred bytes a node.
	if b > uint64(expertEndgameNodes)*1024+uint64(8<<20) {
		t.Errorf("%d MiB allocated for %d nodes of work", b>>20, eg.Work)
	}
}

// TestExpertEndgameBound: Expert's endgame move against two blanks does
// at most its budget of work and allocates a few bytes a node of it.
func TestExpertEndgameBound(t *testing.T) {
	s := wgtest.MustCGP(t, wordgame.DefaultRules(), wgtest.Seed1250)
	s.BestMove()
	var eg Result
	var err error
	b := measure.Allocated(func() {
		eg, err = Solve(s, NodeLimit(expertEndgameNodes), TableBits(expertEndgameTable))
	})
	if (err != nil && !errors.Is(err, ErrStopped)) || len(eg.PV) == 0 || s.Validate(eg.PV[0]) != nil {
		t.Fatalf("%+v, %v", eg, err)
	}
	if eg.Work > expertEndgameNodes+budgetCheck/StepsPerNode+size || b > 128<<20 {
		t.Errorf("work %d (budget %d), %d MiB allocated", eg.Work, expertEndgameNodes, b>>20)
	}
}

// TestEndgameCacheBound: the move-list cache holds at most egCacheBytes,
// counting every entry, the empty lists of one-tile racks included, and
// the two-tile scans' tables at most twoTables.
func TestEndgameCacheBound(t *testing.T) {
	s := wgtest.TwoBlankEndgame(t)
	st, err := k.Start(s)
	if err != nil {
		t.Fatal(err)
	}
	e := newEndgameSearch(&st, config{tableBits: 12, nodes: 20_000})
	e.solve()
	var moves int
	for _, ms := range e.cache {
		moves += len(ms)
	}
	if e.cached > egCacheBytes || e.cached < len(e.cache)*egEntryBytes+moves*32 {
		t.Errorf("cache: %d bytes counted for %d lists of %d moves", e.cached, len(e.cache), moves)
	}
	// A seven-against-seven row, whose search scans many two-tile racks.
	for _, row := range wgtest.EndgameRows(t) {
		if row.ID == "full03" {
			s = wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		}
	}
	if st, err = k.Start(s); err != nil {
		t.Fatal(err)
	}
	e = newEndgameSearch(&st, config{tableBits: 12, nodes: 20_000})
	e.solve()
	var two int
	for _, t := range e.twos {
		two += len(t)
	}
	if len(e.twos) == 0 || e.twoBytes > twoTables || e.twoBytes != len(e.twos)*egEntryBytes+two*int(unsafe.Sizeof(twoAt{})) {
		t.Errorf("two-tile tables: %d bytes counted for %d tables of %d placements", e.twoBytes, len(e.twos), two)
	}
}

// BenchmarkBoundsEndgameContext times SolveEndgame on the rack of 12
// with two blanks with a context that is already done: the time to
// notice.
func BenchmarkBoundsEndgameContext(b *testing.B) {
	s := wgtest.LongRack(b, "AEINRSTLOD??", "AE", "")
	s.BestMove()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	measure.CPULoop(b, func() { Solve(s, WithContext(ctx), NodeLimit(1)) })
}

// TestEndgameFullCache solves rows of testdata/endgame.tsv with a move-list
// cache that holds nothing, or a few lists, so that the lists live in
// their plies' buffers (keepList): the same values, exact, and legal
// principal variations worth them.
func TestEndgameFullCache(t *testing.T) {
	for _, row := range wgtest.EndgameRows(t) {
		if row.Class != "small" && row.Class != "mixed" && row.ID != "full03" || row.ID == "mixed03" {
			continue
		}
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		for _, limit := range []int{0, 64 << 10} {
			e := newSearch(t, s)
			e.cacheCap = limit
			eg, err := e.solve()
			if err != nil || eg.Value != row.Value || !eg.Exact {
				t.Fatalf("%s, cache of %d bytes: value %d (exact %v), want %d: %v", row.ID, limit, eg.Value, eg.Exact, row.Value, err)
			}
			if e.cached > limit {
				t.Fatalf("%s: %d bytes cached, limit %d", row.ID, e.cached, limit)
			}
			checkPV(t, s, eg)
		}
	}
}

// TestSolveStopsWhileWordListBuilds: Solve and SolvePreEndgame under a
// context cancelled while the move generator builds the automaton of a
// slow word list return at once, with no line and an error wrapping
// ErrStopped and context.Canceled; once the list is built, they stop as
// usual.
func TestSolveStopsWhileWordListBuilds(t *testing.T) {
	solvers := map[string]struct {
		bag   string
		solve func(s wordgame.State, o Option) error
	}{
		"Solve": {"", func(s wordgame.State, o Option) error {
			res, err := Solve(s, o)
			if len(res.PV) > 0 {
				t.Errorf("Solve stopped with a line: %v", res.PV)
			}
			return err
		}},
		"SolvePreEndgame": {"X", func(s wordgame.State, o Option) error {
			res, err := SolvePreEndgame(s, o)
			if len(res.Moves) > 0 {
				t.Errorf("SolvePreEndgame stopped with moves: %v", res.Moves)
			}
			return err
		}},
	}
	for name, sv := range solvers {
		g := wgtest.NewGatedList()
		defer g.Open()
		s := wgtest.LongRack(t, "AEINRST", "AEDLOT", sv.bag).Attach(g)
		err := gametest.CancelWhileBlocked(t, g.Entered, func(ctx context.Context) error { return sv.solve(s, WithContext(ctx)) })
		if !errors.Is(err, ErrStopped) || !errors.Is(err, context.Canceled) {
			t.Errorf("%s: %v, want ErrStopped and context.Canceled", name, err)
		}
		g.Open()
		done, cancel := context.WithCancel(context.Background())
		cancel()
		if err := sv.solve(s, WithContext(done)); err == nil || !errors.Is(err, context.Canceled) {
			t.Errorf("%s under a cancelled context once the list opens: %v", name, err)
		}
	}
}
