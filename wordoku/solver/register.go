package solver

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordoku"
)

// Importing the package gives the registered kind "wordoku" its engine:
// BotMove plays its computer players and Hints gives its hints.
func init() {
	gamekit.RegisterEngine("wordoku", gamekit.Engine[wordoku.State, wordoku.Move, wordoku.View]{
		Bot:   BotMove,
		Hints: Hints,
	})
}
