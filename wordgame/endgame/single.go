package endgame

import (
	"math/bits"
	"slices"
	"unsafe"

	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// The endgame's one-tile racks. Deep in an endgame search most positions
// leave the player to move a single tile, and all that matters there is
// the highest-scoring square for it (playing it ends the game, which is
// worth more than passing; see visit). The move generator works out every
// square's cross-checks for every letter first, the same cost whatever
// the rack; a single letter needs only the two words through each square
// next to a tile, checked against the word automaton directly. That is
// several times quicker, and the solver takes this way for every rack of
// one natural tile (a blank still goes to the generator).

// An anchorSet marks the empty squares next to a tile, by square index
// (row*size + column). The search keeps one with each position,
// updated as tiles go down (place), so a scan need not look for them.
type anchorSet [(size*size + 63) / 64]uint64

// anchorsOf returns the anchors of b.
func anchorsOf(g *kernel.Geometry, b *board) anchorSet {
	var a anchorSet
	for r := range g.Rows {
		for c := range g.Cols {
			if b.sq[r*size+c] != 0 {
				a.place(g, b, r, c)
			}
		}
	}
	return a
}

// place updates a for a tile now on (r, c) of b: the square is no anchor
// and its empty neighbours are.
func (a *anchorSet) place(g *kernel.Geometry, b *board, r, c int) {
	k := r*size + c
	a[k/64] &^= 1 << (k % 64)
	mark := func(kk int) {
		if b.sq[kk] == 0 {
			a[kk/64] |= 1 << (kk % 64)
		}
	}
	if r > 0 {
		mark(k - size)
	}
	if r+1 < g.Rows {
		mark(k + size)
	}
	if c > 0 {
		mark(k - 1)
	}
	if c+1 < g.Cols {
		mark(k + 1)
	}
}

// has reports whether square k is an anchor.
func (a *anchorSet) has(k int) bool { return a[k/64]&(1<<(k%64)) != 0 }

// next returns the first anchor at square k or after it, or -1.
func (a *anchorSet) next(k int) int {
	for w := k / 64; w < len(a); w++ {
		m := a[w]
		if w == k/64 {
			m &^= 1<<(k%64) - 1
		}
		if m != 0 {
			return w*64 + bits.TrailingZeros64(m)
		}
	}
	return -1
}

// singleTile is a scan of the board for one or two tiles.
type singleTile struct {
	d      *dawg.DAWG
	g      *kernel.Geometry
	b      *board
	anchor *anchorSet
	// twoTiles: the rack's letters, and by letter, direction (0 across,
	// 1 down) and anchor the points of the word through the anchor with
	// that letter on it (0: none, -1: not a word).
	letters [2]byte
	cross   *[2][2][size * size]int16 // the search's cross
}

// combine folds one square's word premium into a word's factor: they
// multiply when product is set, else the highest counts.
func combine(product bool, factor, mul int) int {
	if product {
		return factor * mul
	}
	return max(factor, mul)
}

// step returns the row and column increments along a line.
func step(across bool) (dr, dc int) {
	if across {
		return 0, 1
	}
	return 1, 0
}

// newScan returns a scan of b, whose anchors are a.
func (e *endgameSearch) newScan(b *board, a *anchorSet) singleTile {
	return singleTile{d: e.dawg, g: e.geo, b: b, anchor: a, cross: &e.cross}
}

// bestSingle returns the highest-scoring placement of the natural tile x
// (A–Z) alone on b, whose anchors are a, in the generator's normal form,
// with its points; ok is false when it fits nowhere. Of equal scores the
// first square in reading order wins.
func (e *endgameSearch) bestSingle(b *board, a *anchorSet, x byte) (m wordgame.Move, pts int, ok bool) {
	at, pts, ok := e.bestSquare(b, a, x)
	if !ok {
		return wordgame.Move{}, 0, false
	}
	st := e.newScan(b, a)
	return st.singleMove(e, at/size, at%size, x), pts, true
}

// bestSquare is bestSingle's square and points, without the move.
func (e *endgameSearch) bestSquare(b *board, a *anchorSet, x byte) (at, pts int, ok bool) {
	st := e.newScan(b, a)
	best := -1
	for k := a.next(0); k >= 0; k = a.next(k + 1) {
		if p, fits := st.scoreAt(k/size, k%size, x); fits && p > best {
			best, at = p, k
		}
	}
	return at, best, best >= 0
}

// at returns the square code at (r, c), 0 off the board.
func (st *singleTile) at(r, c int) byte {
	if r < 0 || c < 0 || r >= st.g.Rows || c >= st.g.Cols {
		return 0
	}
	return st.b.sq[r*size+c]
}

// scoreAt returns the points of tile x (A–Z) alone on (r, c): the word
// across and the word down through it, each counted when it has two
// letters or more; fits is false when either is not a word.
func (st *singleTile) scoreAt(r, c int, x byte) (pts int, fits bool) {
	across, ok := st.word(r, c, 0, 1, x)
	if !ok {
		return 0, false
	}
	down, ok := st.word(r, c, 1, 0, x)
	if !ok {
		return 0, false
	}
	return across + down, true
}

// word returns the points of the word through (r, c) along (dr, dc) with
// tile x (A–Z) on (r, c): 0 when the tile stands alone on that line, ok
// false when the letters do not make a word.
func (st *singleTile) word(r, c, dr, dc int, x byte) (pts int, ok bool) {
	g, sq := st.g, &st.b.sq
	k := r*size + c
	step, lo, hi := 1, r*size, r*size+g.Cols-1
	if dc == 0 {
		step, lo, hi = size, c, (g.Rows-1)*size+c
	}
	first, last := k, k
	for first-step >= lo && sq[first-step] != 0 {
		first -= step
	}
	for last+step <= hi && sq[last+step] != 0 {
		last += step
	}
	if first == last {
		return 0, true
	}
	a := st.d.Arcs[0]
	sum := 0
	for i := first; i <= last; i += step {
		var l uint8
		if i == k {
			l = x - 'A'
			sum += g.Values[x] * int(g.LetterMul[k])
		} else {
			y := sq[i]
			l = y&^tiles.Lower - 'A'
			sum += g.Values[y]
		}
		if a, ok = st.d.Child(a, l); !ok {
			return 0, false
		}
	}
	if !a.Accepts() {
		return 0, false
	}
	return sum * int(g.WordMul[k]), true
}

// twoTiles returns every placement of the rack of natural tiles x and y
// (A–Z) on b, whose anchors are a, with its points, in no particular
// order: each tile alone on an anchor, and both tiles on one line, on two
// empty squares with only board tiles between them, one an anchor.
func (e *endgameSearch) twoTiles(b *board, a *anchorSet, x, y byte) []kernel.Scored[wordgame.Move] {
	var out []kernel.Scored[wordgame.Move]
	for _, t := range e.twoScan(nil, b, a, x, y, nil) {
		out = append(out, kernel.Scored[wordgame.Move]{Move: t.m, Score: int(t.score)})
	}
	return out
}

// A twoAt is a placement of a two-tile scan: the move, its points, the
// squares it fills (k2 -1 for one tile) and their letters.
type twoAt struct {
	m      wordgame.Move
	score  int32
	k1, k2 int16
	l1, l2 byte
}

// twoScan appends to out the placements of twoTiles, with their
// squares. When only is not nil, just those that fill at least one of
// its squares.
func (e *endgameSearch) twoScan(out []twoAt, b *board, a *anchorSet, x, y byte, only *anchorSet) []twoAt {
	st := e.newScan(b, a)
	st.letters = [2]byte{x, y}
	nl := 2
	if x == y {
		nl = 1
	}
	if only != nil {
		// Every square a pair through a square of only may use: the
		// square, and the empty squares before and after it on both
		// lines.
		// Of those before and after it, a pair along a line reads only
		// the words across that line.
		var done [2]anchorSet
		for k := only.next(0); k >= 0; k = only.next(k + 1) {
			if b.sq[k] != 0 {
				continue
			}
			st.crossAt(&done, k, 0, nl)
			st.crossAt(&done, k, 1, nl)
			for d, across := range [2]bool{true, false} {
				if f := st.emptyFrom(k, across, -1); f >= 0 {
					st.crossAt(&done, f, 1-d, nl)
				}
				if l := st.emptyFrom(k, across, 1); l >= 0 {
					st.crossAt(&done, l, 1-d, nl)
				}
			}
		}
		for k := only.next(0); k >= 0; k = only.next(k + 1) {
			if b.sq[k] != 0 || !a.has(k) {
				continue
			}
			out = st.singles(e, out, k, nl)
		}
		for k := only.next(0); k >= 0; k = only.next(k + 1) {
			if b.sq[k] != 0 {
				continue
			}
			r, c := k/size, k%size
			for _, across := range [2]bool{true, false} {
				out = st.pairs(e, out, r, c, across, nl)
				// The pair whose second square is k, once: from here
				// when its first is not in only.
				if f := st.emptyFrom(k, across, -1); f >= 0 && !only.has(f) {
					out = st.pairs(e, out, f/size, f%size, across, nl)
				}
			}
		}
		return out
	}
	*st.cross = [2][2][size * size]int16{}
	for k := a.next(0); k >= 0; k = a.next(k + 1) {
		st.crossOf(k, nl)
		out = st.singles(e, out, k, nl)
	}
	// Each pair once: from its first square when that is an anchor,
	// else from its second (the square before it empty, no anchor).
	for k := a.next(0); k >= 0; k = a.next(k + 1) {
		r, c := k/size, k%size
		out = st.pairs(e, out, r, c, true, nl)
		out = st.pairs(e, out, r, c, false, nl)
		if c > 0 && b.sq[k-1] == 0 && !a.has(k-1) {
			out = st.pairs(e, out, r, c-1, true, nl)
		}
		if r > 0 && b.sq[k-size] == 0 && !a.has(k-size) {
			out = st.pairs(e, out, r-1, c, false, nl)
		}
	}
	return out
}

// crossOf sets the scan's cross entries of anchor k for its nl letters:
// the points of the word through k across and down with the letter on
// k (0: none, -1: not a word).
func (st *singleTile) crossOf(k, nl int) {
	r, c := k/size, k%size
	for i := range nl {
		for d, dir := range [2][2]int{{0, 1}, {1, 0}} {
			pts, fits := st.word(r, c, dir[0], dir[1], st.letters[i])
			st.cross[i][d][k] = int16(pts)
			if !fits {
				st.cross[i][d][k] = -1
			}
		}
	}
}

// crossAt sets the scan's cross entries of the empty square k for its
// nl letters in direction d (0 across, 1 down), as crossOf does (a
// square with no neighbour has no cross words: 0), once for the squares
// marked in done[d].
func (st *singleTile) crossAt(done *[2]anchorSet, k, d, nl int) {
	if done[d].has(k) {
		return
	}
	done[d][k/64] |= 1 << (k % 64)
	if !st.anchor.has(k) {
		for i := range nl {
			st.cross[i][d][k] = 0
		}
		return
	}
	r, c := k/size, k%size
	dr, dc := step(d == 0)
	for i := range nl {
		pts, fits := st.word(r, c, dr, dc, st.letters[i])
		st.cross[i][d][k] = int16(pts)
		if !fits {
			st.cross[i][d][k] = -1
		}
	}
}

// singles appends the placements of each of the scan's nl letters alone
// on anchor k, from its cross entries.
func (st *singleTile) singles(e *endgameSearch, out []twoAt, k, nl int) []twoAt {
	for i := range nl {
		if across, down := st.cross[i][0][k], st.cross[i][1][k]; across >= 0 && down >= 0 {
			out = append(out, twoAt{m: st.singleMove(e, k/size, k%size, st.letters[i]), score: int32(across + down), k1: int16(k), k2: -1, l1: st.letters[i]})
		}
	}
	return out
}

// emptyFrom returns the first empty square from square k in direction
// dir (-1 back, 1 on) along a line (across or down), past the tiles
// next to k, or -1 at the edge of the board.
func (st *singleTile) emptyFrom(k int, across bool, dir int) int {
	dr, dc := step(across)
	return kernel.LineEnd(st.g.Rows, st.g.Cols, &st.b.sq, k, dr*dir, dc*dir)
}

// singleMove returns tile x alone on (r, c) in normal form: along the
// line where it has a neighbour (across when it has one both ways), as
// the whole word.
func (st *singleTile) singleMove(e *endgameSearch, r, c int, x byte) wordgame.Move {
	across := st.at(r, c-1) != 0 || st.at(r, c+1) != 0
	dr, dc := step(across)
	r0, c0 := r, c
	for st.at(r0-dr, c0-dc) != 0 {
		r0, c0 = r0-dr, c0-dc
	}
	n := 0
	for st.at(r0+dr*n, c0+dc*n) != 0 || r0+dr*n == r && c0+dc*n == c {
		n++
	}
	e.placed = [size]byte{}
	e.placed[max(r-r0, c-c0)] = x
	return e.place(r0, c0, across, n)
}

// place returns the placement from (r0, c0) along a line of n squares
// of the tiles in e.placed.
func (e *endgameSearch) place(r0, c0 int, across bool, n int) wordgame.Move {
	return k.Place(&e.gen, r0, c0, across, n, &e.placed)
}

// pairs appends the placements of the two tiles of the scan (in both
// orders; nl is 1 when they are the same letter) on the empty square
// (r, c) and the next empty square after it, across or down.
func (st *singleTile) pairs(e *endgameSearch, out []twoAt, r, c int, across bool, nl int) []twoAt {
	dr, dc := step(across)
	r2, c2 := r+dr, c+dc
	k1 := r*size + c
	if !st.anchor.has(k1) && (r2 >= st.g.Rows || c2 >= st.g.Cols || !st.anchor.has(r2*size+c2)) {
		return out // no tile near: not connected
	}
	for st.at(r2, c2) != 0 {
		r2, c2 = r2+dr, c2+dc
	}
	if r2 >= st.g.Rows || c2 >= st.g.Cols {
		return out
	}
	k2 := r2*size + c2
	cross := 1 // the cross words run down
	if !across {
		cross = 0
	}
	if min(st.cross[0][cross][k1], st.cross[nl-1][cross][k2]) < 0 && min(st.cross[nl-1][cross][k1], st.cross[0][cross][k2]) < 0 {
		return out // neither order makes its cross words
	}
	r0, c0 := r, c
	for st.at(r0-dr, c0-dc) != 0 {
		r0, c0 = r0-dr, c0-dc
	}
	n := max(r2-r0, c2-c0) + 1
	for st.at(r0+dr*n, c0+dc*n) != 0 {
		n++
	}
	for _, o := range [2][2]int{{0, 1}, {1, 0}} {
		if nl == 1 {
			o = [2]int{0, 0}
		}
		x1, x2 := st.cross[o[0]][cross][k1], st.cross[o[1]][cross][k2]
		if x1 >= 0 && x2 >= 0 {
			e.placed = [size]byte{}
			e.placed[max(r-r0, c-c0)], e.placed[max(r2-r0, c2-c0)] = st.letters[o[0]], st.letters[o[1]]
			if p, ok := st.mainWord(r0, c0, across, n, &e.placed); ok {
				out = append(out, twoAt{m: e.place(r0, c0, across, n), score: int32(p + int(x1+x2)), k1: int16(k1), k2: int16(k2), l1: st.letters[o[0]], l2: st.letters[o[1]]})
			}
		}
		if nl == 1 {
			break
		}
	}
	return out
}

// mainWord checks and scores the main word of the placement of tiles t
// from (r0, c0) along n squares (t[i] 0 where the board has a tile).
func (st *singleTile) mainWord(r0, c0 int, across bool, n int, t *[size]byte) (int, bool) {
	g := st.g
	dr, dc := step(across)
	a, ok := st.d.Arcs[0], true
	sum, factor := 0, 1
	for i := range n {
		k := (r0+dr*i)*size + c0 + dc*i
		x := t[i]
		if x == 0 {
			x = st.b.sq[k]
			sum += g.Values[x]
		} else {
			sum += g.Values[x] * int(g.LetterMul[k])
			factor = combine(g.Product, factor, int(g.WordMul[k]))
		}
		if a, ok = st.d.Child(a, x&^tiles.Lower-'A'); !ok {
			return 0, false
		}
	}
	if !a.Accepts() {
		return 0, false
	}
	return sum * factor, true
}

// A singleTable is the one-tile scan of a board for one letter: every
// anchor the letter fits on with its points, best first and, of equal
// points, in reading order.
type singleTable []singleAt

// singleAt is a square's entry in a singleTable.
type singleAt struct {
	pts int16
	sq  int16
}

// singleTables caps the tables kept for bestSingleAfter: past it they
// are all dropped and made again as needed.
const singleTables = 1 << 14

// bestSingleAfter is bestSingle of letter x on p's board, made from the
// scan of the board before p's last placement when p has one: a square
// whose words the placement left alone keeps its points, so only the
// squares at the ends of the lines through the new tiles are scored
// again. Deep in the search most positions are a placement away from a
// sibling's, and their scans share the one table of that board.
func (e *endgameSearch) bestSingleAfter(p *egPos, x byte) (wordgame.Move, int, bool) {
	at, pts, ok := e.bestSquareAfter(p, x)
	if !ok {
		return wordgame.Move{}, 0, false
	}
	st := e.newScan(&p.board, &p.anchors)
	return st.singleMove(e, at/size, at%size, x), pts, true
}

// bestSquareAfter is bestSingleAfter's square and points, without the
// move.
func (e *endgameSearch) bestSquareAfter(p *egPos, x byte) (at, pts int, ok bool) {
	if p.nlast == 0 {
		return e.bestSquare(&p.board, &p.anchors, x)
	}
	key := p.prev ^ zobrist().rack[0][rackSlot(x)][0]
	t, ok := e.singles[key]
	if !ok {
		t = e.singleTableBefore(p, x)
		if len(e.singles) >= singleTables {
			clear(e.singles)
		}
		e.singles[key] = t
	}
	changed := &p.chg
	st := e.newScan(&p.board, &p.anchors)
	best := -1
	for k := changed.next(0); k >= 0; k = changed.next(k + 1) {
		if !p.anchors.has(k) {
			continue
		}
		if pts, fits := st.scoreAt(k/size, k%size, x); fits && (pts > best || pts == best && k < at) {
			best, at = pts, k
		}
	}
	for _, s := range t {
		if k := int(s.sq); !changed.has(k) {
			if p := int(s.pts); p > best || p == best && k < at {
				best, at = p, k
			}
			break
		}
	}
	return at, best, best >= 0
}

// before returns the board before p's last placement (p's without its
// tiles) and its anchors.
func (p *egPos) before(g *kernel.Geometry) (board, anchorSet) {
	b, a := p.board, p.anchors
	for _, k := range p.last[:p.nlast] {
		b.sq[k] = 0
	}
	// Only the placement's squares and their neighbours change.
	for _, k := range p.last[:p.nlast] {
		r, c := int(k)/size, int(k)%size
		for _, d := range [5][2]int{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if rr, cc := r+d[0], c+d[1]; rr >= 0 && cc >= 0 && rr < g.Rows && cc < g.Cols {
				a.reset(g, &b, rr, cc)
			}
		}
	}
	return b, a
}

// reset sets whether the square (r, c) of b is an anchor: empty, with a
// tile next to it.
func (a *anchorSet) reset(g *kernel.Geometry, b *board, r, c int) {
	k := r*size + c
	a[k/64] &^= 1 << (k % 64)
	if b.sq[k] != 0 {
		return
	}
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if rr, cc := r+d[0], c+d[1]; rr >= 0 && cc >= 0 && rr < g.Rows && cc < g.Cols && b.sq[rr*size+cc] != 0 {
			a[k/64] |= 1 << (k % 64)
			return
		}
	}
}

