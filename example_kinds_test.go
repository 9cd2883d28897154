package tilekit_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
)

// A server that serves any game by name: every registered game dealt for
// two, played to its end by a seat that takes the first hint and a
// computer player, with the game saved and read back after every move.
func ExampleKinds() {
	for _, k := range tilekit.Kinds() {
		g, err := k.New("", []string{"Ann", "Bob"}, 1)
		if err != nil {
			fmt.Println(k.Name, err)
			continue
		}
		bot := k.Bot(tilekit.Medium, 1)
		for n := 0; !g.Over() && err == nil && n < 5000; n++ {
			seat, move := tilekit.Onlooker, ""
			if to := g.ToMove(); len(to) == 0 {
				move, _ = g.Timeout(tilekit.Onlooker) // a round everyone has finished
			} else {
				seat = to[0]
				if hs, _ := g.Hints(seat, 1); seat == 0 && len(hs) > 0 {
					move = hs[0].Move
				} else if move, err = bot.Move(g, seat); move == "" && len(to) > 1 {
					seat = to[1] // the first seat waits for the others
					move, err = bot.Move(g, seat)
				}
			}
			if seat == tilekit.Onlooker {
				g, err = g.Play(move) // the clock's move, from the server
			} else if err == nil {
				g, err = g.PlayAs(seat, move)
			}
			text, _ := g.MarshalText()
			if err == nil {
				g, err = tilekit.Decode(text) // saved and read back
			}
		}
		o := g.Outcome()
		fmt.Println(k.Name, o.Scores, o.Winners, o.Reason, err)
	}
	// Output:
	// quaddoku [452 405] [0] no player can make a new word <nil>
	// sumoku [750 585] [0] nobody could play (every player passed in turn); the tiles left in hand were taken off the scores <nil>
	// wordgame [412 471] [1] Ann went out <nil>
	// wordle [4 4] [0 1] all 2 rounds have been played <nil>
	// wordoku [3 0] [0] all 3 rounds played; the most tokens, 3 <nil>
}
