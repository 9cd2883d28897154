package solver

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// TestLadderQuick is the bottom of the ladder on a small seeded sample:
// Medium, searching the whole dictionary with ten times Easy's budget,
// takes more than half the points from Easy. (The upper levels cost
// seconds a game; TestLadderLong plays them.)
func TestLadderQuick(t *testing.T) {
	t.Parallel()
	gametest.CheckLadder(t, "wordoku", "", map[tilekit.Level]int{tilekit.Medium: 12}, 7, 0.51)
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it, about half
// an hour on one core). Its mean scores are tokens.
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "wordoku") }
