package feedback

import (
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// The game and its solver keep words as letter codes (see Codes) and
// read and write them through the two functions below, so that both
// spell a word of any alphabet alike.

// ReadWord reads text as a word of alphabet a and returns its letter
// codes. A nil or English alphabet takes ASCII letters in either case;
// another reads as tiles.Alphabet.ParseWord does (greedily, in any case,
// with its folds and brackets such as [CH]). ok is false when text is no
// word, and detail then says which character is not a letter.
func ReadWord(a *tiles.Alphabet, text string) (codes, detail string, ok bool) {
	if a == nil || a == tiles.English() {
		u, ok := dictionary.Normalize(text)
		if !ok {
			return "", NotLetters(text), false
		}
		return u, "", true
	}
	c, err := a.ParseWord(text)
	if err != nil {
		return "", strings.TrimPrefix(err.Error(), "tiles: "), false
	}
	return string(c), "", true
}

// WordText writes code string codes in the notation of alphabet a, the
// form ReadWord reads back exactly: the codes themselves for a nil or
// English alphabet, and letters of several characters in brackets in an
// alphabet that has them.
func WordText(a *tiles.Alphabet, codes string) string {
	if a == nil || a == tiles.English() || codes == "" {
		return codes
	}
	return a.Format([]byte(codes))
}
