package tiles

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// A Tile is one physical game piece. It is a small comparable value, so it
// can be a map key and compared with ==.
//
// A tile has exactly one face:
//   - a letter tile: Letter is the code of a letter of the tile's
//     [Alphabet] ('A'–'Z' in English, the default) and Blank is false;
//   - a blank (or wild): Blank is true, and Letter is the code of the
//     letter it stands for, or 0 while it stands for none;
//   - a number tile: Letter is 0, Blank is false and Number is 1–9.
//
// Value is the tile's point value and Symbol the mark printed on it, if
// any. A tile built with a struct literal or [Letter] is English; build
// one of another alphabet with [Alphabet.Tile] and [Alphabet.Blank]. The
// zero Tile has no face and is not valid.
type Tile struct {
	Letter byte   // the letter's code in the tile's alphabet, or 0
	Number uint8  // 1–9 on a number tile, else 0
	Value  int8   // points
	Symbol Symbol // NoSymbol when the tile has none
	Blank  bool   // a blank or wild tile
	alpha  uint8  // the tile's alphabet; 0 is English
}

// Letter returns an English letter tile worth value points.
func Letter(l byte, value int) Tile { return Tile{Letter: l, Value: int8(value)} }

// Blank returns an English blank tile (standing for no letter yet) worth
// value points.
func Blank(value int) Tile { return Tile{Blank: true, Value: int8(value)} }

// Number returns a number tile with face n, worth n points, in colour c.
func Number(n int, c Symbol) Tile { return Tile{Number: uint8(n), Value: int8(n), Symbol: c} }

// Tile returns the letter tile of a with letter code l (its [Lower] bit
// ignored), worth value points.
func (a *Alphabet) Tile(l byte, value int) Tile {
	return Tile{Letter: l &^ Lower, Value: int8(value), alpha: a.id}
}

// Blank returns a blank tile of a, standing for no letter yet, worth
// value points.
func (a *Alphabet) Blank(value int) Tile { return Tile{Blank: true, Value: int8(value), alpha: a.id} }

// Alphabet returns the alphabet the tile's letter belongs to: [English]
// unless it was built with an alphabet's [Alphabet.Tile] or
// [Alphabet.Blank].
func (t Tile) Alphabet() *Alphabet { return alphabetByID(t.alpha) }

// IsLetter reports whether t is a letter tile (not a blank).
func (t Tile) IsLetter() bool { return !t.Blank && t.Letter != 0 }

// IsNumber reports whether t is a number tile.
func (t Tile) IsNumber() bool { return !t.Blank && t.Letter == 0 && t.Number != 0 }

// As returns the blank t standing for letter l. It returns t unchanged
// if t is not a blank.
func (t Tile) As(l byte) Tile {
	if t.Blank {
		t.Letter = l
	}
	return t
}

// Unassigned returns t with a blank's letter cleared, as it goes back to
// a rack or a bag. Other tiles are returned unchanged.
func (t Tile) Unassigned() Tile {
	if t.Blank {
		t.Letter = 0
	}
	return t
}

// Validate reports whether t is a well-formed tile: exactly one face, a
// letter of its alphabet, a number in 1–9, a known symbol.
func (t Tile) Validate() error {
	switch {
	case !t.Symbol.Valid():
		return fmt.Errorf("tiles: tile has unknown symbol %d", uint8(t.Symbol))
	case t.Blank && t.Number != 0:
		return fmt.Errorf("tiles: blank tile cannot carry number %d", t.Number)
	case t.Blank && t.Letter != 0 && !t.Alphabet().isCode(t.Letter):
		return fmt.Errorf("tiles: blank stands for %s, not %s", byteName(t.Letter), t.lettersName())
	case t.Blank:
		return nil
	case t.Letter != 0 && t.Number != 0:
		return fmt.Errorf("tiles: tile has both letter %s and number %d", byteName(t.Letter), t.Number)
	case t.Letter != 0 && !t.Alphabet().isCode(t.Letter):
		return fmt.Errorf("tiles: letter %s is not %s", byteName(t.Letter), t.lettersName())
	case t.Letter == 0 && t.alpha != 0:
		return fmt.Errorf("tiles: number tile cannot belong to alphabet %s", t.Alphabet().Name())
	case t.Letter == 0 && (t.Number < 1 || t.Number > 9):
		return fmt.Errorf("tiles: tile has no face (letter, blank or number 1–9)")
	}
	return nil
}

// lettersName names the letters a tile may hold, for errors.
func (t Tile) lettersName() string {
	if t.alpha == 0 {
		return "a letter A–Z"
	}
	return "a letter of the " + t.Alphabet().Name() + " alphabet"
}

// byteName names a Letter field: 'A' for ASCII, '\xc4' for any other
// byte.
func byteName(b byte) string { return notation.Char(string([]byte{b})) }

// String returns the tile's text form (see the package documentation):
// face, value, and "@symbol" when it has one.
func (t Tile) String() string { return string(t.appendText(nil)) }

