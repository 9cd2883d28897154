package tiles

import (
	"fmt"

	"github.com/tilekit/tilekit/internal/notation"
)

// A Symbol is the mark or colour printed on a tile besides its face:
// Wordoku's suit symbols, Sumoku's colours. Each game uses the subset it
// needs; tiles without one have [NoSymbol].
type Symbol uint8

// The symbols used by tilekit's games.
const (
	NoSymbol Symbol = iota
	Clove           // Wordoku
	Star            // Wordoku
	Square          // Wordoku
	Circle          // Wordoku
	Diamond         // Wordoku expert
	Red             // Sumoku
	Orange          // Sumoku
	Yellow          // Sumoku
	Green           // Sumoku
	Blue            // Sumoku
	Purple          // Sumoku
	numSymbols
)

var symbolNames = [...]string{
	NoSymbol: "",
	Clove:    "clove",
	Star:     "star",
	Square:   "square",
	Circle:   "circle",
	Diamond:  "diamond",
	Red:      "red",
	Orange:   "orange",
	Yellow:   "yellow",
	Green:    "green",
	Blue:     "blue",
	Purple:   "purple",
}

// String returns the symbol's lower-case name, "" for [NoSymbol], or
// "symbol(N)" for a value outside the table.
func (s Symbol) String() string {
	return notation.Name(symbolNames[:], s, "symbol")
}

// Valid reports whether s is one of the named symbols or NoSymbol.
func (s Symbol) Valid() bool { return s < numSymbols }

// ParseSymbol returns the symbol with the given name, as [Symbol.String]
// writes it, in lower case: names match byte for byte ("Red" and "rİd"
// are not red). The empty string is [NoSymbol].
func ParseSymbol(name string) (Symbol, error) {
	for i, n := range symbolNames {
		if n == name {
			return Symbol(i), nil
		}
	}
	return 0, fmt.Errorf("tiles: unknown symbol %s", notation.Quote(name))
}

// MarshalText implements [encoding.TextMarshaler].
func (s Symbol) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("tiles: invalid symbol %d", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler].
func (s *Symbol) UnmarshalText(b []byte) error { return notation.Into(s, b, ParseSymbol) }
