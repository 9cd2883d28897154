package gametest

import (
	"errors"
	"strings"
	"testing"
	"unicode"
)

// FoldedKeywords catches a notation that folds case with Unicode rules,
// and passes one that compares bytes or skips unknown fields.
func TestFoldedKeywords(t *testing.T) {
	const state = "game 1\nplayers 2\nnames \"Kim\" \"Sis\"\n"
	// A decoder of that text whose keys compare as cmp says; skip
	// ignores an unknown key instead of refusing it.
	decoder := func(cmp func(a, b string) bool, skip bool) func([]byte) ([]byte, error) {
		return func(text []byte) ([]byte, error) {
			var out []string
			for _, line := range strings.SplitAfter(string(text), "\n") {
				key, _, _ := strings.Cut(line, " ")
				switch {
				case line == "":
				case cmp(key, "game") || cmp(key, "players") || cmp(key, "names"):
					k := strings.ToLower(strings.NewReplacer("İ", "i", "ı", "i", "ſ", "s").Replace(key))
					out = append(out, k+strings.TrimPrefix(line, key))
				case !skip:
					return nil, errors.New("unknown key")
				}
			}
			return []byte(strings.Join(out, "")), nil
		}
	}
	parse := func(cmp func(a, b string) bool) func(string) error {
		return func(text string) error {
			if cmp(text, "giveup") || cmp(text, "skip") {
				return nil
			}
			return errors.New("bad move")
		}
	}
	exact := func(a, b string) bool { return a == b }
	upper := func(a, b string) bool { return strings.Map(unicode.ToUpper, a) == strings.ToUpper(b) }
	for _, c := range []struct {
		name   string
		fold   func(a, b string) bool
		skip   bool
		broken bool
	}{
		{"bytes", exact, false, false},
		{"bytes, skipping unknown keys", exact, true, false},
		{"Unicode folding", strings.EqualFold, false, true},
		{"Unicode upper-casing", upper, false, true},
	} {
		r := &recorder{T: t}
		FoldedKeywords(r, []byte(state), decoder(c.fold, c.skip), []string{"giveup", "skip"}, parse(c.fold))
		if r.failed != c.broken {
			t.Errorf("%s: failed %v (%s), want %v", c.name, r.failed, r.msg, c.broken)
		}
	}
	// Of the lookalikes only a dotless ı upper-cases to an ASCII letter of
	// "give" (I): a parser that upper-cases before comparing is caught.
	r := &recorder{T: t}
	FoldedKeywords(r, []byte(state), decoder(exact, false), []string{"give"}, func(text string) error {
		if upper(text, "give") {
			return nil
		}
		return errors.New("bad move")
	})
	if !r.failed || !strings.Contains(r.msg, "gıve") {
		t.Errorf("a parser that upper-cases moves passed: %q", r.msg)
	}
}
