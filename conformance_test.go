package tilekit_test

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordoku"
)

// Every game's State meets gamekit's contract: a game that drifts from
// it stops compiling here.
var (
	_ gamekit.State[wordle.State, wordle.Move, wordle.View]       = wordle.State{}
	_ gamekit.State[wordgame.State, wordgame.Move, wordgame.View] = wordgame.State{}
	_ gamekit.State[quaddoku.State, quaddoku.Move, quaddoku.View] = quaddoku.State{}
	_ gamekit.State[sumoku.State, sumoku.Move, sumoku.View]       = sumoku.State{}
	_ gamekit.State[wordoku.State, wordoku.Move, wordoku.View]    = wordoku.State{}
)
