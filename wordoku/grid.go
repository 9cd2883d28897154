package wordoku

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Grid is a square of tiles, Size() cells on a side, indexed by row and
// column from 0 at the top left. Every cell holds a tile: a letter tile
// worth 1 with its symbol, or the player's wild, a tile turned over to
// stand for a chosen letter ([WildTile]), worth 0 and keeping its symbol.
//
// A Grid is a comparable value; its methods never change it. The zero
// Grid has size 0.
type Grid struct {
	n     int8
	cells [MaxSize * MaxSize]tiles.Tile
}

// WildTile returns the wild tile standing for letter l with symbol s: how a
// tile turned over looks in a grid.
func WildTile(l byte, s tiles.Symbol) tiles.Tile {
	return tiles.Tile{Letter: l, Symbol: s, Blank: true}
}

// LetterTile returns the letter tile l with symbol s, worth 1.
func LetterTile(l byte, s tiles.Symbol) tiles.Tile {
	return tiles.Tile{Letter: l, Value: 1, Symbol: s}
}

// NewGrid builds a grid from its rows. It fails when the rows do not make
// a square of 1–MaxSize cells on a side, or a cell is neither a letter
// tile worth 1 nor a wild worth 0 with a Wordoku symbol.
func NewGrid(rows [][]tiles.Tile) (Grid, error) {
	n := len(rows)
	if n < 1 || n > MaxSize {
		return Grid{}, fmt.Errorf("wordoku: %w: a grid has 1-%d rows, not %d", ErrSyntax, MaxSize, n)
	}
	g := Grid{n: int8(n)}
	for r, row := range rows {
		if len(row) != n {
			return Grid{}, fmt.Errorf("wordoku: %w: row %d has %d cells; a %dx%d grid needs %d", ErrSyntax, r, len(row), n, n, n)
		}
		for c, t := range row {
			if err := checkCell(t); err != nil {
				return Grid{}, fmt.Errorf("wordoku: %w: cell %d%d: %v", ErrSyntax, r, c, err)
			}
			g.cells[r*n+c] = t
		}
	}
	return g, nil
}

// badCell reports the first cell of g that no grid can hold (see
// checkCell), naming it by row and column, or nil when every cell can
// stand.
func (g Grid) badCell() error {
	n := g.Size()
	for i, t := range g.cells[:n*n] {
		if err := checkCell(t); err != nil {
			return fmt.Errorf("cell %d%d: %v", i/n, i%n, err)
		}
	}
	return nil
}

// checkCell reports whether t can stand in a grid.
func checkCell(t tiles.Tile) error {
	if t.Letter < 'A' || t.Letter > 'Z' || t.Number != 0 {
		return fmt.Errorf("%v is not a letter tile", t)
	}
	if symbolIndex(t.Symbol) < 0 {
		return fmt.Errorf("%v has no Wordoku symbol", t)
	}
	if t.Blank && t.Value != 0 || !t.Blank && t.Value != 1 {
		return fmt.Errorf("%v: a tile is worth 1, a wild 0", t)
	}
	return nil
}

// Size returns the number of rows (and columns).
func (g Grid) Size() int { return int(g.n) }

// At returns the tile at row r, column c, or the zero Tile outside the grid.
func (g Grid) At(r, c int) tiles.Tile {
	n := int(g.n)
	if r < 0 || c < 0 || r >= n || c >= n {
		return tiles.Tile{}
	}
	return g.cells[r*n+c]
}

// With returns a copy of g with t at row r, column c (g itself when the
// cell is outside the grid).
func (g Grid) With(r, c int, t tiles.Tile) Grid {
	n := int(g.n)
	if r >= 0 && c >= 0 && r < n && c < n {
		g.cells[r*n+c] = t
	}
	return g
}

// Swapped returns a copy of g with the tiles of cells (r1, c1) and (r2,
// c2) exchanged.
func (g Grid) Swapped(r1, c1, r2, c2 int) Grid {
	a, b := g.At(r1, c1), g.At(r2, c2)
	return g.With(r1, c1, b).With(r2, c2, a)
}

// Rows returns the tiles row by row (a copy).
func (g Grid) Rows() [][]tiles.Tile {
	n := int(g.n)
	out := make([][]tiles.Tile, n)
	for r := range out {
		out[r] = append([]tiles.Tile(nil), g.cells[r*n:r*n+n]...)
	}
	return out
}

// Tiles returns every tile in reading order.
func (g Grid) Tiles() []tiles.Tile {
	n := int(g.n)
	return append([]tiles.Tile(nil), g.cells[:n*n]...)
}

