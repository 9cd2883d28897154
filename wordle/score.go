package wordle

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/internal/jsonlist"
)

// Score is what one move earns its player for the round, with a breakdown
// a front end can show.
type Score struct {
	// Total is the points the move settles for its player this round: the
	// tries used when it solves, Tries+1 when it ends the player's round
	// unsolved, 1 for the first solver in fast mode; 0 otherwise.
	Total int `json:"total"`
	// Final reports whether the move settles the player's points for the
	// round (a solve, a last try, giving up, hosting).
	Final bool `json:"final"`
	// Parts explains Total.
	Parts []ScorePart `json:"parts"`
}

// MarshalJSON writes the Score with an empty Parts as [], never null.
func (sc Score) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(sc) }

// A ScorePart is one line of a Score's breakdown.
type ScorePart struct {
	Label  string `json:"label"`
	Points int    `json:"points"`
}

// Score returns what m would earn, without applying it. It returns the
// same error as Validate for an illegal move.
//
// Score is a server call: it reads the secret, so the Score of a guess
// says whether the guess solves. Never show it to a guesser before the
// guess is played; Preview is the call for players.
func (s State) Score(m Move) (Score, error) {
	next, err := s.Apply(m)
	if err != nil {
		return Score{}, err
	}
	r := next.rounds[len(s.rounds)-1]
	b := r.boards[m.Player]
	tries := len(b.rows)
	switch {
	case m.Kind == KindSetSecret:
		return Score{Final: true, Parts: []ScorePart{{"host", 0}}}, nil
	case b.status == StatusPlaying:
		return Score{Parts: []ScorePart{{fmt.Sprintf("row %d of %d, not solved yet", tries, s.rules.Tries), 0}}}, nil
	}
	pts := s.points(r, m.Player)
	var label string
	switch b.status {
	case StatusSolved:
		label = fmt.Sprintf("solved in %d tries", tries)
		if tries == 1 {
			label = "solved in 1 try"
		}
		if s.rules.Fast {
			label = "first to solve, " + label
		}
	case StatusGaveUp:
		label = "gave up"
	default:
		label = fmt.Sprintf("not solved in %d tries", s.rules.Tries)
	}
	return Score{Total: pts, Final: true, Parts: []ScorePart{{label, pts}}}, nil
}

// points is player p's score for finished (or settled) round r.
func (s State) points(r round, p int) int {
	st := r.boards[p].status
	if s.rules.Fast {
		if st == StatusSolved {
			return 1
		}
		return 0
	}
	switch st {
	case StatusSolved:
		return len(r.boards[p].rows)
	case StatusFailed, StatusGaveUp:
		return s.rules.failPoints()
	}
	return 0
}

// Result is the standing of a game: final once Over is true. Before the
// end it holds only what every player knows (points of finished rounds),
// never a secret.
type Result struct {
	// Over reports whether every round has been played; until then
	// Winners is empty.
	Over bool `json:"over"`
	// Scores holds each player's total over the finished rounds.
	Scores []int `json:"scores"`
	// Rounds holds each finished round's points, by player (the host's 0).
	Rounds [][]int `json:"rounds"`
	// Winners lists the players with the fewest points (the most in fast
	// mode), in seating order; ties are shared.
	Winners []int `json:"winners"`
}

// MarshalJSON writes the Result with empty lists as [], never null.
func (r Result) MarshalJSON() ([]byte, error) {
	rounds := make([][]int, len(r.Rounds))
	for i, pts := range r.Rounds {
		if pts == nil {
			pts = []int{}
		}
		rounds[i] = pts
	}
	r.Rounds = rounds // r is a copy: the caller's Result keeps its slice
	return jsonlist.Marshal(r)
}

// Result returns the standings: totals and per-round points of the
// finished rounds, and the winners once the game is over. The zero State
// has no players and no winners.
func (s State) Result() Result {
	res := Result{Over: s.Over(), Scores: make([]int, s.players), Rounds: [][]int{}, Winners: []int{}}
	for _, r := range s.rounds {
		if !r.over {
			continue
		}
		pts := make([]int, s.players)
		for p := range pts {
			pts[p] = s.points(r, p)
			res.Scores[p] += pts[p]
		}
		res.Rounds = append(res.Rounds, pts)
	}
	if res.Over && s.players > 0 {
		better := slices.Min[[]int]
		if s.rules.Fast {
			better = slices.Max[[]int]
		}
		best := better(res.Scores)
		for p, v := range res.Scores {
			if v == best {
				res.Winners = append(res.Winners, p)
			}
		}
	}
	return res
}
