package wordgame

import (
	"errors"
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/tilekit/tilekit/dictionary"
)

// The move generator walks a word automaton: a minimal deterministic
// acyclic automaton (a DAWG) over the letters A–Z that accepts exactly the
// words of a dictionary from 2 letters up to the length of the board's
// longest line (one automaton per length asked for). The search on the
// board is Appel and Jacobson's (1988): left parts laid out from the rack
// on the empty squares before an anchor, then extended rightwards through
// the board's tiles, with cross-check letter sets computed once per
// position and direction, and scores summed during the walk (the generator
// never rescores a move).
//
// Layout. The automaton is one flat slice of arcs. An arc stands for the
// node it leads to: its mask has bit l set when the node has an outgoing
// letter 'A'+l, and bit 31 set when the path to the node spells a word; the
// node's children are stored consecutively from first, in letter order, so
// the child for letter l is arcs[first+popcount(mask below l)]. arcs[0] is
// the root. Equivalent sub-automata are shared (the automaton is minimal),
// so the bundled Default list (274,137 words) takes 189,244 arcs of 12
// bytes, 2.2 MiB. Each arc also carries the set of letters found anywhere
// below it and, in mask bits 26–30, the fewest letters to the nearest word
// end: the search drops a left part that can never reach a letter the
// anchor square accepts, and any path with too few tiles and board letters
// left to finish a word. The nodes are laid out breadth first (a
// depth-first layout was measured and was no faster).
//
// Speed (issue 18). Over the 40 positions of testdata/wordgame-movegen.tsv
// (Classic rules, dictionary.Default(); BenchmarkMovegenTable) the
// generator went from about 2.0 ms of CPU per position to about 0.8 ms,
// 2.4 times faster, and from 150 allocations (26 MiB) per 40 positions to
// none. The profile said where: a third of the time went on sorting every
// move by score, and much of the rest on allocating and copying the list
// (and on the garbage collection that followed), so LegalMoves now streams the moves unsorted, AppendLegalMoves
// fills a caller's slice, and only Hints sorts (a bounded heap for Hints(n),
// so Hints(10) gained as much). In the walk itself: on an empty board whose
// premiums are symmetric about the diagonal, the words down the start
// column are those along its row turned over (the empty-board and blank
// racks are the expensive rows, and this halves them); and the
// nearest-word-end pruning above. BestMove, which never built the list,
// gained only from the walk: about 1.2 times less CPU. A score bound for
// BestMove and Hints(n) (the rack's best tiles on the best premiums in
// reach of the longest word) was tried and pruned only a quarter of the
// extension steps, with no measurable gain, so it was left out.
//
// Why not a GADDAG: a GADDAG stores every word once per letter (reversed
// prefix, separator, suffix): for Default about 2.5 million strings
// instead of 274,137, several times the arcs of this automaton (over the
// 16 MiB the issue allows at 12 bytes an arc) and a build far over the
// 150 ms first-use budget, so it would have to ship pre-built in the
// module. Building this automaton takes about 100 ms of CPU for Default
// (BenchmarkDawgBuildDefault: sorted runs of the list merged, nodes
// deduplicated in an open-addressing table, buffers sized from the list's
// length), allocating 23 MiB in all on the way to its 2.2 MiB.
type dawg struct {
	arcs  []arc
	words int // words accepted
}

// An arc is a node of the automaton as seen from its parent.
type arc struct {
	mask  uint32 // bits 0–25: letters leading on; 26–30: rest; bit 31: a word ends here
	first uint32 // index in dawg.arcs of the first child
	reach uint32 // letters on any arc below the node: a quick dead-end test
}

const (
	acceptBit  = 1 << 31
	letterBits = 1<<26 - 1
	restShift  = 26 // mask>>restShift&restMask: letters to the nearest word end
	restMask   = 31
)

// rest returns the fewest letters that take a to a word end (0 when a
// itself ends a word; 31 when none does, which only the empty root can
// show): the search drops a path that has fewer letters left to lay.
func (a arc) rest() int { return int(a.mask >> restShift & restMask) }

// accepts reports whether the path to a spells a word.
func (a arc) accepts() bool { return a.mask&acceptBit != 0 }

// child returns the arc for letter l (0–25), and whether there is one.
func (d *dawg) child(a arc, l uint8) (arc, bool) {
	bit := uint32(1) << l
	if a.mask&bit == 0 {
		return arc{}, false
	}
	return d.arcs[a.first+uint32(bits.OnesCount32(a.mask&(bit-1)))], true
}

