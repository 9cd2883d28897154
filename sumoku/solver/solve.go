package solver

import (
	"cmp"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"

	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
)

// The two ways SolveWithin can fail to return a layout for a readable
// tile list. They let a caller tell "there is none" from "the search
// stopped before it knew".
var (
	// ErrNoLayout: the search covered every possible layout and none of
	// them uses all the tiles validly. It is a proof, not a guess.
	ErrNoLayout = errors.New("no valid layout uses all the tiles")
	// ErrGaveUp: the search spent its budget before it either found a
	// layout or ruled every layout out; a layout may still exist.
	ErrGaveUp = errors.New("search budget spent")
)

// SolveBudget is the number of steps Solve may take. Every candidate the
// search tries costs steps: a line it considers for the line structure
// (see lines.go) one, a tile or an empty square it tries on the
// grid squareSteps, about their relative cost. The count bounds all of
// the search's work and never depends on the machine: at most about a
// second on a 2020s desktop.
const SolveBudget = 64_000_000

// squareSteps is what one candidate on a square costs.
const squareSteps = 16

// Solve looks for a valid layout (see sumoku.CheckLayout) for key that uses
// exactly the given tiles ("R3 O1 Y6 ...", a 6 written as 6), within
// SolveBudget steps. With solo set, no line may repeat a number either.
//
// The search is complete: given steps enough it finds a layout whenever
// one exists, and otherwise proves there is none. Within SolveBudget it
// settled every hand of up to 7 tiles tried (checked against trying
// every layout), all 2,400 random hands of 10 tiles (keys 3 to 8, both
// rules) and, of 2,400 hands of 16, all but 4 in solo (3 with key 3,
// 1 with key 4) and none otherwise. So false means "none exists" or,
// rarely and only for larger hands, "the budget ran out first";
// SolveWithin tells the two apart. Text that is not a tile list, more
// than sumoku.MaxTiles tiles, or a key below 1 gives false.
func Solve(tileText string, key int, solo bool) (sumoku.Layout, bool) {
	l, err := SolveWithin(tileText, key, solo, SolveBudget)
	return l, err == nil
}

// SolveWithin is Solve with a caller's budget of steps (below 1 means
// SolveBudget) and an error that says why no layout came back:
// ErrNoLayout when none exists, ErrGaveUp when the budget ran out first
// (or the hand holds more than sumoku.MaxTiles tiles), sumoku.ErrSyntax for text that
// is not a tile list and sumoku.ErrBadRules for a key below 1.
//
// The search is deterministic: the same arguments give the same answer
// on every machine.
func SolveWithin(tileText string, key int, solo bool, budget int) (sumoku.Layout, error) {
	return solveWithin(tileText, key, solo, budget, nil)
}

// solveWithin is SolveWithin for a bot move whose halt is h (nil: never
// stopped); once h stops, the search gives up at once with ErrGaveUp.
func solveWithin(tileText string, key int, solo bool, budget int, h *halt) (sumoku.Layout, error) {
	ts, err := sumoku.ParseTiles(tileText)
	if err != nil {
		return sumoku.Layout{}, err
	}
	if key < 1 {
		return sumoku.Layout{}, fmt.Errorf("sumoku: %w: key number %d: want 1 or more", sumoku.ErrBadRules, key)
	}
	if len(ts) > sumoku.MaxTiles {
		return sumoku.Layout{}, fmt.Errorf("sumoku: %w: %d tiles, more than the %d Solve takes", ErrGaveUp, len(ts), sumoku.MaxTiles)
	}
	if budget < 1 {
		budget = SolveBudget
	}
	l, res, _ := solveTiles(ts, key, solo, budget, h)
	switch res {
	case solveFound:
		return l, nil
	case solveNone:
		return sumoku.Layout{}, fmt.Errorf("sumoku: %w (%d tiles, key %d)", ErrNoLayout, len(ts), key)
	}
	return sumoku.Layout{}, fmt.Errorf("sumoku: %w after %d steps (%d tiles, key %d)", ErrGaveUp, budget, len(ts), key)
}

