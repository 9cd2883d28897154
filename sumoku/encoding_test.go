package sumoku

import (
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
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Ada", "Bo"}, Seed: 1}))
	gametest.RefusalNames(t, s, ParseMove, map[string]string{"0,0=Q9": "Ada", "1 swap Q9": "Bo", "9 swap Q9": "Ada"})
}
