package wordgame

import (
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/registry"
)

func init() { tilekit.Register(kind) }

// kind is the game as tilekit's registry serves it.
var kind = tilekit.Kind{
	Name:  "wordgame",
	Title: "The crossword tile game",
	About: "Build crossing words on a 15x15 board from a rack of letter tiles; premium squares multiply.",
	Help: "Type the start square and the word: 8H WORD goes across from row 8, column H; H8 WORD goes down. " +
		"A lower-case letter is a blank standing for that letter (8H WoRD), and . plays through a tile " +
		"already on the board (8H WO.D). - passes; exchange with -ABC (? for a blank) where the rules allow it (classic).",
	Presets:    registry.List(presets),
	MinPlayers: 2,
	MaxPlayers: maxPlayers,
	New: registry.New("wordgame", presets, ErrBadRules, func(r Rules, names []string, seed uint64) (State, error) {
		return New(r, Setup{Players: len(names), Names: names, Seed: seed})
	}),
	Decode: tilekit.DecodeText[State, Move, View],
	Match:  isCGPLine,
	Bot:    NewBot,
}

// presets are the rules the registry deals, the default first.
var presets = []registry.Preset[Rules]{
	registry.Fixed("default", "racks of 8, a first word of 4+ letters, one word premium per word, no exchanges: pass when stuck", DefaultRules),
	registry.Fixed("classic", "the tournament rules: racks of 7, 100 tiles, word premiums multiply, +50 for all 7 tiles, exchanges allowed", Classic),
}

// isCGPLine reports whether line starts like a CGP position: a board of
// two or more rows of letters and digits separated by '/', then racks,
// scores and a count of zero-score turns. The other games' first lines
// ("wordle 1") have no '/' in their first word.
func isCGPLine(line string) bool {
	var f [4]string
	rest := line
	for i := range f {
		rest = strings.TrimLeft(rest, " \t")
		end := strings.IndexAny(rest, " \t")
		if end < 0 {
			end = len(rest)
		}
		f[i], rest = rest[:end], rest[end:]
	}
	if f[2] == "" || !strings.Contains(f[0], "/") || !allDigits(f[3]) {
		return false
	}
	for i := 0; i < len(f[0]); i++ {
		x := f[0][i]
		if !(x == '/' || isDigit(x) || x >= 'A' && x <= 'Z' || x >= 'a' && x <= 'z') {
			return false
		}
	}
	for i := 0; i < len(f[1]); i++ {
		if x := f[1][i]; !(x == '/' || x == '?' || x >= 'A' && x <= 'Z') {
			return false
		}
	}
	for i := 0; i < len(f[2]); i++ {
		if x := f[2][i]; !(x == '/' || x == '-' || isDigit(x)) {
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// presetRules returns the rules of the preset called name, of Presets
// or WordListPresets.
func presetRules(name string) (Rules, bool) {
	for _, p := range presets {
		if p.Name == name {
			return p.Rules(2), true
		}
	}
	return Rules{}, false
}
