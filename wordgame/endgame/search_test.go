package endgame

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
	"pgregory.net/rapid"
)

// TestEndgameTable solves every row of testdata/endgame.tsv and checks
// its value, and that the principal variation is a legal line worth
// exactly that. The small and mixed rows run always, but for the slowest
// of them; the others only in the long runs.
func TestEndgameTable(t *testing.T) {
	for _, row := range wgtest.EndgameRows(t) {
		t.Run(row.ID, func(t *testing.T) {
			if row.Class != "small" && row.Class != "mixed" || row.ID == "mixed03" {
				gametest.Long(t) // mixed03 takes most of a second: its Q never plays
			}
			s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
			eg, err := Solve(s)
			if err != nil {
				t.Fatal(err)
			}
			if eg.Value != row.Value || !eg.Exact {
				t.Fatalf("value %d (exact %v), want %d; PV %v", eg.Value, eg.Exact, row.Value, eg.PV)
			}
			checkPV(t, s, eg)
		})
	}
}

// checkPV replays eg.PV from s and checks that it gains eg.Value: the
// game ends with the line, or the line ends in two passes and passing on
// to the scoreless-turn limit gains the same.
// fataler is what checkPV and bruteEndgame need of a test.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func checkPV(t fataler, s wordgame.State, eg Result) {
	t.Helper()
	me := s.ToMove()[0]
	before := lead(s, me)
	cur := s
	for i, m := range eg.PV {
		next, err := cur.Apply(m)
		if err != nil {
			t.Fatalf("PV %v: move %d: %v", eg.PV, i, err)
		}
		cur = next
	}
	if !cur.Over() {
		n := len(eg.PV)
		if n < 2 || eg.PV[n-1].Kind() != wordgame.KindPass || eg.PV[n-2].Kind() != wordgame.KindPass {
			t.Fatalf("PV %v leaves the game running and does not end in two passes", eg.PV)
		}
		for !cur.Over() {
			cur, _ = cur.Apply(wordgame.Pass())
		}
	}
	if got := lead(cur, me) - before; got != eg.Value {
		t.Fatalf("PV %v gains %d, value %d", eg.PV, got, eg.Value)
	}
}

// bruteEndgame returns what the player to move in s gains on the other
// player from here to the end of the game under best play: every legal
// placement and the pass, at every turn, played through Apply (so the
// rules' own end of the game, scoreless-turn limit and adjustments
// included), with no pruning and no table.
func bruteEndgame(t fataler, s wordgame.State) int {
	me := s.ToMove()[0]
	before := lead(s, me)
	best := 0
	for i, m := range append(s.AppendLegalMoves(nil), wordgame.Pass()) {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		v := lead(next, me) - before
		if !next.Over() {
			v -= bruteEndgame(t, next)
		}
		if i == 0 || v > best {
			best = v
		}
	}
	return best
}

// endgameBases are positions from seeded games played with the three
// best placements until the bag is empty, the game still running.
var endgameBases = sync.OnceValues(func() ([]wordgame.State, error) {
	var out []wordgame.State
	for seed := uint64(1); len(out) < 8 && seed < 40; seed++ {
		s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: seed})
		if err != nil {
			return nil, err
		}
		rng := tiles.NewRand(seed)
		for s.BagLen() > 0 && !s.Over() {
			top, _, _ := gen.Top(s, 3, kernel.Budget{})
			m := wordgame.Pass()
			if len(top) > 0 {
				var k int
				rng, k = rng.IntN(len(top))
				m = top[k].Move
			}
			if s, err = s.Apply(m); err != nil {
				return nil, err
			}
		}
		if !s.Over() {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no game reached an empty bag")
	}
	return out, nil
})

// endgameVariants are the rules the small endgames are played under:
// Classic, and Classic with other end rules and scoreless-turn limits
// (down to one, where any pass ends the game).
func endgameVariants() []wordgame.Rules {
	own, box, one := wordgame.Classic(), wordgame.Classic(), wordgame.Classic()
	own.End, own.ScorelessTurns = wordgame.MinusOwnRack, 3
	box.End, box.ScorelessTurns = wordgame.BoxRule, 2
	one.ScorelessTurns = 1
	return []wordgame.Rules{wordgame.Classic(), own, box, one}
}

