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
	next.hist = s.hist.Push(recordOf(m))
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
	rest := s.hands[p]
	for i := range ps {
		if !rest.take(ps[i].Tile) {
			return s, &placeError{ErrNotHeld, fmt.Sprintf("%s holds %s, not %s", s.Name(p), orNothing(FormatTiles(s.hand(p))), FormatTiles(sortTiles(m.tilesPlaced())))}
		}
	}
	sc, l, perr := placeOn(s.layout, ps, s.key, s.rules.NoRepeatNumbers, s.owned)
	if perr != nil {
		return s, perr
	}
	next := s
	next.layout = l
	next.ownHands()
	next.hands[p] = rest
	if !s.owned {
		next.scores = slices.Clone(s.scores)
	}
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
	need := next.rules.Rack - next.hands[p].Len()
	if need > 0 && next.bag.Len() > 0 {
		next.ownHands()
		next.drawInto(p, need)
	}
	next.bonus = false
	next.turn = (p + 1) % next.players
}

// finishStandard ends the standard game: every player loses the value of
// the tiles in hand, and the highest totals win.
func (next *State) finishStandard() {
	next.over = true
	if !next.owned {
		next.scores = slices.Clone(next.scores)
	}
	for p := range next.players {
		next.scores[p] -= next.hands[p].sum()
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
	rest := s.hands[p]
	if !rest.take(m.tile) {
		return s, &placeError{ErrNotHeld, fmt.Sprintf("%s holds no %s", s.Name(p), FormatTile(m.tile))}
	}
	if s.bag.Len() < s.rules.SwapDraw || s.rules.SwapDraw == 0 {
		return s, &placeError{ErrNoTiles, fmt.Sprintf("the pile has %d tiles, a swap needs %d", s.bag.Len(), s.rules.SwapDraw)}
	}
	next := s
	next.ownHands()
	next.hands[p] = rest
	next.drawInto(p, s.rules.SwapDraw)
	next.bag.put([]tiles.Tile{m.tile})
	return next, nil
}

func (s State) applyClaim(m Move) (State, *placeError) {
	p := m.player
	l := m.Layout()
	held := s.hands[p].Len()
	have := s.hands[p]
	for _, q := range l.ps {
		if !have.take(q.Tile) {
			return s, &placeError{ErrNotHeld, fmt.Sprintf("the layout uses tiles %s does not hold (%s holds %s)", s.Name(p), s.Name(p), orNothing(FormatTiles(s.hand(p))))}
		}
	}
	if s.rules.Variant == VariantSolo && !s.rules.SoloRearrange {
		for _, q := range s.layout.ps {
			if now, ok := l.At(q.Row, q.Col); !ok || now != q {
				return s, &placeError{ErrMovedTile, fmt.Sprintf("%s on %d,%d was laid out by an earlier claim: it must stay there", q.Face(), q.Row, q.Col)}
			}
		}
	}
	// problem says what is wrong with the claim; speed, where a wrong
	// claim is a move like any other, asks only whether it is right.
	problem := func() *placeError {
		if held > l.Len() {
			left := have.appendTiles(nil)
			return &placeError{ErrIncomplete, fmt.Sprintf("%s left over: every tile must be laid out", FormatTiles(left))}
		}
		err := CheckLayout(l, s.key, s.rules.NoRepeatNumbers)
		if err == nil {
			return nil
		}
		var le LayoutErrors
		errors.As(err, &le)
		return &placeError{le[0].Err, err.Error()}
	}
	switch s.rules.Variant {
	case VariantTeam:
		if problem := problem(); problem != nil {
			return s, problem
		}
		next := s
		next.over, next.winners = true, []int{p}
		return next, nil
	case VariantSolo:
		if problem := problem(); problem != nil {
			return s, problem
		}
		next := s
		next.layout = l
		if s.bag.Len() == 0 {
			next.over, next.winners = true, []int{0}
			return next, nil
		}
		next.ownHands()
		next.drawInto(0, s.rules.SoloDraw)
		return next, nil
	}
	// Speed: a right claim wins the round, a wrong one puts p out.
	next := s
	if held == l.Len() && validLayout(l, s.key, s.rules.NoRepeatNumbers) {
		next.winRound(p)
		return next, nil
	}
	return s.wrongClaim(p), nil
}

// wrongClaim is s after p's wrong claim in a speed round: p is out of
// the round, their hand goes back to the pile, and every other player
// still in draws the penalty; when nobody is left in, a new round is
// dealt.
func (s State) wrongClaim(p int) State {
	next := s
	if !s.owned {
		next.out = slices.Clone(s.out)
	}
	next.out[p] = true
	next.ownHands()
	next.bag.putCount(&s.hands[p])
	next.hands[p] = kindCount{}
	remaining := 0
	for q := range s.players {
		if next.out[q] {
			continue
		}
		remaining++
		next.drawInto(q, s.rules.PenaltyDraw)
	}
	if remaining == 0 {
		next.lastWinner, next.streak = -1, 0
		next.newRound()
	}
	return next
}

// winRound records p's round win and ends the match or deals a new
// round.
func (next *State) winRound(p int) {
	if !next.owned {
		next.wins = slices.Clone(next.wins)
	}
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
	for p := range next.hands {
		next.bag.putCount(&next.hands[p])
	}
	if next.owned {
		clear(next.hands)
		clear(next.out)
	} else {
		next.hands = make([]kindCount, next.players)
		next.out = make([]bool, next.players)
	}
	for p := range next.players {
		next.drawInto(p, next.rules.Hand)
	}
	next.round++
	next.key = next.roll()
}

// ownHands makes next.hands, and in spot next.kept, a slice next may
// write: a copy, unless next owns its slices (a text's replay), when it
// is written in place. The tiles kept in spot are still shared until
// applySpot replaces a player's.
func (next *State) ownHands() {
	if !next.owned {
		next.hands = slices.Clone(next.hands)
		next.kept = slices.Clone(next.kept)
	}
}

// drawInto draws up to n tiles from the pile into player p's hand;
// next.hands must be next's own (ownHands).
func (next *State) drawInto(p, n int) { next.bag.drawCount(&next.hands[p], n) }

// --- spot --------------------------------------------------------------

func (s State) applySpot(m Move) (State, *placeError) {
	p := m.player
	idx := m.spot[:m.n]
	if len(idx) != s.rules.ClaimSize {
		return s, &placeError{ErrClaimSize, fmt.Sprintf("a spot claim names %d face-up tiles, not %d", s.rules.ClaimSize, len(idx))}
	}
	var buf [MaxLine]tiles.Tile
	claimed := buf[:len(idx)]
	for i, x := range idx {
		if int(x) >= len(s.faceUp) {
			return s, &placeError{ErrNotHeld, fmt.Sprintf("there is no face-up tile %d (%d are face up)", x, len(s.faceUp))}
		}
		claimed[i] = s.faceUp[x]
	}
	next := s
	if FormsLine(claimed, s.key, s.rules.NoRepeatNumbers) {
		next.ownHands()
		if s.owned {
			next.kept[p] = append(s.kept[p], claimed...)
		} else {
			next.kept[p] = tiles.Add(s.kept[p], claimed)
		}
		rest := s.faceUp[:0]
		if !s.owned {
			rest = make([]tiles.Tile, 0, len(s.faceUp))
		}
		for i, t := range s.faceUp {
			if !slices.Contains(idx, int8(i)) {
				rest = append(rest, t)
			}
		}
		next.faceUp = next.bag.drawTo(rest, s.rules.ClaimSize)
		// The new round: whoever owes one sits it out, unless everyone
		// does (nobody could claim).
		if s.owned {
			copy(next.out, s.sitNext)
			clear(next.sitNext)
		} else {
			next.out = slices.Clone(s.sitNext)
			next.sitNext = make([]bool, s.players)
		}
		if !slices.Contains(next.out, false) {
			clear(next.out)
		}
		next.round++
		if len(next.kept[p]) >= s.spotTarget() {
			next.over, next.winners = true, []int{p}
			return next, nil
		}
		next.topUpSpot()
		return next, nil
	}
	if kept, keep := s.kept[p], len(s.kept[p])-s.rules.ClaimSize; keep >= 0 {
		next.ownHands()
		next.kept[p] = kept[:keep:keep]
		if s.owned {
			next.kept[p] = kept[:keep]
		}
		next.bag.put(kept[keep:])
		next.topUpSpot() // the returned tiles may unblock a stuck table
		return next, nil
	}
	// Too few tiles to give back: the claimant plays on in this round and
	// sits out the next.
	if !s.owned {
		next.sitNext = slices.Clone(s.sitNext)
	}
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
		faceUp := next.faceUp
		if !next.owned {
			faceUp = slices.Clone(faceUp)
		}
		next.faceUp = next.bag.drawTo(faceUp, next.rules.ClaimSize)
	}
}
