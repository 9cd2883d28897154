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
// of levels in the package doc. Once h stops it returns the zero Move
// (BotMoveContext returns ctx's error).
func standardBot(s sumoku.State, level tilekit.Level, seat int, seed uint64, rng *rand.Rand, h *halt) (sumoku.Move, error) {
	var ms []sumoku.Move
	switch {
	case level <= tilekit.Easy:
		ms = bestPlacements(s, casualPool, smallSize, h)
	case level == tilekit.Medium:
		ms = bestPlacements(s, 1, smallSize, h)
	case level >= tilekit.Expert:
		ms = bestPlacements(s, expertWidth, 0, h)
		if len(ms) > 1 {
			return bestBy(ms, func(m sumoku.Move) int { return sampledWorth(s, seat, m, seed, h) }, h), nil
		}
	}
	if len(ms) == 0 { // Hard, or only larger placements fit
		ms = bestPlacements(s, 1, 0, h)
	}
	switch {
	case h.done():
		return sumoku.Move{}, nil
	case len(ms) == 0:
		return sumoku.Pass(), nil
	}
	return ms[rng.IntN(len(ms))], nil
}

// bestPlacements is s.BestPlacements(n, maxTiles) under h: none once h
// has stopped, or once the finder sees the context done.
func bestPlacements(s sumoku.State, n, maxTiles int, h *halt) []sumoku.Move {
	if h.done() {
		return nil
	}
	ms, err := s.BestPlacementsContext(h.searchContext(), n, maxTiles)
	if err != nil {
		h.stop()
		return nil
	}
	return ms
}

// bestBy returns the move of ms that worth rates highest, the first of
// equals; once h stops it rates no more moves (BotMoveContext then
// returns ctx's error).
func bestBy(ms []sumoku.Move, worth func(sumoku.Move) int, h *halt) sumoku.Move {
	best, bestWorth := ms[0], 0
	for i, m := range ms {
		w := worth(m)
		if h.done() {
			return sumoku.Move{}
		}
		if i == 0 || w > bestWorth {
			best, bestWorth = m, w
		}
	}
	return best
}

// greedyMove returns the best placement of the player to move in s, or
// the pass; false once h has stopped.
func greedyMove(s sumoku.State, h *halt) (sumoku.Move, bool) {
	ms := bestPlacements(s, 1, 0, h)
	switch {
	case h.done():
		return sumoku.Move{}, false
	case len(ms) == 0:
		return sumoku.Pass(), true
	}
	return ms[0], true
}

// sampledWorth rates m for seat over expertSamples orders of the bag
// (see Determinize), seat's draws and the rolls unknown to it: in each,
// m, the best answer (and the best moves of the players after it, or of
// seat on the bonus turn a line of six earns), and seat's best placement
// after that with the tiles it drew; m is worth seat's total lead at the
// end of them. The moves up to seat's next turn are the same in every
// order of the bag, as every rack but seat's is face up and seat's own
// draws come after them, so they are found once. Once h stops it
// returns at once, with a worth that means nothing.
func sampledWorth(s sumoku.State, seat int, m sumoku.Move, seed uint64, h *halt) int {
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
				g, ok := greedyMove(next, h)
				if !ok {
					return 0
				}
				between = append(between, g)
				next, _ = next.Apply(g)
			}
		} else {
			for _, b := range between {
				next, _ = next.Apply(b)
			}
		}
		if !next.Over() {
			g, ok := greedyMove(next, h)
			if !ok {
				return 0
			}
			next, _ = next.Apply(g)
		}
		total += standing.Lead(next.Scores(), seat)
	}
	return total
}
