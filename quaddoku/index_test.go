package quaddoku

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
)

// scanIndex is buildIndex as it was before it shared dawg.WordsOfLength:
// the index it builds from a dictionary that only answers Contains.
func scanIndex(d dictionary.Dictionary) *index {
	const all = 26 * 26 * 26 * 26
	var seen [(all + 63) / 64]uint64
	var w [4]byte
	for i := range all {
		w[0], w[1], w[2], w[3] = byte('A'+i/17576), byte('A'+i/676%26), byte('A'+i/26%26), byte('A'+i%26)
		if d.Contains(string(w[:])) {
			k := i
			seen[k/64] |= 1 << (k % 64)
		}
	}
	ix := &index{}
	for k := range all {
		if seen[k/64]&(1<<(k%64)) != 0 {
			ix.words = append(ix.words, [4]byte{byte(k / 17576), byte(k / 676 % 26), byte(k / 26 % 26), byte(k % 26)})
		}
	}
	return ix
}

// containsOnlyDict hides a list's enumeration, so that the index is built
// by scanning every four-letter string.
type containsOnlyDict struct{ d dictionary.Dictionary }

func (c containsOnlyDict) Contains(w string) bool { return c.d.Contains(w) }

// TestIndexScanUnchanged checks the index of the bundled list, built by
// the shared scan and from the list itself, against the scan it replaced.
func TestIndexScanUnchanged(t *testing.T) {
	want := scanIndex(dictionary.Default())
	for _, d := range []dictionary.Dictionary{containsOnlyDict{dictionary.Default()}, dictionary.Default()} {
		got := buildIndex(d)
		if !slices.Equal(got.words, want.words) {
			t.Errorf("%T: index of %d words, the old scan gives %d", d, len(got.words), len(want.words))
		}
	}
}
