package bot_test

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/internal/gametest"
)

// TestLadderQuick is the ladder below Expert on a small seeded sample:
// each level scores more on average than the one below it. (Expert's
// every move is a simulation: its games are in TestLadderLong.)
func TestLadderQuick(t *testing.T) {
	t.Parallel()
	games := map[tilekit.Level]int{tilekit.Medium: 40, tilekit.Hard: 40}
	for _, r := range gametest.CheckLadder(t, "wordgame", "", games, 7, 0) {
		a, _ := r.MeanScore(0)
		b, _ := r.MeanScore(1)
		if a <= b {
			t.Errorf("%s scores %.1f a game on average, %s %.1f", r.Match.A.Name, a, r.Match.B.Name, b)
		}
	}
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it).
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "wordgame") }

// TestSimulationBeatsEquityLong plays simulation (Expert) against equity
// (Hard) under the classic rules, 500 games (LADDER_GAMES sets another
// number), and wants at least 55% of the points. TILEKIT_LADDER=1 runs
// it: Expert simulates every move, so it takes about half an hour on two
// cores.
func TestSimulationBeatsEquityLong(t *testing.T) {
	gametest.Ladder(t)
	games := map[tilekit.Level]int{tilekit.Expert: arena.GamesFromEnv(500)}
	gametest.CheckLadder(t, "wordgame", "classic", games, 2026, 0.55)
}
