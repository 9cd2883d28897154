package quaddoku

import (
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/jsonlist"
	"github.com/tilekit/tilekit/tiles"
)

// A WordScore is one side's part of a move's score.
type WordScore struct {
	Side Side   `json:"side"`
	Word string `json:"word"` // the word after the move
	Sum  int    `json:"sum"`  // the sum of its four top tiles
	Doku bool   `json:"doku"` // Sum is the doku sum
	// New reports that a letter of the side changed, so that it spells
	// a new word; a side that only got tiles of other values scores but
	// is no new word.
	New bool `json:"new"`
	// Points is the doku score for a doku, else Sum.
	Points int `json:"points"`
}

// A Score is what a move earns: every side that got at least one new tile,
// in the order top, left, right, bottom, and the total. A pass scores
// nothing and has no words. Its JSON is camelCase, Words [] when empty.
type Score struct {
	Words []WordScore `json:"words"`
	Total int         `json:"total"`
	// QuadDoku reports that the move made four dokus at once (their
	// points are already in Total: there is no extra bonus).
	QuadDoku bool `json:"quadDoku"`
}

// MarshalJSON writes the Score with an empty Words as [], never null.
func (sc Score) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(sc) }

// Score returns what m would earn, without applying it. It fails with
// the error Validate gives for an illegal move.
func (s State) Score(m Move) (Score, error) {
	sc, _, err := s.check(m)
	return sc, err
}

// score works out the breakdown for the placements of m on s's grid; g is
// the grid after the move.
func (s State) score(m Move, g [12]tiles.Tile) Score {
	var touched [4]bool
	n := 0
	for side := range Side(4) {
		for _, c := range wordCells[side] {
			touched[side] = touched[side] || m.cells[c] != (tiles.Tile{})
		}
		if touched[side] {
			n++
		}
	}
	var sc Score
	if n > 0 {
		sc.Words = make([]WordScore, 0, n)
	}
	for side := range Side(4) {
		if !touched[side] {
			continue
		}
		sum := 0
		for _, c := range wordCells[side] {
			sum += int(g[c].Value)
		}
		ws := WordScore{Side: side, Word: s.word(g, side), Sum: sum, Doku: sum == s.rules.DokuSum, Points: s.rules.wordScore(sum)}
		for _, c := range wordCells[side] {
			ws.New = ws.New || g[c].Letter != s.grid[c].Letter
		}
		sc.Words = append(sc.Words, ws)
		sc.Total += ws.Points
	}
	sc.QuadDoku = len(sc.Words) == 4 && !slices.ContainsFunc(sc.Words, func(w WordScore) bool { return !w.Doku })
	return sc
}

// Result is the outcome of a game (or the standings so far). Its JSON is
// camelCase, every list [] when empty.
type Result struct {
	// Over reports whether the game has ended; until then Winners is
	// empty and Reason "".
	Over bool `json:"over"`
	// Scores holds each player's total points.
	Scores []int `json:"scores"`
	// Words counts, per player, the new words made: each side whose
	// letters one of the player's turns changed (a side that only got
	// tiles of other values scores, but is no new word). Solo play may
	// aim for the most words...
	Words []int `json:"words"`
	// Dokus counts, per player, the new words among those that were
	// dokus: ...or the most dokus. A solo Result reports both, beside the
	// points.
	Dokus []int `json:"dokus"`
	// Winners lists the players with the highest total, in seating order;
	// ties are shared. A solo player is its own winner.
	Winners []int `json:"winners"`
	// Reason says in words why the game ended ("the drawpile is empty").
	Reason string `json:"reason"`
}

// MarshalJSON writes the Result with empty lists as [], never null.
func (r Result) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(r) }

// Result returns the standings, with the winners once the game is over.
func (s State) Result() Result {
	r := Result{
		Over:   s.Over(),
		Scores: slices.Clone(s.scores),
		Words:  slices.Clone(s.words),
		Dokus:  slices.Clone(s.dokus),
		Reason: s.reason(),
	}
	if r.Scores == nil {
		r.Scores, r.Words, r.Dokus = []int{}, []int{}, []int{}
	}
	r.Winners = []int{}
	if r.Over && len(s.scores) > 0 {
		best := slices.Max(s.scores)
		for p, v := range s.scores {
			if v == best {
				r.Winners = append(r.Winners, p)
			}
		}
	}
	return r
}

// reason says why the game is over, "" while it goes on.
func (s State) reason() string {
	switch {
	case s.players == 0:
		return "no game has been dealt"
	case s.pile.len() == 0:
		return "the drawpile is empty"
	case s.passes >= s.players && s.rules.FreePass:
		return "every player passed in succession"
	case s.passes >= s.players:
		return "no player can make a new word"
	}
	return ""
}

// Outcome returns the standing in the form every tilekit game shares:
// the points, the winners once the game is over (the highest total, ties
// shared) and why it ended.
func (s State) Outcome() tilekit.Outcome {
	r := s.Result()
	return tilekit.Outcome{Over: r.Over, Scores: r.Scores, Winners: r.Winners, Reason: r.Reason}
}
