package quaddoku

import (
	"errors"
	"strings"
	"testing"
)

// ParseMove's errors quote a short piece of the input and name a
// non-ASCII character as the character.
func TestParseMoveErrors(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Players: 1})
	for _, c := range []struct{ text, want string }{
		{strings.Repeat("02=E3", 1<<20), `"02=E302=E302=E302=E302=E302=E302=E302=E3…"`},
		{"02=E3 " + strings.Repeat("x", 1<<20), `"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"`},
		{strings.Repeat("02=E3 ", 1<<20), "cell 02 gets two tiles"},
		{"00=A1 01=A1 02=A1 03=A1 10=A1 13=A1 20=A1 23=A1 30=A1 31=A1 32=A1 33=A1 " + strings.Repeat("00=A1 ", 1<<20), "more than 12 placements"},
		{"02=ı3", "'ı' is not a letter"},
		{"02=Ć", "'Ć' is not a letter"},
		{"02=E²", "'²' is not a digit"},
		{"02=E\xff", `'\xff' is not a digit`},
	} {
		_, err := s.ParseMove(c.text)
		if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), c.want) || len(err.Error()) > 200 {
			t.Errorf("ParseMove(%.20q…) = %v, want ErrSyntax and %s", c.text, err, c.want)
		}
	}
	if _, err := ParseGrid(strings.Repeat("B2 ", 1<<20)); err == nil || len(err.Error()) > 200 {
		t.Errorf("ParseGrid of 3 MB: a %d-byte error", len(err.Error()))
	}
}
