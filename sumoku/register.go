package sumoku

import (
	"errors"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/registry"
)

// presets are the rules the registry deals, the default first.
var presets = []registry.Preset[Rules]{
	registry.Fixed("standard", "2-5 players build one table of lines and score their totals", DefaultRules),
	registry.Fixed("spot", "2-8 players race to spot four face-up tiles that form a line", Spot),
	registry.Fixed("speed", "2-8 players race to lay out their own ten tiles, round after round", Speed),
	registry.Fixed("solo", "one player lays out as many of the 96 tiles as possible, no number twice in a line", Solo),
	{Preset: tilekit.Preset{Name: "team", About: "2-4 teams share out the whole box and race to lay out every tile"}, Rules: Team},
	registry.Fixed("challenge", "the standard game with the key number the sum of two rolls (6 to 10)", func() Rules { return Challenge(DefaultRules()) }),
}

const help = `Tiles are a colour letter (R O Y G B P) and a number: R3. A 6 may stand as a 9: write it Y9 where you place it.
Standard game: place tiles as <row>,<col>=<tile>, the centre square 0,0, rows growing downwards and columns to the right:
  0,-1=R3 0,0=O1 0,1=Y9     three tiles in row 0
  1,0=B7 2,0=P2             two tiles down column 0
  -                         pass (only when no tile fits)
Spot: spot 0 3 5 8 claims the face-up tiles in places 0, 3, 5 and 8 (counting from 0).
Speed and team: claim 0,0=R3 0,1=O2 1,0=Y7 ... lays out every tile you hold; swap Y6 (speed) gives one tile back for two.
Solo: claim ... adds every tile you hold to the pattern (tiles already laid out stay where they are); stop ends the game.`

// The registry offers Sumoku as "sumoku".
func init() {
	registry.Register[State, Move, View](tilekit.Kind{
		Name:       "sumoku",
		Title:      "Sumoku",
		About:      "Number tiles laid out crossword fashion: every line must total a multiple of the key number and repeat no colour.",
		Help:       help,
		MinPlayers: 1,
		MaxPlayers: MaxPlayers,
	}, presets, ErrBadSetup, func(r Rules, names []string, seed uint64) (State, error) {
		return New(r, Setup{Names: names, Seed: seed})
	}, botMove)
}

// botMove is BotMove for the registry's bots, which send nothing (and
// wait) where BotMove finds no move.
func botMove(s State, level tilekit.Level, seed uint64, seat int) (Move, error) {
	m, err := s.BotMove(level, seed, seat)
	if errors.Is(err, ErrNoMove) {
		return Move{}, nil
	}
	return m, err
}
