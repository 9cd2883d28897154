package tilekit_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/quaddoku"
)

// A bot loop written once plays any game by name: here a game of
// Quad*doku between two computer players, saved as text after every
// move and read back, as a server that keeps games on disk would.
func Example() {
	k, _ := tilekit.Lookup("quaddoku")
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Hard, 1), k.Bot(tilekit.Easy, 2)}
	for !g.Over() {
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			panic(err)
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			panic(err)
		}
		text, _ := g.MarshalText()
		if g, err = tilekit.Decode(text); err != nil {
			panic(err)
		}
	}
	o := g.Outcome()
	fmt.Println(g.Kind(), o.Scores, o.Winners)
	// Output:
	// quaddoku [450 251] [0]
}

// PlayAs plays a move sent by one seat: a seat that may not move, or a
// move for another seat, is refused before the move is read.
func ExampleGame_PlayAs() {
	k, _ := tilekit.Lookup("wordle")
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	_, err = g.PlayAs(1, "CRANE")
	fmt.Println(tilekit.Detail(err))
	g, _ = g.PlayAs(0, "SOLVE") // Ann hosts the first round
	g, _ = g.PlayAs(1, "SLIME")
	last, _ := g.LastMoveFor(tilekit.Onlooker)
	fmt.Println(last)
	// Output:
	// it is Ann's turn
	// 1 guess (2 green, 1 yellow)
}

// The shape every game shares, shown on Quad*doku: deal, read a move in
// the game's notation, check it, price it, play it.
func Example_shape() {
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2, Seed: 1})
	if err != nil {
		panic(err)
	}
	m, err := s.ParseMove("02=E3 13=U1 23=B3") // the game's own notation
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Validate(m)) // nil exactly when Apply would succeed
	sc, err := s.Score(m)      // what m would earn, with a breakdown
	fmt.Println(sc.Total, err)
	s, err = s.Apply(m) // a new State; on error, s itself, unchanged
	fmt.Println(s.ToMove(), s.Over(), err)
	// Output:
	// <nil>
	// 29 <nil>
	// [1] false <nil>
}

// A server gives a bot's move a deadline, and stops a bot still
// thinking when its table closes: NextMoveContext passes the context to
// bots that honour one (every bot of Kind.Bot does), and a bot stopped
// by it returns no move.
func ExampleNextMoveContext() {
	k, _ := tilekit.Lookup("wordgame")
	g, err := k.New("classic", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Expert, 1), k.Bot(tilekit.Hard, 2)}

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	seat, move, err := tilekit.NextMoveContext(ctx, g, bots)
	fmt.Println(seat, move, err)

	closed, stop := context.WithCancel(context.Background())
	stop() // the table closed before the bot had its move
	_, _, err = tilekit.NextMoveContext(closed, g, bots)
	fmt.Println(errors.Is(err, context.Canceled))
	// Output:
	// 0 8H OOTID <nil>
	// true
}

// A server gives hints a deadline, and drops them when the request goes:
// HintsContext passes the context to the game's engine (every Game of a
// registered kind is a ContextHinter), which stops its search once the
// context is done, and a search stopped gives no hints.
func ExampleHintsContext() {
	k, _ := tilekit.Lookup("quaddoku")
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	hs, err := tilekit.HintsContext(ctx, g, 0, 2)
	for _, h := range hs {
		fmt.Println(h.Move, h.Score, h.Words, h.Note)
	}
	fmt.Println(err)

	gone, stop := context.WithCancel(context.Background())
	stop() // the player left before the hints were worked out
	hs, err = tilekit.HintsContext(gone, g, 0, 2)
	fmt.Println(len(hs), errors.Is(err, context.Canceled))
	// Output:
	// 00=A2 01=A2 02=H3 03=S3 20=H2 23=B3 30=S3 32=D3 33=E1 80 [AAHS AAHS SABE SADE] Quad*doku
	// 00=A2 01=A2 02=H3 03=S3 20=H2 23=B3 30=S3 32=G3 33=E1 80 [AAHS AAHS SABE SAGE] Quad*doku
	// <nil>
	// 0 true
}
