package solver

import (
	"testing"

	"github.com/tilekit/tilekit"
)

// A speed bot's move spends at most BotSolveBudget steps of Solve over
// all its searches: its own hand, the hands without each tile it might
// give back, the other seven players' hands. Each used to have a full
// SolveBudget of its own, up to fourteen for a Hard move: here seat 0's
// hand and the first hands without one of its tiles each run to the
// budget (four full searches and more before).
func TestBotSolveWorkBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("runs searches of BotSolveBudget steps")
	}
	const slack = 1000 // a search may finish the candidate it is on
	s := hardSpeed(t)
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Hard} {
		steps, searches := 0, 0
		testHookSolve = func(n int) { steps, searches = steps+n, searches+1 }
		BotMove(s, level, 1, 0)
		testHookSolve = nil
		t.Logf("%v: %d steps in %d searches", level, steps, searches)
		if steps > BotSolveBudget+slack {
			t.Errorf("%v: %d steps of Solve in %d searches, want at most %d", level, steps, searches, BotSolveBudget+slack)
		}
	}
}
