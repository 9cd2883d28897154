package solver

import (
	"cmp"
	"context"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// This file is the exact search: the decision tree with the fewest answers
// lost (found only after more guesses than the tries a round allows), then
// the fewest total guesses over all answers, then the smallest worst case.
//
// The cost of a set S of n answers with r tries left, with a guess g to
// play, is
//
//	n + sum over the feedback parts P of g on S (all green left out) of cost(P, r−1)
//
// since every answer pays for g and the answers in each part then need
// that part's own tree, with one try fewer. Costs are triples (lost,
// total, worst), compared in that order; the triple is additive in lost
// and total and takes the max in worst. Sums of lower bounds are lower
// bounds in that order (it is the order of an ordered group on the first
// two), so an optimal tree is made of optimal subtrees and branch and
// bound works on triples as it does on numbers.
//
// Tries. With no try left every answer of a set is lost, and the rest is
// the search without a limit (lost n plus the unlimited cost). With one
// try left only a guess inside the set can win, and it wins one answer.
// With two left, a guess that splits the set into k parts other than all
// green wins exactly k answers plus its own, if it is one: lost is
// n − k − [g ∈ S]. With r ≥ n tries left nothing can be lost (every guess
// the search plays shrinks the largest part by one at least), so the
// memo keys a set by min(r, n): the deep parts of a tree, where sets are
// small, share their entries across depths. Between two tries and n, the
// fewest answers a set must lose comes from a search of its own
// (minLost, exact_lost.go) and bounds every guess there. That
// search remembers, for each set it shows must lose answers, a small
// subset that loses as many on its own (a core, exact_core.go):
// any later set holding a core is settled at once. Each part of the first
// guess is searched with no limit first (solvePart), which settles every
// part whose best tree loses nothing anyway; the search with the limit
// then reads that search's results as bounds (a tree within the limit is
// a tree without one), and as exact wherever its best tree keeps within
// the tries left.
//
// Lower bounds. In a set of n ≥ 2 answers at most one is found with one
// guess, so cost ≥ 2n−1. A guess g that splits S into k non-green parts
// costs at least 3n − k − 2·[g ∈ S]: each part of size s needs at least
// 2s−1 (1 for a single answer). A guess inside S with only single parts
// therefore reaches the bound 2n−1 and is optimal at once; a guess outside
// S with only single parts costs exactly 2n, which is optimal when no guess
// inside S splits perfectly (every other guess costs at least 2n too, with
// a worse worst case). For a set of at most 24 answers, checking its own
// words tells whether one of them splits it perfectly (cost 2n−1) or not
// (then cost ≥ 2n). Known results for a part (exact costs, or bounds from
// searches that failed) replace the formula when they are larger.
//
// The search at a set scans every guess once to get its bound, tries the
// guesses in order of that bound (in the order of costs: fewest lost
// first, then the "most parts" order) and stops as soon as the bound of
// the next guess cannot beat the best found. The order must put lost
// first for that stop to be safe: with two tries left a guess outside the
// set has the same total bound as one inside it with two parts fewer, and
// loses one answer fewer. Trying a
// guess first bounds each of its parts (the small ones by their own words,
// the others by a scan of their own), then solves the parts smallest first,
// each within a budget: the best total so far minus what the other parts
// are known or bounded to cost. A part that cannot be solved within its
// budget cuts the guess off. In normal mode, guesses that split the set
// the same way are tried once, and the parts scan only the guesses that
// split their parent (no other guess can split a subset), one per way of
// splitting it (exact_distinct.go). There the bound of a part
// comes from probe (exact_probe.go), which looks at those guesses in order of
// how finely they split the parent and stops when none left can split the
// part more finely than the best so far. Scans of a first guess's part
// read a copy of the table cut down to that part's answers
// (exact_local.go), small enough to stay in the caches. Results are
// memoised by a 64-bit hash of the answer set (and, in hard mode, of the
// allowed guesses); a collision, vanishingly unlikely, would go unnoticed.
// In hard mode the same list of allowed guesses is narrowed by the same
// clue at many sets, so narrowed lists are cached by (list, guess,
// feedback) too, and a long list keeps a bit set of its guesses: a clue
// narrows it by ANDing that with the bit sets of its greens and letter
// counts (clueMasks, solver.go), a machine word at a time.
//
// The parts of the first guess are searched in parallel, taken from both
// ends of the order by size: half the workers take the largest first,
// the others the smallest, since a part that must lose answers can cost
// more than parts many times its size, and those workers reach it early.
//
// Every useful guess of the list is considered at every node (in hard
// mode, every guess hard mode permits there), so with a fixed first guess
// the tree is optimal. Without one, the heuristic's best few openers
// (Config.Openers) are solved first; on a small list (rootCells) the
// search then goes on over every opener, as it does at any set, with the
// best of those trees as its bound, so the tree is optimal over every
// first guess too. On a larger list the tree is optimal for the opener it
// returns, and that opener is the best of those tried.

type cost struct{ lost, total, worst int32 }

func (c cost) less(d cost) bool {
	if c.lost != d.lost {
		return c.lost < d.lost
	}
	return c.total < d.total || c.total == d.total && c.worst < d.worst
}

// compare orders costs as less does: by lost, then total, then worst.
func (c cost) compare(d cost) int {
	switch {
	case c.less(d):
		return -1
	case d.less(c):
		return 1
	}
	return 0
}

// above reports whether c is above d on lost and total alone: a tree
// costing c cannot tie with one costing d.
func (c cost) above(d cost) bool {
	return c.lost > d.lost || c.lost == d.lost && c.total > d.total
}

// plus adds lost and total (for sums of parts, whose worst does not add).
func (c cost) plus(d cost) cost {
	return cost{c.lost + d.lost, c.total + d.total, c.worst}
}

// minus subtracts lost and total.
func (c cost) minus(d cost) cost {
	return cost{c.lost - d.lost, c.total - d.total, c.worst}
}

// atLeast returns the larger of c and d (two lower bounds of one cost).
func (c cost) atLeast(d cost) cost {
	if c.less(d) {
		return d
	}
	return c
}

var infinite = cost{math.MaxInt32, math.MaxInt32, math.MaxInt32}

type memoEntry struct {
	cost  cost
	guess int32 // the best guess, for an exact entry
	exact bool
}

// search is one worker's search state; its memo is its own (the parts
// of a first guess are disjoint, so workers rarely share subproblems).
type search[C uint8 | uint16] struct {
	ix   *index[C]
	hard bool
	memo map[uint64]memoEntry
	// lostMemo holds minLost's results, keyed as memo.
	lostMemo   map[uint64]lostEntry
	lostLevels []*lostLevel[C] // minLost's scratch by tries left
	counts     []int32
	sums       []uint64 // by pattern, zero between uses
	blocks     []uint64
	stamps     []uint32
	gen        uint32
	inset      []uint64 // bit set of the answers being scanned
	stop       *atomic.Bool
	levels     []*scanLevel   // scan buffers by recursion depth
	depth      int            // current recursion depth of solve
	chunks     []*scanChunk   // scratch of parallel scans
	local      *localTable[C] // when set, the table restricted to the answers searched
	cols       []int32        // the set being scanned, as columns of table()
	spare      *localTable[C] // the buffers of local, kept between sets
	dcols      []int32        // scratch of distinct: columns of the set,
	dhash      []uint64       // the hashes of its answers,
	dseen      []uint64       // and the partitions seen
	pcols      []int32        // scratch of probe
	lcols      []int32        // scratch of lostWithTwo: the set's columns,
	lat        []int32        // and where each pattern was first seen,
	lans       []int32        // and the answers in the order of lcols
	// cores and coreLists hold minLost's cores (exact_core.go):
	// by minLost's key, and by coreKey.
	cores     map[uint64]lostCore
	coreLists map[uint64][]lostCore
	noCores   bool // minLost does without cores (to test them)
	coreHits  int  // sets a core answered (to test them)
	// onCore, when set, sees every core found (to test them).
	onCore     func(core lostCore, allowed []int32, allowedHash uint64, r int)
	narrowed   map[uint64]narrowed
	bitsOf     map[uint64][]uint64 // long narrowed lists as bit sets, by hash
	clue       [][]uint64          // scratch of narrow,
	bitsBuf    []uint64            // and its result as a bit set
	narrowSize int                 // guesses held by narrowed

	// beam, when positive, limits the guesses tried at a set of more than
	// beamMin answers to the beam best by the heuristic estimate: the
	// result is then the best tree under that restriction, not a proven
	// optimum.
	beam, beamMin int

	// ctx, when set (Hint's search for a bot), is looked at before each
	// set solve or minLost scans and before each choice solve tries;
	// ctxErr is its error once it is done, which stops the search (see
	// interrupted).
	ctx    context.Context
	ctxErr error
}

func (ix *index[C]) newSearch(hard bool, stop *atomic.Bool) *search[C] {
	return &search[C]{ix: ix, hard: hard, memo: make(map[uint64]memoEntry), lostMemo: make(map[uint64]lostEntry), cores: make(map[uint64]lostCore), coreLists: make(map[uint64][]lostCore), narrowed: make(map[uint64]narrowed), bitsOf: make(map[uint64][]uint64), counts: make([]int32, ix.npat), blocks: make([]uint64, ix.npat),
		stamps: make([]uint32, ix.npat), lat: make([]int32, ix.npat), sums: make([]uint64, ix.npat), inset: make([]uint64, len(ix.answers)/64+1), stop: stop}
}

// memoTries is the tries left that the memo keys a set of n answers by:
// min(r, n), and n (no limit) when none are left (the search then adds
// the n lost answers itself).
func memoTries(n, r int) int {
	if r < 1 || r > n {
		return n
	}
	return r
}

// key hashes an answer set, the hash of its allowed guesses and the tries
// left (r, as memoTries keys it).
func (ss *search[C]) key(set []int32, allowedHash uint64, r int) uint64 {
	var h uint64
	for _, a := range set {
		h += ss.ix.hash[ss.ix.guessOf[a]]
	}
	return memoKey(h, allowedHash, len(set), r)
}

// memoKey is key for a set of n answers whose hashes add up to h.
func memoKey(h, allowedHash uint64, n, r int) uint64 {
	return mix(h ^ mix(allowedHash+uint64(n)+uint64(memoTries(n, r))<<40))
}

// table returns the table the search scans (the local one when set) and
// its row length.
func (ss *search[C]) table() ([]C, int) {
	if lt := ss.local; lt != nil {
		return lt.table, lt.m
	}
	return ss.ix.table, len(ss.ix.answers)
}

// columns returns the table the search scans with its row length, and
// the columns of set in it, appended to cols[:0].
func (ss *search[C]) columns(set, cols []int32) ([]C, int, []int32) {
	tbl, stride := ss.table()
	cols = cols[:0]
	if lt := ss.local; lt != nil {
		for _, a := range set {
			cols = append(cols, lt.col[a])
		}
		return tbl, stride, cols
	}
	return tbl, stride, append(cols, set...)
}

// unlimited returns what the memo holds for set under the key of the
// search with no try limit, if anything, and whether that entry is the
// best tree with r tries left too: exact, with a worst case within r (it
// loses nothing, and needs no more guesses than any tree within r, which
// is a tree with no limit as well).
func (ss *search[C]) unlimited(set []int32, allowedHash uint64, r int) (e memoEntry, known, within bool) {
	e, known = ss.memo[ss.key(set, allowedHash, len(set))]
	return e, known, known && e.exact && e.cost.worst <= int32(r)
}

// withLost is a lower bound for a set of n ≥ 2 answers that loses at
// least m, where u bounds its cost with no try limit (zero when unknown).
// Every bound here holds of each term on its own: lost ≥ m, and total ≥
// u.total and ≥ 2n−1 (a tree within the limit is a tree without one), so
// the triple of the three is a bound in the order of costs too.
func withLost(m int32, n int, u cost) cost {
	b := cost{m, int32(2*n - 1), 2}
	if u.total > b.total || u.total == b.total && u.worst > b.worst {
		b.total, b.worst = u.total, u.worst
	}
	return b
}

// lostFloor is the fewest answers of n that a tree with r tries can
// lose whatever it plays: all with none left, all but one with one left.
func lostFloor(n, r int) int32 {
	switch {
	case r < 1:
		return int32(n)
	case r == 1:
		return int32(n - 1)
	}
	return 0
}

// partLB is the lower bound of a part of s answers with r tries left
// before any search (exact for one or two answers).
func partLB(s, r int) cost {
	lost := lostFloor(s, r)
	switch s {
	case 1:
		return cost{lost, 1, 1}
	case 2:
		return cost{lost, 3, 2}
	}
	return cost{lost, int32(2*s - 1), 2}
}

// smallSet is the largest set whose bound smallLB refines by looking at
// the set's own words.
const smallSet = 24

// smallLB is a lower bound for a set of 3 to smallSet answers with r ≥ 1
// tries left: 2n−1 when one of its own words tells all the others apart
// (and then that is the cost: it also loses as few answers as any guess
// can), 2n otherwise (every other first guess costs at least 2n).
func (ss *search[C]) smallLB(set []int32, r int) (cost, int32) {
	n := len(set)
	ix := ss.ix
	var seen [smallSet]C
outer:
	for _, x := range set {
		row := ix.row(ix.guessOf[x])
		m := 0
		for _, a := range set {
			if a == x {
				continue
			}
			c := row[a]
			for _, d := range seen[:m] {
				if d == c {
					continue outer
				}
			}
			seen[m] = c
			m++
		}
		return cost{lostFloor(n, r), int32(2*n - 1), 2}, ix.guessOf[x]
	}
	return cost{lostFloor(n, r), int32(2 * n), 2}, -1
}

type choice struct {
	g     int32
	bound cost
}

// solve returns the cost of set (answers, sorted) with r tries left when
// it is below beta, with exact true. Otherwise it returns a lower bound
// that is not below beta with exact false (or an exact cost not below
// beta).
func (ss *search[C]) solve(set, allowed []int32, allowedHash uint64, r int, beta cost) (cost, bool) {
	n := len(set)
	if r < 1 {
		// Every answer is lost: the rest is the search with no limit.
		lost := cost{lost: int32(n)}
		c, exact := ss.solve(set, allowed, allowedHash, n, beta.minus(lost))
		return c.plus(lost), exact
	}
	r = min(r, n)
	if n <= 2 {
		return partLB(n, r), true
	}
	lb := partLB(n, r)
	if !lb.less(beta) {
		return lb, false
	}
	key := ss.key(set, allowedHash, r)
	e, ok := ss.memo[key]
	if ok && (e.exact || !e.cost.less(beta)) {
		return e.cost, e.exact
	}
	// u is what the search with no limit knows of the set: a tree within
	// r tries is one of its trees, so its total and worst bound this one's.
	var u cost
	if r < n {
		if ue, known, within := ss.unlimited(set, allowedHash, r); within {
			ss.memo[key] = ue
			return ue.cost, true
		} else if known {
			u = ue.cost
		}
	}
	if ok {
		lb = e.cost
	} else if n <= smallSet {
		c, g := ss.smallLB(set, r)
		if g >= 0 {
			ss.memo[key] = memoEntry{c, g, true}
			return c, true
		}
		lb = c
	}
	lb = lb.atLeast(u)
	if !lb.less(beta) || ss.interrupted() {
		ss.memo[key] = memoEntry{cost: lb}
		return lb, false
	}
	sc := ss.scan(set, allowed, r, beta)
	ss.depth++
	defer func() { ss.depth-- }()
	if sc.inPerfect >= 0 {
		c := cost{lostFloor(n, r), int32(2*n - 1), 2}
		ss.memo[key] = memoEntry{c, sc.inPerfect, true}
		return c, true
	}
	if sc.outPerfect >= 0 {
		c := cost{0, int32(2 * n), 2}
		ss.memo[key] = memoEntry{c, sc.outPerfect, true}
		return c, true
	}
	choices, nodeLB := sc.choices, sc.lb
	if r >= 3 && r < n {
		// The fewest answers any guess can lose is a bound for each;
		// losing more than beta allows ends the set, so minLost need not
		// count beyond that.
		limit := min(int64(beta.lost)+1, math.MaxInt32)
		if m, _ := ss.lostBelow(set, allowed, allowedHash, r, int32(limit)); m > 0 {
			lb = lb.atLeast(withLost(m, n, u))
			if len(choices) > 0 {
				nodeLB = infinite
			} else {
				nodeLB.lost = max(nodeLB.lost, m)
			}
			for i := range choices {
				choices[i].bound.lost = max(choices[i].bound.lost, m)
				if choices[i].bound.less(nodeLB) {
					nodeLB = choices[i].bound
				}
			}
		}
	}
	if !ss.hard {
		// A guess that cannot split this set cannot split a part of it:
		// the parts scan only the useful guesses.
		allowed = sc.useful
	}
	if lb.less(nodeLB) {
		lb = nodeLB
	}
	if !lb.less(beta) {
		ss.memo[key] = memoEntry{cost: lb}
		return lb, false
	}
	var ord *guessOrder
	if !ss.hard && n >= distinctMin {
		allowed, ord = ss.distinct(set, allowed, sc.usefulK)
	}
	if ss.beam > 0 && n > ss.beamMin && len(choices) > ss.beam {
		choices = ss.narrowChoices(set, choices)
	}
	// Bounds in the order of costs, lost first: the loop stops at the
	// first bound that cannot beat the best, so a guess whose bound loses
	// fewer answers must come before any that loses more, whatever their
	// totals (with two tries left a guess outside the set can lose one
	// answer fewer than one inside it at the same total).
	slices.SortStableFunc(choices, func(x, y choice) int { return x.bound.compare(y.bound) })
	best, bestGuess, found := beta, int32(-1), false
	var seen map[uint64]bool
	if !ss.hard {
		seen = make(map[uint64]bool)
	}
	for _, ch := range choices {
		if !ch.bound.less(best) || ss.stop.Load() || ss.interrupted() {
			break
		}
		if seen != nil {
			// In normal mode two guesses that split the set the same way
			// (the same blocks, the same one of them all green) cost the
			// same: try one of them.
			sig := ss.signature(ch.g, set)
			if seen[sig] {
				continue
			}
			seen[sig] = true
		}
		if c, ok := ss.try(ch.g, set, allowed, allowedHash, ord, r, best); ok && c.less(best) {
			best, bestGuess, found = c, ch.g, true
		}
	}
	if found {
		ss.memo[key] = memoEntry{best, bestGuess, true}
		return best, true
	}
	if lb.less(beta) {
		lb = beta
	}
	ss.memo[key] = memoEntry{cost: lb}
	return lb, false
}

// interrupted reports whether the search's context is done, looking at
// it (when set) until it is; once it is, it records ctx.Err() in ctxErr
// and the search unwinds (each set still open returns at its next
// choice), and what it found is not to be used: choose returns the
// error. A search without a context is never interrupted.
func (ss *search[C]) interrupted() bool {
	if ss.ctx == nil || ss.ctxErr != nil {
		return ss.ctxErr != nil
	}
	ss.ctxErr = ss.ctx.Err()
	return ss.ctxErr != nil
}

// narrowChoices keeps the beam choices with the best heuristic estimate.
func (ss *search[C]) narrowChoices(set []int32, choices []choice) []choice {
	type scored struct {
		ch choice
		sc float64
	}
	all := make([]scored, len(choices))
	for i, ch := range choices {
		all[i] = scored{ch, ss.ix.score(ch.g, set, ss.counts)}
	}
	slices.SortStableFunc(all, func(x, y scored) int { return cmp.Compare(x.sc, y.sc) })
	out := make([]choice, ss.beam)
	for i := range out {
		out[i] = all[i].ch
	}
	return out
}

// lowerSmall records and returns smallLB of a set not yet in the memo.
func (ss *search[C]) lowerSmall(set []int32, key uint64, r int) cost {
	c, g := ss.smallLB(set, r)
	ss.memo[key] = memoEntry{c, g, g >= 0}
	return c
}

// signature hashes the partition guess g makes of set: equal partitions
// (as sets of blocks, with the same all-green block) hash alike.
func (ss *search[C]) signature(g int32, set []int32) uint64 {
	ix := ss.ix
	row := ix.row(g)
	bh := ss.blocks
	for _, a := range set {
		bh[row[a]] += ix.hash[ix.guessOf[a]]
	}
	return foldBlocks(row, set, bh, C(ix.npat-1))
}

// foldBlocks sums the mixed hashes bh holds for the blocks of the answers
// in set (row gives each answer's pattern), the all-green block's hash
// inverted, and clears them: the partition's signature. Each block is
// counted once, as its hash is cleared when first met.
func foldBlocks[C uint8 | uint16](row []C, set []int32, bh []uint64, solved C) uint64 {
	var sig uint64
	for _, a := range set {
		c := row[a]
		if h := bh[c]; h != 0 {
			if c == solved {
				h = ^h
			}
			sig += mix(h)
			bh[c] = 0
		}
	}
	return sig
}

// scanResult is what one pass over the guesses learns about a set.
type scanResult struct {
	choices    []choice // guesses whose bound is below beta, in list order
	lb         cost     // the smallest bound of any guess
	inPerfect  int32    // the first guess inside the set that splits it into single answers, or -1
	outPerfect int32    // the first such guess outside the set (with two tries left or more), or -1
	useful     []int32  // in normal mode, the guesses that split the set or are in it
	usefulK    []int32  // the number of patterns each useful guess gives on the set
}

// parallelScan is the amount of work (guesses × answers) above which a
// scan is split over the CPUs.
const parallelScan = 1 << 18

// scan bounds every allowed guess on set with tries ≥ 1 left: a guess
// that splits the n answers into k parts other than all green has total
// 3n − k − 2·[it is in the set] at least, and loses what the file comment
// says. Guesses that learn nothing are skipped, and so are guesses outside
// the set with one try left (a guess inside it loses one answer fewer).
func (ss *search[C]) scan(set, allowed []int32, tries int, beta cost) scanResult {
	ix := ss.ix
	ng := len(ix.guesses)
	if allowed != nil {
		ng = len(allowed)
	}
	for _, a := range set {
		ss.inset[a>>6] |= 1 << (a & 63)
	}
	_, _, ss.cols = ss.columns(set, ss.cols)
	defer func() {
		for _, a := range set {
			ss.inset[a>>6] = 0
		}
	}()
	// The result's slices live in buffers of this recursion depth, reused
	// by the next scan at the same depth (once this set is done).
	for len(ss.levels) <= ss.depth {
		ss.levels = append(ss.levels, new(scanLevel))
	}
	lvl := ss.levels[ss.depth]
	r := scanResult{lb: infinite, inPerfect: -1, outPerfect: -1, choices: lvl.choices[:0], useful: lvl.useful[:0], usefulK: lvl.usefulK[:0]}
	workers := runtime.GOMAXPROCS(0)
	if workers == 1 || ng*len(set) < parallelScan {
		ss.scanRange(set, allowed, 0, ng, tries, beta, ss.stamps, &ss.gen, &r)
		lvl.choices, lvl.useful, lvl.usefulK = r.choices, r.useful, r.usefulK
		return r
	}
	for len(ss.chunks) < workers {
		ss.chunks = append(ss.chunks, &scanChunk{stamps: make([]uint32, ix.npat)})
	}
	var wg sync.WaitGroup
	for w := range workers {
		ch := ss.chunks[w]
		wg.Go(func() {
			ch.r = scanResult{lb: infinite, inPerfect: -1, outPerfect: -1, choices: ch.r.choices[:0], useful: ch.r.useful[:0], usefulK: ch.r.usefulK[:0]}
			ss.scanRange(set, allowed, w*ng/workers, (w+1)*ng/workers, tries, beta, ch.stamps, &ch.gen, &ch.r)
		})
	}
	wg.Wait()
	for _, ch := range ss.chunks[:workers] {
		x := &ch.r
		if r.inPerfect < 0 {
			r.inPerfect = x.inPerfect
		}
		if r.outPerfect < 0 {
			r.outPerfect = x.outPerfect
		}
		if x.lb.less(r.lb) {
			r.lb = x.lb
		}
		r.choices = append(r.choices, x.choices...)
		r.useful = append(r.useful, x.useful...)
		r.usefulK = append(r.usefulK, x.usefulK...)
	}
	lvl.choices, lvl.useful, lvl.usefulK = r.choices, r.useful, r.usefulK
	return r
}

// scanLevel holds the scan buffers of one recursion depth.
type scanLevel struct {
	choices  []choice
	useful   []int32
	usefulK  []int32
	distinct []int32    // useful thinned by distinct
	distK    []int32    // the pattern counts of distinct
	order    guessOrder // distinct by pattern count, for probe
}

// scanChunk is the scratch of one goroutine of a parallel scan.
type scanChunk struct {
	stamps []uint32
	gen    uint32
	r      scanResult
}

// scanRange scans guesses lo..hi-1 (indexes into allowed, or the guess
// list when allowed is nil) into r, with tries left. stamps and gen mark
// the pattern codes seen for the current guess without clearing the array
// between guesses (with at most 256 codes a bit set in registers does
// instead).
func (ss *search[C]) scanRange(set, allowed []int32, lo, hi, tries int, beta cost, stamps []uint32, gen *uint32, r *scanResult) {
	ix := ss.ix
	n := len(set)
	inset := ss.inset
	tbl, stride := ss.table()
	cols := ss.cols
	bitset := ix.npat <= 256
	for i := lo; i < hi; i++ {
		g := int32(i)
		if allowed != nil {
			g = allowed[i]
		}
		row := tbl[int(g)*stride : int(g)*stride+stride]
		k := 0
		if bitset {
			// Four bit sets filled in turn keep the updates of one
			// word from waiting on each other.
			var b0, b1, b2, b3 [4]uint64
			j := 0
			for ; j+4 <= len(cols); j += 4 {
				c0, c1, c2, c3 := uint(row[cols[j]]), uint(row[cols[j+1]]), uint(row[cols[j+2]]), uint(row[cols[j+3]])
				b0[(c0>>6)&3] |= 1 << (c0 & 63)
				b1[(c1>>6)&3] |= 1 << (c1 & 63)
				b2[(c2>>6)&3] |= 1 << (c2 & 63)
				b3[(c3>>6)&3] |= 1 << (c3 & 63)
			}
			for ; j < len(cols); j++ {
				c := uint(row[cols[j]])
				b0[(c>>6)&3] |= 1 << (c & 63)
			}
			k = bits.OnesCount64(b0[0]|b1[0]|b2[0]|b3[0]) + bits.OnesCount64(b0[1]|b1[1]|b2[1]|b3[1]) +
				bits.OnesCount64(b0[2]|b1[2]|b2[2]|b3[2]) + bits.OnesCount64(b0[3]|b1[3]|b2[3]|b3[3])
		} else {
			*gen++
			if *gen == 0 {
				clear(stamps)
				*gen = 1
			}
			st := *gen
			for _, a := range cols {
				c := row[a]
				if stamps[c] != st {
					stamps[c] = st
					k++
				}
			}
		}
		big := k < n
		a := ix.answerOf[g]
		green := a >= 0 && inset[a>>6]&(1<<(a&63)) != 0
		gi := 0
		if green {
			gi = 1
			k--
		}
		if k <= 1 && !green {
			continue // learns nothing
		}
		if !ss.hard {
			r.useful = append(r.useful, g)
			r.usefulK = append(r.usefulK, int32(k+gi))
		}
		if tries == 1 && !green {
			continue // loses every answer
		}
		if !big {
			if green {
				r.inPerfect = g
				return
			}
			if r.outPerfect < 0 {
				r.outPerfect = g
			}
			continue
		}
		var lost int32
		switch tries {
		case 1:
			lost = int32(n - 1)
		case 2:
			lost = int32(n - gi - k)
		}
		b := cost{lost, int32(3*n - 2*gi - k), 3}
		if b.less(r.lb) {
			r.lb = b
		}
		if b.less(beta) {
			r.choices = append(r.choices, choice{g, b})
		}
	}
}

// try computes the cost of playing g on set with r ≥ 1 tries left if it
// is below best; ok is false when it is not. allowedHash is the hash of
// allowed (in hard mode).
//
// ord, when not nil, is allowed ordered for probe: the parts are then
// bounded by probe rather than by a scan of every allowed guess.
func (ss *search[C]) try(g int32, set, allowed []int32, allowedHash uint64, ord *guessOrder, r int, best cost) (cost, bool) {
	ix := ss.ix
	parts, green := ix.partition(g, set, ss.counts)
	acc := cost{0, int32(len(set)), 1}
	if !green {
		acc.worst = 0
	}
	lbs := make([]cost, len(parts))
	keys := make([]uint64, len(parts))
	subs := make([][]int32, len(parts))
	subHash := make([]uint64, len(parts))
	// A part with no try left is searched with no limit (under the key of
	// that search) and all its answers are added as lost.
	keyTries := make([]int, len(parts))
	var rem cost
	for i, p := range parts {
		slices.Sort(p.answers)
		s := len(p.answers)
		lbs[i] = partLB(s, r-1)
		if s > 2 {
			if ss.hard {
				subs[i], subHash[i] = ss.narrow(allowed, allowedHash, g, p.code)
			} else {
				subs[i] = allowed
			}
			keyTries[i] = memoTries(s, r-1)
			keys[i] = ss.key(p.answers, subHash[i], keyTries[i])
			lost := cost{lost: lostFloor(s, r-1) - lostFloor(s, keyTries[i])}
			e, ok := ss.memo[keys[i]]
			var u cost
			if !(ok && e.exact) && keyTries[i] < s {
				// As in solve: the search with no limit may know the part.
				if ue, known, within := ss.unlimited(p.answers, subHash[i], keyTries[i]); within {
					ss.memo[keys[i]] = ue
					e, ok = ue, true
				} else if known {
					u = ue.cost
				}
			}
			if ok {
				lbs[i] = lbs[i].atLeast(e.cost.plus(lost))
			} else if s <= smallSet {
				lbs[i] = ss.lowerSmall(p.answers, keys[i], keyTries[i]).plus(lost)
			}
			lbs[i] = lbs[i].atLeast(u)
			if r-1 >= 2 && s > r-1 && !(ok && e.exact) {
				// Losing more than best allows, less the parts so far,
				// cuts the guess off: minLost need not count beyond.
				limit := min(int64(best.lost)-int64(acc.lost+rem.lost)+1, math.MaxInt32)
				m, _ := ss.lostBelow(p.answers, subs[i], subHash[i], r-1, int32(limit))
				lbs[i] = lbs[i].atLeast(withLost(m, s, u))
			}
		}
		rem = rem.plus(lbs[i])
		if acc.plus(rem).above(best) {
			// The parts left only add to the bound.
			return cost{}, false
		}
	}
	if acc.plus(rem).above(best) {
		return cost{}, false
	}
	// Probe the parts never seen: one scan of each gives a bound from its
	// best split, which often shows the guess cannot win before any part
	// is searched in depth.
	for i, p := range parts {
		if len(p.answers) <= 2 {
			continue
		}
		if _, ok := ss.memo[keys[i]]; ok {
			continue
		}
		s := len(p.answers)
		c, ok := cost{}, false
		if ord != nil {
			c, ok = ss.probe(p.answers, ord, keys[i], keyTries[i])
			c = c.plus(cost{lost: lostFloor(s, r-1) - lostFloor(s, keyTries[i])})
		}
		if !ok {
			c, _ = ss.solve(p.answers, subs[i], subHash[i], r-1, cost{lbs[i].lost, int32(2 * s), 0})
		}
		if lbs[i].less(c) {
			rem = rem.plus(c).minus(lbs[i])
			lbs[i] = c
		}
		if acc.plus(rem).above(best) {
			return cost{}, false
		}
	}
	// Solve the small parts first: their exact costs, often above their
	// bounds, tighten the budget of the large ones.
	for i := len(parts) - 1; i >= 0; i-- {
		p := parts[i]
		rem = rem.minus(lbs[i])
		if len(p.answers) <= 2 {
			acc = acc.plus(lbs[i])
			acc.worst = max(acc.worst, 1+lbs[i].worst)
			continue
		}
		budget := best.minus(acc).minus(rem)
		budget.worst = 0
		if acc.worst < best.worst {
			budget.worst = best.worst - 1
		}
		if !lbs[i].less(budget) {
			return cost{}, false
		}
		c, exact := ss.solve(p.answers, subs[i], subHash[i], r-1, budget)
		if !exact || !c.less(budget) {
			return cost{}, false
		}
		acc = acc.plus(c)
		acc.worst = max(acc.worst, 1+c.worst)
	}
	return acc, true
}

// narrowed is a list of guesses narrowed by a hard-mode clue, with its
// hash. A long one is in bitsOf too, as a bit set.
type narrowed struct {
	list []int32
	hash uint64
}

// narrowCap is the most guesses a search keeps in its cache of
// narrowed lists (counting a bit set as the guesses its memory would
// hold) before it starts the cache afresh.
const narrowCap = 1 << 23

// narrowLong is the length from which a narrowed list keeps its bit set:
// narrowing a long list ANDs bit sets a word at a time (at a cost set by
// the length of the guess list) rather than testing each of its guesses.
const narrowLong = 256

// narrow returns ix.narrow(allowed, g, code), from a cache keyed by the
// hash of allowed: the searches narrow the same list by the same clue
// again and again (at every set where that list is allowed and g splits
// off that part), and narrowing is much of the hard-mode search. The
// result is shared: callers must not write to it.
func (ss *search[C]) narrow(allowed []int32, allowedHash uint64, g int32, code int) ([]int32, uint64) {
	var all uint64
	if allowed == nil {
		all = 1
	}
	key := mix(allowedHash ^ mix(uint64(g)<<32|uint64(code)<<1|all))
	if e, ok := ss.narrowed[key]; ok {
		return e.list, e.hash
	}
	ix := ss.ix
	var e narrowed
	var bits []uint64 // e's list as a bit set, when long
	if allowed != nil && len(allowed) < narrowLong {
		e.list, e.hash = ix.narrow(allowed, g, code)
	} else {
		var from []uint64
		if allowed != nil {
			from = ss.listBits(allowed, allowedHash)
		}
		words := (len(ix.guesses) + 63) / 64
		if len(ss.bitsBuf) < words {
			ss.bitsBuf = make([]uint64, words)
		}
		ss.clue = ix.clueSets(ss.clue[:0], g, code)
		e.list, e.hash = ix.narrowBits(from, ss.clue, ss.bitsBuf[:words])
		if len(e.list) >= narrowLong {
			bits = slices.Clone(ss.bitsBuf[:words])
		}
	}
	size := len(e.list) + 2*len(bits)
	if ss.narrowSize+size > narrowCap {
		clear(ss.narrowed)
		clear(ss.bitsOf)
		ss.narrowSize = 0
	}
	ss.narrowed[key] = e
	if bits != nil {
		ss.bitsOf[e.hash] = bits
	}
	ss.narrowSize += size
	return e.list, e.hash
}

// listBits returns a long list of guesses with hash h as a bit set: from
// the cache of narrowed lists, or made from the list (and cached).
func (ss *search[C]) listBits(list []int32, h uint64) []uint64 {
	if b, ok := ss.bitsOf[h]; ok {
		return b
	}
	b := make([]uint64, (len(ss.ix.guesses)+63)/64)
	for _, g := range list {
		b[g>>6] |= 1 << (g & 63)
	}
	ss.bitsOf[h] = b
	ss.narrowSize += 2 * len(b)
	return b
}

// build turns the memo into a tree for set with r tries left, whose cost
// is known exactly.
func (ss *search[C]) build(set, allowed []int32, allowedHash uint64, r int) *Tree {
	ix := ss.ix
	var g int32
	switch {
	case len(set) <= 2:
		g = ix.guessOf[set[0]]
	default:
		e, ok := ss.memo[ss.key(set, allowedHash, r)]
		if !ok || !e.exact {
			// Below a set solved by the search with no limit (its tree
			// within r tries), the sets are keyed by that search.
			e, _, ok = ss.unlimited(set, allowedHash, r)
		}
		if !ok {
			// Not reached: build follows only sets solved exactly.
			g = ix.hint(set, allowed)
		} else {
			g = e.guess
		}
	}
	parts, _ := ix.partition(g, set, ss.counts)
	kids := make([]*Tree, len(parts))
	for i, p := range parts {
		slices.Sort(p.answers)
		var sub []int32
		var h uint64
		if ss.hard && len(p.answers) > 2 {
			sub, h = ix.narrow(allowed, g, p.code)
		}
		kids[i] = ss.build(p.answers, sub, h, r-1)
	}
	return ix.node(g, set, parts, kids, r)
}

// solvePart solves a part of the first guess with r tries left and
// returns its tree, or false when its cost is not below budget. It first
// searches with no limit: when that tree loses nothing it is the best
// tree with the limit too (the fewest guesses of all, and the smallest
// worst case among those), and that search is much the cheaper one. Only
// a part whose unlimited tree would lose answers is searched again with
// the limit.
func (ss *search[C]) solvePart(set, allowed []int32, h uint64, r int, budget cost) (*Tree, bool) {
	defer func() {
		clear(ss.memo)
		clear(ss.lostMemo)
		clear(ss.cores)
		clear(ss.coreLists)
		clear(ss.narrowed)
		clear(ss.bitsOf)
		ss.narrowSize = 0
	}()
	n := len(set)
	c, exact := ss.solve(set, allowed, h, n, budget)
	if !exact || !c.less(budget) {
		// A limit can only add lost answers and guesses.
		return nil, false
	}
	if c.worst <= int32(r) {
		t := ss.build(set, allowed, h, n)
		t.setTries(r)
		return t, true
	}
	c, exact = ss.solve(set, allowed, h, r, budget)
	if !exact || !c.less(budget) {
		return nil, false
	}
	return ss.build(set, allowed, h, r), true
}

// exactFirst solves every part of first guess g over all answers exactly,
// in parallel, with tries for the whole round, and returns the tree, or
// nil when its cost (lost and total) cannot be at most limit's.
func (ix *index[C]) exactFirst(g int32, hard bool, tries int, limit cost) *Tree {
	all := ix.allAnswers()
	counts := make([]int32, ix.npat)
	parts, _ := ix.partition(g, all, counts)
	var stop atomic.Bool
	bounds := make([]cost, len(parts))
	sum := cost{0, int32(len(all)), 0}
	for i, p := range parts {
		bounds[i] = partLB(len(p.answers), tries-1)
		sum = sum.plus(bounds[i])
	}
	kids := make([]*Tree, len(parts))
	// The parts come largest first. Half the workers take them from that
	// end, the others from the smallest: size is a poor guide to the cost
	// of a part (one of middle size that must lose an answer can cost more
	// than all the others), and working up from the small end finds such
	// a part early, while the large ones are under way at the other.
	var mu sync.Mutex
	lo, hi := 0, len(parts)
	take := func(small bool) (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if lo == hi {
			return 0, false
		}
		if small {
			hi--
			return hi, true
		}
		lo++
		return lo - 1, true
	}
	var wg sync.WaitGroup
	for w := range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			ss := ix.newSearch(hard, &stop)
			if len(parts) > 0 && len(parts[0].answers) >= localMin {
				ss.reserveLocal(len(parts[0].answers))
			}
			for {
				i, ok := take(w%2 == 1)
				if !ok || stop.Load() {
					return
				}
				set := parts[i].answers
				slices.Sort(set)
				var sub []int32
				var h uint64
				if hard && len(set) > 2 {
					sub, h = ix.narrow(nil, g, parts[i].code)
				}
				budget := infinite
				if limit != infinite {
					// At most limit on lost and total, whatever the worst.
					budget = limit.minus(sum).plus(bounds[i]).plus(cost{total: 1})
					budget.worst = 0
				}
				ss.setLocal(set)
				kid, ok := ss.solvePart(set, sub, h, tries-1, budget)
				if !ok {
					stop.Store(true)
					continue
				}
				kids[i] = kid
			}
		})
	}
	wg.Wait()
	if stop.Load() {
		return nil
	}
	return ix.node(g, all, parts, kids, tries)
}

