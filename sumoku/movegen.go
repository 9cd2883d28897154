package sumoku

import (
	"context"
	"fmt"
	"iter"
	"math"

	"github.com/tilekit/tilekit/internal/topn"
	"github.com/tilekit/tilekit/tiles"
)

// The move finder works on a dense copy of the table: a rectangle around
// the layout with a margin of seven squares, enough for a line of six
// new tiles beyond the edge plus the empty square that must end it. It
// looks at every span of one to six squares in a row (then in a column)
// that ends next to empty squares, holds at least one empty square and
// touches the layout; for each, it fills the empty squares from the rack
// by depth-first search over the distinct tiles of the rack (so that
// identical tiles give each move once), a 6 tried as 6 and as 9. Each
// square's cross line (the tiles above and below it, for a row span) is
// summarised in advance as a length, a total and masks of colours and
// numbers, so each choice is checked in constant time: the colour must
// be new to the span and to the cross line, the cross total must become
// a multiple of the key, and at the last square so must the span's.
// A single new tile is looked at in the row pass only, so that it counts
// once whatever its direction.

// margin is the room the finder leaves around the layout.
const margin = MaxLine + 1

// fcell is one square of the finder's grid.
type fcell struct {
	val    int8 // the value it counts, 0 when empty
	colour int8 // colour index
}

// cross summarises the tiles next to an empty square across a span's
// direction: how many, their total and masks.
type cross struct {
	n       int8
	sum     int16
	colours uint8
	values  uint16
}

// rackKind is one distinct tile of the rack with how many are held.
type rackKind struct {
	tile    tiles.Tile
	colour  int8
	count   int
	options int // 1, or 2 for a 6 (as 6, then as 9)
}

// option returns what the kind counts as in choice o, and whether that
// is a 6 standing as 9.
func (k *rackKind) option(o int) (v int, nine bool) {
	if o == 1 {
		return 9, true
	}
	return int(k.tile.Number), false
}

type finder struct {
	key       int
	solo      bool
	top, left int // table coordinates of grid square 0,0
	h, w      int
	grid      []fcell
	kinds     []rackKind
	rackLen   int
	opening   bool
	emit      func(m Move, score int) bool
	stopped   bool
	spanCells [MaxLine]int // grid indices of the span's empty squares
	spanCross [MaxLine]cross
	placed    [MaxLine]Placement
	chosen    [MaxLine]Placement // tiles for the free squares
	free      int                // squares at the end of spanCells with no cross line
	down      bool
	mainLen   int
	steps     int  // search steps taken: spans looked at and tiles tried
	limit     int  // steps allowed before the search stops (0: no limit)
	exhausted bool // the search stopped at its limit
	// ctx, when not nil, stops the search once it is done: the finder
	// looks at it every finderLook steps, the first at its first step,
	// and keeps its error in err.
	ctx      context.Context
	nextLook int
	err      error
}

// finderLook is how many steps the finder takes between looks at its
// context: under a tenth of a millisecond of work.
const finderLook = 1 << 10

// step counts one step of the search, stopping it at its limit or once
// its context is done.
func (f *finder) step() {
	f.steps++
	if f.limit > 0 && f.steps >= f.limit {
		f.stopped, f.exhausted = true, true
	}
	if f.ctx != nil && f.steps > f.nextLook {
		f.nextLook = f.steps + finderLook - 1
		if err := f.ctx.Err(); err != nil {
			f.stopped, f.err = true, err
		}
	}
}

func (s State) finder() *finder {
	if s.players == 0 || s.Over() || s.rules.Variant != VariantStandard {
		return nil
	}
	return newFinder(s.layout, s.hand(s.turn), s.key, s.rules.NoRepeatNumbers)
}

