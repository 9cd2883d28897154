package quaddoku

import (
	"errors"
	"iter"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
)

// A nil value of a dictionary type would panic on its first question: New
// refuses it, and Attach given one returns a State that refuses moves,
// saying why. Attach(nil), like a nil Setup.Dictionary, means the bundled
// default.
func TestNilDictionary(t *testing.T) {
	var list *dictionary.List
	var fn dictionary.Func
	for _, d := range []dictionary.Dictionary{list, fn} {
		if _, err := New(DefaultRules(), Setup{Players: 1, Dictionary: d}); !errors.Is(err, ErrBadSetup) || !errors.Is(err, dictionary.ErrNil) {
			t.Errorf("New with a nil %T: %v", d, err)
		}
		s, err := New(DefaultRules(), Setup{Players: 1})
		if err != nil {
			t.Fatal(err)
		}
		a := s.Attach(d)
		m := mustMove(t, "02=E3")
		err = a.Validate(m)
		if !errors.Is(err, ErrDetached) || !strings.Contains(err.Error(), "nil") {
			t.Errorf("Validate after Attach(nil %T): %v", d, err)
		}
		if _, err := a.BestMove(); !errors.Is(err, ErrDetached) {
			t.Errorf("BestMove after Attach(nil %T): %v", d, err)
		}
		if ms, _, err := a.TopMoves(2, 12, Budget); len(ms) != 0 || !errors.Is(err, ErrDetached) {
			t.Errorf("TopMoves after Attach(nil %T): %v, %v", d, ms, err)
		}
		for m := range a.LegalMoves() {
			t.Fatalf("LegalMoves after Attach(nil %T) yields %v", d, m)
		}
		if err := a.Validate(Pass()); err != nil {
			t.Errorf("a pass after Attach(nil %T): %v", d, err)
		}
		// Its text says custom, and reads back detached too.
		text, _ := a.MarshalText()
		var back State
		if err := back.UnmarshalText(text); err != nil || !back.detached {
			t.Errorf("decoded: %v, detached %v", err, back.detached)
		}
		if err := a.Attach(dictionary.Default()).Validate(m); err != nil {
			t.Errorf("Attach(Default) after a bad Attach: %v", err)
		}
		if back := a.Attach(nil); back.detached || back.dictKind != dictionary.DefaultName || back.Validate(m) != nil {
			t.Errorf("Attach(nil) after a bad Attach: detached %v, dictionary %q", back.detached, back.dictKind)
		}
	}
}

// endless yields one word for ever, in both cases, as a buggy or hostile
// dictionary might.
type endless struct{ n *int }

func (e endless) Contains(w string) bool { return true }

func (e endless) WordsOfLength(n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; ; i++ {
			*e.n++
			w := "BEAT"
			if i%2 == 1 {
				w = "beat"
			}
			if *e.n > 3*26*26*26*26 || !yield(w) {
				return
			}
		}
	}
}

// The word index holds each word once however often a dictionary yields
// it: its memory is bounded by the 26^4 four-letter strings.
func TestIndexBounded(t *testing.T) {
	n := 0
	var ix *index
	mem := allocated(func() { ix = buildIndex(endless{&n}) })
	// B E A T, letters counted from A = 0.
	if len(ix.words) != 1 || ix.words[0] != [4]byte{1, 4, 0, 19} {
		t.Errorf("index of an endless BEAT: %d words", len(ix.words))
	}
	if mem > 1<<20 {
		t.Errorf("%d bytes allocated for %d yields of one word", mem, n)
	}
}
