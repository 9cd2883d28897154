package wordgame

import (
	"context"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"pgregory.net/rapid"
)

// endgameRow is a row of testdata/endgame.tsv: a position with the bag
// empty and its exact value from a reference engine.
type endgameRow struct {
	id, class, cgp string
	value          int
}

// endgameRows reads testdata/endgame.tsv (see the README of the shared
// testdata folder it comes from).
func endgameRows(t testing.TB) []endgameRow {
	t.Helper()
	data, err := os.ReadFile("testdata/endgame.tsv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) < 2 || lines[0] != "id\tclass\tcgp\tvalue" {
		t.Fatalf("testdata/endgame.tsv: unexpected header %q", lines[0])
	}
	var rows []endgameRow
	for _, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("testdata/endgame.tsv: %d fields in %q", len(f), line)
		}
		v, err := strconv.Atoi(f[3])
		if err != nil {
			t.Fatalf("testdata/endgame.tsv: value %q: %v", f[3], err)
		}
		// The class is the id less its two-digit number: small, mixed,
		// four7 (4 to 7 tiles a rack) or full (7 against 7).
		rows = append(rows, endgameRow{id: f[0], class: f[0][:max(len(f[0])-2, 0)], cgp: f[2], value: v})
	}
	if len(rows) != 20 {
		t.Fatalf("testdata/endgame.tsv: %d rows, want 20", len(rows))
	}
	return rows
}

