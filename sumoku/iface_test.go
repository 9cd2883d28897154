package sumoku_test

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/sumoku"
)

// State satisfies the interface every tilekit game shares.
var _ tilekit.State[sumoku.State, sumoku.Move, sumoku.View] = sumoku.State{}
