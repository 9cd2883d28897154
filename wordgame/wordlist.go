package wordgame

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// gameWords returns the dictionary a game in alphabet a plays with when
// its caller gives d. A nil d means the bundled playable list of a:
// English's always, another alphabet's when the package that bundles it
// is imported (dictionary.ForAlphabet), and otherwise an error wrapping
// ErrBadSetup and dictionary.ErrNoWordList that names the import. A
// caller's d is read in a (dictionary.InAlphabet), so that a list that
// only answers Contains plays in any alphabet; whether a list that names
// its alphabet names a is checked later (game.checkAlphabet).
func gameWords(a *tiles.Alphabet, d dictionary.Dictionary) (dictionary.Dictionary, error) {
	if d != nil {
		return dictionary.InAlphabet(d, a), nil
	}
	b, err := dictionary.ForAlphabet(a)
	if err != nil {
		return nil, fmt.Errorf("wordgame: %w: the %s tiles need a word list of their alphabet: give Setup.Dictionary, or bundle one: %w", ErrBadSetup, a.Name(), err)
	}
	return b.Playable(), nil
}

// commonList returns the bundled everyday words of alphabet a, for the
// Easy level, or nil when none is bundled in the program.
func commonList(a *tiles.Alphabet) *dictionary.List {
	b, err := dictionary.ForAlphabet(a)
	if err != nil {
		return nil
	}
	return b.Common()
}