// colourOf returns the position of colour c in sumoku.Colours, or -1.
func colourOf(c tiles.Symbol) int { return slices.Index(sumoku.Colours[:], c) }

// sortTiles returns a copy of ts in the order of sumoku.CompareTiles.
func sortTiles(ts []tiles.Tile) []tiles.Tile {
	out := slices.Clone(ts)
	slices.SortFunc(out, sumoku.CompareTiles)
	return out
}

// solveResult is how a search ended.
type solveResult int

const (
	solveFound solveResult = iota
	solveNone
	solveGaveUp
)

// solveTiles searches for a layout of ts and also returns the steps it
// took. Once h stops (nil: never), the search gives up at once.
func solveTiles(ts []tiles.Tile, key int, solo bool, budget int, h *halt) (sumoku.Layout, solveResult, int) {
	switch n := len(ts); {
	case n == 0:
		return sumoku.Layout{}, solveFound, 0
	case n == 1:
		l, _ := sumoku.NewLayout(sumoku.Placement{Tile: ts[0]})
		return l, solveFound, 0
	case key > sumoku.MaxLine*9:
		// Every line totals 3 to 54: none is a multiple of so large a key.
		return sumoku.Layout{}, solveNone, 0
	}
	s := newLayoutSearch(ts, key, solo, budget)
	s.work.halt = h
	return s.solve()
}

// solve runs the search: the layout, how the search ended and the steps
// it took.
func (s *layoutSearch) solve() (sumoku.Layout, solveResult, int) {
	roots := s.rootKinds()
	if roots == nil {
		return sumoku.Layout{}, solveNone, s.work.Used
	}
	// A hand with no line structure has no layout (see lines.go);
	// the check may use seven eighths of the budget: on hard hands it
	// settles far more than the square-by-square search does.
	exists, known, work, ps := structureExists(s.ts, s.key, s.solo, s.budget/8*7, s.budget/8, s.work.halt)
	s.work.Used += work
	switch {
	case s.work.halted():
		return sumoku.Layout{}, solveGaveUp, s.work.Used
	case known && !exists:
		return sumoku.Layout{}, solveNone, s.work.Used
	}
	if ps != nil {
		if l, err := sumoku.NewLayout(ps...); err == nil && sumoku.CheckLayout(l, s.key, s.solo) == nil {
			return l, solveFound, s.work.Used
		}
	}
	// Short runs first, each twice as long as the last, with the centre
	// kind and the order of kinds varied, while they use at most half of
	// the budget; then one run with the rest. A run that ends without
	// running out has tried everything: no layout exists.
	rng := rand.New(rand.NewPCG(uint64(s.n), uint64(s.key)))
	s.order = make([]int, len(s.kinds))
	limit := restartFirst
	for run := 0; ; run++ {
		last := s.work.Used+limit > s.budget/2
		end := s.budget
		for i := range s.order {
			s.order[i] = i
		}
		root := roots[0]
		if !last {
			end = s.work.Used + limit
			if run > 0 {
				for c := range 6 {
					seg := s.order[s.colourStart[c]:s.colourStart[c+1]]
					rng.Shuffle(len(seg), func(i, j int) { seg[i], seg[j] = seg[j], seg[i] })
				}
				root = roots[run%len(roots)]
			}
		}
		s.work.RanOut = false
		s.emptyLast = run%2 == 1 && !last
		s.work.Limit = end
		found := s.attempt(root)
		switch {
		case found:
			l := s.layout()
			if sumoku.CheckLayout(l, s.key, s.solo) != nil {
				return sumoku.Layout{}, solveGaveUp, s.work.Used // not reached: every step keeps the rules
			}
			return l, solveFound, s.work.Used
		case !s.work.RanOut:
			return sumoku.Layout{}, solveNone, s.work.Used
		case last || s.work.halted():
			return sumoku.Layout{}, solveGaveUp, s.work.Used
		}
		limit *= 2
	}
}

// restartFirst is the length in steps of the first, shortest run.
const restartFirst = 2000 * squareSteps

