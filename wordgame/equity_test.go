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

// On an empty board with AEIISTU, the highest score plays AITUS for 12;
// equity gives up 4 points to keep the S (AITU for 8, keeping EIS).
func TestEquityKeepsAGoodLeave(t *testing.T) {
	s, err := FromCGP(Classic(), nil, "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEIISTU/ 0/0 0 lex default;")
	if err != nil {
		t.Fatal(err)
	}
	bm, _ := s.BestMove()
	if got := bm.Word(); got != "AITUS" {
		t.Fatalf("BestMove plays %v, want AITUS", bm)
	}
	list, err := s.EquityMoves(5)
	if err != nil {
		t.Fatal(err)
	}
	checkEquityList(t, s, list)
	top := list[0]
	if top.Move.Word() != "AITU" || top.Score != 8 {
		t.Fatalf("best equity %v (score %d), want AITU for 8", top.Move, top.Score)
	}
	want, _ := leaves.Classic().Value("EIS")
	if top.Leave != want {
		t.Errorf("leave of %v = %.3f, want the value of EIS, %.3f", top.Move, top.Leave, want)
	}
	sc, _ := s.Score(bm)
	if float64(sc.Total)+mustLeave(t, "EI") >= top.Equity {
		t.Errorf("AITUS (%d + leave EI) should rank below AITU's %.2f", sc.Total, top.Equity)
	}
}

func mustLeave(t *testing.T, leave string) float64 {
	t.Helper()
	v, err := leaves.Classic().Value(leave)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Once the bag is empty a move's extra term is what the end of the game
// makes of it (Classic's tournament rule: going out earns twice the
// opponent's rack; keeping tiles costs twice their value), not a leave.
func TestEquityWithEmptyBag(t *testing.T) {
	s, err := New(Classic(), Setup{Players: 2, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	for s.BagLen() > 0 && !s.Over() {
		m, err := s.BestEquity()
		if err != nil {
			t.Fatal(err)
		}
		s, _ = s.Apply(m)
	}
	if s.Over() {
		t.Skip("the game ended with tiles in the bag")
	}
	me, opp := int(s.turn), 1-int(s.turn)
	rackValue := func(letters string) int {
		v := 0
		for i := 0; i < len(letters); i++ {
			v += s.g.value(letters[i])
		}
		return v
	}
	list, err := s.EquityMoves(1000)
	if err != nil {
		t.Fatal(err)
	}
	checkEquityList(t, s, list)
	for _, x := range list {
		if x.Move.Kind() == KindExchange {
			t.Errorf("exchange %v listed with an empty bag", x.Move)
		}
		keep := s.racks[me].String()
		if x.Move.Kind() == KindPlace {
			keep = takeFromRack(s.racks[me], x.Move.tiles[:x.Move.n]).String()
		}
		want := -2 * float64(rackValue(keep))
		if keep == "" {
			want = 2 * float64(rackValue(s.racks[opp].String()))
		}
		if x.Leave != want {
			t.Errorf("%v keeps %q: term %.1f, want %.1f", x.Move, keep, x.Leave, want)
		}
	}
}
