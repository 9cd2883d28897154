package quaddoku

import (
	"math"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku/internal/steps"
	"github.com/tilekit/tilekit/tiles"
)

// slowRules are rules that pass Validate but defeat the bounds: a doku
// sums to 0 and scores 65,536, and a few tiles worth 0 make each side
// look able to be one, though no four such words fit together. Before
// the budget counted every pass, one BestMove from the opening took
// 29–61 s.
func slowRules() Rules {
	r := DefaultRules()
	r.DokuSum, r.DokuScore = 0, MaxDoku
	for _, t := range []tiles.Tile{tiles.Letter('A', 0), tiles.Letter('E', 0), tiles.Letter('S', 0), tiles.Letter('T', 0)} {
		r.Tiles[t]++
	}
	return r
}

// bigRules fill the tile set to MaxTiles with every letter at every
// value, so that the relaxation's tables would be the largest there are.
func bigRules() Rules {
	r := DefaultRules()
	r.DokuSum, r.DokuScore = 0, MaxDoku
	for l := byte('A'); l <= 'Z'; l++ {
		for v := range MaxValue + 1 {
			r.Tiles[tiles.Letter(l, v)] += 2
		}
	}
	r.Tiles[tiles.Letter('E', 1)] += MaxTiles - r.Tiles.Total()
	return r
}

// countWork returns the steps f takes, counted by steps.Hook apart from
// the budget's own counter. It stops counting (and reports more than
// limit) once the count passes limit, by panicking out of the search,
// so that a search without a bound fails the test at once.
func countWork(t *testing.T, limit int, f func()) int {
	t.Helper()
	n, _ := steps.Count(limit, f)
	return n
}

// Every finder call counts all its work, every pass included, and stops
// at Budget steps: BestMove, TopMoves and the check of a pass (the bots'
// own budget is tested in package quaddoku/bot), on
// positions built to be slow. Each call takes up to Budget steps, so the
// quick run tries the calls a player makes (BestMove, Hints, the check of
// a pass) each on one rule set; the long run (TILEKIT_LONG=1) tries every
// call, the search's own variants too, on both.
func TestBudgetBoundsWork(t *testing.T) {
	if testing.Short() {
		t.Skip("runs searches of Budget steps")
	}
	calls := []struct {
		name  string
		quick string // the rule set the quick run tries it on, or ""
		f     func(s State)
	}{
		{"BestMove", "slow", func(s State) {
			// Out of work, BestMove still plays a legal move.
			if m, err := s.BestMove(); err != nil || s.Validate(m) != nil {
				t.Errorf("BestMove = %v, %v", m, err)
			}
		}},
		{"TopMoves(10)", "", func(s State) { s.TopMoves(10, 12, Budget) }},
		{"TopMoves(max)", "big", func(s State) { s.TopMoves(math.MaxInt, 12, math.MaxInt) }},
		{"TopMoves(10, 3 tiles)", "", func(s State) { s.TopMoves(10, 3, Budget) }},
		{"pass", "slow", func(s State) { s.Validate(Pass()) }},
		{"quick none", "", func(s State) { s.bestMove(0, &work{left: Budget}) }},
		{"quick short", "", func(s State) { s.bestMove(7, &work{left: Budget}) }},
	}
	for i, name := range []string{"slow", "big"} {
		s := gametest.Must(New([]Rules{slowRules(), bigRules()}[i], Setup{Players: 2}))
		for _, c := range calls {
			if c.quick != name && !gametest.IsLong() {
				continue
			}
			n := countWork(t, 2*Budget, func() { c.f(s) })
			t.Logf("%s %s: %d steps", name, c.name, n)
			if n > Budget {
				t.Errorf("%s: %s takes %d steps, more than Budget (%d)", name, c.name, n, Budget)
			}
		}
	}
}

// The budget is large enough for the standard game: from the start, in
// mid-game and with no doku possible, BestMove never runs out, so its
// answer is exact.
func TestBudgetFitsStandardGame(t *testing.T) {
	start, err := New(DefaultRules(), Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	positions := append([]State{start}, midGame(t)...)
	if !testing.Short() {
		positions = append(positions, noDokuStart(t))
	}
	for i, s := range positions {
		w := &work{left: Budget}
		if _, err := s.bestMove(quickBudget, w); err != nil && s.Validate(Pass()) != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		if w.left <= Budget/2 {
			t.Errorf("position %d: BestMove used %d of %d steps", i, Budget-w.left, Budget)
		}
	}
}

// TopMoves(math.MaxInt, ...) keeps at most MaxTopMoves moves: its memory
// does not grow with the millions of legal moves of the opening.
func TestTopMovesMemory(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	s.TopMoves(1, 12, Budget) // build the word index
	for _, n := range []int{math.MaxInt, MaxTopMoves + 1, 1 << 30} {
		var ms []Move
		mem := allocated(func() { ms, _, err = s.TopMoves(n, 12, Budget) })
		if err != nil || len(ms) != MaxTopMoves {
			t.Fatalf("TopMoves(%d, 12, Budget): %d moves, %v", n, len(ms), err)
		}
		if mem > 4<<20 {
			t.Errorf("TopMoves(%d, 12, Budget) allocates %d bytes", n, mem)
		}
		prev := math.MaxInt
		for i, m := range ms {
			sc := gametest.Must(s.Score(m))
			if sc.Total > prev {
				t.Fatalf("TopMoves(%d, 12, Budget) out of order at %d", n, i)
			}
			prev = sc.Total
		}
	}
}
