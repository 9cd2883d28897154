package wordle

import (
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

func init() {
	gamekit.Register[State, Move, View, *State](tilekit.Kind{
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
	}, presets, gamekit.Game[State, Move, View, Rules]{
		New: func(r Rules, names []string, seed uint64, d dictionary.Dictionary) (State, error) {
			return New(r, Setup{Names: names, Seed: seed, Dictionary: d})
		},
	})
}

// presets are the rules the registry deals by name, the default first:
// each for one player (solo, the library hosting) up to MaxPlayers. The
// last three play in another alphabet than English: Kind.New deals them
// with the caller's list (tilekit.WithDictionary), read in the preset's
// Alphabet, or with none once the program imports the language package
// that bundles the alphabet's lists (dictionary/es, dictionary/fr,
// dictionary/de); without it, its error names the import.
var presets = []gamekit.Preset[Rules]{
	gamekit.Fixed("default", "five letters, six tries, fewest points wins", 1, MaxPlayers, DefaultRules),
	gamekit.Fixed("hard", "greens stay in place and revealed letters must be used again", 1, MaxPlayers, HardMode),
	gamekit.Fixed("fast", "the first guesser to solve takes the round; most points wins", 1, MaxPlayers, FastMode),
	gamekit.Fixed("timed", "90 seconds per guess; a row whose time runs out is lost", 1, MaxPlayers, func() Rules { return TimedMode(90 * time.Second) }),
	alphabetPreset("spanish", "Spanish: 27 letters with Ñ, accents read as plain vowels; its lists are in dictionary/es", Spanish),
	alphabetPreset("french", "French: A to Z, accents read as plain letters, Œ is OE; its lists are in dictionary/fr", French),
	alphabetPreset("german", "German: Ä, Ö and Ü are letters, ß is SS; its lists are in dictionary/de", German),
}

// alphabetPreset is a preset whose rules play in another alphabet than
// English: it names that alphabet, so that a program knows in which to
// read a word list of its own, and the deal finds the bundled one.
func alphabetPreset(name, about string, rules func() Rules) gamekit.Preset[Rules] {
	p := gamekit.Fixed(name, about, 1, MaxPlayers, rules)
	p.Alphabet = rules().Alphabet.Name()
	return p
}
