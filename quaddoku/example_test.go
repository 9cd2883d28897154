package quaddoku_test

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/quaddoku"
)

// The first turn of the rule book's sample round: E3 over the A of BEAT,
// U1 and B3 over the A and K of TAKE.
func Example() {
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Leslie", "Ron", "Tyler"}})
	if err != nil {
		panic(err)
	}
	m, err := quaddoku.ParseMove(s, "02=E3 13=U1 23=B3")
	if err != nil {
		panic(err)
	}
	sc, err := s.Score(m)
	if err != nil {
		panic(err)
	}
	for _, w := range sc.Words {
		fmt.Printf("%-6v %s sum %d doku %-5v %d points\n", w.Side, w.Word, w.Sum, w.Doku, w.Points)
	}
	s, _ = s.Apply(m)
	fmt.Println(s.Name(0), "scores", sc.Total)
	fmt.Println(s.Grid())
	fmt.Println(len(s.Bag()), "tiles left;", s.Name(s.ToMove()[0]), "to play")
	// Output:
	// top    BEET sum 10 doku true  20 points
	// right  TUBE sum 9 doku false 9 points
	// Leslie scores 29
	// B2 E2 E3 T3 / A3 .. .. U1 / T3 .. .. B3 / H2 A3 R3 E2
	// 60 tiles left; Ron to play
}

func ExampleState_BestMove() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	m, err := s.BestMove()
	if err != nil {
		panic(err)
	}
	sc, _ := s.Score(m)
	fmt.Println(m)
	fmt.Println(sc.Total, sc.QuadDoku)
	s, _ = s.Apply(m)
	for side := range quaddoku.Side(4) {
		fmt.Print(s.Word(side), " ")
	}
	fmt.Println()
	// Output:
	// 00=A2 01=A2 02=H3 03=S3 20=H2 23=B3 30=S3 32=D3 33=E1
	// 80 true
	// AAHS AAHS SABE SADE
}

func ExampleState_LegalMovesUpTo() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 1})
	n := 0
	for m := range s.LegalMovesUpTo(1) {
		if n < 3 {
			fmt.Println(m)
		}
		n++
	}
	fmt.Println(n, "one-tile moves")
	// Output:
	// 03=M3
	// 03=M4
	// 03=R2
	// 82 one-tile moves
}

func ExampleState_Validate() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	for _, text := range []string{"02=X5", "01=E2", "02=K2", "01=E3"} {
		m, _ := quaddoku.ParseMove(s, text)
		err := s.Validate(m)
		fmt.Println(err, errors.Is(err, quaddoku.ErrNotAWord))
	}
	// Output:
	// quaddoku: Player 1: 02=X5: "BEXT" (top) is not a word true
	// quaddoku: Player 1: 01=E2: E2 cannot go on E2 at 01: a tile on the same letter needs another value false
	// quaddoku: Player 1: 02=K2: no K2 left in the drawpile false
	// quaddoku: Player 1: 01=E3: no letter changes, so no new word is formed false
}

// A custom start: any four words that meet at the corners, with tiles
// from the set.
func ExampleParseGrid() {
	r := quaddoku.DefaultRules()
	g, err := quaddoku.ParseGrid("T3 R2 I3 P2 / A3 .. .. A3 / L2 .. .. L1 / E2 N2 D3 S3")
	if err != nil {
		panic(err)
	}
	r.Start = g
	s, err := quaddoku.New(r, quaddoku.Setup{Players: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Word(quaddoku.Top), s.Word(quaddoku.Left), s.Word(quaddoku.Right), s.Word(quaddoku.Bottom))
	fmt.Println(len(s.Bag()), "tiles in the pile")
	// Output:
	// TRIP TALE PALS ENDS
	// 63 tiles in the pile
}

// Solo play: the Result counts points, words and dokus.
func ExampleState_Result() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 1})
	for !s.Over() {
		m, err := s.BestMove()
		if err != nil {
			m = quaddoku.Move{} // nothing left to spell: pass
		}
		s, _ = s.Apply(m)
	}
	r := s.Result()
	fmt.Printf("%d turns: %d points, %d words, %d dokus\n", s.Turns(), r.Scores[0], r.Words[0], r.Dokus[0])
	// Output:
	// 10 turns: 664 points, 30 words, 29 dokus
}

