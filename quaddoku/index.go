package quaddoku

import (
	"bytes"
	"slices"

	"github.com/tilekit/tilekit/dictionary"
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
// other is asked about each of the 26^4 = 456,976 four-letter strings once,
// which takes a moment.
func indexFor(d dictionary.Dictionary) *index { return indexes.Get(d) }

func buildIndex(d dictionary.Dictionary) *index {
	ix := &index{}
	add := func(w string) {
		var b [4]byte
		for i := range 4 {
			c := w[i]
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			if c < 'A' || c > 'Z' {
				return
			}
			b[i] = c - 'A'
		}
		ix.words = append(ix.words, b)
	}
	if seq, ok := dictionary.WordsOfLength(d, 4); ok {
		for w := range seq {
			if len(w) == 4 {
				add(w)
			}
		}
	} else {
		var w [4]byte
		for i := range 26 * 26 * 26 * 26 {
			w[0], w[1], w[2], w[3] = byte('A'+i/17576), byte('A'+i/676%26), byte('A'+i/26%26), byte('A'+i%26)
			if d.Contains(string(w[:])) {
				add(string(w[:]))
			}
		}
	}
	// A lister may yield a word in two cases, a Contains scan in order.
	slices.SortFunc(ix.words, func(a, b [4]byte) int { return bytes.Compare(a[:], b[:]) })
	ix.words = slices.Compact(ix.words)
	for i, w := range ix.words {
		ix.byFirst[w[0]] = append(ix.byFirst[w[0]], int32(i))
		k := int(w[0])*26 + int(w[3])
		ix.byFirstLast[k] = append(ix.byFirstLast[k], int32(i))
	}
	return ix
}
