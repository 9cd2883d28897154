package wordle

import (
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/registry"
)

func init() { tilekit.Register(kind) }

// presets are the rules the registry deals by name, the default first.
var presets = []registry.Preset[Rules]{
	registry.Fixed("default", "five letters, six tries, fewest points wins", DefaultRules),
	registry.Fixed("hard", "greens stay in place and revealed letters must be used again", HardMode),
	registry.Fixed("fast", "the first guesser to solve takes the round; most points wins", FastMode),
	registry.Fixed("timed", "90 seconds per guess; a row whose time runs out is lost", func() Rules { return TimedMode(90 * time.Second) }),
}

// alphabetPresets are the presets in other alphabets than English. They
// have no bundled word list, so Kind.New cannot deal them: the registry
// lists them as WordListPresets, which NewWith (NewGame) deals with the
// caller's list.
var alphabetPresets = []registry.Preset[Rules]{
	registry.Fixed("spanish", "Spanish: 27 letters with Ñ, accents read as plain vowels; needs your word list", Spanish),
	registry.Fixed("german", "German: Ä, Ö and Ü are letters, ß is SS; needs your word list", German),
}

// wordListPresets lists alphabetPresets for the registry, each naming
// its alphabet.
func wordListPresets() []tilekit.Preset {
	out := registry.List(alphabetPresets)
	for i, p := range alphabetPresets {
		out[i].Alphabet = p.Rules(0).Alphabet.Name()
	}
	return out
}

// allPresets are the registry's presets and the alphabet presets.
var allPresets = append(append([]registry.Preset[Rules]{}, presets...), alphabetPresets...)

// PresetRules returns the rules of a preset by name ("" is "default"):
// default, hard, fast or timed (90 seconds per guess), the registry's,
// or spanish or german (Spanish and German), which need the caller's
// word list as the game's dictionary.
func PresetRules(name string) (Rules, error) {
	return registry.Rules("wordle", allPresets, name, 0, ErrBadRules)
}

// NewGame deals a game under a preset, as the registry's Kind.New does,
// with d as its dictionary: the words guesses are checked against and,
// in a solo game, the secret is drawn from. nil d means the bundled
// English list. The presets are PresetRules'; spanish and german need d
// to be a word list in their alphabet (dictionary.ReadWords(
// tiles.Spanish27(), r) or dictionary.ReadWords(tiles.German(), r)), and
// anything else is an error wrapping ErrBadSetup. One seat per name; no
// names means one player (solo).
func NewGame(preset string, names []string, seed uint64, d dictionary.Dictionary) (tilekit.Game, error) {
	r, err := PresetRules(preset)
	if err != nil {
		return nil, err
	}
	setup := Setup{Names: names, Seed: seed, Dictionary: d}
	if len(names) == 0 {
		setup = Setup{Players: 1, Seed: seed, Dictionary: d}
	}
	s, err := New(r, setup)
	if err != nil {
		return nil, err
	}
	return tilekit.Wrap(s), nil
}

var kind = registry.Complete[State, Move, View](tilekit.Kind{
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
	WordListPresets: wordListPresets(),
	NewWith:         NewGame,
	MinPlayers:      1,
	MaxPlayers:      MaxPlayers,
}, presets, ErrBadRules, func(r Rules, names []string, seed uint64) (State, error) {
	return New(r, Setup{Names: names, Seed: seed})
}, State.BotMove)