// newFinder returns a finder of the placements of rack on layout l (the
// opening through the centre when l is empty).
func newFinder(l Layout, rack []tiles.Tile, key int, solo bool) *finder {
	f := &finder{key: key, solo: solo, opening: l.Len() == 0}
	top, left, bottom, right := l.Bounds()
	if f.opening {
		top, left, bottom, right = 0, 0, 0, 0
	}
	f.top, f.left = top-margin, left-margin
	f.h, f.w = bottom-top+1+2*margin, right-left+1+2*margin
	f.grid = make([]fcell, f.h*f.w)
	for _, p := range l.ps {
		f.grid[(p.Row-f.top)*f.w+p.Col-f.left] = fcell{val: int8(p.Value()), colour: int8(colourIndex(p.Tile.Symbol))}
	}
	rack = sortTiles(rack)
	f.rackLen = len(rack)
	for _, t := range rack {
		if n := len(f.kinds); n > 0 && f.kinds[n-1].tile == t {
			f.kinds[n-1].count++
			continue
		}
		k := rackKind{tile: t, colour: int8(colourIndex(t.Symbol)), count: 1, options: 1}
		if t.Number == 6 {
			k.options = 2
		}
		f.kinds = append(f.kinds, k)
	}
	return f
}

// at returns the square (r, c) of the grid; outside it is empty.
func (f *finder) at(r, c int) fcell {
	if r < 0 || c < 0 || r >= f.h || c >= f.w {
		return fcell{}
	}
	return f.grid[r*f.w+c]
}

// run runs the search over rows (down false) then columns.
func (f *finder) run() {
	for _, down := range []bool{false, true} {
		f.down = down
		lines, length := f.h, f.w
		if down {
			lines, length = f.w, f.h
		}
		for i := 0; i < lines && !f.stopped; i++ {
			for a := 0; a < length && !f.stopped; a++ {
				for b := a; b < length && b-a < MaxLine && !f.stopped; b++ {
					f.span(i, a, b)
				}
			}
		}
	}
}

// sq returns the grid position of square j along line i.
func (f *finder) sq(i, j int) (r, c int) {
	if f.down {
		return j, i
	}
	return i, j
}

// span tries to fill squares a..b of line i.
func (f *finder) span(i, a, b int) {
	f.step()
	if f.at(f.sq(i, a-1)).val != 0 || f.at(f.sq(i, b+1)).val != 0 {
		return
	}
	k, sum := 0, 0
	var colours uint8
	var values uint16
	touch, centre := false, false
	for j := a; j <= b; j++ {
		r, c := f.sq(i, j)
		cell := f.at(r, c)
		if r+f.top == 0 && c+f.left == 0 {
			centre = true
		}
		if cell.val != 0 {
			touch = true
			if colours&(1<<cell.colour) != 0 || (f.solo && values&(1<<cell.val) != 0) {
				return
			}
			colours |= 1 << cell.colour
			values |= 1 << cell.val
			sum += int(cell.val)
			continue
		}
		if k == f.rackLen {
			return
		}
		x := f.crossAt(r, c)
		if x.n >= MaxLine {
			return // a tile here would make the cross line too long or it is broken
		}
		touch = touch || x.n > 0
		f.spanCells[k] = r*f.w + c
		f.spanCross[k] = x
		k++
	}
	switch {
	case k == 0:
		return
	case f.opening:
		if !centre || k < 2 {
			return
		}
	case !touch:
		return
	case f.down && k == 1:
		return // a single tile is found in the row pass
	}
	f.mainLen = b - a + 1
	f.crossFirst(k)
	f.fill(0, k, sum, colours, values, 0)
}

