package bot_test

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
	"github.com/tilekit/tilekit/quaddoku/internal/steps"
	"github.com/tilekit/tilekit/tiles"
)

// hard returns the positions that cost the bots most, read from
// testdata: the openings with no doku possible (nodoku) and of two rule
// sets built to defeat the search's bounds (slow: a doku sums to 0 and
// scores 65,536, and tiles worth 0 make every side look able to be one;
// big: every letter at every value, MaxTiles tiles), and mid-game
// positions reached by random moves of one to three tiles (mid1...).
// They are the States quaddoku's own tests build (noDokuStart,
// slowRules, bigRules, midGame), written out as text.
func hard(tb testing.TB, names ...string) []quaddoku.State {
	tb.Helper()
	var out []quaddoku.State
	for _, name := range names {
		text, err := os.ReadFile(filepath.Join("testdata", name+".txt"))
		if err != nil {
			tb.Fatal(err)
		}
		var s quaddoku.State
		if err := s.UnmarshalText(text); err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		out = append(out, s)
	}
	return out
}

// midGame returns the mid-game positions of testdata.
func midGame(tb testing.TB) []quaddoku.State {
	names, err := filepath.Glob(filepath.Join("testdata", "mid*.txt"))
	if err != nil || len(names) == 0 {
		tb.Fatalf("no mid-game positions: %v", err)
	}
	for i, n := range names {
		names[i] = filepath.Base(n[:len(n)-len(".txt")])
	}
	return hard(tb, names...)
}

// A bot's whole move is bounded by Budget, not only each finder call by
// quaddoku.Budget: Hard and Expert play out a dozen or forty
// continuations of BestMove calls, and with no doku possible an Expert
// move took 40 million steps (about 14 s) before they shared one
// counter. The checks of a pass that a playout's Apply makes are the
// only work outside it, so a move may go over by at most one
// quaddoku.Budget.
func TestMoveWorkBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("runs searches of Budget steps")
	}
	for i, s := range hard(t, "nodoku", "slow") {
		for _, level := range []tilekit.Level{tilekit.Expert} {
			var m quaddoku.Move
			var err error
			n, _ := steps.Count(3*bot.Budget, func() { m, err = bot.Move(s, level, 1, 0) })
			if err != nil || s.Validate(m) != nil {
				t.Errorf("position %d %v: %v, %v", i, level, m, err)
			}
			if n > bot.Budget+quaddoku.Budget {
				t.Errorf("position %d %v: %d steps, want at most %d", i, level, n, bot.Budget+quaddoku.Budget)
			}
			t.Logf("position %d %v: %d steps", i, level, n)
		}
	}
}

// Hints does one TopMoves call of at most quaddoku.Budget steps, however
// many hints it is asked for, on the rules built to be slow.
func TestHintsWorkBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("runs searches of quaddoku.Budget steps")
	}
	names := []string{"big"}
	if gametest.IsLong() {
		names = append(names, "slow")
	}
	for i, s := range hard(t, names...) {
		for _, n := range []int{10, math.MaxInt} {
			var hs []bot.Hint
			var err error
			used, _ := steps.Count(2*quaddoku.Budget, func() { hs, err = bot.Hints(s, 0, n) })
			if err != nil || len(hs) == 0 || used > quaddoku.Budget {
				t.Errorf("%s: Hints(0, %d) = %d hints, %v, in %d steps; want some within %d", names[i], n, len(hs), err, used, quaddoku.Budget)
			}
		}
	}
}

func TestBots(t *testing.T) {
	t.Parallel()
	start, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	s := start
	for range 5 { // a position with fewer moves than the start
		m, _ := s.BestMove()
		s, _ = s.Apply(m)
	}
	seat := s.ToMove()[0]
	k, _ := tilekit.Lookup("quaddoku")
	g := gamekit.Wrap("quaddoku", s)
	for _, level := range tilekit.Levels() {
		m := gametest.Must(bot.Move(s, level, 3, seat))
		again, _ := bot.Move(s, level, 3, seat)
		text, err := k.Bot(level, 3).Move(g, seat)
		if err != nil || again != m || text != m.String() {
			t.Errorf("%v: %v, then %v, as text %q (%v)", level, m, again, text, err)
		}
		checkLevel(t, s, seat, level, m)
		if text, err := k.Bot(level, 3).Move(g, 1-seat); text != "" || err != nil {
			t.Errorf("%v for the seat that waits: %q, %v", level, text, err)
		}
	}
	// Different seeds pick different easy moves, some of the time.
	seen := map[quaddoku.Move]bool{}
	for seed := range uint64(20) {
		m, _ := bot.Move(start, tilekit.Easy, seed, 0)
		seen[m] = true
	}
	if len(seen) < 2 {
		t.Errorf("20 seeds give %d easy moves", len(seen))
	}
	// With nothing left to spell, every level passes.
	r := quaddoku.DefaultRules()
	r.Tiles = tiles.Of(append(r.Start.Tiles(), tiles.Letter('Q', 5)))
	stuck, _ := quaddoku.New(r, quaddoku.Setup{Players: 1})
	for _, level := range tilekit.Levels() {
		if m, err := bot.Move(stuck, level, 1, 0); err != nil || m != quaddoku.Pass() {
			t.Errorf("%v with only a Q: %v, %v", level, m, err)
		}
	}
	over, _ := stuck.Apply(quaddoku.Pass())
	if _, err := bot.Move(over, tilekit.Hard, 1, 0); !errors.Is(err, quaddoku.ErrGameOver) {
		t.Errorf("a bot after the end: %v", err)
	}
}

