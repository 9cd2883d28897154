package bot

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/quaddoku"
)

// Importing the package gives the registry's "quaddoku" kind its
// engine: Kind.Bot plays MoveContext (its bots are tilekit.ContextBots
// that stop within a few milliseconds of a cancelled context), and
// Game.Hints lists Hints, through HintsContext (which a cancelled
// context stops as soon).
func init() {
	gamekit.RegisterEngine("quaddoku", gamekit.Engine[quaddoku.State, quaddoku.Move, quaddoku.View]{
		BotContext:   MoveContext,
		HintsContext: HintsContext,
	})
}
