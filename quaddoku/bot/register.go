package bot

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/quaddoku"
)

// Importing the package gives the registry's "quaddoku" kind its
// engine: Kind.Bot plays Move, and Game.Hints lists Hints.
func init() {
	gamekit.RegisterEngine("quaddoku", gamekit.Engine[quaddoku.State, quaddoku.Move, quaddoku.View]{
		Bot:   Move,
		Hints: Hints,
	})
}
