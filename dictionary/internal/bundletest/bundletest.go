// Package bundletest checks a bundled word list of another alphabet than
// English, for the tests of the language packages (dictionary/es, fr and
// de): its word count, that every word is spelled in its alphabet and
// reads back as itself, that its common list is part of its playable
// list, that it is registered under its names, and that it loads once
// however many goroutines ask at once.
package bundletest

import (
	"sync"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// A Want is what a test expects of one alphabet's bundle.
type Want struct {
	Alphabet         *tiles.Alphabet
	Playable, Common func() *dictionary.List // the package's accessors
	PlayableCount    int
	CommonCount      int
	Words            []string // some words the playable list has (any case)
	CommonWords      []string // some words the common list has
	NotWords         []string // some strings that no list has
}

// Check runs every check of w, each as a subtest.
func Check(t *testing.T, w Want) {
	t.Run("Once", func(t *testing.T) { once(t, w) })
	t.Run("Registered", func(t *testing.T) { registered(t, w) })
	t.Run("Counts", func(t *testing.T) { counts(t, w) })
	t.Run("Spelled", func(t *testing.T) {
		spelled(t, w.Alphabet, w.Playable())
		spelled(t, w.Alphabet, w.Common())
	})
	t.Run("CommonInPlayable", func(t *testing.T) {
		p := w.Playable()
		for word := range w.Common().Words() {
			if !p.Contains(word) {
				t.Fatalf("common word %q is not playable", word)
			}
		}
	})
	t.Run("Words", func(t *testing.T) {
		p, c := w.Playable(), w.Common()
		for _, word := range w.Words {
			if !p.Contains(word) {
				t.Errorf("playable list lacks %q", word)
			}
		}
		for _, word := range w.CommonWords {
			if !c.Contains(word) {
				t.Errorf("common list lacks %q", word)
			}
		}
		for _, word := range w.NotWords {
			if p.Contains(word) || c.Contains(word) {
				t.Errorf("a list has %q", word)
			}
		}
	})
}

// once asks for both lists from many goroutines at once (run the tests
// with -race to check it): every one gets the same list, and it answers
// Contains while the others read it.
func once(t *testing.T, w Want) {
	const n = 8
	var wg sync.WaitGroup
	got := make([][2]*dictionary.List, n)
	for i := range n {
		wg.Go(func() {
			p, c := w.Playable(), w.Common()
			got[i] = [2]*dictionary.List{p, c}
			for _, word := range w.Words {
				p.Contains(word)
			}
		})
	}
	wg.Wait()
	for i := range n {
		if got[i] != got[0] || got[i][0] == nil || got[i][1] == nil {
			t.Fatalf("goroutine %d got lists %p, goroutine 0 %p", i, got[i], got[0])
		}
	}
}

func registered(t *testing.T, w Want) {
	b, err := dictionary.ForAlphabet(w.Alphabet)
	if err != nil {
		t.Fatal(err)
	}
	if b.Playable() != w.Playable() || b.Common() != w.Common() || b.Alphabet() != w.Alphabet {
		t.Errorf("ForAlphabet(%s) is not the package's bundle", w.Alphabet)
	}
	for _, l := range []*dictionary.List{w.Playable(), w.Common()} {
		name := dictionary.Name(l)
		d, ok := dictionary.ByName(name)
		if name == "" || !ok || d != dictionary.Dictionary(l) {
			t.Errorf("Name = %q, ByName gives %v, %v", name, d, ok)
		}
		if d, err := dictionary.Lookup(name); err != nil || d != dictionary.Dictionary(l) {
			t.Errorf("Lookup(%q) = %v, %v", name, d, err)
		}
		if dictionary.AlphabetOf(l) != w.Alphabet {
			t.Errorf("%s list's alphabet is %s", name, dictionary.AlphabetOf(l))
		}
	}
}

func counts(t *testing.T, w Want) {
	if n := w.Playable().Len(); n != w.PlayableCount {
		t.Errorf("%s playable list has %d words, want %d", w.Alphabet, n, w.PlayableCount)
	}
	if n := w.Common().Len(); n != w.CommonCount {
		t.Errorf("%s common list has %d words, want %d", w.Alphabet, n, w.CommonCount)
	}
}

// spelled checks that every word of l is spelled in a, reads back as
// itself from its text (so its letters are those a player's move of the
// word spells) and that l finds it again; for a sample of the words, that
// the lower-case text and the notation (brackets round each letter of
// several characters) read back too.
func spelled(t *testing.T, a *tiles.Alphabet, l *dictionary.List) {
	count := 0
	var buf []byte
	for k := 1; k <= dictionary.MaxWordLen; k++ {
		for word := range l.WordsOfLength(k) {
			count++
			codes, err := a.AppendParse(buf[:0], word)
			buf = codes
			if err != nil || len(codes) != k || a.Word(codes) != word {
				t.Fatalf("%q (%d letters) does not read back in the %s alphabet: %v", word, k, a, err)
			}
			if !l.Contains(word) {
				t.Fatalf("list lacks its own word %q", word)
			}
			if count%61 != 0 {
				continue
			}
			if back, err := a.Parse(a.Format(codes)); err != nil || string(back) != string(codes) {
				t.Fatalf("%q: its notation %q reads as %q, %v", word, a.Format(codes), back, err)
			}
			if !l.Contains(lower(a, codes)) {
				t.Fatalf("list lacks %q in lower case", word)
			}
		}
	}
	if count != l.Len() {
		t.Errorf("the lengths 1 to %d hold %d words, the list %d", dictionary.MaxWordLen, count, l.Len())
	}
}

// lower returns codes as a word in lower case.
func lower(a *tiles.Alphabet, codes []byte) string {
	low := make([]byte, len(codes))
	for i, c := range codes {
		low[i] = c | tiles.Lower
	}
	return a.Word(low)
}
