package quaddoku

import (
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/dawg"
)

// An index holds a dictionary's four-letter words for the move finder,
// letters coded 0–25, in alphabetical order, with lists by first letter
// and by first and last letter. It is built once per dictionary and
// shared; it is never changed after it is built.
type index struct {
	words       [][4]byte
	byFirst     [26][]int32
	byFirstLast [26 * 26][]int32
}

// indexes caches one index per dictionary (see dictionary.Cache: a
// dictionary.Func is not cached and gets a fresh index on every call).
var indexes = dictionary.NewCache(buildIndex)

// indexFor returns the index of d's four-letter words, building it on
// first use. A dictionary that can enumerate its words (a
// dictionary.LengthLister or dictionary.Lister) is read directly; any
// other is asked about each of the 26^4 = 456,976 four-letter strings once
// (dawg.WordsOfLength), which takes a moment.
func indexFor(d dictionary.Dictionary) *index { return indexes.Get(d) }

// buildIndex marks d's four-letter words in a bit set of all 26^4
// strings, then lists them in order: whatever a caller's dictionary
// yields (the same word again and again, in any case, forever), the
// index never holds more than 456,976 words.
func buildIndex(d dictionary.Dictionary) *index {
	const all = 26 * 26 * 26 * 26
	var seen [(all + 63) / 64]uint64
	mark := func(w string) {
		k := 0
		for i := range 4 {
			c := w[i]
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			if c < 'A' || c > 'Z' {
				return
			}
			k = k*26 + int(c-'A')
		}
		seen[k/64] |= 1 << (k % 64)
	}
	for w := range dawg.WordsOfLength(d, 4) {
		if len(w) == 4 {
			mark(w)
		}
	}
	ix := &index{}
	for k := range all {
		if seen[k/64]&(1<<(k%64)) != 0 {
			ix.words = append(ix.words, [4]byte{byte(k / 17576), byte(k / 676 % 26), byte(k / 26 % 26), byte(k % 26)})
		}
	}
	for i, w := range ix.words {
		ix.byFirst[w[0]] = append(ix.byFirst[w[0]], int32(i))
		k := int(w[0])*26 + int(w[3])
		ix.byFirstLast[k] = append(ix.byFirstLast[k], int32(i))
	}
	return ix
}
