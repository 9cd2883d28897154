package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
)

// Hint is a suggested move: the move, what it earns (see
// sumoku.State.Preview's Total), the lines it scores or lays out written
// as their tiles and sum ("R3 O1 Y6 = 10") and a note.
type Hint = gamekit.HintOf[sumoku.Move]

// maxHints bounds the hints one call gives, whatever n asks for.
const maxHints = 100

// Hints suggests up to n moves for seat in s, best first. While seat may
// move the list is never empty (but for a team whose layout the search
// does not find: see below). A seat that may not move gets
// ErrNotYourTurn (ErrGameOver once the game is over). n <= 0 gives an
// empty list; a larger n gives every move there is, but never more than
// 100, and the memory used grows with that bound, never with the number
// of legal moves. It is what tilekit.Game's Hints calls for a sumoku
// game once this package is imported.
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
// Score is what the move adds to the seat's Outcome score. Hints is
// HintsContext with context.Background().
func Hints(s sumoku.State, seat, n int) ([]Hint, error) {
	return HintsContext(context.Background(), s, seat, n)
}

// HintsContext is Hints under ctx, for a server that must be able to
// drop a request while the hints search: every search a hint runs (the
// move finder, Solve, the spot claims, the solo extension) looks at ctx
// as it counts its steps, as BotMoveContext's do, so once ctx is done
// the call returns within a millisecond or so with no hints and an
// error wrapping ctx.Err(). It never returns hints that ctx cut short:
// hints it returns are the ones Hints returns. A nil ctx is never done.
// It is what tilekit's HintsContext calls for a sumoku game once this
// package is imported.
func HintsContext(ctx context.Context, s sumoku.State, seat, n int) ([]Hint, error) {
	return gamekit.HintsUnder(ctx, s.Name(seat), func(ctx context.Context) ([]Hint, error) {
		return hints(newHalt(ctx), s, seat, n)
	})
}

// hints is HintsContext's list, which h may have cut short.
func hints(h *halt, s sumoku.State, seat, n int) ([]Hint, error) {
	if err := gamekit.CheckSeat(s, seat, sumoku.Move{}, ""); err != nil {
		return []Hint{}, err
	}
	if n <= 0 {
		return []Hint{}, nil
	}
	n = min(n, maxHints)
	var out []Hint
	switch s.Variant() {
	case sumoku.VariantStandard:
		out = standardHints(s, n, h)
	case sumoku.VariantSpot:
		out = spotHints(s, seat, n, h)
	case sumoku.VariantSpeed:
		out = speedHints(s, seat, n, h)
	case sumoku.VariantTeam:
		m, ok := claimFor(s, seat, h)
		if h.done() {
			return []Hint{}, nil // HintsContext returns ctx's error
		}
		if !ok {
			return []Hint{}, fmt.Errorf("sumoku: no layout of your whole hand was found: %w", errors.ErrUnsupported)
		}
		out = []Hint{claimHint(s, m)}
	case sumoku.VariantSolo:
		out = []Hint{}
		if m, ok := claimFor(s, seat, h); ok {
			out = append(out, claimHint(s, m))
		}
		out = append(out, Hint{Move: sumoku.Stop(seat), Words: []string{},
			Note: fmt.Sprintf("stop: the game ends with %d tiles laid out", s.Layout().Len())})
	}
	return out[:min(len(out), n)], nil
}

// previewTotal is what legal move m adds to its player's score.
func previewTotal(s sumoku.State, m sumoku.Move) int {
	pv, _ := s.Preview(m.Player(), m)
	return pv.Total
}

// claimHint is the hint of a claim of the whole hand.
func claimHint(s sumoku.State, m sumoku.Move) Hint {
	return Hint{Move: m, Score: previewTotal(s, m), Words: layoutWords(m.Layout(), s.Layout()), Note: "a layout of every tile you hold"}
}

// spotHints returns up to n right spot claims for seat, or a guess when
// the search finds none. Once h stops it may return fewer (HintsContext
// then returns ctx's error).
func spotHints(s sumoku.State, seat, n int, h *halt) []Hint {
	out := []Hint{}
	size := s.Rules().ClaimSize
	for _, m := range spotClaims(s, seat, n, h) {
		// A right claim's preview starts with its line: "R3 O1 Y9 G2 = 15".
		pv, _ := s.Preview(seat, m)
		out = append(out, Hint{Move: m, Score: size, Words: pv.Parts[:min(len(pv.Parts), 1)]})
	}
	if len(out) > 0 || len(s.FaceUp()) < size || h.done() {
		return out
	}
	idx := make([]int, size)
	for i := range idx {
		idx[i] = i
	}
	if m, err := sumoku.ClaimSpot(seat, idx...); err == nil && s.Validate(m) == nil {
		out = append(out, Hint{Move: m, Score: previewTotal(s, m), Words: []string{},
			Note: "no right claim was found within the search: this one is a guess"})
	}
	return out
}

