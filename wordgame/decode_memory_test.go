package wordgame_test

import (
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
)

// The longest games the rules allow (a tile a turn, and between two
// turns as many passes as the scoreless limit leaves room for) decode
// with memory a small multiple of their text (gametest.Decodes: at most
// gametest.MaxDecodeAlloc bytes a byte, and 1 MiB besides).
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
	per := gametest.Decodes[wordgame.State](t, "the longest game", text)
	t.Logf("%d moves, %d bytes of text, %.1f bytes allocated a byte", len(s.History()), len(text), per)
}