// attempt runs one whole search with kind root on the centre, up to
// s.work.Limit steps. It reports success, leaving the layout on the grid;
// otherwise the grid is empty again.
func (s *layoutSearch) attempt(root int) bool {
	for nine := range s.faces(root) {
		f := 2*root + nine
		if s.spend() {
			return false
		}
		s.place(s.origin, f)
		if s.search() {
			return true
		}
		s.unplace(s.origin, f)
		s.front, s.forced = s.front[:0], s.forced[:0]
	}
	return false
}

// Cell states in layoutSearch.cell; a tile is 1 + its face.
const (
	cellUnknown int16 = 0
	cellEmpty   int16 = -1
)

// layoutSearch decides the squares of the table one by one, growing a
// connected layout from the centre.
//
// Any valid layout of two or more tiles can be moved so that a chosen
// tile (the kind with the fewest possible lines) stands on the centre.
// The search starts there and repeatedly picks an undecided square next
// to a placed tile; it tries each kind of tile still in hand on it (a 6
// as 6 and as 9) and also leaving it empty for good. Every line is
// checked as it grows (at most six tiles, no colour or, in solo, number
// twice) and its total once both its ends are decided empty; a tile
// whose four neighbours are all empty is cut off. When no tile is left
// the undecided squares can only be empty, so the search closes them
// and checks the lines they end. Each valid layout with the chosen tile
// at the centre is reached by exactly one path of choices, and a choice
// is dropped only when a rule is already broken, so a search that ends
// without a layout proves none exists.
//
// Symmetry trims the start: turning or mirroring a layout keeps it
// valid, so the centre tile's neighbours are taken in one pattern of
// each kind (the right one always holds a tile, one vertical neighbour
// is always the lower one, and there are never more vertical neighbours
// than horizontal ones).
//
// The square to decide next: the fewest choices first. The search looks
// at the newest few squares that some rule forces to hold a tile (the
// open end of a line whose total is wrong and whose other end is
// closed, or the last free side of a tile) and the newest few undecided
// squares next to the layout, counts what each can take, and picks the
// one with the fewest; a square that can take nothing ends the branch
// at once. A line whose total is wrong is also dropped when no tiles
// left in hand could bring it to a multiple of the key.
//
// solve runs the search several times: short runs that vary the centre
// tile and the order in which tiles are tried (so that one bad early
// choice does not hold up a hand that has many layouts), then one long
// run. Each run is a whole search in itself, so any run that ends
// before its limit proves there is no layout.
type layoutSearch struct {
	key, n int
	solo   bool
	side   int    // the grid is side × side; the centre is origin
	origin int    // index of the centre square
	dirs   [4]int // index steps: right, left, down, up
	budget int    // steps for the whole search
	// work counts the steps of the whole search so far (Used), up to the
	// end of the current run (Limit); RanOut: the current run ran out
	// (or its halt stopped it).
	work  budget
	tried int // candidates checked, counted apart from work for the tests

	cell  []int16      // per square: cellUnknown, cellEmpty or 1 + face
	adj   []uint8      // per square: tiles among its four neighbours
	ts    []tiles.Tile // the hand, sorted
	kinds []tiles.Tile
	// per kind: colour index, number, tiles of it still in hand
	colour, number []uint8
	count          []int
	emptyLast      bool   // the run tries tiles on a square before leaving it empty
	order          []int  // kinds in the order a run tries them
	colourStart    [7]int // kinds of colour c are colourStart[c] up to colourStart[c+1]
	left           int    // tiles still in hand

	placed []int32 // squares holding tiles, in the order placed
	front  []int32 // squares next to the layout, newest last (may hold decided ones)
	forced []int32 // squares a rule requires to hold a tile (may hold decided ones)
	trail  []int32 // entries taken off front and forced, to put back
}

