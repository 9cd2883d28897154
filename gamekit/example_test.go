package gamekit_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// A game's package registers its Kind in init: the words for players,
// its presets with the rules each deals and their seat counts, and how to
// deal a game of those rules. An engine package, which imports the
// game's, then gives the kind its computer players and hints. (The race
// to ten of this package's tests stands in for a game.)
func ExampleRegister() {
	gamekit.Register[steps, step, int, *steps](
		tilekit.Kind{Name: "race", Title: "A race to ten", About: "Add 1 or 2; whoever reaches 10 wins."},
		[]gamekit.Preset[string]{gamekit.Fixed("default", "two players", 2, 2, func() string { return "" })},
		gamekit.Game[steps, step, int, string]{
			New: func(rules string, names []string, seed uint64, d dictionary.Dictionary) (steps, error) {
				return steps{}, nil
			},
		})
	k, _ := tilekit.Lookup("race")
	fmt.Println(k.Title, "with bots:", k.Bot != nil)

	// In the engine package's init:
	gamekit.RegisterEngine("race", gamekit.Engine[steps, step, int]{
		Bot: func(s steps, level tilekit.Level, seed uint64, seat int) (step, error) {
			return step{Seat: seat, Add: 2}, nil
		},
	})
	k, _ = tilekit.Lookup("race")
	fmt.Println(k.Title, "with bots:", k.Bot != nil)
	// Output:
	// A race to ten with bots: false
	// A race to ten with bots: true
}

// Once completed into a Kind, the game is dealt and played through the
// root package like any other: the root checks every seat's move against
// the State's Mover, and tilekit.NextMove asks the bots.
func ExampleKind() {
	g, err := stepsKind.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	_, err = g.PlayAs(1, "+2")
	fmt.Println(tilekit.Detail(err))
	g, _ = g.PlayAs(0, "+2")
	bots := []tilekit.Bot{nil, stepsKind.Bot(tilekit.Easy, 1)} // Ann is a person
	seat, move, _ := tilekit.NextMove(g, bots)
	fmt.Println(seat, move)
	g, _ = g.PlayAs(seat, move)
	fmt.Println(g.HistoryFor(0), g.History())
	// Output:
	// it is Ann's turn
	// 1 1+1
	// [0+2 1+0] [0+2 1+1]
}
