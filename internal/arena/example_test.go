package arena_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
)

// A ladder step: does Hard beat Easy at Quad*doku? Two seeded games,
// seats alternating.
func Example() {
	k, _ := tilekit.Lookup("quaddoku")
	r, err := arena.Play(context.Background(), arena.Match{
		Kind: k, A: arena.Level(k, tilekit.Hard), B: arena.Level(k, tilekit.Easy),
		Games: 2, Seed: 1,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	w, t, l := r.Tally()
	fmt.Println(len(r.Games), "games:", w+t+l == len(r.Games), r.Games[1].ASeat)
	// Output: 2 games: true 1
}
