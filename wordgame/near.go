package wordgame

import (
	"bytes"
	"math"

	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// The best placements of a rack on a board near one searched before. A
// simulation plays each of its candidates on the same deal and then
// searches the opponent's reply: the same rack on boards that differ from
// the deal's only by the candidate's tiles. Those tiles change the words
// of few squares (kernel.Changed): a placement that fills none of them
// makes the same words, for the same points, with the candidate as
// without it. So the replies are made from one list of the rack's best
// placements on the deal's board (nearFor): its placements that fill no
// changed square, and a search of only the lines through the changed
// squares for the placements that fill one, the rest of the board left
// alone.

// A nearList is the best placements of a rack on a board, as nearFor
// keeps them for appendNear.
type nearList = kernel.Near[Move]

// nearKey is what a kernel.Near list was searched with: a game and its
// automaton. A list serves only searches with the same.
type nearKey struct {
	g *game
	d *dawg.DAWG
}

// nearFor fills near with the n best placements of seat's rack on s's
// board, and returns what the search cost (see kernel.Access.NearFor).
func (s State) nearFor(seat, n int, b budget, near *nearList) spent {
	near.OK = false
	if s.g == nil || seat < 0 || seat >= int(s.players) || n <= 0 || s.board.Empty() {
		return spent{}
	}
	t := s
	t.turn = uint8(seat)
	gen, sp, err := t.startIn(modeTop, n, b)
	if gen == nil || err != nil {
		return sp
	}
	defer gen.release()
	gen.budget = b
	gen.run(&t.board)
	gen.finish()
	if gen.cut {
		return gen.spent()
	}
	near.Top = append(near.Top[:0], gen.out...)
	near.Source = nearKey{gen.g, gen.d}
	near.Squares = kernel.Squares(s.board.sq)
	r := s.racks[seat]
	near.Rack, near.RackLen = r.t, int(r.n)
	near.Floor = math.MinInt
	if len(near.Top) == n {
		near.Floor = near.Top[n-1].Score
	}
	near.OK = true
	return gen.spent()
}

// nearDiff is the most squares by which a board may differ from a Near
// list's for appendNear to make its list from it: two moves of a long
// rack.
const nearDiff = 2 * MaxBoardSize

// appendNear is appendTop, the same placements in the same order, made
// from near when the player to move holds near's rack and s's board is
// near's with tiles added: near's placements that fill none of the
// squares those tiles changed, and a search of the lines through those
// squares, with the bounds of appendTop and the floor the kept
// placements give, that keeps only placements filling one of them.
// Near's list settles the n best when it held every placement, or when
// the n-th best score found is above its floor: every placement that
// fills no changed square and scores that much is in it. When it cannot,
// or the budget cut the search, the whole board is searched as appendTop
// does, its steps added to those spent.
func (s State) appendNear(dst []scored, n int, b budget, near *nearList) ([]scored, spent, error) {
	if near == nil || !near.OK || n <= 0 || s.g == nil {
		return s.appendTop(dst, n, b)
	}
	r := &s.racks[s.turn]
	if !bytes.Equal(r.t[:r.n], near.Rack[:near.RackLen]) {
		return s.appendTop(dst, n, b)
	}
	var buf [nearDiff]uint16
	diff, ok := kernel.DiffSquares(buf[:0], (*kernel.Squares)(&s.board.sq), &near.Squares, nearDiff)
	if !ok {
		return s.appendTop(dst, n, b)
	}
	for _, k := range diff {
		if near.Squares[k] != 0 {
			return s.appendTop(dst, n, b) // a tile taken up
		}
	}
	gen, err := s.start(modeTop, n)
	if gen == nil {
		return dst, spent{}, err
	}
	if near.Source != (nearKey{gen.g, gen.d}) {
		gen.release()
		return s.appendTop(dst, n, b)
	}
	gen.budget = b
	changed := kernel.Changed(s.g.rows, s.g.cols, (*kernel.Squares)(&s.board.sq), diff)
	for i := range near.Top {
		if m := &near.Top[i].Move; !changed.Fills(int(m.row), int(m.col), m.dir == Across, m.tiles[:m.n]) {
			gen.push(near.Top[i])
		}
	}
	across, down := changed.Lines()
	gen.mirror = false
	gen.only = true
	gen.orient(&s.board, Across, false)
	gen.setOnly(&changed, Across)
	gen.searchBest(across)
	if !gen.stop {
		gen.orient(&s.board, Down, false)
		gen.setOnly(&changed, Down)
		gen.searchBest(down)
	}
	gen.only = false
	gen.finish()
	if !gen.cut && (near.Floor == math.MinInt || len(gen.out) == n && gen.out[n-1].Score > near.Floor) {
		dst = append(dst, gen.out...)
		sp := gen.spent()
		gen.release()
		return dst, sp, nil
	}
	steps := gen.steps
	gen.release()
	dst, sp, err := s.appendTop(dst, n, b)
	sp.steps += steps
	return dst, sp, err
}

// setOnly sets gen.onlyRow from set for the board turned for dir: bit c
// of onlyRow[r] for the square in column c of turned row r.
func (gen *generator) setOnly(set *kernel.SquareSet, dir Direction) {
	for r := range gen.rows {
		var m uint32
		for c := range gen.cols {
			k := r*MaxBoardSize + c
			if dir == Down {
				k = c*MaxBoardSize + r
			}
			if set.Has(k) {
				m |= 1 << c
			}
		}
		gen.onlyRow[r] = m
	}
}

// reaches reports whether a placement whose leftmost anchor is column c
// of turned row r can put a tile on a square of gen.onlyRow. Such a
// square is empty and touches a tile (it ends a line of them), so it is
// an anchor itself: it lies at or after c, and the rack must fill every
// empty square from c to it.
func (gen *generator) reaches(r, c int) bool {
	m := gen.onlyRow[r] >> c
	base := r*MaxBoardSize + c
	empties := 0
	for j := 0; m != 0 && empties < gen.tiles; j++ {
		if gen.sq[base+j] != 0 {
			m >>= 1
			continue
		}
		if m&1 != 0 {
			return true
		}
		empties++
		m >>= 1
	}
	return false
}

// fillsOnly reports whether the word being recorded, from column start
// of the loaded row to end-1, puts a tile on a square of gen.onlyRow.
func (gen *generator) fillsOnly(start, end int) bool {
	m := gen.onlyRow[gen.row]
	for c := start; c < end; c++ {
		if gen.word[c-start] != 0 && m>>c&1 != 0 {
			return true
		}
	}
	return false
}
