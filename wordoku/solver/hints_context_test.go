package solver

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/internal/memo"
	"github.com/tilekit/tilekit/wordoku"
)

// hintCases are the first seat of a 4x4 deal and of the 5x5 deal whose
// Medium search costs most (the search the hints run).
func hintCases(tb testing.TB) []gametest.HintCase[wordoku.State] {
	return []gametest.HintCase[wordoku.State]{
		{Name: "4x4", S: gametest.Must(wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Players: 2, Seed: 7})), Long: true},
		{Name: "5x5, Medium's worst", S: gametest.Must(wordoku.New(wordoku.Expert(), wordoku.Setup{Players: 2, Seed: 1009})), Long: true},
	}
}

// TestHintsContext: HintsContext gives Hints' list under a live
// context, and stops with context.Canceled once its context is done,
// before or while it searches (see gametest.CheckHintsContext).
func TestHintsContext(t *testing.T) {
	forget(t)
	for _, n := range []int{1, 5, maxHints} {
		gametest.CheckHintsContext(t, hintCases(t), n, maxLooksAfterDone, Hints, HintsContext)
	}
	if worstDeal(t, tilekit.Medium).Rules().Size != 5 {
		t.Fatal("Medium's worst deal is not the 5x5 one hintCases names")
	}
}

// BenchmarkHintsContextCancel measures how soon HintsContext returns
// once its context is cancelled 1 to 30 ms into the hints of hintCases
// (the search not remembered), and reports the worst and the mean wall
// time from the cancel to the return (cuts per op: how many calls the
// cancel cut short). Run it with -benchtime=Nx.
func BenchmarkHintsContextCancel(b *testing.B) {
	cases := hintCases(b)
	for _, c := range cases {
		Hints(c.S, c.Seat, 5) // the word tables, built once per dictionary, which no context stops
	}
	gametest.BenchCancel(b, cases, func(ctx context.Context, s wordoku.State, seat int) error {
		solveCache = memo.New[solveKey, Solution](maxSolveMemo)
		_, err := HintsContext(ctx, s, seat, 5)
		return err
	})
}
