package notation

import (
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// ErrBadSetup is tilekit.ErrBadSetup, the rule a refused Setup breaks.
// It is declared here, as os's errors are declared in internal/oserror,
// so that the name checks below, which the root package and every game
// share, can wrap it; the root package gives it its public name.
var ErrBadSetup = errors.New("invalid setup")

// MaxName is the most characters (Unicode code points, not bytes) a
// player's name may have.
const MaxName = 64

// CheckName returns nil when name may be a player's name, and otherwise
// an error wrapping ErrBadSetup that says why, quoting the name clipped
// and escaped (never as it is). A name must be valid UTF-8, of at most
// MaxName characters, none of which is
//
//   - a control character (Unicode category Cc: C0 U+0000–U+001F, DEL
//     U+007F, C1 U+0080–U+009F), which covers line breaks, tabs and the
//     escape that starts terminal sequences;
//   - a line or paragraph separator (U+2028, U+2029: categories Zl, Zp);
//   - a format character (category Cf), such as the bidirectional
//     embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
//     the marks U+200E and U+200F, zero width space U+200B, soft hyphen
//     U+00AD and the byte-order mark U+FEFF, save the zero width
//     non-joiner and joiner (U+200C, U+200D), which Persian and Indic
//     names and emoji sequences need and which move no text about.
//
// The empty name is allowed: it stands for the game's default label.
// The checks stop at the first fault, after at most MaxName+1
// characters once the text is known to be UTF-8.
func CheckName(name string) error {
	if !utf8.ValidString(name) {
		return fmt.Errorf("%w: the name %s is not valid UTF-8", ErrBadSetup, Quote(name))
	}
	n := 0
	for _, r := range name {
		if n++; n > MaxName {
			return fmt.Errorf("%w: the name %s is longer than %d characters", ErrBadSetup, Quote(name), MaxName)
		}
		if !nameRune(r) {
			return fmt.Errorf("%w: the name %s holds %s, a control or format character", ErrBadSetup, Quote(name), Char(string(r)))
		}
	}
	return nil
}

// CheckNames is CheckName of every name, its error naming the seat (from
// 1) whose name is refused.
func CheckNames(names []string) error {
	for i, name := range names {
		if err := CheckName(name); err != nil {
			return fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	return nil
}

// nameRune reports whether r may stand in a name (see CheckName).
func nameRune(r rune) bool {
	switch {
	case r == '\u200c' || r == '\u200d':
		return true
	case unicode.IsControl(r), unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp):
		return false
	}
	return true
}

// SafeName returns name as an error message shows it: as it is when
// CheckName accepts it, else quoted clipped and escaped, so that a name
// that got past the checks (a State built by hand) can neither make a
// message long nor break a log line.
func SafeName(name string) string {
	if CheckName(name) == nil {
		return name
	}
	return Quote(name)
}