// placementChanged is changedBy for the squares last that a placement
// along a line (across or down) filled, in order along the line: the
// ends of the line through them are found once, from the first and the
// last, rather than from each tile.
func placementChanged(g *kernel.Geometry, b *board, last []uint16, across bool) anchorSet {
	var a anchorSet
	if len(last) == 0 {
		return a
	}
	mark := func(k, dr, dc int) {
		if end := kernel.LineEnd(g.Rows, g.Cols, &b.sq, k, dr, dc); end >= 0 {
			a[end/64] |= 1 << (end % 64)
		}
	}
	dr, dc := step(across)
	mark(int(last[0]), -dr, -dc)
	mark(int(last[len(last)-1]), dr, dc)
	for _, k := range last {
		a[k/64] |= 1 << (k % 64)
		mark(int(k), -dc, -dr)
		mark(int(k), dc, dr)
	}
	return a
}

// changedBy returns the squares of b whose words the placement that
// filled the squares last changed: every square it filled, and the empty
// square at each end of the lines through its tiles. A placement that
// fills none of them has the same words, and the same points, before and
// after.
func changedBy(g *kernel.Geometry, b *board, last []uint16) anchorSet {
	return anchorSet(kernel.Changed(g.Rows, g.Cols, &b.sq, last))
}

