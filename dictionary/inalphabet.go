package dictionary

import (
	"errors"
	"fmt"
	"iter"

	"github.com/tilekit/tilekit/tiles"
)

// InAlphabet returns d as a dictionary of alphabet a's words, for a game
// played in a (nil means [tiles.English]). A game calls it on its
// caller's dictionary before it compares alphabets, so that a plain
// Contains (a [Func], or any type with only that method) works in every
// alphabet without its author learning [Alphabetic]:
//
//   - d itself when d already says its alphabet ([Alphabetic], as every
//     [List] is), whichever it is: a list that names another alphabet
//     than a is the caller's mistake, for the game to report; likewise
//     when d is nil or a typed nil ([Check]'s to refuse), and when a is
//     English.
//   - otherwise a dictionary of alphabet a that passes every call to d.
//     Its Contains is asked words as a writes them ([tiles.Alphabet.Word]):
//     upper case, a letter of several characters written out (Spanish
//     CHORRO), folds applied (German STRASSE for Straße), no accents an
//     alphabet folds, no brackets. It lists d's words when d is a
//     [Lister] or [LengthLister], and answers prefix queries when d is a
//     [PrefixChecker].
//
// A game that must list words (a move generator, Wordle's secrets) and
// gets a d that cannot, searches a's bundled playable list instead when
// its package is imported: the result of InAlphabet is then a [Lister]
// of the bundled words that d contains, as the games do for English with
// [DefaultList]. A word of d that the bundled list lacks is still
// accepted when played, but never offered. When no bundle is registered,
// [CheckLister] says what is missing.
//
// The result is a comparable value when d is, so that a [Cache] keyed by
// it finds the same entry each time.
func InAlphabet(d Dictionary, a *tiles.Alphabet) Dictionary {
	if a == nil || a == tiles.English() || Check(d) != nil {
		return d
	}
	if _, ok := d.(Alphabetic); ok {
		return d
	}
	base := inAlphabet{d: d, a: a}
	_, list := d.(Lister)
	_, length := d.(LengthLister)
	_, prefix := d.(PrefixChecker)
	switch {
	case list && prefix, length && prefix:
		return listPrefixIn{listIn{base}}
	case list, length:
		return listIn{base}
	case prefix:
		return prefixIn{base}
	}
	if b, err := ForAlphabet(a); err == nil {
		base.bundle = b
		return listIn{base}
	}
	return base
}

// inAlphabet is a caller's dictionary that does not say its alphabet,
// read as alphabet a's. bundle, when set, lists the bundled words d
// contains.
type inAlphabet struct {
	d      Dictionary
	a      *tiles.Alphabet
	bundle *Bundle
}

func (x inAlphabet) Contains(word string) bool { return x.d.Contains(word) }

// Alphabet returns the alphabet the dictionary was given.
func (x inAlphabet) Alphabet() *tiles.Alphabet { return x.a }

// listIn is an inAlphabet that lists its words.
type listIn struct{ inAlphabet }

// Words yields d's words, or the bundled words d contains.
func (x listIn) Words() iter.Seq[string] {
	if x.bundle != nil {
		return x.filter(x.bundle.Playable().Words())
	}
	if l, ok := x.d.(Lister); ok {
		return l.Words()
	}
	// A LengthLister only: every length a List can hold.
	l := x.d.(LengthLister)
	return func(yield func(string) bool) {
		for n := 1; n <= MaxWordLen; n++ {
			for w := range l.WordsOfLength(n) {
				if !yield(w) {
					return
				}
			}
		}
	}
}

// WordsOfLength yields the words of n letters of a.
func (x listIn) WordsOfLength(n int) iter.Seq[string] {
	if x.bundle != nil {
		return x.filter(x.bundle.Playable().WordsOfLength(n))
	}
	if l, ok := x.d.(LengthLister); ok {
		return l.WordsOfLength(n)
	}
	return func(yield func(string) bool) {
		for w := range x.d.(Lister).Words() {
			if codes, err := x.a.ParseWord(w); err == nil && len(codes) == n && !yield(x.a.Word(codes)) {
				return
			}
		}
	}
}

// filter yields the words of seq that d contains.
func (x listIn) filter(seq iter.Seq[string]) iter.Seq[string] {
	return func(yield func(string) bool) {
		for w := range seq {
			if x.d.Contains(w) && !yield(w) {
				return
			}
		}
	}
}

// prefixIn is an inAlphabet that answers prefix queries.
type prefixIn struct{ inAlphabet }

func (x prefixIn) HasPrefix(p string) bool { return x.d.(PrefixChecker).HasPrefix(p) }

// listPrefixIn is an inAlphabet that does both.
type listPrefixIn struct{ listIn }

func (x listPrefixIn) HasPrefix(p string) bool { return x.d.(PrefixChecker).HasPrefix(p) }

// ErrCannotList is the error [CheckLister] wraps for a dictionary that
// cannot list its words.
var ErrCannotList = errors.New("the word list cannot list its words")

// CheckLister returns nil when d can list its words ([Words] succeeds),
// and otherwise an error wrapping [ErrCannotList] that says what would
// make it able to: a game that must list words, and has no bundled list
// to search with d's Contains, returns it. For a dictionary of an
// alphabet whose bundled lists are in a package not imported, the error
// names the import that would let [InAlphabet] search them.
func CheckLister(d Dictionary) error {
	if err := Check(d); err != nil {
		return err
	}
	if _, ok := Words(d); ok {
		return nil
	}
	a := AlphabetOf(d)
	hint := ""
	if pkg, ok := langPackages[a.Name()]; ok {
		if _, err := ForAlphabet(a); err != nil {
			hint = fmt.Sprintf(", or add import _ %q to search its bundled words with your Contains", pkg)
		}
	}
	return fmt.Errorf("dictionary: %w: the %s list answers only Contains; give a *dictionary.List (dictionary.ReadWords) or implement dictionary.Lister%s", ErrCannotList, a.Name(), hint)
}
