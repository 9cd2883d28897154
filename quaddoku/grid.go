package quaddoku

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Grid is the 4x4 square indexed [row][col], row 0 at the top. Only the
// twelve edge cells hold tiles (the top tile of each stack); the four
// centre cells are always the zero Tile.
type Grid [4][4]tiles.Tile

// A Side names one of the four words.
type Side uint8

// The four words of the grid: Top and Bottom read left to right, Left and
// Right read top to bottom.
const (
	Top Side = iota
	Left
	Right
	Bottom
)

// sides is the text form of Side.
var sides = notation.Enum[Side]{Pkg: "quaddoku", Kind: "side", Names: []string{"top", "left", "right", "bottom"}, Err: ErrSyntax}

// String returns the side's lower-case name.
func (s Side) String() string { return sides.Name(s) }

// MarshalText implements encoding.TextMarshaler.
func (s Side) MarshalText() ([]byte, error) { return sides.Marshal(s) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *Side) UnmarshalText(b []byte) error { return sides.Unmarshal(b, s) }

// The twelve edge cells are numbered 0–11 in reading order; cellRow and
// cellCol give their coordinates and cellAt the reverse (-1 for the
// centre).
var (
	cellRow = [12]int{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3}
	cellCol = [12]int{0, 1, 2, 3, 0, 3, 0, 3, 0, 1, 2, 3}
	cellAt  = [4][4]int{
		{0, 1, 2, 3},
		{4, -1, -1, 5},
		{6, -1, -1, 7},
		{8, 9, 10, 11},
	}
	// wordCells lists each side's cells in reading order.
	wordCells = [4][4]int{
		Top:    {0, 1, 2, 3},
		Left:   {0, 4, 6, 8},
		Right:  {3, 5, 7, 11},
		Bottom: {8, 9, 10, 11},
	}
)

// edgeCell returns the cell number of (row, col), or -1 when it is not an
// edge cell.
func edgeCell(row, col int) int {
	if row < 0 || row > 3 || col < 0 || col > 3 {
		return -1
	}
	return cellAt[row][col]
}

// IsEdge reports whether (row, col) is one of the twelve edge cells.
func IsEdge(row, col int) bool { return edgeCell(row, col) >= 0 }

// Word returns the letters of one side ("" characters for empty cells are
// written as '.').
func (g Grid) Word(s Side) string {
	if int(s) >= len(wordCells) {
		return ""
	}
	var b [4]byte
	for i, c := range wordCells[s] {
		t := g[cellRow[c]][cellCol[c]]
		b[i] = '.'
		if t.Letter != 0 {
			b[i] = t.Letter
		}
	}
	return string(b[:])
}

// Tiles returns the tiles on the grid's edge in reading order, skipping
// empty cells.
func (g Grid) Tiles() []tiles.Tile {
	var ts []tiles.Tile
	for c := range 12 {
		if t := g[cellRow[c]][cellCol[c]]; t != (tiles.Tile{}) {
			ts = append(ts, t)
		}
	}
	return ts
}

// String writes the grid as rows separated by " / ", cells by spaces, a
// tile as letter and value and an empty cell as "..":
//
//	B2 E2 A3 T3 / A3 .. .. A3 / T3 .. .. K2 / H2 A3 R3 E2
func (g Grid) String() string {
	var b strings.Builder
	for r := range 4 {
		if r > 0 {
			b.WriteString(" / ")
		}
		for c := range 4 {
			if c > 0 {
				b.WriteByte(' ')
			}
			if t := g[r][c]; t == (tiles.Tile{}) {
				b.WriteString("..")
			} else {
				b.WriteString(t.String())
			}
		}
	}
	return b.String()
}

