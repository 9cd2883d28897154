package solver

import (
	"math"
	"slices"
)

// This file is the search for the fewest answers a set must lose: the
// first term of the exact search's cost on its own. The exact search asks
// it for every set and every part it tries, and uses the answer as an
// exact bound: without it a set that must lose an answer would leave
// every guess to be tried with no bound on its total (any tree losing
// fewer answers wins, whatever its total), which is far too slow. The
// lost-only search stops at the first guess that loses nothing, or that
// loses no more than its parts' floors, and ends a guess as soon as its
// parts lose as many as the best guess so far. Every set it shows must
// lose answers leaves a core (exact_core.go) that settles the
// larger sets met later.

// lostLevel is minLost's scratch for one number of tries left: the
// recursion goes down one try a level, so a level's buffers are free
// again when its call returns.
type lostLevel[C uint8 | uint16] struct {
	cands  []lostCand
	sorted []lostCand // cands sorted, by sortCands
	count  []int32    // scratch of sortCands
	useful []int32
	cols   []int32      // the set's columns of the table searched
	codes  []C          // the pattern of each answer for the guess tried
	hashes []uint64     // the hash of each answer
	sums   []partSum[C] // the parts of the guess tried
	buf    []int32      // the answers of a part
	union  coreUnion    // the core being gathered
}

// partSum is a part of a partition by its pattern, size and the hash of
// its answers (the sum ss.key makes of them).
type partSum[C uint8 | uint16] struct {
	code C
	size int32
	hash uint64
}

// lostCand is a guess and the number of patterns it gives on a set.
type lostCand struct {
	g int32
	k int32
}

// lostEntry is a memoised result of minLost: the fewest lost answers
// when exact, a lower bound otherwise.
type lostEntry struct {
	lost  int32
	exact bool
}

// lostBelow is minLost asked with limits 1, 2, 4, … up to limit: a
// search with a small limit drops a guess as soon as its parts lose that
// many, and a set that must lose answers usually loses only one or two,
// so proving the first few cheaply (each pass reusing the memo of the
// last) costs less than one search with a large limit.
func (ss *search[C]) lostBelow(set, allowed []int32, allowedHash uint64, r int, limit int32) (int32, bool) {
	for l := int32(1); ; l *= 2 {
		if l >= limit || l > math.MaxInt32/2 {
			return ss.minLost(set, allowed, allowedHash, r, limit)
		}
		if m, exact := ss.minLost(set, allowed, allowedHash, r, l); exact {
			return m, exact
		}
	}
}

// minLost returns the fewest answers of set that any tree with r tries
// left (and the allowed guesses, nil for all) loses, when that is below
// limit, with exact true; otherwise a lower bound not below limit, with
// exact false. With a beam (Plan), it counts only trees that play one of
// the beam guesses splitting each set most finely.
func (ss *search[C]) minLost(set, allowed []int32, allowedHash uint64, r int, limit int32) (int32, bool) {
	// The tries left may settle it with no search at all.
	if v, exact, done := lostByTries(len(set), r, limit); done {
		return v, exact
	}
	// The memo, the unlimited search's memo or a known core may know set.
	key := ss.key(set, allowedHash, r)
	cores := ss.beam == 0 && !ss.noCores // a beam's search proves nothing of other sets
	if v, exact, done := ss.lostKnown(set, allowedHash, r, limit, key, cores); done {
		return v, exact
	}
	lvl := ss.lostLevel(r)
	if r == 2 {
		// Two tries left: a guess loses every part but the single answers.
		best := ss.lostWithTwo(set, allowed, limit, &lvl.union)
		if best > 0 && cores && lvl.union.ok {
			ss.addCore(key, allowed, allowedHash, r, lvl.union.core(best))
		}
		return ss.lostResult(key, best, limit)
	}
	if ss.interrupted() {
		return limit, false // the search unwinds: what it finds is not used
	}
	// The guesses worth trying: those that split set, or may be its answer.
	call := lostCall[C]{set: set, r: r, cores: cores, lvl: lvl}
	call.tbl, call.stride, lvl.cols = ss.columns(set, lvl.cols)
	cands, useful, perfect := ss.lostCands(&call, allowed)
	defer func() { lvl.cands, lvl.useful = cands, useful }()
	if perfect {
		ss.lostMemo[key] = lostEntry{0, true}
		return 0, true
	}
	// Most patterns first: the likeliest to lose nothing.
	n := len(set)
	cands = lvl.sortCands(cands, n)
	if ss.beam > 0 && len(cands) > ss.beam {
		// Plan's search: only the beam's worth of guesses, so the count
		// is that of the trees Plan can build, not a proven minimum.
		cands = cands[:ss.beam]
	}
	if !ss.hard {
		// A guess that cannot split the set cannot split a part of it.
		allowed = useful
		allowedHash = 0
	}
	call.allowed, call.allowedHash = allowed, allowedHash
	// Each guess in turn, the bound tightening as better guesses appear.
	ss.lostPrepare(&call)
	best := int32(n) // more than any guess loses
	lvl.union.reset(len(ss.ix.answers))
	for _, c := range cands {
		if best == 0 || ss.ctxErr != nil {
			break
		}
		if sum, ok := ss.lostOfGuess(&call, c.g, min(best, limit)); ok && sum < best {
			best = sum
		}
	}
	// The sets that lose answers leave their core for larger sets.
	if best > 0 && cores && lvl.union.ok {
		ss.addCore(key, allowed, allowedHash, r, lvl.union.core(min(best, limit)))
	}
	return ss.lostResult(key, best, limit)
}

