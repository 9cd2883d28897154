package wordoku_test

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordoku"
)

// The game has the shape every tilekit game shares.
var _ tilekit.State[wordoku.State, wordoku.Move, wordoku.View] = wordoku.State{}
