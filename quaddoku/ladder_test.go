package quaddoku_test

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	_ "github.com/tilekit/tilekit/quaddoku"
)

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it. The quick run
// plays 2, 2 and 1 games; the long run (TILEKIT_LONG=1) 2, 4 and 2.
func TestLadderQuick(t *testing.T) {
	t.Parallel()
	games := gametest.Size(
		map[tilekit.Level]int{tilekit.Medium: 2, tilekit.Hard: 2, tilekit.Expert: 1}, // quick
		map[tilekit.Level]int{tilekit.Medium: 2, tilekit.Hard: 4, tilekit.Expert: 2}) // TILEKIT_LONG=1
	gametest.CheckLadder(t, "quaddoku", "", games, 7, 0.51)
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it).
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "quaddoku") }
