package solver_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordle/solver"
)

// A solver over the bundled lists: the candidates left after two rows, and
// the hint for the next guess.
func ExampleSolver() {
	s, err := solver.New(solver.Config{})
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
	s, err := solver.New(solver.Config{
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
	s, err := solver.New(solver.Config{
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

// A guesser's hint is the solver's best next guess for the rows that
// guesser has seen.
func ExampleHints() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 1, Secret: "SOLVE"})
	s, _ = s.Apply(wordle.Guess(0, "CRANE"))
	hints, err := solver.Hints(s, 0, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, h := range hints {
		fmt.Println(h.Move, "-", h.Note)
	}
	// Output:
	// 0 guess TOILS - 91 answers still fit
	// 0 giveup - give up the round for 7 points
}

// A computer player at each level, for the guesser of a solo game after
// one row: the move it would send, deterministic from its seed.
func ExampleBotMove() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 1, Secret: "SOLVE"})
	s, _ = s.Apply(wordle.Guess(0, "CRANE"))
	m, err := solver.BotMove(s, tilekit.Expert, 1, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	hints, _ := solver.Hints(s, 0, 1)
	fmt.Println(m, "| the hint:", hints[0].Move)
	// Output:
	// 0 guess TOILS | the hint: 0 guess TOILS
}
