package sumoku

import (
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
