package wordgame

import (
	"encoding/binary"
	"math/bits"

	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// What the move generator reads of the board before it searches: the
// board turned for each direction (kept for the boards seen last), the
// cross-checks of every empty square, the anchors, and a row loaded into
// the arrays the word search walks.

// seenBoards is how many boards a generator keeps the tables of, for each
// direction (see generator.seen), the least recently used replaced: a
// simulation of 8 candidates and 2 plies turns 16 boards a deal, the 8
// after its candidates the same on every deal.
const seenBoards = 16

// An orientation is a board (as it is, not turned) with the automaton
// and game it was turned for, and what orient made of it.
type orientation struct {
	used  uint64 // generator.uses when last used
	d     *dawg.DAWG
	g     *game
	board [MaxBoardSize * MaxBoardSize]byte
	sq    [MaxBoardSize * MaxBoardSize]byte
	lmul  [MaxBoardSize * MaxBoardSize]uint8
	wmul  [MaxBoardSize * MaxBoardSize]uint8
	cross [MaxBoardSize * MaxBoardSize]uint64
	cpts  [MaxBoardSize * MaxBoardSize]int
}

// orient prepares the turned board for direction dir and computes its
// cross-checks, or takes them from gen.seen when it turned the same board
// the same way lately.
func (gen *generator) orient(b *Board, dir Direction, empty bool) {
	g := gen.g
	gen.dir = dir
	gen.first = empty
	gen.minLen = 2
	if empty {
		gen.minLen = max(2, g.rules.MinFirstWord)
	}
	way := 0
	gen.rows, gen.cols = g.rows, g.cols
	gen.startR, gen.startC = g.startRow, g.startCol
	if dir != Across {
		way = 1
		gen.rows, gen.cols = g.cols, g.rows
		gen.startR, gen.startC = g.startCol, g.startRow
	}
	for i := range gen.seen[way] {
		seen := &gen.seen[way][i]
		if seen.d != gen.d || seen.g != g || seen.board != b.sq {
			continue
		}
		gen.uses++
		seen.used = gen.uses
		gen.sq, gen.lmul, gen.wmul = seen.sq, seen.lmul, seen.wmul
		gen.cross, gen.cpts = seen.cross, seen.cpts
		return
	}
	if base := gen.nearest(way, b); base != nil {
		gen.sq, gen.lmul, gen.wmul = base.sq, base.lmul, base.wmul
		gen.cross, gen.cpts = base.cross, base.cpts
		gen.crossUpdate(&base.board, &b.sq, &base.sq, way)
	} else if dir == Across {
		gen.sq = b.sq
		gen.lmul = g.letterMul
		gen.wmul = g.wordMul
		gen.crossChecks()
	} else {
		for r := 0; r < g.rows; r++ {
			for c := 0; c < g.cols; c++ {
				k, t := r*MaxBoardSize+c, c*MaxBoardSize+r
				gen.sq[t] = b.sq[k]
				gen.lmul[t] = g.letterMul[k]
				gen.wmul[t] = g.wordMul[k]
			}
		}
		gen.crossChecks()
	}
	seen := &gen.seen[way][0]
	for i := range gen.seen[way] {
		if gen.seen[way][i].used < seen.used {
			seen = &gen.seen[way][i]
		}
	}
	gen.uses++
	seen.used = gen.uses
	seen.d, seen.g, seen.board = gen.d, g, b.sq
	seen.sq, seen.lmul, seen.wmul = gen.sq, gen.lmul, gen.wmul
	seen.cross, seen.cpts = gen.cross, gen.cpts
}

// value returns the points of a square code.
func (gen *generator) value(x byte) int {
	if isBlankSq(x) {
		return gen.blankV
	}
	return gen.values[x-'A']
}

// crossChecks fills cross and cpts for every empty square: the letters
// that make a word with the tiles above and below it, and those tiles'
// points.
func (gen *generator) crossChecks() {
	for r := 0; r < gen.rows; r++ {
		for c := 0; c < gen.cols; c++ {
			if gen.sq[r*MaxBoardSize+c] == 0 {
				gen.crossAt(r, c)
			}
		}
	}
}

// crossAt fills cross and cpts for the empty square (r, c) of the turned
// board (see crossChecks).
func (gen *generator) crossAt(r, c int) {
	d := gen.d
	k := r*MaxBoardSize + c
	up := r > 0 && gen.sq[k-MaxBoardSize] != 0
	down := r+1 < gen.rows && gen.sq[k+MaxBoardSize] != 0
	if !up && !down {
		gen.cross[k], gen.cpts[k] = dawg.Letters, -1
		return
	}
	var pts int
	top := r
	for top > 0 && gen.sq[(top-1)*MaxBoardSize+c] != 0 {
		top--
	}
	a, ok := d.Arcs[0], true
	for rr := top; rr < r && ok; rr++ {
		x := gen.sq[rr*MaxBoardSize+c]
		pts += gen.value(x)
		a, ok = d.Child(a, upper(x)-'A')
	}
	bottom := r + 1
	for bottom < gen.rows && gen.sq[bottom*MaxBoardSize+c] != 0 {
		pts += gen.value(gen.sq[bottom*MaxBoardSize+c])
		bottom++
	}
	var set uint64
	if ok {
		for m := a.Mask & dawg.Letters; m != 0; m &= m - 1 {
			l := uint8(bits.TrailingZeros64(m))
			b, _ := d.Child(a, l)
			okSuffix := true
			for rr := r + 1; rr < bottom && okSuffix; rr++ {
				b, okSuffix = d.Child(b, upper(gen.sq[rr*MaxBoardSize+c])-'A')
			}
			if okSuffix && b.Accepts() {
				set |= 1 << l
			}
		}
	}
	gen.cross[k], gen.cpts[k] = set, pts
}

// nearBoards is the most squares by which a board may differ from one
// in gen.seen for orient to make its tables from that one's (see
// crossUpdate) rather than afresh: a move or two of the tiles on a rack.
const nearBoards = 24

// nearest returns the board of gen.seen[way], turned for the same
// automaton and game, that differs from b in the fewest squares, at most
// nearBoards of them, or nil when there is none.
func (gen *generator) nearest(way int, b *Board) *orientation {
	var best *orientation
	least := nearBoards + 1
	// The board used last first: it is most often the nearest (then it
	// is taken when near enough), and the others' counts stop sooner.
	seen := &gen.seen[way]
	last := 0
	for i := range seen {
		if seen[i].used > seen[last].used {
			last = i
		}
	}
	for j := range seen {
		o := &seen[(last+j)%len(seen)]
		if o.d != gen.d || o.g != gen.g {
			continue
		}
		if n := boardDiff(&o.board, &b.sq, least); n < least {
			best, least = o, n
		}
		if j == 0 && least <= nearEnough {
			break
		}
	}
	return best
}

// nearEnough is how near the board used last must be for nearest to take
// it without looking at the others (a move or two away).
const nearEnough = 8

// boardDiff returns the number of squares in which a and b differ, or
// limit once that many are found.
func boardDiff(a, b *[MaxBoardSize * MaxBoardSize]byte, limit int) int {
	const ones = 0x0101_0101_0101_0101
	n := 0
	i := 0
	for ; i+8 <= len(a); i += 8 {
		x := binary.LittleEndian.Uint64(a[i:]) ^ binary.LittleEndian.Uint64(b[i:])
		if x == 0 {
			continue
		}
		// One bit a byte that differs.
		x |= x >> 4
		x |= x >> 2
		x |= x >> 1
		if n += bits.OnesCount64(x & ones); n >= limit {
			return limit
		}
	}
	for ; i < len(a); i++ {
		if a[i] != b[i] {
			n++
		}
	}
	return min(n, limit)
}

// crossUpdate makes the turned board and cross-checks of b (for
// direction way) from those of the board old, already in gen and turned
// in was: the squares that differ are set, and the cross-checks are made
// again of only the empty squares whose lines across the turned rows
// changed: the squares that differ, and those on their columns up to and
// past the tiles next to them on either board. The cross-checks of every
// other empty square rest on the same tiles as before.
func (gen *generator) crossUpdate(old, b, was *[MaxBoardSize * MaxBoardSize]byte, way int) {
	var buf [MaxBoardSize * MaxBoardSize]uint16
	diff, _ := kernel.DiffSquares(buf[:0], (*kernel.Squares)(old), (*kernel.Squares)(b), len(buf))
	for i, k := range diff {
		t := k
		if way != 0 {
			t = k%MaxBoardSize*MaxBoardSize + k/MaxBoardSize
		}
		gen.sq[t] = b[k]
		diff[i] = t
	}
	var done [(MaxBoardSize*MaxBoardSize + 63) / 64]uint64
	tile := func(r, c int) bool {
		k := r*MaxBoardSize + c
		return gen.sq[k] != 0 || was[k] != 0
	}
	for _, t := range diff {
		r, c := int(t)/MaxBoardSize, int(t)%MaxBoardSize
		top, bottom := r, r
		for top > 0 && tile(top-1, c) {
			top--
		}
		for bottom+1 < gen.rows && tile(bottom+1, c) {
			bottom++
		}
		for rr := max(top-1, 0); rr <= min(bottom+1, gen.rows-1); rr++ {
			k := rr*MaxBoardSize + c
			if gen.sq[k] != 0 || done[k/64]&(1<<(k%64)) != 0 {
				continue
			}
			done[k/64] |= 1 << (k % 64)
			gen.crossAt(rr, c)
		}
	}
}

// isAnchor reports whether a word may be anchored on square (r, c) of the
// turned board: the square is empty and touches a tile, or it is the start
// square of an empty board.
func (gen *generator) isAnchor(r, c int) bool {
	k := r*MaxBoardSize + c
	if gen.sq[k] != 0 {
		return false
	}
	if gen.first {
		return r == gen.startR && c == gen.startC
	}
	return (c > 0 && gen.sq[k-1] != 0) || (c+1 < gen.cols && gen.sq[k+1] != 0) ||
		(r > 0 && gen.sq[k-MaxBoardSize] != 0) || (r+1 < gen.rows && gen.sq[k+MaxBoardSize] != 0)
}

// An anchor is the column of an anchor and the number of empty
// non-anchor squares just before it.
type anchor struct{ col, free int }

// rowAnchors returns the anchors of row r of the turned board, left to
// right, in a buffer of gen's.
func (gen *generator) rowAnchors(r int) []anchor {
	as := gen.anchors[:0]
	if gen.first {
		free := 0
		for c := 0; c < gen.cols; c++ {
			if !gen.isAnchor(r, c) {
				free++
				continue
			}
			as = append(as, anchor{c, free})
			free = 0
		}
		return as
	}
	n := gen.cols
	row := gen.sq[r*MaxBoardSize:][:n]
	var up, down []byte
	if r > 0 {
		up = gen.sq[(r-1)*MaxBoardSize:][:n]
	}
	if r+1 < gen.rows {
		down = gen.sq[(r+1)*MaxBoardSize:][:n]
	}
	free := 0
	for c, x := range row {
		if x != 0 {
			free = 0
			continue
		}
		if c > 0 && row[c-1] != 0 || c+1 < n && row[c+1] != 0 || up != nil && up[c] != 0 || down != nil && down[c] != 0 {
			as = append(as, anchor{c, free})
			free = 0
			continue
		}
		free++
	}
	return as
}

// edgeSq marks the end of the line in generator.rsq.
const edgeSq = 0xFF

// loadRow copies row r of the turned board into the row arrays, in one
// pass from the end of the row back.
func (gen *generator) loadRow(r int) {
	gen.row = r
	n := gen.cols
	sq := gen.sq[r*MaxBoardSize:][:n]
	cross := gen.cross[r*MaxBoardSize:][:n]
	cpts := gen.cpts[r*MaxBoardSize:][:n]
	lmul := gen.lmul[r*MaxBoardSize:][:n]
	wmul := gen.wmul[r*MaxBoardSize:][:n]
	rsq, rval, rcross, rcpts := gen.rsq[:n+1], gen.rval[:n], gen.rcross[:n], gen.rcpts[:n]
	rlm, rwm, rwant, rafter := gen.rlm[:n], gen.rwm[:n], gen.rwant[:n+1], gen.rafter[:n+1]
	rsq[n], rafter[n], rwant[n] = edgeSq, 0, dawg.Accept
	after := 0
	for c := n - 1; c >= 0; c-- {
		x := sq[c]
		rcross[c], rcpts[c] = cross[c], cpts[c]
		rlm[c], rwm[c] = int(lmul[c]), int(wmul[c])
		if x == 0 {
			rsq[c], rval[c] = 0, 0
			rwant[c] = cross[c] | dawg.Accept
		} else {
			l := upper(x) - 'A'
			rsq[c], rval[c] = l+1, gen.value(x)
			rwant[c] = 1 << l
			after++
		}
		rafter[c] = after
	}
}

// appendLines is appendTop for a search that wants every placement (n
// at least their number) or only those along some lines: it searches
// the rows whose bit is set in across (bit r for row r) and the columns
// whose bit is set in down, each loaded once and every anchor of it
// searched in order, with no bounds (the best placements' search bounds
// each anchor to skip those whose placements cannot make the list, of
// no use when every placement does). The placements come in appendTop's
// order; the n best of them, when there are more. On an empty board it
// is appendTop, every line searched.
func (s State) appendLines(dst []scored, n int, b budget, across, down uint32) ([]scored, spent, error) {
	if s.board.Empty() {
		return s.appendTop(dst, n, b)
	}
	gen, sp, err := s.startIn(modeTop, n, b)
	if gen == nil {
		return dst, sp, err
	}
	defer gen.release()
	gen.budget = b
	gen.mirror, gen.bingoOnly = false, false
	gen.orient(&s.board, Across, false)
	gen.searchLines(across)
	if !gen.stop {
		gen.orient(&s.board, Down, false)
		gen.searchLines(down)
	}
	gen.finish()
	return append(dst, gen.out...), gen.spent(), nil
}

// searchLines searches every anchor of the rows of the turned board
// whose bit is set in lines on which a tile of the rack may go.
func (gen *generator) searchLines(lines uint32) {
	for r := 0; r < gen.rows; r++ {
		if lines&(1<<r) == 0 {
			continue
		}
		as := gen.rowAnchors(r)
		if len(as) == 0 {
			continue
		}
		gen.loadRow(r)
		for _, a := range as {
			if !gen.usable(a.col) {
				continue // no tile of the rack may go on the anchor
			}
			gen.searchAnchor(r, a.col, a.free)
			if gen.stop {
				return
			}
		}
	}
}
