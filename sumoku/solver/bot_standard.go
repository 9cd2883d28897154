package solver

import (
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/standing"
	"github.com/tilekit/tilekit/sumoku"
)

// The sizes, widths and samples of the standard game's bots: every
// search is bounded by them, never by the clock.
const (
	smallSize     = 2  // Easy and Medium place at most smallSize tiles
	casualPool    = 10 // Easy draws from its best casualPool small placements
	expertWidth   = 8  // Expert weighs its best expertWidth placements
	expertSamples = 4  // over expertSamples orders of the bag
)

// standardBot chooses the standard game's move at level: see the table
// of levels in the package doc.
func standardBot(s sumoku.State, level tilekit.Level, seat int, seed uint64, rng *rand.Rand) (sumoku.Move, error) {
	var ms []sumoku.Move
	switch {
	case level <= tilekit.Easy:
		ms = s.BestPlacements(casualPool, smallSize)
	case level == tilekit.Medium:
		ms = s.BestPlacements(1, smallSize)
	case level >= tilekit.Expert:
		ms = s.BestPlacements(expertWidth, 0)
		if len(ms) > 1 {
			return bestBy(ms, func(m sumoku.Move) int { return sampledWorth(s, seat, m, seed) }), nil
		}
	}
	if len(ms) == 0 { // Hard, or only larger placements fit
		ms = s.BestPlacements(1, 0)
	}
	if len(ms) == 0 {
		return sumoku.Pass(), nil
	}
	return ms[rng.IntN(len(ms))], nil
}

// bestBy returns the move of ms that worth rates highest, the first of
// equals.
func bestBy(ms []sumoku.Move, worth func(sumoku.Move) int) sumoku.Move {
	best, bestWorth := ms[0], 0
	for i, m := range ms {
		if w := worth(m); i == 0 || w > bestWorth {
			best, bestWorth = m, w
		}
	}
	return best
}

// greedyMove returns the best placement of the player to move in s, or
// the pass.
func greedyMove(s sumoku.State) sumoku.Move {
	m, err := s.BestMove()
	if err != nil {
		return sumoku.Pass()
	}
	return m
}

// sampledWorth rates m for seat over expertSamples orders of the bag
// (see Determinize), seat's draws and the rolls unknown to it: in each,
// m, the best answer (and the best moves of the players after it, or of
// seat on the bonus turn a line of six earns), and seat's best placement
// after that with the tiles it drew; m is worth seat's total lead at the
// end of them. The moves up to seat's next turn are the same in every
// order of the bag, as every rack but seat's is face up and seat's own
// draws come after them, so they are found once.
func sampledWorth(s sumoku.State, seat int, m sumoku.Move, seed uint64) int {
	var between []sumoku.Move
	total := 0
	players := s.Players()
	for i := range uint64(expertSamples) {
		d, err := s.Determinize(seat, seed^(i+1)*0x9e3779b97f4a7c15)
		if err != nil {
			return -1 << 30
		}
		next, err := d.Apply(m)
		if err != nil {
			return -1 << 30
		}
		// On error Apply returns its receiver, so a move that fails is a pass.
		if i == 0 {
			for k := 0; k <= players && !next.Over() && (k == 0 || next.ToMove()[0] != seat); k++ {
				between = append(between, greedyMove(next))
				next, _ = next.Apply(between[k])
			}
		} else {
			for _, b := range between {
				next, _ = next.Apply(b)
			}
		}
		if !next.Over() {
			next, _ = next.Apply(greedyMove(next))
		}
		total += standing.Lead(next.Scores(), seat)
	}
	return total
}
