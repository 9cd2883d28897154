package sumoku

import (
	"github.com/tilekit/tilekit/tiles"
)

// SolveBudget is the number of search steps Solve takes before it gives
// up: a fixed count, so the answer never depends on the machine.
const SolveBudget = 200_000

// Solve looks for a valid layout (see CheckLayout) for key that uses
// exactly the given tiles ("R3 O1 Y6 ...", a 6 written as 6), and
// reports whether it found one within SolveBudget steps. With solo set,
// no line may repeat a number either. Text that is not a tile list, or a
// key below 1, gives false.
//
// The search builds tree-shaped layouts: a first line, then lines that
// each cross exactly one tile already placed, at right angles, and touch
// nothing else. Each step takes the first tile not yet placed and tries
// it in a new line through every tile that still has a free direction,
// with every group of other tiles that makes the line valid and every
// way of sliding the line along the crossing tile. Layouts in which
// lines meet more than once (a closed square of lines) are not tried, so
// "false" means none was found, not that none exists. A memo of the
// positions already found hopeless (the tiles placed and the tiles still
// open for a crossing line) keeps the search from repeating itself.
func Solve(tileText string, key int, solo bool) (Layout, bool) {
	ts, err := ParseTiles(tileText)
	if err != nil || key < 1 || len(ts) > MaxTiles {
		return Layout{}, false
	}
	l, ok, _ := solveTiles(ts, key, solo, SolveBudget)
	return l, ok
}

type solver struct {
	ts     []tiles.Tile
	colour []int8
	key    int
	solo   bool
	budget int
	side   int // the grid is side × side, the centre at side/2
	grid   []int16
	used   []bool
	pos    [][2]int // square of each placed tile
	nine   []bool
	// free[i][d]: placed tile i has no line in direction d (0 across, 1 down).
	free   [][2]bool
	placed int
	failed map[[3]uint64]bool
}

// solveTiles runs the search and also returns the steps it took (budget
// when it gave up).
func solveTiles(ts []tiles.Tile, key int, solo bool, budget int) (Layout, bool, int) {
	ts = sortTiles(ts)
	n := len(ts)
	if n == 0 {
		return Layout{}, true, 0
	}
	if n == 1 {
		return Layout{ps: []Placement{{Tile: ts[0]}}}, true, 0
	}
	sv := &solver{
		ts: ts, key: key, solo: solo, budget: budget,
		side: 2*n + 2*margin, used: make([]bool, n), pos: make([][2]int, n),
		nine: make([]bool, n), free: make([][2]bool, n), colour: make([]int8, n),
		failed: map[[3]uint64]bool{},
	}
	for i, t := range ts {
		sv.colour[i] = int8(colourIndex(t.Symbol))
	}
	sv.grid = make([]int16, sv.side*sv.side)
	for i := range sv.grid {
		sv.grid[i] = -1
	}
	if !sv.first() {
		return Layout{}, false, budget - sv.budget
	}
	ps := make([]Placement, n)
	c := sv.side / 2
	for i, t := range ts {
		ps[i] = Placement{Row: sv.pos[i][0] - c, Col: sv.pos[i][1] - c, Tile: t, Nine: sv.nine[i]}
	}
	l, err := NewLayout(ps...)
	if err != nil || CheckLayout(l, key, solo) != nil {
		return Layout{}, false, budget - sv.budget // not reached: every step keeps the layout valid
	}
	return l, true, budget - sv.budget
}

func (sv *solver) value(i int, nine bool) int {
	if nine {
		return 9
	}
	return int(sv.ts[i].Number)
}

// first tries every valid first line holding tile 0, laid across from the
// centre.
func (sv *solver) first() bool {
	c := sv.side / 2
	found := false
	sv.groups(0, -1, 2, MaxLine, func(group []int, nines []bool) bool {
		for j, i := range group {
			sv.put(i, c, c+j, nines[j], 0)
		}
		found = sv.search()
		if !found {
			for _, i := range group {
				sv.take(i)
			}
		}
		return !found && sv.budget > 0
	})
	return found
}

func (sv *solver) put(i, r, c int, nine bool, dir int) {
	sv.grid[r*sv.side+c] = int16(i)
	sv.used[i], sv.pos[i], sv.nine[i] = true, [2]int{r, c}, nine
	sv.free[i] = [2]bool{true, true}
	sv.free[i][dir] = false
	sv.placed++
}

func (sv *solver) take(i int) {
	p := sv.pos[i]
	sv.grid[p[0]*sv.side+p[1]] = -1
	sv.used[i] = false
	sv.placed--
}

// occupied reports whether square (r, c) holds a tile; off the grid
// counts as taken, so that no line runs off it.
func (sv *solver) occupied(r, c int) bool {
	if r < 0 || c < 0 || r >= sv.side || c >= sv.side {
		return true
	}
	return sv.grid[r*sv.side+c] >= 0
}