func newLayoutSearch(ts []tiles.Tile, key int, solo bool, budget int) *layoutSearch {
	ts = sortTiles(ts)
	n := len(ts)
	// A connected layout reaches at most n-1 squares from the centre;
	// sumoku.MaxLine+2 more squares each side keep every look past a line's end
	// inside.
	pad := n - 1 + sumoku.MaxLine + 2
	side := 2*pad + 1
	s := &layoutSearch{
		key: key, n: n, solo: solo, side: side, budget: budget, ts: ts,
		cell: make([]int16, side*side), adj: make([]uint8, side*side),
		left: n,
	}
	s.origin = pad*side + pad
	s.dirs = [4]int{1, -1, side, -side}
	for i, t := range ts {
		if i == 0 || t != ts[i-1] {
			s.kinds = append(s.kinds, t)
			s.colour = append(s.colour, uint8(colourOf(t.Symbol)))
			s.number = append(s.number, t.Number)
			s.count = append(s.count, 0)
		}
		s.count[len(s.count)-1]++
	}
	// sortTiles orders by colour first.
	for c := range 6 {
		s.colourStart[c+1] = s.colourStart[c]
		for s.colourStart[c+1] < len(s.kinds) && int(s.colour[s.colourStart[c+1]]) == c {
			s.colourStart[c+1]++
		}
	}
	return s
}

// faces returns how many faces kind k has: 2 for a 6 (as 6, as 9), else 1.
func (s *layoutSearch) faces(k int) int {
	if s.number[k] == 6 {
		return 2
	}
	return 1
}

// value is what face f counts.
func (s *layoutSearch) value(f int) int {
	if f&1 == 1 {
		return 9
	}
	return int(s.number[f>>1])
}

// spend takes one candidate's steps from the run's budget and reports
// whether it ran out.
func (s *layoutSearch) spend() bool { return !s.work.Take(squareSteps) }

// rootKinds returns the kinds in the order to try them on the centre:
// those that fit the fewest lines first, counted loosely (one tile per
// other colour, any numbers). It returns nil when some kind fits no line
// at all, which proves there is no layout.
func (s *layoutSearch) rootKinds() []int {
	// ways[c][k][sum]: ways to pick k tiles of distinct colours other
	// than c, summing to sum.
	const maxSum = sumoku.MaxLine * 9
	var ways [6][sumoku.MaxLine][maxSum + 1]int64
	for c := range 6 {
		w := &ways[c]
		w[0][0] = 1
		for other := range 6 {
			if other == c {
				continue
			}
			var vals []int
			for k := range s.kinds {
				if int(s.colour[k]) == other {
					for nine := range s.faces(k) {
						vals = append(vals, s.value(2*k+nine))
					}
				}
			}
			for k := sumoku.MaxLine - 2; k >= 0; k-- {
				for sum := maxSum; sum >= 0; sum-- {
					if w[k][sum] == 0 {
						continue
					}
					for _, v := range vals {
						if sum+v <= maxSum {
							w[k+1][sum+v] += w[k][sum]
						}
					}
				}
			}
		}
	}
	lines := make([]int64, len(s.kinds))
	roots := make([]int, len(s.kinds))
	for k := range s.kinds {
		s.work.Used++
		roots[k] = k
		for nine := range s.faces(k) {
			v := s.value(2*k + nine)
			for size := 1; size < sumoku.MaxLine; size++ {
				for sum := 0; sum+v <= maxSum; sum++ {
					if (sum+v)%s.key == 0 {
						lines[k] += ways[s.colour[k]][size][sum]
					}
				}
			}
		}
		if lines[k] == 0 {
			return nil
		}
	}
	slices.SortStableFunc(roots, func(a, b int) int { return cmp.Compare(lines[a], lines[b]) })
	return roots
}

// walk looks from square x (not included) in steps of d and returns the
// tiles met before the first square without one: how many, their total,
// colours and numbers, and that square's state.
func (s *layoutSearch) walk(x, d int) (n, sum int, colours uint8, numbers uint16, end int16) {
	for y := x + d; n <= sumoku.MaxLine; y += d {
		c := s.cell[y]
		if c <= 0 {
			return n, sum, colours, numbers, c
		}
		f := int(c - 1)
		v := s.value(f)
		n++
		sum += v
		colours |= 1 << s.colour[f>>1]
		numbers |= 1 << v
	}
	return n, sum, colours, numbers, cellUnknown // not reached: no run is longer than sumoku.MaxLine
}

