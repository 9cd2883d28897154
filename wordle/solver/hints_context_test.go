package solver

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// hintCases are a host, a first guess with the bundled solver, a first
// guess in hard mode over a caller's list (the pass over the fitting
// words) and, last, the longest hint: the exact search after MAMMA and
// TRIES with ETHOS the secret (about 2.4 s), which must look at its
// context at least ten times.
func hintCases(t testing.TB) []gametest.HintCase[wordle.State] {
	base := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 1})
	caller := mustNew(t, wordle.HardMode(), wordle.Setup{Players: 2, Seed: 1, Dictionary: callerList(t, 5)})
	return []gametest.HintCase[wordle.State]{
		{Name: "host", S: base, Seat: 0},
		{Name: "first guess", S: play(t, base, "0 secret SOLVE"), Seat: 1},
		{Name: "first guess, a caller's list", S: play(t, caller, "0 secret SOLVE"), Seat: 1},
		{Name: "exact search", S: play(t, base, "0 secret ETHOS", "1 guess MAMMA", "1 guess TRIES"), Seat: 1, Long: true},
	}
}

// TestHintsContext: HintsContext gives what Hints gives under a live
// context, and stops with context.Canceled and no hints, leaving the
// State as it was, under a context done before or while it searches
// (see gametest.CheckHintsContext).
func TestHintsContext(t *testing.T) {
	gametest.CheckHintsContext(t, hintCases(t), 3, maxLooksAfterDone, Hints, HintsContext)
}

// BenchmarkHintsContextCancel measures how soon HintsContext returns
// once its context is cancelled, a few milliseconds into the two
// longest hints (the caller's list and the exact search), and reports
// the worst and the mean wall time from the cancel to the return over
// every cancel that cut a hint short (cuts per op: how many did). Run
// it with -benchtime=Nx.
func BenchmarkHintsContextCancel(b *testing.B) {
	cases := hintCases(b)
	gametest.BenchCancel(b, cases[len(cases)-2:], func(ctx context.Context, s wordle.State, seat int) error {
		_, err := HintsContext(ctx, s, seat, 3)
		return err
	})
}
