package solver

import "math/bits"

// guessOrder lists guesses by the number of patterns each gives on a set,
// most first (list order among equals).
type guessOrder struct {
	g, k  []int32
	count []int32 // scratch of sort
}

// sort fills o with guesses ordered by their pattern counts k (each below
// or equal to npat), most first, keeping list order among equals.
func (o *guessOrder) sort(guesses, k []int32, npat int) {
	if cap(o.count) < npat+2 {
		o.count = make([]int32, npat+2)
	}
	count := o.count[:npat+2]
	clear(count)
	for _, x := range k {
		count[npat-int(x)+1]++ // most patterns first
	}
	for i := 1; i < len(count); i++ {
		count[i] += count[i-1]
	}
	o.g, o.k = o.g[:0], o.k[:0]
	o.g = append(o.g, make([]int32, len(guesses))...)
	o.k = append(o.k, make([]int32, len(guesses))...)
	for i, g := range guesses {
		at := count[npat-int(k[i])]
		count[npat-int(k[i])]++
		o.g[at], o.k[at] = g, k[i]
	}
}

// probe bounds a part (a subset of the set ord was made for) with r tries
// left as solve would with the budget of a probe (twice the part's size):
// by the best split any guess of ord makes of it, 3s − K − [the guess is
// in the part] for a guess giving K patterns on the s answers, and s − K
// answers lost with two tries left. A guess gives no more
// patterns on the part than on the whole set, so once the count of the
// next guess of ord on the set cannot beat the best bound found, no later
// guess can: the rest of the list is skipped. The bound is recorded in
// the memo under key, as solve records it.
//
// When some guess splits the part into single answers, or with one try
// left (where only the part's own words count), probe returns ok false
// without recording anything: solve then finds the part's cost, or its
// bound, itself.
func (ss *search[C]) probe(set []int32, ord *guessOrder, key uint64, r int) (cost, bool) {
	ix := ss.ix
	n := len(set)
	if r < 2 {
		return cost{}, false
	}
	// lost is what a guess giving k patterns loses.
	lost := func(k int) int32 {
		if r == 2 {
			return int32(n - k)
		}
		return 0
	}
	var tbl []C
	var stride int
	tbl, stride, ss.pcols = ss.columns(set, ss.pcols)
	cols := ss.pcols
	inset := ss.inset
	for _, a := range set {
		inset[a>>6] |= 1 << (a & 63)
	}
	defer func() {
		for _, a := range set {
			inset[a>>6] = 0
		}
	}()
	best := infinite
	for i, g := range ord.g {
		// No guess from here on gives more patterns than this one.
		if k := int(ord.k[i]); !(cost{lost(k), int32(3*n - k - 1), 3}).less(best) {
			break
		}
		row := tbl[int(g)*stride : int(g)*stride+stride]
		k := ss.patterns(row, cols)
		if k == n {
			return cost{}, false
		}
		a := ix.answerOf[g]
		green := a >= 0 && inset[a>>6]&(1<<(a&63)) != 0
		gi := 0
		if green {
			gi = 1
		}
		if k <= 1 && !green {
			continue // learns nothing
		}
		if b := (cost{lost(k), int32(3*n - k - gi), 3}); b.less(best) {
			best = b
		}
	}
	ss.memo[key] = memoEntry{cost: best}
	return best, true
}

// patterns counts the distinct codes of row at cols.
func (ss *search[C]) patterns(row []C, cols []int32) int {
	if ss.ix.npat > 256 {
		ss.gen++
		if ss.gen == 0 {
			clear(ss.stamps)
			ss.gen = 1
		}
		st, k := ss.gen, 0
		for _, a := range cols {
			if c := row[a]; ss.stamps[c] != st {
				ss.stamps[c] = st
				k++
			}
		}
		return k
	}
	var b0, b1 [4]uint64
	j := 0
	for ; j+2 <= len(cols); j += 2 {
		c0, c1 := uint(row[cols[j]]), uint(row[cols[j+1]])
		b0[(c0>>6)&3] |= 1 << (c0 & 63)
		b1[(c1>>6)&3] |= 1 << (c1 & 63)
	}
	if j < len(cols) {
		c := uint(row[cols[j]])
		b0[(c>>6)&3] |= 1 << (c & 63)
	}
	return bits.OnesCount64(b0[0]|b1[0]) + bits.OnesCount64(b0[1]|b1[1]) + bits.OnesCount64(b0[2]|b1[2]) + bits.OnesCount64(b0[3]|b1[3])
}
