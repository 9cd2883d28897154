package sumoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// Decoding refuses 10 MB of hostile text with little more memory than the
// text itself and a short error: the lines are read one by one, never
// split up front.
func TestUnmarshalTextMemory(t *testing.T) {
	const size = 10 << 20
	newlines := strings.Repeat("\n", size)
	s, err := New(DefaultRules(), Setup{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	good, _ := s.MarshalText()
	long := strings.Repeat("x", size)
	for name, text := range map[string]string{
		"newlines":             newlines,
		"header then newlines": textVersion + "\n" + newlines,
		"a long first line":    long + "\n",
		"state then newlines":  string(good) + newlines,
		"state then bad moves": string(good) + strings.Repeat("move x\n", size/7),
		"a long names line":    strings.Replace(string(good), "\nseed ", "\nnames "+long+"\nseed ", 1),
	} {
		gametest.Refuses[State](t, name, []byte(text))
	}
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
