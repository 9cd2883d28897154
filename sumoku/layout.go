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

// MaxLine is the longest a line may be: six tiles, one per colour.
const MaxLine = 6

// A Layout is a pattern of placed tiles on the edgeless table, the
// centre square at 0,0. It is an immutable value (every method returns
// copies or new values) and the zero Layout is the empty table. A layout
// is not necessarily valid: CheckLayout says whether it is.
type Layout struct {
	ps []Placement // sorted by row, then column; one per square; never written
}

func comparePos(a, b Placement) int {
	return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col))
}

// NewLayout returns the layout holding ps. It fails when a placement
// holds no sumoku tile, a 9 stands on a tile other than a 6, or two
// placements share a square.
func NewLayout(ps ...Placement) (Layout, error) {
	l, perr := newLayout(ps)
	if perr != nil {
		return Layout{}, fmt.Errorf("sumoku: %w: %s", perr.err, perr.detail)
	}
	return l, nil
}

// newLayout is NewLayout with the rule broken and the words for people
// kept apart.
func newLayout(ps []Placement) (Layout, *placeError) {
	return sortLayout(slices.Clone(ps))
}

// sortLayout is newLayout for placements the caller gives up: it sorts
// them in place and keeps them.
func sortLayout(out []Placement) (Layout, *placeError) {
	slices.SortFunc(out, comparePos)
	for i, p := range out {
		if err := p.check(); err != nil {
			return Layout{}, &placeError{ErrSyntax, err.Error()}
		}
		if i > 0 && comparePos(out[i-1], p) == 0 {
			return Layout{}, &placeError{ErrOccupied, fmt.Sprintf("two tiles on square %d,%d", p.Row, p.Col)}
		}
	}
	return Layout{ps: out}, nil
}

// ParseLayout reads a layout written as placements separated by spaces,
// "0,-1=R3 0,0=O1 0,1=Y9" (a 6 standing as 9 is written 9). Empty text is
// the empty table.
func ParseLayout(text string) (Layout, error) {
	ps, err := parsePlacements(text)
	if err != nil {
		return Layout{}, err
	}
	l, perr := sortLayout(ps)
	if perr != nil {
		return Layout{}, fmt.Errorf("sumoku: %w: %s", perr.err, perr.detail)
	}
	return l, nil
}

func parsePlacements(text string) ([]Placement, error) {
	ps, err := readPlacements(text)
	if err != nil {
		return nil, fmt.Errorf("sumoku: %w: %v", ErrSyntax, err)
	}
	return ps, nil
}

// readPlacements reads placements separated by spaces; its error is in
// words for people, with no sentinel.
func readPlacements(text string) ([]Placement, error) {
	n := 0
	for range strings.FieldsSeq(text) {
		n++
	}
	ps := make([]Placement, 0, n)
	for f := range strings.FieldsSeq(text) {
		p, err := parsePlacement(f)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	return ps, nil
}

// String writes the layout as ParseLayout reads it, in reading order
// (by row, then column); "" for the empty table.
func (l Layout) String() string { return formatPlacements(l.ps) }

func formatPlacements(ps []Placement) string {
	return string(appendPlacements(make([]byte, 0, 9*len(ps)), ps))
}

// appendPlacements appends ps as formatPlacements writes them to b.
func appendPlacements(b []byte, ps []Placement) []byte {
	for i, p := range ps {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(p.Row), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Col), 10)
		b = append(b, '=')
		b = appendFace(b, p.Tile, p.Nine)
	}
	return b
}

// MarshalText implements encoding.TextMarshaler with the String form.
func (l Layout) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler; see ParseLayout.
func (l *Layout) UnmarshalText(b []byte) error { return notation.Into(l, b, ParseLayout) }

// Len returns the number of tiles in the layout.
func (l Layout) Len() int { return len(l.ps) }

// Placements returns the placed tiles in reading order (a copy).
func (l Layout) Placements() []Placement { return slices.Clone(l.ps) }

// Tiles returns the tiles of the layout as they are in the box (a 6
// standing as 9 is a 6), in reading order.
func (l Layout) Tiles() []tiles.Tile {
	out := make([]tiles.Tile, len(l.ps))
	for i, p := range l.ps {
		out[i] = p.Tile
	}
	return out
}

