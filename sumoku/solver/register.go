package solver

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/sumoku"
)

// Importing the package gives the kind "sumoku" (registered by package
// sumoku, which this package imports) its engine: the bots of
// BotMoveContext, which a server's context can stop, and the hints of
// HintsContext, which it can stop too (Hints is HintsContext with
// context.Background()).
func init() {
	gamekit.RegisterEngine("sumoku", gamekit.Engine[sumoku.State, sumoku.Move, sumoku.View]{
		BotContext:   botMoveContext,
		HintsContext: HintsContext,
	})
}