// A front end shows a rejected move's Detail to the player, who is named
// as the game names them; the sentinel tells the program which rule.
func ExampleMoveError() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Ann", "Bob"}})
	m, _ := s.ParseMove("02=X5")
	if _, err := s.Apply(m); err != nil {
		var me *quaddoku.MoveError
		if errors.As(err, &me) {
			fmt.Printf("%s, that move is not allowed: %s.\n", me.Player, me.Detail)
		}
		fmt.Println(errors.Is(err, quaddoku.ErrNotAWord))
		fmt.Println(err) // for logs
	}
	// Output:
	// Ann, that move is not allowed: "BEXT" (top) is not a word.
	// true
	// quaddoku: Ann: 02=X5: "BEXT" (top) is not a word
}

// Draw is the game as text for a terminal or a chat: whose turn it is,
// the grid beside its stack heights and the four words with their sums,
// the scores, the last move and the open drawpile.
func ExampleState_Draw() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Leslie", "Ron", "Tyler"}})
	s, _ = s.Apply(mustParse(s, "02=E3 13=U1 23=B3"))
	fmt.Print(s.Draw(1))
	// Output:
	// Quad*doku: Ron to move (turn 2)
	//     0  1  2  3   stacks
	//  0  B2 E2 E3 T3  1 1 2 1   top    BEET 10 doku
	//  1  A3 .. .. U1  1 . . 2   left   BATH 10 doku
	//  2  T3 .. .. B3  1 . . 2   right  TUBE  9
	//  3  H2 A3 R3 E2  1 1 1 1   bottom HARE 10 doku
	// scores: Leslie 29, Ron 0 (you), Tyler 0
	// last move: Leslie 02=E3 13=U1 23=B3
	// drawpile (60): A2x2 A3 C3 C4 D2x2 D3 E1 E2x3 E3x2 F4 G3 G4 H2 H3 I2 I3x3
	//   J5 L1 L2x2 M3 M4 N2x2 N3x2 O2x3 O3x2 P1 P2 Q5 R2x2 R3 S2x2 S3x3 T2
	//   T3x3 U1 U2 V4 W4 X5 Y4 Z5
}

func ExampleGrid_Draw() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 1})
	s, _ = s.Apply(mustParse(s, "02=E3 13=U1 23=B3"))
	fmt.Print(s.Grid().Draw())
	// Output:
	// B2 E2 E3 T3
	// A3       U1
	// T3       B3
	// H2 A3 R3 E2
}

// Quad*doku's State meets gamekit.State, so code written once for every
// game drives it: here through gamekit.Wrap, with moves as text.
func ExampleState_generic() {
	var _ gamekit.State[quaddoku.State, quaddoku.Move, quaddoku.View] = quaddoku.State{}
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Ann", "Bob"}})
	g := gamekit.Wrap("quaddoku", s)
	for _, move := range []string{"02=E3 13=U1 23=B3", "00=Z5", "-"} {
		next, err := g.Play(move)
		if err != nil {
			fmt.Println("refused:", err)
			continue
		}
		g = next
	}
	fmt.Println(g.History(), g.ToMove())
	// Output:
	// refused: quaddoku: Bob: 00=Z5: "ZEET" (top) is not a word
	// refused: quaddoku: Bob: -: a turn that spells a new word is possible, so you may not pass
	// [02=E3 13=U1 23=B3] [1]
}

func mustParse(s quaddoku.State, text string) quaddoku.Move {
	m, err := s.ParseMove(text)
	if err != nil {
		panic(err)
	}
	return m
}