// fits reports whether face f may go on the undecided square x: the row
// and the column it would join keep the rules so far.
func (s *layoutSearch) fits(x, f int) bool {
	s.tried++
	v := s.value(f)
	col := uint8(1) << s.colour[f>>1]
	for axis := range 2 {
		d := s.dirs[2*axis]
		na, sa, ca, ma, ea := s.walk(x, -d)
		nb, sb, cb, mb, eb := s.walk(x, d)
		if na+nb == 0 {
			continue
		}
		if na+nb+1 > sumoku.MaxLine || ca&cb != 0 || (ca|cb)&col != 0 {
			return false
		}
		if s.solo && (ma&mb != 0 || (ma|mb)&(1<<v) != 0) {
			return false
		}
		sum := sa + sb + v
		if sum%s.key == 0 {
			continue
		}
		// A wrong total needs more tiles at an open end: none when both
		// ends are closed or the line is full, and only tiles of colours
		// (and, in solo, numbers) it lacks.
		ends := 0
		if ea == cellUnknown {
			ends |= 1
		}
		if eb == cellUnknown {
			ends |= 2
		}
		L := na + nb + 1
		if ends == 0 || L == sumoku.MaxLine {
			return false
		}
		if !s.canComplete(x-na*d, x+nb*d, d, ends, L, sum, ca|cb|col, ma|mb|1<<v, f>>1) {
			return false
		}
	}
	return true
}

// canComplete reports whether a line from square a to square b (steps
// of d) of L tiles, whose total sum is not a multiple of the key, can
// still reach one: it adds tiles still in hand, at most one per colour
// it lacks (in solo, of numbers it lacks), through its open ends (bit 0
// the end before a, bit 1 the end after b). Extra kind skip is the one
// about to be placed, not yet taken from the hand. When a tile already
// stands within reach beyond an open end the line might join it, and
// canComplete answers yes without looking further.
func (s *layoutSearch) canComplete(a, b, d, ends, L, sum int, colours uint8, numbers uint16, skip int) bool {
	room := sumoku.MaxLine - L
	for i := 2; i <= room+1; i++ {
		if ends&1 != 0 && s.cell[a-i*d] > 0 || ends&2 != 0 && s.cell[b+i*d] > 0 {
			return true
		}
	}
	key := uint(s.key)
	full := uint64(1)<<key - 1
	reach := uint64(1) << (uint(sum) % key)
	for c := range 6 {
		if colours&(1<<c) != 0 {
			continue
		}
		var vals uint16
		for k := s.colourStart[c]; k < s.colourStart[c+1]; k++ {
			if s.count[k] == 0 || k == skip && s.count[k] == 1 {
				continue
			}
			for nine := range s.faces(k) {
				vals |= 1 << s.value(2*k+nine)
			}
		}
		if s.solo {
			vals &^= numbers
		}
		next := reach
		for v := uint(1); v <= 9; v++ {
			if vals&(1<<v) != 0 {
				r := v % key
				next |= (reach<<r | reach>>(key-r)) & full
			}
		}
		reach = next
	}
	return reach&1 != 0
}

// place puts face f on square x (fits said yes).
func (s *layoutSearch) place(x, f int) {
	s.cell[x] = int16(f + 1)
	s.count[f>>1]--
	s.left--
	s.placed = append(s.placed, int32(x))
	for _, d := range s.dirs {
		y := x + d
		s.adj[y]++
		if s.cell[y] == cellUnknown && s.adj[y] == 1 {
			s.front = append(s.front, int32(y))
		}
	}
	// A line through x with a wrong total and one closed end must grow
	// at the other.
	for axis := range 2 {
		d := s.dirs[2*axis]
		na, sa, _, _, ea := s.walk(x, -d)
		nb, sb, _, _, eb := s.walk(x, d)
		if na+nb == 0 || (sa+sb+s.value(f))%s.key == 0 {
			continue
		}
		if ea == cellEmpty && eb == cellUnknown {
			s.forced = append(s.forced, int32(x+(nb+1)*d))
		} else if eb == cellEmpty && ea == cellUnknown {
			s.forced = append(s.forced, int32(x-(na+1)*d))
		}
	}
}

