package topn_test

import (
	"fmt"

	"github.com/tilekit/tilekit/internal/topn"
)

// Keep the three highest-scoring words of a stream; SLATE and CRANE
// score alike and stay in the order offered.
func ExampleKeeper() {
	type word struct {
		text  string
		score int
	}
	k := topn.New(3, func(a, b word) bool { return a.score < b.score })
	for _, w := range []word{{"CRANE", 7}, {"ADIEU", 3}, {"SLATE", 7}, {"ROATE", 9}, {"IRATE", 5}} {
		k.Offer(w)
	}
	for _, w := range k.Sorted() {
		fmt.Println(w.text, w.score)
	}
	// Output:
	// ROATE 9
	// CRANE 7
	// SLATE 7
}
