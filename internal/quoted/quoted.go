// Package quoted writes and reads lists of Go-quoted strings separated by
// spaces, the form the games' text encodings use for player names:
//
//	"Ann" "Bob \"the builder\"" "Zoë"
//
// Any name survives the round trip, spaces and quotes included.
package quoted

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// Join quotes each string with strconv.Quote and joins them with single
// spaces.
func Join(list []string) string {
	var b strings.Builder
	for i, s := range list {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Quote(s))
	}
	return b.String()
}

// Split reads what Join writes: quoted strings separated by one or more
// spaces, with optional spaces around the list. The empty list is a
// non-nil empty slice. An error quotes at most a clipped piece of line
// and names a non-ASCII character as the character.
func Split(line string) ([]string, error) {
	out := []string{}
	rest := strings.TrimLeft(line, " ")
	for rest != "" {
		q, err := strconv.QuotedPrefix(rest)
		if err != nil {
			if c := rest[0]; c != '"' && c != '`' && c != '\'' {
				return nil, fmt.Errorf("want a quoted string, found %s in %s", notation.Char(rest), notation.Quote(rest))
			}
			return nil, fmt.Errorf("%s is not a complete quoted string", notation.Quote(rest))
		}
		s, err := strconv.Unquote(q)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", notation.Quote(q), err)
		}
		out = append(out, s)
		rest = rest[len(q):]
		if rest != "" && rest[0] != ' ' {
			return nil, fmt.Errorf("want a space after %s, found %s", notation.Quote(q), notation.Char(rest))
		}
		rest = strings.TrimLeft(rest, " ")
	}
	return out, nil
}