// Wilds returns the number of wild tiles in g.
func (g Grid) Wilds() int {
	k := 0
	for _, t := range g.cells[:int(g.n)*int(g.n)] {
		if t.Blank {
			k++
		}
	}
	return k
}

// symbolCodes are the one-letter codes of the grid notation, by symbol.
var symbolCodes = map[tiles.Symbol]byte{tiles.Clove: 'c', tiles.Star: 's', tiles.Square: 'q', tiles.Circle: 'o', tiles.Diamond: 'd'}

func symbolByCode(b byte) (tiles.Symbol, bool) {
	for s, c := range symbolCodes {
		if c == b {
			return s, true
		}
	}
	return 0, false
}

// appendCell writes one cell: the letter (lower case for a wild), a dot
// and the symbol's code.
func appendCell(b []byte, t tiles.Tile) []byte {
	l := t.Letter
	if t.Blank {
		l += 'a' - 'A'
	}
	return append(b, l, '.', symbolCodes[t.Symbol])
}

// String writes g in the grid notation: rows separated by " / ", cells by
// spaces, each cell its letter, a dot and its symbol's code (c clove, s
// star, q square, o circle, d diamond), a wild as its letter in lower
// case: "C.c A.s T.q S.o / B.s D.q G.o H.c / ...". The zero Grid is "".
func (g Grid) String() string {
	n := int(g.n)
	var b []byte
	for r := range n {
		if r > 0 {
			b = append(b, " / "...)
		}
		for c := range n {
			if c > 0 {
				b = append(b, ' ')
			}
			b = appendCell(b, g.cells[r*n+c])
		}
	}
	return string(b)
}

// MarshalText writes the String form.
func (g Grid) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads the form ParseGrid reads.
func (g *Grid) UnmarshalText(b []byte) error { return notation.Into(g, b, ParseGrid) }

// ParseGrid reads the grid notation that [Grid.String] writes. Rows are
// separated by "/" and cells by spaces (any amount of space is fine); the
// grid must be square, 1–MaxSize cells on a side. Empty text is the zero
// Grid.
func ParseGrid(text string) (Grid, error) {
	g, err := parseGrid(text)
	if err != nil {
		return Grid{}, fmt.Errorf("wordoku: %w: %v", ErrSyntax, err)
	}
	return g, nil
}

// parseGrid is ParseGrid with errors that say only what is wrong.
func parseGrid(text string) (Grid, error) {
	if strings.TrimSpace(text) == "" {
		return Grid{}, nil
	}
	if len(text) > 512 {
		return Grid{}, fmt.Errorf("grid %s is too long for a %dx%d grid", notation.Quote(text), MaxSize, MaxSize)
	}
	n := strings.Count(text, "/") + 1
	if n > MaxSize {
		return Grid{}, fmt.Errorf("grid %s has %d rows, at most %d", notation.Quote(text), n, MaxSize)
	}
	g := Grid{n: int8(n)}
	r := 0
	for rt := range strings.SplitSeq(text, "/") {
		k := 0
		for range strings.FieldsSeq(rt) {
			k++
		}
		if k != n {
			return Grid{}, fmt.Errorf("grid row %d %s has %d cells; a grid of %d rows needs %d", r, notation.Quote(strings.TrimSpace(rt)), k, n, n)
		}
		c := 0
		for cell := range strings.FieldsSeq(rt) {
			t, err := parseCell(cell)
			if err != nil {
				return Grid{}, err
			}
			g.cells[r*n+c] = t
			c++
		}
		r++
	}
	return g, nil
}

// parseCell reads one cell of the grid notation.
func parseCell(cell string) (tiles.Tile, error) {
	if len(cell) != 3 || cell[1] != '.' {
		return tiles.Tile{}, fmt.Errorf("cell %s: want a letter, a dot and a symbol code, like C.c", notation.Quote(cell))
	}
	s, ok := symbolByCode(cell[2])
	if !ok {
		return tiles.Tile{}, fmt.Errorf("cell %s: symbol code %s is not c, s, q, o or d", notation.Quote(cell), notation.CharAt(cell, 2))
	}
	switch l := cell[0]; {
	case 'A' <= l && l <= 'Z':
		return LetterTile(l, s), nil
	case 'a' <= l && l <= 'z':
		return WildTile(l-'a'+'A', s), nil
	}
	return tiles.Tile{}, fmt.Errorf("cell %s: %s is not a letter A-Z (a-z for a wild)", notation.Quote(cell), notation.CharAt(cell, 0))
}
