package tilekit_test

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/wordle"
)

// playOut plays any tilekit game to its end, asking bot for the move of
// each seat that may move: the bot loop of a server, written once for
// every game. It gives up after limit moves.
func playOut[S tilekit.State[S, M, V], M tilekit.Move, V any](s S, limit int, bot func(s S, seat int) (M, error)) (S, error) {
	for n := 0; !s.Over(); n++ {
		if n == limit {
			return s, fmt.Errorf("still playing after %d moves", limit)
		}
		seat := s.ToMove()[0]
		m, err := bot(s, seat)
		if err != nil {
			return s, err
		}
		if s, err = s.Apply(m); err != nil {
			return s, err // s is still the game before the move
		}
	}
	return s, nil
}

// A bot loop written once plays any game: here a game of Quad*doku
// between two players who always take the best move, and a solo Wordle
// whose player reads its moves from a script.
func Example() {
	q, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Ann", "Bob"}})
	if err != nil {
		panic(err)
	}
	q, err = playOut(q, 100, func(s quaddoku.State, seat int) (quaddoku.Move, error) {
		m, err := s.BestMove()
		if err != nil {
			return quaddoku.Pass(), nil // nothing left to spell
		}
		return m, nil
	})
	fmt.Println(q.Result().Scores, err)

	w, err := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 1, Secret: "CRANE"})
	if err != nil {
		panic(err)
	}
	script := []string{"SLATE", "BRINE", "CRANE"}
	w, err = playOut(w, 10, func(s wordle.State, seat int) (wordle.Move, error) {
		return s.ParseMove(script[len(s.History())])
	})
	last, _ := w.LastMove()
	fmt.Println(w.Result().Scores, last, err)
	// Output:
	// [344 320] <nil>
	// [3] 0 guess CRANE <nil>
}

// Wrap hides which game is played behind tilekit.Game, with moves as text:
// what a server holding many kinds of game keeps in its table.
func ExampleWrap() {
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: []string{"Ann", "Bob"}})
	if err != nil {
		panic(err)
	}
	var g tilekit.Game = tilekit.Wrap(s)
	if _, err := g.Play("02=E9"); err != nil {
		fmt.Println("refused:", err)
	}
	g, err = g.Play("02=E3 13=U1 23=B3")
	fmt.Println(err, g.ToMove(), g.History())
	// Output:
	// refused: quaddoku: Ann: 02=E9: no E9 left in the drawpile
	// <nil> [1] [02=E3 13=U1 23=B3]
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