// At returns the tile on square (row, col), if any.
func (l Layout) At(row, col int) (Placement, bool) {
	i, ok := slices.BinarySearchFunc(l.ps, Placement{Row: row, Col: col}, comparePos)
	if !ok {
		return Placement{}, false
	}
	return l.ps[i], true
}

// Bounds returns the smallest rectangle holding every tile: the top-left
// and bottom-right squares. The empty layout gives 0,0 and -1,-1.
func (l Layout) Bounds() (top, left, bottom, right int) {
	if len(l.ps) == 0 {
		return 0, 0, -1, -1
	}
	top, bottom = l.ps[0].Row, l.ps[len(l.ps)-1].Row
	left, right = l.ps[0].Col, l.ps[0].Col
	for _, p := range l.ps {
		left, right = min(left, p.Col), max(right, p.Col)
	}
	return top, left, bottom, right
}

// with returns l with ps added; the caller has made sure the squares are
// free. With inPlace, ps are written into l's own slice, which only a
// State replaying a text (owned) may ask for: l is not used again.
func (l Layout) with(ps []Placement, inPlace bool) Layout {
	if inPlace {
		out := l.ps
		for _, p := range ps {
			i, _ := slices.BinarySearchFunc(out, p, comparePos)
			out = slices.Insert(out, i, p)
		}
		return Layout{ps: out}
	}
	out := make([]Placement, 0, len(l.ps)+len(ps))
	out = append(append(out, l.ps...), ps...)
	slices.SortFunc(out, comparePos)
	return Layout{ps: out}
}

// A Line is a row or column run of two or more tiles with no gap: Down
// tells a column (read top to bottom) from a row (read left to right).
type Line struct {
	Down  bool        `json:"down"`
	Tiles []Placement `json:"tiles"`
}

// Sum returns the line's total, 6s standing as 9 counting 9.
func (ln Line) Sum() int {
	s := 0
	for _, p := range ln.Tiles {
		s += p.Value()
	}
	return s
}

// String names the line for people: "row 0 at 0,-1..0,1 (R3 O1 Y9)".
func (ln Line) String() string {
	if len(ln.Tiles) == 0 {
		return "no line"
	}
	a, z := ln.Tiles[0], ln.Tiles[len(ln.Tiles)-1]
	kind, n := "row", a.Row
	if ln.Down {
		kind, n = "column", a.Col
	}
	faces := make([]string, len(ln.Tiles))
	for i, p := range ln.Tiles {
		faces[i] = p.Face()
	}
	return fmt.Sprintf("%s %d at %d,%d..%d,%d (%s)", kind, n, a.Row, a.Col, z.Row, z.Col, strings.Join(faces, " "))
}

// Equation writes the line as its tiles, as they count, and its total,
// the way hints and previews show a line to players: "R3 O1 Y9 = 13".
func (ln Line) Equation() string {
	faces := make([]string, len(ln.Tiles))
	for i, p := range ln.Tiles {
		faces[i] = p.Face()
	}
	return strings.Join(faces, " ") + " = " + strconv.Itoa(ln.Sum())
}

// Lines returns every line of the layout: the rows top to bottom, then
// the columns left to right, each in reading order.
func (l Layout) Lines() []Line {
	var out []Line
	l.eachLine(func(down bool, ps []Placement) bool {
		if !down {
			ps = slices.Clone(ps)
		}
		out = append(out, Line{Down: down, Tiles: ps})
		return true
	})
	return out
}

// eachLine calls f with every line of l, the rows first, until f returns
// false. A row's tiles are l's own (f must not keep them), a column's
// are a copy f may keep.
func (l Layout) eachLine(f func(down bool, ps []Placement) bool) {
	for i := 0; i < len(l.ps); {
		j := i + 1
		for j < len(l.ps) && l.ps[j].Row == l.ps[i].Row && l.ps[j].Col == l.ps[j-1].Col+1 {
			j++
		}
		if j-i >= 2 && !f(false, l.ps[i:j:j]) {
			return
		}
		i = j
	}
	byCol := slices.Clone(l.ps)
	slices.SortFunc(byCol, func(a, b Placement) int {
		return cmp.Or(cmp.Compare(a.Col, b.Col), cmp.Compare(a.Row, b.Row))
	})
	for i := 0; i < len(byCol); {
		j := i + 1
		for j < len(byCol) && byCol[j].Col == byCol[i].Col && byCol[j].Row == byCol[j-1].Row+1 {
			j++
		}
		if j-i >= 2 && !f(true, byCol[i:j:j]) {
			return
		}
		i = j
	}
}

