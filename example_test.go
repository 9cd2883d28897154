package tilekit_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/quaddoku"
)

// A bot loop written once plays any game by name: here a game of
// Quad*doku between two computer players, saved as text after every
// move and read back, as a server that keeps games on disk would.
func Example() {
	k, _ := tilekit.Lookup("quaddoku")
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Hard, 1), k.Bot(tilekit.Easy, 2)}
	for !g.Over() {
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			panic(err)
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			panic(err)
		}
		text, _ := g.MarshalText()
		if g, err = tilekit.Decode(text); err != nil {
			panic(err)
		}
	}
	o := g.Outcome()
	fmt.Println(g.Kind(), o.Scores, o.Winners)
	// Output:
	// quaddoku [450 251] [0]
}

// PlayAs plays a move sent by one seat: a seat that may not move, or a
// move for another seat, is refused before the move is read.
func ExampleGame_PlayAs() {
	k, _ := tilekit.Lookup("wordle")
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	_, err = g.PlayAs(1, "CRANE")
	fmt.Println(tilekit.Detail(err))
	g, _ = g.PlayAs(0, "SOLVE") // Ann hosts the first round
	g, _ = g.PlayAs(1, "SLIME")
	last, _ := g.LastMoveFor(tilekit.Onlooker)
	fmt.Println(last)
	// Output:
	// it is Ann's turn
	// 1 guess (2 green, 1 yellow)
}

// The shape every game shares, shown on Quad*doku: deal, read a move in
// the game's notation, check it, price it, play it.
func Example_shape() {
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2, Seed: 1})
	if err != nil {
		panic(err)
	}
	m, err := s.ParseMove("02=E3 13=U1 23=B3") // the game's own notation
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Validate(m)) // nil exactly when Apply would succeed
	sc, err := s.Score(m)      // what m would earn, with a breakdown
	fmt.Println(sc.Total, err)
	s, err = s.Apply(m) // a new State; on error, s itself, unchanged
	fmt.Println(s.ToMove(), s.Over(), err)
	// Output:
	// <nil>
	// 29 <nil>
	// [1] false <nil>
}
