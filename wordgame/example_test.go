package wordgame_test

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
)

// Start a game, read a move in standard notation, see what it would
// score, and play it.
func Example() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := wordgame.ParseMove(s, "8D HALTED")
	if err != nil {
		fmt.Println(err)
		return
	}
	sc, err := s.Score(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m, "scores", sc)
	next, err := s.Apply(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("scores now", next.Scores(), "-", next.Name(next.ToMove()[0]), "to move")
	fmt.Print(next.Board().String()[16*6 : 16*9])
	// Output:
	// 8D HALTED scores HALTED 28 = 28
	// scores now [28 0] - Player 2 to move
	// ...............
	// ...HALTED......
	// ...............
}

// A rejected move changes nothing and says which rule it broke. The
// error's Detail is written for the player, so a front end shows it as it
// is; Error() adds the player and the move for a log.
func ExampleMoveError() {
	s, _ := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEIQXZO/ 0/0 0")
	for _, text := range []string{"8H QXZ", "1A ZOA", "8h zoea"} {
		m, err := s.ParseMove(text)
		if err == nil {
			err = s.Validate(m)
		}
		var me *wordgame.MoveError
		if errors.As(err, &me) {
			fmt.Printf("%s, you typed %q: %s\n", me.Player, text, me.Detail)
		}
		if errors.Is(err, wordgame.ErrNotAWord) {
			fmt.Println("log:", err)
		}
	}
	// Output:
	// Player 1, you typed "8H QXZ": "QXZ" is not a word
	// log: wordgame: Player 1: 8H QXZ: "QXZ" is not a word
	// Player 1, you typed "1A ZOA": the first word must cover 8H
	// Player 1, you typed "8h zoea": rack AEIOQXZ has no blank for it (a lower-case letter is a blank; type 8H ZOEA to play tiles)
}

// Read a CGP position from another engine, and write it back with the
// opcodes that let it restore the full State.
func ExampleFromCGP() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/6HALT5/9O5/15/15/15/15/15/15 BDEIIST/AEGNRSU 40/22 0 lex NWL23;")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := wordgame.ParseMove(s, "10I BED")
	sc, _ := s.Score(m)
	for _, w := range sc.Words {
		fmt.Printf("%s: (%d + %d letter bonus) x %d = %d\n", w.Word, w.Base, w.LetterBonus, w.WordFactor, w.Points)
	}
	fmt.Println("total", sc.Total)
	text, _ := s.MarshalText()
	fmt.Printf("%.62s...\n", text)
	// Output:
	// BED: (6 + 2 letter bonus) x 1 = 8
	// TOE: (3 + 2 letter bonus) x 1 = 5
	// total 13
	// 15/15/15/15/15/15/15/6HALT5/9O5/15/15/15/15/15/15 BDEIIST/AEGN...
}

// A State reads and writes CGP through the standard text interfaces, so it
// also travels as JSON.
func ExampleState_UnmarshalText() {
	var s wordgame.State
	err := s.UnmarshalText([]byte("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 EGINORS/ 0/0 0"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.RackLetters(0), s.Rules().RackSize, s.BagLen())
	m, _ := wordgame.ParseMove(s, "8B REGIONS")
	sc, _ := s.Score(m)
	fmt.Println(sc)
	// Output:
	// EGINORS 7 86
	// REGIONS 20 + all tiles 50 = 70
}

// Two bots play a whole game; the final State's scores already include
// the end-of-game adjustments that Result itemises.
func ExampleState_Result() {
	s, _ := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Names: []string{"Ada", "Bob"}, Seed: 1})
	for !s.Over() {
		m, err := s.BestMove()
		if err != nil {
			m = wordgame.Pass()
		}
		s, _ = s.Apply(m)
	}
	res := s.Result()
	fmt.Println(res.Reason, res.Scores, res.Adjustments, res.Winners)
	// Output:
	// player out [412 471] [0 -1] [1]
}

// A terminal front end draws the board from the player's View: column
// letters, row numbers, premium squares and the rack.
func ExampleView_Draw() {
	s, _ := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	m, _ := s.ParseMove("8D HALTED")
	s, _ = s.Apply(m)
	fmt.Print(s.View(1).Draw())
	// Output:
	//     A B C D E F G H I J K L M N O
	//   1 = . . ' . . . = . . . ' . . =
	//   2 . - . . . " . . . " . . . - .
	//   3 . . - . . . ' . ' . . . - . .
	//   4 ' . . - . . . ' . . . - . . '
	//   5 . . . . - . . . . . - . . . .
	//   6 . " . . . " . . . " . . . " .
	//   7 . . ' . . . ' . ' . . . ' . .
	//   8 = . . H A L T E D . . ' . . =
	//   9 . . ' . . . ' . ' . . . ' . .
	//  10 . " . . . " . . . " . . . " .
	//  11 . . . . - . . . . . - . . . .
	//  12 ' . . - . . . ' . . . - . . '
	//  13 . . - . . . ' . ' . . . - . .
	//  14 . - . . . " . . . " . . . - .
	//  15 = . . ' . . . = . . . ' . . =
	// rack: EINOSTU
}
