package quaddoku

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Placement puts one tile on the edge cell (Row, Col), row 0 at the
// top.
type Placement struct {
	Row, Col int
	Tile     tiles.Tile
}

// String writes the placement as "<row><col>=<letter><value>", like
// "02=E3".
func (p Placement) String() string {
	return fmt.Sprintf("%d%d=%v", p.Row, p.Col, p.Tile)
}

// A Move is one turn: up to twelve tiles from the drawpile, at most one per
// edge cell, or a pass. It is a small comparable value in a canonical
// form (the tiles kept by cell), so two moves placing the same tiles on
// the same cells are ==. The zero Move is a pass. Build moves with
// NewMove or ParseMove.
type Move struct {
	cells [12]tiles.Tile // the tile placed on each edge cell, zero for none
}

// NewMove returns the move making the given placements. It fails with a
// *MoveError wrapping ErrNotEdge, ErrSameCell or ErrBadTile when a
// placement is off the edge, two share a cell or a tile is not a plain
// letter tile. No placements give a pass. Whether the move is legal is
// for State.Validate to say.
func NewMove(ps ...Placement) (Move, error) {
	var m Move
	for _, p := range ps {
		fail := func(err error, format string, args ...any) (Move, error) {
			return Move{}, &MoveError{Text: notation.Clip(p.String()), Err: err, Detail: fmt.Sprintf(format, args...)}
		}
		c := edgeCell(p.Row, p.Col)
		if c < 0 {
			return fail(ErrNotEdge, "cell %d,%d is not an edge cell: rows and columns are 0–3, and the centre stays empty", p.Row, p.Col)
		}
		if err := checkTile(p.Tile); err != nil {
			return fail(ErrBadTile, "cell %d%d: %v", p.Row, p.Col, err)
		}
		if m.cells[c] != (tiles.Tile{}) {
			return fail(ErrSameCell, "cell %d%d gets two tiles", p.Row, p.Col)
		}
		m.cells[c] = p.Tile
	}
	return m, nil
}

// Pass returns the pass, the move that places nothing (the zero Move).
// Under the default rules State.Validate accepts it only when the player
// to move has no legal turn (ErrMustPlay otherwise); Rules.FreePass lets
// a player pass at any time before the game ends.
func Pass() Move { return Move{} }

// IsPass reports whether m places no tile.
func (m Move) IsPass() bool { return m == Move{} }

// Len returns the number of tiles m places.
func (m Move) Len() int {
	n := 0
	for _, t := range m.cells {
		if t != (tiles.Tile{}) {
			n++
		}
	}
	return n
}

// Placements returns m's placements in reading order (by row, then
// column).
func (m Move) Placements() []Placement {
	var ps []Placement
	for c, t := range m.cells {
		if t != (tiles.Tile{}) {
			ps = append(ps, Placement{Row: cellRow[c], Col: cellCol[c], Tile: t})
		}
	}
	return ps
}

// Tiles returns the tiles m takes from the drawpile, in reading order of
// their cells.
func (m Move) Tiles() []tiles.Tile {
	var ts []tiles.Tile
	for _, t := range m.cells {
		if t != (tiles.Tile{}) {
			ts = append(ts, t)
		}
	}
	return ts
}

// String returns the move's notation: the placements in reading order,
// separated by spaces ("02=E3 13=U1 23=B3"), or "-" for a pass.
func (m Move) String() string {
	if m.IsPass() {
		return "-"
	}
	var b strings.Builder
	for c, t := range m.cells {
		if t == (tiles.Tile{}) {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(byte('0' + cellRow[c]))
		b.WriteByte(byte('0' + cellCol[c]))
		b.WriteByte('=')
		b.WriteString(t.String())
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler with the String form; JSON
// uses it too. Only a move built outside NewMove and ParseMove, holding
// a tile that is not a plain letter tile, cannot be written: the error
// wraps ErrBadTile, as Validate's does.
func (m Move) MarshalText() ([]byte, error) {
	for c, t := range m.cells {
		if t == (tiles.Tile{}) {
			continue
		}
		if err := checkTile(t); err != nil {
			return nil, fmt.Errorf("quaddoku: cell %d%d: %w: %v", cellRow[c], cellCol[c], ErrBadTile, err)
		}
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler; see ParseMove.
func (m *Move) UnmarshalText(b []byte) error {
	v, err := parseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseMove reads a move's notation: placements "<row><col>=<letter><value>"
// separated by spaces (rows and columns 0–3, row 0 at the top; the letter
// in either case), or "-" for a pass. The notation needs no context, so s
// only names the player to move in errors; ParseMove does not check the
// move against s (use State.Validate). Text that does not read as a move
// (a centre cell and two tiles for one cell included) is refused with a
// *MoveError wrapping ErrSyntax, which quotes at most a short piece of
// text.
func ParseMove(s State, text string) (Move, error) {
	return s.ParseMove(text)
}

// ParseMove reads a move's notation, like the package's ParseMove(s,
// text); an error names the player to move.
func (s State) ParseMove(text string) (Move, error) {
	m, err := parseMove(text)
	if err != nil {
		if p := s.mover(); p >= 0 {
			err.Player = s.Name(p)
		}
		return Move{}, err
	}
	return m, nil
}

// parseMove reads a move's text; a refusal is a *MoveError wrapping
// ErrSyntax, naming no player.
func parseMove(text string) (Move, *MoveError) {
	fail := func(format string, args ...any) (Move, *MoveError) {
		return Move{}, &MoveError{Text: notation.Clip(text), Err: ErrSyntax, Detail: fmt.Sprintf(format, args...)}
	}
	var m Move
	n := 0
	rest := text
	for {
		rest = strings.TrimLeft(rest, " \t\n\r\v\f")
		if rest == "" {
			break
		}
		f := rest
		if i := strings.IndexAny(rest, " \t\n\r\v\f"); i >= 0 {
			f, rest = rest[:i], rest[i:]
		} else {
			rest = ""
		}
		if f == "-" && n == 0 && strings.TrimSpace(rest) == "" {
			return Move{}, nil
		}
		if n == len(m.cells) {
			return fail("more than 12 placements")
		}
		cell, tile, ok := strings.Cut(f, "=")
		if !ok || len(cell) != 2 || cell[0] < '0' || cell[0] > '9' || cell[1] < '0' || cell[1] > '9' {
			return fail("placement %s: write a placement as <row><col>=<letter><value>, like 02=E3", notation.Quote(f))
		}
		row, col := int(cell[0]-'0'), int(cell[1]-'0')
		c := edgeCell(row, col)
		switch {
		case row > 3 || col > 3:
			return fail("placement %s: cell %s is off the grid (rows and columns are 0–3)", notation.Quote(f), cell)
		case c < 0:
			return fail("placement %s: cell %s is in the centre, which stays empty", notation.Quote(f), cell)
		}
		t, err := parseTile(tile)
		if err != nil {
			return fail("placement %s: %v", notation.Quote(f), err)
		}
		if m.cells[c] != (tiles.Tile{}) {
			return fail("cell %s gets two tiles", cell)
		}
		m.cells[c] = t
		n++
	}
	if n == 0 {
		return fail("no placements (write - to pass)")
	}
	return m, nil
}
