package wordle

import (
	"fmt"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/notation"
)

func init() { tilekit.Register(kind) }

// presets are the rules the registry deals by name, the default first.
var presets = []struct {
	tilekit.Preset
	rules func() Rules
}{
	{tilekit.Preset{Name: "default", About: "five letters, six tries, fewest points wins"}, DefaultRules},
	{tilekit.Preset{Name: "hard", About: "greens stay in place and revealed letters must be used again"}, HardMode},
	{tilekit.Preset{Name: "fast", About: "the first guesser to solve takes the round; most points wins"}, FastMode},
	{tilekit.Preset{Name: "timed", About: "90 seconds per guess; a row whose time runs out is lost"}, func() Rules { return TimedMode(90 * time.Second) }},
}

// PresetRules returns the rules of a registry preset by name ("" is
// "default"): default, hard, fast or timed (90 seconds per guess).
func PresetRules(name string) (Rules, error) {
	if name == "" {
		name = presets[0].Name
	}
	for _, p := range presets {
		if p.Name == name {
			return p.rules(), nil
		}
	}
	return Rules{}, fmt.Errorf("wordle: %w: there is no preset %s (default, hard, fast or timed)", ErrBadRules, notation.Quote(name))
}

var kind = tilekit.Kind{
	Name:  "wordle",
	Title: "Wordle, the party game",
	About: "Each player in turn hosts a secret word; the others guess it in six tries, and the fewest points wins.",
	Help: `When you host, type your secret word: SOLVE.
When you guess, type your word: CRANE. A word the dictionary lacks costs
no try. After each guess your row is marked: G (green) the right letter
in the right place, Y (yellow) a letter the secret has elsewhere, . (grey)
a letter it has no more of. The other players hear only how many greens
and yellows you earned.
Type giveup to give up the round (7 points).
Solving in n tries scores n points; not solving scores 7; the host
scores nothing. After every player has hosted, the fewest points wins.
The full form names the seat, counted from 0: "1 guess CRANE",
"0 secret SOLVE", "2 giveup".`,
	Presets:    presetList(),
	MinPlayers: 1,
	MaxPlayers: MaxPlayers,
	New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
		rules, err := PresetRules(preset)
		if err != nil {
			return nil, err
		}
		s, err := New(rules, Setup{Names: names, Seed: seed})
		if err != nil {
			return nil, err
		}
		return tilekit.Wrap[State, Move, View](s), nil
	},
	Decode: tilekit.DecodeText[State, Move, View],
	Bot: func(level tilekit.Level, seed uint64) tilekit.Bot {
		return tilekit.BotFunc[State, Move, View](func(s State, seat int) (Move, error) {
			return s.BotMove(level, seed, seat)
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