// twoTables caps the bytes of the tables kept for twoTilesAfter: past
// it they are all dropped and made again as needed.
const twoTables = 16 << 20

// twoTilesAfter is twoScan of the letters x and y on p's board, made
// from the scan of the board before p's last placement when p has one,
// as bestSingleAfter does for one tile: the placements that fill none of
// the squares the placement changed keep their points, and only those
// that fill one are scanned again. The scan of the board before is made
// the same way from the scan of the board before that, when it is at
// hand. The placements come best first: by
// points, then by square and letters. The slice is the search's
// (twoBuf or twoMerged), good until the next call. The tables kept
// (e.twos, the near slots) are in the same order.
func (e *endgameSearch) twoTilesAfter(p *egPos, x, y byte) []twoAt {
	var out []twoAt
	if p.nlast == 0 {
		out = e.twoScan(e.twoBuf[:0], &p.board, &p.anchors, x, y, nil)
	} else {
		xy := twoKey(x, y)
		key := p.prev ^ xy
		t, ok := e.twos[key]
		if !ok {
			// The scan of the board before, itself made from the scan of
			// the board before that when it is at hand.
			before, a := p.before(e.geo)
			t2, ok := e.twos[p.prev2^xy]
			near := &e.nearTwo[xy%nearSlots]
			if ok && p.nlast2 > 0 {
				changed := changedBy(e.geo, &before, p.last2[:p.nlast2])
				t = e.twoScan(keepTwos(nil, t2, &changed), &before, &a, x, y, &changed)
			} else if changed, ok := near.changed(e.geo, xy, &before); ok {
				t = e.twoScan(keepTwos(nil, near.t, &changed), &before, &a, x, y, &changed)
			} else {
				t = e.twoScan(nil, &before, &a, x, y, nil)
			}
			sortTwos(t)
			near.keep(xy, &before, t)
			size := egEntryBytes + len(t)*int(unsafe.Sizeof(twoAt{}))
			if e.twoBytes+size > twoTables {
				clear(e.twos)
				e.twoBytes = 0
			}
			e.twos[key] = t
			e.twoBytes += size
		}
		// t is in order (sortTwos), and so are the placements kept
		// from it: only those scanned again need sorting, and then
		// merging.
		kept := keepTwos(e.twoBuf[:0], t, &p.chg)
		nk := len(kept)
		out = e.twoScan(kept, &p.board, &p.anchors, x, y, &p.chg)
		e.twoBuf = out
		sortTwos(out[nk:])
		out = mergeTwos(e.twoMerged[:0], out[:nk], out[nk:])
		e.twoMerged = out
		return out
	}
	e.twoBuf = out
	sortTwos(out)
	return out
}

