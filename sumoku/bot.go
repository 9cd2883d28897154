package sumoku

import (
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
)

// BotMove returns the move a computer player at level would send for
// seat now (see the table of levels in the package doc). It is
// deterministic: the same State, level, seed and seat give the same
// move, and its work is bounded by search budgets, never by the clock.
// A seat that may not move gets ErrNotYourTurn (ErrGameOver once the
// game is over); a bot with nothing worth sending now (a team hand it
// found no layout for, or a speed hand with no layout and no swap to
// make while another player's hand can be laid out) gets an error
// wrapping ErrNoMove: it waits, and asks again once the game has moved
// on.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	if err := gamekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return Move{}, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(s.moves())<<8|uint64(seat)))
	pick := func(ms []Move) Move {
		switch level {
		case tilekit.Easy:
			ms = ms[:min(len(ms), 10)]
		case tilekit.Medium:
			ms = ms[:min(len(ms), 3)]
		default:
			ms = ms[:1]
		}
		return ms[rng.IntN(len(ms))]
	}
	switch s.rules.Variant {
	case VariantStandard:
		return s.standardBot(level, seat, seed, rng)
	case VariantSpot:
		ms := s.spotClaims(seat, 10)
		if len(ms) == 0 {
			return Move{}, s.wait(seat, "no right claim was found among the face-up tiles")
		}
		return pick(ms), nil
	}
	if s.rules.Variant == VariantSolo {
		if m, ok := s.claimFor(seat); ok {
			return m, nil
		}
		return Stop(seat), nil
	}
	w := &solveWork{left: BotSolveBudget}
	if m, ok := s.claimWithin(seat, w); ok {
		return m, nil
	}
	if s.rules.Variant == VariantSpeed {
		if t, ok := s.swapFor(seat, level, rng, w); ok {
			return Swap(seat, t), nil
		}
		if !s.othersCanClaim(seat, w) {
			return Claim(seat, Layout{}), nil
		}
	}
	return Move{}, s.wait(seat, "no layout of the whole hand was found")
}

// othersCanClaim reports whether a speed player in the round other than
// seat holds a hand that Solve lays out within w: a stuck bot waits for
// that claim rather than give up the round.
func (s State) othersCanClaim(seat int, w *solveWork) bool {
	for p := range s.players {
		if p == seat || s.out[p] {
			continue
		}
		if _, ok := w.solve(s, s.hands[p]); ok {
			return true
		}
	}
	return false
}

// BotSolveBudget is the most steps of Solve that one bot move of the
// speed and team games spends, over all its searches (its own hand, the
// hands without each tile it might swap, the other players' hands), each
// still at most SolveBudget (a search may finish the candidate it is on,
// a few steps more): about two seconds at most, where fourteen searches
// of a full budget each could take fourteen. Hands of the standard
// presets are laid out or refused in a small part of it.
const BotSolveBudget = 2 * SolveBudget

// testHookSolve, when set by a test, hears of the steps of every Solve a
// bot move makes.
var testHookSolve func(steps int)

// A solveWork counts the Solve steps left to one bot move.
type solveWork struct{ left int }

// solve is Solve of ts within the steps w has left (at most SolveBudget),
// which it charges.
func (w *solveWork) solve(s State, hand []tiles.Tile) (Layout, bool) {
	ts, err := ParseTiles(FormatTiles(hand)) // the tiles as Solve reads them
	if err != nil || w.left <= 0 || len(ts) > MaxTiles {
		return Layout{}, false
	}
	l, res, used := solveTiles(ts, s.key, s.rules.NoRepeatNumbers, min(SolveBudget, w.left))
	w.left -= max(used, 1)
	if testHookSolve != nil {
		testHookSolve(used)
	}
	return l, res == solveFound
}

// claimWithin is claimFor within w, for a game other than solo.
func (s State) claimWithin(seat int, w *solveWork) (Move, bool) {
	l, ok := w.solve(s, s.hands[seat])
	if !ok {
		return Move{}, false
	}
	m := Claim(seat, l)
	return m, s.Validate(m) == nil
}

// wait is the error of a bot that has nothing to send now.
func (s State) wait(seat int, detail string) error {
	return &MoveError{Player: s.Name(seat), Err: ErrNoMove, Detail: detail + ": wait"}
}

// swapFor chooses the tile a speed bot gives back, when the pile allows a
// swap: at Hard and above the first tile (in rack order, trying at most
// maxSwapTries kinds of tile) without which the rest of the hand has a
// layout, else a random one.
func (s State) swapFor(seat int, level tilekit.Level, rng *rand.Rand, w *solveWork) (tiles.Tile, bool) {
	if !s.canSwap(seat) {
		return tiles.Tile{}, false
	}
	if level >= tilekit.Hard {
		if t, ok := s.guidedSwap(seat, w); ok {
			return t, true
		}
	}
	hand := s.hands[seat]
	return hand[rng.IntN(len(hand))], true
}

// canSwap reports whether seat holds a tile and the pile allows a swap.
func (s State) canSwap(seat int) bool {
	return len(s.hands[seat]) > 0 && s.rules.SwapDraw > 0 && s.bag.Len() >= s.rules.SwapDraw
}

// guidedSwap returns the first tile of seat's hand (trying at most
// maxSwapTries kinds of tile) without which the rest has a layout found
// within w.
func (s State) guidedSwap(seat int, w *solveWork) (tiles.Tile, bool) {
	hand := s.hands[seat]
	tries := 0
	for i, t := range hand {
		if i > 0 && hand[i-1] == t {
			continue
		}
		if tries++; tries > maxSwapTries {
			break
		}
		rest, _ := tiles.Remove(hand, []tiles.Tile{t})
		if _, ok := w.solve(s, rest); ok {
			return t, true
		}
	}
	return tiles.Tile{}, false
}

// soloClaim returns a claim of every tile drawn so far that solo's rules
// accept, if one is found within the search budgets: the first claim
// from Solve, a later one by adding the new tiles around the pattern
// (and, with Rules.SoloRearrange, by Solve when that fails).
func (s State) soloClaim() (Move, bool) {
	hand := s.hands[0]
	var l Layout
	ok := false
	if s.layout.Len() > 0 {
		if rest, err := tiles.Remove(hand, s.layout.Tiles()); err == nil {
			l, ok = extendLayout(s.layout, rest, s.key, s.rules.NoRepeatNumbers, extendBudget)
		}
	}
	if !ok && (s.layout.Len() == 0 || s.rules.SoloRearrange) {
		l, ok = Solve(FormatTiles(hand), s.key, s.rules.NoRepeatNumbers)
	}
	if !ok {
		return Move{}, false
	}
	m := Claim(0, l)
	return m, s.Validate(m) == nil
}

// maxSwapTries bounds the Solve calls of one swap choice.
const maxSwapTries = 6
