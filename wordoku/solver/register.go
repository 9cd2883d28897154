package solver

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordoku"
)

// Importing the package gives the registered kind "wordoku" its engine:
// BotMoveContext plays its computer players (so they stop when a
// server's context is done) and HintsContext gives its hints (which
// stop as soon).
func init() {
	gamekit.RegisterEngine("wordoku", gamekit.Engine[wordoku.State, wordoku.Move, wordoku.View]{
		BotContext:   BotMoveContext,
		HintsContext: HintsContext,
	})
}
