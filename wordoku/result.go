package wordoku

import "slices"

// A RoundResult is one finished round: every player's score and whether
// they turned a wild, and the tokens the round gave.
type RoundResult struct {
	// Round counts from 1.
	Round  int    `json:"round"`
	Scores []int  `json:"scores"`
	Wilds  []bool `json:"wilds"`
	// Victor holds the victor token, or is -1 when a tie (after the
	// wild tie-break) gave each tied player a personal-best token
	// instead.
	Victor int `json:"victor"`
	// PersonalBests counts each player's personal-best tokens of the
	// round: one for a tie for the top, one for beating every earlier
	// round of their own.
	PersonalBests []int `json:"personalBests"`
}

// A Result is the standing after the finished rounds: tokens, the best
// single-round score of each player, places and, once the game is over,
// the winners. It holds nothing hidden: only finished rounds, whose grids
// are public.
type Result struct {
	Over   bool          `json:"over"`
	Rounds []RoundResult `json:"rounds"`
	// Tokens counts each player's victor and personal-best tokens
	// together (they count the same).
	Tokens []int `json:"tokens"`
	// Best is each player's highest single-round score, the tie-break.
	Best []int `json:"best"`
	// Places ranks the players from 1 by tokens, then best round; equal
	// players share a place.
	Places []int `json:"places"`
	// Winners are the players in first place once the game is over (more
	// than one when they share it), empty before.
	Winners []int `json:"winners"`
}

// Result returns the standing after the rounds finished so far.
func (s State) Result() Result {
	r := Result{
		Over:    s.Over(),
		Rounds:  []RoundResult{},
		Tokens:  make([]int, s.players),
		Best:    make([]int, s.players),
		Places:  make([]int, s.players),
		Winners: []int{},
	}
	for i, rec := range s.past {
		rr := RoundResult{
			Round:         i + 1,
			Scores:        slices.Clone(rec.scores),
			Wilds:         slices.Clone(rec.wilds),
			Victor:        rec.victor,
			PersonalBests: slices.Clone(rec.pbs),
		}
		r.Rounds = append(r.Rounds, rr)
		for p := range s.players {
			r.Tokens[p] += rec.pbs[p]
			if rec.victor == p {
				r.Tokens[p]++
			}
			r.Best[p] = max(r.Best[p], rec.scores[p])
		}
	}
	for p := range s.players {
		r.Places[p] = 1
		for q := range s.players {
			if r.Tokens[q] > r.Tokens[p] || r.Tokens[q] == r.Tokens[p] && r.Best[q] > r.Best[p] {
				r.Places[p]++
			}
		}
		if r.Over && r.Places[p] == 1 && len(s.past) > 0 {
			r.Winners = append(r.Winners, p)
		}
	}
	return r
}
