package wordoku

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/tiles"
)

// A Hint is a single move that raises a player's score, as Hints gives
// it. Score is the grid's score after the move, rounded: exact for an
// arrangement or a wild; for a swap, whose tile is drawn at random, the
// mean over the tiles the swap could bring (the player's unseen tiles of
// that symbol), the new tile staying in the swapped cell. Note gives the
// gain over the grid as it stands ("+3", or "+1.5, mean over 12 possible
// tiles" for a swap), and Words the words the grid scores after the move,
// rows first (none for a swap).
type Hint = tilekit.HintOf[Move]

// maxHints is the number of single moves Hints weighs at most: every
// exchange of two cells, every wild letter on every cell and a swap on
// every cell of a 5x5 grid (300 + 650 + 25). Hints never holds more than
// that, however large n is.
const maxHints = MaxSize*MaxSize*(MaxSize*MaxSize-1)/2 + MaxSize*MaxSize*26 + MaxSize*MaxSize

// Hints returns up to n single moves that raise seat's score the most,
// best first: exchanging two tiles of the grid (an Arrange move), turning
// a tile into the wild, any letter, while the wild is unused, and
// swapping a tile of a symbol not yet swapped this round, ranked by the
// score it gives on average. Only moves that raise the score are listed,
// equal gains in the order of their notation; n <= 0 gives an empty list
// and a larger n all there are (never more than a few hundred: see
// maxHints).
//
// A seat that may not move (it has finished the round, or plays no part)
// is refused with ErrNotYourTurn, and a game that is over with
// ErrGameOver. A decoded game whose custom dictionary has not been given
// back cannot score a grid: Hints then returns an error wrapping
// ErrDetached.
func (s State) Hints(seat, n int) ([]Hint, error) {
	if err := tilekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return []Hint{}, err
	}
	if n <= 0 {
		return []Hint{}, nil
	}
	if s.detached {
		return []Hint{}, fmt.Errorf("wordoku: %w: no grid can be scored until the game's own word list is given back", ErrDetached)
	}
	type hint struct {
		Hint
		gain float64
	}
	var all []hint
	d := s.dictionary()
	st := s.seats[seat]
	g := st.grid
	now := scoreGrid(s.rules, d, g).Total
	add := func(m Move, after Grid) {
		sc := scoreGrid(s.rules, d, after)
		if gain := sc.Total - now; gain > 0 {
			all = append(all, hint{Hint{Move: m, Score: sc.Total, Words: words(sc), Note: fmt.Sprintf("%+d", gain)}, float64(gain)})
		}
	}
	size := g.Size()
	cells := size * size
	for a := range cells {
		for b := a + 1; b < cells; b++ {
			if g.cells[a] != g.cells[b] {
				after := g.Swapped(a/size, a%size, b/size, b%size)
				add(Arrange(seat, after), after)
			}
		}
	}
	if st.wild == (tiles.Tile{}) {
		for c := range cells {
			t := g.cells[c]
			for l := byte('A'); l <= 'Z'; l++ {
				add(Wild(seat, c/size, c%size, l), g.With(c/size, c%size, WildTile(l, t.Symbol)))
			}
		}
	}
	unseen := s.Unseen(seat)
	for c := range cells {
		m := Swap(seat, c/size, c%size)
		if s.check(m) != nil {
			continue
		}
		t := g.cells[c]
		sum, count := 0, 0
		for _, u := range unseen {
			if u.Symbol == t.Symbol {
				sum += scoreGrid(s.rules, d, g.With(c/size, c%size, u)).Total
				count++
			}
		}
		if count == 0 {
			continue
		}
		mean := float64(sum) / float64(count)
		if gain := mean - float64(now); gain > 0 {
			note := fmt.Sprintf("%+.1f, mean over %d possible tiles", gain, count)
			all = append(all, hint{Hint{Move: m, Score: int(mean + 0.5), Words: []string{}, Note: note}, gain})
		}
	}
	slices.SortStableFunc(all, func(a, b hint) int {
		return cmp.Or(cmp.Compare(b.gain, a.gain), cmp.Compare(a.Move.String(), b.Move.String()))
	})
	out := make([]Hint, min(n, len(all)))
	for i := range out {
		out[i] = all[i].Hint
	}
	return out, nil
}

// words lists a score's words in order.
func words(sc Score) []string {
	out := make([]string, len(sc.Lines))
	for i, l := range sc.Lines {
		out[i] = l.Word
	}
	return out
}
