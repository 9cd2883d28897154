package gametest

import (
	"context"
	"os"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
)

// Ladder skips t unless the ladder's measurements are wanted:
// TILEKIT_LADDER=1 in the environment. A ladder test plays hundreds of
// games between adjacent bot levels (minutes to hours on two cores);
// its figures go into the level tables of the games' docs, and neither
// the README's command nor CI's long step repeats them.
func Ladder(t testing.TB) {
	t.Helper()
	if os.Getenv("TILEKIT_LADDER") != "1" {
		t.Skip("a ladder measurement: set TILEKIT_LADDER=1 to run it")
	}
}

// CheckLadder plays the registered game name's levels each against the
// one below it (games[hi] seeded games of hi against hi-1 under preset,
// seats alternating, as arena.Ladder plays them), logs each match's
// result, fails t where a level takes less than least of the points
// (ties count half), and returns the results in increasing order of hi.
func CheckLadder(t *testing.T, name, preset string, games map[tilekit.Level]int, seed uint64, least float64) []arena.Result {
	t.Helper()
	k, ok := tilekit.Lookup(name)
	if !ok {
		t.Fatalf("%s is not registered", name)
	}
	rs, err := arena.Ladder(context.Background(), arena.Match{Kind: k, Preset: preset, Seed: seed}, games)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		t.Log(r)
		if err := r.Short(least); err != nil {
			t.Error(err)
		}
	}
	return rs
}

// LongLadder is the measurement behind each game's level table, skipped
// unless TILEKIT_LADDER=1: 200 seeded games (LADDER_GAMES sets another
// number) of every level against the one below it under the preset
// LADDER_PRESET names (the game's default when empty), seed 2025, each
// level to take at least 60% of the points. Each line it logs is the
// pair, the win rate with its 95% interval, wins, ties and losses, the
// mean scores and the median move times.
func LongLadder(t *testing.T, name string) {
	t.Helper()
	Ladder(t)
	n := arena.GamesFromEnv(200)
	games := map[tilekit.Level]int{tilekit.Medium: n, tilekit.Hard: n, tilekit.Expert: n}
	CheckLadder(t, name, os.Getenv("LADDER_PRESET"), games, 2025, 0.6)
}
