package notation

import (
	"fmt"
	"strings"
)

// Lines reads a text one line at a time without splitting it up front,
// so that memory stays small whatever the text holds (a megabyte of
// newlines included). It is the reader of the games' state texts, whose
// lines each start with a key word, such as "players 2".
type Lines struct {
	rest string
	n    int
}

// NewLines returns a reader of text, positioned before its first line.
func NewLines(text string) *Lines { return &Lines{rest: text} }

// Done reports whether no line is left. A text that ends with one
// newline has no empty line after it.
func (l *Lines) Done() bool { return l.rest == "" }

// N returns the number of lines read so far, which is the number of the
// line last read.
func (l *Lines) N() int { return l.n }

// Line reads the next line, whatever it holds; ok is false when no line
// is left.
func (l *Lines) Line() (line string, ok bool) {
	if l.rest == "" {
		return "", false
	}
	line, l.rest, _ = strings.Cut(l.rest, "\n")
	l.n++
	return line, true
}

// Peek reports whether the next line starts with key and a space,
// without reading it.
func (l *Lines) Peek(key string) bool { return strings.HasPrefix(l.rest, key+" ") }

// Next reads the next line, which must start with key; it returns the
// rest of the line after the key and a space. The error names the line
// by number and quotes it clipped.
func (l *Lines) Next(key string) (string, error) {
	line, ok := l.Line()
	if !ok {
		return "", fmt.Errorf("line %d: missing the %q line", l.n+1, key)
	}
	k, v, _ := strings.Cut(line, " ")
	if k != key {
		return "", fmt.Errorf("line %d: want the %q line, got %s", l.n, key, Quote(line))
	}
	return v, nil
}