// lostCall is one minLost call's set, guesses and scratch, shared by its
// steps.
type lostCall[C uint8 | uint16] struct {
	set         []int32
	allowed     []int32
	allowedHash uint64
	r           int
	cores       bool // gather the core of what the set loses
	lvl         *lostLevel[C]
	tbl         []C // the table searched and its row length
	stride      int
	codes       []C      // the pattern of each answer for the guess tried
	hashes      []uint64 // the hash of each answer
}

// lostByTries answers minLost when the tries left decide it: none left
// loses every answer, as many as answers loses none, one left finds one
// answer; a limit of zero or less has nothing below it.
func lostByTries(n, r int, limit int32) (v int32, exact, done bool) {
	switch {
	case r < 1:
		return int32(n), true, true
	case r >= n:
		return 0, true, true
	case r == 1:
		return int32(n - 1), true, true
	case limit <= 0:
		return 0, false, true
	}
	return 0, false, false
}

// lostKnown answers minLost from what earlier searches learnt of set: its
// memo entry, the unlimited search finding every answer in time, or a
// core of lost answers inside it.
func (ss *search[C]) lostKnown(set []int32, allowedHash uint64, r int, limit int32, key uint64, cores bool) (v int32, exact, done bool) {
	if e, ok := ss.lostMemo[key]; ok && (e.exact || e.lost >= limit) {
		return e.lost, e.exact, true
	}
	if _, _, within := ss.unlimited(set, allowedHash, r); within {
		// The best tree with no limit already finds every answer in time.
		ss.lostMemo[key] = lostEntry{0, true}
		return 0, true, true
	}
	if cores {
		if core, ok := ss.coreIn(set, allowedHash, r, limit); ok {
			ss.lostMemo[key] = lostEntry{core.lost, false}
			ss.cores[key] = core
			ss.coreHits++
			return core.lost, false, true
		}
	}
	return 0, false, false
}

// lostResult memoises and returns minLost's answer best for limit: exact
// below the limit, the limit itself as a bound otherwise.
func (ss *search[C]) lostResult(key uint64, best, limit int32) (int32, bool) {
	if best < limit {
		ss.lostMemo[key] = lostEntry{best, true}
		return best, true
	}
	ss.lostMemo[key] = lostEntry{limit, false}
	return limit, false
}

// lostCands counts the patterns of every allowed guess on the call's set
// and returns those worth trying (they split the set or may be its
// answer) and the same guesses as a list; perfect reports a guess that
// splits the set into single answers, which ends the search at once.
func (ss *search[C]) lostCands(call *lostCall[C], allowed []int32) (cands []lostCand, useful []int32, perfect bool) {
	ix, set, lvl := ss.ix, call.set, call.lvl
	tbl, stride, cols := call.tbl, call.stride, lvl.cols
	n := len(set)
	cands, useful = lvl.cands[:0], lvl.useful[:0]
	for _, a := range set {
		ss.inset[a>>6] |= 1 << (a & 63)
	}
	for g := range ix.allowedGuesses(allowed) {
		k := ss.patterns(tbl[int(g)*stride:int(g)*stride+stride], cols)
		a := ix.answerOf[g]
		green := a >= 0 && ss.inset[a>>6]&(1<<(a&63)) != 0
		if k <= 1 && !green {
			continue
		}
		if k == n {
			// Every part is a single answer, found with the next try.
			perfect = true
			break
		}
		cands = append(cands, lostCand{g, int32(k)})
		useful = append(useful, g)
	}
	for _, a := range set {
		ss.inset[a>>6] = 0
	}
	return cands, useful, perfect
}

