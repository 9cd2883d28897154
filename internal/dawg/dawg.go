// Package dawg holds the word automaton of the crossword games' move
// generator: a minimal deterministic acyclic automaton (a DAWG, not a
// GADDAG) over the letters of an alphabet that accepts exactly the words
// of a list, and the enumerations that feed it a dictionary's words.
// Letters are codes 'A'+l for l from 0 to MaxLetters-1 (32 letters:
// 'A'–'Z' in English; see tiles.Alphabet.Code), so the automaton serves
// every alphabet of up to 32 letters (the Polish crossword alphabet, the
// largest preset, has 32).
//
// Layout. The automaton is one flat slice of arcs of 8 bytes. An arc
// stands for the node it leads to: its mask has bit l set when the node
// has an outgoing letter 'A'+l (bits 0–31), and bit 63 set when the path
// to the node spells a word; the node's children are stored consecutively
// from first (bits 32–57), in letter order, so the child for letter l is
// arcs[first+popcount(mask below l)]. arcs[0] is the root. Equivalent
// sub-automata are shared (the automaton is minimal), so the bundled
// Default list (274,137 words) takes 189,244 arcs, 1.4 MiB. In bits 58–62
// each arc also carries the fewest letters to the nearest word end, and a
// parallel slice holds letter sets of each node (Sets, 8 bytes more an
// arc): the letters found anywhere
// below it and those two arcs below it. The move generator's search, in
// wordgame, drops with them any path with too few tiles and board letters
// left to finish a word, a left part that can never reach a letter the
// anchor square accepts or the letters of the tiles after the anchor, and
// one whose next letter cannot be followed by the tile after the anchor.
// The sets are kept apart because only the left parts read them: the
// extension, which reads arcs far more often, finds more of them in the
// processor's caches (12-byte arcs holding one of the sets were measured
// slower, and 16-byte arcs holding both no faster; so were 16-byte arcs
// with room for 63 letters, by 3%, which is why the letters stop at 32).
// The nodes are laid out breadth first (a depth-first layout was measured
// and was slower).
//
// Why not a GADDAG: a GADDAG stores every word once per letter (reversed
// prefix, separator, suffix): for Default about 2.5 million strings
// instead of 274,137, several times the arcs of this automaton (over
// 16 MiB at 12 bytes an arc) and a build far over the
// 150 ms first-use budget, so it would have to ship pre-built in the
// module. Building this automaton takes about 100 ms of CPU for Default
// (BenchmarkBuildDefault: sorted runs of the list merged, nodes
// deduplicated in an open-addressing table, buffers sized from the list's
// length), allocating 25 MiB in all on the way to its 2.9 MiB.
package dawg

import (
	"fmt"
	"iter"
	"math/bits"
	"slices"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// A DAWG is a word automaton: one flat slice of arcs, Arcs[0] the root
// (see the package comment for the layout).
type DAWG struct {
	Arcs []Arc // Arcs[0] is the root
	// Sets[i] holds letter sets of the node of Arcs[i], quick dead-end
	// tests for the search. They are kept apart from the arcs, which are
	// read far more often, so that those take less room in the
	// processor's caches.
	Sets  []Sets
	Words int // words accepted
}

// Sets are letter sets of a node of the automaton (bit l for letter
// 'A'+l).
type Sets struct {
	Reach uint32 // letters on any arc below the node
	Two   uint32 // letters two arcs below: those that may follow any one letter after it
}

// An Arc is a node of the automaton as seen from its parent.
type Arc struct {
	// Mask holds in bits 0–31 the letters leading on, in bits 32–57 the
	// index in DAWG.Arcs of the first child (First), in bits 58–62 the
	// letters to the nearest word end (Rest), and in bit 63 whether a
	// word ends here.
	Mask uint64
}

// Bits of Arc.Mask.
const (
	Accept  = 1 << 63   // the path to the node spells a word
	Letters = 1<<32 - 1 // the letters leading on from the node
)

// MaxLetters is the number of letters an automaton can hold (codes 'A'
// to 'A'+MaxLetters-1).
const MaxLetters = 32

const (
	firstShift = 32
	firstMask  = 1<<26 - 1 // 67 million arcs: more than MaxWords words of 21 letters can need
	restShift  = 58        // mask>>restShift&restMask: letters to the nearest word end
	restMask   = 31
)

// First returns the index in DAWG.Arcs of the first child of a.
func (a Arc) First() uint32 { return uint32(a.Mask>>firstShift) & firstMask }

// Rest returns the fewest letters that take a to a word end (0 when a
// itself ends a word; 31 when none does, which only the empty root can
// show): the search drops a path that has fewer letters left to lay.
func (a Arc) Rest() int { return int(a.Mask >> restShift & restMask) }

// Accepts reports whether the path to a spells a word.
func (a Arc) Accepts() bool { return a.Mask&Accept != 0 }

// Child returns the arc for letter l (0 to MaxLetters-1), and whether
// there is one.
func (d *DAWG) Child(a Arc, l uint8) (Arc, bool) {
	bit := uint64(1) << (l & 63)
	if a.Mask&bit == 0 || l >= MaxLetters {
		return Arc{}, false
	}
	return d.Arcs[a.First()+uint32(bits.OnesCount64(a.Mask&(bit-1)))], true
}

// ChildIndex returns the index in d.Arcs of the arc for letter l (0 to
// MaxLetters-1) from the arc of index at, and whether there is one.
func (d *DAWG) ChildIndex(at uint32, l uint8) (uint32, bool) {
	a := d.Arcs[at]
	bit := uint64(1) << (l & 63)
	if a.Mask&bit == 0 || l >= MaxLetters {
		return 0, false
	}
	return a.First() + uint32(bits.OnesCount64(a.Mask&(bit-1))), true
}

// Contains reports whether the automaton accepts w, a word of letter
// codes (upper case letters in English).
func (d *DAWG) Contains(w string) bool {
	a := d.Arcs[0]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 'A' || c >= 'A'+MaxLetters {
			return false
		}
		var ok bool
		if a, ok = d.Child(a, c-'A'); !ok {
			return false
		}
	}
	return a.Accepts()
}

