package wordoku_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordoku"
	"github.com/tilekit/tilekit/wordoku/solver"
)

// The examples take hints from package wordoku/solver, the game's engine,
// which registers itself with tilekit when imported: so do the tests of
// this package that ask for hints or bots through the registry (the
// conformance suite among them).

// A round for two: everyone plays at once, so every move names its
// player. Ann takes the best hint (from the engine, package
// wordoku/solver), a whole new layout of her tiles; Bob keeps his deal. When both have finished, the round is scored and the
// next one dealt.
func Example() {
	s, err := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 7})
	if err != nil {
		panic(err)
	}
	fmt.Println("Ann's deal:", s.Grid(0))
	hs, err := solver.Hints(s, 0, 1)
	if err != nil {
		panic(err)
	}
	h := hs[0]
	fmt.Printf("hint: %v (%s) %v\n", h.Move, h.Note, h.Words)
	for _, text := range []string{h.Move.String(), "0 finish", "1 finish"} {
		m, err := s.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if s, err = s.Apply(m); err != nil {
			panic(err)
		}
	}
	r := s.Result()
	fmt.Println("round 1 scores:", r.Rounds[0].Scores, "victor:", s.Name(r.Rounds[0].Victor))
	fmt.Println("now round", s.Round(), "- still to move:", s.ToMove())
	// Output:
	// Ann's deal: P.c D.c N.c C.c / R.s H.s N.s U.s / A.q C.q N.q E.q / B.o N.o R.o T.o
	// hint: 0 arrange B.o A.q N.s C.c / C.q N.c T.o H.s / U.s N.o D.c E.q / P.c R.s N.q R.o (+32, the whole grid laid out anew) [BANC NTH UNDE CUP ANN CHER]
	// round 1 scores: [42 24] victor: Ann
	// now round 2 - still to move: [0 1]
}

// Scoring any grid, as a front end previews one while the player drags
// tiles: CATS across the top and CODE down the left, both in lines of
// four different symbols, score their letters twice.
func ExampleScoreGrid() {
	g, err := wordoku.ParseGrid("C.c A.s T.q S.o / O.s X.c X.o X.q / D.q X.o X.s X.c / E.o X.q X.c X.s")
	if err != nil {
		panic(err)
	}
	sc, err := wordoku.ScoreGrid(wordoku.DefaultRules(), nil, g)
	if err != nil {
		panic(err)
	}
	for _, l := range sc.Lines {
		fmt.Printf("across=%v line %d: %s %d + %d\n", l.Across, l.Index, l.Word, l.Points, l.Bonus)
	}
	fmt.Println("total", sc.Total)
	// Output:
	// across=true line 0: CATS 4 + 4
	// across=false line 0: CODE 4 + 4
	// total 16
}

// A rejected move leaves the game as it was; the error says who, what
// and why, and Detail alone is what a player sees.
func ExampleMoveError() {
	s, _ := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 7})
	s, _ = s.Apply(wordoku.Wild(0, 1, 2, 'Q'))
	_, err := s.Apply(wordoku.Wild(0, 3, 3, 'E'))
	fmt.Println(err)
	var me *wordoku.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Player, "-", me.Detail, "-", errors.Is(err, wordoku.ErrWildUsed))
	}
	// Output:
	// wordoku: Ann: 0 wild 33=E: a wild has already been turned this round
	// Ann - a wild has already been turned this round - true
}

