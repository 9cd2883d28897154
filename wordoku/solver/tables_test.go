package solver

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
)

// scanWords is wordLists.build as it was before it shared
// dawg.WordsOfLength, for a dictionary that only answers Contains.
func scanWords(d dictionary.Dictionary, L int) []string {
	out := []string{}
	var buf [maxSize]byte
	n := 1
	for range L {
		n *= 26
	}
	for code := range n {
		x := code
		for j := L - 1; j >= 0; j-- {
			buf[j] = byte('A' + x%26)
			x /= 26
		}
		if w := string(buf[:L]); d.Contains(w) {
			out = append(out, w)
		}
	}
	return out
}

// containsOnlyDict hides a list's enumeration.
type containsOnlyDict struct{ d dictionary.Dictionary }

func (c containsOnlyDict) Contains(w string) bool { return c.d.Contains(w) }

// TestWordListsScanUnchanged checks the word lists of the bundled list,
// built by the shared scan and from the list itself, against the scan
// they replaced (3 and 4 letters: 5 letters is 11.9 million questions).
func TestWordListsScanUnchanged(t *testing.T) {
	for _, L := range []int{3, 4} {
		want := scanWords(dictionary.Default(), L)
		if got := (&wordLists{d: containsOnlyDict{dictionary.Default()}}).build(L); !slices.Equal(got, want) {
			t.Errorf("%d letters, scanned: %d words, the old scan gives %d", L, len(got), len(want))
		}
		got := (&wordLists{d: dictionary.Default()}).build(L)
		if !slices.Equal(slices.Sorted(slices.Values(got)), want) {
			t.Errorf("%d letters, listed: %d words, the old scan gives %d", L, len(got), len(want))
		}
	}
}