// validLayout reports whether CheckLayout(l, key, solo) is nil without
// writing its errors, for a speed claim, where a wrong layout is a move
// like any other and nobody reads why it is wrong.
func validLayout(l Layout, key int, solo bool) bool {
	if key < 1 || !l.connected() {
		return false
	}
	ok := true
	l.eachLine(func(_ bool, ps []Placement) bool {
		ok = lineOK(ps, key, solo)
		return ok
	})
	return ok
}

// lineOK reports whether lineProblems finds nothing wrong with the line
// of tiles ps.
func lineOK(ps []Placement, key int, solo bool) bool {
	if len(ps) > MaxLine {
		return false
	}
	var colours, numbers [16]bool
	sum := 0
	for _, p := range ps {
		if c := colourIndex(p.Tile.Symbol); c >= 0 {
			if colours[c] {
				return false
			}
			colours[c] = true
		}
		v := p.Value()
		if solo {
			if numbers[v] {
				return false
			}
			numbers[v] = true
		}
		sum += v
	}
	return key <= 0 || sum%key == 0
}

// lineProblems checks one line against the rules: at most six tiles, no
// colour twice, in solo no number twice (a 6 and a 6 standing as 9 are
// different numbers), and a total that is a multiple of key.
func lineProblems(ln Line, key int, solo bool) []*LayoutError {
	var errs []*LayoutError
	add := func(err error, format string, args ...any) {
		errs = append(errs, &LayoutError{Err: err, Line: ln, Detail: ln.String() + ": " + fmt.Sprintf(format, args...)})
	}
	if len(ln.Tiles) > MaxLine {
		add(ErrLineTooLong, "%d tiles, at most %d", len(ln.Tiles), MaxLine)
	}
	var colours, numbers [16]bool
	for _, p := range ln.Tiles {
		c := colourIndex(p.Tile.Symbol)
		if c >= 0 && colours[c] {
			add(ErrRepeatedColour, "%s twice", p.Tile.Symbol)
			break
		}
		if c >= 0 {
			colours[c] = true
		}
	}
	if solo {
		for _, p := range ln.Tiles {
			v := p.Value()
			if numbers[v] {
				add(ErrRepeatedNumber, "%d twice (solo rule)", v)
				break
			}
			numbers[v] = true
		}
	}
	if key > 0 && ln.Sum()%key != 0 {
		add(ErrNotMultiple, "total %d is not a multiple of %d", ln.Sum(), key)
	}
	return errs
}

// CheckLayout reports whether l is a valid sumoku for the key number:
// nil exactly when the layout is in one piece (tiles touch side by side)
// and every line has at most six tiles, no repeated colour (with solo,
// no repeated number either) and a total that is a multiple of key. The
// empty layout and a lone tile are valid. Otherwise the error is a
// LayoutErrors listing every problem, each naming its line and rule.
func CheckLayout(l Layout, key int, solo bool) error {
	var errs LayoutErrors
	if key < 1 {
		return LayoutErrors{{Err: ErrBadRules, Detail: fmt.Sprintf("key number %d: want 1 or more", key)}}
	}
	if !l.connected() {
		errs = append(errs, &LayoutError{Err: ErrDisconnected, Detail: "the tiles are not all connected side by side"})
	}
	for _, ln := range l.Lines() {
		errs = append(errs, lineProblems(ln, key, solo)...)
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// connected reports whether every tile can be reached from the first
// through side-by-side neighbours.
func (l Layout) connected() bool {
	if len(l.ps) < 2 {
		return true
	}
	seen := make([]bool, len(l.ps))
	stack := []int{0}
	seen[0] = true
	n := 1
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		p := l.ps[i]
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			j, ok := slices.BinarySearchFunc(l.ps, Placement{Row: p.Row + d[0], Col: p.Col + d[1]}, comparePos)
			if ok && !seen[j] {
				seen[j] = true
				n++
				stack = append(stack, j)
			}
		}
	}
	return n == len(l.ps)
}
