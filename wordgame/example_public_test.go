package wordgame_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordgame"
)

// A server takes moves from every seat: ValidateAs refuses a player whose
// turn it is not before looking at the move, so the refusal says nothing
// of the mover's rack. The mover gets hints and previews for its own rack.
func ExampleState_ValidateAs() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 EGINORS/ADEHLRT 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := s.ParseMove("8H ZZZZ")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tilekit.Detail(s.ValidateAs(1, m)))
	fmt.Println(tilekit.Detail(s.ValidateAs(0, m)))
	hints, err := s.Hints(0, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	preview, err := s.Preview(0, hints[0].Move)
	fmt.Println(hints[0].Move, preview, hints[0].Note, err)
	// Output:
	// it is Player 1's turn
	// rack EGINORS has no Z for it
	// 8B REGIONS +70 (REGIONS 20, all tiles +50) bingo: all 7 tiles +50 <nil>
}

// Serve the game by name through tilekit's registry: deal it, let a bot
// move, save it and read it back with its history, and show a player
// what they may see of the past (another seat's exchange only by its
// count).
func Example_registry() {
	k, _ := tilekit.Lookup("wordgame")
	g, err := k.New("classic", []string{"Ada", "Bob"}, 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	bot := k.Bot(tilekit.Hard, 1)
	move, _ := bot.Move(g, 0)
	if g, err = g.PlayAs(0, move); err != nil {
		fmt.Println(err)
		return
	}
	rack := g.State().(wordgame.State).RackLetters(1)
	if g, err = g.PlayAs(1, "-"+rack[:2]); err != nil {
		fmt.Println(err)
		return
	}
	text, _ := g.MarshalText()
	back, err := tilekit.Decode(text)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(back.History()), "moves kept")
	fmt.Println("Ada sees", back.HistoryFor(0)[1])
	fmt.Println(back.Outcome().Scores, back.Name(back.ToMove()[0]), "to move")
	// Output:
	// 2 moves kept
	// Ada sees -2
	// [26 0] Ada to move
}
