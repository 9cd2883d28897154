package wordgame_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordgame"
	_ "github.com/tilekit/tilekit/wordgame/bot" // the engine: Game.Hints and the conformance checks need it
	"github.com/tilekit/tilekit/wordgame/gcg"
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

// Find the best placement for a rack on a board read from CGP.
func ExampleState_BestMove() {
	s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := s.BestMove()
	if err != nil {
		fmt.Println(err)
		return
	}
	sc, _ := s.Score(m)
	fmt.Println(m, sc.Total)
	// Output: 8C THREAD 28
}

// Count the placements open to the player to move, and list the across
// ones (LegalMoves yields them as it finds them, not by score).
func ExampleState_LegalMoves() {
	s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB/ 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	n := 0
	for m := range s.LegalMoves() {
		n++
		if m.Dir() == wordgame.Across {
			fmt.Println(m)
		}
	}
	fmt.Println(n, "placements")
	// Output:
	// 8H AB
	// 8H BA
	// 8G AB
	// 8G BA
	// 8 placements
}

// Reuse one slice for the moves of many positions: AppendLegalMoves
// allocates nothing once the slice is large enough.
func ExampleState_AppendLegalMoves() {
	var moves []wordgame.Move
	for _, rack := range []string{"AB", "QI", "XU"} {
		s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
			"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 "+rack+"/ 0/0 0")
		if err != nil {
			fmt.Println(err)
			return
		}
		moves = s.AppendLegalMoves(moves[:0])
		fmt.Println(rack, len(moves))
	}
	// Output:
	// AB 8
	// QI 4
	// XU 4
}

// Two bots play a whole game, each making the best-scoring placement and
// passing when it has none.
func ExampleState_BestMove_selfPlay() {
	s, err := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Players: 2, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	turns := 0
	for !s.Over() {
		m, err := s.BestMove()
		if err != nil {
			m = wordgame.Pass()
		}
		if s, err = s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
		turns++
	}
	r := s.Result()
	fmt.Println(turns, "turns; final scores", r.Scores, "winners", r.Winners)
	// Output: 25 turns; final scores [455 433] winners [0]
}

// Deal the position again as the first player may imagine it: their own
// rack and everything they see stay, the other rack and the bag change.
func ExampleState_Determinize() {
	s, err := wordgame.FromCGP(wordgame.Classic(), nil,
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 0/0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	d, err := s.Determinize(0, 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	before, _ := json.Marshal(s.View(0))
	after, _ := json.Marshal(d.View(0))
	fmt.Println("own rack:", d.RackLetters(0))
	fmt.Println("same view:", string(before) == string(after))
	fmt.Println("other rack dealt again:", d.RackLetters(1) != s.RackLetters(1))
	// Output:
	// own rack: ADEHLRT
	// same view: true
	// other rack dealt again: true
}

// A server takes moves from every seat through tilekit.Game (here read
// back from a CGP position): ValidateAs and PlayAs refuse a player whose
// turn it is not before looking at the move, so the refusal says nothing
// of the mover's rack. The mover gets hints and previews for its own
// rack.
func Example_seats() {
	g, err := tilekit.Decode([]byte("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 EGINORS/ADEHLRT 0/0 0"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Kind(), "with", g.Name(g.ToMove()[0]), "to move")
	fmt.Println(tilekit.Detail(g.ValidateAs(1, "8H ZZZZ")))
	fmt.Println(tilekit.Detail(g.ValidateAs(0, "8H ZZZZ")))
	hints, err := g.Hints(0, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	preview, err := g.Preview(0, hints[0].Move)
	fmt.Println(hints[0].Move, preview, hints[0].Note, err)
	// Output:
	// wordgame with Player 1 to move
	// it is Player 1's turn
	// rack EGINORS has no Z for it
	// 8B REGIONS +70 (REGIONS 20, all tiles +50) bingo: all 7 tiles +50 <nil>
}

// A terminal or a chat shows each player what they may see: the board
// with its coordinates and premium squares, the scores and the bag, whose
// turn it is, their own rack (an onlooker sees none) and the last move.
func ExampleState_Draw() {
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Names: []string{"Ada", "Bob"}, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := s.BestMove()
	if err != nil {
		fmt.Println(err)
		return
	}
	if s, err = s.Apply(m); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s.Draw(1))
	fmt.Println()
	draw := s.Draw(tilekit.Onlooker)
	fmt.Print(draw[strings.Index(draw, "scores:"):])
	// Output:
	//     A B C D E F G H I J K L M N O
	//   1 = . . ' . . . = . . . ' . . =
	//   2 . - . . . " . . . " . . . - .
	//   3 . . - . . . ' . ' . . . - . .
	//   4 ' . . - . . . ' . . . - . . '
	//   5 . . . . - . . . . . - . . . .
	//   6 . " . . . " . . . " . . . " .
	//   7 . . ' . . . ' . ' . . . ' . .
	//   8 = I N D O R S E . . . ' . . =
	//   9 . . ' . . . ' . ' . . . ' . .
	//  10 . " . . . " . . . " . . . " .
	//  11 . . . . - . . . . . - . . . .
	//  12 ' . . - . . . ' . . . - . . '
	//  13 . . - . . . ' . ' . . . - . .
	//  14 . - . . . " . . . " . . . - .
	//  15 = . . ' . . . = . . . ' . . =
	//     = 3W  - 2W  " 3L  ' 2L  * start
	// scores: Ada 70, Bob 0; bag 79
	// to move: Bob
	// rack: ABCENNW
	// last: Ada 8B INDORSE +70
	//
	// scores: Ada 70, Bob 0; bag 79
	// to move: Bob
	// last: Ada 8B INDORSE +70
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
	bots := []tilekit.Bot{k.Bot(tilekit.Hard, 1), nil} // Bob is a person
	seat, move, err := tilekit.NextMove(g, bots)
	if err != nil {
		fmt.Println(err)
		return
	}
	if g, err = g.PlayAs(seat, move); err != nil {
		fmt.Println(err)
		return
	}
	if _, _, err := tilekit.NextMove(g, bots); errors.Is(err, tilekit.ErrNoMove) {
		fmt.Println("Bob's turn: no bot plays it")
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
	// Bob's turn: no bot plays it
	// 2 moves kept
	// Ada sees -2
	// [24 0] Ada to move
}
