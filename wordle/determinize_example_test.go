package wordle_test

import (
	"encoding/json"
	"fmt"

	"github.com/tilekit/tilekit/wordle"
)

// A guesser's determinization: the host's word is drawn again among the
// words that fit the guesser's rows, and the guesser's view is the same.
func ExampleState_Determinize() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 1})
	s, _ = s.Apply(wordle.SetSecret(0, "PLANT"))
	s, _ = s.Apply(wordle.Guess(1, "CRANE"))

	d, _ := s.Determinize(1, 42)
	a, _ := json.Marshal(s.View(1))
	b, _ := json.Marshal(d.View(1))
	p, _ := wordle.Feedback(d.Secret(), "CRANE")
	fmt.Println("same view:", string(a) == string(b))
	fmt.Println("CRANE marked", p, "against the drawn secret")
	// Output:
	// same view: true
	// CRANE marked ..GG. against the drawn secret
}
