package solver

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// A Tree is a complete strategy: the guess to play now and, for every
// feedback it can get short of solving, the Tree to follow next. A Tree
// never changes once built and is safe for concurrent use.
type Tree struct {
	alpha *tiles.Alphabet // the words' alphabet; nil: English
	guess string          // letter codes (the word itself in English)
	tries int32           // the guesses left in the round, this one included
	hit   bool            // the guess is one of the answers that reach this node
	pats  []Pattern
	kids  []*Tree
}

// Guess returns the word to play at this node.
func (t *Tree) Guess() string {
	if t == nil {
		return ""
	}
	return textOf(t.alpha, t.guess)
}

// Patterns returns the feedbacks, other than all green, that lead on from
// this node, in Code order.
func (t *Tree) Patterns() []Pattern {
	if t == nil {
		return nil
	}
	return slices.Clone(t.pats)
}

// Next returns the subtree to follow after feedback p, or nil when p cannot
// happen (or is all green).
func (t *Tree) Next(p Pattern) *Tree {
	if t == nil {
		return nil
	}
	i, ok := slices.BinarySearchFunc(t.pats, p, func(a, b Pattern) int { return a.Code() - b.Code() })
	if !ok || t.pats[i] != p {
		return nil
	}
	return t.kids[i]
}

// Path returns the guesses the tree plays when the secret is answer, the
// last one being the answer itself. An answer the tree does not cover is
// ErrUnknownWord.
func (t *Tree) Path(answer string) ([]string, error) {
	var path []string
	for node := t; node != nil && node.guess != ""; {
		u, err := codesOf(node.alpha, answer)
		switch {
		case err != nil && answer != "":
			return nil, fmt.Errorf("wordle: answer: %v: %w", err, wordle.ErrNotLetters)
		case len(u) != len(node.guess):
			return nil, fmt.Errorf("wordle: answer %s has %d letters, not %d: %w", notation.Quote(answer), len(u), len(node.guess), wordle.ErrWrongLength)
		}
		path = append(path, textOf(node.alpha, node.guess))
		if node.guess == u {
			return path, nil
		}
		node = node.Next(codeFeedback(u, node.guess))
	}
	return nil, fmt.Errorf("wordle: answer %s: %w", notation.Quote(answer), ErrUnknownWord)
}

// Depths returns how many answers the tree solves with each number of
// guesses: Depths()[d] answers take d+1 guesses.
func (t *Tree) Depths() []int {
	var out []int
	var walk func(*Tree, int)
	walk = func(n *Tree, d int) {
		if n.hit {
			for len(out) <= d {
				out = append(out, 0)
			}
			out[d]++
		}
		for _, k := range n.kids {
			walk(k, d+1)
		}
	}
	if t != nil {
		walk(t, 0)
	}
	return out
}

// Tries returns the number of guesses the round has left at this node,
// this node's guess included: Config.Tries at the root, one fewer at
// each level below, zero or less where every answer is lost.
func (t *Tree) Tries() int {
	if t == nil {
		return 0
	}
	return int(t.tries)
}

// Lost returns the answers the tree finds only after more guesses than
// the round allows (see Tries), in alphabetical order: the rounds a player
// following the tree would lose. The tree still finds them, and Total and
// Worst count those guesses.
func (t *Tree) Lost() []string {
	var out []string
	var walk func(*Tree)
	walk = func(n *Tree) {
		if n.hit && n.tries < 1 {
			out = append(out, textOf(n.alpha, n.guess))
		}
		for _, k := range n.kids {
			walk(k)
		}
	}
	if t != nil {
		walk(t)
	}
	slices.Sort(out)
	return out
}

// setTries sets the tries left at t and below, t having tries.
func (t *Tree) setTries(tries int) {
	t.tries = int32(tries)
	for _, k := range t.kids {
		k.setTries(tries - 1)
	}
}

// cost is the tree's cost as the exact search measures it.
func (t *Tree) cost() cost {
	return cost{int32(len(t.Lost())), int32(t.Total()), int32(t.Worst())}
}

// Answers returns the number of answers the tree solves.
func (t *Tree) Answers() int {
	n := 0
	for _, c := range t.Depths() {
		n += c
	}
	return n
}

