package solver

import (
	"cmp"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/tilekit/tilekit/internal/steps"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
)

// The lines of any valid layout of two or more tiles form what this file
// calls a line structure: a set of valid lines (groups of 2 to 6 tiles of
// distinct colours, and in solo distinct numbers, whose total is a
// multiple of the key, each 6 counting 6 or 9) that
//
//   - holds every tile (a tile with no line would be cut off),
//   - puts no tile in more than two lines (its row and its column),
//   - has no two lines sharing more than one tile (two rows share none,
//     a row and a column at most the square where they cross),
//   - splits into two sides, rows and columns, with lines of one side
//     sharing no tile, and
//   - is connected through shared tiles (as the layout is connected),
//
// and a 6 in two lines counts the same in both. Where a layout has to put
// each line is left out, so a structure need not come from a layout; but
// when no structure exists, no layout does. That is cheap to decide for
// many hands that have none, where the square-by-square search can take
// tens of millions of steps to rule out every shape: three hands of 10
// and 12 tiles that it needed 15 million, 43 million and over 100
// million square candidates for are ruled out here in 1,400 to a
// million line candidates (a line candidate costs about a twentieth of
// a square candidate).
//
// structureSearch grows a structure from a line holding a root tile
// (the one with the fewest lines). It takes a tile that is in one chosen
// line and may still get a second (the lowest such) and either settles
// it (no further line) or adds a line through it that holds a tile not
// yet covered and no settled tile. Every structure S can be grown that
// way, leaving out at most lines whose tiles were all covered already:
// when a tile is settled, S has no line through it with an uncovered
// tile, so a tile S reaches is never cut off from the growing set. Of
// two identical tiles not yet covered, a line takes the first before the
// second (the other choice is the same up to swapping them).
//
// Three things keep the search short without losing a structure:
//
//   - each tile not yet covered needs a line still open to it: no tile
//     in two chosen lines or settled, each covered 6 counted as before,
//     and, when it holds covered tiles, crossing each chosen line at
//     most once and on the other side;
//   - what happens after a step depends only on the covered tiles, the
//     ones closed to further lines, how the covered 6s count and the
//     pending tiles grouped by chosen line and side (see stateKey), so
//     a state that failed once is not searched again (until a structure
//     is found: after that a failure may only mean embed failed);
//   - short runs with the lines through each tile shuffled come first
//     (a hand with many structures need not wait for one bad early line
//     to be ruled out), then one run with the rest of the steps. Any
//     run that ends before its limit has ruled out every structure.
//
// Lines that cover tiles with few lines are tried first. On 16-tile solo
// hands with many tiles of a few colours, the kind the search used to
// give up on, this settles 21 of 25 such hands within SolveBudget where
// none settled before.
//
// Each structure found goes to embed, which tries to lay it out; the
// first that fits gives Solve its layout without the square-by-square
// search.

// maxStructureTiles bounds the hands the structure check takes: tiles
// are bits of a uint32, and past this size the lines are too many to
// list.
const maxStructureTiles = 20

type lineGroup struct {
	tiles uint32 // bit i: tile i
	nines uint32 // bit i: tile i is a 6 standing as 9
}

type structureSearch struct {
	ts     []tiles.Tile
	key    int
	solo   bool
	work   budget // the steps taken and allowed
	groups []lineGroup
	byTile [][]int32 // per tile, the groups holding it

	chosen      []int32
	side        []uint8             // per chosen line: 0 or 1
	once, twice uint32              // tiles in one chosen line, in two
	nineSet     uint32              // 6s standing as 9 in the chosen lines
	settled     uint32              // tiles that get no further line
	twin        uint32              // bit i: tile i is the same as tile i-1
	seen        bool                // a structure was found
	failed      map[string]struct{} // states known to fail
	keyBuf      []byte

	found func() bool // called on each structure; true ends the search
	at    map[[2]int]int
	pos   [][2]int
	laid  []sumoku.Placement // the layout embed found
}