// TestEndgameTable solves every row of testdata/endgame.tsv and checks
// its value, and that the principal variation is a legal line worth
// exactly that. The small and mixed rows run always, but for the slowest
// of them; the others only in the long runs.
func TestEndgameTable(t *testing.T) {
	for _, row := range endgameRows(t) {
		t.Run(row.id, func(t *testing.T) {
			if row.class != "small" && row.class != "mixed" || row.id == "mixed03" {
				gametest.Long(t) // mixed03 takes most of a second: its Q never plays
			}
			s := mustCGP(t, Classic(), row.cgp)
			eg, err := s.SolveEndgame(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if eg.Value != row.value || !eg.Exact {
				t.Fatalf("value %d (exact %v), want %d; PV %v", eg.Value, eg.Exact, row.value, eg.PV)
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

func checkPV(t fataler, s State, eg Endgame) {
	t.Helper()
	me := int(s.turn)
	before := s.scores[me] - s.scores[1-me]
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
		if n < 2 || eg.PV[n-1].Kind() != KindPass || eg.PV[n-2].Kind() != KindPass {
			t.Fatalf("PV %v leaves the game running and does not end in two passes", eg.PV)
		}
		for !cur.Over() {
			cur, _ = cur.Apply(Pass())
		}
	}
	if got := cur.scores[me] - cur.scores[1-me] - before; got != eg.Value {
		t.Fatalf("PV %v gains %d, value %d", eg.PV, got, eg.Value)
	}
}

// bruteEndgame returns what the player to move in s gains on the other
// player from here to the end of the game under best play: every legal
// placement and the pass, at every turn, played through Apply (so the
// rules' own end of the game, scoreless-turn limit and adjustments
// included), with no pruning and no table.
func bruteEndgame(t fataler, s State) int {
	me := int(s.turn)
	before := s.scores[me] - s.scores[1-me]
	best := 0
	for i, m := range append(s.AppendLegalMoves(nil), Pass()) {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		v := next.scores[me] - next.scores[1-me] - before
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
var endgameBases = sync.OnceValues(func() ([]State, error) {
	var out []State
	for seed := uint64(1); len(out) < 8 && seed < 40; seed++ {
		s, err := New(Classic(), Setup{Players: 2, Seed: seed})
		if err != nil {
			return nil, err
		}
		rng := tiles.NewRand(seed)
		for s.bag.Len() > 0 && !s.Over() {
			hs := hintsOf(s, 3)
			m := Pass()
			if len(hs) > 0 {
				var k int
				rng, k = rng.IntN(len(hs))
				m = hs[k].Move
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
func endgameVariants() []Rules {
	own, box, one := Classic(), Classic(), Classic()
	own.End, own.ScorelessTurns = MinusOwnRack, 3
	box.End, box.ScorelessTurns = BoxRule, 2
	one.ScorelessTurns = 1
	return []Rules{Classic(), own, box, one}
}

// drawSmallEndgame draws a position of one of endgameBases with racks cut
// to 1–3 of their tiles, 3 or 4 in all (now and then letters that rarely
// play, so that passes come up), scores, a count of scoreless turns so far and rules
// from endgameVariants.
func drawSmallEndgame(t *rapid.T) State {
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
		have := base.racks[p].String()
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
	s, err := FromCGP(rules, nil, strings.Fields(string(text))[0]+" "+base.racks[base.turn].String()+"/"+base.racks[1-base.turn].String()+" 0/0 0")
	if err != nil {
		t.Fatal(err)
	}
	for p, letters := range racks {
		s.racks[p] = rack{}
		for i := range len(letters) {
			s.racks[p].t[i] = letters[i]
		}
		s.racks[p].n = uint8(len(letters))
		sortRack(s.racks[p].t[:len(letters)])
		s.scores[p] = rapid.IntRange(0, 500).Draw(t, "score")
	}
	s.scoreless = uint8(rapid.IntRange(0, rules.ScorelessTurns-1).Draw(t, "zeros"))
	s.bag = tiles.Bag{}
	return s
}

// TestEndgameBruteForce checks SolveEndgame against bruteEndgame on
// random small endgames, and the principal variation it returns.
func TestEndgameBruteForce(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(rt *rapid.T) {
		s := drawSmallEndgame(rt)
		want := bruteEndgame(rt, s)
		eg, err := s.SolveEndgame(context.Background())
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

// rowState decodes the row of testdata/endgame.tsv with the given id.
func rowState(t *testing.T, id string) (State, endgameRow) {
	t.Helper()
	for _, row := range endgameRows(t) {
		if row.id == id {
			return mustCGP(t, Classic(), row.cgp), row
		}
	}
	t.Fatalf("no row %s", id)
	return State{}, endgameRow{}
}

// TestEndgameStops stops a 7-against-7 search early, by a node limit and
// by a cancelled context, and checks that it says so and still gives a
// legal first move; a depth limit gives an estimate without an error.
func TestEndgameStops(t *testing.T) {
	s, _ := rowState(t, "full01")
	eg, err := s.SolveEndgame(context.Background(), EndgameNodeLimit(2000))
	if !errors.Is(err, ErrEndgameStopped) || eg.Exact || eg.Depth < 1 || len(eg.PV) == 0 || eg.Nodes > 2001 {
		t.Fatalf("node limit: %+v, %v", eg, err)
	}
	if err := s.Validate(eg.PV[0]); err != nil {
		t.Fatalf("node limit: first move %v: %v", eg.PV[0], err)
	}
	again, _ := s.SolveEndgame(context.Background(), EndgameNodeLimit(2000))
	if again.Value != eg.Value || again.PV[0] != eg.PV[0] || again.Nodes != eg.Nodes {
		t.Fatalf("node limit not repeatable: %+v then %+v", eg, again)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	eg, err = s.SolveEndgame(ctx)
	if !errors.Is(err, ErrEndgameStopped) || !errors.Is(err, context.Canceled) || eg.Exact || len(eg.PV) != 1 {
		t.Fatalf("cancelled: %+v, %v", eg, err)
	}
	if err := s.Validate(eg.PV[0]); err != nil {
		t.Fatalf("cancelled: first move %v: %v", eg.PV[0], err)
	}

	eg, err = s.SolveEndgame(context.Background(), EndgameMaxDepth(2))
	if err != nil || eg.Exact || eg.Depth != 2 || len(eg.PV) != 2 {
		t.Fatalf("depth 2: %+v, %v", eg, err)
	}
}

// TestEndgameRefuses checks the positions SolveEndgame cannot search.
func TestEndgameRefuses(t *testing.T) {
	_, row := rowState(t, "small01")
	over := mustCGP(t, Classic(), strings.TrimSuffix(row.cgp, " 0")+" 6")
	three := gametest.Must(New(Classic(), Setup{Players: 3, Seed: 1}))
	for _, c := range []struct {
		name string
		s    State
		want error
		text string
	}{
		{"zero", State{}, ErrGameOver, "zero State"},
		{"bag", mustNew(t, Classic(), 1), ErrBadSetup, "empty bag"},
		{"players", three, ErrBadSetup, "two-player"},
		{"over", over, ErrGameOver, "game is over"},
	} {
		_, err := c.s.SolveEndgame(context.Background())
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%s: %v, want %v saying %q", c.name, err, c.want, c.text)
		}
	}
}

// TestEndgameCGP decodes every row of testdata/endgame.tsv (both racks,
// both scores, the scoreless turns) and checks that MarshalText writes
// the same fields back and the text decodes to the same position.
func TestEndgameCGP(t *testing.T) {
	s, _ := rowState(t, "small01")
	if s.RackLetters(0) != "LLP" || s.RackLetters(1) != "AI" || s.Scores()[0] != 384 || s.Scores()[1] != 360 || s.ScorelessTurns() != 0 || s.BagLen() != 0 {
		t.Fatalf("small01 decodes as racks %s/%s scores %v, %d scoreless, bag %d",
			s.RackLetters(0), s.RackLetters(1), s.Scores(), s.ScorelessTurns(), s.BagLen())
	}
	for _, row := range endgameRows(t) {
		s := mustCGP(t, Classic(), row.cgp)
		text, err := s.MarshalText()
		if err != nil || !strings.HasPrefix(string(text), row.cgp+" ") {
			t.Fatalf("%s: MarshalText %q, %v; want it to start with %q", row.id, text, err, row.cgp)
		}
		if back := readBack(t, s); back.board != s.board || back.racks != s.racks || back.scores != s.scores || back.turn != s.turn {
			t.Fatalf("%s: reads back as %q, want %q", row.id, encodeState(t, back), text)
		}
	}
}

// BenchmarkEndgame solves each row of testdata/endgame.tsv, one
// sub-benchmark per row under its class: go test -bench Endgame/full
// -benchtime 1x gives the 7-against-7 solve times. cpu-ns/op is the CPU
// time per solve (the garbage collector's included), which other programs
// on a shared machine do not inflate as they do ns/op.
func BenchmarkEndgame(b *testing.B) {
	for _, row := range endgameRows(b) {
		s, err := FromCGP(Classic(), nil, row.cgp)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(row.class+"/"+row.id, func(b *testing.B) {
			cpu0, _ := measure.CPU()
			n := 0
			for b.Loop() {
				eg, err := s.SolveEndgame(context.Background())
				if err != nil || eg.Value != row.value {
					b.Fatalf("value %d, want %d: %v", eg.Value, row.value, err)
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
	for _, row := range endgameRows(t) {
		s := mustCGP(t, Classic(), row.cgp)
		e := newEndgameSearch(context.Background(), s, endgameConfig{tableBits: 10})
		if e.dawg == nil {
			t.Fatalf("%s: no word automaton", row.id)
		}
		for x := byte('A'); x <= 'Z'; x++ {
			one := s
			one.racks[one.turn] = rack{n: 1, t: [MaxBoardSize]byte{x}}
			top, err := one.topMoves(1)
			if err != nil {
				t.Fatal(err)
			}
			m, pts, ok := e.bestSingle(&s.board, &e.root.anchors, x)
			if ok != (len(top) > 0) || ok && pts != top[0].score {
				t.Fatalf("%s, %c: scan %v %d %v; generator %v", row.id, x, m, pts, ok, top)
			}
			if !ok {
				continue
			}
			if sc, err := one.Score(m); err != nil || sc.Total != pts {
				t.Fatalf("%s, %c: scan %v for %d: Score %v, %v", row.id, x, m, pts, sc.Total, err)
			}
		}
	}
}

// TestEndgameTwoTiles checks the two-tile scan against the move
// generator: on every board of testdata/endgame.tsv, for every pair of
// letters, the same placements with the same points.
func TestEndgameTwoTiles(t *testing.T) {
	t.Parallel()
	key := func(x scored) string { return x.m.String() + " " + strconv.Itoa(x.score) }
	for _, row := range endgameRows(t) {
		s := mustCGP(t, Classic(), row.cgp)
		e := newEndgameSearch(context.Background(), s, endgameConfig{tableBits: 10})
		for x := byte('A'); x <= 'Z'; x++ {
			for y := x; y <= 'Z'; y++ {
				two := s
				two.racks[two.turn] = rack{n: 2, t: [MaxBoardSize]byte{x, y}}
				want, err := two.topMoves(1 << 30)
				if err != nil {
					t.Fatal(err)
				}
				got := e.twoTiles(&s.board, &e.root.anchors, x, y)
				ws, gs := make([]string, len(want)), make([]string, len(got))
				for i := range want {
					ws[i] = key(want[i])
				}
				for i := range got {
					gs[i] = key(got[i])
				}
				slices.Sort(ws)
				slices.Sort(gs)
				if !slices.Equal(ws, gs) {
					t.Fatalf("%s, %c%c: scan %v\ngenerator %v", row.id, x, y, gs, ws)
				}
			}
		}
	}
}

// TestEndgameAnchors plays the principal variations of the small and
// mixed rows through the search's positions and checks the anchors kept
// up to date move by move against anchorsOf the board.
func TestEndgameAnchors(t *testing.T) {
	for _, row := range endgameRows(t) {
		if row.class != "small" && row.class != "mixed" || row.id == "mixed03" {
			continue
		}
		s := mustCGP(t, Classic(), row.cgp)
		eg, err := s.SolveEndgame(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		e := newEndgameSearch(context.Background(), s, endgameConfig{tableBits: 10})
		p := e.root
		for _, m := range eg.PV {
			if m.Kind() == KindPlace {
				p.play(s.g, m)
			}
			p.turn = 1 - p.turn
			if want := anchorsOf(s.g, &p.board); p.anchors != want {
				t.Fatalf("%s after %v: anchors %x, want %x", row.id, m, p.anchors, want)
			}
		}
	}
}
