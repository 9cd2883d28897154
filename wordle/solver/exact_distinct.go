package solver

// distinctMin is the smallest set whose useful guesses are thinned to
// one per partition before its parts are searched.
const distinctMin = 40

// distinct returns the guesses of useful, in order, that split set in a
// way no earlier one of them does (the same blocks, the same one of them
// all green). Two guesses that split a set alike split every subset of it
// alike too, so a later one of them can only repeat the earlier one's
// result anywhere below the set: the parts of set scan the returned list
// instead of useful. The earliest of each kind is kept, which is the one
// the search would have chosen anyway (ties go to list order). Partitions
// are told apart by a 64-bit hash, as the memo tells sets apart.
//
// usefulK holds the number of patterns each useful guess gives on set;
// the second result is the returned list ordered for probe.
func (ss *search[C]) distinct(set, useful, usefulK []int32) ([]int32, *guessOrder) {
	ix := ss.ix
	var tbl []C
	var stride int
	tbl, stride, ss.dcols = ss.columns(set, ss.dcols)
	ss.dhash = ss.dhash[:0]
	for _, a := range set {
		ss.dhash = append(ss.dhash, ix.hash[ix.guessOf[a]])
	}
	cols, hs := ss.dcols, ss.dhash
	// An open-addressing set of the hashes seen, 0 meaning empty.
	size := 1
	for size < 2*len(useful) {
		size *= 2
	}
	if cap(ss.dseen) < size {
		ss.dseen = make([]uint64, size)
	}
	seen := ss.dseen[:size]
	clear(seen)
	mask := uint64(size - 1)
	bh := ss.blocks
	solved := C(ix.npat - 1)
	lvl := ss.levels[ss.depth-1]
	out, outK := lvl.distinct[:0], lvl.distK[:0]
	for i, g := range useful {
		row := tbl[int(g)*stride : int(g)*stride+stride]
		for j, a := range cols {
			bh[row[a]] += hs[j]
		}
		sig := foldBlocks(row, cols, bh, solved)
		if sig == 0 {
			sig = 1
		}
		h := mix(sig) & mask
		for seen[h] != 0 && seen[h] != sig {
			h = (h + 1) & mask
		}
		if seen[h] == 0 {
			seen[h] = sig
			out = append(out, g)
			outK = append(outK, usefulK[i])
		}
	}
	lvl.distinct, lvl.distK = out, outK
	lvl.order.sort(out, outK, ix.npat)
	return out, &lvl.order
}
