package sumoku

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/tiles"
)

// Validate reports whether m is legal now: nil exactly when Apply would
// succeed. In speed a claim whose layout is wrong is legal (it puts the
// claimant out), as is a wrong spot claim (it costs tiles or a round);
// in the team game and solo a wrong layout is refused, since those rules
// set no penalty.
func (s State) Validate(m Move) error {
	_, err := s.Apply(m)
	return err
}

// Apply plays m and returns the new State; s is left as it was. On error
// it returns s itself and a *MoveError naming the player, the rule and
// the input that broke it.
func (s State) Apply(m Move) (State, error) {
	if err := s.precheck(m); err != nil {
		return s, err
	}
	var next State
	var perr *placeError
	switch m.kind {
	case KindPass:
		if !s.rules.FreePass && s.canPlace() {
			return s, s.moveError(m, ErrMustPlay, "a tile of the rack can be placed: pass only when none can")
		}
		next = s.applyPass()
	case KindPlace:
		next, perr = s.applyPlace(m)
	case KindSwap:
		next, perr = s.applySwap(m)
	case KindClaim:
		next, perr = s.applyClaim(m)
	case KindSpot:
		next, perr = s.applySpot(m)
	case KindStop:
		next = s
		next.over = true
		next.winners = []int{0}
	}
	if perr != nil {
		return s, s.moveError(m, perr.err, perr.detail)
	}
	next.hist = s.hist.Push(m)
	return next, nil
}

func (s State) moves() int { return s.hist.Len() }

// Mover returns the seat m belongs to, whether or not m is legal now:
// the seat a swap, claim, spot claim or stop names (even one not at the
// table), and for a placement or a pass, which name no seat, the player
// to move in the standard game (tilekit.Onlooker once the game is over).
// No move of Sumoku belongs to a clock.
func (s State) Mover(m Move) int {
	if m.kind != KindPass && m.kind != KindPlace {
		return m.player
	}
	if s.Over() {
		return tilekit.Onlooker
	}
	return s.turn
}

// mover is the seat a refusal of m names: Mover, except that a placement
// or a pass names the standard game's turn even once the game is over.
func (s State) mover(m Move) int {
	if m.kind == KindPass || m.kind == KindPlace {
		return s.turn
	}
	return m.player
}

func (s State) moveError(m Move, err error, detail string) *MoveError {
	p := s.mover(m)
	name := ""
	if s.players > 0 && p >= 0 && p < s.players {
		name = s.Name(p)
	}
	return &MoveError{Player: name, Move: m, Err: err, Detail: detail}
}

// kindsOf lists the kinds of move each variant accepts.
var kindsOf = [numVariants][]MoveKind{
	VariantStandard: {KindPass, KindPlace},
	VariantSpeed:    {KindSwap, KindClaim},
	VariantSpot:     {KindSpot},
	VariantTeam:     {KindClaim},
	VariantSolo:     {KindClaim, KindStop},
}

// precheck refuses moves that no state of this kind could accept now:
// the zero State, a finished game, a kind of another variant, an unknown
// or absent seat.
func (s State) precheck(m Move) error {
	fail := func(err error, format string, args ...any) error {
		return s.moveError(m, err, fmt.Sprintf(format, args...))
	}
	switch {
	case s.players == 0:
		return fail(ErrGameOver, "there is no game")
	case s.Over():
		return fail(ErrGameOver, "the game is over")
	case !slices.Contains(kindsOf[s.rules.Variant], m.kind):
		return fail(ErrWrongVariant, "%s sumoku has no %s", s.rules.Variant, m.kind.plural())
	case m.kind == KindPass && m.player != 0:
		return fail(ErrSyntax, "a pass names no seat")
	case m.player < 0 || m.player >= s.players:
		return fail(ErrUnknownPlayer, "the move names a seat that is not at this table")
	case s.rules.Variant != VariantStandard && s.out[m.player]:
		if s.rules.Variant == VariantSpot {
			return fail(ErrNotYourTurn, "%s sits out this round after a wrong claim in the last", s.Name(m.player))
		}
		return fail(ErrNotYourTurn, "%s is out of this round after a wrong claim", s.Name(m.player))
	}
	return nil
}

// plural names the kind of move in the plural, for messages.
func (k MoveKind) plural() string {
	words := [...]string{"passes", "placements", "swaps", "layout claims", "spot claims", "stop"}
	if int(k) < len(words) {
		return words[k]
	}
	return "such moves"
}

// --- standard game ---------------------------------------------------

func (s State) applyPass() State {
	next := s
	if s.bonus {
		next.passes = 0
		next.endTurn()
		return next
	}
	next.passes++
	next.turn = (s.turn + 1) % s.players
	if next.passes >= s.players {
		next.finishStandard()
	}
	return next
}

