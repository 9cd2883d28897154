package wordoku

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// The registry offers Wordoku as "wordoku"; package wordoku/solver gives
// it its computer players and hints when imported.
func init() {
	gamekit.Register[State, Move, View, *State](tilekit.Kind{
		Name:  "wordoku",
		Title: "Wordoku",
		About: "Arrange your letter tiles so that rows and columns spell words; lines of all different symbols score double. Three timed rounds, everyone at once.",
		Help: `Everyone plays at once on their own grid. Cells are a row and a column, from 0 at the top left: 12 is row 1, column 2.
  12 30              exchange the tiles at 12 and 30 of your grid
  swap 12            trade the tile at 12 for a random unseen tile of its symbol (once per symbol a round)
  wild 30=Q          turn the tile at 30 into a wild Q (once a round; any letter, worth 0)
  finish             say you are done with the round
  arrange C.c A.s T.q S.o / B.s D.q G.o H.c / ...
                     lay out the whole grid: each cell its letter, a dot and its symbol
                     (c clove, s star, q square, o circle, d diamond), a wild in lower case
A row or column scores its best word of 3 letters or more, a point a letter, twice when the line's tiles all have different symbols.`,
	}, presets(), gamekit.Game[State, Move, View, Rules]{New: newKind})
}

// presets are the rules the registry deals, the default first, each for
// one player (solo) up to as many as its tile set deals to.
func presets() []gamekit.Preset[Rules] {
	return []gamekit.Preset[Rules]{
		gamekit.Fixed("default", "4x4 grids of four symbols, three rounds of 5 minutes", 1, DefaultRules().maxPlayers(), DefaultRules),
		gamekit.Fixed("expert", "5x5 grids with the black diamond as a fifth symbol, rounds of 10 minutes", 1, Expert().maxPlayers(), Expert),
	}
}

// newKind deals a game of rules for len(names) seats, with d as its
// dictionary (nil: the bundled default).
func newKind(rules Rules, names []string, seed uint64, d dictionary.Dictionary) (State, error) {
	if names == nil {
		names = []string{}
	}
	return New(rules, Setup{Names: names, Seed: seed, Dictionary: d})
}