// crossAt returns the cross line through the empty square r, c: the
// tiles next to it across the span's direction. Its n is above MaxLine
// when those tiles cannot be part of one line with a tile on r, c.
func (f *finder) crossAt(r, c int) cross {
	var x cross
	dr, dc := 1, 0
	if f.down {
		dr, dc = 0, 1
	}
	for _, dir := range []int{-1, 1} {
		for step := 1; ; step++ {
			n := f.at(r+dir*dr*step, c+dir*dc*step)
			if n.val == 0 {
				break
			}
			if x.colours&(1<<n.colour) != 0 || x.n >= MaxLine || (f.solo && x.values&(1<<n.val) != 0) {
				x.n = MaxLine + 1 // unusable: caught by the caller
				break
			}
			x.n++
			x.sum += int16(n.val)
			x.colours |= 1 << n.colour
			x.values |= 1 << n.val
		}
	}
	return x
}

// crossFirst orders the k empty squares of the span with a cross line
// first, keeping their order otherwise: they prune. The free squares
// left at the end only add to the span's total, so fill takes a set of
// tiles for them at once and then lays it out in every order. It sets
// f.free to their number.
func (f *finder) crossFirst(k int) {
	f.free = k
	for j := 0; j < k; j++ {
		if f.spanCross[j].n == 0 {
			continue
		}
		c, x := f.spanCells[j], f.spanCross[j]
		copy(f.spanCells[k-f.free+1:j+1], f.spanCells[k-f.free:j])
		copy(f.spanCross[k-f.free+1:j+1], f.spanCross[k-f.free:j])
		f.spanCells[k-f.free], f.spanCross[k-f.free] = c, x
		f.free--
	}
}

// fill chooses a tile for empty square d of k, given the span's total,
// colours and values so far and the cross lines' points so far.
func (f *finder) fill(d, k, sum int, colours uint8, values uint16, points int) {
	f.step()
	if d == k {
		f.yield(k, sum, points)
		return
	}
	main := f.mainLen >= 2
	if d == k-f.free && main && d < k-1 {
		f.chooseFree(d, k, 0, d, sum, colours, values, points)
		return
	}
	x := f.spanCross[d]
	g := f.spanCells[d]
	for ki := range f.kinds {
		kd := &f.kinds[ki]
		if kd.count == 0 || (main && colours&(1<<kd.colour) != 0) || (x.n > 0 && x.colours&(1<<kd.colour) != 0) {
			continue
		}
		for o := range kd.options {
			v, nine := kd.option(o)
			if f.solo && ((main && values&(1<<v) != 0) || (x.n > 0 && x.values&(1<<v) != 0)) {
				continue
			}
			if x.n > 0 && (int(x.sum)+v)%f.key != 0 {
				continue
			}
			if d == k-1 && main && (sum+v)%f.key != 0 {
				continue
			}
			p := points
			if x.n > 0 {
				p += int(x.sum) + v
			}
			f.placed[d] = Placement{Row: g/f.w + f.top, Col: g%f.w + f.left, Tile: kd.tile, Nine: nine}
			kd.count--
			f.fill(d+1, k, sum+v, colours|1<<kd.colour, values|1<<v, p)
			kd.count++
			if f.stopped {
				return
			}
		}
	}
}

// yield emits the move in f.placed[:k], its placements put in reading
// order.
func (f *finder) yield(k, sum, points int) {
	if f.mainLen >= 2 {
		points += sum
	}
	m := Move{kind: KindPlace, n: int8(k)}
	copy(m.cells[:], f.placed[:k])
	for i := 1; i < k; i++ {
		for j := i; j > 0 && comparePos(m.cells[j-1], m.cells[j]) > 0; j-- {
			m.cells[j-1], m.cells[j] = m.cells[j], m.cells[j-1]
		}
	}
	if !f.emit(m, points) {
		f.stopped = true
	}
}

