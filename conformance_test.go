package tilekit_test

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordoku"
)

// Every game's State satisfies the shared interface: a game that drifts
// from the shape stops compiling here.
var (
	_ tilekit.State[wordle.State, wordle.Move, wordle.View]       = wordle.State{}
	_ tilekit.State[wordgame.State, wordgame.Move, wordgame.View] = wordgame.State{}
	_ tilekit.State[quaddoku.State, quaddoku.Move, quaddoku.View] = quaddoku.State{}
	_ tilekit.State[sumoku.State, sumoku.Move, sumoku.View]       = sumoku.State{}
	_ tilekit.State[wordoku.State, wordoku.Move, wordoku.View]    = wordoku.State{}
)
