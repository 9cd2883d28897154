package dictionary

import (
	"errors"
	"iter"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// set is a caller's dictionary with only Contains, and comparable.
type set struct{ words *map[string]bool }

func (s set) Contains(w string) bool { return (*s.words)[w] }

func newSet(words ...string) set {
	m := map[string]bool{}
	for _, w := range words {
		m[w] = true
	}
	return set{&m}
}

// lister is a caller's dictionary that lists its words but does not say
// their alphabet.
type lister struct{ set }

func (l lister) Words() iter.Seq[string] {
	return func(yield func(string) bool) {
		for w := range *l.words {
			if !yield(w) {
				return
			}
		}
	}
}

// prefixer answers prefix queries and does not say its alphabet.
type prefixer struct{ set }

func (p prefixer) HasPrefix(s string) bool {
	for w := range *p.words {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

type listPrefixer struct {
	lister
	prefixer
}

func (l listPrefixer) Contains(w string) bool { return l.lister.Contains(w) }

func TestInAlphabetKeeps(t *testing.T) {
	es := tiles.Spanish()
	own, _ := FromWords(es, slices.Values([]string{"CHORRO"}))
	english, _ := FromSlice([]string{"CAT"})
	var nilList *List
	f := Func(func(w string) bool { return w == "CHORRO" })
	for name, c := range map[string]struct {
		d Dictionary
		a *tiles.Alphabet
	}{
		"a list of the alphabet":  {own, es},
		"an English List":         {english, es},
		"a bundled English list":  {DefaultList(), es},
		"nil":                     {nil, es},
		"a typed nil":             {nilList, es},
		"a Func, English":         {f, tiles.English()},
		"a Func, nil alphabet":    {f, nil},
		"a set, English":          {newSet("CAT"), tiles.English()},
		"a Spanish List, English": {own, tiles.English()},
	} {
		got := InAlphabet(c.d, c.a)
		if _, isFunc := c.d.(Func); isFunc {
			if _, still := got.(Func); !still {
				t.Errorf("%s: InAlphabet wrapped it", name)
			}
			continue
		}
		if got != c.d {
			t.Errorf("%s: InAlphabet gave %T, not the dictionary itself", name, got)
		}
	}
	// The game then reports the mismatch it did before.
	if AlphabetOf(InAlphabet(english, es)) != tiles.English() {
		t.Error("an English list became Spanish")
	}
}

func TestInAlphabetContainsOnly(t *testing.T) {
	es := tiles.Spanish() // no bundle registered in this package's tests
	calls := []string{}
	f := Func(func(w string) bool { calls = append(calls, w); return w == "CHORRO" || w == "AÑO" })
	d := InAlphabet(f, es)
	if AlphabetOf(d) != es {
		t.Fatalf("alphabet %s", AlphabetOf(d))
	}
	// A game asks words as the alphabet writes them.
	codes, _ := es.ParseWord("[CH]O[RR]O")
	if !d.Contains(es.Word(codes)) || d.Contains("PERRO") {
		t.Error("Contains does not pass through")
	}
	if !slices.Equal(calls, []string{"CHORRO", "PERRO"}) {
		t.Errorf("calls %q", calls)
	}
	if _, ok := d.(Lister); ok {
		t.Error("a Contains-only list lists words with no bundle registered")
	}
	if _, ok := d.(PrefixChecker); ok {
		t.Error("a Contains-only list answers prefixes")
	}
	err := CheckLister(d)
	want := `dictionary: the word list cannot list its words: the spanish list answers only Contains; give a *dictionary.List (dictionary.ReadWords) or implement dictionary.Lister, or add import _ "github.com/tilekit/tilekit/dictionary/es" to search its bundled words with your Contains`
	if !errors.Is(err, ErrCannotList) || err.Error() != want {
		t.Errorf("CheckLister:\n%v\nwant\n%s", err, want)
	}
	if err := CheckLister(InAlphabet(f, tiles.Catalan())); err == nil || strings.Contains(err.Error(), "import") {
		t.Errorf("CheckLister of a Catalan Func: %v", err)
	}
	if err := CheckLister(DefaultList()); err != nil {
		t.Errorf("CheckLister(DefaultList()) = %v", err)
	}
	if err := CheckLister(nil); !errors.Is(err, ErrNil) {
		t.Errorf("CheckLister(nil) = %v", err)
	}
}

// With a bundle registered for the alphabet, a Contains-only list lists
// the bundled words it contains.
func TestInAlphabetSearchesBundle(t *testing.T) {
	tl := testland()
	a := tl.Alphabet()
	d := InAlphabet(newSet("CHOCO", "ORO", "DECORO", "ZZZ"), a)
	if CheckLister(d) != nil {
		t.Fatal(CheckLister(d))
	}
	words, _ := Words(d)
	if got := slices.Collect(words); !slices.Equal(got, []string{"ORO", "CHOCO", "DECORO"}) {
		t.Errorf("Words = %q", got)
	}
	three, ok := WordsOfLength(d, 4) // CH O C O
	if got := slices.Collect(three); !ok || !slices.Equal(got, []string{"CHOCO"}) {
		t.Errorf("WordsOfLength(4) = %q", got)
	}
	if !d.Contains("ZZZ") {
		t.Error("a word the bundle lacks is refused by Contains")
	}
	// Comparable: a cache keyed by the result finds one entry.
	if InAlphabet(d.(listIn).d, a) != d {
		t.Error("InAlphabet gives unequal values for one dictionary")
	}
	c := NewCache(func(Dictionary) *int { return new(int) })
	if c.Get(InAlphabet(d.(listIn).d, a)) != c.Get(d) {
		t.Error("the cache builds twice for one dictionary")
	}
}

func TestInAlphabetKeepsAbilities(t *testing.T) {
	es := tiles.Spanish()
	words := newSet("CHORRO", "CALLE", "CASA", "KILO")
	for name, c := range map[string]struct {
		d            Dictionary
		list, prefix bool
	}{
		"lister":      {lister{words}, true, false},
		"prefixer":    {prefixer{words}, false, true},
		"both":        {listPrefixer{lister{words}, prefixer{words}}, true, true},
		"contains":    {words, false, false},
		"length only": {lengthOnly{words}, true, false},
	} {
		d := InAlphabet(c.d, es)
		_, list := d.(Lister)
		_, length := d.(LengthLister)
		_, prefix := d.(PrefixChecker)
		if list != c.list || length != c.list || prefix != c.prefix || AlphabetOf(d) != es {
			t.Errorf("%s: Lister %v, LengthLister %v, PrefixChecker %v", name, list, length, prefix)
			continue
		}
		if c.prefix && (!d.(PrefixChecker).HasPrefix("CHO") || d.(PrefixChecker).HasPrefix("X")) {
			t.Errorf("%s: HasPrefix does not pass through", name)
		}
		if !c.list {
			continue
		}
		// Lengths count the alphabet's letters; KILO is no Spanish word.
		four, _ := WordsOfLength(d, 4)
		got := slices.Sorted(four)
		if want := []string{"CALLE", "CASA", "CHORRO"}; name != "length only" && !slices.Equal(got, want) {
			t.Errorf("%s: WordsOfLength(4) = %q, want %q", name, got, want)
		}
	}
}

// lengthOnly lists its words by length only.
type lengthOnly struct{ set }

func (l lengthOnly) WordsOfLength(n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		for w := range *l.words {
			if len(w) == n && !yield(w) {
				return
			}
		}
	}
}
