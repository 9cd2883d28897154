package solver

import (
	"errors"
	"fmt"
	"github.com/tilekit/tilekit/sumoku"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// randomHands deals n hands of size tiles each from the box with seeds
// 0..n-1.
func randomHands(n, size int) []string {
	out := make([]string, n)
	for seed := range n {
		_, ts := sumoku.DefaultRules().Tiles.Bag(uint64(seed)).DrawUpTo(size)
		out[seed] = sumoku.FormatTiles(ts)
	}
	return out
}

// checkSolved fails the test unless l is a valid layout of exactly the
// tiles of hand.
func checkSolved(t gametest.Failer, hand string, key int, solo bool, l sumoku.Layout) {
	t.Helper()
	if err := sumoku.CheckLayout(l, key, solo); err != nil {
		t.Fatalf("Solve(%q, %d, %v) = %v: %v", hand, key, solo, l, err)
	}
	want, _ := sumoku.ParseTiles(hand)
	if !tiles.Equal(sortTiles(l.Tiles()), sortTiles(want)) {
		t.Fatalf("Solve(%q, %d, %v) lays out %s", hand, key, solo, sumoku.FormatTiles(l.Tiles()))
	}
}

func TestSolveLayoutsAreValid(t *testing.T) {
	for _, solo := range []bool{false, true} {
		for _, key := range []int{3, 4, 5, 7} {
			for _, hand := range randomHands(10, 10) {
				if l, ok := Solve(hand, key, solo); ok {
					checkSolved(t, hand, key, solo, l)
				}
			}
		}
	}
	if l, ok := Solve("", 5, false); !ok || l.Len() != 0 {
		t.Error("Solve of no tiles")
	}
	if l, ok := Solve("Y3", 5, false); !ok || l.String() != "0,0=Y3" {
		t.Errorf("Solve(Y3) = %v, %v", l, ok)
	}
	if l, ok := Solve("R2 O3", 5, false); !ok || l.String() != "0,0=R2 0,1=O3" {
		t.Errorf("Solve(R2 O3) = %v, %v", l, ok)
	}
	if _, ok := Solve("R2 R3", 5, false); ok {
		t.Error("Solve(R2 R3): one colour twice")
	}
}

// A handCase is a hand to lay out for a key number, and the error the
// search must end with (nil when a layout exists).
type handCase struct {
	hand string
	key  int
	want error
}

func TestSolveWithinErrors(t *testing.T) {
	for _, c := range []handCase{
		{"R3 X9", 5, sumoku.ErrSyntax},
		{"R3 O2", 0, sumoku.ErrBadRules},
		{"R2 R3", 5, ErrNoLayout},
		{"R1 O1", 55, ErrNoLayout},
		{strings.Repeat("R1 ", sumoku.MaxTiles+1), 5, ErrGaveUp},
	} {
		if _, err := SolveWithin(c.hand, c.key, false, 0); !errors.Is(err, c.want) {
			t.Errorf("SolveWithin(%.20q, %d) = %v, want %v", c.hand, c.key, err, c.want)
		}
	}
	// Five steps are not enough for eight tiles, and the search says so
	// rather than claiming there is no layout.
	hand := "R1 O2 Y3 G4 B5 P5 R7 O3"
	if _, err := SolveWithin(hand, 5, false, 5); !errors.Is(err, ErrGaveUp) {
		t.Errorf("SolveWithin(%q) on 5 steps: %v, want ErrGaveUp", hand, err)
	}
	if l, err := SolveWithin(hand, 5, false, 0); err != nil {
		t.Errorf("SolveWithin(%q) on the default budget: %v", hand, err)
	} else {
		checkSolved(t, hand, 5, false, l)
	}
}

// TestSolveHandsTheTreeSearchMissed holds hands that the tree-shaped
// search, since replaced, found no layout for.
func TestSolveHandsTheTreeSearchMissed(t *testing.T) {
	for _, c := range []struct {
		hand string
		key  int
	}{
		// Every layout of these holds a 2x2 block.
		{"R4 R5 B6 B7 O4 Y3 R1 R5", 5},
		// A Z shape: 0,1=R7 1,0=B2 1,1=Y3 2,0=R8.
		{"R8 Y3 R7 B2", 5},
	} {
		l, ok := Solve(c.hand, c.key, false)
		if !ok {
			t.Fatalf("Solve(%q, %d) found nothing", c.hand, c.key)
		}
		checkSolved(t, c.hand, c.key, false, l)
	}
	ts, _ := sumoku.ParseTiles("R8 Y3 R7 B2")
	if !bruteHasLayout(ts, 5, false) {
		t.Fatal("the exhaustive search finds no layout for R8 Y3 R7 B2")
	}
}

// polyominoes returns every connected shape of n squares, each moved so
// that its top row and left column are 0, as lists of squares in
// reading order. It builds shapes of n squares by adding one square in
// every possible place to those of n-1, keeping each shape once.
func polyominoes(n int) [][][2]int {
	polyMu.Lock()
	defer polyMu.Unlock()
	for len(polyCache) <= n {
		m := len(polyCache)
		var next [][][2]int
		switch m {
		case 0:
			next = [][][2]int{{}}
		case 1:
			next = [][][2]int{{{0, 0}}}
		default:
			seen := map[string]bool{}
			for _, p := range polyCache[m-1] {
				for _, sq := range p {
					for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
						q := [2]int{sq[0] + d[0], sq[1] + d[1]}
						if slices.Contains(p, q) {
							continue
						}
						shape := normalise(append(slices.Clone(p), q))
						if k := fmt.Sprint(shape); !seen[k] {
							seen[k] = true
							next = append(next, shape)
						}
					}
				}
			}
		}
		polyCache = append(polyCache, next)
	}
	return polyCache[n]
}

