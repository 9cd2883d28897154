package solver

import (
	"context"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/internal/lazy"
)

// wordLists keeps a dictionary's words of each length up to maxSize, as
// the solver needs them: upper case, each word once. A length is built on
// first use from the dictionary's own list when it can give one
// (dictionary.WordsOfLength), else by asking Contains about every string
// of that length (26^L calls: 457 thousand for four letters, 11.9 million
// for five), which is why the lists are cached per dictionary, and built
// on a goroutine of their own that a search under a context can stop
// waiting for (ready).
type wordLists struct {
	words [maxSize + 1]*lazy.Value[[]string]
}

var listCache = dictionary.NewCache(func(d dictionary.Dictionary) *wordLists {
	wl := &wordLists{}
	for L := range wl.words {
		wl.words[L] = lazy.New(func() []string { return buildWords(d, L) })
	}
	return wl
})

// listsFor returns the word lists of d, shared through listCache.
func listsFor(d dictionary.Dictionary) *wordLists { return listCache.Get(d) }

// length returns the words of L letters.
func (wl *wordLists) length(L int) []string { return wl.words[L].Get() }

// ready waits until the words of lo to hi letters are listed, and
// returns nil; or until ctx is done, and returns ctx's error.
func (wl *wordLists) ready(ctx context.Context, lo, hi int) error {
	for L := lo; L <= hi; L++ {
		if _, err := wl.words[L].Wait(ctx); err != nil {
			return err
		}
	}
	return nil
}

// buildWords lists the words of L letters of d (dawg.WordsOfLength: the
// dictionary's own list, else a scan of every string).
func buildWords(d dictionary.Dictionary, L int) []string {
	out := []string{}
	for w := range dawg.WordsOfLength(d, L) {
		if u, ok := dictionary.Normalize(w); ok && len(u) == L {
			out = append(out, u)
		}
	}
	return out
}

// A trie holds the words of one length that a hand's letters can spell:
// a few hundred words for a 4x4 hand, so the solver's prefix questions
// ("does any word of 4 letters start with BO, and can the tiles left
// finish it?") are a walk down a handful of nodes.
type trie struct {
	nodes []trieNode // nodes[0] is the root
}

type trieNode struct {
	child [26]int32 // 0: no child
	kids  []uint8   // the letters that have a child, in order
}

// newTrie builds the trie of the words that letters (counts by letter)
// can spell.
func newTrie(words []string, letters [26]int) *trie {
	t := &trie{nodes: make([]trieNode, 1)}
	for _, w := range words {
		var need [26]int
		ok := true
		for i := range len(w) {
			l := w[i] - 'A'
			need[l]++
			if need[l] > letters[l] {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		at := int32(0)
		for i := range len(w) {
			l := w[i] - 'A'
			if t.nodes[at].child[l] == 0 {
				t.nodes = append(t.nodes, trieNode{})
				t.nodes[at].child[l] = int32(len(t.nodes) - 1)
				t.nodes[at].kids = append(t.nodes[at].kids, l)
			}
			at = t.nodes[at].child[l]
		}
	}
	return t
}

// empty reports whether the trie holds no word.
func (t *trie) empty() bool { return len(t.nodes) == 1 }
