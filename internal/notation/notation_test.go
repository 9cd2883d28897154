package notation

import (
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
