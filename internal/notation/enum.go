package notation

import (
	"fmt"
	"strings"
)

// An Enum is the text form of an enum type E whose values 0, 1, ... are
// named by a table (as go/token names its tokens): String, MarshalText
// and UnmarshalText of the type each call one of its methods, so that
// every game's enums read and write alike.
type Enum[E integer] struct {
	// Pkg is the package an error names first ("quaddoku").
	Pkg string
	// Kind is what a value is, in words ("side"); Name writes a value
	// the table does not name as Kind(N).
	Kind string
	// Names names the values, indexed by value.
	Names []string
	// Err is the sentinel every error wraps, or nil for none.
	Err error
}

// Name returns e's name: Name(en.Names, e, en.Kind).
func (en Enum[E]) Name(e E) string { return Name(en.Names, e, en.Kind) }

// Marshal returns e's name as text, or an error when the table does not
// name e.
func (en Enum[E]) Marshal(e E) ([]byte, error) {
	if e < 0 || uint64(e) >= uint64(len(en.Names)) {
		return nil, en.errorf("%s %d does not exist", en.Kind, int64(e))
	}
	return []byte(en.Names[e]), nil
}

// Unmarshal sets *e to the value text names, or returns an error that
// quotes text clipped and lists the names, leaving *e as it was.
func (en Enum[E]) Unmarshal(text []byte, e *E) error {
	for i, n := range en.Names {
		if n == string(text) {
			*e = E(i)
			return nil
		}
	}
	return en.errorf("unknown %s %s (want %s)", en.Kind, Quote(string(text)), strings.Join(en.Names, ", "))
}

// errorf builds an error: Pkg, then Err when there is one, then the
// message.
func (en Enum[E]) errorf(format string, args ...any) error {
	if en.Err == nil {
		return fmt.Errorf("%s: %s", en.Pkg, fmt.Sprintf(format, args...))
	}
	return fmt.Errorf("%s: %w: %s", en.Pkg, en.Err, fmt.Sprintf(format, args...))
}
