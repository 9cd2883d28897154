package wordgame_test

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/wordgame"
)

// Walk a record's turns: each gives the position the mover faced, with
// the rack the record shows, the move played and its points.
func ExampleTurnsGCG() {
	record := `#player1 Mia Mia
#player2 Leo Leo
>Mia: ACFIIPV 8E CAPI +16 16
>Leo: ACDINOT H5 ACT.NOID +63 63
>Mia: AFGHINV E8 .HAFING +32 48
`
	for t, err := range wordgame.TurnsGCG(wordgame.Classic(), nil, strings.NewReader(record)) {
		if err != nil {
			fmt.Println(err)
			return
		}
		b := t.Before
		fmt.Printf("%s holds %s, bag %d: %s for %d, then %v\n", b.Name(t.Player), b.RackLetters(t.Player), b.BagLen(), t.Move, t.Score, t.After.Scores())
	}
	// Output:
	// Mia holds ACFIIPV, bag 86: 8E CAPI for 16, then [16 0]
	// Leo holds ACDINOT, bag 82: H5 ACT.NOID for 63, then [16 63]
	// Mia holds AFGHINV, bag 75: E8 .HAFING for 32, then [48 63]
}

// A game's own turns, from its final State: the racks are the ones each
// player held.
func ExampleState_Turns() {
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Names: []string{"Ada", "Bob"}, Seed: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	for range 3 {
		m, err := s.BestMove()
		if err != nil {
			fmt.Println(err)
			return
		}
		if s, err = s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	for t, err := range s.Turns() {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(t.Index, t.Before.Name(t.Player), t.Before.RackLetters(t.Player), t.Move, t.Score)
	}
	// Output:
	// 0 Ada AAAEFHV 8E FAVA 20
	// 1 Bob AEELMOR E8 .EMORAL 24
	// 2 Ada AEGHRSW 13B REW.SH 32
}