func (s State) applyPlace(m Move) (State, *placeError) {
	ps := m.cells[:m.n]
	p := s.turn
	rest, err := tiles.Remove(s.hands[p], m.tilesPlaced())
	if err != nil {
		return s, &placeError{ErrNotHeld, fmt.Sprintf("%s holds %s, not %s", s.Name(p), orNothing(FormatTiles(s.hands[p])), FormatTiles(sortTiles(m.tilesPlaced())))}
	}
	sc, l, perr := placeOn(s.layout, ps, s.key, s.rules.NoRepeatNumbers)
	if perr != nil {
		return s, perr
	}
	next := s
	next.layout = l
	next.hands = slices.Clone(s.hands)
	next.hands[p] = rest
	next.scores = slices.Clone(s.scores)
	next.scores[p] += sc.Total
	next.passes = 0
	next.bonus = sc.Bonus
	if !sc.Bonus {
		next.endTurn()
	}
	return next, nil
}

func orNothing(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}

// tilesPlaced returns the tiles of a placement move as they are in the
// box.
func (m Move) tilesPlaced() []tiles.Tile {
	out := make([]tiles.Tile, m.n)
	for i := range out {
		out[i] = m.cells[i].Tile
	}
	return out
}

// endTurn refills the mover's rack and passes the turn on; next's slices
// are already its own.
func (next *State) endTurn() {
	p := next.turn
	need := next.rules.Rack - len(next.hands[p])
	if need > 0 && next.bag.Len() > 0 {
		var drawn []tiles.Tile
		next.bag, drawn = next.bag.DrawUpTo(need)
		next.hands = slices.Clone(next.hands)
		next.hands[p] = sortTiles(tiles.Add(next.hands[p], drawn))
	}
	next.bonus = false
	next.turn = (p + 1) % next.players
}

// finishStandard ends the standard game: every player loses the value of
// the tiles in hand, and the highest totals win.
func (next *State) finishStandard() {
	next.over = true
	next.scores = slices.Clone(next.scores)
	for p := range next.players {
		next.scores[p] -= handTotal(next.hands[p])
	}
	next.winners = best(next.scores)
}

// best returns the seats with the highest value.
func best(v []int) []int {
	out := []int{}
	for p, x := range v {
		switch {
		case len(out) == 0 || x > v[out[0]]:
			out = []int{p}
		case x == v[out[0]]:
			out = append(out, p)
		}
	}
	return out
}

// --- speed, team, solo ------------------------------------------------

func (s State) applySwap(m Move) (State, *placeError) {
	p := m.player
	rest, err := tiles.Remove(s.hands[p], []tiles.Tile{m.tile})
	if err != nil {
		return s, &placeError{ErrNotHeld, fmt.Sprintf("%s holds no %s", s.Name(p), FormatTile(m.tile))}
	}
	if s.bag.Len() < s.rules.SwapDraw || s.rules.SwapDraw == 0 {
		return s, &placeError{ErrNoTiles, fmt.Sprintf("the pile has %d tiles, a swap needs %d", s.bag.Len(), s.rules.SwapDraw)}
	}
	next := s
	bag, drawn, _ := s.bag.Draw(s.rules.SwapDraw)
	next.bag = bag.Put(m.tile)
	next.hands = slices.Clone(s.hands)
	next.hands[p] = sortTiles(tiles.Add(rest, drawn))
	return next, nil
}

func (s State) applyClaim(m Move) (State, *placeError) {
	p := m.player
	l := m.Layout()
	hand := s.hands[p]
	left, err := tiles.Remove(hand, l.Tiles())
	if err != nil {
		return s, &placeError{ErrNotHeld, fmt.Sprintf("the layout uses tiles %s does not hold (%s holds %s)", s.Name(p), s.Name(p), orNothing(FormatTiles(hand)))}
	}
	var problem *placeError
	if s.rules.Variant == VariantSolo && !s.rules.SoloRearrange {
		for _, q := range s.layout.ps {
			if now, ok := l.At(q.Row, q.Col); !ok || now != q {
				return s, &placeError{ErrMovedTile, fmt.Sprintf("%s on %d,%d was laid out by an earlier claim: it must stay there", q.Face(), q.Row, q.Col)}
			}
		}
	}
	if len(left) > 0 {
		problem = &placeError{ErrIncomplete, fmt.Sprintf("%s left over: every tile must be laid out", FormatTiles(left))}
	} else if err := CheckLayout(l, s.key, s.rules.NoRepeatNumbers); err != nil {
		var le LayoutErrors
		errors.As(err, &le)
		problem = &placeError{le[0].Err, err.Error()}
	}
	switch s.rules.Variant {
	case VariantTeam:
		if problem != nil {
			return s, problem
		}
		next := s
		next.over, next.winners = true, []int{p}
		return next, nil
	case VariantSolo:
		if problem != nil {
			return s, problem
		}
		next := s
		next.layout = l
		if s.bag.Len() == 0 {
			next.over, next.winners = true, []int{0}
			return next, nil
		}
		var drawn []tiles.Tile
		next.bag, drawn = s.bag.DrawUpTo(s.rules.SoloDraw)
		next.hands = [][]tiles.Tile{sortTiles(tiles.Add(hand, drawn))}
		return next, nil
	}
	// Speed: a right claim wins the round, a wrong one puts p out.
	next := s
	if problem == nil {
		next.winRound(p)
		return next, nil
	}
	next.out = slices.Clone(s.out)
	next.out[p] = true
	next.hands = slices.Clone(s.hands)
	next.bag = s.bag.Put(hand...)
	next.hands[p] = nil
	remaining := 0
	for q := range s.players {
		if next.out[q] {
			continue
		}
		remaining++
		var drawn []tiles.Tile
		next.bag, drawn = next.bag.DrawUpTo(s.rules.PenaltyDraw)
		next.hands[q] = sortTiles(tiles.Add(next.hands[q], drawn))
	}
	if remaining == 0 {
		next.lastWinner, next.streak = -1, 0
		next.newRound()
	}
	return next, nil
}