// MaxWords is the most words an automaton may hold: Build refuses more.
const MaxWords = 1 << 20

// ErrTooManyWords is the error of Build for a list of more than MaxWords
// words.
var ErrTooManyWords = fmt.Errorf("the word list holds more than %d playable words, too many for the move generator", MaxWords)

// Build builds the automaton of the playable words among words: those
// of 2 to maxLen letters A–Z (lower case is folded); others are skipped.
// The words may come in any order and may repeat; sizeHint is how many
// there may be (0 when unknown). More than MaxWords distinct
// playable words give an error.
func Build(words iter.Seq[string], sizeHint, maxLen int) (*DAWG, error) {
	return build(words, sizeHint, maxLen, dictionary.Normalize)
}

// BuildCodes is Build for words given as letter codes, each byte 'A'+l
// for l below MaxLetters (tiles.Alphabet.Parse gives them, without the
// tiles.Lower bit): words holding any other byte are skipped.
func BuildCodes(words iter.Seq[string], sizeHint, maxLen int) (*DAWG, error) {
	return build(words, sizeHint, maxLen, func(w string) (string, bool) {
		for i := 0; i < len(w); i++ {
			if w[i] < 'A' || w[i] >= 'A'+MaxLetters {
				return "", false
			}
		}
		return w, true
	})
}