// Serving a game through tilekit, as a server does: each seat's text is
// checked against the seat, what each player learns of the others stays
// within the rules (Bob sees that Ann rearranged, not how), and the
// round's timer ends the round once, however often it fires.
func ExampleState_Expire() {
	k, _ := tilekit.Lookup("wordoku")
	g, _ := k.New("", []string{"Ann", "Bob"}, 7)
	hints, _ := g.Hints(0, 1)
	fmt.Println("Ann's best hint:", hints[0].Note, hints[0].Words)
	pv, _ := g.Preview(0, hints[0].Move)
	fmt.Println("preview:", pv)

	g, _ = g.PlayAs(0, "12 13") // Ann exchanges two cells of her grid
	_, err := g.PlayAs(1, "endround 1")
	fmt.Println(err) // Bob cannot end the round
	fmt.Println("Bob sees:", g.HistoryFor(1))
	period, length := g.Clock()
	fmt.Println("clock:", period, length)
	for range 2 { // the server's timer fires, and fires again late
		g, _ = g.Expire(period)
	}
	fmt.Println("Bob sees:", g.HistoryFor(1))
	period, _ = g.Clock()
	fmt.Println("clock:", period, "- tokens:", g.Outcome().Scores)
	// Output:
	// Ann's best hint: +32, the whole grid laid out anew [BANC NTH UNDE CUP ANN CHER]
	// preview: +42 (BANC 8 balanced, NTH 6 balanced, UNDE 8 balanced, CUP 6 balanced, ANN 6 balanced, CHER 8 balanced)
	// wordoku: Bob: endround 1: only the clock makes that move
	// Bob sees: [0 arrange]
	// clock: round 1 5m0s
	// Bob sees: [0 arrange P.c D.c N.c C.c / R.s H.s U.s N.s / A.q C.q N.q E.q / B.o N.o R.o T.o endround 1]
	// clock: round 2 - tokens: [0 1]
}

// What a terminal or a chat shows a player: their own grid and what it
// scores, and of the others only what the rules let them see.
func ExampleState_Draw() {
	s, _ := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 7})
	for _, m := range []wordoku.Move{wordoku.Swap(1, 1, 0), wordoku.Wild(1, 0, 0, 'E'), wordoku.Finish(1)} {
		s, _ = s.Apply(m)
	}
	fmt.Print(s.Draw(0))
	// Output:
	// Wordoku 4x4, round 1 of 3, 5m0s a round
	// Ann's grid (c clove, s star, q square, o circle; a wild in lower case):
	//   P.c D.c N.c C.c
	//   R.s H.s N.s U.s
	//   A.q C.q N.q E.q
	//   B.o N.o R.o T.o
	//   10 points: ACNE 4, CUE 6 balanced
	//   wild unused; swapped: none
	// seat  name  tokens  rounds  round 1
	// 0     Ann   0               playing
	// 1     Bob   0               finished, wild, swapped star
	// last move: 1 finish
}

// A bot that plays Ann cannot see Bob's grid while the round lasts.
// Determinize deals Bob's tiles (and the bag) again as Ann may imagine
// them: Ann's view is the same, Bob still swapped a star tile and still
// holds four tiles of each symbol, but which ones is drawn from the seed.
func ExampleState_Determinize() {
	s, err := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 7})
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"1 swap 10", "0 wild 00=S"} {
		m, err := s.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if s, err = s.Apply(m); err != nil {
			panic(err)
		}
	}
	d, err := s.Determinize(0, 42)
	if err != nil {
		panic(err)
	}
	before, _ := json.Marshal(s.View(0))
	after, _ := json.Marshal(d.View(0))
	fmt.Println("Ann sees the same:", string(before) == string(after))
	fmt.Println("Ann's grid:", d.Grid(0))
	fmt.Println("Bob's grid:", s.Grid(1))
	fmt.Println("as drawn:  ", d.Grid(1))
	fmt.Println("Bob swapped a star:", d.SwapUsed(1, wordoku.Symbols(4)[1]))
	// Output:
	// Ann sees the same: true
	// Ann's grid: s.c D.c N.c C.c / R.s H.s N.s U.s / A.q C.q N.q E.q / B.o N.o R.o T.o
	// Bob's grid: T.c M.c A.c U.c / E.s O.s S.s Y.s / O.q I.q O.q S.q / N.o S.o L.o E.o
	// as drawn:   S.c E.c E.c N.c / B.s R.s S.s C.s / R.q U.q E.q N.q / A.o Y.o C.o E.o
	// Bob swapped a star: true
}