// lostPrepare sizes the level's buffers for the call's set and hashes its
// answers.
func (ss *search[C]) lostPrepare(call *lostCall[C]) {
	n, lvl, ix := len(call.set), call.lvl, ss.ix
	if cap(lvl.buf) < n {
		lvl.buf = make([]int32, n)
		lvl.codes = make([]C, n)
		lvl.hashes = make([]uint64, n)
	}
	call.codes, call.hashes = lvl.codes[:n], lvl.hashes[:n]
	for i, a := range call.set {
		call.hashes[i] = ix.hash[ix.guessOf[a]]
	}
}

// lostOfGuess returns how many answers guess g loses on the call's set:
// the sum of what its parts lose, exact when ok. It stops, not ok, as
// soon as a part's count is only a bound or the sum reaches bound (the
// best guess so far, or the limit). Along the way the parts that lose
// answers add their cores to the level's union.
func (ss *search[C]) lostOfGuess(call *lostCall[C], g int32, bound int32) (int32, bool) {
	parts := ss.lostParts(call, g)
	union := &call.lvl.union
	var sum int32
	for _, p := range parts {
		if call.r-1 >= int(p.size) {
			continue // nothing lost
		}
		v, exact, partKey := ss.lostOfPart(call, g, p, bound-sum)
		if v > 0 && call.cores && union.ok {
			// A part losing answers puts its core in the union.
			if call.r-1 == 1 {
				// With one try left the part itself is its core.
				union.add(call.partAnswers(p.code)...)
			} else if core := ss.cores[partKey]; core.lost >= v {
				union.add(core.ans...)
			} else {
				union.ok = false
			}
		}
		sum += v
		if !exact || sum >= bound {
			return sum, false
		}
	}
	return sum, true
}

// lostParts returns the parts of guess g on the call's set, each by its
// size and the hash of its answers, largest first (the likeliest to lose
// answers), the solved part left out; the codes of the call say which
// part each answer is in, so that a part's answers are gathered only when
// the memo does not know it.
func (ss *search[C]) lostParts(call *lostCall[C], g int32) []partSum[C] {
	lvl, codes, hashes := call.lvl, call.codes, call.hashes
	counts, sums := ss.counts, ss.sums
	solved := C(ss.ix.npat - 1)
	row := call.tbl[int(g)*call.stride : int(g)*call.stride+call.stride]
	for i, a := range lvl.cols {
		code := row[a]
		codes[i] = code
		counts[code]++
		sums[code] += hashes[i]
	}
	parts := lvl.sums[:0]
	for _, code := range codes {
		if k := counts[code]; k > 0 {
			if code != solved {
				parts = append(parts, partSum[C]{code, k, sums[code]})
			}
			counts[code], sums[code] = 0, 0
		}
	}
	slices.SortFunc(parts, func(x, y partSum[C]) int {
		if x.size != y.size {
			return int(y.size - x.size)
		}
		return int(x.code) - int(y.code)
	})
	lvl.sums = parts
	return parts
}

// lostOfPart returns what part p of guess g loses with the tries left
// after g: all but one of its answers with one try, else the memo's or a
// recursive minLost's answer below limit. partKey is the part's memo key
// (zero with one try left).
func (ss *search[C]) lostOfPart(call *lostCall[C], g int32, p partSum[C], limit int32) (v int32, exact bool, partKey uint64) {
	s, r := int(p.size), call.r
	v, exact = int32(s-1), true
	if r-1 < 2 {
		return v, exact, 0
	}
	sub, h := call.allowed, call.allowedHash
	if ss.hard {
		sub, h = ss.narrow(call.allowed, call.allowedHash, g, int(p.code))
	}
	partKey = memoKey(p.hash, h, s, r-1)
	if e, hit := ss.lostMemo[partKey]; hit && (e.exact || e.lost >= limit) {
		return e.lost, e.exact, partKey
	}
	v, exact = ss.minLost(call.partAnswers(p.code), sub, h, r-1, limit)
	return v, exact, partKey
}

