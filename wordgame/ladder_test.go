package wordgame_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/internal/gametest"
)

// ladderMatch plays games seeded games of preset between level hi (A)
// and level lo (B), seats alternating.
func ladderMatch(t *testing.T, preset string, hi, lo tilekit.Level, games int, seed uint64) arena.Result {
	t.Helper()
	k, ok := tilekit.Lookup("wordgame")
	if !ok {
		t.Fatal("wordgame is not registered")
	}
	m := arena.Match{Kind: k, Preset: preset, A: arena.Level(k, hi), B: arena.Level(k, lo), Games: games, Seed: seed}
	r, err := arena.Play(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestLadderQuick is the ladder below Expert on a small seeded sample:
// each level scores more on average than the one below it. (Expert's
// every move is a simulation: its games are in TestLadderLong.)
func TestLadderQuick(t *testing.T) {
	for hi := tilekit.Medium; hi <= tilekit.Hard; hi++ {
		r := ladderMatch(t, "", hi, hi-1, 40, 7)
		t.Log(r)
		a, _ := r.MeanScore(0)
		b, _ := r.MeanScore(1)
		if a <= b {
			t.Errorf("%v scores %.1f a game on average, %v %.1f", hi, a, hi-1, b)
		}
	}
}

// gamesFromEnv returns LADDER_GAMES when set, else def.
func gamesFromEnv(def int) int {
	if n, err := strconv.Atoi(os.Getenv("LADDER_GAMES")); err == nil && n > 0 {
		return n
	}
	return def
}

// TestLadderLong plays the ladder's 200 games per adjacent pair of levels
// under the default rules and wants each level to take at least 60% of
// the points from the one below it.
func TestLadderLong(t *testing.T) {
	gametest.Ladder(t)
	for hi := tilekit.Medium; hi <= tilekit.Expert; hi++ {
		r := ladderMatch(t, "", hi, hi-1, gamesFromEnv(200), 2025)
		t.Log(r)
		if p, _, _ := r.Rate(); p < 0.6 {
			t.Errorf("%v takes %.1f%% of the points from %v, want at least 60%%", hi, 100*p, hi-1)
		}
	}
}

// TestSimulationBeatsEquityLong plays simulation (Expert) against equity
// (Hard) under the classic rules, 500 games, and wants at least 55% of
// the points.
func TestSimulationBeatsEquityLong(t *testing.T) {
	gametest.Ladder(t)
	r := ladderMatch(t, "classic", tilekit.Expert, tilekit.Hard, gamesFromEnv(500), 2026)
	t.Log(r)
	if p, _, _ := r.Rate(); p < 0.55 {
		t.Errorf("simulation takes %.1f%% of the points from equity, want at least 55%%", 100*p)
	}
}
