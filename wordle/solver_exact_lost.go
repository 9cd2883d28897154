package wordle

import "slices"

// This file is the search for the fewest answers a set must lose: the
// first term of the exact search's cost on its own. The exact search asks
// it for every set and every part it tries, and uses the answer as an
// exact bound: without it a set that must lose an answer would leave
// every guess to be tried with no bound on its total (any tree losing
// fewer answers wins, whatever its total), which is far too slow. The
// lost-only search stops at the first guess that loses nothing, or that
// loses no more than its parts' floors, and ends a guess as soon as its
// parts lose as many as the best guess so far.

// svLostLevel is minLost's scratch for one number of tries left: the
// recursion goes down one try a level, so a level's buffers are free
// again when its call returns.
type svLostLevel struct {
	cands  []svCand
	useful []int32
	parts  []svPart
	buf    []int32
}

// svCand is a guess and the number of patterns it gives on a set.
type svCand struct {
	g int32
	k int32
}

// svLostEntry is a memoised result of minLost: the fewest lost answers
// when exact, a lower bound otherwise.
type svLostEntry struct {
	lost  int32
	exact bool
}

// minLost returns the fewest answers of set that any tree with r tries
// left (and the allowed guesses, nil for all) loses, when that is below
// limit, with exact true; otherwise a lower bound not below limit, with
// exact false. With a beam (Plan), it counts only trees that play one of
// the beam guesses splitting each set most finely.
func (ss *svSearch[C]) minLost(set, allowed []int32, allowedHash uint64, r int, limit int32) (int32, bool) {
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
	ix := ss.ix
	for len(ss.lostLevels) <= r {
		ss.lostLevels = append(ss.lostLevels, new(svLostLevel))
	}
	lvl := ss.lostLevels[r]
	// Count the patterns of every useful guess on set.
	cands, useful := lvl.cands[:0], lvl.useful[:0]
	defer func() { lvl.cands, lvl.useful = cands, useful }()
	for _, a := range set {
		ss.inset[a>>6] |= 1 << (a & 63)
	}
	perfect := false
	for g := range ix.allowedGuesses(allowed) {
		k := ss.patterns(ix.row(g), set)
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
		cands = append(cands, svCand{g, int32(k)})
		useful = append(useful, g)
	}
	for _, a := range set {
		ss.inset[a>>6] = 0
	}
	if perfect {
		ss.lostMemo[key] = svLostEntry{0, true}
		return 0, true
	}
	best := int32(n) // more than any guess loses
	if r == 2 {
		// Each part of a guess wins one answer with the last try.
		for _, c := range cands {
			best = min(best, int32(n)-c.k)
		}
		ss.lostMemo[key] = svLostEntry{best, true}
		return best, true
	}
	// Most patterns first: the likeliest to lose nothing. (The guesses
	// come in list order, so the tie-break keeps a stable sort's order.)
	slices.SortFunc(cands, func(x, y svCand) int {
		if x.k != y.k {
			return int(y.k - x.k)
		}
		return int(x.g - y.g)
	})
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
	}
	for _, c := range cands {
		if best == 0 {
			break
		}
		parts, _ := ix.partitionInto(c.g, set, ss.counts, lvl.parts, lvl.buf)
		lvl.parts = parts
		// Largest parts first: the likeliest to lose answers.
		var sum int32
		ok := true
		for _, p := range parts {
			slices.Sort(p.answers)
			sub, h := allowed, allowedHash
			if ss.hard && r-1 >= 2 && len(p.answers) > r-1 {
				sub, h = ss.narrow(allowed, allowedHash, c.g, p.code)
			}
			cap := min(best, limit) - sum
			v, exact := ss.minLost(p.answers, sub, h, r-1, cap)
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
	if best < limit {
		ss.lostMemo[key] = svLostEntry{best, true}
		return best, true
	}
	ss.lostMemo[key] = svLostEntry{limit, false}
	return limit, false
}
