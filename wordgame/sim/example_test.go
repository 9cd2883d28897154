package sim_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// Simulate the three best moves by equity on eight deals each, and play
// the one with the best mean spread.
func ExampleSimulate() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := sim.Simulate(context.Background(), s, sim.Options{Candidates: 3, Iterations: 8, Seed: 1})
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
