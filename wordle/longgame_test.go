package wordle

import (
	"runtime"
	"testing"
)

// longestGame plays the longest game the limits allow: MaxPlayers players,
// MaxTries rows each, every guesser using every row in every round.
func longestGame(t testing.TB) State {
	r := DefaultRules()
	r.Tries = MaxTries
	s := mustNew(t, r, Setup{Players: MaxPlayers})
	for round := range MaxPlayers {
		next, err := s.Apply(SetSecret(round, "SOLVE"))
		if err != nil {
			t.Fatal(err)
		}
		s = next
		for range MaxTries {
			for p := range MaxPlayers {
				if p == round {
					continue
				}
				if s, err = s.Apply(Guess(p, "CRANE")); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if !s.Over() {
		t.Fatal("the longest game is not over")
	}
	return s
}

// Decoding the longest legal game allocates a small multiple of its text.
func TestUnmarshalTextLongestGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays the longest game")
	}
	text := encodeState(t, longestGame(t))
	var s State
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	err := s.UnmarshalText([]byte(text))
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("decoding %d bytes allocated %d bytes (%.1f times)", len(text), alloc, float64(alloc)/float64(len(text)))
	if alloc > 8*uint64(len(text)) {
		t.Errorf("decoding %d bytes allocated %d bytes", len(text), alloc)
	}
}
