package solver_test

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// Bots play every preset at every number of seats it allows to the end
// through tilekit.NextMove: ToMove is empty exactly when the game is
// over, and a seat that may move always has a hint.
func TestPlayPresets(t *testing.T) {
	t.Parallel()
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Hard} {
		if n := gametest.PlayPresets(t, "sumoku", level, 3, 3000); n != 4+7+7+1+3+4 {
			t.Errorf("%v: %d games played", level, n)
		}
	}
}
