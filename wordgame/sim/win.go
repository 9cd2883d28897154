package sim

import (
	"math"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
)

//go:generate go run ./internal/wingen -out wintable.go

// A winCurve is the chance of winning of the player who has just moved,
// by their lead, for one count of the tiles they cannot see: even at a
// lead of mid (positive, since the opponent moves next), and
// 1/(1+e^(-(lead-mid)/scale)) at any lead.
type winCurve struct {
	mid, scale float64
}

// winChance is the chance that a player who has just moved, with lead
// (their valuation: points ahead plus their leave's value minus the
// opponent's) and unseen tiles they cannot see, wins the game, by the
// curves fitted to self-play (winCurves). The curves come from two-player
// games under the classic rules; other rules use them as they are, so the
// chance is a guide, not a measurement, there.
func winChance(lead float64, unseen int) float64 {
	c := winCurves[min(max(unseen, 0), len(winCurves)-1)]
	return 1 / (1 + math.Exp(-(lead-c.mid)/c.scale))
}

// outcome values the end of a simulated line for seat: its valuation
// (eq.Lead: its lead over the best other seat, plus, while the game goes
// on, its leave value minus that seat's) and its chance of winning,
// which is the result itself (1, ½ or 0) once the game is over, and
// otherwise winChance of the lead as the player who moved last sees it,
// for them or for seat's best opponent.
func outcome(s wordgame.State, seat int) (v, win float64) {
	pos := eq.K.Position(s)
	v = eq.Lead(s, &pos, seat)
	if s.Over() {
		switch {
		case v > 0:
			win = 1
		case v == 0:
			win = 0.5
		}
		return v, win
	}
	if pos.Turn != seat {
		// Valued as seat having moved last (in a two-player game it
		// has): the tiles it cannot see are the bag and the others'
		// racks.
		unseen := s.BagLen()
		for p := range pos.Players {
			if p != seat {
				unseen += pos.RackLen[p]
			}
		}
		return v, winChance(v, unseen)
	}
	// seat is to move: the opponent moved last, and sees the bag and
	// seat's rack.
	return v, 1 - winChance(-v, s.BagLen()+pos.RackLen[seat])
}
