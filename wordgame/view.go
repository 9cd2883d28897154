package wordgame

import (
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// View is what one player may see: the board, their own rack, the scores,
// and the tiles they have not seen (the bag and the other racks together,
// as a sorted multiset, never in drawing order).
type View struct {
	Player   int          // whose view this is
	ToMove   int          // the seat to move
	Board    Board        // the tiles played
	Rack     []tiles.Tile // the player's own tiles, sorted
	Scores   []int        // everyone's score, in seating order
	Names    []string     // player labels, or nil
	RackLens []int        // how many tiles each player holds
	BagLen   int          // tiles left in the bag
	Unseen   []tiles.Tile // bag and other racks, sorted
	Over     bool         // the game has ended
	Rules    Rules        // the rules in force
}

// View returns what player p may see. For a seat that does not exist it
// returns the public part only (no rack; every rack counted as unseen).
func (s State) View(p int) View {
	if s.g == nil {
		return View{Player: p}
	}
	v := View{
		Player: p,
		ToMove: int(s.turn),
		Board:  s.board,
		Scores: s.Scores(),
		Names:  slices.Clone(s.names),
		BagLen: s.bag.Len(),
		Over:   s.Over(),
		Rules:  s.Rules(),
	}
	unseen := s.bag.Tiles()
	for q := range int(s.players) {
		v.RackLens = append(v.RackLens, int(s.racks[q].n))
		if q == p {
			v.Rack = s.Rack(q)
		} else {
			unseen = append(unseen, s.Rack(q)...)
		}
	}
	v.Unseen = tiles.Sort(unseen)
	v.Rack = slices.Clip(v.Rack)
	return v
}