var (
	polyMu    sync.Mutex
	polyCache [][][][2]int
)

func normalise(p [][2]int) [][2]int {
	top, left := p[0][0], p[0][1]
	for _, q := range p {
		top, left = min(top, q[0]), min(left, q[1])
	}
	for i := range p {
		p[i][0] -= top
		p[i][1] -= left
	}
	sort.Slice(p, func(i, j int) bool {
		return p[i][0] < p[j][0] || p[i][0] == p[j][0] && p[i][1] < p[j][1]
	})
	return p
}

// shapeLines returns the lines of a shape (every row or column run of
// two or more squares) as indices into it, or false when a run is longer
// than MaxLine.
func shapeLines(p [][2]int) ([][]int, bool) {
	at := map[[2]int]int{}
	for i, q := range p {
		at[q] = i
	}
	var lines [][]int
	for i, q := range p {
		for _, d := range [2][2]int{{0, 1}, {1, 0}} {
			if _, ok := at[[2]int{q[0] - d[0], q[1] - d[1]}]; ok {
				continue // not the start of a run
			}
			run := []int{i}
			for k := 1; ; k++ {
				j, ok := at[[2]int{q[0] + k*d[0], q[1] + k*d[1]}]
				if !ok {
					break
				}
				run = append(run, j)
			}
			if len(run) > sumoku.MaxLine {
				return nil, false
			}
			if len(run) >= 2 {
				lines = append(lines, run)
			}
		}
	}
	return lines, true
}

// bruteHasLayout reports whether the tiles have a valid layout by trying
// every shape of len(ts) squares and every way of putting the tiles (and
// each 6 as 6 or 9) on its squares. It checks a line as soon as its
// squares are all filled, and nothing else: an oracle for the tests.
func bruteHasLayout(ts []tiles.Tile, key int, solo bool) bool {
	n := len(ts)
	if n <= 1 {
		return true
	}
	ts = sortTiles(ts)
	for _, p := range polyominoes(n) {
		lines, ok := shapeLines(p)
		if !ok {
			continue
		}
		// done[i]: the lines whose last square (in index order) is i.
		done := make([][][]int, n)
		for _, ln := range lines {
			last := slices.Max(ln)
			done[last] = append(done[last], ln)
		}
		used := make([]bool, n)
		value := make([]int, n)
		tile := make([]tiles.Tile, n)
		var fill func(i int) bool
		fill = func(i int) bool {
			if i == n {
				return true
			}
			for j, t := range ts {
				if used[j] || (j > 0 && ts[j-1] == t && !used[j-1]) {
					continue // identical tiles: the first free copy only
				}
				vals := []int{int(t.Number)}
				if t.Number == 6 {
					vals = append(vals, 9)
				}
				for _, v := range vals {
					used[j], value[i], tile[i] = true, v, t
					good := true
					for _, ln := range done[i] {
						sum, colours, numbers := 0, map[tiles.Symbol]bool{}, map[int]bool{}
						for _, c := range ln {
							sum += value[c]
							if colours[tile[c].Symbol] || solo && numbers[value[c]] {
								good = false
							}
							colours[tile[c].Symbol], numbers[value[c]] = true, true
						}
						if sum%key != 0 {
							good = false
						}
					}
					if good && fill(i+1) {
						return true
					}
					used[j] = false
				}
			}
			return false
		}
		if fill(0) {
			return true
		}
	}
	return false
}