// twoOrder is the order of twoTilesAfter's placements: by points, best
// first, then by square and letters. No two placements of a scan tie.
func twoOrder(a, b *twoAt) int {
	if a.score != b.score {
		return int(b.score) - int(a.score)
	}
	if a.k1 != b.k1 {
		return int(a.k1) - int(b.k1)
	}
	if a.k2 != b.k2 {
		return int(a.k2) - int(b.k2)
	}
	if a.l1 != b.l1 {
		return int(a.l1) - int(b.l1)
	}
	return int(a.l2) - int(b.l2)
}

// sortTwos puts t in twoOrder.
func sortTwos(t []twoAt) {
	slices.SortFunc(t, func(a, b twoAt) int { return twoOrder(&a, &b) })
}

// mergeTwos appends to dst the placements of a and b, each in twoOrder,
// in twoOrder.
func mergeTwos(dst, a, b []twoAt) []twoAt {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if twoOrder(&b[j], &a[i]) < 0 {
			dst = append(dst, b[j])
			j++
		} else {
			dst = append(dst, a[i])
			i++
		}
	}
	dst = append(dst, a[i:]...)
	return append(dst, b[j:]...)
}

// twoKey is the key of the letters x and y in the tables of
// twoTilesAfter, beside a board's hash.
func twoKey(x, y byte) uint64 {
	z := zobrist()
	return z.rack[0][rackSlot(x)][0] ^ z.rack[1][rackSlot(y)][1]
}

