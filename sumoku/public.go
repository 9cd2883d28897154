package sumoku

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
)

// What a server, a bot or a front end needs beyond the rules: outcomes,
// hints and previews, the capabilities package gamekit finds on a State.

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
		if len(s.hands[w]) >= s.spotTarget() {
			return fmt.Sprintf("%s kept %d tiles", s.Name(w), len(s.hands[w]))
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

// Hint is a suggested move: the move, what it earns (see Preview's
// Total), the lines it scores or lays out written as their tiles and sum
// ("R3 O1 Y6 = 10") and a note.
type Hint = gamekit.HintOf[Move]

// maxHints bounds the hints one call gives, whatever n asks for.
const maxHints = 100

// Hints suggests up to n moves for seat, best first. While seat may move
// the list is never empty (but for a team whose layout the search does
// not find: see below). A seat that may not move gets ErrNotYourTurn
// (ErrGameOver once the game is over). n <= 0 gives an empty list; a
// larger n gives every move there is, but never more than 100, and the
// memory used grows with that bound, never with the number of legal
// moves.
//
//   - Standard game: the highest-scoring placements, ties in the order of
//     LegalMoves; then, when the rules allow it, the pass.
//   - Spot: claims that are right (each set of face-up tiles once, the
//     first of identical tiles standing for all), found within a budget
//     of search steps that covers every claim of four tiles of the box.
//     Should the search find none (rules with larger claims), a claim of
//     the first face-up tiles, with a Note saying it is a guess.
//   - Speed: a claim of the whole hand when Solve finds one within its
//     budget; then a swap, while the pile allows one; then giving up the
//     round (a claim of no tiles), each with a Note.
//   - Team: a claim of the whole hand when Solve finds one within its
//     budget; otherwise an error wrapping errors.ErrUnsupported, since a
//     team has no other move.
//   - Solo: a claim that adds every drawn tile to the pattern, found
//     within a budget of search steps; then the stop.
//
// Score is what the move adds to the seat's Outcome score.
func (s State) Hints(seat, n int) ([]Hint, error) {
	if err := gamekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return []Hint{}, err
	}
	if n <= 0 {
		return []Hint{}, nil
	}
	n = min(n, maxHints)
	var out []Hint
	switch s.rules.Variant {
	case VariantStandard:
		out = s.standardHints(n)
	case VariantSpot:
		out = s.spotHints(seat, n)
	case VariantSpeed:
		out = s.speedHints(seat, n)
	case VariantTeam:
		m, ok := s.claimFor(seat)
		if !ok {
			return []Hint{}, fmt.Errorf("sumoku: no layout of your whole hand was found: %w", errors.ErrUnsupported)
		}
		out = []Hint{s.claimHint(m)}
	case VariantSolo:
		out = []Hint{}
		if m, ok := s.claimFor(seat); ok {
			out = append(out, s.claimHint(m))
		}
		out = append(out, Hint{Move: Stop(seat), Words: []string{},
			Note: fmt.Sprintf("stop: the game ends with %d tiles laid out", s.layout.Len())})
	}
	return out[:min(len(out), n)], nil
}

// claimHint is the hint of a claim of the whole hand.
func (s State) claimHint(m Move) Hint {
	sc, _ := s.claimScore(m)
	return Hint{Move: m, Score: sc, Words: layoutWords(m.Layout(), s.layout), Note: "a layout of every tile you hold"}
}

// spotHints returns up to n right spot claims for seat, or a guess when
// the search finds none.
func (s State) spotHints(seat, n int) []Hint {
	out := []Hint{}
	for _, m := range s.spotClaims(seat, n) {
		total, faces := s.spotTotal(m)
		out = append(out, Hint{Move: m, Score: s.rules.ClaimSize, Words: []string{faces + " = " + strconv.Itoa(total)}})
	}
	if len(out) > 0 || len(s.faceUp) < s.rules.ClaimSize {
		return out
	}
	idx := make([]int, s.rules.ClaimSize)
	for i := range idx {
		idx[i] = i
	}
	if m, err := ClaimSpot(seat, idx...); err == nil && s.Validate(m) == nil {
		sc, _ := s.claimScore(m)
		out = append(out, Hint{Move: m, Score: sc, Words: []string{},
			Note: "no right claim was found within the search: this one is a guess"})
	}
	return out
}

// speedHints returns a speed seat's claim of its whole hand when one is
// found, a swap while the pile allows one, and giving up the round.
func (s State) speedHints(seat, n int) []Hint {
	out := []Hint{}
	m, found := s.claimFor(seat)
	if found {
		out = append(out, s.claimHint(m))
	}
	if len(out) < n {
		if t, ok := s.hintSwap(seat, !found); ok {
			out = append(out, Hint{Move: Swap(seat, t), Words: []string{},
				Note: fmt.Sprintf("give %s back for %d new tiles", FormatTile(t), s.rules.SwapDraw)})
		}
	}
	if len(out) < n {
		out = append(out, Hint{Move: Claim(seat, Layout{}), Words: []string{},
			Note: fmt.Sprintf("give up the round: your tiles go back to the pile and every other player still in draws %d", s.rules.PenaltyDraw)})
	}
	return out
}

