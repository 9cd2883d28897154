package notation

import (
	"fmt"
	"iter"
	"strconv"
	"strings"
)

// A Writer builds a game's state text one "key value" line at a time,
// in the form Lines reads back.
type Writer struct{ b strings.Builder }

// NewWriter starts a state text with its version line, such as
// "sumoku 1".
func NewWriter(version string) *Writer {
	w := &Writer{}
	w.b.WriteString(version + "\n")
	return w
}

// Line writes "key value", the value formatted as fmt's %v formats it.
func (w *Writer) Line(key string, value any) { fmt.Fprintf(&w.b, "%s %v\n", key, value) }

// Linef writes "key " and then format filled in with args, as
// fmt.Sprintf fills it in.
func (w *Writer) Linef(key, format string, args ...any) {
	w.b.WriteString(key + " ")
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

// List writes key and then the items separated by sep, with a space
// between key and the first item; with no items, the line is key alone.
// The items are written as they come, with no list of them kept.
func (w *Writer) List(key string, items iter.Seq[string], sep string) {
	w.b.WriteString(key)
	first := " "
	for item := range items {
		w.b.WriteString(first)
		w.b.WriteString(item)
		first = sep
	}
	w.b.WriteByte('\n')
}

// Players writes the "players N" line and, when names is not nil, the
// "names" line, which join writes (the games pass quoted.Join, which
// this package cannot import); Lines.Players reads both back.
func (w *Writer) Players(n int, names []string, join func([]string) string) {
	w.Line("players", n)
	if names != nil {
		w.Line("names", join(names))
	}
}

// Pair writes "key value" with value as it is, without fmt: the form of
// a state text's many move lines.
func (w *Writer) Pair(key, value string) {
	w.b.WriteString(key)
	w.b.WriteByte(' ')
	w.b.WriteString(value)
	w.b.WriteByte('\n')
}

// Grow makes room for n more bytes, so that a text whose length is known
// in advance is written without the copies of a growing buffer.
func (w *Writer) Grow(n int) { w.b.Grow(n) }

// Text writes line as it is, for a line with no key (Wordle's moves).
func (w *Writer) Text(line string) {
	w.b.WriteString(line)
	w.b.WriteByte('\n')
}

// Bytes returns the text written so far.
func (w *Writer) Bytes() []byte { return []byte(w.b.String()) }

// Parse reads a "key ..." line and returns what parse makes of the rest
// of it; an error of parse comes back after the key, as "tiles: ...".
func Parse[T any](l *Lines, key string, parse func(string) (T, error)) (T, error) {
	var zero T
	line, err := l.Next(key)
	if err != nil {
		return zero, err
	}
	v, err := parse(line)
	if err != nil {
		return zero, fmt.Errorf("%s: %v", key, err)
	}
	return v, nil
}

// Replay reads every line left as a "move" line, parses each with parse
// and plays it on s with apply, returning the State the moves lead to.
// The first move that does not parse or is refused stops it, with an
// error that names the line.
func Replay[S, M any](l *Lines, s S, parse func(string) (M, error), apply func(S, M) (S, error)) (S, error) {
	err := l.Each("move", func(text string) error {
		m, err := parse(text)
		if err == nil {
			s, err = apply(s, m)
		}
		return err
	})
	return s, err
}

// MaxText is the longest state text the games read: 4 MiB, a hundred
// times the text of a long game, and as much as a CGP position or a GCG
// record may hold. A longer text is refused before any of it is read.
const MaxText = 1 << 22

// CheckSize returns an error when a state text of n bytes is longer than
// MaxText.
func CheckSize(n int) error {
	if n > MaxText {
		return fmt.Errorf("a text of %d bytes is longer than %d", n, MaxText)
	}
	return nil
}

// Unmarshal is the body of a game's State.UnmarshalText: empty text sets
// *dst to the zero S, a text longer than MaxText is refused, and any
// other text is read by decode. *dst changes
// only when decode succeeds; its error comes back as "game: <syntax>:
// state: <error>", wrapping syntax (the game's ErrSyntax) for errors.Is,
// and whatever decode's error wraps (ErrBadSetup for a refused name).
func Unmarshal[S any](dst *S, text []byte, game string, syntax error, decode func(string) (S, error)) error {
	if len(text) == 0 {
		var zero S
		*dst = zero
		return nil
	}
	if err := CheckSize(len(text)); err != nil {
		return fmt.Errorf("%s: %w: state: %w", game, syntax, err)
	}
	v, err := decode(string(text))
	if err != nil {
		return fmt.Errorf("%s: %w: state: %w", game, syntax, err)
	}
	*dst = v
	return nil
}

// Ints writes v as decimal numbers separated by spaces, the form of the
// state texts' score lines.
func Ints(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}

// Values reads a line of "key=value" fields separated by single spaces,
// such as a rules line "size=4 minword=3", whose keys must be keys in
// that order; it returns the values. An error quotes the line or field
// clipped.
func Values(line string, keys ...string) ([]string, error) {
	fields := strings.Split(line, " ")
	if len(fields) != len(keys) {
		return nil, fmt.Errorf("want %s=..., not %s", strings.Join(keys, "=... "), Quote(line))
	}
	for i, f := range fields {
		v, ok := strings.CutPrefix(f, keys[i]+"=")
		if !ok {
			return nil, fmt.Errorf("want %s=... where %s stands", keys[i], Quote(f))
		}
		fields[i] = v
	}
	return fields, nil
}

// Into is the body of an UnmarshalText that reads its text with parse:
// *dst becomes parse's value of text, and is left as it was when parse
// fails.
func Into[T any](dst *T, text []byte, parse func(string) (T, error)) error {
	v, err := parse(string(text))
	if err != nil {
		return err
	}
	*dst = v
	return nil
}
