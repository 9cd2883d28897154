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
// lose answers leaves a core (solver_exact_core.go) that settles the
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
	n := len(set)
	switch {
	case r < 1:
		return int32(n), true
	case r >= n:
		return 0, true
	case r == 1:
		return int32(n - 1), true
	}
	if limit <= 0 {
		return 0, false
	}
	key := ss.key(set, allowedHash, r)
	if e, ok := ss.lostMemo[key]; ok && (e.exact || e.lost >= limit) {
		return e.lost, e.exact
	}
	if _, _, within := ss.unlimited(set, allowedHash, r); within {
		// The best tree with no limit already finds every answer in time.
		ss.lostMemo[key] = lostEntry{0, true}
		return 0, true
	}
	cores := ss.beam == 0 && !ss.noCores // a beam's search proves nothing of other sets
	if cores {
		if core, ok := ss.coreIn(set, allowedHash, r, limit); ok {
			ss.lostMemo[key] = lostEntry{core.lost, false}
			ss.cores[key] = core
			ss.coreHits++
			return core.lost, false
		}
	}
	ix := ss.ix
	lvl := ss.lostLevel(r)
	if r == 2 {
		best := ss.lostWithTwo(set, allowed, limit, &lvl.union)
		if best > 0 && cores && lvl.union.ok {
			ss.addCore(key, allowed, allowedHash, r, lvl.union.core(best))
		}
		if best < limit {
			ss.lostMemo[key] = lostEntry{best, true}
			return best, true
		}
		ss.lostMemo[key] = lostEntry{limit, false}
		return limit, false
	}
	var tbl []C
	var stride int
	tbl, stride, lvl.cols = ss.columns(set, lvl.cols)
	cols := lvl.cols
	// Count the patterns of every useful guess on set.
	cands, useful := lvl.cands[:0], lvl.useful[:0]
	defer func() { lvl.cands, lvl.useful = cands, useful }()
	for _, a := range set {
		ss.inset[a>>6] |= 1 << (a & 63)
	}
	perfect := false
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
	if perfect {
		ss.lostMemo[key] = lostEntry{0, true}
		return 0, true
	}
	// Most patterns first: the likeliest to lose nothing.
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
	if cap(lvl.buf) < n {
		lvl.buf = make([]int32, n)
		lvl.codes = make([]C, n)
		lvl.hashes = make([]uint64, n)
	}
	codes, hashes := lvl.codes[:n], lvl.hashes[:n]
	for i, a := range set {
		hashes[i] = ix.hash[ix.guessOf[a]]
	}
	counts, sums := ss.counts, ss.sums
	solved := C(ix.npat - 1)
	best := int32(n) // more than any guess loses
	union := &lvl.union
	union.reset(len(ix.answers))
	for _, c := range cands {
		if best == 0 {
			break
		}
		// The parts of c.g, each by its size and the hash of its answers,
		// largest first (the likeliest to lose answers); a part's answers
		// are gathered only when the memo does not know it.
		row := tbl[int(c.g)*stride : int(c.g)*stride+stride]
		for i, a := range cols {
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
		var sum int32
		ok := true
		for _, p := range parts {
			s := int(p.size)
			if r-1 >= s {
				continue // nothing lost
			}
			// The part's answers, gathered from set when needed.
			answers := func() []int32 {
				part := lvl.buf[:0]
				for i, a := range set {
					if codes[i] == p.code {
						part = append(part, a)
					}
				}
				return part
			}
			v, exact := int32(s-1), true
			var partKey uint64
			if r-1 >= 2 {
				sub, h := allowed, allowedHash
				if ss.hard {
					sub, h = ss.narrow(allowed, allowedHash, c.g, int(p.code))
				}
				partKey = memoKey(p.hash, h, s, r-1)
				cap := min(best, limit) - sum
				if e, hit := ss.lostMemo[partKey]; hit && (e.exact || e.lost >= cap) {
					v, exact = e.lost, e.exact
				} else {
					v, exact = ss.minLost(answers(), sub, h, r-1, cap)
				}
			}
			if v > 0 && cores && union.ok {
				// A part losing answers puts its core in the union.
				if r-1 == 1 {
					// With one try left the part itself is its core.
					union.add(answers()...)
				} else if core := ss.cores[partKey]; core.lost >= v {
					union.add(core.ans...)
				} else {
					union.ok = false
				}
			}
			sum += v
			if !exact || sum >= min(best, limit) {
				ok = false
				break
			}
		}
		if ok && sum < best {
			best = sum
		}
	}
	if best > 0 && cores && union.ok {
		ss.addCore(key, allowed, allowedHash, r, union.core(min(best, limit)))
	}
	if best < limit {
		ss.lostMemo[key] = lostEntry{best, true}
		return best, true
	}
	ss.lostMemo[key] = lostEntry{limit, false}
	return limit, false
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
