package sumoku

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/notation"
)

func init() { tilekit.Register(kind) }

// presets are the rules the registry deals, the default first.
var presets = []struct {
	tilekit.Preset
	rules func(players int) Rules
}{
	{tilekit.Preset{Name: "standard", About: "2-5 players build one table of lines and score their totals"}, func(int) Rules { return DefaultRules() }},
	{tilekit.Preset{Name: "spot", About: "2-8 players race to spot four face-up tiles that form a line"}, func(int) Rules { return Spot() }},
	{tilekit.Preset{Name: "speed", About: "2-8 players race to lay out their own ten tiles, round after round"}, func(int) Rules { return Speed() }},
	{tilekit.Preset{Name: "solo", About: "one player lays out as many of the 96 tiles as possible, no number twice in a line"}, func(int) Rules { return Solo() }},
	{tilekit.Preset{Name: "team", About: "2-4 teams share out the whole box and race to lay out every tile"}, Team},
	{tilekit.Preset{Name: "challenge", About: "the standard game with the key number the sum of two rolls (6 to 10)"}, func(int) Rules { return Challenge(DefaultRules()) }},
}

const help = `Tiles are a colour letter (R O Y G B P) and a number: R3. A 6 may stand as a 9: write it Y9 where you place it.
Standard game: place tiles as <row>,<col>=<tile>, the centre square 0,0, rows growing downwards and columns to the right:
  0,-1=R3 0,0=O1 0,1=Y9     three tiles in row 0
  1,0=B7 2,0=P2             two tiles down column 0
  -                         pass (only when no tile fits)
Spot: spot 0 3 5 8 claims the face-up tiles in places 0, 3, 5 and 8 (counting from 0).
Speed and team: claim 0,0=R3 0,1=O2 1,0=Y7 ... lays out every tile you hold; swap Y6 (speed) gives one tile back for two.
Solo: claim ... adds every tile you hold to the pattern (tiles already laid out stay where they are); stop ends the game.`

var kind = tilekit.Kind{
	Name:       "sumoku",
	Title:      "Sumoku",
	About:      "Number tiles laid out crossword fashion: every line must total a multiple of the key number and repeat no colour.",
	Help:       help,
	Presets:    presetList(),
	MinPlayers: 1,
	MaxPlayers: MaxPlayers,
	New:        newGame,
	Decode:     tilekit.DecodeText[State, Move, View],
	Bot: func(level tilekit.Level, seed uint64) tilekit.Bot {
		return tilekit.BotFunc[State, Move, View](func(s State, seat int) (Move, error) {
			m, err := s.BotMove(level, seed, seat)
			if errors.Is(err, ErrNoMove) {
				return Move{}, nil // nothing to send: wait
			}
			return m, err
		})
	},
}

func presetList() []tilekit.Preset {
	out := make([]tilekit.Preset, len(presets))
	for i, p := range presets {
		out[i] = p.Preset
	}
	return out
}

// newGame deals a game under a preset ("" is standard) for len(names)
// seats.
func newGame(preset string, names []string, seed uint64) (tilekit.Game, error) {
	if preset == "" {
		preset = presets[0].Name
	}
	for _, p := range presets {
		if p.Name != preset {
			continue
		}
		s, err := New(p.rules(len(names)), Setup{Names: names, Seed: seed})
		if err != nil {
			return nil, err
		}
		return tilekit.Wrap(s), nil
	}
	return nil, fmt.Errorf("sumoku: %w: no preset %s (choose standard, spot, speed, solo, team or challenge)", ErrBadSetup, notation.Quote(preset))
}
