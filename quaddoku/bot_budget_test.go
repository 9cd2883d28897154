package quaddoku

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// A bot's whole move is bounded by BotBudget, not only each finder call
// by Budget: Hard and Expert play out a dozen or forty continuations of
// BestMove calls, and with no doku possible an Expert move took 40
// million steps (about 14 s) before they shared one counter. The checks
// of a pass that a playout's Apply makes are the only work outside it,
// so a move may go over by at most one Budget.
func TestBotMoveWorkBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("runs searches of BotBudget steps")
	}
	positions := map[string]State{
		"no doku": noDokuStart(t),
		"slow":    gametest.Must(New(slowRules(), Setup{Players: 2})),
	}
	for name, s := range positions {
		for _, level := range []tilekit.Level{tilekit.Expert} {
			var m Move
			var err error
			n := countWork(t, 3*BotBudget, func() { m, err = s.BotMove(level, 1, 0) })
			if err != nil || s.Validate(m) != nil {
				t.Errorf("%s %v: %v, %v", name, level, m, err)
			}
			if n > BotBudget+Budget {
				t.Errorf("%s %v: %d steps, want at most %d", name, level, n, BotBudget+Budget)
			}
			t.Logf("%s %v: %d steps", name, level, n)
		}
	}
}
