package wordoku

import (
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// TestDecodeMemory reads a text of about 4 MiB of moves, the most a state
// text may hold, each an arrangement that keeps the grid as it is: the
// decoder must stay within gametest.MaxDecodeAlloc bytes per byte of it
// (it allocated about 35 a byte when every move copied the seats, the
// history, the grid's tiles and its cells' texts), and a text one byte
// longer than the cap is refused before it is read.
func TestDecodeMemory(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Kim", "Sis"}, Seed: 1}))
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	line := "move 0 arrange " + s.Grid(0).String() + "\n"
	gametest.DecodesToCap[State](t, "moves to the cap", text, line)
}