// keepTwos appends to dst (nil: a new slice) the placements of t that
// fill none of the squares in changed.
func keepTwos(dst, t []twoAt, changed *anchorSet) []twoAt {
	out := dst
	if out == nil {
		out = make([]twoAt, 0, len(t)+8)
	}
	for _, m := range t {
		if !changed.has(int(m.k1)) && (m.k2 < 0 || !changed.has(int(m.k2))) {
			out = append(out, m)
		}
	}
	return out
}

// singleTableBefore returns the one-tile scan for letter x of the board
// before p's last placement. When the scan of the board before the
// placement before it is at hand, it is made from that one as
// bestSingleAfter does: the squares that placement left alone keep
// their points, and only the squares it changed are scored again.
func (e *endgameSearch) singleTableBefore(p *egPos, x byte) singleTable {
	before, a := p.before(e.geo)
	xk := zobrist().rack[0][rackSlot(x)][0]
	near := &e.nearOne[xk%nearSlots]
	var t2 singleTable
	var changed anchorSet
	ok := false
	if p.nlast2 > 0 {
		t2, ok = e.singles[p.prev2^xk]
		if ok {
			changed = changedBy(e.geo, &before, p.last2[:p.nlast2])
		}
	}
	if !ok {
		if changed, ok = near.changed(e.geo, xk, &before); ok {
			t2 = near.t
		}
	}
	if !ok {
		t := e.singleTable(&before, &a, x)
		near.keep(xk, &before, t)
		return t
	}
	t := e.singleRescan(t2, &changed, &before, &a, x)
	near.keep(xk, &before, t)
	return t
}

