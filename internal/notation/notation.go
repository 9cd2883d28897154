// Package notation holds the small text helpers every game's notation
// parser shares, so that all of them quote input in errors the same way
// and match keywords the same way:
//
//   - [Quote] and [Clip] keep an error short whatever the caller passed in
//     (a 1 MB argument gives an error of a few dozen bytes);
//   - [Char] names a character as the character ('Ć'), never as one byte
//     of its UTF-8 encoding;
//   - [EqualFold] and [Lower] fold case in ASCII only, so that a keyword
//     such as "giveup" is never matched by "gİveup" (Unicode folding maps
//     İ to i).
package notation

import (
	"strconv"
	"unicode/utf8"
)

// MaxQuote is the most bytes of caller input that [Clip] keeps.
const MaxQuote = 40

// Clip returns s cut to at most MaxQuote bytes at a character boundary,
// with "…" appended when it was cut.
func Clip(s string) string {
	if len(s) <= MaxQuote {
		return s
	}
	i := MaxQuote
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// Quote is strconv.Quote of Clip(s): the form errors use to show input.
func Quote(s string) string { return strconv.Quote(Clip(s)) }

// Char names the character that starts s, quoted as a Go rune literal
// ('Ć', 'x', '\n'); an invalid UTF-8 byte is named as its hex escape
// ('\xc4'). The empty string gives "end of input".
func Char(s string) string {
	if s == "" {
		return "end of input"
	}
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size <= 1 {
		return `'\x` + strconv.FormatUint(uint64(s[0]), 16) + `'`
	}
	return strconv.QuoteRune(r)
}

// CharAt is Char(s[i:]) backed up to the start of the character that
// holds byte i, for parsers that walk a string byte by byte.
func CharAt(s string, i int) string {
	if i < 0 || i >= len(s) {
		return Char("")
	}
	for j := i; j > 0 && i-j < utf8.UTFMax && !utf8.RuneStart(s[j]); j-- {
		if utf8.RuneStart(s[j-1]) {
			if r, size := utf8.DecodeRuneInString(s[j-1:]); r != utf8.RuneError && j-1+size > i {
				return Char(s[j-1:])
			}
			break
		}
	}
	return Char(s[i:])
}

// Lower maps ASCII A–Z to a–z and leaves every other byte alone.
func Lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; 'A' <= c && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// EqualFold reports whether a and b are equal with ASCII letters compared
// without case; any other byte must match exactly.
func EqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// HasPrefixFold reports whether s begins with prefix, compared as by
// [EqualFold].
func HasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && EqualFold(s[:len(prefix)], prefix)
}

// integer is the underlying types of the games' enums.
type integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Name is the String of an enum whose names are in a table: names[e],
// or kind and the number in parentheses ("symbol(200)") for a value the
// table does not name, so that the String of any value says what it is.
func Name[E integer](names []string, e E, kind string) string {
	if e >= 0 && uint64(e) < uint64(len(names)) {
		return names[e]
	}
	return kind + "(" + strconv.FormatInt(int64(e), 10) + ")"
}
