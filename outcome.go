package tilekit

import "encoding/json"

// An Outcome is where a game stands, in the same shape for every game:
// what a server stores and a front end's score table shows.
type Outcome struct {
	// Over reports whether the game has ended.
	Over bool `json:"over"`
	// Scores is each seat's standing in the game's own unit, indexed by
	// seat: points, tokens, tiles kept.
	Scores []int `json:"scores"`
	// Winners lists the winning seats, ascending; several share a tie.
	// It is empty until the game is over.
	Winners []int `json:"winners"`
	// LowerWins reports that the lowest score wins (Wordle's points).
	LowerWins bool `json:"lowerWins"`
	// Reason says in words why the game ended ("the bag is empty and
	// Ada went out"); "" while it goes on.
	Reason string `json:"reason"`
}

// MarshalJSON writes the Outcome with empty lists as [], never null.
func (o Outcome) MarshalJSON() ([]byte, error) {
	type plain Outcome
	p := plain(o)
	if p.Scores == nil {
		p.Scores = []int{}
	}
	if p.Winners == nil {
		p.Winners = []int{}
	}
	return json.Marshal(p)
}