// memoKey names a position by the tiles placed and the free directions.
func (sv *solver) memoKey() ([3]uint64, bool) {
	if len(sv.ts) > 64 {
		return [3]uint64{}, false
	}
	var k [3]uint64
	for i := range sv.ts {
		if sv.used[i] {
			k[0] |= 1 << i
			if sv.free[i][0] {
				k[1] |= 1 << i
			}
			if sv.free[i][1] {
				k[2] |= 1 << i
			}
		}
	}
	return k, true
}

// search places the remaining tiles; it reports success, leaving them
// placed.
func (sv *solver) search() bool {
	if sv.placed == len(sv.ts) {
		return true
	}
	if sv.budget <= 0 {
		return false
	}
	sv.budget--
	key, memo := sv.memoKey()
	if memo && sv.failed[key] {
		return false
	}
	next := 0
	for sv.used[next] {
		next++
	}
	for a := range sv.ts {
		if !sv.used[a] {
			continue
		}
		for dir := range 2 {
			if !sv.free[a][dir] || sv.colour[a] == sv.colour[next] {
				continue
			}
			if sv.branch(a, dir, next) {
				return true
			}
			if sv.budget <= 0 {
				return false
			}
		}
	}
	if memo && sv.budget > 0 {
		sv.failed[key] = true
	}
	return false
}

// branch tries lines through placed tile a in direction dir (0 across, 1
// down) holding tile next.
func (sv *solver) branch(a, dir, next int) bool {
	av := sv.value(a, sv.nine[a])
	found := false
	sv.groups(next, a, 1, MaxLine-1, func(group []int, nines []bool) bool {
		sum := av
		for j, i := range group {
			sum += sv.value(i, nines[j])
		}
		if sum%sv.key != 0 {
			return true
		}
		dr, dc := 0, 1
		if dir == 1 {
			dr, dc = 1, 0
		}
		ar, ac := sv.pos[a][0], sv.pos[a][1]
		g := len(group)
		for before := 0; before <= g && !found; before++ {
			// Squares -before..-1 and 1..g-before along dir from a.
			ok := !sv.occupied(ar-dr*(before+1), ac-dc*(before+1)) && !sv.occupied(ar+dr*(g-before+1), ac+dc*(g-before+1))
			for k := -before; k <= g-before && ok; k++ {
				if k == 0 {
					continue
				}
				r, c := ar+dr*k, ac+dc*k
				ok = !sv.occupied(r, c) && !sv.occupied(r+dc, c+dr) && !sv.occupied(r-dc, c-dr)
			}
			if !ok {
				continue
			}
			sv.free[a][dir] = false
			j := 0
			for k := -before; k <= g-before; k++ {
				if k == 0 {
					continue
				}
				sv.put(group[j], ar+dr*k, ac+dc*k, nines[j], dir)
				j++
			}
			found = sv.search()
			if !found {
				for _, i := range group {
					sv.take(i)
				}
				sv.free[a][dir] = true
			}
			if sv.budget <= 0 {
				break
			}
		}
		return !found && sv.budget > 0
	})
	return found
}

// groups calls f with every group of unplaced tiles holding tile first
// (plus others after it), of lo to hi tiles, with distinct colours (and
// values, for solo) also distinct from placed tile anchor (-1 for none),
// and every choice of 6 or 9, until f returns false. The sum rule is
// left to f (the first line checks it in sumOK).
func (sv *solver) groups(first, anchor, lo, hi int, f func([]int, []bool) bool) {
	group := make([]int, 0, MaxLine)
	nines := make([]bool, 0, MaxLine)
	var colours uint8
	var values uint16
	if anchor >= 0 {
		colours = 1 << sv.colour[anchor]
		values = 1 << sv.value(anchor, sv.nine[anchor])
	}
	var rec func(from int) bool
	try := func(i int, nine bool) bool {
		v := sv.value(i, nine)
		if sv.solo && values&(1<<v) != 0 {
			return true
		}
		group, nines = append(group, i), append(nines, nine)
		colours |= 1 << sv.colour[i]
		values |= 1 << v
		ok := rec(i + 1)
		group, nines = group[:len(group)-1], nines[:len(nines)-1]
		colours &^= 1 << sv.colour[i]
		values &^= 1 << v
		return ok
	}
	rec = func(from int) bool {
		if len(group) >= lo && (anchor >= 0 || sv.sumOK(group, nines)) {
			if !f(group, nines) {
				return false
			}
		}
		if len(group) == hi {
			return true
		}
		for i := from; i < len(sv.ts); i++ {
			if sv.used[i] || colours&(1<<sv.colour[i]) != 0 {
				continue
			}
			// Identical tiles: take the first unused copy only.
			if i > from && sv.ts[i] == sv.ts[i-1] && !sv.used[i-1] {
				continue
			}
			if !try(i, false) {
				return false
			}
			if sv.ts[i].Number == 6 && !try(i, true) {
				return false
			}
		}
		return true
	}
	if colours&(1<<sv.colour[first]) != 0 {
		return
	}
	if !try(first, false) {
		return
	}
	if sv.ts[first].Number == 6 {
		try(first, true)
	}
}

func (sv *solver) sumOK(group []int, nines []bool) bool {
	sum := 0
	for j, i := range group {
		sum += sv.value(i, nines[j])
	}
	return sum%sv.key == 0
}
