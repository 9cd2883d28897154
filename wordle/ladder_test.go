package wordle

import (
	"context"
	"os"
	"slices"
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
	k, ok := tilekit.Lookup("wordle")
	if !ok {
		t.Fatal("wordle is not registered")
	}
	m := arena.Match{Kind: k, Preset: preset, A: arena.Level(k, hi), B: arena.Level(k, lo), Games: games, Seed: seed}
	r, err := arena.Play(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it. In a two-seat
// game each player hosts one round and guesses the other's secret, so a
// game is won by guessing better and by setting a harder word.
func TestLadderQuick(t *testing.T) {
	games := map[tilekit.Level]int{tilekit.Medium: 16, tilekit.Hard: 16, tilekit.Expert: 4}
	for hi := tilekit.Medium; hi <= tilekit.Expert; hi++ {
		r := ladderMatch(t, "", hi, hi-1, games[hi], 7)
		t.Log(r)
		if p, _, _ := r.Rate(); p <= 0.5 {
			t.Errorf("%v takes %.1f%% of the points from %v, want more than half", hi, 100*p, hi-1)
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
// under the default rules (LADDER_PRESET picks another preset) and wants
// each level to take at least 60% of the points from the one below it.
// Each line it logs is the pair, the win rate with its 95% interval,
// wins, ties and losses, the mean scores (points: fewer is better) and
// the median move times.
func TestLadderLong(t *testing.T) {
	gametest.Ladder(t)
	for hi := tilekit.Medium; hi <= tilekit.Expert; hi++ {
		r := ladderMatch(t, os.Getenv("LADDER_PRESET"), hi, hi-1, gamesFromEnv(200), 2025)
		t.Log(r)
		if p, _, _ := r.Rate(); p < 0.6 {
			t.Errorf("%v takes %.1f%% of the points from %v, want at least 60%%", hi, 100*p, hi-1)
		}
	}
}

// TestHardOpenerLong: the Hard guesser's stored first word is the one its
// search finds over the bundled lists.
func TestHardOpenerLong(t *testing.T) {
	gametest.Ladder(t)
	s, err := New(DefaultRules(), Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	fit, err := s.fitting(nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := openers.Load(5)
	if got := maxEntropy(s.commonPool(), slices.Collect(fit.words)); got != want {
		t.Errorf("the Hard guesser's first word is %s, stored %s", got, want)
	}
}