// drawSmallEndgame draws a position of one of endgameBases with racks cut
// to 1–3 of their tiles, 3 or 4 in all (now and then letters that rarely
// play, so that passes come up), scores, a count of scoreless turns so far and rules
// from endgameVariants.
func drawSmallEndgame(t *rapid.T) wordgame.State {
	bases, err := endgameBases()
	if err != nil {
		t.Fatal(err)
	}
	base := bases[rapid.IntRange(0, len(bases)-1).Draw(t, "base")]
	rules := endgameVariants()[rapid.IntRange(0, 3).Draw(t, "rules")]
	// Up to 3 tiles in all, or 4 in the long runs (so 3 against 1), keep
	// the brute force to about a second at most.
	total := gametest.Size(3, 4)
	var racks [2]string
	for p := range racks {
		have := base.RackLetters(p)
		if rapid.IntRange(0, 4).Draw(t, "hard") == 0 {
			have = "QVJXZ"
		}
		n := rapid.IntRange(1, min(3, len(have), total-(1-p))).Draw(t, "tiles")
		total -= n
		racks[p] = string(rapid.Permutation([]byte(have)).Draw(t, "order")[:n])
	}
	text, err := base.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	board := strings.Fields(string(text))[0]
	rules.Tiles = measure.ExactTiles(wordgame.Classic().Tiles, board+racks[0]+racks[1])
	scores := [2]int{rapid.IntRange(0, 500).Draw(t, "score"), rapid.IntRange(0, 500).Draw(t, "score")}
	zeros := rapid.IntRange(0, rules.ScorelessTurns-1).Draw(t, "zeros")
	s, err := wordgame.FromCGP(rules, nil, fmt.Sprintf("%s %s/%s %d/%d %d", board, racks[0], racks[1], scores[0], scores[1], zeros))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestEndgameBruteForce checks SolveEndgame against bruteEndgame on
// random small endgames, and the principal variation it returns.
func TestEndgameBruteForce(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(rt *rapid.T) {
		s := drawSmallEndgame(rt)
		want := bruteEndgame(rt, s)
		eg, err := Solve(s)
		if err != nil {
			rt.Fatal(err)
		}
		if eg.Value != want || !eg.Exact {
			text, _ := s.MarshalText()
			rt.Fatalf("%s: value %d (exact %v), brute force %d; PV %v", text, eg.Value, eg.Exact, want, eg.PV)
		}
		checkPV(rt, s, eg)
	})
}

// TestEndgameStops stops a 7-against-7 search early, by a node limit and
// by a cancelled context, and checks that it says so and still gives a
// legal first move; a depth limit gives an estimate without an error.
func TestEndgameStops(t *testing.T) {
	s, _ := wgtest.EndgameRowState(t, "full01")
	eg, err := Solve(s, NodeLimit(2000))
	if !errors.Is(err, ErrStopped) || eg.Exact || eg.Depth < 1 || len(eg.PV) == 0 || eg.Nodes > 2001 {
		t.Fatalf("node limit: %+v, %v", eg, err)
	}
	if err := s.Validate(eg.PV[0]); err != nil {
		t.Fatalf("node limit: first move %v: %v", eg.PV[0], err)
	}
	again, _ := Solve(s, NodeLimit(2000))
	if again.Value != eg.Value || again.PV[0] != eg.PV[0] || again.Nodes != eg.Nodes {
		t.Fatalf("node limit not repeatable: %+v then %+v", eg, again)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	eg, err = Solve(s, WithContext(ctx))
	if !errors.Is(err, ErrStopped) || !errors.Is(err, context.Canceled) || eg.Exact || len(eg.PV) != 1 {
		t.Fatalf("cancelled: %+v, %v", eg, err)
	}
	if err := s.Validate(eg.PV[0]); err != nil {
		t.Fatalf("cancelled: first move %v: %v", eg.PV[0], err)
	}

	eg, err = Solve(s, MaxDepth(2))
	if err != nil || eg.Exact || eg.Depth != 2 || len(eg.PV) != 2 {
		t.Fatalf("depth 2: %+v, %v", eg, err)
	}
}

// TestEndgameRefuses checks the positions SolveEndgame cannot search.
func TestEndgameRefuses(t *testing.T) {
	_, row := wgtest.EndgameRowState(t, "small01")
	over := wgtest.MustCGP(t, wordgame.Classic(), strings.TrimSuffix(row.CGP, " 0")+" 6")
	three := gametest.Must(wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 3, Seed: 1}))
	for _, c := range []struct {
		name string
		s    wordgame.State
		want error
		text string
	}{
		{"zero", wordgame.State{}, wordgame.ErrGameOver, "zero State"},
		{"bag", gametest.Must(wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 1})), wordgame.ErrBadSetup, "empty bag"},
		{"players", three, wordgame.ErrBadSetup, "two-player"},
		{"over", over, wordgame.ErrGameOver, "game is over"},
	} {
		_, err := Solve(c.s)
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%s: %v, want %v saying %q", c.name, err, c.want, c.text)
		}
	}
}

