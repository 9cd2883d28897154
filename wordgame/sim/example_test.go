package sim_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/equity"
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

// Judge a move a player made beside the best ones: Include adds it to
// the candidates whatever its rank by equity, and its Edge says how much
// it gave up against equity's choice on the same deals.
func ExampleOptions_include() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	played, err := s.ParseMove("H8 HA")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := sim.Simulate(context.Background(), s, sim.Options{Candidates: 2, Iterations: 16, Seed: 1, Include: []wordgame.Move{played}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range res {
		if r.Move == played {
			fmt.Printf("%v: scores %d, simulated on %d deals, behind equity's choice: %v\n", r.Move, r.Score, r.Iterations, r.Edge < 0)
		}
	}
	// Output:
	// H8 HA: scores 10, simulated on 16 deals, behind equity's choice: true
}

// Rank the candidates by their chance of winning rather than by the
// points they lead to: late in a game, or well ahead or behind, the two
// can disagree. At the first move the chances are close to even.
func ExampleOptions_wins() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := sim.Simulate(context.Background(), s, sim.Options{Candidates: 3, Iterations: 16, Seed: 1, Wins: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	sorted := true
	for i := 1; i < len(res); i++ {
		sorted = sorted && (res[i].Pruned || res[i].WinRate <= res[i-1].WinRate)
	}
	fmt.Println("best first by chance of winning:", sorted)
	fmt.Printf("%v wins %.0f%% of the time, within [%.0f%%, %.0f%%]\n", res[0].Move, 100*res[0].WinRate, 100*res[0].WinLow, 100*res[0].WinHigh)
	// Output:
	// best first by chance of winning: true
	// 8D HALTED wins 55% of the time, within [46%, 64%]
}

// Read what the opponent kept from the placement they just made, as an
// equity player would have made it, and simulate the reply against the
// racks it makes likely.
func ExampleInfer() {
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	first, err := equity.Best(s) // the opponent, an equity player
	if err == nil {
		s, err = s.Apply(first)
	}
	if err != nil {
		fmt.Println(err)
		return
	}
	inf, err := sim.Infer(context.Background(), s, sim.InferOptions{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("seat %d played %v: %d of %d leaves explain it\n", inf.Seat, inf.Move, len(inf.Leaves), inf.Tried)
	fmt.Println(inf.Leaves)
	res, err := sim.Simulate(context.Background(), s, sim.Options{Candidates: 3, Iterations: 16, Seed: 1, Inference: &inf})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(res), "candidates simulated")
	// Output:
	// seat 0 played 8D NIDAL: 7 of 100 leaves explain it
	// [AN ET LS ET AL AS ET]
	// 3 candidates simulated
}
