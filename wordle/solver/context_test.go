package solver

import (
	"context"
	"errors"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// Tests of BotMoveContext: a server can stop a bot still thinking.

// maxLooksAfterDone bounds how often a stopped move looks at its context
// again: each worker of the estimate once, the caller of the Hint once,
// and BotMoveContext once at the end.
const maxLooksAfterDone = 4

// callerList is a caller's dictionary: the bundled dictionary's words of
// n letters, as a list of its own (so the Hard guesser's first word is
// not stored).
func callerList(t testing.TB, n int) dictionary.Dictionary {
	t.Helper()
	words, _ := dictionary.WordsOfLength(dictionary.DefaultList(), n)
	d, err := dictionary.FromWords(nil, words)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestBotMoveContextStops: on positions where the levels' moves are
// long (the Expert host's games, the Hard guesser's markings over a
// caller's list in hard mode, 0.2 s, and the Expert guesser's exact
// search, 1.5 s), and at every level, BotMoveContext under a context
// done from its k-th look returns the zero Move and an error wrapping
// context.Canceled, having looked only a few more times; a level whose
// move here is long has looked at least k times (its search reads the
// context). A move finished before the k-th look is BotMove's.
func TestBotMoveContextStops(t *testing.T) {
	base := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 1})
	caller := mustNew(t, wordle.HardMode(), wordle.Setup{Players: 2, Seed: 1, Dictionary: callerList(t, 5)})
	positions := []struct {
		name string
		s    wordle.State
		seat int
		long []tilekit.Level
	}{
		{"host", base, 0, []tilekit.Level{tilekit.Expert}},
		{"first guess, a caller's list", play(t, caller, "0 secret SOLVE"), 1, []tilekit.Level{tilekit.Hard, tilekit.Expert}},
		{"exact search", play(t, base, "0 secret ETHOS", "1 guess MAMMA", "1 guess TRIES"), 1, []tilekit.Level{tilekit.Expert}},
	}
	for _, p := range positions {
		for _, level := range tilekit.Levels() {
			long := false
			for _, l := range p.long {
				long = long || l == level
			}
			for _, k := range []int64{1, 2, 10} {
				ctx := gametest.NewDoneAfter(k)
				m, err := BotMoveContext(ctx, p.s, level, 9001, p.seat)
				looks := ctx.Looks()
				if looks < k && long {
					t.Errorf("%s, %v: looked %d times in all, not %d: its search does not read the context", p.name, level, looks, k)
				}
				if looks < k {
					if want, _ := BotMove(p.s, level, 9001, p.seat); m != want || err != nil {
						t.Errorf("%s, %v, never done: %v, %v; BotMove gives %v", p.name, level, m, err, want)
					}
					continue
				}
				if !errors.Is(err, context.Canceled) || m != (wordle.Move{}) {
					t.Errorf("%s, %v, done at look %d: %v, %v", p.name, level, k, m, err)
				}
				if extra := looks - k; extra > maxLooksAfterDone {
					t.Errorf("%s, %v, done at look %d: looked %d more times", p.name, level, k, extra)
				}
			}
		}
	}
}

