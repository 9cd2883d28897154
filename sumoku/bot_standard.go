package sumoku

import (
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/standing"
	"github.com/tilekit/tilekit/internal/topn"
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
func (s State) standardBot(level tilekit.Level, seat int, seed uint64, rng *rand.Rand) (Move, error) {
	var ms []Move
	switch {
	case level <= tilekit.Easy:
		ms = s.smallPlacements(smallSize, casualPool)
	case level == tilekit.Medium:
		ms = s.smallPlacements(smallSize, 1)
	case level >= tilekit.Expert:
		ms = s.topPlacements(expertWidth)
		if len(ms) > 1 {
			return s.bestBy(ms, func(m Move) int { return s.sampledWorth(seat, m, seed) }), nil
		}
	}
	if len(ms) == 0 { // Hard, or only larger placements fit
		ms = s.topPlacements(1)
	}
	if len(ms) == 0 {
		return Pass(), nil
	}
	return ms[rng.IntN(len(ms))], nil
}

// bestBy returns the move of ms that worth rates highest, the first of
// equals.
func (s State) bestBy(ms []Move, worth func(Move) int) Move {
	best, bestWorth := ms[0], 0
	for i, m := range ms {
		if w := worth(m); i == 0 || w > bestWorth {
			best, bestWorth = m, w
		}
	}
	return best
}

// lead is seat's score less the best other score.
func (s State) lead(seat int) int { return standing.Lead(s.Scores(), seat) }

// greedyMove returns the best placement of the player to move, or the
// pass.
func (s State) greedyMove() Move {
	m, err := s.BestMove()
	if err != nil {
		return Pass()
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
func (s State) sampledWorth(seat int, m Move, seed uint64) int {
	var between []Move
	total := 0
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
			for k := 0; k <= s.players && !next.Over() && (k == 0 || next.turn != seat); k++ {
				between = append(between, next.greedyMove())
				next, _ = next.Apply(between[k])
			}
		} else {
			for _, b := range between {
				next, _ = next.Apply(b)
			}
		}
		if !next.Over() {
			next, _ = next.Apply(next.greedyMove())
		}
		total += next.lead(seat)
	}
	return total
}

// smallPlacements returns up to n of the highest-scoring placements of
// at most size tiles by the player to move, best first, ties in the
// order of LegalMoves.
func (s State) smallPlacements(size, n int) []Move {
	f := s.finder()
	if f == nil || n <= 0 {
		return nil
	}
	type cand struct {
		m     Move
		score int
	}
	top := topn.New(n, func(a, b cand) bool { return a.score < b.score })
	f.emit = func(m Move, score int) bool {
		if int(m.n) <= size {
			top.Offer(cand{m, score})
		}
		return true
	}
	f.run()
	out := make([]Move, 0, top.Len())
	for _, c := range top.Sorted() {
		out = append(out, c.m)
	}
	return out
}