// TestSolveMatchesExhaustiveSearch draws hands of up to 7 tiles (up to 5
// in -short mode) and checks that SolveWithin finds a layout exactly
// when the exhaustive search does, and otherwise proves there is none
// rather than giving up. The quick run tries 15 hands, the long run
// (TILEKIT_LONG=1) rapid's 100.
func TestSolveMatchesExhaustiveSearch(t *testing.T) {
	gametest.Checks(t, 15)
	most := 7
	if testing.Short() {
		most = 5
	}
	box := sumoku.DefaultRules().Tiles.Tiles()
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, most).Draw(t, "n")
		idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(box)-1), n, n, rapid.ID).Draw(t, "tiles")
		key := rapid.IntRange(3, 8).Draw(t, "key")
		solo := rapid.Bool().Draw(t, "solo")
		ts := make([]tiles.Tile, n)
		for i, j := range idx {
			ts[i] = box[j]
		}
		hand := sumoku.FormatTiles(ts)
		want := bruteHasLayout(ts, key, solo)
		l, err := SolveWithin(hand, key, solo, 0)
		switch {
		case want && err != nil:
			t.Fatalf("SolveWithin(%q, %d, %v): %v; a layout exists", hand, key, solo, err)
		case want:
			checkSolved(t, hand, key, solo, l)
		case !errors.Is(err, ErrNoLayout):
			t.Fatalf("SolveWithin(%q, %d, %v) = %v, %v; want ErrNoLayout", hand, key, solo, l, err)
		}
	})
}

// TestSolveCountsAllWork checks that the budget bounds every candidate
// the search looks at, on large hands where it cannot finish: the
// search counts the squares and tiles it tries apart from the budget,
// and neither count may pass the budget.
func TestSolveCountsAllWork(t *testing.T) {
	const budget = 20_000 * squareSteps
	for _, n := range []int{96, 192, 384, sumoku.MaxTiles} {
		ts := bigHand(n)
		s := newLayoutSearch(ts, 8, true, budget)
		_, res, steps := s.solve()
		if steps > budget || s.tried*squareSteps > budget {
			t.Errorf("%d tiles: %d steps, %d candidates tried; budget %d", n, steps, s.tried, budget)
		}
		if res == solveFound {
			t.Errorf("%d tiles, key 8, solo: found a layout on %d steps", n, budget)
		}
	}
}

// bigHand deals n tiles from as many boxes as it takes.
func bigHand(n int) []tiles.Tile {
	d := sumoku.DefaultRules().Tiles
	for k := range d {
		d[k] = (n + 95) / 96 * 2
	}
	_, ts := d.Bag(1).DrawUpTo(n)
	return ts
}