// exactTree finds the optimal tree after first guess first, or, when first
// is negative, the best optimal tree over the heuristic's best openers,
// and on a small list over every opener (rootCells).
func (ix *index[C]) exactTree(first int32, hard bool, openers, tries int) *Tree {
	if first >= 0 {
		return ix.exactFirst(first, hard, tries, infinite)
	}
	all, allowed := ix.allAnswers(), ix.rootGuesses(hard)
	var best *Tree
	limit := infinite
	for _, g := range ix.topGuesses(all, allowed, openers) {
		t := ix.exactFirst(g, hard, tries, limit)
		if t != nil && (best == nil || t.cost().less(limit)) {
			best, limit = t, t.cost()
		}
	}
	if len(all)*len(ix.guesses) <= rootCells(hard) {
		if t := ix.exactRoot(hard, tries, limit); t != nil {
			best = t
		}
	}
	return best
}

// rootCells is the largest feedback table (answers times guesses, the
// answers missing from the guess list included) for which Exact, given
// no first guess, goes on to search every opener, bounded by the best
// tree of the heuristic's openers, and so returns a tree proved optimal.
// Beyond it that search can take hours, and Exact keeps the best of the
// heuristic's openers. Hard mode gets the smaller table: there a list
// that must lose answers makes the search prove, for every opener, that
// it loses as many, which took close to a minute on two cores for 80
// answers and 476 guesses (38,080 cells).
func rootCells(hard bool) int {
	if hard {
		return 1 << 15
	}
	return 1 << 18
}

