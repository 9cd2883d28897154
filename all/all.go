// Package all registers every tilekit game with the root package's
// registry, each with its engine (its computer players and hints), so
// that a program serving games by name needs one import:
//
//	import _ "github.com/tilekit/tilekit/all"
//
//	for _, k := range tilekit.Kinds() {
//		fmt.Println(k.Name, k.Title)
//	}
//
// A program that plays only some games imports those packages instead
// (each registers itself when imported), with their engine packages
// (wordle/solver, wordgame/bot, quaddoku/bot, wordoku/solver,
// sumoku/solver) where it wants bots or hints.
package all

import (
	// Each game registers its tilekit.Kind in init, and each engine
	// package then gives that Kind its bots and hints.
	_ "github.com/tilekit/tilekit/quaddoku"
	_ "github.com/tilekit/tilekit/quaddoku/bot"
	_ "github.com/tilekit/tilekit/sumoku"
	_ "github.com/tilekit/tilekit/sumoku/solver"
	_ "github.com/tilekit/tilekit/wordgame"
	_ "github.com/tilekit/tilekit/wordgame/bot"
	_ "github.com/tilekit/tilekit/wordle"
	_ "github.com/tilekit/tilekit/wordle/solver"
	_ "github.com/tilekit/tilekit/wordoku"
	_ "github.com/tilekit/tilekit/wordoku/solver"
)