// TestSolveReport prints, with SUMOKU_SOLVE_REPORT=1, for each key 3 to
// 8 and both rules the share of 200 random 10-tile hands that can be
// laid out in full, how many the search gave up on, and the time per
// hand (mean and worst); then the same for 16-tile hands; then the work
// Solve does on hands of 96 to 1,024 tiles, key 8, solo.
//
//	SUMOKU_SOLVE_REPORT=1 go test -run TestSolveReport -v ./sumoku/
func TestSolveReport(t *testing.T) {
	if os.Getenv("SUMOKU_SOLVE_REPORT") == "" {
		t.Skip("set SUMOKU_SOLVE_REPORT=1 to print the report")
	}
	for _, size := range []int{10, 16} {
		hands := randomHands(200, size)
		for _, solo := range []bool{false, true} {
			for key := 3; key <= 8; key++ {
				found, none, gaveUp, most, worstSteps := 0, 0, 0, time.Duration(0), 0
				var total time.Duration
				for _, h := range hands {
					ts, _ := sumoku.ParseTiles(h)
					start := time.Now()
					l, res, steps := solveTiles(ts, key, solo, SolveBudget, nil)
					d := time.Since(start)
					total += d
					most = max(most, d)
					worstSteps = max(worstSteps, steps)
					switch res {
					case solveFound:
						found++
						checkSolved(t, h, key, solo, l)
					case solveNone:
						none++
					default:
						gaveUp++
					}
				}
				t.Logf("tiles %d solo %-5v key %d: placeable %5.1f%%, none %5.1f%%, gave up %d; time mean %v worst %v; worst steps %d",
					size, solo, key, 100*float64(found)/float64(len(hands)), 100*float64(none)/float64(len(hands)), gaveUp,
					(total / time.Duration(len(hands))).Round(time.Microsecond), most.Round(time.Microsecond), worstSteps)
			}
		}
	}
	for _, n := range []int{96, 192, 384, sumoku.MaxTiles} {
		s := newLayoutSearch(bigHand(n), 8, true, SolveBudget)
		start := time.Now()
		_, res, steps := s.solve()
		t.Logf("%d tiles, key 8, solo: result %d (0 found, 1 none, 2 gave up), %d steps, %d square candidates, %v",
			n, res, steps, s.tried, time.Since(start).Round(time.Millisecond))
	}
}

// SolveWithin tells a hand with no layout from a search cut short.
func ExampleSolveWithin() {
	l, err := SolveWithin("R8 Y3 R7 B2", 5, false, 0)
	fmt.Println(l, err)
	_, err = SolveWithin("R2 R3", 5, false, 0)
	fmt.Println(errors.Is(err, ErrNoLayout))
	_, err = SolveWithin("R1 O2 Y3 G4 B5 P5 R7 O3", 5, false, 5)
	fmt.Println(errors.Is(err, ErrGaveUp))
	// Output:
	// -1,1=B2 -1,2=R8 0,0=R7 0,1=Y3 <nil>
	// true
	// true
}

// soloHardHands are 16-tile solo hands the search used to give up on
// within SolveBudget (from randomHands(200, 16)): hands with many tiles
// of a few colours, whose line structures are slow to rule out. want is
// nil when a layout exists, else ErrNoLayout.
var soloHardHands = []handCase{
	{"G2 G2 G3 B4 G6 G8 P3 R7 Y3 G8 R7 P2 Y8 O2 P8 P1", 3, nil},
	{"G8 O6 P8 O3 B5 B6 G8 B8 R8 P4 R3 O6 Y2 O5 R3 O4", 3, nil},
	{"R6 Y3 O4 O4 Y1 R7 P3 G8 B7 Y4 P4 G7 Y5 O7 R7 P2", 5, nil},
	{"G1 O1 R4 G4 Y6 G7 B1 O5 P3 Y4 R6 B4 Y1 R3 O3 B1", 3, ErrNoLayout},
	{"O3 B3 Y1 R2 O4 O2 R8 G1 G1 R3 O4 Y2 G4 P5 Y2 B8", 4, ErrNoLayout},
	{"O1 P4 Y5 O7 O5 B3 G2 O1 R5 R4 B7 P2 O8 R4 O5 G3", 7, ErrNoLayout},
	{"P5 B4 Y5 P1 G2 G1 B3 B5 R5 B6 Y1 P4 B7 G3 G6 R4", 7, ErrNoLayout},
}

func TestSolveSoloHardHands(t *testing.T) {
	for _, c := range soloHardHands {
		l, err := SolveWithin(c.hand, c.key, true, 0)
		if c.want == nil {
			if err != nil {
				t.Errorf("SolveWithin(%q, %d, true): %v, want a layout", c.hand, c.key, err)
				continue
			}
			checkSolved(t, c.hand, c.key, true, l)
		} else if !errors.Is(err, c.want) {
			t.Errorf("SolveWithin(%q, %d, true) = %v, %v; want %v", c.hand, c.key, l, err, c.want)
		}
	}
}

// BenchmarkSolve lays out ten dealt hands of ten tiles each, for key
// numbers 3 and 5: the speed and solo games' claim check.
func BenchmarkSolve(b *testing.B) {
	hands := randomHands(10, 10)
	for b.Loop() {
		for _, key := range []int{3, 5} {
			for _, h := range hands {
				Solve(h, key, false)
			}
		}
	}
}
