package wordgame_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
)

// Deal the position again as the first player may imagine it: their own
// rack and everything they see stay, the other rack and the bag change.
func ExampleState_Determinize() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	d, err := s.Determinize(0, 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	before, _ := json.Marshal(s.View(0))
	after, _ := json.Marshal(d.View(0))
	fmt.Println("own rack:", d.RackLetters(0))
	fmt.Println("same view:", string(before) == string(after))
	fmt.Println("other rack dealt again:", d.RackLetters(1) != s.RackLetters(1))
	// Output:
	// own rack: ADEHLRT
	// same view: true
	// other rack dealt again: true
}

// Simulate the three best moves by equity on eight deals each, and play
// the one with the best mean spread.
func ExampleState_Simulate() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := s.Simulate(context.Background(), wordgame.SimOptions{Candidates: 3, Iterations: 8, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(res), "candidates, each on", res[0].Iterations, "deals")
	best := res[0]
	fmt.Println("legal:", s.Validate(best.Move) == nil, "interval holds the mean:", best.Low <= best.Spread && best.Spread <= best.High)
	// Output:
	// 3 candidates, each on 8 deals
	// legal: true interval holds the mean: true
}