// structureExists reports whether the tiles have a line structure: yes,
// no, or (ok false) unknown because the limit of steps ran out. It
// returns the steps it took. After it meets the first structure it goes
// on, for at most extra more steps, looking for one it can lay out on
// the table (see embed); the layout, when it finds one, is the last
// result. Once h stops (nil: never), the search gives up at once.
func structureExists(ts []tiles.Tile, key int, solo bool, limit, extra int, h *halt) (exists, ok bool, work int, layout []sumoku.Placement) {
	n := len(ts)
	if n < 2 || n > maxStructureTiles {
		return true, false, 0, nil
	}
	s := &structureSearch{ts: ts, key: key, solo: solo, work: budget{Budget: steps.Budget{Limit: limit}, halt: h}, byTile: make([][]int32, n)}
	s.list(0, lineGroup{}, 0, 0, 0, 0)
	if s.work.RanOut {
		return true, false, s.work.Used, nil
	}
	for _, gs := range s.byTile {
		if len(gs) == 0 {
			return false, true, s.work.Used, nil // a tile fits no line
		}
	}
	for i := 1; i < n; i++ {
		if ts[i] == ts[i-1] {
			s.twin |= 1 << i
		}
	}
	s.failed = make(map[string]struct{})
	s.found = func() bool {
		if !s.seen {
			s.seen = true
			s.work.Limit = min(limit, s.work.Used+extra)
		}
		return s.embed()
	}
	byScore := s.sortLines()
	// Short runs first, each twice as long as the last, with the lines
	// through each tile shuffled (every other run sorted again, the
	// shuffle only breaking ties), while they use at most an eighth of
	// the limit; then one run with the rest in the sorted order. Any run
	// that ends before its limit has ruled out every structure.
	orig := s.byTile
	rng := rand.New(rand.NewPCG(uint64(n), uint64(key)))
	runLimit := structureRestartFirst
	for run := 0; ; run++ {
		last := s.work.Used+runLimit > limit/8
		s.work.Limit, s.work.RanOut = limit, false
		s.byTile = orig
		if !last {
			s.work.Limit = s.work.Used + runLimit
			if run > 0 {
				s.byTile = make([][]int32, n)
				for i, gs := range orig {
					s.byTile[i] = slices.Clone(gs)
					rng.Shuffle(len(gs), func(a, b int) { s.byTile[i][a], s.byTile[i][b] = s.byTile[i][b], s.byTile[i][a] })
					if run%2 == 1 {
						slices.SortStableFunc(s.byTile[i], byScore)
					}
				}
			}
		}
		if s.run() {
			return true, true, s.work.Used, s.laid
		}
		switch {
		case s.seen:
			return true, true, s.work.Used, nil
		case !s.work.RanOut:
			return false, true, s.work.Used, nil
		case last || s.work.halted():
			return true, false, s.work.Used, nil
		}
		runLimit *= 2
	}
}

// sortLines puts first, among the lines through each tile, those that
// cover tiles with few lines (those tiles are the hardest to cover), and
// returns the order it sorted by.
func (s *structureSearch) sortLines() func(a, b int32) int {
	weight := make([]float64, len(s.byTile))
	for i, gs := range s.byTile {
		weight[i] = 1 / float64(len(gs))
	}
	score := make([]float64, len(s.groups))
	for gi, g := range s.groups {
		for t := g.tiles; t != 0; t &= t - 1 {
			score[gi] += weight[bits.TrailingZeros32(t)]
		}
	}
	byScore := func(a, b int32) int { return cmp.Compare(score[b], score[a]) }
	for _, gs := range s.byTile {
		slices.SortStableFunc(gs, byScore)
	}
	return byScore
}

// structureRestartFirst is the length in steps of the first, shortest
// run of the structure search.
const structureRestartFirst = 20_000

