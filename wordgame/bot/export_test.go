package bot

import (
	"context"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// SetExpertInfer turns Expert's reading of the opponent's last placement
// on or off, for the match test's MATCH_PLAYER=expert-infer.
func SetExpertInfer(on bool) { expertInfer = on }

// ExpertSimFor is the simulation Expert runs on s with seed.
func ExpertSimFor(s wordgame.State, seed uint64) sim.Options { return expertSimFor(s, seed) }

// ExpertPick is the index of the result Expert plays after one look at
// res: the leader when its edge over equity's choice reaches expertEdge
// standard errors, else equity's choice.
func ExpertPick(res []sim.Result) int { return expertChoice(expertLeader(res)) }

// ExpertSimulated is Expert's choice by simulation in s, with the
// results of its first look: Move's choice wherever the bag holds two
// tiles or more.
func ExpertSimulated(s wordgame.State, seed uint64) (wordgame.Move, []sim.Result, error) {
	return expertSimulated(context.Background(), s, seed)
}

// ExpertSearchAlone is Expert's rule with one tile in the bag before the
// simulation joined it: the pre-endgame search on the five best
// placements by equity, within Expert's budget. ok is false when the
// search ran out of work (the simulation then chose).
func ExpertSearchAlone(s wordgame.State) (m wordgame.Move, ok bool, err error) {
	cands, err := placementsByEquity(context.Background(), s, expertPreEndgameMoves)
	if err != nil {
		return m, false, err
	}
	pe, err := expertPreSearch(context.Background(), s, cands)
	if err != nil || len(pe.Moves) == 0 {
		return m, false, nil
	}
	return pe.Moves[0].Move, true, nil
}