// contains reports whether the automaton accepts w (upper case letters).
func (d *dawg) contains(w string) bool {
	a := d.arcs[0]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 'A' || c > 'Z' {
			return false
		}
		var ok bool
		if a, ok = d.child(a, c-'A'); !ok {
			return false
		}
	}
	return a.accepts()
}

// MaxDictionaryWords is the most playable words (of 2 letters up to the
// length of the board's longest line) a dictionary may hold for the move
// generator to use it. The bundled Default list holds about a quarter of
// that; a larger dictionary gets no automaton, and BestMove says so with
// an error wrapping ErrDetached (the words are still checked: moves
// can be played).
const MaxDictionaryWords = 1 << 20

// maxPrefixQueries bounds the prefixes a dictionary that only answers
// prefix queries may confirm before its automaton is refused: Default has
// about 600,000 distinct prefixes of 1 to 15 letters.
const maxPrefixQueries = 4 * MaxDictionaryWords

// errTooManyWords is the detail of the error for an oversized dictionary.
var errTooManyWords = fmt.Errorf("the word list holds more than %d playable words, too many for the move generator", MaxDictionaryWords)

// buildDawg builds the automaton of the playable words among words: those
// of 2 to maxLen letters A–Z (lower case is folded); others are skipped.
// The words may come in any order and may repeat; sizeHint is how many
// there may be (0 when unknown). More than MaxDictionaryWords distinct
// playable words give an error.
func buildDawg(words func(yield func(string) bool), sizeHint, maxLen int) (*dawg, error) {
	list := make([]string, 0, min(max(sizeHint, 0), MaxDictionaryWords+1))
	check := MaxDictionaryWords + 1 // list length at which repeats are dropped
	for w := range words {
		if len(w) < 2 || len(w) > maxLen {
			continue
		}
		up, ok := dictionary.Normalize(w)
		if !ok {
			continue
		}
		list = append(list, up)
		if len(list) >= check {
			// Drop repeats before deciding the list is too long (each
			// check at least doubles the next one's distance, so the
			// checks cost linear time in all).
			list = sortWords(list)
			if len(list) > MaxDictionaryWords {
				return nil, errTooManyWords
			}
			check = 2 * check
		}
	}
	list = sortWords(list)
	if len(list) > MaxDictionaryWords {
		return nil, errTooManyWords
	}

	// About one unique node per four words, for English lists.
	guess := len(list)/4 + 16
	b := &dawgBuilder{
		words: list,
		nodes: make([]uniqueNode, 0, guess),
		kids:  make([]uint32, 0, guess),
		table: make([]uint32, 1<<bits.Len(uint(2*guess))),
	}
	root := b.node(0, len(list), 0)
	return b.layout(root, len(list)), nil
}

// sortWords sorts list and drops repeats. A list made of a few sorted runs
// (a word list read length by length, as dictionary.List gives them) is
// merged run by run, several times faster than sorting it afresh.
func sortWords(list []string) []string {
	var runs []int // start of each sorted run, then len(list)
	for i := range list {
		if i == 0 || list[i] < list[i-1] {
			if runs = append(runs, i); len(runs) > 64 {
				slices.Sort(list)
				return slices.Compact(list)
			}
		}
	}
	runs = append(runs, len(list))
	tmp := make([]string, len(list))
	src, dst := list, tmp
	for len(runs) > 2 {
		merged := runs[:0:0]
		for k := 0; k+1 < len(runs); k += 2 {
			lo, mid := runs[k], runs[k+1]
			hi := mid
			if k+2 < len(runs) {
				hi = runs[k+2]
			}
			merged = append(merged, lo)
			i, j, o := lo, mid, lo
			for i < mid && j < hi {
				if src[j] < src[i] {
					dst[o], j = src[j], j+1
				} else {
					dst[o], i = src[i], i+1
				}
				o++
			}
			o += copy(dst[o:], src[i:mid])
			copy(dst[o:], src[j:hi])
		}
		runs = append(merged, len(list))
		src, dst = dst, src
	}
	return slices.Compact(src)
}

// dawgBuilder minimises the trie of a sorted word list bottom-up: each node
// is registered under a key made of its mask and its children's ids, so
// equal sub-automata get one id.
type dawgBuilder struct {
	words []string
	nodes []uniqueNode
	kids  []uint32 // every node's children's ids, in letter order
	// table is an open-addressing hash set of the nodes (1 + id; 0 for
	// an empty slot), at most half full.
	table []uint32
}

