package solver

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordoku"
)

// A Hint is a move that Hints suggests. Score is the grid's score after
// the move, rounded: exact for an arrangement, a wild or a finish; for a
// swap, whose tile is drawn at random, the mean over the tiles the swap
// could bring (the player's unseen tiles of that symbol), the new tile
// staying in the swapped cell. Note says what the move gains over the
// grid as it stands ("+3", "+1.5, mean over 12 possible tiles" for a
// swap, "+9, the whole grid laid out anew" for the best arrangement a
// search finds) or, for a finish, that it ends the player's round.
// Words are the words the grid scores after the move, rows first (none
// for a swap).
type Hint = gamekit.HintOf[wordoku.Move]

// maxHints is the number of moves Hints weighs at most: every exchange
// of two cells, every wild letter on every cell and a swap on every cell
// of a 5x5 grid (300 + 650 + 25), the best whole arrangement and the
// finish. Hints never holds more than that, however large n is.
const maxHints = maxSize*maxSize*(maxSize*maxSize-1)/2 + maxSize*maxSize*26 + maxSize*maxSize + 2

// hintBudget is the node budget of the search for the whole arrangement
// Hints suggests: Medium's, so that the best hint is never worse than
// what a Medium computer player lays out (with the game's dictionary)
// and the search shares its memory, at a few hundredths of a second
// where Hard's takes more than ten times as long.
var hintBudget = botBudgets[tilekit.Medium]

// Hints returns up to n moves for seat in s, best first: the moves that
// raise seat's score the most, then, when fewer than n do, Finish. The
// moves weighed are exchanging two tiles of the grid (an Arrange move),
// the best whole arrangement of the grid's tiles that a search of a
// Medium computer player's budget finds (an Arrange move too), turning a
// tile into the wild, any letter, while the wild is unused, and swapping
// a tile of a symbol not yet swapped this round, ranked by the score it
// gives on average. Equal gains come in the order of their notation. So
// the list is never empty while seat may move, and holds all there are
// when n is larger (never more than a few hundred: see maxHints). It is
// the Hints of the kind "wordoku" that this package registers, which
// tilekit.Game's Hints calls.
//
// tilekit.Game's Hints checks the seat first. Called directly, Hints
// gives an empty list for n <= 0 and for a seat that may not move now
// (it has finished the round, plays no part, or the game is over). A
// decoded game whose custom dictionary has not been given back cannot
// score a grid: Hints then returns an error wrapping wordoku.ErrDetached.
// Hints is HintsContext with context.Background().
func Hints(s wordoku.State, seat, n int) ([]Hint, error) {
	return HintsContext(context.Background(), s, seat, n)
}

// HintsContext is Hints under ctx, for a server that must be able to
// drop a request while the hints search: the search for the whole
// arrangement looks at ctx as it goes (see Solve), and the weighing of
// the other moves before each grid it scores, so once ctx is done the
// call returns within a few milliseconds with no hints and an error
// wrapping ctx.Err(). It never returns hints that ctx cut short: hints
// it returns are the ones Hints returns. A nil ctx is never done. It is
// what tilekit's HintsContext calls for a wordoku game once this
// package is imported.
func HintsContext(ctx context.Context, s wordoku.State, seat, n int) ([]Hint, error) {
	return gamekit.HintsUnder(ctx, s.Name(seat), func(ctx context.Context) ([]Hint, error) {
		return hints(ctx, s, seat, n)
	})
}

// hints is HintsContext's list, which ctx may have cut short.
func hints(ctx context.Context, s wordoku.State, seat, n int) ([]Hint, error) {
	if n <= 0 || !slices.Contains(s.ToMove(), seat) {
		return []Hint{}, nil
	}
	d := s.Dictionary()
	if d == nil {
		return []Hint{}, errDetached
	}
	rules := s.Rules()
	g := s.Grid(seat)
	now := score(rules, d, g).Total
	all, err := cellHints(ctx, s, rules, d, seat, now)
	if err != nil {
		return []Hint{}, err
	}
	sol, err := solveMemo(ctx, rules, d, g, hintBudget)
	if err != nil {
		return []Hint{}, err
	}
	if m := wordoku.Arrange(seat, sol.Grid); !slices.ContainsFunc(all, func(h ranked) bool { return h.Move == m }) {
		sc := score(rules, d, sol.Grid)
		if gain := sc.Total - now; gain > 0 {
			all = append(all, ranked{Hint{Move: m, Score: sc.Total, Words: words(sc), Note: fmt.Sprintf("%+d, the whole grid laid out anew", gain)}, float64(gain)})
		}
	}
	slices.SortStableFunc(all, func(a, b ranked) int {
		return cmp.Or(cmp.Compare(b.gain, a.gain), cmp.Compare(a.Move.String(), b.Move.String()))
	})
	out := make([]Hint, 0, min(n, len(all)+1))
	for _, h := range all[:min(n, len(all))] {
		out = append(out, h.Hint)
	}
	if len(out) < n {
		sc := score(rules, d, g)
		out = append(out, Hint{Move: wordoku.Finish(seat), Score: sc.Total, Words: words(sc),
			Note: fmt.Sprintf("finish round %d with the grid as it stands", s.Round())})
	}
	return out, nil
}

