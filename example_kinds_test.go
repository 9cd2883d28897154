package tilekit_test

import (
	"errors"
	"fmt"
	"os"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
)

// seatCounts are the numbers of seats ExampleNextMove deals a preset
// for: the fewest it allows and the two after (every count up to eight
// with TILEKIT_LONG=1; a Wordle table of 64 takes minutes).
func seatCounts(p tilekit.Preset) []int {
	most := p.MinPlayers + 2
	if os.Getenv("TILEKIT_LONG") == "1" {
		most = 8
	}
	var out []int
	for n := p.MinPlayers; n <= min(p.MaxPlayers, most); n++ {
		out = append(out, n)
	}
	return out
}

// A server that serves any game by name: every registered game dealt
// under every preset for several numbers of seats it allows, seat 0 a
// person (here, one who takes the first hint) and the others computer
// players, with a turn timer that runs out now and then. The loop is the
// README's.
func ExampleNextMove() {
	for _, k := range tilekit.Kinds() {
		failed := false
		for _, p := range k.Presets {
			for _, n := range seatCounts(p) {
				if p.Alphabet != "" {
					break // played with a word list the caller brings
				}
				g, err := k.New(p.Name, make([]string, n), 1)
				bots := make([]tilekit.Bot, n) // bots[0] is nil: a person
				for i := 1; i < n; i++ {
					bots[i] = k.Bot(tilekit.Easy, uint64(i))
				}
				for turn := 1; err == nil && !g.Over(); turn++ {
					seat, move, e := tilekit.NextMove(g, bots)
					if errors.Is(e, tilekit.ErrNoMove) { // the person's turn: the first hint
						seat = g.ToMove()[0]
						hs, _ := g.Hints(seat, 1)
						move, e = hs[0].Move, nil
					}
					if period, limit := g.Clock(); limit > 0 && turn%5 == 0 {
						g, err = g.Expire(period) // the timer ran out before the move came
					} else if err = e; e == nil {
						g, err = g.PlayAs(seat, move)
					}
				}
				if err != nil || !g.Over() {
					fmt.Println(k.Name, p.Name, n, "seats:", err)
					failed = true
				}
			}
		}
		if !failed {
			fmt.Println(k.Name + ": every preset played to its end")
		}
	}
	// Output:
	// quaddoku: every preset played to its end
	// sumoku: every preset played to its end
	// wordgame: every preset played to its end
	// wordle: every preset played to its end
	// wordoku: every preset played to its end
}
