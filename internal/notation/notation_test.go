package notation

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestClip(t *testing.T) {
	if got := Clip("short"); got != "short" {
		t.Errorf("Clip(short) = %q", got)
	}
	long := strings.Repeat("é", 100)
	got := Clip(long)
	if !strings.HasSuffix(got, "…") || !utf8.ValidString(got) || len(got) > MaxQuote+len("…") {
		t.Errorf("Clip(long) = %q", got)
	}
	if q := Quote(strings.Repeat("x", 1<<20)); len(q) > 60 {
		t.Errorf("Quote of 1 MB is %d bytes", len(q))
	}
}

func TestChar(t *testing.T) {
	for in, want := range map[string]string{
		"":      "end of input",
		"Ćma":   "'Ć'",
		"ıdeas": "'ı'",
		"x":     "'x'",
		"\n":    `'\n'`,
		"\xc4":  `'\xc4'`,
	} {
		if got := Char(in); got != want {
			t.Errorf("Char(%q) = %s, want %s", in, got, want)
		}
	}
	s := "abĆd"
	for i, want := range []string{"'a'", "'b'", "'Ć'", "'Ć'", "'d'", "end of input"} {
		if got := CharAt(s, i); got != want {
			t.Errorf("CharAt(%q, %d) = %s, want %s", s, i, got, want)
		}
	}
}

func TestFold(t *testing.T) {
	if !EqualFold("GiveUp", "giveup") || EqualFold("gİveup", "giveup") || EqualFold("giveu", "giveup") {
		t.Error("EqualFold is wrong")
	}
	if !HasPrefixFold("#TITLE x", "#title") || HasPrefixFold("#tİtle", "#title") {
		t.Error("HasPrefixFold is wrong")
	}
	if got := Lower("GİVEUP"); got != "gİveup" {
		t.Errorf("Lower = %q", got)
	}
	if got := Lower("abc"); got != "abc" {
		t.Errorf("Lower = %q", got)
	}
}

func TestMoveErrorText(t *testing.T) {
	rule := errors.New("not a word")
	for _, c := range []struct {
		in   MoveErrorText
		want string
	}{
		{MoveErrorText{Game: "wordgame", Player: "Ada", Move: "8H QXZ", Detail: `"QXZ" is not a word`, Err: rule}, `wordgame: Ada: 8H QXZ: "QXZ" is not a word`},
		{MoveErrorText{Game: "wordgame", Player: "Ada", Move: "8H QXZ", Err: rule}, `wordgame: Ada: 8H QXZ: not a word`},
		{MoveErrorText{Game: "quaddoku", Move: "-", Detail: "no game"}, `quaddoku: -: no game`},
		{MoveErrorText{Game: "quaddoku", Player: "Ann", NoMove: true, Detail: "only a pass"}, `quaddoku: Ann: only a pass`},
		{MoveErrorText{Game: "sumoku", Player: "Bo", Detail: "nothing placed"}, `sumoku: Bo: : nothing placed`},
		{MoveErrorText{Game: "sumoku", NoMove: true}, `sumoku: `},
	} {
		if got := c.in.String(); got != c.want {
			t.Errorf("%+v: got %q, want %q", c.in, got, c.want)
		}
	}
	if got, want := NilMoveError("wordle"), "wordle: <nil MoveError>"; got != want {
		t.Errorf("NilMoveError: got %q, want %q", got, want)
	}
}

// TestName names the values of a table and writes any other value as
// its kind and number.
func TestName(t *testing.T) {
	names := []string{"zero", "one"}
	for _, c := range []struct {
		got, want string
	}{
		{Name(names, 1, "n"), "one"},
		{Name(names, uint8(0), "n"), "zero"},
		{Name(names, 2, "n"), "n(2)"},
		{Name(names, -1, "n"), "n(-1)"},
		{Name(names, uint8(200), "symbol"), "symbol(200)"},
	} {
		if c.got != c.want {
			t.Errorf("Name = %q, want %q", c.got, c.want)
		}
	}
}
