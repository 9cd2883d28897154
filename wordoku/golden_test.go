package wordoku

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// latin is a grid whose rows and columns all hold four different
// symbols, so every line is balanced. Worked out by hand from the rules:
// row 0 spells CATS (4 letters, balanced: 4 + 4 = 8) and column 0 CODE
// (8). No other line holds a word of three letters or more (OXXX, AXXX,
// ... hold none), so the grid scores 16. With two-letter words allowed,
// OX (row 1), EX (row 3) and AX (column 1) add 2 + 2 bonus each: 28.
const latin = "C.c A.s T.q S.o / O.s X.c X.o X.q / D.q X.o X.s X.c / E.o X.q X.c X.s"

func TestScoreGridGolden(t *testing.T) {
	d := dictionary.Default()
	for _, w := range []string{"DX", "TX", "SX", "XX", "XXX", "OXX", "AXX"} {
		if d.Contains(w) {
			t.Fatalf("the worked examples assume %s is not a word", w)
		}
	}
	two := DefaultRules()
	two.MinWord = 2
	noBonus := DefaultRules()
	noBonus.Balance = false
	for _, c := range []struct {
		name  string
		rules Rules
		grid  string
		total int
		lines []Line
	}{
		{"latin square", DefaultRules(), latin, 16, []Line{
			{Across: true, Index: 0, Word: "CATS", Points: 4, Balanced: true, Bonus: 4},
			{Index: 0, Word: "CODE", Points: 4, Balanced: true, Bonus: 4},
		}},
		{"two-letter words", two, latin, 28, []Line{
			{Across: true, Index: 0, Word: "CATS", Points: 4, Balanced: true, Bonus: 4},
			{Across: true, Index: 1, Word: "OX", Points: 2, Balanced: true, Bonus: 2},
			{Across: true, Index: 3, Word: "EX", Points: 2, Balanced: true, Bonus: 2},
			{Index: 0, Word: "CODE", Points: 4, Balanced: true, Bonus: 4},
			{Index: 1, Word: "AX", Points: 2, Balanced: true, Bonus: 2},
		}},
		{"no balance bonus", noBonus, latin, 8, []Line{
			{Across: true, Index: 0, Word: "CATS", Points: 4, Balanced: true},
			{Index: 0, Word: "CODE", Points: 4, Balanced: true},
		}},
		// The T of CATS turned wild: 3 points, 3 bonus; CODE as before.
		{"wild", DefaultRules(), "C.c A.s t.q S.o / O.s X.c X.o X.q / D.q X.o X.s X.c / E.o X.q X.c X.s", 14, []Line{
			{Across: true, Index: 0, Word: "CATS", Points: 3, Balanced: true, Bonus: 3},
			{Index: 0, Word: "CODE", Points: 4, Balanced: true, Bonus: 4},
		}},
		// Two cloves in row 0: CATS scores its 4 letters, no bonus; and
		// column 1 (A X X X, now clove, clove, ...) is not balanced either.
		{"unbalanced", DefaultRules(), "C.c A.c T.q S.o / O.s X.s X.o X.q / D.q X.o X.s X.c / E.o X.q X.c X.s", 12, []Line{
			{Across: true, Index: 0, Word: "CATS", Points: 4},
			{Index: 0, Word: "CODE", Points: 4, Balanced: true, Bonus: 4},
		}},
		// ATE and TEN score the same (3 + 3 bonus), ATEN is no word:
		// one counts, the earlier is reported (the rule book's 3-letter
		// word in a balanced 4-tile line, worth 6).
		{"tie", DefaultRules(), "A.c T.s E.q N.o / X.s X.c X.o X.q / X.q X.o X.s X.c / X.o X.q X.c X.s", 6, []Line{
			{Across: true, Index: 0, Start: 0, Word: "ATE", Points: 3, Balanced: true, Bonus: 3},
		}},
		// A wild C: CATS and ATS both score 3; the longer is reported.
		{"longer on a tie", DefaultRules(), "c.c A.s T.q S.o / X.s X.c X.o X.q / X.q X.o X.s X.c / X.o X.q X.c X.s", 6, []Line{
			{Across: true, Index: 0, Word: "CATS", Points: 3, Balanced: true, Bonus: 3},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := gametest.Must(ParseGrid(c.grid))
			sc := gametest.Must(ScoreGrid(c.rules, nil, g))
			if diff := cmp.Diff(Score{Lines: c.lines, Total: c.total}, sc); diff != "" {
				t.Errorf("score (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAwardsGolden(t *testing.T) {
	rec := func(scores []int, wilds []bool) record {
		return record{scores: scores, wilds: wilds, pbs: make([]int, len(scores)), victor: -1}
	}
	for _, c := range []struct {
		name   string
		past   []record
		now    record
		victor int
		pbs    []int
	}{
		{"clear victor", nil, rec([]int{30, 20, 10}, []bool{true, false, false}), 0, []int{0, 0, 0}},
		{"tie to fewer wilds", nil, rec([]int{30, 30, 10}, []bool{true, false, false}), 1, []int{0, 0, 0}},
		{"still tied", nil, rec([]int{30, 30, 30}, []bool{true, true, false}), 2, []int{0, 0, 0}},
		{"tied without wilds", nil, rec([]int{30, 30, 10}, []bool{false, false, false}), -1, []int{1, 1, 0}},
		{"tied with wilds", nil, rec([]int{30, 30, 10}, []bool{true, true, false}), -1, []int{1, 1, 0}},
		// Round 2: player 1 beats their round 1 (20 > 15), player 2
		// equals theirs (not strictly higher), player 0 wins and beats.
		{"personal bests", []record{rec([]int{25, 15, 22}, []bool{false, false, false})},
			rec([]int{40, 20, 22}, []bool{false, false, false}), 0, []int{1, 1, 0}},
		// Round 3: a tie for the top and a personal best: two tokens.
		{"both tokens", []record{rec([]int{25, 15, 22}, nil), rec([]int{26, 20, 22}, nil)},
			rec([]int{30, 30, 10}, []bool{false, false, false}), -1, []int{2, 2, 0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := c.now
			award(&r, c.past)
			if r.victor != c.victor || !cmp.Equal(r.pbs, c.pbs) {
				t.Errorf("victor %d, personal bests %v; want %d, %v", r.victor, r.pbs, c.victor, c.pbs)
			}
		})
	}
}

// TestResultGolden ranks three finished rounds worked out by hand.
func TestResultGolden(t *testing.T) {
	s := State{players: 3, past: []record{
		{scores: []int{30, 30, 12}, wilds: []bool{false, true, false}, victor: 0, pbs: []int{0, 0, 0}},
		{scores: []int{20, 31, 12}, wilds: []bool{false, false, false}, victor: 1, pbs: []int{0, 1, 0}},
		{scores: []int{40, 10, 40}, wilds: []bool{false, false, false}, victor: -1, pbs: []int{2, 0, 2}},
	}, over: true, round: 3}
	r := s.Result()
	// Tokens: player 0 has 1 + 2 = 3, player 1 has 1 + 1 = 2, player 2
	// has 2. Players 1 and 2 tie on tokens; player 2's best round (40)
	// beats player 1's (31), so player 2 is second and player 1 third.
	want := Result{
		Over:    true,
		Tokens:  []int{3, 2, 2},
		Best:    []int{40, 31, 40},
		Places:  []int{1, 3, 2},
		Winners: []int{0},
	}
	if diff := cmp.Diff(want, r, cmp.FilterPath(func(p cmp.Path) bool { return p.String() == "Rounds" }, cmp.Ignore())); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}