func build(words iter.Seq[string], sizeHint, maxLen int, norm func(string) (string, bool)) (*DAWG, error) {
	list := make([]string, 0, min(max(sizeHint, 0), MaxWords+1))
	check := MaxWords + 1 // list length at which repeats are dropped
	for w := range words {
		if len(w) < 2 || len(w) > maxLen {
			continue
		}
		up, ok := norm(w)
		if !ok {
			continue
		}
		list = append(list, up)
		if len(list) >= check {
			// Drop repeats before deciding the list is too long (each
			// check at least doubles the next one's distance, so the
			// checks cost linear time in all).
			list = sortWords(list)
			if len(list) > MaxWords {
				return nil, ErrTooManyWords
			}
			check = 2 * check
		}
	}
	list = sortWords(list)
	if len(list) > MaxWords {
		return nil, ErrTooManyWords
	}

	// About one unique node per four words, for English lists.
	guess := len(list)/4 + 16
	b := &builder{
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

// builder minimises the trie of a sorted word list bottom-up: each node
// is registered under a key made of its mask and its children's ids, so
// equal sub-automata get one id.
type builder struct {
	words []string
	nodes []uniqueNode
	kids  []uint32 // every node's children's ids, in letter order
	// table is an open-addressing hash set of the nodes (1 + id; 0 for
	// an empty slot), at most half full.
	table []uint32
}

type uniqueNode struct {
	hash  uint64 // of mask, rest and children
	mask  uint64 // letters and Accept
	reach uint32
	two   uint32 // letters two steps below
	at    uint32 // kids[at:at+n] are the children's ids
	n     uint32
	rest  uint8
}

// children returns the ids of the children of node u.
func (b *builder) children(u uint32) []uint32 {
	x := b.nodes[u]
	return b.kids[x.at : x.at+x.n]
}

// node returns the unique id of the node reached by the common prefix of
// length depth of words[lo:hi].
func (b *builder) node(lo, hi, depth int) uint32 {
	var mask uint64
	var reach, two uint32
	var kids [MaxLetters]uint32
	n := 0
	i := lo
	rest := uint8(restMask)
	if i < hi && len(b.words[i]) == depth {
		mask |= Accept
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
		two |= uint32(b.nodes[kid].mask & Letters)
		rest = min(rest, 1+b.nodes[kid].rest)
		i = j
	}
	h := (mask^uint64(rest)<<58)*0x9E3779B97F4A7C15 ^ uint64(n)
	for _, k := range kids[:n] {
		h = (h ^ uint64(k)) * 0x100000001B3
		h ^= h >> 29
	}
	slot := b.find(h, mask, rest, kids[:n])
	if b.table[slot] != 0 {
		return b.table[slot] - 1
	}
	id := uint32(len(b.nodes))
	b.nodes = append(b.nodes, uniqueNode{hash: h, mask: mask, reach: reach, two: two, at: uint32(len(b.kids)), n: uint32(n), rest: rest})
	b.kids = append(b.kids, kids[:n]...)
	b.table[slot] = id + 1
	if 2*len(b.nodes) > len(b.table) {
		b.grow()
	}
	return id
}

// find returns the slot of b.table holding the node with this hash, mask,
// rest and children, or the empty slot where it belongs.
func (b *builder) find(h uint64, mask uint64, rest uint8, kids []uint32) int {
	m := len(b.table) - 1
	for i := int(h) & m; ; i = (i + 1) & m {
		x := b.table[i]
		if x == 0 {
			return i
		}
		u := &b.nodes[x-1]
		if u.hash == h && u.mask == mask && u.rest == rest && slices.Equal(b.kids[u.at:u.at+u.n], kids) {
			return i
		}
	}
}

// grow doubles b.table.
func (b *builder) grow() {
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
func (b *builder) layout(root uint32, words int) *DAWG {
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
	arcs := make([]Arc, next)
	sets := make([]Sets, next)
	arcs[0] = b.nodes[root].arc(block[root])
	sets[0] = Sets{b.nodes[root].reach, b.nodes[root].two}
	for _, u := range queue {
		for i, k := range b.children(u) {
			j := block[u] + uint32(i)
			arcs[j] = b.nodes[k].arc(block[k])
			sets[j] = Sets{b.nodes[k].reach, b.nodes[k].two}
		}
	}
	return &DAWG{Arcs: arcs, Sets: sets, Words: words}
}

// arc returns the arc of node u whose children start at first.
func (u *uniqueNode) arc(first uint32) Arc {
	return Arc{Mask: u.mask | uint64(first)<<firstShift | uint64(u.rest)<<restShift}
}

// PrefixWords enumerates the words of 2 to maxLen letters of alphabet a
// of a dictionary that can answer prefix queries but not list its words:
// a depth-first walk over the prefixes it confirms, asking HasPrefix for
// each letter after each confirmed prefix (a.Len() queries per distinct
// prefix of its words). The words come as letter codes (the text itself
// in English); HasPrefix and Contains get the letters' text, and a
// sequence whose text reads back as other letters (see
// tiles.Alphabet.Canonical) is passed over. It stops, setting *tooMany,
// after limit confirmed prefixes.
func PrefixWords(a *tiles.Alphabet, pc dictionary.PrefixChecker, maxLen, limit int, tooMany *bool) iter.Seq[string] {
	english := a == tiles.English()
	return func(yield func(string) bool) {
		buf := make([]byte, max(maxLen, 1))
		confirmed := 0
		var walk func(n int) bool
		walk = func(n int) bool {
			for i := range a.Len() {
				buf[n] = a.Code(i)
				p := string(buf[:n+1])
				if !english {
					if !a.Canonical(buf[:n+1]) {
						continue
					}
					p = a.Word(buf[:n+1])
				}
				if !pc.HasPrefix(p) {
					continue
				}
				if confirmed++; confirmed > limit {
					*tooMany = true
					return false
				}
				if n+1 >= 2 && pc.Contains(p) && !yield(string(buf[:n+1])) {
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

// Scan enumerates the strings of n letters A–Z that d accepts, in
// alphabetical order, by asking d.Contains about every one of the 26^n
// strings (456,976 for four letters, 11.9 million for five): the last
// resort for a dictionary that cannot list its words.
func Scan(d dictionary.Dictionary, n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		total := 1
		for range n {
			total *= 26
		}
		buf := make([]byte, n)
		for code := range total {
			x := code
			for j := n - 1; j >= 0; j-- {
				buf[j] = byte('A' + x%26)
				x /= 26
			}
			if w := string(buf); d.Contains(w) && !yield(w) {
				return
			}
		}
	}
}

// WordsOfLength enumerates d's words of n letters: its own list when it
// can give one (dictionary.WordsOfLength: as the dictionary spells them,
// and a caller should check their length and letters), else Scan's.
func WordsOfLength(d dictionary.Dictionary, n int) iter.Seq[string] {
	if seq, ok := dictionary.WordsOfLength(d, n); ok {
		return seq
	}
	return Scan(d, n)
}