// Total returns the number of guesses the tree needs over all its answers.
func (t *Tree) Total() int {
	n := 0
	for d, c := range t.Depths() {
		n += (d + 1) * c
	}
	return n
}

// Worst returns the most guesses any answer needs.
func (t *Tree) Worst() int { return len(t.Depths()) }

// Average returns Total divided by Answers.
func (t *Tree) Average() float64 {
	if n := t.Answers(); n > 0 {
		return float64(t.Total()) / float64(n)
	}
	return 0
}

// Summary returns the line the wordle-solve command ends with:
// "average A.AAAA total N worst W".
func (t *Tree) Summary() string {
	return fmt.Sprintf("average %.4f total %d worst %d", t.Average(), t.Total(), t.Worst())
}

// Plan builds a complete strategy quickly, without the exact search's
// proof: the first guess is first, or Hint's opening when first is empty.
// Below it, a set of at most 30 answers gets its exact optimal subtree
// (fewest answers lost, then fewest guesses in total, then the smallest
// worst case, as Exact ranks trees); at a larger set only the 10 guesses
// with the best estimate (see Hint) are tried, each followed the same
// way, and the best of them by the same ranking is kept. On the bundled lists it
// takes a second or two and lands within a few guesses in total of the
// exact tree. Where a set has at most 30 answers, Plan and Hint choose the
// same guess. A first word outside the guess list is ErrUnknownWord.
func (s *Solver) Plan(first string) (*Tree, error) {
	g, err := s.firstGuess(first)
	if err != nil {
		return nil, err
	}
	return s.ix.heuristicTree(g, s.hard, s.tries), nil
}

func (s *Solver) firstGuess(first string) (int32, error) {
	if err := s.ready(); err != nil {
		return -1, err
	}
	if first == "" {
		return -1, nil
	}
	w := s.ix.base()
	c, err := codesOf(w.alpha, first)
	g, ok := w.byWord[c]
	if err != nil || !ok {
		return -1, fmt.Errorf("wordle: first guess %s: %w", notation.Quote(first), ErrUnknownWord)
	}
	return g, nil
}

// part is one block of a partition: the answers that give code.
type part struct {
	code    int
	answers []int32
}

// partition splits cands by their feedback to guess g, leaving out the
// all-green block; it reports whether that block was there. Parts come
// largest first, ties in code order.
func (ix *index[C]) partition(g int32, cands []int32, counts []int32) ([]part, bool) {
	return ix.partitionInto(g, cands, counts, nil, nil)
}

// partitionInto is partition with the parts and their answers in the
// given buffers (reused from their start; nil to allocate).
func (ix *index[C]) partitionInto(g int32, cands []int32, counts []int32, parts []part, buf []int32) ([]part, bool) {
	row := ix.row(g)
	parts = parts[:0]
	if cap(buf) < len(cands) {
		buf = make([]int32, len(cands))
	}
	for _, a := range cands {
		counts[row[a]]++
	}
	solved := ix.npat - 1
	green := false
	off := 0
	for _, a := range cands {
		c := int(row[a])
		k := counts[c]
		switch {
		case k <= 0:
		case c == solved:
			green = true
			counts[c] = 0
		default:
			parts = append(parts, part{code: c, answers: buf[off : off : off+int(k)]})
			off += int(k)
			counts[c] = -int32(len(parts))
		}
	}
	for _, a := range cands {
		if c := int(row[a]); c != solved {
			i := -counts[c] - 1
			parts[i].answers = append(parts[i].answers, a)
		}
	}
	for _, p := range parts {
		counts[p.code] = 0
	}
	slices.SortFunc(parts, func(x, y part) int {
		if len(x.answers) != len(y.answers) {
			return len(y.answers) - len(x.answers)
		}
		return x.code - y.code
	})
	return parts, green
}

// narrow returns the guesses of allowed (nil: every guess) that hard mode
// still permits after guess g got code, with their combined hash.
func (ix *index[C]) narrow(allowed []int32, g int32, code int) ([]int32, uint64) {
	var tests [2 * wordle.MaxPatternLen][]uint64
	clue := ix.clueSets(tests[:0], g, code)
	if allowed == nil {
		return ix.narrowBits(nil, clue, make([]uint64, (len(ix.guesses)+63)/64))
	}
	var out []int32
	var h uint64
next:
	for _, i := range allowed {
		for _, b := range clue {
			if b[i>>6]&(1<<(i&63)) == 0 {
				continue next
			}
		}
		out = append(out, i)
		h += ix.hash[i]
	}
	return out, h
}