// hintSwap returns the tile the hints give back in a swap, when the pile
// allows one: with guided, the tile guidedSwap finds; else (or when it
// finds none) a tile of the colour seat holds most of (the last such in
// rack order), since a colour held many times is the hardest to fit in
// lines.
func (s State) hintSwap(seat int, guided bool) (tiles.Tile, bool) {
	if !s.canSwap(seat) {
		return tiles.Tile{}, false
	}
	if guided {
		if t, ok := s.guidedSwap(seat, &solveWork{left: BotSolveBudget}); ok {
			return t, true
		}
	}
	hand := s.hands[seat]
	var count [len(Colours)]int
	best := hand[0]
	for _, t := range hand {
		if c := colourIndex(t.Symbol); c >= 0 {
			count[c]++
		}
	}
	for _, t := range hand {
		c, b := colourIndex(t.Symbol), colourIndex(best.Symbol)
		if c >= 0 && (b < 0 || count[c] >= count[b]) {
			best = t
		}
	}
	return best, true
}

// standardHints returns the n best placements with their lines, or the
// pass when there is none.
func (s State) standardHints(n int) []Hint {
	out := []Hint{}
	for _, m := range s.topPlacements(n) {
		sc, err := s.Score(m)
		if err != nil {
			continue
		}
		h := Hint{Move: m, Score: sc.Total, Words: scoreWords(sc)}
		if sc.Bonus {
			h.Note = "a line of six: you play again"
		}
		out = append(out, h)
	}
	if len(out) < n && s.Validate(Pass()) == nil {
		note := "no tile of your rack fits: pass"
		switch {
		case s.bonus && len(out) > 0:
			note = "pass: end your extra turn without placing a tile"
		case len(out) > 0:
			note = "pass: place nothing this turn"
		}
		out = append(out, Hint{Move: Pass(), Words: []string{}, Note: note})
	}
	return out
}

// topPlacements returns the n highest-scoring placements of the player
// to move, best first, ties in the order of LegalMoves: smallPlacements
// with no bound on the tiles placed. It keeps n moves at a time, however
// many there are.
func (s State) topPlacements(n int) []Move { return s.smallPlacements(math.MaxInt, n) }

// lineWords writes a line as its tiles and total: "R3 O1 Y9 = 13".
func lineWords(ln Line) string {
	faces := make([]string, len(ln.Tiles))
	for i, p := range ln.Tiles {
		faces[i] = p.Face()
	}
	return strings.Join(faces, " ") + " = " + strconv.Itoa(ln.Sum())
}

// scoreWords writes each line a placement scores.
func scoreWords(sc Score) []string {
	out := make([]string, len(sc.Lines))
	for i, ln := range sc.Lines {
		out[i] = lineWords(ln.Line)
	}
	return out
}

// layoutWords writes every line of layout l that holds a tile not laid
// out in old.
func layoutWords(l, old Layout) []string {
	out := []string{}
	for _, ln := range l.Lines() {
		if slices.ContainsFunc(ln.Tiles, func(p Placement) bool { q, ok := old.At(p.Row, p.Col); return !ok || q != p }) {
			out = append(out, lineWords(ln))
		}
	}
	return out
}

// spotBudget bounds the search steps spotClaims takes: enough to visit
// every choice of four tiles of distinct colours among the 48 kinds of
// tile of the box (75,340 steps), so that with the box's tiles and
// claims of four a right claim is found whenever one exists.
const spotBudget = 1 << 17

// spotClaims returns up to n right spot claims for seat, found by
// choosing at most one face-up tile of each colour (the first of each
// kind of tile), colour by colour, within spotBudget steps.
func (s State) spotClaims(seat, n int) []Move {
	size := s.rules.ClaimSize
	var byColour [len(Colours)][]int
	for i, t := range s.faceUp {
		c := colourIndex(t.Symbol)
		if c < 0 || slices.ContainsFunc(byColour[c], func(j int) bool { return s.faceUp[j] == t }) {
			continue
		}
		byColour[c] = append(byColour[c], i)
	}
	out := []Move{}
	steps := spotBudget
	chosen := make([]int, 0, size)
	pick := make([]tiles.Tile, size)
	var rec func(c int)
	rec = func(c int) {
		if len(out) >= n || steps <= 0 {
			return
		}
		steps--
		if len(chosen) == size {
			for i, x := range chosen {
				pick[i] = s.faceUp[x]
			}
			if spotLine(pick, s.key, s.rules.NoRepeatNumbers) {
				if m, err := ClaimSpot(seat, chosen...); err == nil {
					out = append(out, m)
				}
			}
			return
		}
		if len(Colours)-c < size-len(chosen) {
			return
		}
		for _, x := range byColour[c] {
			chosen = append(chosen, x)
			rec(c + 1)
			chosen = chosen[:len(chosen)-1]
		}
		rec(c + 1)
	}
	rec(0)
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

// claimFor returns a claim of every tile seat holds that the rules
// accept now, if one is found within the search budget.
func (s State) claimFor(seat int) (Move, bool) {
	if s.rules.Variant == VariantSolo {
		return s.soloClaim()
	}
	l, ok := Solve(FormatTiles(s.hands[seat]), s.key, s.rules.NoRepeatNumbers)
	if !ok {
		return Move{}, false
	}
	m := Claim(seat, l)
	return m, s.Validate(m) == nil
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
		right = len(next.hands[p]) > len(s.hands[p])
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
		left, _ := tiles.Remove(s.hands[m.player], m.Layout().Tiles())
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
