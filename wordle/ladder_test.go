package wordle

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it. In a two-seat
// game each player hosts one round and guesses the other's secret, so a
// game is won by guessing better and by setting a harder word.
func TestLadderQuick(t *testing.T) {
	games := map[tilekit.Level]int{tilekit.Medium: 16, tilekit.Hard: 16, tilekit.Expert: 4}
	gametest.CheckLadder(t, "wordle", "", games, 7, 0.51)
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it). Its mean
// scores are points: fewer is better.
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "wordle") }

// TestHardOpenerLong: the Hard guesser's stored first word is the one its
// search finds over the bundled lists.
func TestHardOpenerLong(t *testing.T) {
	gametest.Long(t)
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
