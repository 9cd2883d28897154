package solver

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
)

// hintCases are the positions that cost the bots most (hardStandard:
// the largest rack on the empty table and beside a line; hardSpeed: a
// hand whose Solve runs to its budget) and a spot and a solo game.
func hintCases(tb testing.TB) []gametest.HintCase[sumoku.State] {
	std := hardStandard(tb)
	return []gametest.HintCase[sumoku.State]{
		{Name: "standard, empty table", S: std[0], Long: true},
		{Name: "standard, beside a line", S: std[1], Long: true},
		{Name: "speed, 120 tiles", S: hardSpeed(tb), Long: true},
		{Name: "spot", S: gametest.Must(sumoku.New(sumoku.Spot(), sumoku.Setup{Players: 2, Seed: 3}))},
		{Name: "solo", S: gametest.Must(sumoku.New(sumoku.Solo(), sumoku.Setup{Players: 1, Seed: 3}))},
	}
}

// TestHintsContext: HintsContext gives Hints' list under a live
// context, and stops with context.Canceled once its context is done,
// before or while it searches (see gametest.CheckHintsContext).
func TestHintsContext(t *testing.T) {
	gametest.CheckHintsContext(t, hintCases(t), 5, 3, Hints, HintsContext)
}

// BenchmarkHintsContextCancel measures how soon HintsContext returns
// once its context is cancelled 1 to 30 ms into the hints of the long
// hintCases, and reports the worst and the mean wall time from the
// cancel to the return (cuts per op: how many calls the cancel cut
// short). Run it with -benchtime=Nx.
func BenchmarkHintsContextCancel(b *testing.B) {
	cases := hintCases(b)[:3]
	gametest.BenchCancel(b, cases, func(ctx context.Context, s sumoku.State, seat int) error {
		_, err := HintsContext(ctx, s, seat, 5)
		return err
	})
}