// clueSets appends to sets the bit sets of clueMasks whose intersection is
// the guesses hard mode permits after guess g got code: one for each
// green, one for each letter the row reveals (with its count).
func (ix *index[C]) clueSets(sets [][]uint64, g int32, code int) [][]uint64 {
	clue := makeClue(ix.guesses[g], fromCode(ix.n, code))
	m := ix.masks()
	for i := range clue.ng {
		sets = append(sets, m.at[int(clue.pos[i])*ix.nl+int(clue.green[i]-'A')])
	}
	for i := range clue.nl {
		sets = append(sets, m.least[int(clue.letter[i])*wordle.MaxPatternLen+int(clue.count[i])-1])
	}
	return sets
}

// narrowBits is narrow for a list given as a bit set over the guesses
// (nil: every guess) and a clue given by clueSets: the guesses in from
// and in every set of clue, listed, with their hash. out (as long as
// from) receives the result as a bit set.
func (ix *index[C]) narrowBits(from []uint64, clue [][]uint64, out []uint64) ([]int32, uint64) {
	ng := len(ix.guesses)
	n := 0
	for w := range out {
		x := ^uint64(0)
		if rest := ng - w*64; rest < 64 {
			x = 1<<rest - 1
		}
		if from != nil {
			x &= from[w]
		}
		for _, b := range clue {
			x &= b[w]
		}
		out[w] = x
		n += bits.OnesCount64(x)
	}
	list := make([]int32, 0, n)
	var h uint64
	for w, x := range out {
		for ; x != 0; x &= x - 1 {
			i := w*64 + bits.TrailingZeros64(x)
			list = append(list, int32(i))
			h += ix.hash[i]
		}
	}
	return list, h
}

// node makes a tree node for guess g over cands with the given children
// and tries left.
func (ix *index[C]) node(g int32, cands []int32, parts []part, kids []*Tree, tries int) *Tree {
	t := &Tree{alpha: ix.alpha, guess: ix.guesses[g], hit: ix.inSet(g, cands), tries: int32(tries)}
	order := make([]int, len(parts))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int { return parts[x].code - parts[y].code })
	for _, i := range order {
		t.pats = append(t.pats, fromCode(ix.n, parts[i].code))
		t.kids = append(t.kids, kids[i])
	}
	return t
}

// allAnswers lists every answer's index, in order.
func (ix *index[C]) allAnswers() []int32 { return upTo(len(ix.answers)) }

// rootGuesses is the guesses allowed at a tree's root: every guess in
// hard mode, whose later lists narrow it, and nil (no limit) otherwise.
func (ix *index[C]) rootGuesses(hard bool) []int32 {
	if !hard {
		return nil
	}
	return upTo(len(ix.guesses))
}

// upTo returns 0, 1, ..., n-1.
func upTo(n int) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(i)
	}
	return out
}

func (ix *index[C]) heuristicTree(first int32, hard bool, tries int) *Tree {
	all, allowed := ix.allAnswers(), ix.rootGuesses(hard)
	if first < 0 {
		first, _ = ix.choose(context.Background(), all, allowed, hard, tries) // fails only when its context is done
	}
	counts := make([]int32, ix.npat)
	parts, _ := ix.partition(first, all, counts)
	kids := make([]*Tree, len(parts))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			ss := ix.newSearch(hard, new(atomic.Bool))
			ss.beam, ss.beamMin = planBeam, planExact
			for i := range next {
				var sub []int32
				var h uint64
				if hard {
					sub, h = ix.narrow(allowed, first, parts[i].code)
				}
				set := parts[i].answers
				slices.Sort(set)
				kids[i], _ = ss.solvePart(set, sub, h, tries-1, infinite)
			}
		})
	}
	for i := range parts {
		next <- i
	}
	close(next)
	wg.Wait()
	return ix.node(first, all, parts, kids, tries)
}

// planExact is the size of answer set from which down Hint and Plan play
// the exact search's choice: small sets are cheap to solve exactly, and
// that is where a one-step estimate errs most.
const planExact = 30

// planBeam is how many guesses, best by the estimate, Plan tries at a
// set larger than planExact.
const planBeam = 10
