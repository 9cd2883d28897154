package search_test

import (
	"fmt"

	"github.com/tilekit/tilekit/search"
)

// A searcher is a tilekit.Bot: give it a game and a seat. Here seat 0 of
// a small card game (see toy_test.go) holds a 1 and a 3 with the total
// at 5 and 10 to reach; only the 1 wins by force.
func ExampleSearcher_Move() {
	g := position(5, 10, []int{1, 3}, []int{1, 3}, nil)
	s := search.New(search.Options{Iterations: 300, Seed: 1})
	move, err := s.Move(g, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(move)
	// Output: 1
}

// Search reports every root move's visits and mean reward.
func ExampleSearcher_Search() {
	g := position(7, 10, []int{1, 3}, []int{2, 2}, nil)
	r, err := search.New(search.Options{Iterations: 100, Seed: 1}).Search(g, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, st := range r.Moves {
		fmt.Printf("%s: mean %.2f\n", st.Move, st.Mean)
	}
	// Output:
	// 3: mean 1.00
	// 1: mean 0.00
}