// winRound records p's round win and ends the match or deals a new
// round.
func (next *State) winRound(p int) {
	next.wins = slices.Clone(next.wins)
	next.wins[p]++
	if next.lastWinner == p {
		next.streak++
	} else {
		next.lastWinner, next.streak = p, 1
	}
	if next.wins[p] >= next.rules.RoundWins || next.streak >= next.rules.WinsInARow {
		next.over, next.winners = true, []int{p}
		return
	}
	next.newRound()
}

// newRound puts every tile back, deals new hands and rolls the die.
func (next *State) newRound() {
	bag := next.bag
	for _, h := range next.hands {
		bag = bag.Put(h...)
	}
	next.hands = make([][]tiles.Tile, next.players)
	for p := range next.players {
		bag, next.hands[p] = bag.DrawUpTo(next.rules.Hand)
		next.hands[p] = sortTiles(next.hands[p])
	}
	next.bag = bag
	next.out = make([]bool, next.players)
	next.round++
	next.key = next.roll()
}

// --- spot --------------------------------------------------------------

func (s State) applySpot(m Move) (State, *placeError) {
	p := m.player
	idx := m.Indices()
	if len(idx) != s.rules.ClaimSize {
		return s, &placeError{ErrClaimSize, fmt.Sprintf("a spot claim names %d face-up tiles, not %d", s.rules.ClaimSize, len(idx))}
	}
	claimed := make([]tiles.Tile, len(idx))
	for i, x := range idx {
		if x >= len(s.faceUp) {
			return s, &placeError{ErrNotHeld, fmt.Sprintf("there is no face-up tile %d (%d are face up)", x, len(s.faceUp))}
		}
		claimed[i] = s.faceUp[x]
	}
	next := s
	if FormsLine(claimed, s.key, s.rules.NoRepeatNumbers) {
		next.hands = slices.Clone(s.hands)
		next.hands[p] = tiles.Add(s.hands[p], claimed)
		rest := make([]tiles.Tile, 0, len(s.faceUp))
		for i, t := range s.faceUp {
			if !slices.Contains(idx, i) {
				rest = append(rest, t)
			}
		}
		var drawn []tiles.Tile
		next.bag, drawn = s.bag.DrawUpTo(s.rules.ClaimSize)
		next.faceUp = append(rest, drawn...)
		// The new round: whoever owes one sits it out, unless everyone
		// does (nobody could claim).
		next.out = slices.Clone(s.sitNext)
		if !slices.Contains(next.out, false) {
			next.out = make([]bool, s.players)
		}
		next.sitNext = make([]bool, s.players)
		next.round++
		if len(next.hands[p]) >= s.spotTarget() {
			next.over, next.winners = true, []int{p}
			return next, nil
		}
		next.topUpSpot()
		return next, nil
	}
	if k := len(s.hands[p]); k >= s.rules.ClaimSize {
		next.hands = slices.Clone(s.hands)
		next.hands[p] = s.hands[p][: k-s.rules.ClaimSize : k-s.rules.ClaimSize]
		next.bag = s.bag.Put(s.hands[p][k-s.rules.ClaimSize:]...)
		next.topUpSpot() // the returned tiles may unblock a stuck table
		return next, nil
	}
	// Too few tiles to give back: the claimant plays on in this round and
	// sits out the next.
	next.sitNext = slices.Clone(s.sitNext)
	next.sitNext[p] = true
	return next, nil
}

// spotTarget is the number of kept tiles that wins spot.
func (s State) spotTarget() int {
	switch {
	case s.rules.SpotTarget > 0:
		return s.rules.SpotTarget
	case s.players <= 4:
		return 16
	}
	return 12
}

// topUpSpot deals ClaimSize more tiles face up while no claim can be made
// and the pile lasts; when the pile is empty and no claim is possible the
// game ends, most tiles kept winning.
func (next *State) topUpSpot() {
	for !hasSpotClaim(next.faceUp, next.key, next.rules.ClaimSize, next.rules.NoRepeatNumbers) {
		if next.bag.Len() == 0 {
			next.over = true
			next.winners = best(next.Scores())
			return
		}
		var drawn []tiles.Tile
		next.bag, drawn = next.bag.DrawUpTo(next.rules.ClaimSize)
		next.faceUp = tiles.Add(next.faceUp, drawn)
	}
}