// speedHints returns a speed seat's claim of its whole hand when one is
// found, a swap while the pile allows one, and giving up the round.
// Once h stops, what it returns is cut short (HintsContext then returns
// ctx's error).
func speedHints(s sumoku.State, seat, n int, h *halt) []Hint {
	out := []Hint{}
	m, found := claimFor(s, seat, h)
	if found {
		out = append(out, claimHint(s, m))
	}
	r := s.Rules()
	if len(out) < n {
		if t, ok := hintSwap(s, seat, !found, h); ok {
			out = append(out, Hint{Move: sumoku.Swap(seat, t), Words: []string{},
				Note: fmt.Sprintf("give %s back for %d new tiles", sumoku.FormatTile(t), r.SwapDraw)})
		}
	}
	if len(out) < n {
		out = append(out, Hint{Move: sumoku.Claim(seat, sumoku.Layout{}), Words: []string{},
			Note: fmt.Sprintf("give up the round: your tiles go back to the pile and every other player still in draws %d", r.PenaltyDraw)})
	}
	return out
}

// hintSwap returns the tile the hints give back in a swap, when the pile
// allows one: with guided, the tile guidedSwap finds; else (or when it
// finds none) a tile of the colour seat holds most of (the last such in
// rack order), since a colour held many times is the hardest to fit in
// lines. Its searches stop once h does.
func hintSwap(s sumoku.State, seat int, guided bool, h *halt) (tiles.Tile, bool) {
	if !canSwap(s, seat) {
		return tiles.Tile{}, false
	}
	if guided {
		if t, ok := guidedSwap(s, seat, &solveWork{left: BotSolveBudget, halt: h}); ok {
			return t, true
		}
	}
	hand := s.Hand(seat)
	var count [len(sumoku.Colours)]int
	best := hand[0]
	for _, t := range hand {
		if c := colourOf(t.Symbol); c >= 0 {
			count[c]++
		}
	}
	for _, t := range hand {
		c, b := colourOf(t.Symbol), colourOf(best.Symbol)
		if c >= 0 && (b < 0 || count[c] >= count[b]) {
			best = t
		}
	}
	return best, true
}

// standardHints returns the n best placements with their lines, or the
// pass when there is none. Once h stops it returns none (HintsContext
// then returns ctx's error).
func standardHints(s sumoku.State, n int, h *halt) []Hint {
	out := []Hint{}
	ms, err := s.BestPlacementsContext(h.searchContext(), n, 0)
	if err != nil {
		h.stop()
		return out
	}
	for _, m := range ms {
		sc, err := s.Score(m)
		if err != nil {
			continue
		}
		words := make([]string, len(sc.Lines))
		for i, ln := range sc.Lines {
			words[i] = ln.Line.Equation()
		}
		h := Hint{Move: m, Score: sc.Total, Words: words}
		if sc.Bonus {
			h.Note = "a line of six: you play again"
		}
		out = append(out, h)
	}
	if len(out) < n && s.Validate(sumoku.Pass()) == nil {
		note := "no tile of your rack fits: pass"
		switch {
		case s.Bonus() && len(out) > 0:
			note = "pass: end your extra turn without placing a tile"
		case len(out) > 0:
			note = "pass: place nothing this turn"
		}
		out = append(out, Hint{Move: sumoku.Pass(), Words: []string{}, Note: note})
	}
	return out
}

// layoutWords writes every line of layout l that holds a tile not laid
// out in old.
func layoutWords(l, old sumoku.Layout) []string {
	out := []string{}
	for _, ln := range l.Lines() {
		if slices.ContainsFunc(ln.Tiles, func(p sumoku.Placement) bool { q, ok := old.At(p.Row, p.Col); return !ok || q != p }) {
			out = append(out, ln.Equation())
		}
	}
	return out
}

// spotBudget bounds the search steps spotClaims takes: enough to visit
// every choice of four tiles of distinct colours among the 48 kinds of
// tile of the box (75,340 steps), so that with the box's tiles and
// claims of four a right claim is found whenever one exists.
const spotBudget = 1 << 17

// spotLook is how many steps of spotClaims pass between looks at the
// bot move's context.
const spotLook = 1 << 10

// spotClaims returns up to n right spot claims for seat, found by
// choosing at most one face-up tile of each colour (the first of each
// kind of tile), colour by colour, within spotBudget steps. It looks at
// h's context every spotLook steps, and stops once h has stopped (nil:
// never).
func spotClaims(s sumoku.State, seat, n int, h *halt) []sumoku.Move {
	r, faceUp := s.Rules(), s.FaceUp()
	size := r.ClaimSize
	var byColour [len(sumoku.Colours)][]int
	for i, t := range faceUp {
		c := colourOf(t.Symbol)
		if c < 0 || slices.ContainsFunc(byColour[c], func(j int) bool { return faceUp[j] == t }) {
			continue
		}
		byColour[c] = append(byColour[c], i)
	}
	out := []sumoku.Move{}
	steps := spotBudget
	chosen := make([]int, 0, size)
	pick := make([]tiles.Tile, size)
	var rec func(c int)
	rec = func(c int) {
		if len(out) >= n || steps <= 0 || h.done() {
			return
		}
		if steps%spotLook == 0 && h.look() {
			return
		}
		steps--
		if len(chosen) == size {
			for i, x := range chosen {
				pick[i] = faceUp[x]
			}
			if sumoku.FormsLine(pick, s.Key(), r.NoRepeatNumbers) {
				if m, err := sumoku.ClaimSpot(seat, chosen...); err == nil {
					out = append(out, m)
				}
			}
			return
		}
		if len(sumoku.Colours)-c < size-len(chosen) {
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
