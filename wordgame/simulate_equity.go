package wordgame

import (
	"math"
)

// The equity player that simulation and the Hard level build on
// (EquityMoves, BestEquity), seen through three small functions.

// A candidate is a move with its points and its equity.
type candidate struct {
	m      Move
	score  int
	equity float64
}

// equityTop returns up to n of the best moves for the player to move by
// equity (placements, exchanges and the pass), best first; none when the
// position has no moves to rank.
func (s State) equityTop(n int) []candidate {
	top, err := s.EquityMoves(n)
	if err != nil {
		return nil
	}
	out := make([]candidate, len(top))
	for i, x := range top {
		out[i] = candidate{m: x.Move, score: x.Score, equity: x.Equity}
	}
	return out
}

// policyMove is the equity player's move: BestEquity, or the fallback
// when it has none.
func (s State) policyMove() Move {
	if m, err := s.BestEquity(); err == nil {
		return m
	}
	return s.fallback()
}

// rolloutPool is how many of the highest-scoring placements a simulated
// ply ranks by equity.
const rolloutPool = 32

// rolloutMove is the equity player's move in a simulated line: the best
// by equity among the rolloutPool highest-scoring placements, the
// exchanges and the pass. It runs the move generator once, where
// BestEquity may run it again to be exact; the rare move it misses
// scores less than all of those placements.
func (s State) rolloutMove() Move {
	top, _ := s.topMoves(rolloutPool)
	e := s.newEquity(LeavesFor(s.g.rules))
	best := Scored{Move: s.fallback(), Equity: math.Inf(-1)}
	for _, x := range top {
		if c := e.placement(x); c.Equity > best.Equity {
			best = c
		}
	}
	for _, c := range e.others(s) {
		if c.Equity > best.Equity {
			best = c
		}
	}
	return best.Move
}

// leaveValue is what player p's rack is worth to them at the end of a
// simulated line: its leave value while the bag holds tiles, and minus
// its points once the bag is empty (what it costs if the opponent goes
// out).
func (s State) leaveValue(p int) float64 {
	if s.bag.Len() == 0 {
		return -float64(s.rackValue(p))
	}
	var c rackCounts
	for _, x := range s.racks[p].letters() {
		c[rackIndex(x)]++
	}
	return leaveOf(LeavesFor(s.g.rules), &c)
}