// singleRescan returns the one-tile table for letter x of b, whose
// anchors are a, made from the table t2 of a board whose words differ
// from b's only on the squares changed: t2's entries on the other
// squares, and the anchors of changed scored again.
func (e *endgameSearch) singleRescan(t2 singleTable, changed *anchorSet, b *board, a *anchorSet, x byte) singleTable {
	t := e.oneBuf[:0]
	for _, s := range t2 {
		if !changed.has(int(s.sq)) {
			t = append(t, s)
		}
	}
	st := e.newScan(b, a)
	for k := changed.next(0); k >= 0; k = changed.next(k + 1) {
		if !a.has(k) {
			continue
		}
		if pts, fits := st.scoreAt(k/size, k%size, x); fits {
			t = append(t, singleAt{int16(pts), int16(k)})
		}
	}
	sortSingles(t)
	e.oneBuf = t
	return e.keepSingles(t)
}

// keepSingles returns a copy of t (made in the search's buffer e.oneBuf),
// not nil, in a block of the one-tile tables (see blockStore).
func (e *endgameSearch) keepSingles(t singleTable) singleTable {
	return e.singleBlocks.keep(t)
}

// sortSingles puts t in the order of a singleTable: best first and, of
// equal points, in reading order.
func sortSingles(t singleTable) {
	slices.SortFunc(t, func(a, b singleAt) int {
		if a.pts != b.pts {
			return int(b.pts) - int(a.pts)
		}
		return int(a.sq) - int(b.sq)
	})
}

