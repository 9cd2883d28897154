package wordgame

import (
	"cmp"
	"slices"
)

// The equity player that simulation and the Hard level build on. These
// functions are the only place that knows how equity is computed.

// A candidate is a move with its points and its equity.
type candidate struct {
	m      Move
	score  int
	equity float64
}

// equityPool is how many of the highest-scoring placements are ranked by
// equity.
const equityPool = 64

// equityTop returns up to n of the best placements for the player to
// move by equity (score plus the value of the leave), best first; ties
// keep the score order.
func (s State) equityTop(n int) []candidate {
	top, _ := s.topMoves(max(n, equityPool))
	out := make([]candidate, len(top))
	for i, x := range top {
		out[i] = candidate{m: x.m, score: x.score, equity: float64(x.score) + s.leaveAfter(x.m)}
	}
	slices.SortStableFunc(out, func(a, b candidate) int { return cmp.Compare(b.equity, a.equity) })
	return out[:min(n, len(out))]
}

// policyMove is the equity player's move: the best placement by equity,
// or the fallback when there is none.
func (s State) policyMove() Move {
	if top := s.equityTop(1); len(top) > 0 {
		return top[0].m
	}
	return s.fallback()
}

// leaveValue is the value of player p's rack as a leave.
func (s State) leaveValue(p int) float64 { return rackLeave(s.racks[p].letters()) }

// leaveAfter is the value of what the player to move keeps after
// placement m.
func (s State) leaveAfter(m Move) float64 {
	r := takeFromRack(s.racks[s.turn], m.tiles[:m.n])
	return rackLeave(r.letters())
}

// rackLeave values a leave by a few rules of thumb: a blank and an S are
// worth keeping, a Q is a burden, duplicates and an imbalance of vowels
// and consonants cost.
func rackLeave(letters []byte) float64 {
	v := 0.0
	vowels, consonants := 0, 0
	var seen [27]int
	for _, x := range letters {
		i := rackIndex(x)
		seen[i]++
		if seen[i] > 1 && x != '?' {
			v -= 3
		}
		switch x {
		case '?':
			v += 20
			continue
		case 'S':
			v += 7
		case 'Q':
			v -= 7
		case 'E', 'R', 'X', 'Z':
			v += 2
		case 'V', 'W', 'U':
			v -= 3
		}
		if x == 'A' || x == 'E' || x == 'I' || x == 'O' || x == 'U' {
			vowels++
		} else {
			consonants++
		}
	}
	if d := vowels - consonants; d > 1 || d < -2 {
		v -= 2.5 * float64(max(d, -d))
	}
	return v
}
