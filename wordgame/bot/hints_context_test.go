package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
)

// hintCases are the opening of a classic game and the rack of 21 with 7
// blanks (the longest hints, about 0.24 s), with tiles in the bag and
// with the bag empty.
func hintCases(tb testing.TB) []gametest.HintCase[wordgame.State] {
	open := gametest.Must(wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 1}))
	return []gametest.HintCase[wordgame.State]{
		{Name: "opening", S: open},
		{Name: "rack of 21 with 7 blanks", S: wgtest.LongRack(tb, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 30)), Long: true},
		{Name: "rack of 21 with 7 blanks, bag empty", S: wgtest.LongRack(tb, "AEINRSTLODCEIU???????", "AE", ""), Long: true},
	}
}

// TestHintsContext: HintsContext gives Hints' list under a live
// context, and stops with context.Canceled once its context is done,
// before or while it searches (see gametest.CheckHintsContext).
func TestHintsContext(t *testing.T) {
	gametest.CheckHintsContext(t, hintCases(t), 5, maxLooksAfterDone, Hints, HintsContext)
}

// BenchmarkHintsContextCancel measures how soon HintsContext returns
// once its context is cancelled 1 to 30 ms into the hints of the racks
// of 21, and reports the worst and the mean wall time from the cancel
// to the return (cuts per op: how many calls the cancel cut short). Run
// it with -benchtime=Nx.
func BenchmarkHintsContextCancel(b *testing.B) {
	cases := hintCases(b)[1:]
	cases[0].S.BestMove() // the automaton, built once per dictionary, which no context stops
	gametest.BenchCancel(b, cases, func(ctx context.Context, s wordgame.State, seat int) error {
		_, err := HintsContext(ctx, s, seat, 5)
		return err
	})
}