// TestBotMoveContextNeverCut: a move BotMoveContext returns is
// BotMove's, however late the context is done. On the Hard guesser's
// first word over a caller's list of four-letter words, with contexts
// done at looks spread over the whole move (and never), it returns an
// error wrapping context.Canceled whenever the context was done by its
// last look, and BotMove's move otherwise.
func TestBotMoveContextNeverCut(t *testing.T) {
	r := wordle.HardMode()
	r.WordLength = 4
	s := play(t, mustNew(t, r, wordle.Setup{Players: 2, Seed: 1, Dictionary: callerList(t, 4)}), "0 secret SOLE")
	want, err := BotMove(s, tilekit.Hard, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	full := gametest.NewDoneAfter(1 << 62)
	if m, err := BotMoveContext(full, s, tilekit.Hard, 5, 1); m != want || err != nil {
		t.Fatalf("with a live context %v, %v; BotMove gives %v", m, err, want)
	}
	looks := full.Looks()
	t.Logf("the Hard guesser looked at its context %d times", looks)
	if looks < 10 {
		t.Fatalf("the Hard guesser looked at its context only %d times", looks)
	}
	checkNeverCut(t, looks, want, func(ctx context.Context) (wordle.Move, error) {
		return BotMoveContext(ctx, s, tilekit.Hard, 5, 1)
	})
}

// TestHintContextNeverCut: the same of the Expert guesser's exact search
// (Solver.hintContext, which the bots remember, so it is asked
// directly): JERKS after MAMMA and TRIES leaves 20 answers, solved
// exactly in about 40 ms.
func TestHintContextNeverCut(t *testing.T) {
	b := bundledSolvers[0].Get()
	sv, err := b.sv, b.err
	if err != nil {
		t.Fatal(err)
	}
	var steps []Step
	for _, g := range []string{"MAMMA", "TRIES"} {
		p, _ := wordle.Feedback("JERKS", g)
		steps = append(steps, Step{Guess: g, Pattern: p})
	}
	want, err := sv.Hint(steps)
	if err != nil {
		t.Fatal(err)
	}
	full := gametest.NewDoneAfter(1 << 62)
	if w, err := sv.hintContext(full, steps); w != want || err != nil {
		t.Fatalf("with a live context %v, %v; Hint gives %v", w, err, want)
	}
	looks := full.Looks()
	t.Logf("the exact search looked at its context %d times", looks)
	if looks < 10 {
		t.Fatalf("the exact search looked at its context only %d times", looks)
	}
	checkNeverCut(t, looks, want, func(ctx context.Context) (string, error) {
		return sv.hintContext(ctx, steps)
	})
}

// checkNeverCut asks f under contexts done at looks spread over the
// looks of a whole run: done by the last look, it must return the zero
// value and an error wrapping context.Canceled, and otherwise want.
func checkNeverCut[T comparable](t *testing.T, looks int64, want T, f func(context.Context) (T, error)) {
	t.Helper()
	var zero T
	for _, k := range []int64{1, looks / 4, looks / 2, looks - 1, looks, looks + 1} {
		got, err := f(gametest.NewDoneAfter(k))
		switch {
		case k <= looks && (!errors.Is(err, context.Canceled) || got != zero):
			t.Errorf("done at look %d of %d: %v, %v; want an error wrapping context.Canceled", k, looks, got, err)
		case k > looks && (err != nil || got != want):
			t.Errorf("done at look %d of %d: %v, %v; want %v", k, looks, got, err, want)
		}
	}
}

// TestRegisteredBotContext: the registry's Wordle bots are
// gamekit.BotContextFunc (tilekit.ContextBot): at every level, under a
// context already cancelled, MoveContext returns no move and an error
// wrapping context.Canceled, as does tilekit.NextMoveContext; under a
// live one it returns Move's move.
func TestRegisteredBotContext(t *testing.T) {
	k := wordleKind()
	g := wrap(mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 1}))
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, level := range tilekit.Levels() {
		b := k.Bot(level, 1)
		if _, ok := b.(gamekit.BotContextFunc[wordle.State, wordle.Move, wordle.View]); !ok {
			t.Fatalf("%v: Kind.Bot gives %T, not a gamekit.BotContextFunc", level, b)
		}
		cb := b.(tilekit.ContextBot)
		if m, err := cb.MoveContext(cancelled, g, 0); m != "" || !errors.Is(err, context.Canceled) {
			t.Errorf("%v under a cancelled context: %q, %v", level, m, err)
		}
		if _, m, err := tilekit.NextMoveContext(cancelled, g, []tilekit.Bot{b, b}); m != "" || !errors.Is(err, context.Canceled) {
			t.Errorf("%v: NextMoveContext under a cancelled context: %q, %v", level, m, err)
		}
		want, err := b.Move(g, 0)
		if m, err2 := cb.MoveContext(t.Context(), g, 0); m != want || err != nil || err2 != nil {
			t.Errorf("%v under a live context: %q, %v; Move gives %q, %v", level, m, err2, want, err)
		}
	}
}