type uniqueNode struct {
	hash  uint64 // of mask and children
	mask  uint32
	reach uint32
	at    uint32 // kids[at:at+n] are the children's ids
	n     uint32
}

// children returns the ids of the children of node u.
func (b *dawgBuilder) children(u uint32) []uint32 {
	x := b.nodes[u]
	return b.kids[x.at : x.at+x.n]
}

// node returns the unique id of the node reached by the common prefix of
// length depth of words[lo:hi].
func (b *dawgBuilder) node(lo, hi, depth int) uint32 {
	var mask, reach uint32
	var kids [26]uint32
	n := 0
	i := lo
	rest := uint32(restMask)
	if i < hi && len(b.words[i]) == depth {
		mask |= acceptBit
		rest = 0
		i++
	}
	for i < hi {
		c := b.words[i][depth]
		j := i + 1
		for j < hi && b.words[j][depth] == c {
			j++
		}
		kid := b.node(i, j, depth+1)
		kids[n] = kid
		n++
		mask |= 1 << (c - 'A')
		reach |= 1<<(c-'A') | b.nodes[kid].reach
		rest = min(rest, 1+b.nodes[kid].mask>>restShift&restMask)
		i = j
	}
	mask |= rest << restShift
	h := uint64(mask)*0x9E3779B97F4A7C15 ^ uint64(n)
	for _, k := range kids[:n] {
		h = (h ^ uint64(k)) * 0x100000001B3
		h ^= h >> 29
	}
	slot := b.find(h, mask, kids[:n])
	if b.table[slot] != 0 {
		return b.table[slot] - 1
	}
	id := uint32(len(b.nodes))
	b.nodes = append(b.nodes, uniqueNode{hash: h, mask: mask, reach: reach, at: uint32(len(b.kids)), n: uint32(n)})
	b.kids = append(b.kids, kids[:n]...)
	b.table[slot] = id + 1
	if 2*len(b.nodes) > len(b.table) {
		b.grow()
	}
	return id
}

// find returns the slot of b.table holding the node with this hash, mask
// and children, or the empty slot where it belongs.
func (b *dawgBuilder) find(h uint64, mask uint32, kids []uint32) int {
	m := len(b.table) - 1
	for i := int(h) & m; ; i = (i + 1) & m {
		x := b.table[i]
		if x == 0 {
			return i
		}
		u := &b.nodes[x-1]
		if u.hash == h && u.mask == mask && slices.Equal(b.kids[u.at:u.at+u.n], kids) {
			return i
		}
	}
}

// grow doubles b.table.
func (b *dawgBuilder) grow() {
	b.table = make([]uint32, 2*len(b.table))
	m := len(b.table) - 1
	for id, u := range b.nodes {
		i := int(u.hash) & m
		for b.table[i] != 0 {
			i = (i + 1) & m
		}
		b.table[i] = uint32(id) + 1
	}
}

// layout writes the unique nodes as arcs, breadth first from the root so
// that the nodes near the root, which every search visits, sit together.
func (b *dawgBuilder) layout(root uint32, words int) *dawg {
	const unset = ^uint32(0)
	block := make([]uint32, len(b.nodes))
	for i := range block {
		block[i] = unset
	}
	queue := []uint32{root}
	next := uint32(1)
	block[root] = next
	for qi := 0; qi < len(queue); qi++ {
		u := queue[qi]
		block[u] = next
		next += b.nodes[u].n
		for _, k := range b.children(u) {
			if block[k] == unset {
				block[k] = 0 // queued
				queue = append(queue, k)
			}
		}
	}
	arcs := make([]arc, next)
	arcs[0] = arc{mask: b.nodes[root].mask, first: block[root], reach: b.nodes[root].reach}
	for _, u := range queue {
		for i, k := range b.children(u) {
			arcs[block[u]+uint32(i)] = arc{mask: b.nodes[k].mask, first: block[k], reach: b.nodes[k].reach}
		}
	}
	return &dawg{arcs: arcs, words: words}
}

// automata holds the automata of each dictionary, one for each longest
// word length asked for, built on first use and shared (see
// dictionary.Cache for how dictionaries are told apart: a dictionary.Func
// gets a fresh build on every call). Each automaton holds a few megabytes
// and lives as long as the program; so does the error of a dictionary that
// cannot be used.
var automata = dictionary.NewCache(func(d dictionary.Dictionary) *automatonSet {
	return &automatonSet{d: d}
})

