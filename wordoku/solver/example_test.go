package solver_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordoku"
	"github.com/tilekit/tilekit/wordoku/solver"
)

// The solver on a 5x5 expert deal, with a node budget: deterministic,
// so the output is the same on every machine.
func ExampleSolve() {
	s, err := wordoku.New(wordoku.Expert(), wordoku.Setup{Players: 1, Seed: 2})
	if err != nil {
		panic(err)
	}
	deal, _ := wordoku.ScoreGrid(s.Rules(), nil, s.Grid(0))
	sol, err := solver.Solve(context.Background(), s.Rules(), nil, s.Grid(0), 5000)
	if err != nil {
		panic(err)
	}
	fmt.Println("deal scores", deal.Total)
	fmt.Println(sol.Grid)
	fmt.Println(sol.Score.Total, "points, proved optimal:", sol.Proved)
	// Output:
	// deal scores 35
	// A.s A.q L.c I.s I.d / A.o C.s I.q N.c G.d / L.q O.o G.o U.q G.c / S.q M.c E.d R.o L.s / V.d E.o R.s S.d C.c
	// 59 points, proved optimal: false
}

// The README's snippet: score a grid, lay out a player's tiles as well as
// they can go, and end the round.
func Example_readme() {
	s, _ := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 7})
	g, _ := wordoku.ParseGrid("C.c A.s T.q S.o / O.s X.c X.o X.q / D.q X.o X.s X.c / E.o X.q X.c X.s")
	sc, _ := wordoku.ScoreGrid(s.Rules(), nil, g)
	fmt.Println(sc.Total) // CATS across, CODE down: 4 letters + 4 balance bonus each

	best, bs, _ := solver.BestArrangement(s.Rules(), nil, s.Grid(0)) // proved optimal
	s, _ = s.Apply(wordoku.Arrange(0, best))                         // moves name their player
	s, _ = s.Expire("round 1")                                       // the round's timer ran out
	fmt.Println(best)
	fmt.Println(bs.Total, s.Result().Rounds[0].Scores)
	// Output:
	// 16
	// B.o E.q N.s D.c / U.s R.o P.c N.q / N.c R.s A.q T.o / C.q C.c N.o H.s
	// 44 [44 24]
}

// Hints for the first seat of a fresh game: the best changes first, each
// with the grid's score after it and what it gains.
func ExampleHints() {
	s, _ := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 7})
	hs, err := solver.Hints(s, 0, 3)
	if err != nil {
		panic(err)
	}
	for _, h := range hs {
		fmt.Println(h.Score, h.Note, h.Words)
	}
	// Output:
	// 42 +32, the whole grid laid out anew [BANC NTH UNDE CUP ANN CHER]
	// 19 +9 [HUN ACNE NUN NET]
	// 18 +8 [ACNE DRAB CUE]
}

// A computer player's moves for a solo round: a Hard bot lays out its
// tiles, and finishes once nothing (no wild, no other arrangement it
// finds) raises its score.
func ExampleBotMove() {
	s, _ := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Players: 1, Seed: 4})
	for s.Round() == 1 {
		m, err := solver.BotMove(s, tilekit.Hard, 1, 0)
		if err != nil {
			panic(err)
		}
		fmt.Println(m.Kind)
		if s, err = s.Apply(m); err != nil {
			panic(err)
		}
	}
	fmt.Println("round 1 scores", s.Result().Rounds[0].Scores)
	// Output:
	// arrange
	// finish
	// round 1 scores [54]
}

// Importing the package gives the registry's kind its engine: every Game
// of the kind then has bots and hints.
func Example_registry() {
	k, _ := tilekit.Lookup("wordoku")
	g, _ := k.New("", []string{"Ann", "Bob"}, 7)
	seat, move, err := tilekit.NextMove(g, []tilekit.Bot{k.Bot(tilekit.Medium, 1), nil})
	if err != nil {
		panic(err)
	}
	fmt.Println(seat, move)
	// Output:
	// 0 0 arrange B.o A.q N.s C.c / C.q N.c T.o H.s / U.s N.o D.c E.q / P.c R.s N.q R.o
}
