package sumoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/tiles"
)

// What a server or a front end needs beyond the rules: outcomes and
// previews, capabilities package gamekit finds on a State. Hints and
// bots are the engine's, in package sumoku/solver.

// Outcome returns the standing at any time: Scores are Scores (points
// in the standard game, round wins in speed, tiles kept in spot, tiles
// laid out in solo, nothing in the team game, where only the race
// counts); Winners and Reason are set once the game is over. The
// highest score wins in every variant.
func (s State) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: s.Over(), Scores: s.Scores(), Winners: s.Winners()}
	if o.Scores == nil {
		o.Scores = []int{}
	}
	o.Reason = s.reason()
	return o
}

// reason says in words why the game ended; "" while it goes on.
func (s State) reason() string {
	switch {
	case s.players == 0:
		return "there is no game"
	case !s.Over():
		return ""
	}
	w := s.winners[0]
	switch s.rules.Variant {
	case VariantStandard:
		return "nobody could play (every player passed in turn); the tiles left in hand were taken off the scores"
	case VariantSpeed:
		if s.wins[w] >= s.rules.RoundWins {
			return fmt.Sprintf("%s won %d rounds", s.Name(w), s.wins[w])
		}
		return fmt.Sprintf("%s won %d rounds in a row", s.Name(w), s.streak)
	case VariantSpot:
		if len(s.kept[w]) >= s.spotTarget() {
			return fmt.Sprintf("%s kept %d tiles", s.Name(w), len(s.kept[w]))
		}
		return "the pile ran out and no face-up tiles form a line"
	case VariantTeam:
		return fmt.Sprintf("%s laid out all the team's tiles", s.Name(w))
	}
	if m, ok := s.LastMove(); ok && m.kind == KindStop {
		return fmt.Sprintf("%s stopped with %d tiles laid out", s.Name(0), s.layout.Len())
	}
	return fmt.Sprintf("all %d tiles are laid out", s.layout.Len())
}

// scoreWords writes each line a placement scores.
func scoreWords(sc Score) []string {
	out := make([]string, len(sc.Lines))
	for i, ln := range sc.Lines {
		out[i] = ln.Line.Equation()
	}
	return out
}

// spotTotal returns the total a spot claim's tiles make as a line and
// the tiles as they count ("R3 O1 Y9 G2"), 6s standing as 9 where the
// total needs it.
func (s State) spotTotal(m Move) (int, string) {
	var ts []tiles.Tile
	for _, i := range m.Indices() {
		if i < len(s.faceUp) {
			ts = append(ts, s.faceUp[i])
		}
	}
	nines := 0
	for k := 0; k <= len(ts); k++ {
		if spotFits(ts, k, s.key, s.rules.NoRepeatNumbers) {
			nines = k
			break
		}
	}
	faces := make([]string, len(ts))
	total := 0
	for i, t := range ts {
		p := Placement{Tile: t}
		if t.Number == 6 && nines > 0 {
			p.Nine = true
			nines--
		}
		faces[i] = p.Face()
		total += p.Value()
	}
	return total, strings.Join(faces, " ")
}

// spotFits reports whether ts, with nines of its 6s standing as 9, is a
// line for key.
func spotFits(ts []tiles.Tile, nines, key int, solo bool) bool {
	sum, sixes := 0, 0
	var seen [10]int
	for _, t := range ts {
		sum += int(t.Number)
		if t.Number == 6 {
			sixes++
		} else {
			seen[t.Number]++
		}
	}
	if nines > sixes || (sum+3*nines)%key != 0 {
		return false
	}
	seen[6] += sixes - nines
	seen[9] += nines
	return !solo || slices.Max(seen[:]) <= 1
}

// claimScore returns what a legal claim adds to its player's score, and
// whether the claim is right.
func (s State) claimScore(m Move) (int, bool) {
	next, err := s.Apply(m)
	if err != nil {
		return 0, false
	}
	p := m.player
	right := true
	switch s.rules.Variant {
	case VariantSpeed:
		right = next.wins[p] > s.wins[p]
	case VariantSpot:
		right = len(next.kept[p]) > len(s.kept[p])
	}
	return next.Scores()[p] - s.Scores()[p], right
}

// Preview says what m would earn for seat without playing it: Total is
// what it adds to the seat's Outcome score, and Parts explain it (each
// line a placement scores as "R3 O1 Y6 = 10", a line of six's extra
// turn, a claim's gain or cost). Game.Preview checks first that seat
// may send m; Preview itself refuses what Validate refuses. Every tile in
// sumoku lies face up, so a preview tells nothing the seat could not work
// out.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	if err := s.Validate(m); err != nil {
		return tilekit.Preview{Parts: []string{}}, err
	}
	pv := tilekit.Preview{Parts: []string{}}
	switch m.kind {
	case KindPlace:
		sc, _ := s.Score(m)
		pv.Total, pv.Parts = sc.Total, scoreWords(sc)
		if sc.Bonus {
			pv.Parts = append(pv.Parts, "a line of six: you play again")
		}
	case KindPass:
		if s.bonus {
			pv.Parts = append(pv.Parts, "ends your extra turn")
		}
	case KindSwap:
		pv.Parts = append(pv.Parts, fmt.Sprintf("%s goes back to the pile for %d new tiles", FormatTile(m.tile), s.rules.SwapDraw))
	case KindStop:
		pv.Parts = append(pv.Parts, fmt.Sprintf("ends the game with %d tiles laid out", s.layout.Len()))
	case KindSpot:
		total, right := s.claimScore(m)
		pv.Total = total
		switch {
		case right:
			sum, faces := s.spotTotal(m)
			pv.Parts = append(pv.Parts, faces+" = "+strconv.Itoa(sum), fmt.Sprintf("you keep these %d tiles", s.rules.ClaimSize))
		case total < 0:
			pv.Parts = append(pv.Parts, fmt.Sprintf("not a line: you give back %d tiles", -total))
		default:
			pv.Parts = append(pv.Parts, "not a line: you play on in this round and sit out the next")
		}
	case KindClaim:
		total, _ := s.claimScore(m)
		pv.Total = total
		err := CheckLayout(m.Layout(), s.key, s.rules.NoRepeatNumbers)
		left, _ := tiles.Remove(s.hand(m.player), m.Layout().Tiles())
		switch {
		case s.rules.Variant == VariantSpeed && (err != nil || len(left) > 0):
			pv.Parts = append(pv.Parts, "not a layout of every tile: you are out of this round")
		case s.rules.Variant == VariantSpeed:
			pv.Parts = append(pv.Parts, "wins the round")
		case s.rules.Variant == VariantTeam:
			pv.Parts = append(pv.Parts, "lays out every tile: your team wins")
		default:
			pv.Parts = append(pv.Parts, fmt.Sprintf("%d tiles laid out", m.Layout().Len()))
		}
	}
	return pv, nil
}
