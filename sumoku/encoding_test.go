package sumoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// Decoding refuses megabytes of bad move lines with memory proportional
// to the input (gametest.Hostile checks the header lines).
func TestUnmarshalTextLongMoves(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 1}))
	good, _ := s.MarshalText()
	gametest.Refuses[State](t, "state then bad moves", []byte(string(good)+strings.Repeat("move x\n", (10<<20)/7)))
}

// ParseMove names in an error the seat the text starts with, or else the
// player to move.
func TestParseMoveNamesPlayer(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ada", "Bo"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"0,0=Q9": "Ada", "1 swap Q9": "Bo", "9 swap Q9": "Ada"} {
		_, err := ParseMove(s, text)
		var me *MoveError
		if !errors.As(err, &me) || me.Player != want {
			t.Errorf("ParseMove(%q) = %v, want an error naming %s", text, err, want)
		}
	}
}
