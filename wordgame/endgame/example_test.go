package endgame_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/endgame"
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
