package gcg

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tilekit/tilekit/internal/notation"
)

// Tiles in a record are written as the reference engines write them for
// any language, without the record having to know the alphabet: a tile
// is one letter (A, Ñ, Ł: a letter character, with any combining marks
// after it), a letter of several characters in brackets ([CH], [L·L]),
// or '?' for a blank in a rack or an exchange. In a placed word a
// lower-case letter ([ch], ñ) is a blank standing for that letter. The
// game that replays a record reads these tiles in its alphabet
// (wordgame.Replay); this package only checks their shape and counts
// them.

// maxBracket is the most characters (combining marks not counted) a
// bracketed letter holds, as an alphabet's longest letter.
const maxBracket = 4

// middleDot joins the two halves of Catalan L·L.
const middleDot = '·'

// nextTile returns the length in bytes of the tile s starts with, or 0
// when s does not start with one. blank allows '?'.
func nextTile(s string, blank bool) int {
	if s == "" {
		return 0
	}
	switch c := s[0]; {
	case c == '?':
		if blank {
			return 1
		}
		return 0
	case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		if len(s) == 1 || s[1] < utf8.RuneSelf {
			return 1 // the common case: an ASCII letter, no marks after it
		}
	case c == '[':
		return bracketTile(s)
	}
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLetter(r) {
		return 0
	}
	n += marksAfter(s[n:])
	// L·L, written without brackets, is one tile.
	if dot := utf8.RuneLen(middleDot); strings.HasPrefix(s[n:], string(middleDot)) && n+dot < len(s) {
		if r, size := utf8.DecodeRuneInString(s[n+dot:]); unicode.IsLetter(r) {
			n += dot + size
			n += marksAfter(s[n:])
		}
	}
	return n
}

// marksAfter returns the bytes of the combining marks s starts with.
func marksAfter(s string) int {
	n := 0
	for n < len(s) {
		r, size := utf8.DecodeRuneInString(s[n:])
		if !unicode.Is(unicode.Mn, r) {
			break
		}
		n += size
	}
	return n
}

// bracketTile returns the length of the bracketed letter s starts with:
// '[', a letter, then up to maxBracket-1 more letters or middle dots,
// each letter with its combining marks, then ']'.
func bracketTile(s string) int {
	i, chars := 1, 0
	for i < len(s) && s[i] != ']' {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !(unicode.IsLetter(r) || r == middleDot && chars > 0) || chars == maxBracket {
			return 0
		}
		chars++
		i += n
		i += marksAfter(s[i:])
	}
	if i >= len(s) || chars == 0 {
		return 0
	}
	return i + 1
}

// scanTiles checks that s is tiles only (blank allows '?') and returns
// how many, or an error naming what is not a tile.
func scanTiles(s string, blank bool) (int, error) {
	count := 0
	for i := 0; i < len(s); count++ {
		n := nextTile(s[i:], blank)
		if n == 0 {
			if s[i] == '[' {
				return 0, errors.New("a bracket must hold one letter of 1 to 4 characters, like [CH]")
			}
			return 0, fmt.Errorf("%s is not a tile", notation.CharAt(s, i))
		}
		i += n
	}
	return count, nil
}

// upper returns s with every letter in upper case; combining marks and
// everything else stay as they are.
func upper(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return unicode.ToUpper(r)
		}
		return r
	}, s)
}