// An automatonSet holds a dictionary's automata by longest word length.
type automatonSet struct {
	d     dictionary.Dictionary
	byLen [MaxBoardSize + 1]atomic.Pointer[func() builtAutomaton]
}

type builtAutomaton struct {
	d   *dawg
	err error
}

// get returns the automaton of the words of 2 to maxLen letters, building
// it on first use.
func (s *automatonSet) get(maxLen int) (*dawg, error) {
	slot := &s.byLen[maxLen]
	f := slot.Load()
	if f == nil {
		build := sync.OnceValue(func() builtAutomaton {
			a, err := buildFor(s.d, maxLen)
			return builtAutomaton{a, err}
		})
		if !slot.CompareAndSwap(nil, &build) {
			f = slot.Load() // another goroutine got there first
		} else {
			f = &build
		}
	}
	b := (*f)()
	return b.d, b.err
}

// automatonFor returns the automaton of d's words of 2 to maxLen letters
// (the longest line of the board; clamped to 2 to MaxBoardSize), building
// it on first use, or nil for a nil d; or an error saying why d cannot be
// used.
//
// A dictionary that lists its words (dictionary.Lister) gets the automaton
// of exactly its words. One that answers prefix queries
// (dictionary.PrefixChecker) also gets exactly its words, found by walking
// its prefixes: slower to build (26 HasPrefix calls per distinct prefix,
// seconds for a list the size of Default) but built once. A dictionary
// that can only answer Contains cannot be enumerated in reasonable time,
// so its automaton is built from the bundled Default list filtered through
// d.Contains: the move generator then finds every legal placement whose
// words are all in Default, and misses placements needing a word that d
// accepts but Default lacks. Every move it returns is legal under d.
//
// Only words of the lengths the board allows are read. A dictionary
// holding more than MaxDictionaryWords of them, or confirming more than
// maxPrefixQueries prefixes, gets an error, and so does a nil pointer or a
// dictionary whose methods panic (the panic is caught here, so it is not
// repeated on every later call).
func automatonFor(d dictionary.Dictionary, maxLen int) (*dawg, error) {
	set := automata.Get(d)
	if set == nil {
		return nil, nil
	}
	return set.get(min(max(maxLen, 2), MaxBoardSize))
}

func buildFor(d dictionary.Dictionary, maxLen int) (a *dawg, err error) {
	if v := reflect.ValueOf(d); v.Kind() == reflect.Pointer && v.IsNil() {
		return nil, errors.New("the word list is missing")
	}
	defer func() {
		if r := recover(); r != nil {
			a, err = nil, errors.New("the word list failed while its words were read")
		}
	}()
	if words, ok := dictionary.Words(d); ok {
		n := 0
		if l, ok := d.(interface{ Len() int }); ok {
			n = l.Len()
		}
		return buildDawg(words, n, maxLen)
	}
	if pc, ok := d.(dictionary.PrefixChecker); ok {
		var tooMany bool
		a, err := buildDawg(prefixWords(pc, maxLen, maxPrefixQueries, &tooMany), 0, maxLen)
		if err == nil && tooMany {
			err = fmt.Errorf("the word list confirms more than %d prefixes, too many for the move generator", maxPrefixQueries)
		}
		if err != nil {
			return nil, err
		}
		return a, nil
	}
	return buildDawg(func(yield func(string) bool) {
		for w := range dictionary.DefaultList().Words() {
			if len(w) >= 2 && len(w) <= maxLen && d.Contains(w) && !yield(w) {
				return
			}
		}
	}, 0, maxLen)
}

// prefixWords enumerates the words of 2 to maxLen letters of a
// dictionary that can answer prefix queries but not list its words: a
// depth-first walk over the prefixes it confirms, asking HasPrefix for
// each letter after each confirmed prefix (26 queries per distinct prefix
// of its words). It stops, setting *tooMany, after limit confirmed
// prefixes.
func prefixWords(pc dictionary.PrefixChecker, maxLen, limit int, tooMany *bool) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		var buf [MaxBoardSize]byte
		confirmed := 0
		var walk func(n int) bool
		walk = func(n int) bool {
			for l := byte('A'); l <= 'Z'; l++ {
				buf[n] = l
				p := string(buf[:n+1])
				if !pc.HasPrefix(p) {
					continue
				}
				if confirmed++; confirmed > limit {
					*tooMany = true
					return false
				}
				if n+1 >= 2 && pc.Contains(p) && !yield(p) {
					return false
				}
				if n+1 < maxLen && !walk(n+1) {
					return false
				}
			}
			return true
		}
		walk(0)
	}
}
