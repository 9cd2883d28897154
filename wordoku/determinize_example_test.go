package wordoku_test

import (
	"encoding/json"
	"fmt"

	"github.com/tilekit/tilekit/wordoku"
)

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