// partAnswers gathers the answers of the part with the given code from
// the call's set, into the level's buffer.
func (call *lostCall[C]) partAnswers(code C) []int32 {
	part := call.lvl.buf[:0]
	for i, a := range call.set {
		if call.codes[i] == code {
			part = append(part, a)
		}
	}
	return part
}

// sortCands sorts cands by their pattern counts (1 to n), most first,
// then by guess, and returns them: a counting sort when they come in
// guess order, as they do from sorted lists, which keeps that order.
func (lvl *lostLevel[C]) sortCands(cands []lostCand, n int) []lostCand {
	for i := 1; i < len(cands); i++ {
		if cands[i].g < cands[i-1].g {
			slices.SortFunc(cands, func(x, y lostCand) int {
				if x.k != y.k {
					return int(y.k - x.k)
				}
				return int(x.g - y.g)
			})
			return cands
		}
	}
	if cap(lvl.count) < n+2 {
		lvl.count = make([]int32, n+2)
	}
	count := lvl.count[:n+2]
	clear(count)
	for _, c := range cands {
		count[n-int(c.k)+1]++
	}
	for i := 1; i < len(count); i++ {
		count[i] += count[i-1]
	}
	out := slices.Grow(lvl.sorted[:0], len(cands))[:len(cands)]
	for _, c := range cands {
		at := &count[n-int(c.k)]
		out[*at] = c
		*at++
	}
	lvl.sorted, lvl.cands = cands, out // the buffers trade places
	return out
}

// lostLevel returns minLost's scratch for r tries left.
func (ss *search[C]) lostLevel(r int) *lostLevel[C] {
	for len(ss.lostLevels) <= r {
		ss.lostLevels = append(ss.lostLevels, new(lostLevel[C]))
	}
	return ss.lostLevels[r]
}

// lostWithTwo is minLost with two tries left, below limit (or limit).
// A guess giving k patterns on the set then finds k answers, one a part
// with the last try (the all-green part being the guess itself), so the
// set loses n − k: the number of answers whose pattern repeats an earlier
// one's. A guess is dropped as soon as it repeats as many as the best so
// far, which with a small limit is after a few answers: the two answers
// that first repeated for the last dropped guess move to the front, as
// the likeliest pair to repeat for the next one too.
func (ss *search[C]) lostWithTwo(set, allowed []int32, limit int32, union *coreUnion) int32 {
	ix := ss.ix
	n := len(set)
	var tbl []C
	var stride int
	tbl, stride, ss.lcols = ss.columns(set, ss.lcols)
	cols := ss.lcols
	ans := append(ss.lans[:0], set...) // in the order of cols
	ss.lans = ans
	union.reset(len(ix.answers))
	best := min(limit, int32(n-1)) // a guess of one answer loses the others at most
	stamps, at := ss.stamps, ss.lat
	for g := range ix.allowedGuesses(allowed) {
		if best == 0 {
			break
		}
		row := tbl[int(g)*stride : int(g)*stride+stride]
		ss.gen++
		if ss.gen == 0 {
			clear(stamps)
			ss.gen = 1
		}
		st := ss.gen
		var dups int32
		first := -1
		for i, a := range cols {
			c := row[a]
			if stamps[c] != st {
				stamps[c], at[c] = st, int32(i)
				continue
			}
			if dups == 0 {
				first = i
			}
			// The answer and the first with its pattern: a pair no
			// guess of the core tells apart.
			union.add(ans[at[c]], ans[i])
			dups++
			if dups >= best {
				break
			}
		}
		if dups < best {
			best = dups
		}
		if first < 0 {
			continue
		}
		j := int(at[row[cols[first]]])
		if first > 1 {
			// Move the first repeating pair to the front.
			cols[0], cols[j] = cols[j], cols[0]
			ans[0], ans[j] = ans[j], ans[0]
			cols[1], cols[first] = cols[first], cols[1]
			ans[1], ans[first] = ans[first], ans[1]
		}
	}
	return best
}
