package wordgame

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
)

// The engines' bounds (issue 35): every test here counts work (steps of
// the move generator, nodes, deals) or memory, never the clock, so each
// would have caught the figures of the issue on any machine.

// longRack is a position on measure.BoundsBoard with Classic rules but racks of
// the first rack's length; the bag holds extra, so it is empty when
// extra is "".
func longRack(t testing.TB, rack, other, extra string) State {
	t.Helper()
	r := Classic()
	r.RackSize = max(len(rack), len(other), 7)
	r.Tiles = measure.ExactTiles(Classic().Tiles, measure.BoundsBoard+rack+other+extra)
	s, err := FromCGP(r, nil, fmt.Sprintf("%s %s/%s 100/100 0", measure.BoundsBoard, rack, other))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMoveBudget: a rack of 21 with 7 blanks took 368 million steps
// (Hints(seat, 5): 24.8 s in the position); the search now stops
// at MoveBudget with the best found so far, and a rack of 8 with two
// blanks stays far inside it.
func TestMoveBudget(t *testing.T) {
	warm := longRack(t, "AEINRS??", "AE", "XXXXXXXX")
	_, sp, _ := warm.findTop(5, budget{steps: MoveBudget})
	if sp.cut || sp.steps > MoveBudget/10 {
		t.Errorf("rack of 8 with two blanks: %d steps, cut %v; want well inside the budget", sp.steps, sp.cut)
	}
	s := longRack(t, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 30))
	const small = 1 << 20
	top, sp, _ := s.findTop(5, budget{steps: small})
	if !sp.cut || sp.steps > small+2*budgetCheck || len(top) != 5 {
		t.Fatalf("budget %d: %d steps, cut %v, %d moves", small, sp.steps, sp.cut, len(top))
	}
	for _, x := range top {
		if err := s.Validate(x.Move); err != nil {
			t.Errorf("%v: %v", x.Move, err)
		}
	}
	// The search keeps the n best found so far: its memory does not
	// grow with the placements (wordgame/bot's TestBotMoveBudget checks
	// the hints and the bots on this rack).
	if b := measure.Allocated(func() { top, _, _ = s.findTop(5, budget{steps: MoveBudget}) }); b > 1<<20 || len(top) != 5 {
		t.Errorf("findTop(5): %d moves, %d bytes allocated", len(top), b)
	}
}

// TestMoveBudgetContext: the generator reads its context every
// budgetCheck steps, whatever the rack.
func TestMoveBudgetContext(t *testing.T) {
	s := longRack(t, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 30))
	ctx := gametest.NewDoneAfter(3)
	_, sp, _ := s.findTop(5, budget{ctx: ctx})
	if !sp.cut || !errors.Is(sp.err, context.Canceled) || sp.steps > 3*budgetCheck+MaxBoardSize {
		t.Errorf("%d steps, cut %v, %v; want at most %d", sp.steps, sp.cut, sp.err, 3*budgetCheck)
	}
}

// TestLegalMovesAsCap: a rack of 15 with three blanks listed 2.3 million
// moves here (15.4 M in the issue, 1.6 GiB); LegalMovesAs now refuses
// past MaxLegalMoves, as Quad*doku's does, holding at most that many.
func TestLegalMovesAsCap(t *testing.T) {
	s := longRack(t, "AEINRSTLODCE???", "AE", "XX")
	// The word list's automaton is built on its first use (25 MiB on the
	// way): build it before, so that only the listing is measured whether
	// or not an earlier test built it.
	if _, err := automatonFor(s.dict, max(s.g.rows, s.g.cols)); err != nil {
		t.Fatal(err)
	}
	var err error
	b := measure.Allocated(func() { _, err = s.LegalMovesAs(0) })
	if !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "50000") {
		t.Fatalf("got %v, want ErrUnsupported naming the cap", err)
	}
	t.Logf("%d KiB allocated", b>>10)
	if b > 8<<20 {
		t.Errorf("%d MiB allocated, want under 8", b>>20)
	}
	small := playBot(t, mustNew(t, Classic(), 7), tilekit.Medium, 1, 4)
	ms, err := small.LegalMovesAs(int(small.turn))
	if want := len(small.AppendLegalMoves(nil)) + len(small.exchanges()) + 1; err != nil || len(ms) != want {
		t.Errorf("an ordinary position: %d moves, %v; want %d", len(ms), err, want)
	}
	r := Classic()
	r.RackSize = 21
	r.Tiles = measure.ExactTiles(Classic().Tiles, measure.BoundsBoard+"ABCDEFGHIJKLMNOPQRSTU"+"AE"+strings.Repeat("E", 40))
	many, err := FromCGP(r, nil, measure.BoundsBoard+" ABCDEFGHIJKLMNOPQRSTU/AE 0/0 0")
	if err != nil {
		t.Fatal(err)
	}
	if n := many.exchangeCount(); n != 1<<21-1 {
		t.Errorf("21 distinct tiles: %d exchanges", n)
	}
	if _, err := many.LegalMovesAs(0); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("two million exchanges: %v", err)
	}
}

// TestMoveBudgetRepeatable: the steps a search counts depend on the
// position alone, not on what the recycled generator searched before
// (an early count read the cross-checks of a square holding a tile,
// which keep another board's values, and the endgame's node limit then
// stopped at different places).
func TestMoveBudgetRepeatable(t *testing.T) {
	s := endgameRow(t, "full01")
	runtime.GC()
	runtime.GC() // an empty pool: a new generator
	_, fresh, _ := s.findTop(10, budget{})
	for range 3 {
		longRack(t, "AEINRSTLOD??", "AE", "").findTop(5, budget{steps: 1 << 20})
		if _, again, _ := s.findTop(10, budget{}); again != fresh {
			t.Fatalf("%+v after another search, %+v with a new generator", again, fresh)
		}
	}
}
