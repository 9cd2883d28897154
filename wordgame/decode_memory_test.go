package wordgame_test

import (
	"runtime"
	"testing"

	"github.com/tilekit/tilekit/wordgame"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The longest games the rules allow (a tile a turn, and between two
// turns as many passes as the scoreless limit leaves room for) decode
// with memory a small multiple of their text, beside a fixed amount for
// the rules, the board and the word list's tables.
func TestDecodeMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a long game")
	}
	r := wordgame.Classic()
	r.ScorelessTurns = 100
	s, err := wordgame.New(r, wordgame.Setup{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for !s.Over() {
		var one wordgame.Move
		found := false
		for _, m := range s.AppendLegalMoves(nil) {
			if len(m.String()) < len(one.String()) || !found {
				one, found = m, true
			}
		}
		if !found {
			one = wordgame.Pass()
		}
		if s, err = s.Apply(one); err != nil {
			t.Fatal(err)
		}
		for range r.ScorelessTurns - 2 {
			if s.Over() {
				break
			}
			if s, err = s.Apply(wordgame.Pass()); err != nil {
				t.Fatal(err)
			}
		}
	}
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back wordgame.State
	var derr error
	n := allocated(func() { derr = back.UnmarshalText(text) })
	if derr != nil {
		t.Fatal(derr)
	}
	t.Logf("%d moves, %d bytes of text: decoding allocated %d bytes (%.1f a byte)", len(s.History()), len(text), n, float64(n)/float64(len(text)))
	const fixed = 4 << 20
	if n > 16*uint64(len(text))+fixed {
		t.Errorf("decoding %d bytes of text allocated %d bytes: more than 16 a byte beside %d", len(text), n, fixed)
	}
}
