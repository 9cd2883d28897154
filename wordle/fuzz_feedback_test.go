package wordle

import (
	"strings"
	"testing"
)

func FuzzFeedback(f *testing.F) {
	f.Add("SOLVE", "SMILE")
	f.Add("abbey", "KEBAB")
	f.Add("SOLVE", "SOLVES")
	f.Add("S\xffLVE", "SOLVE")
	f.Fuzz(func(t *testing.T, secret, guess string) {
		p, err := Feedback(secret, guess)
		if err != nil {
			if p != (Pattern{}) {
				t.Fatalf("error %v with pattern %v", err, p)
			}
			return
		}
		if got, want := p.String(), referenceFeedback(secret, guess); got != want {
			t.Fatalf("Feedback(%q, %q) = %s, reference %s", secret, guess, got, want)
		}
		if p.Solved() != strings.EqualFold(secret, guess) {
			t.Fatalf("Feedback(%q, %q) = %s", secret, guess, p)
		}
	})
}

func FuzzParsePattern(f *testing.F) {
	f.Add("G.Y..")
	f.Add("gy_-.")
	f.Add("GGGGGGGGGGG")
	f.Add("🟩")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePattern(text)
		if err != nil {
			return
		}
		q, err := ParsePattern(p.String())
		if err != nil || q != p || p.Len() != len(text) {
			t.Fatalf("ParsePattern(%q) = %v; round trip %v, %v", text, p, q, err)
		}
	})
}
