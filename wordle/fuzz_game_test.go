package wordle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// fuzzState is a game in progress for FuzzParseMove: three players, the
// secret set, one guess made.
func fuzzState(t testing.TB) State {
	s := mustNew(t, TimedMode(60e9), Setup{Players: 3, Seed: 1})
	return play(t, s, "0 secret solve", "1 guess crane")
}

func FuzzParseMove(f *testing.F) {
	seeds := []string{
		"1 guess CRANE", "2 crane", "crane", "1 giveup", "2 timeup", "0 secret SOLVE", `1 guess "cr ne"`,
		"", " ", "1", "-1 guess x", "1 guess a b", `1 "x"`, `guess ""`, "99999999999999999999 guess", "1\u00a0guess\u00a0slime",
		"1 gİveup", "1 GIVEUP", "1 guess ıdeas", "+1 guess crane",
	}
	gametest.FuzzParseMove(f, fuzzState(f), seeds)
}

func FuzzMoveUnmarshalText(f *testing.F) {
	for _, s := range []string{"1 guess CRANE", "0 secret SOLVE", "2 giveup", "3 timeup", `1 guess "a b"`, "1 none", "x", "1 guess CR4NE", "1 gİveup", "+1 giveup", "01 giveup", "1 guess (2 green, 1 yellow)", "0 (none)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.DecodeText[Move](t, []byte(text))
	})
}

func FuzzStateUnmarshalText(f *testing.F) {
	for _, name := range []string{"game-golden.txt", "game-solo.txt"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
		// The solo file holds four states; the first is a state by itself.
		if first, _, ok := strings.Cut(string(b)[1:], "wordle 1"); ok {
			f.Add(string(b)[:1] + first)
		}
	}
	f.Add(encodeState(f, fuzzState(f)))
	team := mustNew(f, FastMode(), Setup{Teams: [][]string{{"a", "b"}, nil}, Names: []string{"x", ""}})
	f.Add(encodeState(f, team))
	f.Add("")
	f.Add("wordle 1\n")
	f.Add("wordle 1\n\n\n\n")
	f.Add("\n\n\nwordle 1\n")
	f.Add(encodeState(f, fuzzState(f)) + "1 gİveup\n")
	gametest.FuzzDecodeState(f, func(t *testing.T, s State) {
		gametest.JSON(t, s.View(-1)) // fails t unless the onlooker's View encodes
		_ = s.Result()
	})
}
