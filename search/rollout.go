package search

import (
	"math/rand/v2"

	"github.com/tilekit/tilekit"
)

// A Rollout is a default policy: the move seat plays in g during the
// imagined continuation after the tree, in g's notation. It sits at
// every seat, as a bot does at a table driven by tilekit.NextMove: ""
// means seat waits, and the next seat to move is asked; when none has a
// move, the rollout expires the current timed period or, where nothing
// is timed, ends. rng is the iteration's own source, so that a rollout
// is as reproducible as the search.
type Rollout func(g tilekit.Game, seat int, rng *rand.Rand) (string, error)

// Random plays a legal move drawn uniformly (among the game's best
// hints where it cannot list every move).
func Random(g tilekit.Game, seat int, rng *rand.Rand) (string, error) {
	moves, err := candidates(g, seat, -1)
	if err != nil || len(moves) == 0 {
		return "", err
	}
	return moves[rng.IntN(len(moves))], nil
}

// Greedy plays the game's first hint (its highest-scoring move), or a
// random legal move where the game offers no hint. It is the default: it
// costs about what listing the moves costs, and its continuations look
// like real play.
func Greedy(g tilekit.Game, seat int, rng *rand.Rand) (string, error) {
	if hs, err := g.Hints(seat, 1); err == nil && len(hs) > 0 {
		return hs[0].Move, nil
	}
	return Random(g, seat, rng)
}

// FromBot makes a Rollout of a computer player: each rollout move asks a
// fresh bot, seeded from rng. Level(k, l) is FromBot with k's bot at
// level l.
func FromBot(bot func(seed uint64) tilekit.Bot) Rollout {
	return func(g tilekit.Game, seat int, rng *rand.Rand) (string, error) {
		return bot(rng.Uint64()).Move(g, seat)
	}
}

// Level makes a Rollout of kind k's computer player at level l.
func Level(k tilekit.Kind, l tilekit.Level) Rollout {
	return FromBot(func(seed uint64) tilekit.Bot { return k.Bot(l, seed) })
}
