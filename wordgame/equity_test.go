package wordgame

import (
	"math"
	"testing"

	"github.com/tilekit/tilekit/wordgame/leaves"
)

// checkEquityList checks what every EquityMoves list promises: sorted by
// equity, each equity its score plus its leave term, each score what
// Score says, and every move legal.
func checkEquityList(t *testing.T, s State, list []Scored) {
	t.Helper()
	for i, x := range list {
		if i > 0 && x.Equity > list[i-1].Equity {
			t.Errorf("entry %d (%v, %.2f) ranks above %v (%.2f)", i, x.Move, x.Equity, list[i-1].Move, list[i-1].Equity)
		}
		if math.Abs(x.Equity-float64(x.Score)-x.Leave) > 1e-9 {
			t.Errorf("%v: equity %.3f is not score %d + leave %.3f", x.Move, x.Equity, x.Score, x.Leave)
		}
		if err := s.Validate(x.Move); err != nil {
			t.Errorf("%v is not legal: %v", x.Move, err)
			continue
		}
		if x.Move.Kind() == KindPlace {
			sc, _ := s.Score(x.Move)
			if sc.Total != x.Score {
				t.Errorf("%v: score %d, Score says %d", x.Move, x.Score, sc.Total)
			}
		}
	}
}

func TestEquityMovesOpening(t *testing.T) {
	s, err := New(Classic(), Setup{Players: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	list, err := s.EquityMoves(20)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 20 {
		t.Fatalf("got %d moves, want 20", len(list))
	}
	checkEquityList(t, s, list)
	best, err := s.BestEquity()
	if err != nil || best != list[0].Move {
		t.Errorf("BestEquity = %v, %v; want %v", best, err, list[0].Move)
	}
	// With no leave values equity is the score, so the best is BestMove.
	plain, _ := s.BestEquity(WithLeaves(nil))
	if bm, _ := s.BestMove(); plain != bm {
		t.Errorf("BestEquity without leaves = %v, BestMove = %v", plain, bm)
	}
}

func TestEquityMovesRefused(t *testing.T) {
	if _, err := (State{}).EquityMoves(3); err == nil {
		t.Error("the zero State gave equity moves")
	}
	s, _ := New(Classic(), Setup{Players: 2, Seed: 1})
	if _, err := s.EquityMoves(0); err == nil {
		t.Error("EquityMoves(0) gave no error")
	}
}

func TestLeavesFor(t *testing.T) {
	if LeavesFor(Classic()) != leaves.Classic() || LeavesFor(DefaultRules()) != leaves.Default() {
		t.Error("LeavesFor does not pick the rules' own table")
	}
}
