package sumoku

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// The six colours of the box, in the order of their letters R O Y G B P.
// They are the tiles package's colour symbols.
var Colours = [6]tiles.Symbol{tiles.Red, tiles.Orange, tiles.Yellow, tiles.Green, tiles.Blue, tiles.Purple}

// colourLetters names each colour of Colours by one letter.
const colourLetters = "ROYGBP"

// MaxNumber is the highest number a tile may carry (a 6 standing as 9
// is still a 6).
const MaxNumber = 8

// colourIndex returns the position of c in Colours, or -1.
func colourIndex(c tiles.Symbol) int {
	for i, x := range Colours {
		if x == c {
			return i
		}
	}
	return -1
}

// Tile returns the number tile n in colour c, the form every rack, bag
// and layout of this package holds.
func Tile(c tiles.Symbol, n int) tiles.Tile { return tiles.Number(n, c) }

// checkTile reports whether t is a tile this game can use: a number 1–8
// worth its number, in one of the six colours.
func checkTile(t tiles.Tile) error {
	if !t.IsNumber() || t.Number < 1 || t.Number > MaxNumber || int(t.Value) != int(t.Number) || colourIndex(t.Symbol) < 0 {
		return fmt.Errorf("%v is not a sumoku tile (a number 1-%d in red, orange, yellow, green, blue or purple)", t, MaxNumber)
	}
	return nil
}

// appendFace appends t as FormatTile writes it to b, with 9 for its
// number when nine is set and t is a sumoku tile (a 6 standing as 9, as
// Placement.Face writes it).
func appendFace(b []byte, t tiles.Tile, nine bool) []byte {
	if checkTile(t) != nil {
		return append(b, '?')
	}
	n := '0' + t.Number
	if nine {
		n = '9'
	}
	return append(b, colourLetters[colourIndex(t.Symbol)], n)
}

// FormatTile writes t in the game's notation: colour letter and number,
// "R3". It writes "?" for a tile that is not a sumoku tile.
func FormatTile(t tiles.Tile) string {
	if checkTile(t) != nil {
		return "?"
	}
	return string([]byte{colourLetters[colourIndex(t.Symbol)], '0' + t.Number})
}

// parseTile reads "R3" (nine false) or, when nines is set, "Y9", a 6
// standing as 9 (nine true).
func parseTile(s string, nines bool) (tiles.Tile, bool, error) {
	if len(s) != 2 {
		return tiles.Tile{}, false, fmt.Errorf("tile %s: want a colour letter (R O Y G B P) and a number 1-%d, like R3", notation.Quote(s), MaxNumber)
	}
	ci := strings.IndexByte(colourLetters, s[0])
	if ci < 0 {
		return tiles.Tile{}, false, fmt.Errorf("tile %s: colour %s is not one of R O Y G B P", notation.Quote(s), notation.CharAt(s, 0))
	}
	n := int(s[1] - '0')
	switch {
	case s[1] == '9' && nines:
		return Tile(Colours[ci], 6), true, nil
	case s[1] == '9':
		return tiles.Tile{}, false, fmt.Errorf("tile %s: a 6 is written as 6 off the table (9 only where it is placed)", notation.Quote(s))
	case s[1] < '1' || n > MaxNumber:
		return tiles.Tile{}, false, fmt.Errorf("tile %s: number %s is not 1-%d (or 9 for a placed 6)", notation.Quote(s), notation.CharAt(s, 1), MaxNumber)
	}
	return Tile(Colours[ci], n), false, nil
}

// ParseTiles reads a list of tiles separated by spaces, "R3 O1 Y6", as
// racks, hands and face-up rows are written. A 6 is always written 6
// here; "Y9" is an error.
func ParseTiles(text string) ([]tiles.Tile, error) {
	fs := strings.Fields(text)
	out := make([]tiles.Tile, 0, len(fs))
	for _, f := range fs {
		t, _, err := parseTile(f, false)
		if err != nil {
			return nil, fmt.Errorf("sumoku: %w: %v", ErrSyntax, err)
		}
		out = append(out, t)
	}
	return out, nil
}

// FormatTiles writes ts as ParseTiles reads them, in the order given.
func FormatTiles(ts []tiles.Tile) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(FormatTile(t))
	}
	return b.String()
}