func (t Tile) appendText(b []byte) []byte {
	switch {
	case t.Blank && t.Letter == 0:
		b = append(b, '?')
	case t.Blank && t.alpha == 0:
		b = append(b, t.Letter+'a'-'A')
	case t.Blank:
		b = t.Alphabet().appendLetter(b, t.Letter|Lower)
	case t.alpha == 0 && t.Letter != 0:
		b = append(b, t.Letter)
	case t.Letter != 0:
		b = t.Alphabet().appendLetter(b, t.Letter)
	default:
		b = append(b, '0'+t.Number)
	}
	b = strconv.AppendInt(b, int64(t.Value), 10)
	if t.Symbol != NoSymbol {
		b = append(b, '@')
		b = append(b, t.Symbol.String()...)
	}
	return b
}

// ParseTile reads a tile in the form [Tile.MarshalText] writes: the form
// [Tile.String] writes, after "name:" for a tile of an alphabet other than
// English ("spanish:[CH]5"). The alphabet must be one this program knows
// (see [LookupAlphabet]).
func ParseTile(s string) (Tile, error) {
	if name, rest, ok := strings.Cut(s, ":"); ok {
		a, found := LookupAlphabet(name)
		if !found {
			return Tile{}, fmt.Errorf("tiles: tile %s: no alphabet is called %s", notation.Quote(s), notation.Quote(name))
		}
		return a.ParseTile(rest)
	}
	return english.ParseTile(s)
}

// ParseTile reads a tile of a in the form [Tile.String] writes: a letter
// in a's notation ("Ñ8", "[CH]5"; lower case for a blank standing for
// it), ? for a blank, or a number 1–9 (English only), then the value and
// an optional @symbol.
func (a *Alphabet) ParseTile(s string) (Tile, error) {
	if len(s) < 2 {
		return Tile{}, fmt.Errorf("tiles: tile %s: want a face and a value, like A1", notation.Quote(s))
	}
	t := Tile{alpha: a.id}
	n := 1
	switch c := s[0]; {
	case c == '?':
		t.Blank = true
	case '1' <= c && c <= '9' && a == english:
		t.Number = c - '0'
	default:
		codes, size := a.Next(s)
		if size == 0 || len(codes) != 1 {
			return Tile{}, fmt.Errorf("tiles: tile %s: face %s is not a letter, ? or 1–9", notation.Quote(s), notation.Char(s))
		}
		t.Letter, t.Blank, n = codes[0]&^Lower, codes[0]&Lower != 0, size
	}
	if t.Number != 0 {
		t.alpha = 0
	}
	rest, sym := s[n:], ""
	for i := 0; i < len(rest); i++ {
		if rest[i] == '@' {
			rest, sym = rest[:i], rest[i+1:]
			if sym == "" {
				return Tile{}, fmt.Errorf("tiles: tile %s: empty symbol after @", notation.Quote(s))
			}
			break
		}
	}
	v, err := strconv.ParseInt(rest, 10, 8)
	if err != nil {
		return Tile{}, fmt.Errorf("tiles: tile %s: value %s is not a number from -128 to 127", notation.Quote(s), notation.Quote(rest))
	}
	t.Value = int8(v)
	if t.Symbol, err = ParseSymbol(sym); err != nil {
		return Tile{}, fmt.Errorf("tiles: tile %s: %w", notation.Quote(s), err)
	}
	// Reject non-canonical spellings ("A+1", "A01") so that text round-trips.
	if t.String() != s {
		return Tile{}, fmt.Errorf("tiles: tile %s is not in canonical form (want %q)", notation.Quote(s), t.String())
	}
	return t, nil
}

// MarshalText implements [encoding.TextMarshaler].
func (t Tile) MarshalText() ([]byte, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t.appendQualified(nil), nil
}

// appendQualified appends t's text, after "name:" when its alphabet is
// not English.
func (t Tile) appendQualified(b []byte) []byte {
	if t.alpha != 0 {
		b = append(b, t.Alphabet().name...)
		b = append(b, ':')
	}
	return t.appendText(b)
}

// UnmarshalText implements [encoding.TextUnmarshaler].
func (t *Tile) UnmarshalText(b []byte) error { return notation.Into(t, b, ParseTile) }

// Compare orders tiles canonically: letter tiles by letter, then number
// tiles, then blanks; ties by number, symbol and value. It returns -1, 0
// or +1 and is consistent with ==.
func Compare(a, b Tile) int {
	return cmp.Or(
		cmp.Compare(a.alpha, b.alpha),
		cmp.Compare(a.rank(), b.rank()),
		cmp.Compare(a.Letter, b.Letter),
		cmp.Compare(a.Number, b.Number),
		cmp.Compare(a.Symbol, b.Symbol),
		cmp.Compare(a.Value, b.Value),
	)
}

func (t Tile) rank() int {
	switch {
	case t.Blank:
		return 2
	case t.Letter != 0:
		return 0
	}
	return 1
}
