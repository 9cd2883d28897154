package sumoku

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// State is a game's State as package gamekit knows it, with the
// capabilities Sumoku's rules offer: previews, determinizing, listing
// moves (standard and spot), drawing, a seat's shorthand and the last
// move. It has no clock and hides no part of a move.
var (
	_ gamekit.State[State, Move, View] = State{}
	_ gamekit.Previewer[Move]          = State{}
	_ gamekit.Determinizer[State]      = State{}
	_ gamekit.MoveLister[Move]         = State{}
	_ gamekit.Drawer                   = State{}
	_ gamekit.SeatParser[Move]         = State{}
	_ gamekit.LastMover[Move]          = State{}
)

// presets are the rules the registry deals, the default first, each for
// the seats its variant takes.
var presets = []gamekit.Preset[Rules]{
	gamekit.Fixed("standard", "2-5 players build one table of lines and score their totals", 2, 5, DefaultRules),
	gamekit.Fixed("spot", "2-8 players race to spot four face-up tiles that form a line", 2, MaxPlayers, Spot),
	gamekit.Fixed("speed", "2-8 players race to lay out their own ten tiles, round after round", 2, MaxPlayers, Speed),
	gamekit.Fixed("solo", "one player lays out as many of the 96 tiles as possible, no number twice in a line", 1, 1, Solo),
	{Preset: tilekit.Preset{Name: "team", About: "2-4 teams share out the whole box and race to lay out every tile", MinPlayers: 2, MaxPlayers: 4}, Rules: Team},
	gamekit.Fixed("challenge", "the standard game with the key number the sum of two rolls (6 to 10)", 2, 5, func() Rules { return Challenge(DefaultRules()) }),
}

const help = `Tiles are a colour letter (R O Y G B P) and a number: R3. A 6 may stand as a 9: write it Y9 where you place it.
Standard game: place tiles as <row>,<col>=<tile>, the centre square 0,0, rows growing downwards and columns to the right:
  0,-1=R3 0,0=O1 0,1=Y9     three tiles in row 0
  1,0=B7 2,0=P2             two tiles down column 0
  -                         pass (only when no tile fits)
Spot: spot 0 3 5 8 claims the face-up tiles in places 0, 3, 5 and 8 (counting from 0).
Speed and team: claim 0,0=R3 0,1=O2 1,0=Y7 ... lays out every tile you hold; swap Y6 (speed) gives one tile back for two.
Speed: claim alone (no tiles) gives up the round.
Solo: claim ... adds every tile you hold to the pattern (tiles already laid out stay where they are); stop ends the game.`

// Importing the package registers Sumoku with tilekit as "sumoku": the
// rules only. Its bots and hints are registered by package sumoku/solver
// (or package all, which imports it).
func init() {
	gamekit.Register[State, Move, View, *State](tilekit.Kind{
		Name:  "sumoku",
		Title: "Sumoku",
		About: "Number tiles laid out crossword fashion: every line must total a multiple of the key number and repeat no colour.",
		Help:  help,
	}, presets, gamekit.Game[State, Move, View, Rules]{
		New: func(r Rules, names []string, seed uint64, _ dictionary.Dictionary) (State, error) {
			return New(r, Setup{Names: names, Seed: seed})
		},
	})
}
