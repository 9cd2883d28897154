// Package bot gives the crossword game (package wordgame) its computer
// players and hints: importing it registers them for the "wordgame" kind
// (tilekit.Kind's Bot, Game.Hints), and Move and Hints give them in
// wordgame's own types.
//
// The levels, and each one's worst case on a 2-core machine (CPU time of
// one move, the benchmark that measures it in parentheses):
//
//   - Easy: a random one of the ten best placements made of common words
//     only; one search of the move generator within wordgame.MoveBudget,
//     at most about a second for the longest racks with many blanks, a
//     few milliseconds for ordinary racks (BenchmarkBoundsBot).
//   - Medium: the highest-scoring placement; the same bound as Easy
//     (BenchmarkBoundsBot).
//   - Hard: the best by equity (package wordgame/equity); at most
//     wordgame.MoveBudget steps in all, about a second
//     (BenchmarkBoundsBot).
//   - Expert: simulates the best by equity (package wordgame/sim, 8
//     candidates, 2 plies, 64 iterations, at most 400 million steps of the
//     move generator) and plays the best mean spread: well under a second
//     for ordinary racks, a few seconds at most for long racks with many
//     blanks (BenchmarkExpertMove, BenchmarkBoundsBot); once the bag is
//     empty in a two-player game, the first move of the exact endgame
//     (package wordgame/endgame) within 100,000 nodes of work, under a
//     second even with two blanks on a rack (BenchmarkExpertEndgame,
//     BenchmarkBoundsExpertEndgame).
//
// Every level is deterministic from its seed and the position, and never
// reads the clock.
package bot

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordgame"
)

func init() {
	gamekit.RegisterEngine[wordgame.State, wordgame.Move, wordgame.View]("wordgame", gamekit.Engine[wordgame.State, wordgame.Move, wordgame.View]{
		Bot: func(s wordgame.State, level tilekit.Level, seed uint64, seat int) (wordgame.Move, error) {
			return Move(s, level, seed, seat)
		},
		Hints: Hints,
	})
}