// chooseFree picks, from rack kind ki on, tiles for the free squares
// d0.. of k (the next one goes in slot d) with colours (and in solo
// values) new to the span; once they are all chosen and the span's
// total is a multiple of the key, it lays them out in every order.
func (f *finder) chooseFree(d0, k, ki, d, sum int, colours uint8, values uint16, points int) {
	f.step()
	if d == k {
		if sum%f.key == 0 {
			f.permute(d0, d0, k, sum, points)
		}
		return
	}
	for ; ki < len(f.kinds) && !f.stopped; ki++ {
		kd := &f.kinds[ki]
		if colours&(1<<kd.colour) != 0 {
			continue
		}
		for o := range kd.options {
			v, nine := kd.option(o)
			if f.solo && values&(1<<v) != 0 {
				continue
			}
			f.chosen[d] = Placement{Tile: kd.tile, Nine: nine}
			f.chooseFree(d0, k, ki+1, d+1, sum+v, colours|1<<kd.colour, values|1<<v, points)
		}
	}
}

// permute lays the chosen tiles d0..k-1 on the free squares in every
// order (their colours differ, so every order is a different move).
func (f *finder) permute(d0, d, k, sum, points int) {
	f.step()
	if d == k {
		f.yield(k, sum, points)
		return
	}
	g := f.spanCells[d]
	for i := d; i < k && !f.stopped; i++ {
		f.chosen[d], f.chosen[i] = f.chosen[i], f.chosen[d]
		p := f.chosen[d]
		p.Row, p.Col = g/f.w+f.top, g%f.w+f.left
		f.placed[d] = p
		f.permute(d0, d+1, k, sum, points)
		f.chosen[d], f.chosen[i] = f.chosen[i], f.chosen[d]
	}
}

// LegalMoves yields every legal placement of the standard game's player
// to move, each once: one move per set of placements, so identical rack
// tiles and the two directions of a one-tile move count once, and a 6
// played as 6 or as 9 gives two moves. The pass, always legal while the
// game lasts, is not included. Other variants, and a finished game,
// yield nothing. The order is fixed: row spans top to bottom and left to
// right, then column spans, each filled from the rack in tile order.
func (s State) LegalMoves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		if f := s.finder(); f != nil {
			f.emit = func(m Move, _ int) bool { return yield(m) }
			f.run()
		}
	}
}

// AppendLegalMoves appends the moves of LegalMoves to dst and returns the
// extended slice.
func (s State) AppendLegalMoves(dst []Move) []Move {
	if f := s.finder(); f != nil {
		f.emit = func(m Move, _ int) bool { dst = append(dst, m); return true }
		f.run()
	}
	return dst
}

// BestMove returns the highest-scoring legal placement (the first in the
// order of LegalMoves among equals). It fails with ErrGameOver on a
// finished game, ErrWrongVariant outside the standard game, and ErrNoMove
// when only a pass is possible.
func (s State) BestMove() (Move, error) {
	if err := s.finderError(); err != nil {
		return Move{}, err
	}
	best, bestScore := Move{}, -1
	f := s.finder()
	f.emit = func(m Move, score int) bool {
		if score > bestScore {
			best, bestScore = m, score
		}
		return true
	}
	f.run()
	if bestScore < 0 {
		return Move{}, s.moveError(Move{}, ErrNoMove, "no tile of the rack can be placed")
	}
	return best, nil
}

// canPlace reports whether the player to move has a legal placement.
func (s State) canPlace() bool {
	f := s.finder()
	if f == nil {
		return false
	}
	found := false
	f.emit = func(Move, int) bool { found = true; return false }
	f.run()
	return found
}

func (s State) finderError() error {
	switch {
	case s.players == 0:
		return s.moveError(Move{}, ErrGameOver, "there is no game")
	case s.Over():
		return s.moveError(Move{}, ErrGameOver, "the game is over")
	case s.rules.Variant != VariantStandard:
		return s.moveError(Move{}, ErrWrongVariant, "only the standard game has placements to find")
	}
	return nil
}

// BestPlacements returns up to n of the highest-scoring placements of the
// standard game's player to move that place at most maxTiles tiles
// (maxTiles below 1: any number), best first, ties in the order of
// LegalMoves; BestMove is the first of BestPlacements(1, 0). It keeps n
// moves at a time, however many there are, so its memory grows with n
// and never with the number of legal moves. n below 1, another variant
// or a finished game give none.
func (s State) BestPlacements(n, maxTiles int) []Move {
	ms, _ := s.BestPlacementsContext(context.Background(), n, maxTiles)
	return ms
}

