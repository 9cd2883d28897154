package quaddoku

import (
	"math/bits"

	"github.com/tilekit/tilekit/quaddoku/internal/steps"
)

// BestMove's bounds come from a relaxation of the game in which the four
// sides only agree on their corner tiles and may share pile tiles beyond
// their counts. For every choice of tile at a side's two corners, the
// relaxation knows the side's best score; combining the sides through the
// corners they share gives, for any partial move, an upper bound on what
// the rest of the move can add. The bounds ignore tile counts between
// sides, so they never cut off a move that could win.

// impossible marks a corner choice that no word completes. It is so
// negative that a sum holding it stays below any real score.
const impossible = -1 << 20

// A relax holds the relaxation's tables for one position. Corner options
// are numbered: 0 keeps the tile there, 1..n-1 place one kind of pile
// tile.
type relax struct {
	n      int
	letter []byte // option's letter (unused for 0)
	value  []int8
	id     [26][MaxValue + 1]int16 // pile kind -> option number

	side  [4][]int32 // side[S][a*n+b]: side S's best with first corner a, last corner b
	rb    []int32    // rb[b*n+c]: best right + bottom with corner 3 = b, corner 8 = c
	restT []int32    // restT[a*n+b]: best left + right + bottom with corner 0 = a, corner 3 = b
}

// corner cells of each side: first and last.
var sideCorners = [4][2]int{Top: {0, 3}, Left: {0, 8}, Right: {3, 11}, Bottom: {8, 11}}

// opt returns what option o means at cell c: letter, value, whether a
// tile is placed, and whether the option is allowed there at all.
func (x *relax) opt(f *finder, c, o int) (byte, int8, bool, bool) {
	if o == 0 {
		return f.curL[c], f.curV[c], false, true
	}
	l, v := x.letter[o], x.value[o]
	return l, v, true, l != f.curL[c] || v != f.curV[c]
}

// optAt returns the option number of the tile chosen at corner cell c.
func (x *relax) optAt(f *finder, c int) int {
	if !f.placed[c] {
		return 0
	}
	return int(x.id[f.let[c]][f.val[c]])
}

// relaxSteps is what building the tables costs, in the search's steps,
// for n corner options and a dictionary of words four-letter words: the
// two joins take n³ additions each and the side tables n² cells and a
// pass over the words each; sixteen of these small operations count as
// one step.
func relaxSteps(n, words int) int {
	return (2*n*n*n + 4*n*n + 4*words) / 16
}

// rowSteps is what one row of a join of newRelax costs, in steps: n²
// additions, sixteen to a step, as relaxSteps counts them.
func rowSteps(n int) int { return n*n/16 + 1 }

// newRelax builds the tables for f's position, or returns nil when f's
// work finds its context done (it looks at it between the joins' rows,
// as often as the search's steps would).
func newRelax(f *finder) *relax {
	x := &relax{n: 1, letter: []byte{0}, value: []int8{0}}
	defer func() {
		if steps.Hook != nil {
			steps.Hook(relaxSteps(x.n, len(f.ix.words)))
		}
	}()
	for l := range 26 {
		for v := range MaxValue + 1 {
			if f.cnt[l][v] > 0 {
				x.id[l][v] = int16(x.n)
				x.letter = append(x.letter, byte(l))
				x.value = append(x.value, int8(v))
				x.n++
			}
		}
	}
	n := x.n
	for side := range Side(4) {
		x.side[side] = x.sideTable(f, side)
	}
	// Right and bottom share corner 11: rb[b][c] = max_d R[b][d] + B[c][d].
	x.rb = make([]int32, n*n)
	R, B := x.side[Right], x.side[Bottom]
	for b := range n {
		if !f.work.pace(rowSteps(n)) {
			return nil
		}
		for c := range n {
			best := int32(impossible)
			for d := range n {
				best = max(best, R[b*n+d]+B[c*n+d])
			}
			x.rb[b*n+c] = best
		}
	}
	// Left joins through corner 8: restT[a][b] = max_c L[a][c] + rb[b][c].
	x.restT = make([]int32, n*n)
	L := x.side[Left]
	for a := range n {
		if !f.work.pace(rowSteps(n)) {
			return nil
		}
		for b := range n {
			best := int32(impossible)
			for c := range n {
				best = max(best, L[a*n+c]+x.rb[b*n+c])
			}
			x.restT[a*n+b] = max(best, impossible)
		}
	}
	return x
}

