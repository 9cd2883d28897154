package quaddoku_test

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/internal/gametest"
	_ "github.com/tilekit/tilekit/quaddoku"
)

// ladder plays each level against the one below it (games[hi] seeded
// games of hi against hi-1, seats alternating) and fails the test
// where a level takes less than least of the points.
func ladder(t *testing.T, games map[tilekit.Level]int, seed uint64, least float64) {
	t.Helper()
	k, ok := tilekit.Lookup("quaddoku")
	if !ok {
		t.Fatal("quaddoku is not registered")
	}
	rs, err := arena.Ladder(context.Background(), arena.Match{Kind: k, Seed: seed}, games)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		t.Log(r)
		if err := r.Short(least); err != nil {
			t.Error(err)
		}
	}
}

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it.
func TestLadderQuick(t *testing.T) {
	ladder(t, map[tilekit.Level]int{tilekit.Medium: 2, tilekit.Hard: 4, tilekit.Expert: 2}, 7, 0.51)
}

// TestLadderLong plays the ladder's 200 games per adjacent pair of
// levels (LADDER_GAMES sets another number) and wants each level to
// take at least 60% of the points from the one below it. Each line it
// logs is the pair, the win rate with its 95% interval, wins, ties and
// losses, the mean scores and the median move times.
func TestLadderLong(t *testing.T) {
	gametest.Ladder(t)
	n := arena.GamesFromEnv(200)
	ladder(t, map[tilekit.Level]int{tilekit.Medium: n, tilekit.Hard: n, tilekit.Expert: n}, 2025, 0.6)
}
