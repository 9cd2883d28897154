package solver

import (
	"context"
	"errors"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/internal/memo"
	"github.com/tilekit/tilekit/wordoku"
)

// forget empties the memo of searches, so that the next move searches
// again (and looks at its context) instead of remembering. A test that
// calls it must not run in parallel with others.
func forget(t *testing.T) {
	t.Helper()
	saved := solveCache
	t.Cleanup(func() { solveCache = saved })
	solveCache = memo.New[solveKey, Solution](maxSolveMemo)
}

// worstDeal returns the deal of BenchmarkBotWorst on which level's move
// took the most time (the first seat's): a 4x4 deal for Hard and Expert
// (about 0.12 s and 0.28 s of processor time when this was written), a
// 5x5 one for Easy and Medium.
func worstDeal(t *testing.T, level tilekit.Level) wordoku.State {
	t.Helper()
	rules, seed := wordoku.Expert(), uint64(5)
	switch level {
	case tilekit.Medium:
		seed = 1009
	case tilekit.Hard:
		rules, seed = wordoku.DefaultRules(), 2003
	case tilekit.Expert:
		rules, seed = wordoku.DefaultRules(), 3002
	}
	return gametest.Must(wordoku.New(rules, wordoku.Setup{Players: 2, Seed: seed}))
}

// maxLooksAfterDone bounds how often a stopped move looks at its context
// after the look that found it done: the search stops at that look, and
// then Solve's error and BotMoveContext's own last look are two.
const maxLooksAfterDone = 3

// TestBotMoveContextStops: a server can drop a game while a bot thinks.
// On each level's costliest deal of BenchmarkBotWorst, BotMoveContext
// under a context that is done from its k-th look returns the zero Move
// and an error wrapping context.Canceled, having looked at the context
// at least k times (its searches read it: Expert's k of 120 falls in its
// second search) and only a few more times after. Easy, whose worst move
// takes a few milliseconds, looks only twice in its search (as it starts
// and at its first node) and is asked for k of 1 and 2 only.
func TestBotMoveContextStops(t *testing.T) {
	ks := map[tilekit.Level][]int64{
		tilekit.Easy:   {1, 2},
		tilekit.Medium: {1, 2, 6},
		tilekit.Hard:   {1, 2, 40},
		tilekit.Expert: {1, 2, 40, 120},
	}
	for _, level := range tilekit.Levels() {
		s := worstDeal(t, level)
		for _, k := range ks[level] {
			forget(t)
			ctx := gametest.NewDoneAfter(k)
			m, err := BotMoveContext(ctx, s, level, 1, 0)
			if ctx.Looks() < k {
				t.Errorf("%v: looked %d times in all, not %d: its search does not read the context", level, ctx.Looks(), k)
				continue
			}
			if !errors.Is(err, context.Canceled) || m != (wordoku.Move{}) {
				t.Errorf("%v, done at look %d: %v, %v; want the zero Move and context.Canceled", level, k, m, err)
			}
			if extra := ctx.Looks() - k; extra > maxLooksAfterDone {
				t.Errorf("%v, done at look %d: looked %d more times", level, k, extra)
			}
		}
	}
}

// TestBotMoveContextNeverCut: a move BotMoveContext returns is BotMove's,
// however late the context is done. On positions where Expert arranges
// and swaps and Hard arranges, for contexts done at looks spread over the
// whole move (and never), it returns either BotMove's move or the zero
// Move with an error wrapping context.Canceled.
func TestBotMoveContextNeverCut(t *testing.T) {
	cases := []struct {
		rules wordoku.Rules
		seed  uint64
		level tilekit.Level
	}{
		{wordoku.Expert(), 3010, tilekit.Expert},     // arranges
		{wordoku.Expert(), 3009, tilekit.Expert},     // swaps
		{wordoku.DefaultRules(), 2010, tilekit.Hard}, // arranges
	}
	for _, c := range cases {
		s := gametest.Must(wordoku.New(c.rules, wordoku.Setup{Players: 2, Seed: c.seed}))
		forget(t)
		want := gametest.Must(BotMove(s, c.level, 1, 0))
		forget(t)
		full := gametest.NewDoneAfter(1 << 62)
		if m, err := BotMoveContext(full, s, c.level, 1, 0); m != want || err != nil {
			t.Fatalf("deal %d, %v, with a live context: %v, %v; BotMove gives %v", c.seed, c.level, m, err, want)
		}
		looks := full.Looks()
		t.Logf("deal %d: %v plays %v, looking at its context %d times", c.seed, c.level, want, looks)
		for _, k := range []int64{looks / 4, looks / 2, 3 * looks / 4, looks - 1, looks, looks + 1} {
			forget(t)
			ctx := gametest.NewDoneAfter(k)
			m, err := BotMoveContext(ctx, s, c.level, 1, 0)
			switch {
			case err == nil && m != want:
				t.Errorf("deal %d, %v, done at look %d of %d: %v, where BotMove plays %v", c.seed, c.level, k, looks, m, want)
			case err != nil && (!errors.Is(err, context.Canceled) || m != (wordoku.Move{})):
				t.Errorf("deal %d, %v, done at look %d of %d: %v, %v", c.seed, c.level, k, looks, m, err)
			case k <= looks && err == nil:
				t.Errorf("deal %d, %v, done at look %d of %d: no error", c.seed, c.level, k, looks)
			}
		}
	}
}

// TestBotContextRegistered: the registered kind's bots pass the server's
// context to the search (a bot that looked only before it started would
// play on past a second look), and a nil context is Background.
func TestBotContextRegistered(t *testing.T) {
	k, _ := tilekit.Lookup("wordoku")
	s := worstDeal(t, tilekit.Expert)
	g := gamekit.Wrap("wordoku", s)
	forget(t)
	ctx := gametest.NewDoneAfter(2)
	seat, move, err := tilekit.NextMoveContext(ctx, g, []tilekit.Bot{k.Bot(tilekit.Expert, 1), nil})
	if !errors.Is(err, context.Canceled) || move != "" || seat != 0 {
		t.Errorf("NextMoveContext done at the second look: seat %d, %q, %v; want seat 0, no move and context.Canceled", seat, move, err)
	}
	if ctx.Looks() < 2 {
		t.Errorf("the registered bot looked at its context %d times", ctx.Looks())
	}
	var none context.Context
	s = worstDeal(t, tilekit.Easy)
	if m, err := BotMoveContext(none, s, tilekit.Easy, 1, 0); m != gametest.Must(BotMove(s, tilekit.Easy, 1, 0)) || err != nil {
		t.Errorf("a nil context: %v, %v", m, err)
	}
}
