package wordoku_test

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordoku"
)

// The game has the shape every tilekit game shares.
var _ gamekit.State[wordoku.State, wordoku.Move, wordoku.View] = wordoku.State{}
