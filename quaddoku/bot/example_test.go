package bot_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
	"github.com/tilekit/tilekit/tiles"
)

// Move plays for a seat at a level, deterministically from the seed:
// here Easy and Expert answer the rule book's first turn.
func ExampleMove() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Ann", "Bob"}})
	first, _ := quaddoku.ParseMove(s, "02=E3 13=U1 23=B3")
	s, _ = s.Apply(first)
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Expert} {
		m, err := bot.Move(s, level, 1, 1)
		if err != nil {
			panic(err)
		}
		sc, _ := s.Score(m)
		fmt.Println(level, m, sc.Total)
	}
	// Output:
	// easy 00=L2 32=M3 60
	// expert 00=A2 01=A2 02=H3 03=S3 13=A3 20=H2 30=S3 32=N3 33=E1 80
}

// Hints ranks the best moves with their scores and words, for a bot or a
// player asking for help. Here the pile holds seven tiles, and no word
// can be a doku (they would have to sum to 99).
func ExampleHints() {
	r := quaddoku.DefaultRules()
	r.DokuSum = 99
	pile, _ := tiles.ParseMultiset("E3 U1 B3 M3 O3 S3 L2")
	r.Tiles = tiles.Of(append(r.Start.Tiles(), pile...))
	s, err := quaddoku.New(r, quaddoku.Setup{Players: 2})
	if err != nil {
		panic(err)
	}
	hints, err := bot.Hints(s, 0, 4)
	if err != nil {
		panic(err)
	}
	for _, h := range hints {
		fmt.Println(h.Score, h.Move, h.Words)
	}
	// Output:
	// 48 00=B3 01=O3 23=M3 30=E3 33=S3 [BOAT BATE TAMS EARS]
	// 48 00=M3 01=O3 23=B3 30=E3 33=S3 [MOAT MATE TABS EARS]
	// 47 00=B3 23=M3 30=E3 33=S3 [BEAT BATE TAMS EARS]
	// 47 00=B3 23=O3 30=E3 33=S3 [BEAT BATE TAOS EARS]
}

// When no turn spells a new word, the pass is the one hint, and the
// only move the rules allow. Here the drawpile holds nothing but a Q.
func ExampleHints_pass() {
	r := quaddoku.DefaultRules()
	r.Tiles = tiles.Of(append(r.Start.Tiles(), tiles.Letter('Q', 5)))
	s, _ := quaddoku.New(r, quaddoku.Setup{Players: 2})
	hints, _ := bot.Hints(s, 0, 3)
	for _, h := range hints {
		fmt.Printf("%q %d %q\n", h.Move, h.Score, h.Note)
	}
	// Output:
	// "-" 0 "no tile can be placed: pass"
}

// The README's Quad*doku fragment.
func Example_readme() {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Ann", "Bob"}})
	m, _ := quaddoku.ParseMove(s, "02=E3 13=U1 23=B3") // BEAT→BEET, TAKE→TUBE
	sc, _ := s.Score(m)
	fmt.Println(sc.Total) // 29: BEET is a doku (20), TUBE sums to 9
	s, _ = s.Apply(m)
	fmt.Print(s.Grid().Draw()) // the grid on four lines
	// Bob's two best replies; nothing beats a Quad*doku (80)
	hints, _ := bot.Hints(s, 1, 2) // package quaddoku/bot
	for _, h := range hints {
		fmt.Println(h.Score, h.Move, h.Words, h.Note)
	}
	// Output:
	// 29
	// B2 E2 E3 T3
	// A3       U1
	// T3       B3
	// H2 A3 R3 E2
	// 80 00=A2 01=A2 02=H3 03=S3 13=A3 20=H2 30=S3 32=D3 33=E1 [AAHS AAHS SABE SADE] Quad*doku
	// 80 00=A2 01=A2 02=H3 03=S3 13=A3 20=H2 30=S3 32=G3 33=E1 [AAHS AAHS SABE SAGE] Quad*doku
}

// A server deals Quad*doku by name through the tilekit registry, checks
// who sent each move, previews it, asks a computer player for the reply
// with tilekit.NextMove, and draws the table for an onlooker. The
// registered kind has its Bot because this package is imported.
func Example_registry() {
	k, _ := tilekit.Lookup("quaddoku")
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	if _, err := g.PlayAs(1, "02=E3 13=U1 23=B3"); err != nil {
		fmt.Println(tilekit.Detail(err), errors.Is(err, tilekit.ErrNotYourTurn))
	}
	pv, _ := g.Preview(0, "02=E3 13=U1 23=B3")
	fmt.Println(pv)
	g, _ = g.PlayAs(0, "02=E3 13=U1 23=B3")
	bots := []tilekit.Bot{nil, k.Bot(tilekit.Hard, 1)} // Ann is a person
	seat, reply, _ := tilekit.NextMove(g, bots)
	pv, _ = g.Preview(seat, reply)
	fmt.Println(seat, reply, pv.Total)
	g, _ = g.PlayAs(seat, reply)
	if _, _, err := tilekit.NextMove(g, bots); errors.Is(err, tilekit.ErrNoMove) {
		fmt.Println("waiting for", g.Name(g.ToMove()[0]))
	}
	picture, _ := g.Draw(tilekit.Onlooker)
	fmt.Print(picture[:strings.Index(picture, "drawpile")])
	// Output:
	// it is Ann's turn true
	// +29 (BEET 20 (doku), TUBE 9)
	// 1 00=A2 01=A2 02=H3 03=S3 13=A3 20=H2 30=S3 32=D3 33=E1 80
	// waiting for Ann
	// Quad*doku: Ann to move (turn 3)
	//     0  1  2  3   stacks
	//  0  A2 A2 H3 S3  2 2 3 2   top    AAHS 10 doku
	//  1  A3 .. .. A3  1 . . 3   left   AAHS 10 doku
	//  2  H2 .. .. B3  2 . . 2   right  SABE 10 doku
	//  3  S3 A3 D3 E1  2 1 2 2   bottom SADE 10 doku
	// scores: Ann 29, Bob 80
	// last move: Bob 00=A2 01=A2 02=H3 03=S3 13=A3 20=H2 30=S3 32=D3 33=E1
}
