package equity

import (
	"math"
	"testing"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// checkEquityList checks what every Moves list promises: sorted by
// equity, each equity its score plus its leave term, each score what
// Score says, and every move legal.
func checkEquityList(t *testing.T, s wordgame.State, list []Scored) {
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
		if x.Move.Kind() == wordgame.KindPlace {
			sc, _ := s.Score(x.Move)
			if sc.Total != x.Score {
				t.Errorf("%v: score %d, Score says %d", x.Move, x.Score, sc.Total)
			}
		}
	}
}

func TestMovesOpening(t *testing.T) {
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	list, err := Moves(s, 20)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 20 {
		t.Fatalf("got %d moves, want 20", len(list))
	}
	checkEquityList(t, s, list)
	best, err := Best(s)
	if err != nil || best != list[0].Move {
		t.Errorf("Best = %v, %v; want %v", best, err, list[0].Move)
	}
	// With no leave values equity is the score, so the best is BestMove.
	plain, _ := Best(s, WithLeaves(nil))
	if bm, _ := s.BestMove(); plain != bm {
		t.Errorf("Best without leaves = %v, BestMove = %v", plain, bm)
	}
}

func TestMovesRefused(t *testing.T) {
	if _, err := Moves(wordgame.State{}, 3); err == nil {
		t.Error("the zero State gave equity moves")
	}
	s, _ := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 1})
	if _, err := Moves(s, 0); err == nil {
		t.Error("Moves(0) gave no error")
	}
}

func TestLeavesFor(t *testing.T) {
	if LeavesFor(wordgame.Classic()) != leaves.Classic() || LeavesFor(wordgame.DefaultRules()) != leaves.Default() {
		t.Error("LeavesFor does not pick the rules' own table")
	}
}

// On an empty board with AEIISTU, the highest score plays AITUS for 12;
// equity gives up 4 points to keep the S (AITU for 8, keeping EIS).
func TestEquityKeepsAGoodLeave(t *testing.T) {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil, "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEIISTU/ 0/0 0 lex default;")
	if err != nil {
		t.Fatal(err)
	}
	bm, _ := s.BestMove()
	if got := bm.Word(); got != "AITUS" {
		t.Fatalf("BestMove plays %v, want AITUS", bm)
	}
	list, err := Moves(s, 5)
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

// playDown deals a classic game of players from seed and plays equity's
// best moves until the bag holds at most bag tiles or the game is over.
func playDown(t *testing.T, players int, seed uint64, bag int) wordgame.State {
	t.Helper()
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for s.BagLen() > bag && !s.Over() {
		m, err := Best(s)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// Once the bag is empty a move's extra term is what the end of the game
// makes of it (Classic's tournament rule: going out earns twice the
// opponent's rack; keeping tiles costs twice their value), not a leave.
func TestEquityWithEmptyBag(t *testing.T) {
	s := playDown(t, 2, 11, 0)
	if s.Over() {
		t.Skip("the game ended with tiles in the bag")
	}
	me := s.ToMove()[0]
	rackValue := func(p int) int {
		v := 0
		for _, x := range s.Rack(p) {
			v += int(x.Value)
		}
		return v
	}
	value := map[byte]int{}
	for x := range s.Rules().Tiles {
		if x.IsLetter() {
			value[x.Letter] = int(x.Value)
		}
	}
	list, err := Moves(s, 1000)
	if err != nil {
		t.Fatal(err)
	}
	checkEquityList(t, s, list)
	for _, x := range list {
		if x.Move.Kind() == wordgame.KindExchange {
			t.Errorf("exchange %v listed with an empty bag", x.Move)
		}
		kept, keep := rackValue(me), len(s.Rack(me))
		if x.Move.Kind() == wordgame.KindPlace {
			for _, c := range eq.K.Tiles(&x.Move, nil) {
				kept -= value[c] // a blank (lower case) is worth nothing
				keep--
			}
		}
		want := -2 * float64(kept)
		if keep == 0 {
			want = 2 * float64(rackValue(1-me))
		}
		if x.Leave != want {
			t.Errorf("%v keeps %d tiles: term %.1f, want %.1f", x.Move, keep, x.Leave, want)
		}
	}
}

// Near the end of the bag a move's leave term adds the bag term of the
// tiles it leaves there (eq.BagTerm), in two-player games under the
// bundled classic table only.
func TestEquityBagTerm(t *testing.T) {
	if eq.BagTerm == [eq.BagTerms]float64{} {
		t.Fatal("the bag terms are all 0")
	}
	text, err := leaves.Classic().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var other leaves.Table // the same values, another table
	if err := other.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		players int
		table   *leaves.Table
		terms   bool
	}{{2, leaves.Classic(), true}, {2, &other, false}, {3, leaves.Classic(), false}} {
		s := playDown(t, c.players, 5, 9)
		if s.Over() || s.BagLen() == 0 {
			t.Fatalf("%d players: the game reached no position with 1 to 9 tiles in the bag", c.players)
		}
		me := s.ToMove()[0]
		list, err := Moves(s, 1000, WithLeaves(c.table))
		if err != nil {
			t.Fatal(err)
		}
		checkEquityList(t, s, list)
		seen := map[float64]bool{}
		for _, x := range list {
			keep := map[byte]int{}
			for _, r := range s.Rack(me) {
				keep[r.Letter]++
			}
			left := s.BagLen()
			for _, tl := range eq.K.Tiles(&x.Move, nil) {
				if tl >= 'a' && tl <= 'z' {
					tl = '?'
				}
				keep[tl]--
				if x.Move.Kind() == wordgame.KindPlace {
					left--
				}
			}
			var kept []byte
			for l, n := range keep {
				for range n {
					kept = append(kept, l)
				}
			}
			want, err := leaves.Classic().Value(string(kept))
			if err != nil {
				t.Fatal(err)
			}
			term := 0.0
			if c.terms && max(left, 0) < eq.BagTerms {
				term = eq.BagTerm[max(left, 0)]
			}
			seen[term] = true
			if math.Abs(x.Leave-want-term) > 1e-9 {
				t.Errorf("%d players, bag %d: %v keeps %q and leaves %d in the bag: leave term %.3f, want %.3f + %.3f", c.players, s.BagLen(), x.Move, kept, max(left, 0), x.Leave, want, term)
			}
		}
		if c.terms && len(seen) < 3 {
			t.Errorf("bag %d: the moves listed had only the bag terms %v", s.BagLen(), seen)
		}
	}
}
