package wordgame

import "github.com/tilekit/tilekit/internal/dawg"

// The endgame's one-tile racks. Deep in an endgame search most positions
// leave the player to move a single tile, and all that matters there is
// the highest-scoring square for it (playing it ends the game, which is
// worth more than passing; see visit). The move generator works out every
// square's cross-checks for every letter first, the same cost whatever
// the rack; a single letter needs only the two words through each square
// next to a tile, checked against the word automaton directly. That is
// several times quicker, and the solver takes this way for every rack of
// one natural tile (a blank still goes to the generator).

// singleTile is a scan of the board for one tile.
type singleTile struct {
	d      *dawg.DAWG
	g      *game
	b      *Board
	letter uint8 // 0–25
	value  int
}

// bestSingle returns the highest-scoring placement of the natural tile x
// (A–Z) alone on b, in the generator's normal form, with its points; ok
// is false when it fits nowhere. Of equal scores the first square in
// reading order wins.
func (e *endgameSearch) bestSingle(b *Board, x byte) (m Move, pts int, ok bool) {
	g := e.gen.g
	st := singleTile{d: e.dawg, g: g, b: b, letter: x - 'A', value: g.value(x)}
	best, at := -1, 0
	for r := range g.rows {
		for c := range g.cols {
			k := r*MaxBoardSize + c
			if b.sq[k] != 0 || !st.touches(r, c) {
				continue
			}
			if p, fits := st.scoreAt(r, c); fits && p > best {
				best, at = p, k
			}
		}
	}
	if best < 0 {
		return Move{}, 0, false
	}
	m = Move{kind: KindPlace, row: uint8(at / MaxBoardSize), col: uint8(at % MaxBoardSize), dir: Across, n: 1}
	m.tiles[0] = x
	gen := e.gen
	gen.board = *b
	return gen.Normalize(m), best, true
}

// at returns the square code at (r, c), 0 off the board.
func (st *singleTile) at(r, c int) byte {
	if r < 0 || c < 0 || r >= st.g.rows || c >= st.g.cols {
		return 0
	}
	return st.b.sq[r*MaxBoardSize+c]
}

// touches reports whether the empty square (r, c) has a tile next to it.
func (st *singleTile) touches(r, c int) bool {
	return st.at(r-1, c) != 0 || st.at(r+1, c) != 0 || st.at(r, c-1) != 0 || st.at(r, c+1) != 0
}

// scoreAt returns the points of the tile on (r, c): the word across and
// the word down through it, each counted when it has two letters or more;
// fits is false when either is not a word.
func (st *singleTile) scoreAt(r, c int) (pts int, fits bool) {
	across, ok := st.word(r, c, 0, 1)
	if !ok {
		return 0, false
	}
	down, ok := st.word(r, c, 1, 0)
	if !ok {
		return 0, false
	}
	return across + down, true
}

// word returns the points of the word through (r, c) along (dr, dc) with
// the tile on (r, c): 0 when the tile stands alone on that line, ok false
// when the letters do not make a word.
func (st *singleTile) word(r, c, dr, dc int) (pts int, ok bool) {
	r0, c0 := r, c
	for st.at(r0-dr, c0-dc) != 0 {
		r0, c0 = r0-dr, c0-dc
	}
	a, ok := st.d.Arcs[0], true
	sum, n := 0, 0
	for rr, cc := r0, c0; ; rr, cc = rr+dr, cc+dc {
		var l uint8
		if rr == r && cc == c {
			l = st.letter
			sum += st.value * int(st.g.letterMul[r*MaxBoardSize+c])
		} else {
			y := st.at(rr, cc)
			if y == 0 {
				break
			}
			l = upper(y) - 'A'
			sum += st.g.value(y)
		}
		n++
		if ok {
			a, ok = st.d.Child(a, l)
		}
	}
	if n == 1 {
		return 0, true
	}
	if !ok || !a.Accepts() {
		return 0, false
	}
	return sum * int(st.g.wordMul[r*MaxBoardSize+c]), true
}