// exactRoot searches every first guess allowed, as the search does at
// any set, for a tree cheaper than limit, and returns it, or nil when
// no opener beats limit.
func (ix *index[C]) exactRoot(hard bool, tries int, limit cost) *Tree {
	all, allowed := ix.allAnswers(), ix.rootGuesses(hard)
	ss := ix.newSearch(hard, new(atomic.Bool))
	t, ok := ss.solvePart(all, allowed, ix.hashOf(allowed), tries, limit)
	if !ok {
		return nil
	}
	return t
}

// topGuesses returns the k guesses the heuristic rates best for cands, best
// first.
func (ix *index[C]) topGuesses(cands, allowed []int32, k int) []int32 {
	type scored struct {
		g  int32
		sc float64
	}
	var all []scored
	counts := make([]int32, ix.npat)
	for g := range ix.allowedGuesses(allowed) {
		all = append(all, scored{g, ix.score(g, cands, counts)})
	}
	slices.SortStableFunc(all, func(x, y scored) int { return cmp.Compare(x.sc, y.sc) })
	out := make([]int32, 0, k)
	for _, s := range all[:min(k, len(all))] {
		out = append(out, s.g)
	}
	return out
}

// Exact builds the best decision tree for the solver's tries
// (Config.Tries): the one that loses the fewest answers (finds
// them only after more guesses than the round allows; Tree.Lost names
// them), then needs the fewest total guesses over all answers, then the
// fewest in the worst case. The tree still finds a lost answer, later,
// and counts those guesses in Total. In hard mode every guess respects
// the earlier clues.
//
// With a first guess, the tree is optimal over every guess of the list at
// every later step. With first empty, the search first solves the
// Openers best first guesses by the heuristic (Config.Openers, 3 when
// zero). When the answers times the guesses (the answers missing from the
// guess list included) are at most 262,144, or 32,768 in hard mode, it
// then searches every other first guess for a cheaper tree, bounded by
// the best of those, and the tree it returns is optimal over every
// opener as well. On larger lists it returns the best of the openers'
// optimal trees: optimal for its first guess, not a proof that no other
// opener does better. A first guess outside the guess list is
// ErrUnknownWord.
//
// The search works on all CPUs. On two cores some 2,300 common
// five-letter answers take a few seconds after SALET; a poorer first
// guess or a longer list can take far longer, and the memory grows with
// the number of answer sets the search meets. Each part of the first
// guess is searched without a limit first, which settles it when that
// tree loses nothing. A part that must lose answers costs much more:
// every guess has to be shown to lose at least as many. In hard mode on
// the bundled lists (after SALET, one answer of about 2,300 must be lost)
// the whole search, that proof included, takes under two seconds on two
// cores.
func (s *Solver) Exact(first string) (*Tree, error) {
	g, err := s.firstGuess(first)
	if err != nil {
		return nil, err
	}
	return s.ix.exactTree(g, s.hard, s.openers, s.tries), nil
}
