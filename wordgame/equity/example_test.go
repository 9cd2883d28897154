package equity_test

import (
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/equity"
)

// The highest-scoring opening with AEIISTU spends the S on AITUS;
// equity plays AITU for four points less and keeps E, I and S.
func ExampleMoves() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEIISTU/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	best, _ := s.BestMove()
	fmt.Println("highest score:", best)
	top, _ := equity.Moves(s, 1)
	fmt.Printf("best equity: %v, %d points, keeps EIS\n", top[0].Move, top[0].Score)
	// Output:
	// highest score: 8D AITUS
	// best equity: 8E AITU, 8 points, keeps EIS
}
