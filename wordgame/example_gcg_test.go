package wordgame_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// Replay a game record and look at the position it leads to.
func ExampleReplayGCG() {
	record := `#player1 zoe Zoë Ångström
#player2 ian Ian Chew
>zoe: AAAEFHV 8E FAVA +20 20
>ian: AELMORT E8 .EMORAL +24 24
>zoe: AEGHRSW 13B REW.SH +32 52
`
	s, err := wordgame.ReplayGCG(wordgame.Classic(), nil, strings.NewReader(record))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Scores(), "to move:", s.Name(s.ToMove()[0]))
	// Output:
	// [52 24] to move: Ian Chew
}

// A score the rules do not give is reported with its line.
func ExampleReplayGCG_mismatch() {
	record := `#player1 zoe Zoë
#player2 ian Ian
>zoe: AAAEFHV 8E FAVA +20 20
>ian: AELMORT E8 .EMORAL +24 25
`
	_, err := wordgame.ReplayGCG(wordgame.Classic(), nil, strings.NewReader(record))
	fmt.Println(err)
	fmt.Println(errors.Is(err, wordgame.ErrGCGMismatch))
	// Output:
	// wordgame: gcg line 4: ian's total is 24 after this line, the record says 25
	// true
}

// Record a game played with this package and write it as GCG.
func ExampleNewRecord() {
	empty := strings.Repeat("15/", 14) + "15"
	s, err := wordgame.FromCGP(wordgame.Classic(), nil, empty+" AEINRST/DEHLOPS 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"8D RETAINS", "H5 POL.SHED"} {
		m, err := wordgame.ParseMove(s, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		if s, err = s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	rec, err := wordgame.NewRecord(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	rec.Title = "Two bingos"
	rec.Racks = nil // the racks in hand stay private
	if err := gcg.Write(os.Stdout, rec); err != nil {
		fmt.Println(err)
	}
	// Output:
	// #character-encoding UTF-8
	// #player1 Player_1 Player 1
	// #player2 Player_2 Player 2
	// #title Two bingos
	// #lexicon default
	// #tk.rules classic
	// >Player_1: AEINRST 8D RETAINS +66 66
	// >Player_2: DEHLOPS H5 POL.SHED +66 66
}
