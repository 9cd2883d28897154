package wordgame

import (
	"slices"
	"testing"
)

// TestTopBound checks the search for the best placements, which skips
// the anchors whose bound is below the floor and searches others for
// placements of every tile only, against every legal placement scored
// by the rules and sorted: the same n best, in the same order, for n
// from 1 to past the number of placements, on self-played positions of
// both presets (racks with one and two blanks among them) and on racks
// longer than the rules' on a small board.
func TestTopBound(t *testing.T) {
	var ps []State
	for _, rules := range []func() Rules{Classic, DefaultRules} {
		ps = append(ps, selfPlayPositions(t, rules(), 16)...)
	}
	ps = append(ps, longRack(t, "AEINRST?", "AE", "XXXXXXXX"), longRack(t, "QZXJKVW", "AE", "EEEEEEEE"), longRack(t, "EEIIOUA", "AE", "SSSSSSSS"))
	skipped := 0
	for i, s := range ps {
		var all []scored
		for _, m := range s.AppendLegalMoves(nil) {
			pts, err := s.evaluate(m, nil)
			if err != nil {
				t.Fatalf("position %d: %v: %v", i, m, err)
			}
			all = append(all, scored{Move: m, Score: pts})
		}
		slices.SortFunc(all, compareScored)
		for _, n := range []int{1, 3, 32, 100, len(all) + 1} {
			top, sp, err := s.findTop(n, budget{})
			if err != nil {
				t.Fatal(err)
			}
			want := all[:min(n, len(all))]
			if !slices.Equal(top, want) {
				t.Fatalf("position %d (rack %s), n %d: findTop gives %d placements, %v..., want %d, %v...", i, s.RackLetters(int(s.turn)), n, len(top), top[:min(3, len(top))], len(want), want[:min(3, len(want))])
			}
			if n == 32 && sp.steps < s.fullSteps(t) {
				skipped++
			}
		}
	}
	if skipped < len(ps)/2 {
		t.Errorf("the bound saved steps in %d positions of %d", skipped, len(ps))
	}
}

// fullSteps returns the steps of a search of s that keeps every
// placement, so that no anchor can be skipped.
func (s State) fullSteps(t *testing.T) int {
	t.Helper()
	_, sp, err := s.findTop(1<<30, budget{})
	if err != nil {
		t.Fatal(err)
	}
	return sp.steps
}