// BestPlacementsContext is BestPlacements under ctx, for an engine that
// must be able to stop: the finder looks at ctx every thousand steps or
// so (under a tenth of a millisecond), and once it sees ctx done it
// stops and returns no moves and an error wrapping ctx.Err(). Moves it
// does return are BestPlacements'.
func (s State) BestPlacementsContext(ctx context.Context, n, maxTiles int) ([]Move, error) {
	f := s.finder()
	if f == nil || n <= 0 {
		return []Move{}, nil
	}
	if maxTiles < 1 {
		maxTiles = math.MaxInt
	}
	type cand struct {
		m     Move
		score int
	}
	top := topn.New(n, func(a, b cand) bool { return a.score < b.score })
	best := cand{score: -1} // for n == 1, kept as BestMove keeps it: a fifth faster
	f.emit = func(m Move, score int) bool {
		switch {
		case int(m.n) > maxTiles:
		case n == 1:
			if score > best.score {
				best = cand{m, score}
			}
		default:
			top.Offer(cand{m, score})
		}
		return true
	}
	f.ctx = ctx
	f.run()
	switch {
	case f.err != nil:
		return []Move{}, fmt.Errorf("sumoku: the move finder was stopped: %w", f.err)
	case n == 1 && best.score < 0:
		return []Move{}, nil
	case n == 1:
		return []Move{best.m}, nil
	}
	out := make([]Move, 0, top.Len())
	for _, c := range top.Sorted() {
		out = append(out, c.m)
	}
	return out, nil
}

// FindPlacements is the standard game's move finder on any table: it
// calls yield with every placement of rack's tiles on layout l that the
// standard game accepts for key (with solo set, also no number twice in
// a line), each with its score, in the order of LegalMoves (the opening
// through the centre when l is empty), until yield returns false or the
// search has taken limit steps. A step is one span of squares looked at
// or one tile tried on a square, so limit bounds the work whatever the
// position; below 1 it is MaxFinderSteps. FindPlacements returns the
// steps it took. A key below 1, a rack of more than MaxTiles tiles or a
// layout that is not connected give nothing: an engine that grows a
// pattern, as solo's claims do, finds its next lines with it.
func FindPlacements(l Layout, rack []tiles.Tile, key int, solo bool, limit int, yield func(m Move, score int) bool) int {
	n, _ := FindPlacementsContext(context.Background(), l, rack, key, solo, limit, yield)
	return n
}

// FindPlacementsContext is FindPlacements under ctx, for an engine that
// must be able to stop: the finder looks at ctx every thousand steps or
// so (under a tenth of a millisecond), and once it sees ctx done it
// stops and returns the steps it took with an error wrapping ctx.Err().
// Until then it calls yield as FindPlacements does; an error means the
// moves yielded so far may not be all of them.
func FindPlacementsContext(ctx context.Context, l Layout, rack []tiles.Tile, key int, solo bool, limit int, yield func(m Move, score int) bool) (int, error) {
	if key < 1 || len(rack) > MaxTiles || !l.connected() {
		return 0, nil
	}
	if limit < 1 {
		limit = MaxFinderSteps
	}
	f := newFinder(l, rack, key, solo)
	f.limit, f.emit, f.ctx = limit, yield, ctx
	f.run()
	if f.err != nil {
		return f.steps, fmt.Errorf("sumoku: the move finder was stopped: %w", f.err)
	}
	return f.steps, nil
}

// MaxFinderSteps is the most steps FindPlacements takes when its caller
// sets no limit: far more than any rack of MaxRack tiles needs (a
// million at most on the hardest positions the rules allow), a few
// seconds of work.
const MaxFinderSteps = 1 << 24
