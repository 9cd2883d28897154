package bot_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/bot"
)

// The levels choose differently from the same opening rack: Medium the
// highest score, Hard the best by equity.
func ExampleMove() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEIISTU/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, level := range []tilekit.Level{tilekit.Medium, tilekit.Hard} {
		m, err := bot.Move(s, level, 1, 0)
		fmt.Println(level, m, err)
	}
	// Output:
	// medium 8D AITUS <nil>
	// hard 8E AITU <nil>
}

// Show a player the three best placements, with their scores.
func ExampleHints() {
	s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 EGINORS/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	hints, err := bot.Hints(s, 0, 3) // seat 0 is to move
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