// cellHints weighs the moves of seat in s that change cells of its grid
// (exchanges of two cells, the wild on every cell while it is unused,
// the swaps) and returns those that raise its score, now being the
// grid's score as it stands. It looks at ctx before each grid it
// scores, and once ctx is done returns an error wrapping ctx.Err().
func cellHints(ctx context.Context, s wordoku.State, rules wordoku.Rules, d dictionary.Dictionary, seat, now int) ([]ranked, error) {
	var all []ranked
	var cut error // ctx's error, once a look has seen it done
	add := func(m wordoku.Move, after wordoku.Grid) {
		if cut != nil {
			return
		}
		if cut = ctx.Err(); cut != nil {
			return
		}
		sc := score(rules, d, after)
		if gain := sc.Total - now; gain > 0 {
			all = append(all, ranked{Hint{Move: m, Score: sc.Total, Words: words(sc), Note: fmt.Sprintf("%+d", gain)}, float64(gain)})
		}
	}
	g := s.Grid(seat)
	size := g.Size()
	cells := size * size
	wild := !s.WildUsed(seat)
	for a := range cells {
		if cut != nil {
			return nil, fmt.Errorf("wordoku: the hints were stopped: %w", cut)
		}
		for b := a + 1; b < cells; b++ {
			if g.At(a/size, a%size) != g.At(b/size, b%size) {
				after := g.Swapped(a/size, a%size, b/size, b%size)
				add(wordoku.Arrange(seat, after), after)
			}
		}
		if !wild {
			continue
		}
		t := g.At(a/size, a%size)
		for l := byte('A'); l <= 'Z'; l++ {
			add(wordoku.Wild(seat, a/size, a%size, l), g.With(a/size, a%size, wordoku.WildTile(l, t.Symbol)))
		}
	}
	if cut != nil {
		return nil, fmt.Errorf("wordoku: the hints were stopped: %w", cut)
	}
	swaps, err := swapHints(ctx, s, rules, d, seat, now)
	return append(all, swaps...), err
}

// A ranked hint is a hint with the gain it is ranked by.
type ranked struct {
	Hint
	gain float64
}

// swapHints are the swaps seat may make in s now that raise its grid's
// score on average over the tiles the swap could bring, now being the
// grid's score as it stands. It looks at ctx before each grid it
// scores, and once ctx is done returns an error wrapping ctx.Err().
func swapHints(ctx context.Context, s wordoku.State, rules wordoku.Rules, d dictionary.Dictionary, seat, now int) ([]ranked, error) {
	var out []ranked
	g := s.Grid(seat)
	size := g.Size()
	cells := size * size
	unseen := s.Unseen(seat)
	for c := range cells {
		m := wordoku.Swap(seat, c/size, c%size)
		if s.Validate(m) != nil {
			continue
		}
		t := g.At(c/size, c%size)
		sum, count := 0, 0
		for _, u := range unseen {
			if u.Symbol != t.Symbol {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("wordoku: the hints were stopped: %w", err)
			}
			sum += score(rules, d, g.With(c/size, c%size, u)).Total
			count++
		}
		if count == 0 {
			continue
		}
		mean := float64(sum) / float64(count)
		if gain := mean - float64(now); gain > 0 {
			note := fmt.Sprintf("%+.1f, mean over %d possible tiles", gain, count)
			out = append(out, ranked{Hint{Move: m, Score: int(mean + 0.5), Words: []string{}, Note: note}, gain})
		}
	}
	return out, nil
}

// words lists a score's words in order.
func words(sc wordoku.Score) []string {
	out := make([]string, len(sc.Lines))
	for i, l := range sc.Lines {
		out[i] = l.Word
	}
	return out
}