// unplace undoes place(x, f); the caller has restored front and forced.
func (s *layoutSearch) unplace(x, f int) {
	for _, d := range s.dirs {
		s.adj[x+d]--
	}
	s.placed = s.placed[:len(s.placed)-1]
	s.cell[x] = cellUnknown
	s.count[f>>1]++
	s.left++
}

// canClose reports whether square x may stay empty: each line it ends
// that is now closed at both ends has a good total, and no neighbour is
// left with four empty sides.
func (s *layoutSearch) canClose(x int) bool {
	s.tried++
	for y, d := range s.tiled(x) {
		f := int(s.cell[y] - 1)
		n, sum, colours, numbers, end := s.walk(y, d)
		if n > 0 && (sum+s.value(f))%s.key != 0 {
			// The line from y away from x is now closed at x.
			if end == cellEmpty || n+1 == sumoku.MaxLine {
				return false
			}
			colours |= 1 << s.colour[f>>1]
			numbers |= 1 << s.value(f)
			if !s.canComplete(y, y+n*d, d, 2, n+1, sum+s.value(f), colours, numbers, -1) {
				return false
			}
		}
		if open, _ := s.openSides(y); open == 1 {
			return false // x is y's last open side
		}
	}
	return true
}

// close marks square x empty for good (canClose said yes) and notes the
// squares that must now hold tiles.
func (s *layoutSearch) close(x int) {
	s.cell[x] = cellEmpty
	for y, d := range s.tiled(x) {
		n, sum, _, _, end := s.walk(y, d)
		if n > 0 && end == cellUnknown && (sum+s.value(int(s.cell[y]-1)))%s.key != 0 {
			s.forced = append(s.forced, int32(y+(n+1)*d))
		}
		if open, free := s.openSides(y); open == 1 && s.cell[free] == cellUnknown {
			s.forced = append(s.forced, int32(free))
		}
	}
}

// tiled yields each neighbour of square x that holds a tile, with the
// step from x to it.
func (s *layoutSearch) tiled(x int) iter.Seq2[int, int] {
	return func(yield func(y, d int) bool) {
		for _, d := range s.dirs {
			if y := x + d; s.cell[y] > 0 && !yield(y, d) {
				return
			}
		}
	}
}

// openSides counts the neighbours of square y that are not closed, and
// returns the last of them.
func (s *layoutSearch) openSides(y int) (open, last int) {
	for _, d := range s.dirs {
		if s.cell[y+d] != cellEmpty {
			open++
			last = y + d
		}
	}
	return open, last
}

// next picks the square to decide: the centre's neighbours first (in
// the symmetry order), then, of the newest few forced squares, the one
// that fits the fewest tiles, then the newest square next to the
// layout. It returns -1 when every square next to the layout is decided,
// and dead when a forced square fits no tile (every choice there fails).
// Decided entries it drops from front and forced go on the trail; the
// caller puts them back with restore.
func (s *layoutSearch) next() (x, firstNeighbour int, dead bool) {
	for i, d := range s.dirs {
		if y := s.origin + d; s.cell[y] == cellUnknown {
			return y, i, false
		}
	}
	s.drop(&s.forced, 0)
	s.drop(&s.front, 1)
	if s.left == 0 {
		if len(s.forced) > 0 {
			return -1, -1, true // a square needs a tile and none is left
		}
		if len(s.front) > 0 {
			return int(s.front[len(s.front)-1]), -1, false
		}
		return -1, -1, false
	}
	best, bestOptions := -1, 0
	look := func(stack []int32, most int) bool {
		for i, seen := len(stack)-1, 0; i >= 0 && seen < most; i-- {
			y := int(stack[i])
			if s.cell[y] != cellUnknown {
				continue
			}
			seen++
			options := 0
			if s.spend() {
				return false
			}
			if s.canClose(y) {
				options++
			}
			for k, c := range s.count {
				for nine := range s.faces(k) {
					if c == 0 || best >= 0 && options >= bestOptions {
						continue
					}
					if s.spend() {
						return false
					}
					if s.fits(y, 2*k+nine) {
						options++
					}
				}
			}
			if options == 0 {
				return false
			}
			if best < 0 || options < bestOptions {
				best, bestOptions = y, options
			}
		}
		return true
	}
	if !look(s.forced, forcedLook) || !look(s.front, frontLook) {
		return -1, -1, true
	}
	return best, -1, false
}

