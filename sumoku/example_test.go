package sumoku_test

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/sumoku"
)

// The rule book's 30-point move: a column 5, 9, 1 whose 5 ends the row
// 3 1 6, with key number 5. This is the README's snippet.
func Example() {
	s, err := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B6 P1 B7 P2")
	if err != nil {
		panic(err)
	}
	m, err := sumoku.ParseMove(s, "0,2=G5 1,2=B9 2,2=P1")
	if err != nil {
		panic(err)
	}
	sc, err := s.Score(m)
	if err != nil {
		panic(err)
	}
	for _, ln := range sc.Lines {
		fmt.Println(ln.Line, "=", ln.Total)
	}
	fmt.Println("total", sc.Total)
	best, _ := s.BestMove()
	bsc, _ := s.Score(best)
	fmt.Println("best", best, "scores", bsc.Total)
	// Output:
	// column 2 at 0,2..2,2 (G5 B9 P1) = 15
	// row 0 at 0,-1..0,2 (R3 O1 Y6 G5) = 15
	// total 30
	// best -1,1=B9 -1,2=G5 -1,3=P1 scores 30
}

// A move that breaks a line rule is refused with an error naming the
// line and the rule; the state is unchanged.
func ExampleState_Apply() {
	s, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G4 B7")
	m, _ := sumoku.ParseMove(s, "0,2=G4")
	_, err := s.Apply(m)
	fmt.Println(err)
	fmt.Println(errors.Is(err, sumoku.ErrNotMultiple))
	var me *sumoku.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Detail)
	}
	// Output:
	// sumoku: Player 1: 0,2=G4: row 0 at 0,-1..0,2 (R3 O1 Y6 G4): total 14 is not a multiple of 5
	// true
	// row 0 at 0,-1..0,2 (R3 O1 Y6 G4): total 14 is not a multiple of 5
}

func ExampleCheckLayout() {
	l, _ := sumoku.ParseLayout("0,0=R3 0,1=R2 1,0=O4 2,0=Y2")
	fmt.Println(sumoku.CheckLayout(l, 5, false))
	l, _ = sumoku.ParseLayout("0,0=R3 0,1=O2 1,0=G4 2,0=Y3")
	fmt.Println(sumoku.CheckLayout(l, 5, false))
	// Output:
	// row 0 at 0,0..0,1 (R3 R2): red twice; column 0 at 0,0..2,0 (R3 O4 Y2): total 9 is not a multiple of 5
	// <nil>
}

func ExampleSpotClaims() {
	fmt.Println(sumoku.SpotClaims(5, "R1 O2 Y3 G4 B6 P8"))
	// Output:
	// [[0 1 2 3] [0 1 2 4] [0 1 3 5] [0 1 4 5] [1 2 3 4] [1 3 4 5]]
}

// Spot sumoku: every player may claim at any time; the move names the
// claimant.
func ExampleSpot() {
	s, _ := sumoku.New(sumoku.Spot(), sumoku.Setup{Names: []string{"Ada", "Bo"}, Seed: 7})
	claims := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(s.FaceUp()))
	m, _ := sumoku.ClaimSpot(1, claims[0][:]...)
	s, _ = s.Apply(m)
	fmt.Println(m, "->", s.Scores(), s.ToMove())
	// Output:
	// 1 spot 0 1 2 5 -> [0 4] [0 1]
}

// Draw pictures the game as a seat sees it: the table with its row and
// column numbers, the players, the seat's own rack and the last move.
func ExampleState_Draw() {
	s, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B6 P1 B7 P2")
	m, _ := sumoku.ParseMove(s, "0,2=G5 1,2=B9 2,2=P1")
	s, _ = s.Apply(m)
	fmt.Print(s.Draw(1))
	// Output:
	// sumoku standard, key 5, 74 tiles in the pile
	//   -1  0  1  2
	// 0 R3 O1 Y6 G5
	// 1  .  .  . B9
	// 2  .  .  . P1
	//   Player 1  30 points  8 tiles
	// > Player 2   0 points  8 tiles  (you)
	// your rack: R8 R8 O3 O4 B2 B4 P3 P5
	// last move: 0,2=G5 1,2=B9 2,2=P1
}