// Draw returns the grid as a player sees it, on four lines, each ended by
// a newline: a tile as its letter and value, the empty centre as spaces.
//
//	B2 E2 A3 T3
//	A3       A3
//	T3       K2
//	H2 A3 R3 E2
func (g Grid) Draw() string {
	var b strings.Builder
	for r := range 4 {
		for c := range 4 {
			if c > 0 {
				b.WriteByte(' ')
			}
			switch t := g[r][c]; {
			case t != (tiles.Tile{}):
				b.WriteString(t.String())
			case edgeCell(r, c) >= 0:
				b.WriteString("..")
			default:
				b.WriteString("  ")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler with the String form.
func (g Grid) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler; see ParseGrid.
func (g *Grid) UnmarshalText(b []byte) error { return notation.Into(g, b, ParseGrid) }

// ParseGrid reads the form Grid.String writes. Every edge cell must hold a
// plain letter tile (upper-case letter and value) and every centre cell
// must be "..".
func ParseGrid(text string) (Grid, error) {
	var g Grid
	if strings.Count(text, "/") != 3 {
		return Grid{}, fmt.Errorf("%w: grid %s: want 4 rows separated by /", ErrSyntax, notation.Quote(text))
	}
	rows := strings.Split(text, "/")
	if len(rows) != 4 {
		return Grid{}, fmt.Errorf("%w: grid %s: want 4 rows separated by /", ErrSyntax, notation.Quote(text))
	}
	for r, row := range rows {
		cells := strings.Fields(row)
		if len(cells) != 4 {
			return Grid{}, fmt.Errorf("%w: grid %s: row %d has %d cells, want 4", ErrSyntax, notation.Quote(text), r, len(cells))
		}
		for c, cell := range cells {
			if cell == ".." {
				if edgeCell(r, c) >= 0 {
					return Grid{}, fmt.Errorf("%w: grid %s: edge cell %d%d is empty", ErrSyntax, notation.Quote(text), r, c)
				}
				continue
			}
			if edgeCell(r, c) < 0 {
				return Grid{}, fmt.Errorf("%w: grid %s: centre cell %d%d holds %s", ErrSyntax, notation.Quote(text), r, c, notation.Quote(cell))
			}
			t, err := parseTile(cell)
			if err != nil {
				return Grid{}, fmt.Errorf("%w: grid %s: cell %d%d: %v", ErrSyntax, notation.Quote(text), r, c, err)
			}
			g[r][c] = t
		}
	}
	return g, nil
}

// check reports whether g has a valid tile on every edge cell and nothing
// in the centre.
func (g Grid) check() error {
	for r := range 4 {
		for c := range 4 {
			t := g[r][c]
			if edgeCell(r, c) < 0 {
				if t != (tiles.Tile{}) {
					return fmt.Errorf("centre cell %d%d holds %v", r, c, t)
				}
				continue
			}
			if err := checkTile(t); err != nil {
				return fmt.Errorf("cell %d%d: %v", r, c, err)
			}
		}
	}
	return nil
}

// parseTile reads a tile written as an upper- or lower-case letter and a
// decimal value 0–MaxValue ("E3"); it always returns a plain letter tile.
func parseTile(s string) (tiles.Tile, error) {
	if len(s) < 2 || len(s) > 3 {
		return tiles.Tile{}, fmt.Errorf("tile %s: want a letter and a value", notation.Quote(s))
	}
	l := s[0]
	if 'a' <= l && l <= 'z' {
		l -= 'a' - 'A'
	}
	if l < 'A' || l > 'Z' {
		return tiles.Tile{}, fmt.Errorf("tile %s: %s is not a letter A-Z", notation.Quote(s), notation.Char(s))
	}
	v := 0
	for i := 1; i < len(s); i++ {
		d := s[i]
		if d < '0' || d > '9' {
			return tiles.Tile{}, fmt.Errorf("tile %s: %s is not a digit", notation.Quote(s), notation.CharAt(s, i))
		}
		v = v*10 + int(d-'0')
	}
	if len(s) == 3 && s[1] == '0' {
		return tiles.Tile{}, fmt.Errorf("tile %s: a value has no leading zero", notation.Quote(s))
	}
	if v > MaxValue {
		return tiles.Tile{}, fmt.Errorf("tile %s: value above %d", notation.Quote(s), MaxValue)
	}
	return tiles.Letter(l, v), nil
}
