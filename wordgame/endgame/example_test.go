package endgame_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/endgame"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
)

// With the bag empty, the player to move holds LLP against AI. The best
// they can do loses 13 points on the final difference: they play LL and
// the opponent goes out with AI, taking twice the P's 3 points.
func ExampleSolve() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"10WHETS/11O3/9GLUG2/10ES1I1/9RYE1N1/8TI1DAIS/7C1AG1BOA/f5VOX1ATONY/I6FIVER3/"+
			"R4WET3E3/E3ZA2MOANED1/L2BID1QI2C3/O1JUN3MU1HOER/c2RETUNES2IF1/KNAP3OREAD1T1 LLP/AI 384/360 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	eg, err := endgame.Solve(s, endgame.WithContext(context.Background()), endgame.NodeLimit(1_000_000))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("value:", eg.Value, "exact:", eg.Exact)
	fmt.Println("line:", eg.PV)
	// Output:
	// value: -13 exact: true
	// line: [9A .LL 10A .AI]
}

// One tile is left in the bag: the player to move holds LP and cannot
// see the opponent's A and the bag's I, either of which may be the one
// drawn. (The tile set is cut to the tiles of the position, so that the
// bag holds exactly one.) SolvePreEndgame values every move over both
// draws, with the exact endgame after each.
func ExampleSolvePreEndgame() {
	const board = "10WHETS/11O3/9GLUG2/10ES1I1/9RYE1N1/8TI1DAIS/7C1AG1BOA/f5VOX1ATONY/I6FIVER3/" +
		"R4WET3E3/E3ZA2MOANED1/L2BID1QI2C3/O1JUN3MU1HOER/c2RETUNES2IF1/KNAP3OREAD1T1"
	rules := wordgame.Classic()
	rules.Tiles = measure.ExactTiles(rules.Tiles, board+"LP"+"A"+"I")
	s, err := wordgame.FromCGP(rules, nil, board+" LP/A 384/360 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	pe, err := endgame.SolvePreEndgame(s, endgame.WithContext(context.Background()), endgame.NodeLimit(1_000_000))
	if err != nil {
		fmt.Println(err)
		return
	}
	best := pe.Moves[0]
	fmt.Printf("best: %v, mean spread %+.1f, wins %.0f%%\n", best.Move, best.Spread, 100*best.Win)
	fmt.Printf("value %+.1f, clairvoyant %+.1f, exact %v\n", pe.Spread, pe.Clairvoyant, pe.Exact)
	// Output:
	// best: 11A .L, mean spread -12.0, wins 100%
	// value -12.0, clairvoyant -12.0, exact true
}
