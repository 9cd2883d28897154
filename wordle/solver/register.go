package solver

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordle"
)

// The package gives the Wordle kind its engine: importing it (or package
// all) gives tilekit.Lookup("wordle") its Bot and Game.Hints its hints
// (HintsContext, which a server's context stops).
func init() {
	gamekit.RegisterEngine("wordle", gamekit.Engine[wordle.State, wordle.Move, wordle.View]{
		BotContext:   BotMoveContext,
		HintsContext: HintsContext,
	})
}
