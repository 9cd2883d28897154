package solver_test

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/sumoku/solver"
)

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it. The quick run
// plays 3, 3 and 1 games; the long run (TILEKIT_LONG=1) 6, 6 and 2.
func TestLadderQuick(t *testing.T) {
	t.Parallel()
	games := gametest.Size(
		map[tilekit.Level]int{tilekit.Medium: 3, tilekit.Hard: 3, tilekit.Expert: 1}, // quick
		map[tilekit.Level]int{tilekit.Medium: 6, tilekit.Hard: 6, tilekit.Expert: 2}) // TILEKIT_LONG=1
	gametest.CheckLadder(t, "sumoku", "", games, 7, 0.51)
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it).
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "sumoku") }

// TestStandardLevels checks each level's move in the first positions of
// a standard game (6 in the quick run, 8 with TILEKIT_LONG=1) against the
// package doc's table: Easy one of the 10 best placements of one or two
// tiles, Medium the best of them, Hard the best placement, Expert one of
// the 8 best; and each is the same move again for the same seed.
func TestStandardLevels(t *testing.T) {
	t.Parallel()
	s := gametest.Must(sumoku.New(sumoku.DefaultRules(), sumoku.Setup{Players: 2, Seed: 9}))
	easy := map[string]bool{}
	expertApart := false
	turns := gametest.Size(6, 8)
	for turn := 0; turn < turns && !s.Over(); turn++ {
		seat := s.ToMove()[0]
		all, small := placementScores(t, s, 99), placementScores(t, s, 2)
		for _, level := range tilekit.Levels() {
			m, err := solver.BotMove(s, level, 5, seat)
			again, _ := solver.BotMove(s, level, 5, seat)
			if err != nil || m != again {
				t.Fatalf("turn %d, %v: %v, then %v (%v)", turn, level, m, again, err)
			}
			sc, err := s.Score(m)
			if err != nil {
				t.Fatalf("turn %d, %v plays %v: %v", turn, level, m, err)
			}
			n := len(m.Placements())
			var ok bool
			switch level {
			case tilekit.Easy:
				ok = n <= 2 && sc.Total >= small[min(9, len(small)-1)]
				easy[m.String()] = true
			case tilekit.Medium:
				ok = n <= 2 && sc.Total == small[0]
			case tilekit.Hard:
				ok = sc.Total == all[0]
			case tilekit.Expert:
				ok = sc.Total >= all[min(7, len(all)-1)]
				expertApart = expertApart || sc.Total != all[0]
			}
			if len(small) == 0 && level <= tilekit.Medium {
				ok = sc.Total == all[0] // only larger placements fit
			}
			if !ok {
				t.Errorf("turn %d: %v plays %v (%d tiles, %d points); best %v, best of one or two tiles %v",
					turn, level, m, n, sc.Total, all[:min(10, len(all))], small[:min(10, len(small))])
			}
		}
		m, _ := s.BestMove()
		s, _ = s.Apply(m)
	}
	if len(easy) < 2 || !expertApart {
		t.Errorf("in %d positions, Easy made %d different moves, and Expert passed up the best score: %v", turns, len(easy), expertApart)
	}
}

// placementScores lists the scores of s's legal placements of at most
// size tiles, best first.
func placementScores(t *testing.T, s sumoku.State, size int) []int {
	t.Helper()
	var scores []int
	for m := range s.LegalMoves() {
		if len(m.Placements()) <= size {
			sc := gametest.Must(s.Score(m))
			scores = append(scores, sc.Total)
		}
	}
	slices.Sort(scores)
	slices.Reverse(scores)
	return scores
}
