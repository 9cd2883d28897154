package quaddoku

import (
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// A View is what a player sees. Quad*doku hides nothing: the drawpile is
// open and the grid public, so every player (and a spectator) gets the
// same View apart from the Player field.
type View struct {
	// Player is the viewer; outside 0..len(Names)-1 it is a spectator.
	Player int
	// Rules are the game's rules.
	Rules Rules
	// Names labels every player (see State.Name).
	Names []string
	// Grid holds the top tile of every edge cell.
	Grid Grid
	// Words are the four words, indexed by Side.
	Words [4]string
	// Pile is the open drawpile, sorted.
	Pile []tiles.Tile
	// Covered are the tiles covered so far, which have left play.
	Covered []tiles.Tile
	// Scores holds each player's total.
	Scores []int
	// Turn is the player to move; Turns counts the turns played.
	Turn, Turns int
	// Passes counts the passes in succession just made.
	Passes int
	// Over reports whether the game has ended.
	Over bool
}

// View returns what player p may see, which in this game is everything.
func (s State) View(p int) View {
	v := View{
		Player:  p,
		Rules:   s.Rules(),
		Names:   make([]string, s.players),
		Grid:    s.Grid(),
		Pile:    s.Pile(),
		Covered: s.Covered(),
		Scores:  slices.Clone(s.scores),
		Turn:    s.turn,
		Turns:   s.turns,
		Passes:  s.passes,
		Over:    s.Over(),
	}
	for i := range v.Names {
		v.Names[i] = s.Name(i)
	}
	for side := range Side(4) {
		v.Words[side] = s.Word(side)
	}
	return v
}