// How many undecided squares next compares, from the top of each stack.
const (
	forcedLook = 4
	frontLook  = 8
)

// drop takes decided squares off the top of stack (which: 0 forced, 1
// front), noting them on the trail.
func (s *layoutSearch) drop(stack *[]int32, which int32) {
	for len(*stack) > 0 {
		y := (*stack)[len(*stack)-1]
		if s.cell[y] == cellUnknown {
			return
		}
		*stack = (*stack)[:len(*stack)-1]
		s.trail = append(s.trail, y<<1|which)
	}
}

// restore puts back what next dropped since the trail held mark entries.
func (s *layoutSearch) restore(mark int) {
	for i := len(s.trail) - 1; i >= mark; i-- {
		y := s.trail[i]
		if y&1 == 0 {
			s.forced = append(s.forced, y>>1)
		} else {
			s.front = append(s.front, y>>1)
		}
	}
	s.trail = s.trail[:mark]
}

// search decides squares until the layout is complete (true, leaving it
// on the grid) or no choice works (false, the grid as it was).
func (s *layoutSearch) search() bool {
	mark := len(s.trail)
	x, nb, dead := s.next()
	defer s.restore(mark)
	if dead {
		return false
	}
	if x < 0 {
		return s.left == 0
	}
	nFront, nForced := len(s.front), len(s.forced)
	// The symmetry order for the centre's neighbours: right always holds
	// a tile; up holds one only when down and left do.
	tilesOK := s.left > 0
	emptyOK := nb != 0
	if nb == 3 {
		tilesOK = tilesOK && s.cell[s.origin+s.dirs[2]] > 0 && s.cell[s.origin+s.dirs[1]] > 0
	}
	tryEmpty := func() bool {
		if !emptyOK || s.spend() || !s.canClose(x) {
			return false
		}
		s.close(x)
		if s.search() {
			return true
		}
		s.cell[x] = cellUnknown
		s.front, s.forced = s.front[:nFront], s.forced[:nForced]
		return false
	}
	if !s.emptyLast && tryEmpty() {
		return true
	}
	if !tilesOK {
		return s.emptyLast && tryEmpty()
	}
	// Tiles of the colours with the most tiles left go first: they are
	// the hardest to fit, as no line takes two of them.
	var left [6]int
	for k, c := range s.count {
		left[s.colour[k]] += c
	}
	colours := [6]uint8{0, 1, 2, 3, 4, 5}
	for i := 1; i < 6; i++ {
		for j := i; j > 0 && left[colours[j]] > left[colours[j-1]]; j-- {
			colours[j], colours[j-1] = colours[j-1], colours[j]
		}
	}
	for _, c := range colours {
		if left[c] == 0 {
			break
		}
		for _, k := range s.order[s.colourStart[c]:s.colourStart[c+1]] {
			if s.count[k] == 0 {
				continue
			}
			for nine := range s.faces(k) {
				f := 2*k + nine
				if s.spend() {
					return false
				}
				if !s.fits(x, f) {
					continue
				}
				s.place(x, f)
				if s.search() {
					return true
				}
				s.unplace(x, f)
				s.front, s.forced = s.front[:nFront], s.forced[:nForced]
			}
		}
	}
	return s.emptyLast && tryEmpty()
}

// layout reads the finished layout off the grid.
func (s *layoutSearch) layout() sumoku.Layout {
	ps := make([]sumoku.Placement, len(s.placed))
	or, oc := s.origin/s.side, s.origin%s.side
	for i, x := range s.placed {
		f := int(s.cell[x] - 1)
		ps[i] = sumoku.Placement{Row: int(x)/s.side - or, Col: int(x)%s.side - oc, Tile: s.kinds[f>>1], Nine: f&1 == 1}
	}
	l, _ := sumoku.NewLayout(ps...)
	return l
}