// singleTable returns the scan of b, whose anchors are a, for letter x.
func (e *endgameSearch) singleTable(b *board, a *anchorSet, x byte) singleTable {
	st := e.newScan(b, a)
	t := e.oneBuf[:0]
	for k := a.next(0); k >= 0; k = a.next(k + 1) {
		if p, fits := st.scoreAt(k/size, k%size, x); fits {
			t = append(t, singleAt{int16(p), int16(k)})
		}
	}
	sortSingles(t)
	e.oneBuf = t
	if len(t) == 0 {
		return nil // no table: a near slot keeping it is empty
	}
	return e.keepSingles(t)
}

// nearSlots is the number of slots of endgameSearch.nearOne and nearTwo:
// a slot by letters (their key's low bits), each the last table made for
// them.
const nearSlots = 64

// nearBoard is the most squares by which a board may differ from a
// table's in a near slot for the table to be made from it.
const nearBoard = 16

// A nearTable is a scan's table kept with its board and the key of its
// letters, so that the scan of a board near it (a sibling's: the same
// tiles played elsewhere) can be made from it as bestSingleAfter and
// twoTilesAfter make the scan after a placement: only the squares whose
// words differ between the boards are scanned again.
type nearTable[T any] struct {
	key uint64
	b   board
	t   []T
}