// run searches, from each line holding the root tile, for a structure
// embed can lay out, until the steps run out. The root is the tile with
// the fewest lines, not the second of two identical tiles (every
// structure has a line through it).
func (s *structureSearch) run() bool {
	root := 0
	for i, gs := range s.byTile {
		if s.twin&(1<<i) == 0 && len(gs) < len(s.byTile[root]) {
			root = i
		}
	}
	for _, g := range s.byTile[root] {
		if !s.step() {
			break
		}
		if (s.groups[g].tiles&s.twin)>>1&^s.groups[g].tiles != 0 {
			continue // the same line with the first of two identical tiles comes too
		}
		s.chosen = append(s.chosen[:0], g)
		s.side = append(s.side[:0], 0)
		s.once, s.twice, s.nineSet, s.settled = s.groups[g].tiles, 0, s.groups[g].nines, 0
		if s.grow() {
			return true
		}
		if s.work.RanOut {
			break
		}
	}
	return false
}

func (s *structureSearch) step() bool { return s.work.Take(1) }

// list adds every valid line made of g and tiles from index from on.
func (s *structureSearch) list(from int, g lineGroup, colours uint8, numbers uint16, sum, size int) {
	if !s.step() {
		return
	}
	if size >= 2 && sum%s.key == 0 {
		id := int32(len(s.groups))
		s.groups = append(s.groups, g)
		for t := g.tiles; t != 0; t &= t - 1 {
			i := bits.TrailingZeros32(t)
			s.byTile[i] = append(s.byTile[i], id)
		}
	}
	if size == sumoku.MaxLine {
		return
	}
	for i := from; i < len(s.ts); i++ {
		t := s.ts[i]
		c := uint8(1) << colourOf(t.Symbol)
		if colours&c != 0 {
			continue
		}
		for nine := range 2 {
			v := int(t.Number)
			if nine == 1 {
				if v != 6 {
					break
				}
				v = 9
			}
			if s.solo && numbers&(1<<v) != 0 {
				continue
			}
			next := lineGroup{tiles: g.tiles | 1<<i, nines: g.nines | uint32(nine)<<i}
			s.list(i+1, next, colours|c, numbers|1<<v, sum+v, size+1)
			if s.work.RanOut {
				return
			}
		}
	}
}

// grow reports whether the chosen lines can be completed to a structure.
// It settles the lowest tile that is in one chosen line and may still
// get a second: either it gets none (it becomes settled), or one of the
// lines through it that holds an uncovered tile and no settled one.
func (s *structureSearch) grow() bool {
	covered := s.once | s.twice
	full := uint32(1)<<len(s.ts) - 1
	if covered == full {
		return s.found()
	}
	pending := s.once &^ s.settled
	if pending == 0 {
		return false // the chosen lines cannot reach the other tiles
	}
	// Every tile not yet covered needs a line still open to it: no tile
	// in two chosen lines or settled, each covered 6 counted as before,
	// and when it holds covered tiles, a side (see sideFor). The line
	// that covers it later is such a line.
	for u := full &^ covered; u != 0; u &= u - 1 {
		open := false
		for _, gi := range s.byTile[bits.TrailingZeros32(u)] {
			if !s.step() {
				return false
			}
			g := s.groups[gi]
			if g.tiles&(s.twice|s.settled) != 0 || (g.nines^s.nineSet)&g.tiles&covered != 0 {
				continue
			}
			if g.tiles&covered != 0 {
				if _, ok := s.sideFor(g); !ok {
					continue
				}
			}
			open = true
			break
		}
		if !open {
			return false
		}
	}
	// A state that failed before fails again.
	key, ok := s.stateKey(pending, covered)
	if !ok {
		return false
	}
	if _, failed := s.failed[key]; failed {
		return false
	}
	if s.extend(pending, covered) {
		return true
	}
	if !s.work.RanOut && !s.seen && len(s.failed) < maxFailedStates {
		s.failed[key] = struct{}{}
	}
	return false
}

// maxFailedStates bounds the failed states the structure search keeps.
const maxFailedStates = 1 << 18

