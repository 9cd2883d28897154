package solver

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
)

// BotMove returns the move a computer player at level would send for
// seat in s now (see the table of levels in the package doc). It is
// deterministic: the same State, level, seed and seat give the same
// move, and its work is bounded by search budgets, never by the clock.
// A seat that may not move gets ErrNotYourTurn (ErrGameOver once the
// game is over); a bot with nothing worth sending now (a team hand it
// found no layout for, or a speed hand with no layout and no swap to
// make while another player's hand can be laid out) gets an error
// wrapping sumoku.ErrNoMove: it waits, and asks again once the game has
// moved on. BotMove is BotMoveContext with context.Background().
func BotMove(s sumoku.State, level tilekit.Level, seed uint64, seat int) (sumoku.Move, error) {
	return BotMoveContext(context.Background(), s, level, seed, seat)
}

// BotMoveContext is BotMove under ctx, for a server that must be able to
// drop a game while a bot is thinking: every search the level runs (the
// move finder, Solve, the spot claims, Expert's samples) looks at ctx
// as it counts its steps, under a tenth of a millisecond of work apart,
// so once ctx is done the call returns within a millisecond or so with
// the zero Move and an error wrapping ctx.Err(). The context only stops
// the work, which is the same as BotMove's until then: a move
// BotMoveContext returns is the one BotMove returns, never one that ctx
// cut short. A nil ctx is never done. The bots of the registered kind
// (tilekit.Kind.Bot) call it; they are tilekit.ContextBots.
func BotMoveContext(ctx context.Context, s sumoku.State, level tilekit.Level, seed uint64, seat int) (sumoku.Move, error) {
	if ctx == nil {
		ctx = context.Background() // never done
	}
	m, err := botChoice(newHalt(ctx), s, level, seed, seat)
	return gamekit.Uncut(ctx, level, s.Name(seat), m, err)
}

// botChoice is BotMoveContext's choice, which h may have cut short.
func botChoice(h *halt, s sumoku.State, level tilekit.Level, seed uint64, seat int) (sumoku.Move, error) {
	if err := gamekit.CheckSeat(s, seat, sumoku.Move{}, ""); err != nil {
		return sumoku.Move{}, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(len(s.History()))<<8|uint64(seat)))
	pick := func(ms []sumoku.Move) sumoku.Move {
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
	switch s.Variant() {
	case sumoku.VariantStandard:
		return standardBot(s, level, seat, seed, rng, h)
	case sumoku.VariantSpot:
		ms := spotClaims(s, seat, 10, h)
		if len(ms) == 0 {
			return sumoku.Move{}, wait(s, seat, "no right claim was found among the face-up tiles")
		}
		return pick(ms), nil
	case sumoku.VariantSolo:
		if m, ok := soloClaim(s, h); ok {
			return m, nil
		}
		return sumoku.Stop(seat), nil
	}
	w := &solveWork{left: BotSolveBudget, halt: h}
	if m, ok := claimWithin(s, seat, w); ok {
		return m, nil
	}
	if h.done() {
		return sumoku.Move{}, nil // BotMoveContext returns ctx's error
	}
	if s.Variant() == sumoku.VariantSpeed {
		if t, ok := swapFor(s, seat, level, rng, w); ok {
			return sumoku.Swap(seat, t), nil
		}
		if !othersCanClaim(s, seat, w) {
			return sumoku.Claim(seat, sumoku.Layout{}), nil
		}
	}
	return sumoku.Move{}, wait(s, seat, "no layout of the whole hand was found")
}

// botMoveContext is BotMoveContext for the registry's bots, which send
// nothing (and wait) where it finds no move.
func botMoveContext(ctx context.Context, s sumoku.State, level tilekit.Level, seed uint64, seat int) (sumoku.Move, error) {
	m, err := BotMoveContext(ctx, s, level, seed, seat)
	if errors.Is(err, sumoku.ErrNoMove) {
		return sumoku.Move{}, nil
	}
	return m, err
}

