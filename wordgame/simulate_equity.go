package wordgame

import (
	"context"
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

// rolloutBudget is the most steps of the move generator a simulated ply
// takes (see MoveBudget): more than a rack of eight with two blanks
// needs, so that a simulated ply of a long rack with many blanks costs
// at most a few tens of milliseconds.
const rolloutBudget = 2_000_000

// rolloutMove is the equity player's move in a simulated line: the best
// by equity among the rolloutPool highest-scoring placements, the
// exchanges and the pass. It runs the move generator once, where
// BestEquity may run it again to be exact; the rare move it misses
// scores less than all of those placements. The search stops at
// rolloutBudget steps or when ctx is done, with the best found so far.
func (s State) rolloutMove(ctx context.Context) Move {
	m, _ := s.rolloutSteps(ctx)
	return m
}

// rolloutSteps is rolloutMove, with the generator's steps it took.
func (s State) rolloutSteps(ctx context.Context) (Move, int) {
	top, sp, _ := s.findTop(rolloutPool, budget{ctx: ctx, steps: rolloutBudget})
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
	return best.Move, sp.steps
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
