package search_test

import (
	"testing"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/search"
)

// TestPlaysTheGames has the search play both seats of the three games it
// serves for their first moves, through the root interface alone, and
// checks each is legal.
func TestPlaysTheGames(t *testing.T) {
	for _, name := range []string{"wordgame", "sumoku", "quaddoku"} {
		t.Run(name, func(t *testing.T) {
			k, ok := tilekit.Lookup(name)
			if !ok {
				t.Fatalf("%s is not registered", name)
			}
			g, err := k.New("", []string{"A", "B"}, 9)
			if err != nil {
				t.Fatal(err)
			}
			s := search.New(search.Options{Iterations: 8, Seed: 2})
			bots := []tilekit.Bot{s, s}
			for range 2 {
				seat, m, err := tilekit.NextMove(g, bots)
				if err != nil {
					t.Fatal(err)
				}
				if g, err = g.PlayAs(seat, m); err != nil {
					t.Fatalf("the search chose %q: %v", m, err)
				}
			}
		})
	}
}
