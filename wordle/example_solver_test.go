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

// A solver over the bundled lists: the candidates left after two rows, and
// the hint for the next guess.
func ExampleSolver() {
	s, err := wordle.NewSolver(wordle.SolverConfig{})
	if err != nil {
		fmt.Println(err)
		return
	}
	secret := "NYMPH"
	var history []wordle.Step
	for range 6 {
		guess, err := s.Hint(history)
		if err != nil {
			fmt.Println(err)
			return
		}
		p, _ := wordle.Feedback(secret, guess)
		history = append(history, wordle.Step{Guess: guess, Pattern: p})
		left, _ := s.Candidates(history)
		fmt.Println(guess, p, len(left), "left")
		if p.Solved() {
			break
		}
	}
	// Output:
	// TARES ..... 187 left
	// COLIN ....Y 3 left
	// BUNNY ..Y.Y 1 left
	// NYMPH GGGGG 1 left
}

// The exact search over a small list, with a given first guess: the tree
// with the fewest total guesses.
func ExampleSolver_Exact() {
	s, err := wordle.NewSolver(wordle.SolverConfig{
		Answers: []string{"CRANE", "CRATE", "GRATE", "GRADE", "TRADE", "TRACE", "BRACE", "GRACE"},
		Guesses: []string{"BATCH", "DIGIT"},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	tree, err := s.Exact("BATCH")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tree.Summary())
	for _, answer := range []string{"GRADE", "CRANE"} {
		path, _ := tree.Path(answer)
		fmt.Println(answer, path)
	}
	// Output:
	// average 2.1250 total 17 worst 3
	// GRADE [BATCH GRADE]
	// CRANE [BATCH CRANE]
}

// With too few tries some answers are lost: the tree still finds them,
// later, and says which they are.
func ExampleTree_Lost() {
	s, err := wordle.NewSolver(wordle.SolverConfig{
		Answers: []string{"CRANE", "CRATE", "GRATE", "GRADE", "TRADE", "TRACE", "BRACE", "GRACE"},
		Guesses: []string{"BATCH", "DIGIT"},
		Hard:    true,
		Tries:   2,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	tree, err := s.Exact("")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tree.Guess(), tree.Summary())
	fmt.Println("lost", tree.Lost())
	path, _ := tree.Path("GRACE")
	fmt.Println(path)
	// Output:
	// CRATE average 2.0000 total 16 worst 3
	// lost [GRACE]
	// [CRATE BRACE GRACE]
}
