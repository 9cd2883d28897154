package wordoku

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/internal/gametest"
)

// ladderMatch plays games seeded two-seat games of preset between level
// hi (A) and level lo (B), seats alternating.
func ladderMatch(t *testing.T, preset string, hi, lo tilekit.Level, games int, seed uint64) arena.Result {
	t.Helper()
	k, ok := tilekit.Lookup("wordoku")
	if !ok {
		t.Fatal("wordoku is not registered")
	}
	m := arena.Match{Kind: k, Preset: preset, A: arena.Level(k, hi), B: arena.Level(k, lo), Games: games, Seed: seed}
	r, err := arena.Play(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestLadderQuick is the bottom of the ladder on a small seeded sample:
// Medium, searching the whole dictionary with ten times Easy's budget,
// takes more than half the points from Easy. (The upper levels cost
// seconds a game; TestLadderLong plays them.)
func TestLadderQuick(t *testing.T) {
	r := ladderMatch(t, "", tilekit.Medium, tilekit.Easy, 12, 7)
	t.Log(r)
	if p, _, _ := r.Rate(); p <= 0.5 {
		t.Errorf("Medium takes %.1f%% of the points from Easy, want more than half", 100*p)
	}
}

// TestLadderLong plays the ladder's 200 games per adjacent pair of levels
// under the default rules (LADDER_GAMES and LADDER_PRESET change the
// sample and the preset) and wants each level to take at least 60% of the
// points from the one below it. Each line it logs is the pair, the win
// rate with its 95% interval, wins, ties and losses, the mean scores
// (tokens) and the median move times. It takes about half an hour on one
// core.
func TestLadderLong(t *testing.T) {
	gametest.Ladder(t)
	games := 200
	if n, err := strconv.Atoi(os.Getenv("LADDER_GAMES")); err == nil && n > 0 {
		games = n
	}
	for hi := tilekit.Medium; hi <= tilekit.Expert; hi++ {
		r := ladderMatch(t, os.Getenv("LADDER_PRESET"), hi, hi-1, games, 2025)
		t.Log(r)
		if p, _, _ := r.Rate(); p < 0.6 {
			t.Errorf("%v takes %.1f%% of the points from %v, want at least 60%%", hi, 100*p, hi-1)
		}
	}
}