// keep makes t, the table of letters key on b, the slot's.
func (n *nearTable[T]) keep(key uint64, b *board, t []T) {
	n.key, n.b, n.t = key, *b, t
}

// keepCopy makes a copy of t, the table of letters key on b, the
// slot's, in the slot's own array when it has room (nil stays nil: no
// table).
func (n *nearTable[T]) keepCopy(key uint64, b *board, t []T) {
	n.key, n.b = key, *b
	switch {
	case t == nil:
		n.t = nil
	case cap(n.t) < len(t) || n.t == nil:
		n.t = append(make([]T, 0, len(t)), t...) // no more room than the list's
	default:
		n.t = append(n.t[:0], t...)
	}
}

// changed returns the squares of b whose words differ from those of the
// slot's board (see boardChanged), and false when the slot holds no
// table of letters key or its board is more than nearBoard squares from
// b.
func (n *nearTable[T]) changed(g *kernel.Geometry, key uint64, b *board) (anchorSet, bool) {
	if n.t == nil || n.key != key {
		return anchorSet{}, false
	}
	var buf [nearBoard]uint16
	diff, ok := kernel.DiffSquares(buf[:0], &b.sq, &n.b.sq, nearBoard)
	if !ok {
		return anchorSet{}, false
	}
	return boardChanged(g, &n.b, b, diff), true
}

// boardChanged returns the squares whose words differ between the
// boards old and b, which differ in the squares diff: b is old with the
// tiles of diff taken up (those old has there) and then put down (those
// b has), and the squares are those each step changed (see changedBy):
// a placement that fills none of them has the same words on both
// boards.
func boardChanged(g *kernel.Geometry, old, b *board, diff []uint16) anchorSet {
	var up, down [nearBoard]uint16
	nu, nd := 0, 0
	for _, k := range diff {
		if old.sq[k] != 0 {
			up[nu] = k
			nu++
		}
		if b.sq[k] != 0 {
			down[nd] = k
			nd++
		}
	}
	a := changedBy(g, old, up[:nu])
	c := changedBy(g, b, down[:nd])
	for i := range a {
		a[i] |= c[i]
	}
	for _, k := range diff {
		a[k/64] |= 1 << (k % 64)
	}
	return a
}
