package wordgame_test

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordgame"
)

// Find the best placement for a rack on a board read from CGP.
func ExampleState_BestMove() {
	s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := s.BestMove()
	if err != nil {
		fmt.Println(err)
		return
	}
	sc, _ := s.Score(m)
	fmt.Println(m, sc.Total)
	// Output: 8C THREAD 28
}

// Show a player the three best placements, with their scores.
func ExampleState_Hints() {
	s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 EGINORS/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	hints, err := s.Hints(0, 3) // seat 0 is to move
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, h := range hints {
		fmt.Println(h.Move, h.Words[0], h.Score)
	}
	// Output:
	// 8B REGIONS REGIONS 70
	// 8B SIGNORE SIGNORE 70
	// 8C IGNORES IGNORES 70
}

// Count the placements open to the player to move, and list the across
// ones (LegalMoves yields them as it finds them, not by score).
func ExampleState_LegalMoves() {
	s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	n := 0
	for m := range s.LegalMoves() {
		n++
		if m.Dir() == wordgame.Across {
			fmt.Println(m)
		}
	}
	fmt.Println(n, "placements")
	// Output:
	// 8H AB
	// 8H BA
	// 8G AB
	// 8G BA
	// 8 placements
}

// Reuse one slice for the moves of many positions: AppendLegalMoves
// allocates nothing once the slice is large enough.
func ExampleState_AppendLegalMoves() {
	var moves []wordgame.Move
	for _, rack := range []string{"AB", "QI", "XU"} {
		s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
			"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 "+rack+"/ 0/0 0")
		if err != nil {
			fmt.Println(err)
			return
		}
		moves = s.AppendLegalMoves(moves[:0])
		fmt.Println(rack, len(moves))
	}
	// Output:
	// AB 8
	// QI 4
	// XU 4
}

// Two bots play a whole game, each making the best-scoring placement and
// passing when it has none.
func ExampleState_BestMove_selfPlay() {
	s, err := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Players: 2, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	turns := 0
	for !s.Over() {
		m, err := s.BestMove()
		if err != nil {
			m = wordgame.Pass()
		}
		if s, err = s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
		turns++
	}
	r := s.Result()
	fmt.Println(turns, "turns; final scores", r.Scores, "winners", r.Winners)
	// Output: 25 turns; final scores [455 433] winners [0]
}