// BenchmarkEndgame solves each row of testdata/endgame.tsv, one
// sub-benchmark per row under its class: go test -bench Endgame/full
// -benchtime 1x gives the 7-against-7 solve times. cpu-ns/op is the CPU
// time per solve (the garbage collector's included), which other programs
// on a shared machine do not inflate as they do ns/op.
func BenchmarkEndgame(b *testing.B) {
	for _, row := range wgtest.EndgameRows(b) {
		s, err := wordgame.FromCGP(wordgame.Classic(), nil, row.CGP)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(row.Class+"/"+row.ID, func(b *testing.B) {
			cpu0, _ := measure.CPU()
			n := 0
			for b.Loop() {
				eg, err := Solve(s)
				if err != nil || eg.Value != row.Value {
					b.Fatalf("value %d, want %d: %v", eg.Value, row.Value, err)
				}
				n++
			}
			if cpu1, ok := measure.CPU(); ok && n > 0 {
				b.ReportMetric(float64(cpu1-cpu0)/float64(n), "cpu-ns/op")
			}
		})
	}
}

// TestEndgameSingleTile checks the one-tile scan against the move
// generator: on every board of testdata/endgame.tsv, for every letter, the
// same best score (or none), and a move Validate accepts worth it.
func TestEndgameSingleTile(t *testing.T) {
	for _, row := range wgtest.EndgameRows(t) {
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		e := newSearch(t, s)
		if e.dawg == nil {
			t.Fatalf("%s: no word automaton", row.ID)
		}
		for x := byte('A'); x <= 'Z'; x++ {
			one := withRack(e, []byte{x})
			top, _, err := gen.Top(one, 1, kernel.Budget{})
			if err != nil {
				t.Fatal(err)
			}
			m, pts, ok := e.bestSingle(&e.root.board, &e.root.anchors, x)
			if ok != (len(top) > 0) || ok && pts != top[0].Score {
				t.Fatalf("%s, %c: scan %v %d %v; generator %v", row.ID, x, m, pts, ok, top)
			}
			if !ok {
				continue
			}
			if sc, err := one.Score(m); err != nil || sc.Total != pts {
				t.Fatalf("%s, %c: scan %v for %d: Score %v, %v", row.ID, x, m, pts, sc.Total, err)
			}
		}
	}
}

