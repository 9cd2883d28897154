package quaddoku

import (
	"bytes"
	"reflect"
	"slices"
	"sync"

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

// indexes caches one index per comparable dictionary value.
var indexes sync.Map // dictionary.Dictionary -> func() *index

// indexFor returns the index of d's four-letter words, building it on
// first use. A dictionary that can enumerate its words (a
// dictionary.LengthLister or dictionary.Lister) is read directly; any
// other is asked about each of the 26^4 = 456,976 four-letter strings once,
// which takes a moment. Dictionaries of a type that cannot be a map key
// (a dictionary.Func) are not cached: their index is rebuilt on every
// call.
func indexFor(d dictionary.Dictionary) *index {
	if !reflect.ValueOf(d).Comparable() {
		return buildIndex(d)
	}
	f, _ := indexes.LoadOrStore(d, sync.OnceValue(func() *index { return buildIndex(d) }))
	return f.(func() *index)()
}

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