// checkLevel fails t unless m is a move that level may make for seat
// in s, as the package doc's table of levels says.
func checkLevel(t *testing.T, s quaddoku.State, seat int, level tilekit.Level, m quaddoku.Move) {
	t.Helper()
	// smallBest lists the scores of the moves of at most n tiles, best first.
	smallBest := func(n int) []int {
		var scores []int
		for m := range s.LegalMovesUpTo(n) {
			sc, _ := s.Score(m)
			scores = append(scores, sc.Total)
		}
		slices.Sort(scores)
		slices.Reverse(scores)
		return scores
	}
	// lead plays the game from s after m and answer (unless a pass) to
	// the end by BestMove and gives seat's final lead.
	lead := func(m, answer quaddoku.Move) int {
		next, _ := s.Apply(m)
		if !answer.IsPass() {
			next, _ = next.Apply(answer)
		}
		sc := gametest.PlayBest(t, next, quaddoku.Pass(), -1).Scores()
		return sc[seat] - sc[1-seat]
	}
	sc, _ := s.Score(m)
	switch level {
	case tilekit.Easy:
		small := smallBest(2)
		if m.Len() > 2 || sc.Total < small[min(9, len(small)-1)] {
			t.Errorf("easy plays %v (%d points), not one of the 10 best of at most 2 tiles", m, sc.Total)
		}
	case tilekit.Medium:
		small := smallBest(3)
		if m.Len() > 3 || sc.Total != small[0] {
			t.Errorf("medium plays %v (%d points), not a best move of at most 3 tiles (%d)", m, sc.Total, small[0])
		}
	case tilekit.Hard:
		checkBestOf(t, s, seat, m, 12, func(h quaddoku.Move) int { return lead(h, quaddoku.Pass()) })
	case tilekit.Expert:
		checkBestOf(t, s, seat, m, 10, func(h quaddoku.Move) int {
			next, _ := s.Apply(h)
			answers, _ := bot.Hints(next, 1-seat, 4)
			worst := lead(h, answers[0].Move)
			for _, a := range answers[1:] {
				worst = min(worst, lead(h, a.Move))
			}
			return worst
		})
	}
}

// checkBestOf fails t unless m is one of the n best moves for seat in s
// whose worth is the highest among them.
func checkBestOf(t *testing.T, s quaddoku.State, seat int, m quaddoku.Move, n int, worth func(quaddoku.Move) int) {
	t.Helper()
	hs, _ := bot.Hints(s, seat, n)
	best, mine := 0, 0
	found := false
	for i, h := range hs {
		w := worth(h.Move)
		if i == 0 || w > best {
			best = w
		}
		if h.Move == m {
			mine, found = w, true
		}
	}
	if !found || mine != best {
		t.Errorf("plays %v (among the %d best: %v, worth %d), not one of the best worth %d", m, n, found, mine, best)
	}
}

// Every preset plays to its end with Easy bots at every seat through
// tilekit.NextMove: at 1, 2, 3 and quaddoku.MaxPlayers seats in the quick
// run, at
// every number of seats it allows (192 games, half a minute) with
// TILEKIT_LONG=1.
func TestPlayPresets(t *testing.T) {
	t.Parallel()
	if gametest.IsLong() {
		if n := gametest.PlayPresets(t, "quaddoku", tilekit.Easy, 1, 3000); n != 3*quaddoku.MaxPlayers {
			t.Errorf("played %d games, want %d", n, 3*quaddoku.MaxPlayers)
		}
		return
	}
	k, _ := tilekit.Lookup("quaddoku")
	for _, p := range k.Presets {
		for _, n := range []int{1, 2, 3, quaddoku.MaxPlayers} {
			g := gametest.Must(k.New(p.Name, make([]string, n), 1))
			if _, err := gametest.PlayOut(g, k, tilekit.Easy, 1, 3000); err != nil {
				t.Errorf("%s with %d players: %v", p.Name, n, err)
			}
		}
	}
}

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it. The quick run
// plays 2, 2 and 1 games; the long run (TILEKIT_LONG=1) 2, 4 and 2.
func TestLadderQuick(t *testing.T) {
	t.Parallel()
	games := gametest.Size(
		map[tilekit.Level]int{tilekit.Medium: 2, tilekit.Hard: 2, tilekit.Expert: 1}, // quick
		map[tilekit.Level]int{tilekit.Medium: 2, tilekit.Hard: 4, tilekit.Expert: 2}) // TILEKIT_LONG=1
	gametest.CheckLadder(t, "quaddoku", "", games, 7, 0.51)
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it).
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "quaddoku") }

// The engine is registered for the kind: its Bot and Hints are this
// package's.
func TestRegistered(t *testing.T) {
	k, ok := tilekit.Lookup("quaddoku")
	if !ok || k.Bot == nil || k.Hints == nil {
		t.Fatalf("Lookup = %+v, %v", k, ok)
	}
	s := gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2}))
	g := gamekit.Wrap("quaddoku", s)
	want := gametest.Must(bot.Hints(s, 0, 3))
	got := gametest.Must(g.Hints(0, 3))
	if len(got) != len(want) {
		t.Fatalf("Game.Hints = %v, want %v", got, want)
	}
	for i := range got {
		w := want[i].Text()
		if got[i].Move != w.Move || got[i].Score != w.Score || got[i].Note != w.Note || !slices.Equal(got[i].Words, w.Words) {
			t.Errorf("Game.Hints[%d] = %+v, want %+v", i, got[i], w)
		}
	}
	if _, err := g.Hints(1, 3); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("Game.Hints for the seat that waits: %v", err)
	}
}
