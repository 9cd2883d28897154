package wordle_test

import (
	"fmt"

	"github.com/tilekit/tilekit/wordle"
)

func ExampleFeedback() {
	p, err := wordle.Feedback("solve", "SMILE")
	if err != nil {
		fmt.Println(err)
		return
	}
	greens, yellows := p.Counts()
	fmt.Println(p, p.Emoji(), greens, yellows, p.Solved())

	// Repeated letters: only as many are marked as the secret has.
	p, _ = wordle.Feedback("ROBOT", "OOZES")
	fmt.Println(p)

	_, err = wordle.Feedback("SOLVE", "SOLVES")
	fmt.Println(err)
	// Output:
	// G..YG 🟩⬛⬛🟨🟩 2 1 false
	// YG...
	// wordle: secret "SOLVE" and guess "SOLVES": 5 and 6 letters (1 to 10, the same for both): wrong length
}

func ExampleShareGrid() {
	var rows []wordle.Pattern
	for _, guess := range []string{"CRANE", "SLOTH", "SOLVE"} {
		p, _ := wordle.Feedback("SOLVE", guess)
		rows = append(rows, p)
	}
	grid, err := wordle.ShareGrid("Wordle 1,234", rows, 6, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(grid)
	// Output:
	// Wordle 1,234 3/6
	//
	// ⬛⬛⬛⬛🟩
	// 🟩🟨🟨⬛⬛
	// 🟩🟩🟩🟩🟩
}

func ExampleParsePattern() {
	p, err := wordle.ParsePattern("g.Y..")
	fmt.Println(p, p.At(0), p.At(2), p.Code(), err)
	// Output: G.Y.. green yellow 11 <nil>
}