// sideTable works out side's best score for every pair of corner options.
func (x *relax) sideTable(f *finder, side Side) []int32 {
	n := x.n
	t := make([]int32, n*n)
	for i := range t {
		t[i] = impossible
	}
	cells := wordCells[side]
	m1, m2 := cells[1], cells[2]
	// Sums the middle cells can make, per first and last letter, without
	// placing a tile (untouched) and with at least one (touched).
	var mu, mt [26 * 26]uint64
	var done [26 * 26]bool
	masks := func(la, lb byte) (uint64, uint64) {
		k := int(la)*26 + int(lb)
		if done[k] {
			return mu[k], mt[k]
		}
		done[k] = true
		for _, w := range f.ix.byFirstLast[k] {
			word := f.ix.words[w]
			k1, p1 := f.cellMasks(m1, word[1])
			k2, p2 := f.cellMasks(m2, word[2])
			mu[k] |= conv(k1, k2)
			mt[k] |= conv(p1, k2|p2) | conv(k1, p2)
		}
		return mu[k], mt[k]
	}
	for a := range n {
		la, va, pa, ok := x.opt(f, sideCorners[side][0], a)
		if !ok {
			continue
		}
		for b := range n {
			lb, vb, pb, ok := x.opt(f, sideCorners[side][1], b)
			if !ok {
				continue
			}
			u, tm := masks(la, lb)
			shift := int(va) + int(vb)
			best := int32(impossible)
			if pa || pb {
				tm |= u
			} else if u != 0 {
				best = 0
			}
			if tm != 0 {
				best = max(best, int32(f.maxScore(tm<<shift)))
			}
			t[a*n+b] = best
		}
	}
	return t
}

// cellMasks returns the values cell c can show with letter l: keeping its
// tile, and placing one from the pile.
func (f *finder) cellMasks(c int, l byte) (keep, place uint64) {
	if l == f.curL[c] {
		keep = 1 << f.curV[c]
	}
	for v := range int8(MaxValue + 1) {
		if f.cnt[l][v] > 0 && (l != f.curL[c] || v != f.curV[c]) {
			place |= 1 << v
		}
	}
	return keep, place
}

// conv returns the sums of one value from a and one from b, as bit sets.
func conv(a, b uint64) uint64 {
	var r uint64
	for a != 0 {
		v := bits.TrailingZeros64(a)
		a &^= 1 << v
		r |= b << v
	}
	return r
}

// maxScore is the best word score among the sums in the bit set m, or
// impossible when m is empty.
func (f *finder) maxScore(m uint64) int {
	b := impossible
	if f.dokuSum >= 0 && f.dokuSum < 64 && m&(1<<f.dokuSum) != 0 {
		b = f.dokuScore
		m &^= 1 << f.dokuSum
	}
	if m != 0 {
		b = max(b, 63-bits.LeadingZeros64(m))
	}
	return b
}

// restBound bounds what the sides after side can add once side's
// letters are chosen (values false) or its tiles too (values true).
func (f *finder) restBound(side Side, values bool) int {
	x := f.rx
	n := x.n
	switch side {
	case Top:
		if values {
			return int(x.restT[x.optAt(f, 0)*n+x.optAt(f, 3)])
		}
		best := impossible
		for _, a := range f.optsFor(0) {
			for _, b := range f.optsFor(3) {
				best = max(best, int(x.restT[a*n+b]))
			}
		}
		return best
	case Left:
		b := x.optAt(f, 3)
		if values {
			return int(x.rb[b*n+x.optAt(f, 8)])
		}
		best := impossible
		for _, c := range f.optsFor(8) {
			best = max(best, int(x.rb[b*n+c]))
		}
		return best
	case Right:
		c := x.optAt(f, 8)
		B := x.side[Bottom]
		if values {
			return int(B[c*n+x.optAt(f, 11)])
		}
		best := impossible
		for _, d := range f.optsFor(11) {
			best = max(best, int(B[c*n+d]))
		}
		return best
	}
	return 0
}

// optsFor lists the corner options at cell c that show the letter chosen
// there, in f.optBuf.
func (f *finder) optsFor(c int) []int {
	x := f.rx
	buf := f.optBuf[c][:0]
	l := f.let[c]
	if l == f.curL[c] {
		buf = append(buf, 0)
	}
	for v := range MaxValue + 1 {
		if id := x.id[l][v]; id != 0 && f.cnt[l][v] > 0 && (l != f.curL[c] || int8(v) != f.curV[c]) {
			buf = append(buf, int(id))
		}
	}
	f.optBuf[c] = buf
	return buf
}
