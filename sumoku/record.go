package sumoku

import "github.com/tilekit/tilekit/tiles"

// A record is a Move as a State's history keeps it: 80 bytes rather than
// a Move's 200, since a long text is mostly moves and its decoder keeps
// one record for each. Rows and columns fit in 16 bits (MaxCoord), a
// spot claim's indices in the rows of its squares, a swap's tile in the
// first square.
type record struct {
	layout string // KindClaim
	sq     [MaxLine]square
	kind   MoveKind
	player uint8
	n      int8
	nines  uint8 // KindPlace: bit i set when square i's 6 stands as 9
}

// A square is one placement of a record, or one spot claim's index.
type square struct {
	row, col int16
	tile     tiles.Tile
}

// recordOf packs m, a move Apply accepted.
func recordOf(m Move) record {
	r := record{kind: m.kind, player: uint8(m.player), layout: m.layout}
	switch m.kind {
	case KindPlace:
		r.n = m.n
		for i, p := range m.cells[:m.n] {
			r.sq[i] = square{row: int16(p.Row), col: int16(p.Col), tile: p.Tile}
			if p.Nine {
				r.nines |= 1 << i
			}
		}
	case KindSpot:
		r.n = m.n
		for i, x := range m.spot[:m.n] {
			r.sq[i].row = int16(x)
		}
	case KindSwap:
		r.sq[0].tile = m.tile
	}
	return r
}

// move unpacks r.
func (r record) move() Move {
	m := Move{kind: r.kind, player: int(r.player), layout: r.layout}
	switch r.kind {
	case KindPlace:
		m.n = r.n
		for i, q := range r.sq[:r.n] {
			m.cells[i] = Placement{Row: int(q.row), Col: int(q.col), Tile: q.tile, Nine: r.nines&(1<<i) != 0}
		}
	case KindSpot:
		m.n = r.n
		for i, q := range r.sq[:r.n] {
			m.spot[i] = int8(q.row)
		}
	case KindSwap:
		m.tile = r.sq[0].tile
	}
	return m
}