// othersCanClaim reports whether a speed player in the round other than
// seat holds a hand that Solve lays out within w: a stuck bot waits for
// that claim rather than give up the round.
func othersCanClaim(s sumoku.State, seat int, w *solveWork) bool {
	for p := range s.Players() {
		if p == seat || s.Out(p) {
			continue
		}
		if _, ok := w.solve(s, s.Hand(p)); ok {
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

// A solveWork counts the Solve steps left to one bot move, and holds
// the move's halt (nil: never stopped).
type solveWork struct {
	left int
	halt *halt
}

// solve is Solve of hand in s's game within the steps w has left (at
// most SolveBudget), which it charges. Once w's halt has stopped it
// finds nothing.
func (w *solveWork) solve(s sumoku.State, hand []tiles.Tile) (sumoku.Layout, bool) {
	ts, err := sumoku.ParseTiles(sumoku.FormatTiles(hand)) // the tiles as Solve reads them
	if err != nil || w.left <= 0 || len(ts) > sumoku.MaxTiles || w.halt.done() {
		return sumoku.Layout{}, false
	}
	l, res, used := solveTiles(ts, s.Key(), noRepeat(s), min(SolveBudget, w.left), w.halt)
	w.left -= max(used, 1)
	if testHookSolve != nil {
		testHookSolve(used)
	}
	return l, res == solveFound
}

// noRepeat reports whether s's rules forbid a number twice in a line.
func noRepeat(s sumoku.State) bool { return s.Rules().NoRepeatNumbers }

// claimWithin is claimFor within w, for a game other than solo.
func claimWithin(s sumoku.State, seat int, w *solveWork) (sumoku.Move, bool) {
	l, ok := w.solve(s, s.Hand(seat))
	if !ok {
		return sumoku.Move{}, false
	}
	m := sumoku.Claim(seat, l)
	return m, s.Validate(m) == nil
}

// claimFor returns a claim of every tile seat holds that the rules
// accept now, if one is found within the search budget (Solve's) before
// h stops (nil: never).
func claimFor(s sumoku.State, seat int, h *halt) (sumoku.Move, bool) {
	if s.Variant() == sumoku.VariantSolo {
		return soloClaim(s, h)
	}
	l, err := solveWithin(sumoku.FormatTiles(s.Hand(seat)), s.Key(), noRepeat(s), SolveBudget, h)
	if err != nil {
		return sumoku.Move{}, false
	}
	m := sumoku.Claim(seat, l)
	return m, s.Validate(m) == nil
}

// wait is the error of a bot that has nothing to send now.
func wait(s sumoku.State, seat int, detail string) error {
	return &sumoku.MoveError{Player: s.Name(seat), Err: sumoku.ErrNoMove, Detail: detail + ": wait"}
}

// swapFor chooses the tile a speed bot gives back, when the pile allows a
// swap: at Hard and above the first tile (in rack order, trying at most
// maxSwapTries kinds of tile) without which the rest of the hand has a
// layout, else a random one.
func swapFor(s sumoku.State, seat int, level tilekit.Level, rng *rand.Rand, w *solveWork) (tiles.Tile, bool) {
	if !canSwap(s, seat) {
		return tiles.Tile{}, false
	}
	if level >= tilekit.Hard {
		if t, ok := guidedSwap(s, seat, w); ok {
			return t, true
		}
	}
	hand := s.Hand(seat)
	return hand[rng.IntN(len(hand))], true
}

// canSwap reports whether seat holds a tile and the pile allows a swap.
func canSwap(s sumoku.State, seat int) bool {
	draw := s.Rules().SwapDraw
	return len(s.Hand(seat)) > 0 && draw > 0 && s.BagLen() >= draw
}

// guidedSwap returns the first tile of seat's hand (trying at most
// maxSwapTries kinds of tile) without which the rest has a layout found
// within w.
func guidedSwap(s sumoku.State, seat int, w *solveWork) (tiles.Tile, bool) {
	hand := s.Hand(seat)
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
// (and, with Rules.SoloRearrange, by Solve when that fails). Once h
// stops (nil: never) it finds none.
func soloClaim(s sumoku.State, h *halt) (sumoku.Move, bool) {
	hand, pattern, r := s.Hand(0), s.Layout(), s.Rules()
	var l sumoku.Layout
	ok := false
	if pattern.Len() > 0 {
		if rest, err := tiles.Remove(hand, pattern.Tiles()); err == nil {
			l, ok = extendLayout(pattern, rest, s.Key(), r.NoRepeatNumbers, extendBudget, h)
		}
	}
	if !ok && (pattern.Len() == 0 || r.SoloRearrange) && !h.done() {
		var err error
		l, err = solveWithin(sumoku.FormatTiles(hand), s.Key(), r.NoRepeatNumbers, SolveBudget, h)
		ok = err == nil
	}
	if !ok {
		return sumoku.Move{}, false
	}
	m := sumoku.Claim(0, l)
	return m, s.Validate(m) == nil
}

// maxSwapTries bounds the Solve calls of one swap choice.
const maxSwapTries = 6
