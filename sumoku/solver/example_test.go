package solver_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/sumoku/solver"
)

// Solve lays out a whole hand: here eight tiles for key 5.
func ExampleSolve() {
	l, ok := solver.Solve("R1 O2 Y3 G4 B5 P5 R7 O3", 5, false)
	fmt.Println(ok, sumoku.CheckLayout(l, 5, false) == nil, l.Len())
	// Output:
	// true true 8
}

// Hints for the seat to move, and the preview of one; another seat
// may not ask.
func ExampleHints() {
	s, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B6 P1 B7 P2")
	hs, _ := solver.Hints(s, 0, 2)
	for _, h := range hs {
		fmt.Println(h.Move, h.Score, h.Words)
	}
	pv, _ := s.Preview(0, hs[1].Move)
	fmt.Println(pv)
	_, err := solver.Hints(s, 1, 2)
	fmt.Println(tilekit.Detail(err))
	// Output:
	// -1,1=B9 -1,2=G5 -1,3=P1 30 [B9 G5 P1 = 15 B9 Y6 = 15]
	// -1,1=B9 -1,2=P1 -1,3=G5 30 [B9 P1 G5 = 15 B9 Y6 = 15]
	// +30 (B9 P1 G5 = 15, B9 Y6 = 15)
	// it is Player 1's turn
}

// With the engine imported, a server deals sumoku by its registered name and preset, asks
// tilekit.NextMove for the move of the seat a bot plays, lets a person
// type a move without the seat, and reads the standing.
func Example_registry() {
	k, _ := tilekit.Lookup("sumoku")
	g, _ := k.New("spot", []string{"Ada", "Bo"}, 7)
	bots := []tilekit.Bot{nil, k.Bot(tilekit.Hard, 1)} // Ada is a person
	seat, move, _ := tilekit.NextMove(g, bots)
	g, _ = g.PlayAs(seat, move)
	fmt.Println(seat, move, g.Outcome().Scores)
	_, err := g.PlayAs(0, "spot 0 1 2")
	fmt.Println(tilekit.Detail(err))
	_, err = g.PlayAs(0, "1 spot 0 1 2 3")
	fmt.Println(tilekit.Detail(err))
	// Output:
	// 1 1 spot 0 1 2 9 [0 4]
	// a spot claim names 4 face-up tiles, not 3
	// the move is for Bo
}
