package feedback_test

import (
	"fmt"

	"github.com/tilekit/tilekit/wordle/internal/feedback"
)

// The feedback of a guess, and a history step built from it.
func ExampleFeedback() {
	p, err := feedback.Feedback("ROBOT", "OOZES")
	if err != nil {
		fmt.Println(err)
		return
	}
	step := feedback.Step{Guess: "OOZES", Pattern: p}
	fmt.Println(step.Guess, step.Pattern, p.Code(), feedback.FromCode(5, p.Code()) == p)
	// Output:
	// OOZES YG... 7 true
}
