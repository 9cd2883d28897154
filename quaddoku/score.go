package quaddoku

import (
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// A WordScore is one side's part of a move's score.
type WordScore struct {
	Side   Side
	Word   string // the word after the move
	Sum    int    // the sum of its four top tiles
	Doku   bool   // Sum is the doku sum
	Points int    // the doku score for a doku, else Sum
}

// A Score is what a move earns: every side that got at least one new tile,
// in the order top, left, right, bottom, and the total. A pass scores
// nothing and has no words.
type Score struct {
	Words []WordScore
	Total int
	// QuadDoku reports that the move made four dokus at once (their
	// points are already in Total: there is no extra bonus).
	QuadDoku bool
}

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
		sc.Words = append(sc.Words, ws)
		sc.Total += ws.Points
	}
	sc.QuadDoku = len(sc.Words) == 4 && !slices.ContainsFunc(sc.Words, func(w WordScore) bool { return !w.Doku })
	return sc
}

// Result is the outcome of a game (or the standings so far).
type Result struct {
	// Over reports whether the game has ended; until then Winners is
	// empty.
	Over bool
	// Scores holds each player's total points.
	Scores []int
	// Words counts, per player, the words that scored (each side that got
	// a tile in one of the player's turns). Solo play may aim for the
	// most words...
	Words []int
	// Dokus counts, per player, the words among those that were dokus:
	// ...or the most dokus. A solo Result reports both, beside the points.
	Dokus []int
	// Winners lists the players with the highest total, in seating order;
	// ties are shared. A solo player is its own winner.
	Winners []int
}

// Result returns the standings, with the winners once the game is over.
func (s State) Result() Result {
	r := Result{
		Over:   s.Over(),
		Scores: slices.Clone(s.scores),
		Words:  slices.Clone(s.words),
		Dokus:  slices.Clone(s.dokus),
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
