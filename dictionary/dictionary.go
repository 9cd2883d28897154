package dictionary

import (
	"iter"

	"github.com/tilekit/tilekit/tiles"
)

// A Dictionary says whether a string is a word. Contains must accept any
// string: words are letters, compared without regard to case, and
// anything else (the empty string, digits, spaces, letters outside the
// alphabet) is not a word. A dictionary's words are English, ASCII A–Z,
// unless it says otherwise by implementing [Alphabetic]. Implementations
// used by games must be safe for concurrent use.
type Dictionary interface {
	Contains(word string) bool
}

// A Lister can enumerate its words.
type Lister interface {
	Dictionary
	// Words yields every word once, in upper case: shorter words first,
	// alphabetical within a length.
	Words() iter.Seq[string]
}

// A LengthLister can enumerate its words of one length quickly.
type LengthLister interface {
	Dictionary
	// WordsOfLength yields every word of n letters once, in upper case
	// and alphabetical order.
	WordsOfLength(n int) iter.Seq[string]
}

// A PrefixChecker can say whether any word starts with a prefix.
type PrefixChecker interface {
	Dictionary
	// HasPrefix reports whether some word begins with prefix (compared
	// without regard to case). Every word has itself as a prefix; the
	// empty prefix is true for a non-empty dictionary.
	HasPrefix(prefix string) bool
}

// An Alphabetic dictionary holds words of the alphabet it names; its
// Contains reads words as that alphabet does ([tiles.Alphabet.ParseWord]:
// greedily, so Spanish "CHORRO" is CH O RR O, in any case and with the
// alphabet's folds). A [List] built with [FromWords] is one.
type Alphabetic interface {
	Dictionary
	Alphabet() *tiles.Alphabet
}

// AlphabetOf returns the alphabet of d's words: the one it names when it
// is [Alphabetic], [tiles.English] otherwise.
func AlphabetOf(d Dictionary) *tiles.Alphabet {
	if a, ok := d.(Alphabetic); ok {
		if x := a.Alphabet(); x != nil {
			return x
		}
	}
	return tiles.English()
}

// Func turns a function into a Dictionary.
type Func func(word string) bool

// Contains calls f(word).
func (f Func) Contains(word string) bool { return f(word) }

// Words returns d's word enumeration when d is a [Lister].
func Words(d Dictionary) (iter.Seq[string], bool) {
	if l, ok := d.(Lister); ok {
		return l.Words(), true
	}
	return nil, false
}

// WordsOfLength returns d's words of n letters, in upper case, when d can
// enumerate them: directly for a [LengthLister], by filtering for a
// [Lister]. It reports false when d can do neither.
func WordsOfLength(d Dictionary, n int) (iter.Seq[string], bool) {
	if l, ok := d.(LengthLister); ok {
		return l.WordsOfLength(n), true
	}
	if l, ok := d.(Lister); ok && AlphabetOf(d) != tiles.English() {
		a := AlphabetOf(d)
		return func(yield func(string) bool) {
			for w := range l.Words() {
				if codes, err := a.ParseWord(w); err == nil && len(codes) == n && !yield(a.Word(codes)) {
					return
				}
			}
		}, true
	}
	if l, ok := d.(Lister); ok {
		return func(yield func(string) bool) {
			for w := range l.Words() {
				if u, ok := Normalize(w); ok && len(u) == n && !yield(u) {
					return
				}
			}
		}, true
	}
	return nil, false
}

// Normalize returns word in upper case when it is a non-empty string of
// ASCII letters A–Z (any case), the form every tilekit game compares
// words in; ok is false for anything else. Unlike strings.ToUpper it
// never turns a non-ASCII letter into an ASCII one (ToUpper maps the
// dotless ı to I). It does not allocate when word is already upper case.
func Normalize(word string) (upper string, ok bool) {
	if word == "" {
		return "", false
	}
	lower := false
	for i := range len(word) {
		switch c := word[i]; {
		case 'A' <= c && c <= 'Z':
		case 'a' <= c && c <= 'z':
			lower = true
		default:
			return "", false
		}
	}
	if !lower {
		return word, true
	}
	b := []byte(word)
	for i, c := range b {
		if 'a' <= c {
			b[i] = c - ('a' - 'A')
		}
	}
	return string(b), true
}
