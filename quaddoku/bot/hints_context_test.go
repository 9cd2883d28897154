package bot_test

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
)

// hintCases are the opening, the last of midGame's positions and the
// openings of the rule sets built to defeat the search's bounds.
func hintCases(tb testing.TB) []gametest.HintCase[quaddoku.State] {
	mid := midGame(tb)
	cases := []gametest.HintCase[quaddoku.State]{
		{Name: "opening", S: gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2}))},
		{Name: "mid-game", S: mid[len(mid)-1]},
	}
	for _, name := range []string{"nodoku", "slow", "big"} {
		cases = append(cases, gametest.HintCase[quaddoku.State]{Name: name, S: hard(tb, name)[0], Long: true})
	}
	for i := range cases {
		cases[i].Seat = cases[i].S.ToMove()[0]
	}
	return cases
}

// TestHintsContext: HintsContext gives Hints' list under a live
// context, and stops with context.Canceled once its context is done,
// before or while it searches (see gametest.CheckHintsContext).
func TestHintsContext(t *testing.T) {
	gametest.CheckHintsContext(t, hintCases(t), 10, maxLooksAfterDone, bot.Hints, bot.HintsContext)
}

// BenchmarkHintsContextCancel measures how soon HintsContext returns
// once its context is cancelled 1 to 30 ms into the hints of hintCases,
// and reports the worst and the mean wall time from the cancel to the
// return (cuts per op: how many calls the cancel cut short). Run it
// with -benchtime=Nx.
func BenchmarkHintsContextCancel(b *testing.B) {
	cases := hintCases(b)
	gametest.BenchCancel(b, cases, func(ctx context.Context, s quaddoku.State, seat int) error {
		_, err := bot.HintsContext(ctx, s, seat, 10)
		return err
	})
}