// TestEndgameSingleAfter checks the one-tile scan made from the scans of
// the boards before the last placements against the scan of the board:
// on every board of testdata/endgame.tsv, after a placement of the
// player to move and one of the opponent's, for every letter, the same
// best score (or none) on the same square.
func TestEndgameSingleAfter(t *testing.T) {
	for _, row := range wgtest.EndgameRows(t) {
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		e := newSearch(t, s)
		for _, p := range afterPlays(t, e, &e.root, 20, 7) {
			for _, q := range afterPlays(t, e, &p, 20, 5) {
				for x := byte('A'); x <= 'Z'; x++ {
					e.bestSingleAfter(&p, x) // the scan q's is made from
					m, pts, ok := e.bestSingleAfter(&q, x)
					wm, wpts, wok := e.bestSingle(&q.board, &q.anchors, x)
					if ok != wok || pts != wpts || m != wm {
						t.Fatalf("%s, %c: %v %d %v, scan of the board %v %d %v", row.ID, x, m, pts, ok, wm, wpts, wok)
					}
				}
			}
		}
	}
}

// afterPlays returns the positions after every step-th of the n best
// placements of the player to move in p, the other player to move.
func afterPlays(t testing.TB, e *endgameSearch, p *egPos, n, step int) []egPos {
	t.Helper()
	g := e.gen
	k.SetPosition(&g, &p.board.sq, p.racks[p.turn].letters(), p.racks[1-p.turn].letters())
	top, _, err := gen.Top(g, n, kernel.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	var out []egPos
	for i := 0; i < len(top); i += step {
		q := *p
		q.play(e.geo, &top[i].Move)
		q.turn = 1 - p.turn
		out = append(out, q)
	}
	return out
}

// TestEndgameTwoTiles checks the two-tile scan against the move
// generator: on every board of testdata/endgame.tsv, for every pair of
// letters, the same placements with the same points.
func TestEndgameTwoTiles(t *testing.T) {
	t.Parallel()
	key := func(x kernel.Scored[wordgame.Move]) string { return x.Move.String() + " " + strconv.Itoa(x.Score) }
	for _, row := range wgtest.EndgameRows(t) {
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		e := newSearch(t, s)
		for x := byte('A'); x <= 'Z'; x++ {
			for y := x; y <= 'Z'; y++ {
				want, _, err := gen.Top(withRack(e, []byte{x, y}), 1<<30, kernel.Budget{})
				if err != nil {
					t.Fatal(err)
				}
				got := e.twoTiles(&e.root.board, &e.root.anchors, x, y)
				if ws, gs := sortedKeys(want, key), sortedKeys(got, key); !slices.Equal(ws, gs) {
					t.Fatalf("%s, %c%c: scan %v\ngenerator %v", row.ID, x, y, gs, ws)
				}
			}
		}
	}
}

// TestEndgameTwoTilesAfter checks the two-tile scan made from the scans
// of the boards before the last placements against the scan of the
// board: on every board of testdata/endgame.tsv, after a few of the
// placements of the player to move and then of the opponent's replies,
// for a third of the pairs of letters, the same placements with the same
// points in the same order (twoOrder: best first; the tables kept are
// sorted, and the placements scanned again merged in).
func TestEndgameTwoTilesAfter(t *testing.T) {
	t.Parallel()
	key := func(x twoAt) string { return fmt.Sprint(x.m, x.score, x.k1, x.k2) }
	check := func(e *endgameSearch, p *egPos, at string, x, y byte) {
		got := e.twoTilesAfter(p, x, y)
		want := e.twoScan(nil, &p.board, &p.anchors, x, y, nil)
		sortTwos(want)
		gs, ws := make([]string, len(got)), make([]string, len(want))
		for j := range got {
			gs[j] = key(got[j])
			if j > 0 && got[j].score > got[j-1].score {
				t.Fatalf("%s, %c%c: %v before %v", at, x, y, got[j-1], got[j])
			}
		}
		for j := range want {
			ws[j] = key(want[j])
		}
		if !slices.Equal(gs, ws) {
			t.Fatalf("%s, %c%c: after %v\nscan in order %v", at, x, y, gs, ws)
		}
	}
	for _, row := range wgtest.EndgameRows(t) {
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		e := newSearch(t, s)
		for i, p := range afterPlays(t, e, &e.root, 30, 10) {
			replies := afterPlays(t, e, &p, 20, 10)
			for x := byte('A'); x <= 'Z'; x++ {
				for y := x; y <= 'Z'; y++ {
					if (x+y)%3 != 0 {
						continue
					}
					check(e, &p, fmt.Sprint(row.ID, " after placement ", i), x, y)
					for j := range replies {
						check(e, &replies[j], fmt.Sprint(row.ID, " after placement ", i, " and reply ", j), x, y)
					}
				}
			}
		}
	}
}

// TestEndgameAnchors plays the principal variations of the small and
// mixed rows through the search's positions and checks the anchors kept
// up to date move by move, and those of the board before the last move,
// against anchorsOf the board.
func TestEndgameAnchors(t *testing.T) {
	for _, row := range wgtest.EndgameRows(t) {
		if row.Class != "small" && row.Class != "mixed" || row.ID == "mixed03" {
			continue
		}
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		eg, err := Solve(s)
		if err != nil {
			t.Fatal(err)
		}
		e := newSearch(t, s)
		p := e.root
		for _, m := range eg.PV {
			if m.Kind() == wordgame.KindPlace {
				p.play(e.geo, &m)
			}
			p.turn = 1 - p.turn
			if want := anchorsOf(e.geo, &p.board); p.anchors != want {
				t.Fatalf("%s after %v: anchors %x, want %x", row.ID, m, p.anchors, want)
			}
			if b, a := p.before(e.geo); a != anchorsOf(e.geo, &b) {
				t.Fatalf("%s after %v: anchors before %x, want %x", row.ID, m, a, anchorsOf(e.geo, &b))
			}
		}
	}
}

// lead is seat me's score less the other seat's.
func lead(s wordgame.State, me int) int { return s.Scores()[me] - s.Scores()[1-me] }

// newSearch returns the search of s with a small table.
func newSearch(t testing.TB, s wordgame.State) *endgameSearch {
	t.Helper()
	st, err := k.Start(s)
	if err != nil {
		t.Fatal(err)
	}
	return newEndgameSearch(&st, config{tableBits: 10})
}

// withRack returns the root of e as the move generator's position with
// the player to move holding rack.
func withRack(e *endgameSearch, rack []byte) wordgame.State {
	g := e.gen
	k.SetPosition(&g, &e.root.board.sq, rack, e.root.racks[1].letters())
	return g
}

// BenchmarkEndgameMedian solves the five 7-against-7 rows of
// testdata/endgame.tsv one after another on one goroutine and reports
// the median of their CPU times (median-cpu-ns) and of their wall times
// (median-ns), the figure issue 36 sets a target for (at most 0.5 s): go
// test -bench EndgameMedian -benchtime 1x.
//
// Issue 36's speed round, measured alternating the builds four times
// each under a background load (a long match at nice 10 on both cores,
// load average 3.5 to 6.5; benchstat of the runs): median-cpu-ns 0.82 s
// before (fa99e10; 0.82 to 0.85 s, and 0.81 s on a quiet machine) ->
// 0.39 s after (0.37 to 0.57 s), -53% (p=0.029); the median row,
// full02, 8.97 G -> 2.86 G instructions (valgrind --tool=callgrind of go
// test -bench 'Endgame$/full/full02' -benchtime 1x, less a run of
// small03). Same values, principal variations and node counts on all 20
// rows; the work (NodeLimit's units) is 0 to 62% lower, as fewer
// generator steps make the same lists. What did it: the generator's
// cross-checks updated from a board it turned lately (wordgame's
// orient), the move lists and the one- and two-tile scans made from
// those of a nearby board (a sibling's), the lists searched without the
// best placements' bounds (kernel's TopLines), and the changed squares
// computed once a placement.
//
// Issue 36's allocation round (item 4), on a quiet machine, alternating
// the builds five times each (go test -c -o /tmp/eg-new.test
// ./wordgame/endgame; cd wordgame/endgame; /tmp/eg-new.test -test.run
// '^$' -test.bench EndgameMedian -test.benchtime 1x; benchstat of the
// runs): median-cpu-ns 0.402 s before (19971e6; 0.369 to 0.425 s) ->
// 0.345 s after (0.341 to 0.386 s), -14% (p=0.016). full02 (-test.bench
// 'Endgame$/full/full02' -test.benchmem -test.benchtime 10x, the
// automaton's one build spread over the ten solves): 75.9 MB and 137.7k
// allocations a solve -> 44.7 MB and 35.8k (with the default benchtime,
// three solves: 82.6 MB and 201.7k -> 51.4 MB and 99.8k); what is left
// is mostly the table (12 MiB), the cached lists and the scans' tables
// the search keeps. Same values, principal variations, node, list and
// work counts on all 20 rows. The instructions outside the runtime
// barely change (valgrind --tool=callgrind of full02: 3.30 G -> 3.27 G;
// the runtime's own count under valgrind varies by gigainstructions run
// to run): the CPU saved is memory traffic, fresh pages and cache lines
// no longer touched. What did it: the scratch lists (the
// generator's list, the two-tile list and its copy of the kept
// placements) in buffers of the search reused a call to the next, the
// cache's lists and the one-tile tables made in a buffer and copied into
// blocks, the near lists kept in their slots' own arrays, and the
// two-tile tables kept sorted so that a list after a placement sorts
// only the placements scanned again and merges them in.
func BenchmarkEndgameMedian(b *testing.B) {
	var states []wordgame.State
	var want []int
	for _, row := range wgtest.EndgameRows(b) {
		if row.Class == "full" {
			states = append(states, wgtest.MustCGP(b, wordgame.Classic(), row.CGP))
			want = append(want, row.Value)
		}
	}
	states[0].BestMove() // the automaton, built once
	var cpus, walls []float64
	for b.Loop() {
		for i, s := range states {
			c0, _ := measure.CPU()
			t0 := time.Now()
			eg, err := Solve(s)
			c1, _ := measure.CPU()
			walls = append(walls, float64(time.Since(t0)))
			cpus = append(cpus, float64(c1-c0))
			if err != nil || eg.Value != want[i] {
				b.Fatalf("value %d, want %d: %v", eg.Value, want[i], err)
			}
		}
	}
	slices.Sort(cpus)
	slices.Sort(walls)
	b.ReportMetric(cpus[len(cpus)/2], "median-cpu-ns")
	b.ReportMetric(walls[len(walls)/2], "median-ns")
}

// TestEndgameNearTables checks the scans made from the scan of a nearby
// board (nearTable: a sibling's, the same tiles played elsewhere, or the
// board two placements back) against the scans of the board: on every
// board of testdata/endgame.tsv, between the positions after a few of the
// placements of the player to move and after the opponent's replies, for
// a third of the letters and of the pairs of letters, the same one-tile
// table and the same two-tile placements.
func TestEndgameNearTables(t *testing.T) {
	t.Parallel()
	key := func(x twoAt) string { return fmt.Sprint(x.m, x.score, x.k1, x.k2) }
	eachNearPair(t, func(id string, e *endgameSearch, i int, from, to *egPos) {
		for x := byte('A'); x <= 'Z'; x++ {
			if x%3 == 0 {
				var one nearTable[singleAt]
				one.keep(1, &from.board, e.singleTable(&from.board, &from.anchors, x))
				changed, ok := one.changed(e.geo, 1, &to.board)
				if !ok {
					continue
				}
				got := e.singleRescan(one.t, &changed, &to.board, &to.anchors, x)
				if want := e.singleTable(&to.board, &to.anchors, x); !slices.Equal(got, want) {
					t.Fatalf("%s, positions %d and %d, %c: %v, scan %v", id, i-1, i, x, got, want)
				}
			}
			for y := x; y <= 'Z'; y++ {
				if (x+y)%3 != 0 {
					continue
				}
				var two nearTable[twoAt]
				two.keep(2, &from.board, e.twoScan(nil, &from.board, &from.anchors, x, y, nil))
				changed, ok := two.changed(e.geo, 2, &to.board)
				if !ok {
					continue
				}
				got := e.twoScan(keepTwos(nil, two.t, &changed), &to.board, &to.anchors, x, y, &changed)
				want := e.twoScan(nil, &to.board, &to.anchors, x, y, nil)
				if gs, ws := sortedKeys(got, key), sortedKeys(want, key); !slices.Equal(gs, ws) {
					t.Fatalf("%s, positions %d and %d, %c%c: %v\nscan %v", id, i-1, i, x, y, gs, ws)
				}
			}
		}
	})
}

// TestEndgameNearLists checks the move lists made from the list of the
// same rack on a nearby board (generateNear) against the generator's: on
// every board of testdata/endgame.tsv, between the positions after a
// few of the placements of the player to move and after the opponent's
// replies, for the rack of the player to move and its first three and
// last two tiles, the same placements in the same order.
func TestEndgameNearLists(t *testing.T) {
	all := func(e *endgameSearch, p *egPos, r rack) []kernel.Scored[wordgame.Move] {
		g := e.gen
		k.SetPosition(&g, &p.board.sq, r.letters(), p.racks[1-p.turn].letters())
		out, _, err := gen.Top(g, ListMoves, kernel.Budget{})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	eachNearPair(t, func(id string, e *endgameSearch, i int, from, to *egPos) {
		full := to.racks[to.turn]
		if from.racks[1-from.turn].n == 0 || to.racks[1-to.turn].n == 0 {
			return // the game is over: no list is made
		}
		for _, r := range []rack{full, rackOf(full.t[:min(3, full.n)]), rackOf(full.t[max(int(full.n)-2, 0):full.n])} {
			var near nearTable[kernel.Scored[wordgame.Move]]
			near.keep(1, &from.board, all(e, from, r))
			changed, ok := near.changed(e.geo, 1, &to.board)
			if !ok {
				continue
			}
			e.racks, e.sq = [2]rack{r, to.racks[1-to.turn]}, to.board.sq
			k.SetPosition(&e.gen, &e.sq, e.racks[0].letters(), e.racks[1].letters())
			got, _ := e.generateNear(near.t, &changed)
			if want := all(e, to, r); !slices.Equal(got, want) {
				t.Fatalf("%s, positions %d and %d, rack %s: %d placements %v\ngenerator %d %v", id, i-1, i, r.letters(), len(got), got, len(want), want)
			}
		}
	})
}

// TestEndgamePlacementChanged checks the squares a placement changed as
// play finds them (placementChanged) against changedBy's, after the
// placements of both players on every board of testdata/endgame.tsv.
func TestEndgamePlacementChanged(t *testing.T) {
	for _, row := range wgtest.EndgameRows(t) {
		s := wgtest.MustCGP(t, wordgame.Classic(), row.CGP)
		e := newSearch(t, s)
		for _, p := range afterPlays(t, e, &e.root, 40, 1) {
			for _, q := range append([]egPos{p}, afterPlays(t, e, &p, 40, 3)...) {
				if want := changedBy(e.geo, &q.board, q.last[:q.nlast]); q.chg != want {
					t.Fatalf("%s: changed %x, changedBy %x", row.ID, q.chg, want)
				}
			}
		}
	}
}

// eachNearPair calls fn with each row of testdata/endgame.tsv's search
// and pairs of positions a placement or two apart: the positions after
// every sixth of the 30 best placements of the player to move at the
// root, each followed by those after every tenth of the 20 best replies,
// each with the one before it (i counts them).
func eachNearPair(t *testing.T, fn func(id string, e *endgameSearch, i int, from, to *egPos)) {
	t.Helper()
	for _, row := range wgtest.EndgameRows(t) {
		e := newSearch(t, wgtest.MustCGP(t, wordgame.Classic(), row.CGP))
		var ps []egPos
		for _, p := range afterPlays(t, e, &e.root, 30, 6) {
			ps = append(ps, p)
			ps = append(ps, afterPlays(t, e, &p, 20, 10)...)
		}
		for i := 1; i < len(ps); i++ {
			fn(row.ID, e, i, &ps[i-1], &ps[i])
		}
	}
}

// sortedKeys returns the keys of xs, sorted.
func sortedKeys[T any](xs []T, key func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = key(x)
	}
	slices.Sort(out)
	return out
}
