package solver

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordle"
)

// Helpers of the tests of the bots and hints, on games of package wordle.

// play applies moves written in the notation, failing t on any rejection.
func play(t testing.TB, s wordle.State, moves ...string) wordle.State {
	t.Helper()
	for _, text := range moves {
		m, err := wordle.ParseMove(s, text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("Apply(%q): %v", text, err)
		}
	}
	return s
}

func mustNew(t testing.TB, r wordle.Rules, setup wordle.Setup) wordle.State {
	t.Helper()
	s, err := wordle.New(r, setup)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// three is a game of Ann, Bob and Cy in which Ann has set SOLVE.
func three(t *testing.T, r wordle.Rules) wordle.State {
	t.Helper()
	return play(t, mustNew(t, r, wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}}), "0 secret SOLVE")
}

// wrap is s behind the root's Game.
func wrap(s wordle.State) tilekit.Game { return gamekit.Wrap("wordle", s) }

// wordleKind is the registered kind, with this package's engine.
func wordleKind() tilekit.Kind {
	k, _ := tilekit.Lookup("wordle")
	return k
}

// mapDict is a dictionary of a few words that cannot list them.
type mapDict map[string]bool

func (m mapDict) Contains(w string) bool { return m[strings.ToUpper(w)] }
