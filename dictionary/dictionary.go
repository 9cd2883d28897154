package dictionary

import (
	"iter"
	"strings"
)

// A Dictionary says whether a string is a word. Contains must accept any
// string: words are ASCII letters, compared without regard to case, and
// anything else (the empty string, digits, spaces, non-ASCII) is not a
// word. Implementations used by games must be safe for concurrent use.
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
	if l, ok := d.(Lister); ok {
		return func(yield func(string) bool) {
			for w := range l.Words() {
				if len(w) == n && !yield(strings.ToUpper(w)) {
					return
				}
			}
		}, true
	}
	return nil, false
}
