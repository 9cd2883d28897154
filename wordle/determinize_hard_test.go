package wordle

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
)

// TestDeterminizeHardModeRows: in hard mode a hidden board's rows limit
// one another, so a row drawn without looking ahead can leave no word for
// a later one. Here guesser 1's ABRUPT (two greens, a yellow) and ABATES
// (five greens) were found against ABATED: most words with ABRUPT's
// counts rule out every five-green word, and a Determinize that drew rows
// one at a time failed for the onlooker (found by TestConformance). Every
// seat, and every seed, must now find rows.
func TestDeterminizeHardModeRows(t *testing.T) {
	r := HardMode()
	r.WordLength = 6
	base, err := New(r, Setup{Players: 3, Seed: 5, Dictionary: dictionary.Common()})
	if err != nil {
		t.Fatal(err)
	}
	open := playAll(t, base, SetSecret(0, "ABATED"), Guess(1, "ABRUPT"), Guess(1, "ABATES"), Guess(2, "ABATED"))
	done := playAll(t, open, Guess(1, "ABATED"))
	if open.current().over || !done.rounds[0].over {
		t.Fatal("the positions are not the ones the test means")
	}
	for _, s := range []State{open, done} {
		for seat := tilekit.Onlooker; seat < s.Players(); seat++ {
			for seed := range uint64(40) {
				d, err := s.Determinize(seat, seed)
				if err != nil {
					t.Fatalf("Determinize(%d, %d): %v\n%s", seat, seed, err, stateText(t, s))
				}
				if got, want := viewJSON(t, d, seat), viewJSON(t, s, seat); got != want {
					t.Fatalf("Determinize(%d, %d) changed the view:\n got %s\nwant %s", seat, seed, got, want)
				}
			}
		}
	}
}

// playAll applies ms in turn.
func playAll(t *testing.T, s State, ms ...Move) State {
	t.Helper()
	for _, m := range ms {
		var err error
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	return s
}