// MaxCoord bounds the row and column numbers the notation accepts.
const MaxCoord = 9999

// A Placement is one tile on the table: the square (Row, Col), with the
// centre at 0,0, rows growing downwards and columns to the right. Tile
// is the tile as it is in the box (a 6 stays a 6); Nine marks a 6
// standing as 9, a choice fixed for its row and its column.
type Placement struct {
	Row  int        `json:"row"`
	Col  int        `json:"col"`
	Tile tiles.Tile `json:"tile"`
	Nine bool       `json:"nine"`
}

// Value returns what the placed tile counts: its number, or 9 for a 6
// standing as 9.
func (p Placement) Value() int {
	if p.Nine {
		return 9
	}
	return int(p.Tile.Number)
}

// Face writes the placed tile, "R3" or "Y9" for a 6 standing as 9.
func (p Placement) Face() string {
	f := FormatTile(p.Tile)
	if p.Nine && f != "?" {
		f = f[:1] + "9"
	}
	return f
}

// String writes the placement as "<row>,<col>=<tile>", like "0,-1=R3".
func (p Placement) String() string {
	return strconv.Itoa(p.Row) + "," + strconv.Itoa(p.Col) + "=" + p.Face()
}

// check reports a placement that no layout can hold: a bad tile, a 9
// that is not a 6, a square out of range.
func (p Placement) check() error {
	if err := checkTile(p.Tile); err != nil {
		return err
	}
	if p.Nine && p.Tile.Number != 6 {
		return fmt.Errorf("%v cannot stand as 9: only a 6 can", FormatTile(p.Tile))
	}
	if abs(p.Row) > MaxCoord || abs(p.Col) > MaxCoord {
		return fmt.Errorf("square %d,%d is beyond ±%d", p.Row, p.Col, MaxCoord)
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// parsePlacement reads "<row>,<col>=<tile>".
func parsePlacement(f string) (Placement, error) {
	sq, face, ok := strings.Cut(f, "=")
	rs, cs, ok2 := strings.Cut(sq, ",")
	if !ok || !ok2 {
		return Placement{}, fmt.Errorf("placement %s: want <row>,<col>=<tile>, like 0,-1=R3", notation.Quote(f))
	}
	r, err1 := parseCoord(rs)
	c, err2 := parseCoord(cs)
	if err1 != nil || err2 != nil {
		return Placement{}, fmt.Errorf("placement %s: row and column must be whole numbers from -%d to %d", notation.Quote(f), MaxCoord, MaxCoord)
	}
	t, nine, err := parseTile(face, true)
	if err != nil {
		return Placement{}, fmt.Errorf("placement %s: %v", notation.Quote(f), err)
	}
	return Placement{Row: r, Col: c, Tile: t, Nine: nine}, nil
}

// parseCoord reads a canonical signed integer within ±MaxCoord ("-0",
// "+1" and "01" are refused so that text round-trips).
func parseCoord(s string) (int, error) {
	if len(s) == 0 || len(s) > 5 || s == "-0" || s[0] == '+' || (len(s) > 1 && s[0] == '0') || (len(s) > 2 && s[0] == '-' && s[1] == '0') {
		return 0, strconv.ErrSyntax
	}
	n, err := strconv.Atoi(s)
	if err != nil || abs(n) > MaxCoord {
		return 0, strconv.ErrSyntax
	}
	return n, nil
}

// sortTiles returns ts sorted as players line them up: by colour in the
// order R O Y G B P, then by number.
func sortTiles(ts []tiles.Tile) []tiles.Tile {
	out := slices.Clone(ts)
	slices.SortFunc(out, CompareTiles)
	return out
}

// CompareTiles orders tiles as players line them up and as State keeps
// every hand: by colour in the order of Colours (R O Y G B P), then by
// number; tiles that are not sumoku tiles come first. It returns -1, 0
// or +1, for slices.SortFunc.
func CompareTiles(a, b tiles.Tile) int {
	return cmp.Or(cmp.Compare(colourIndex(a.Symbol), colourIndex(b.Symbol)), cmp.Compare(a.Number, b.Number), tiles.Compare(a, b))
}