// stateKey returns what decides how the search goes on from here: the
// covered tiles, those that take no further line, how the covered 6s
// count, and the pending tiles grouped by their chosen line, with its
// side (a further line must cross each such group at most once, and on
// the other side). Lines with no pending tile no longer matter. It costs
// a step per chosen line and reports false when the steps ran out.
func (s *structureSearch) stateKey(pending, covered uint32) (string, bool) {
	if !s.work.Take(len(s.chosen)) {
		return "", false
	}
	var groups [2][]uint32
	for j, h := range s.chosen {
		if p := s.groups[h].tiles & pending; p != 0 {
			groups[s.side[j]] = append(groups[s.side[j]], p)
		}
	}
	b := s.keyBuf[:0]
	for _, x := range []uint32{covered, s.twice | s.settled, s.nineSet & covered} {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	for side, gs := range groups {
		slices.Sort(gs)
		for _, g := range gs {
			b = binary.LittleEndian.AppendUint32(b, g)
		}
		if side == 0 {
			b = binary.LittleEndian.AppendUint32(b, 0)
		}
	}
	s.keyBuf = b
	return string(b), true
}

// extend is the rest of grow, from a state not known to fail.
func (s *structureSearch) extend(pending, covered uint32) bool {
	i := bits.TrailingZeros32(pending)
	for _, gi := range s.byTile[i] {
		if !s.step() {
			return false
		}
		g := s.groups[gi]
		side, ok := s.usable(g, covered)
		if !ok {
			continue
		}
		once, twice, nineSet := s.once, s.twice, s.nineSet
		s.twice |= s.once & g.tiles
		s.once = (s.once | g.tiles) &^ s.twice
		s.nineSet |= g.nines
		s.chosen = append(s.chosen, gi)
		s.side = append(s.side, side)
		if s.grow() {
			return true
		}
		s.chosen, s.side = s.chosen[:len(s.chosen)-1], s.side[:len(s.side)-1]
		s.once, s.twice, s.nineSet = once, twice, nineSet
		if s.work.RanOut {
			return false
		}
	}
	if !s.step() {
		return false
	}
	s.settled |= 1 << i
	found := s.grow()
	s.settled &^= 1 << i
	return found
}

// usable reports whether line g may join the chosen ones through a
// covered tile, and on which side: it holds a tile not yet covered, no
// tile already in two lines or settled, counts each covered 6 as before,
// and shares at most one tile with each chosen line, all of one side.
// Of two identical tiles not yet covered it takes the first before the
// second: a line with the second could swap it for the first, and what
// follows would be the same up to that swap.
func (s *structureSearch) usable(g lineGroup, covered uint32) (uint8, bool) {
	if g.tiles&^covered == 0 || g.tiles&(s.twice|s.settled) != 0 {
		return 0, false
	}
	if (g.nines^s.nineSet)&g.tiles&covered != 0 {
		return 0, false // a 6 counted differently
	}
	if (g.tiles&^covered&s.twin)>>1&^covered&^g.tiles != 0 {
		return 0, false
	}
	return s.sideFor(g)
}

// sideFor returns the side line g must take: opposite every chosen line
// it shares a tile with, sharing at most one tile with each.
func (s *structureSearch) sideFor(g lineGroup) (uint8, bool) {
	side := -1
	for j, h := range s.chosen {
		shared := s.groups[h].tiles & g.tiles
		if shared == 0 {
			continue
		}
		if shared&(shared-1) != 0 {
			return 0, false
		}
		want := 1 - int(s.side[j])
		if side >= 0 && side != want {
			return 0, false
		}
		side = want
	}
	return uint8(side), side >= 0
}

// embed tries to lay the chosen lines out on the table: the first as a
// row through the centre, then each in turn across the tiles of earlier
// lines it holds, trying every place along them and every order of its
// other tiles. Two tiles may stand side by side only when they share a
// line of that direction, so every run of the layout is exactly one of
// the lines and the layout is valid. It is a quick try, not a complete
// one (it reports false when the steps run out), and it never changes
// what the structure search decides.
func (s *structureSearch) embed() bool {
	n := len(s.ts)
	s.at = make(map[[2]int]int, n)
	s.pos = make([][2]int, n)
	// lineOf[i][side]: the chosen line of that side holding tile i, or -1.
	lineOf := make([][2]int, n)
	for i := range lineOf {
		lineOf[i] = [2]int{-1, -1}
	}
	for j, gi := range s.chosen {
		for t := s.groups[gi].tiles; t != 0; t &= t - 1 {
			lineOf[bits.TrailingZeros32(t)][s.side[j]] = j
		}
	}
	// touches reports whether tile i may stand on square p: each tile next
	// to it must share i's line of that direction.
	touches := func(i int, p [2]int) bool {
		for side, d := range [2][2]int{{0, 1}, {1, 0}} {
			for _, sign := range [2]int{-1, 1} {
				u, ok := s.at[[2]int{p[0] + sign*d[0], p[1] + sign*d[1]}]
				if ok && (lineOf[i][side] < 0 || lineOf[i][side] != lineOf[u][side]) {
					return false
				}
			}
		}
		return true
	}
	var lay func(j int) bool
	lay = func(j int) bool {
		if j == len(s.chosen) {
			return true
		}
		g := s.groups[s.chosen[j]]
		axis, across := 1-s.side[j], s.side[j]
		var free []int
		lo, hi, line := 0, -1, 0
		first := true
		for t := g.tiles; t != 0; t &= t - 1 {
			i := bits.TrailingZeros32(t)
			if _, ok := s.at[s.pos[i]]; !ok || s.at[s.pos[i]] != i {
				free = append(free, i)
				continue
			}
			p := s.pos[i]
			if first {
				lo, hi, line, first = p[axis], p[axis], p[across], false
			} else if p[across] != line {
				return false // its tiles are not in one row or column
			}
			lo, hi = min(lo, p[axis]), max(hi, p[axis])
		}
		m := bits.OnesCount32(g.tiles)
		if first {
			lo, hi = 0, 0 // the first line: its first square at the centre
		}
		startLo, startHi := hi-m+1, lo
		if first {
			startLo, startHi = 0, 0
		}
		for start := startLo; start <= startHi; start++ {
			var cells [][2]int
			ok := true
			for k := range m {
				var p [2]int
				p[axis], p[across] = start+k, line
				if u, taken := s.at[p]; taken {
					if g.tiles&(1<<u) == 0 {
						ok = false
						break
					}
					continue
				}
				cells = append(cells, p)
			}
			if !ok || len(cells) != len(free) {
				continue
			}
			if s.fill(cells, free, 0, touches, func() bool { return lay(j + 1) }) {
				return true
			}
			if s.work.RanOut {
				return false
			}
		}
		return false
	}
	if !lay(0) {
		return false
	}
	s.laid = make([]sumoku.Placement, n)
	for i, t := range s.ts {
		s.laid[i] = sumoku.Placement{Row: s.pos[i][0], Col: s.pos[i][1], Tile: t, Nine: s.nineSet&(1<<i) != 0}
	}
	return true
}

// fill puts the tiles free (from index k on, in every order) on cells,
// then calls next.
func (s *structureSearch) fill(cells [][2]int, free []int, k int, touches func(int, [2]int) bool, next func() bool) bool {
	if k == len(cells) {
		return next()
	}
	for j := k; j < len(free); j++ {
		if !s.step() {
			return false
		}
		free[k], free[j] = free[j], free[k]
		i := free[k]
		if touches(i, cells[k]) {
			s.at[cells[k]] = i
			s.pos[i] = cells[k]
			if s.fill(cells, free, k+1, touches, next) {
				return true
			}
			delete(s.at, cells[k])
		}
		free[k], free[j] = free[j], free[k]
		if s.work.RanOut {
			return false
		}
	}
	return false
}
