package wordle

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// ReadWord reads text as a word of alphabet a (nil means English) and
// returns its letter codes, the form FeedbackCodes marks: one byte a
// letter, 'A' plus the letter's index in a (so an English word is its
// own code string, in capitals). English takes ASCII letters in either
// case; another alphabet reads as tiles.Alphabet.ParseWord does
// (greedily, in any case, with its folds and brackets such as [CH]). A
// text that is no word is refused with an error wrapping ErrNotLetters
// that names the first character that is not a letter. WordText writes
// the codes back.
func ReadWord(a *tiles.Alphabet, text string) (string, error) {
	codes, detail, ok := wordCodes(a, text)
	if !ok {
		return "", fmt.Errorf("wordle: %s: %w", detail, ErrNotLetters)
	}
	return codes, nil
}

// wordCodes is ReadWord, with a detail for people instead of an error.
func wordCodes(a *tiles.Alphabet, text string) (codes, detail string, ok bool) {
	if a == nil || a == tiles.English() {
		u, ok := dictionary.Normalize(text)
		if !ok {
			return "", notLetters(text), false
		}
		return u, "", true
	}
	c, err := a.ParseWord(text)
	if err != nil {
		return "", strings.TrimPrefix(err.Error(), "tiles: "), false
	}
	return string(c), "", true
}

// WordText writes letter codes of alphabet a (nil means English) in the
// alphabet's notation, the form ReadWord reads back exactly: the codes
// themselves in English, and letters of several characters in brackets
// in an alphabet that has them. A byte that is no letter of a is left
// out.
func WordText(a *tiles.Alphabet, codes string) string {
	if a == nil || a == tiles.English() || codes == "" {
		return codes
	}
	return a.Format([]byte(codes))
}

// A game keeps its words as letter codes: one byte a letter, 'A' plus the
// letter's index in the rules' alphabet (package tiles numbers letters
// so). English codes are the ASCII capitals, so an English word is its
// own code string. Text comes in through readWord and goes out through
// text.

// readWord reads text as a word of the rules' alphabet and returns its
// codes, or a detail for people and ErrNotLetters. English reads ASCII
// letters in either case; another alphabet reads greedily, in any case,
// with its folds and brackets ([CH]).
func (r *Rules) readWord(text string) (codes, detail string, rule error) {
	if text == "" {
		return "", "no word given", ErrNotLetters
	}
	if r.english() {
		text = upperASCII(text) // a detail names the word in upper case
	}
	codes, detail, ok := wordCodes(r.Alphabet, text)
	if !ok {
		return "", detail, ErrNotLetters
	}
	return codes, "", nil
}

// text writes a code string as the notation of the rules' alphabet, the
// form readWord reads back exactly: the word itself for English, and
// letters of several characters in brackets in an alphabet that has them.
func (r *Rules) text(codes string) string {
	if r.Alphabet == nil {
		return codes // English, the common case: inlined, no call
	}
	return WordText(r.Alphabet, codes)
}

// isCodes reports whether w is a non-empty code string of the rules'
// alphabet.
func (r *Rules) isCodes(w string) bool {
	if r.Alphabet == nil {
		return isCodes(w, 26)
	}
	return isCodes(w, r.Alphabet.Len())
}

// dictWord returns the text a dictionary is asked about for code string
// w, and false when w can be no word of a list read from plain text (a
// sequence such as Spanish C then H, which greedy reading makes CH).
func (r *Rules) dictWord(w string) (string, bool) {
	if r.Alphabet == nil || r.english() {
		return w, true
	}
	if !r.Alphabet.Canonical([]byte(w)) {
		return "", false
	}
	return r.Alphabet.Word([]byte(w)), true
}

// inDict reports whether d has the word of code string w.
func (r *Rules) inDict(d dictionary.Dictionary, w string) bool {
	t, ok := r.dictWord(w)
	return ok && d.Contains(t)
}

// codesOf turns a dictionary's word text into codes of the rules'
// alphabet, and false when it is no word of n letters there.
func (r *Rules) codesOf(text string, n int) (string, bool) {
	if r.english() {
		return text, isLetters(text) && len(text) == n
	}
	b, err := r.Alphabet.ParseWord(text)
	if err != nil || len(b) != n {
		return "", false
	}
	return string(b), true
}

// letterText returns the text of letter code c of the rules' alphabet.
func (r *Rules) letterText(c byte) string {
	if r.english() {
		return string(rune(c))
	}
	return r.Alphabet.Letter(c)
}

// wordList returns the dictionary a game of the rules plays with when
// its caller gives d (not a typed nil: see dictionary.Check). A nil d
// means the bundled playable list of the rules' alphabet: nil, which the
// State reads as dictionary.Default, in English; another alphabet's list
// when the package that bundles it is imported (dictionary.ForAlphabet),
// and otherwise an error wrapping ErrBadSetup and
// dictionary.ErrNoWordList that names the import. A caller's d is read in
// the rules' alphabet (dictionary.InAlphabet), so that a plain Contains
// plays in any alphabet; a list that names another alphabet is refused.
func (r Rules) wordList(d dictionary.Dictionary) (dictionary.Dictionary, error) {
	if d == nil && !r.english() {
		b, err := dictionary.ForAlphabet(r.Alphabet)
		if err != nil {
			return nil, fmt.Errorf("wordle: %w: a game in the %s alphabet needs a word list in it: give one as its dictionary (for example dictionary.ReadWords(tiles.%s(), file)), or bundle one: %w", ErrBadSetup, r.Alphabet.Name(), presetFunc(r.Alphabet), err)
		}
		d = b.Playable()
	}
	d = dictionary.InAlphabet(d, r.Alphabet)
	if !r.sameAlphabet(d) {
		return nil, alphabetError(r, d)
	}
	return d, nil
}

// commonList returns the bundled everyday words of the rules' alphabet,
// for secrets, hints and the bots: dictionary.CommonList in English,
// another alphabet's when its package is imported, and nil otherwise.
func (r Rules) commonList() *dictionary.List {
	b, err := dictionary.ForAlphabet(r.Alphabet)
	if err != nil {
		return nil
	}
	return b.Common()
}

// sameAlphabet reports whether dictionary d (nil: the bundled English
// one) is in the rules' alphabet.
func (r Rules) sameAlphabet(d dictionary.Dictionary) bool {
	if d == nil {
		return r.english()
	}
	return dictionary.AlphabetOf(d) == r.alphabet()
}

// letterSlots is the size of a table indexed by a letter's index.
const letterSlots = tiles.MaxLetters
