package wordoku

import (
	"cmp"
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// A Hint is a single move that raises a player's score, with what the
// grid would score after it.
type Hint struct {
	Move Move `json:"move"`
	// Score is the grid's score after the move. For an arrangement or a
	// wild it is exact; for a swap, whose tile is drawn at random, it is
	// the mean over the tiles the swap could bring (the player's unseen
	// tiles of that symbol), the new tile staying in the swapped cell.
	Score float64 `json:"score"`
	// Gain is Score less the grid's score now.
	Gain float64 `json:"gain"`
	// Words are the words the grid scores after the move, rows first
	// (none for a swap).
	Words []string `json:"words"`
}

// Hints returns up to n single moves that raise player p's score the
// most, best first: exchanging two tiles of the grid (an Arrange move),
// turning a tile into the wild, any letter, while the wild is unused, and
// swapping a tile of a symbol not yet swapped this round, ranked by the
// score it gives on average. Only moves that raise the score are listed,
// ties in the order of their notation. It returns nothing when p may not
// move, and, for a decoded game whose custom dictionary is not attached,
// nothing either.
func (s State) Hints(p, n int) []Hint {
	out := []Hint{}
	if n <= 0 || s.Over() || p < 0 || p >= s.players || s.seats[p].finished || s.detached {
		return out
	}
	d := s.dictionary()
	st := s.seats[p]
	g := st.grid
	now := scoreGrid(s.rules, d, g).Total
	add := func(m Move, after Grid) {
		sc := scoreGrid(s.rules, d, after)
		if sc.Total > now {
			out = append(out, Hint{Move: m, Score: float64(sc.Total), Gain: float64(sc.Total - now), Words: words(sc)})
		}
	}
	size := g.Size()
	cells := size * size
	for a := range cells {
		for b := a + 1; b < cells; b++ {
			if g.cells[a] != g.cells[b] {
				after := g.Swapped(a/size, a%size, b/size, b%size)
				add(Arrange(p, after), after)
			}
		}
	}
	if st.wild == (tiles.Tile{}) {
		for c := range cells {
			t := g.cells[c]
			for l := byte('A'); l <= 'Z'; l++ {
				add(Wild(p, c/size, c%size, l), g.With(c/size, c%size, WildTile(l, t.Symbol)))
			}
		}
	}
	unseen := s.Unseen(p)
	for c := range cells {
		m := Swap(p, c/size, c%size)
		if s.Validate(m) != nil {
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
		if mean := float64(sum) / float64(count); mean > float64(now) {
			out = append(out, Hint{Move: m, Score: mean, Gain: mean - float64(now), Words: []string{}})
		}
	}
	slices.SortStableFunc(out, func(a, b Hint) int {
		return cmp.Or(cmp.Compare(b.Gain, a.Gain), cmp.Compare(a.Move.String(), b.Move.String()))
	})
	return out[:min(n, len(out))]
}

// words lists a score's words in order.
func words(sc Score) []string {
	out := make([]string, len(sc.Lines))
	for i, l := range sc.Lines {
		out[i] = l.Word
	}
	return out
}
