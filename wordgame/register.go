package wordgame

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/registry"
	"github.com/tilekit/tilekit/tiles"
)

func init() { tilekit.Register(kind) }

// kind is the game as tilekit's registry serves it.
var kind = tilekit.Kind{
	Name:  "wordgame",
	Title: "The crossword tile game",
	About: "Build crossing words on a 15x15 board from a rack of letter tiles; premium squares multiply.",
	Help: "Type the start square and the word: 8H WORD goes across from row 8, column H; H8 WORD goes down. " +
		"A lower-case letter is a blank standing for that letter (8H WoRD), and . plays through a tile " +
		"already on the board (8H WO.D). - passes; exchange with -ABC (? for a blank) where the rules allow it (classic). " +
		"In other alphabets a letter of several characters may go in brackets: 8H [CH]E, and [ch] for a blank.",
	Presets:         registry.List(presets),
	WordListPresets: listPresets(),
	MinPlayers:      2,
	MaxPlayers:      maxPlayers,
	New: registry.New("wordgame", presets, ErrBadRules, func(r Rules, names []string, seed uint64) (State, error) {
		return New(r, Setup{Players: len(names), Names: names, Seed: seed})
	}),
	NewWith: newWith,
	Decode:  tilekit.DecodeText[State, Move, View],
	Match:   isCGPLine,
	Bot:     NewBot,
}

// presets are the rules the registry deals, the default first.
var presets = []registry.Preset[Rules]{
	registry.Fixed("default", "racks of 8, a first word of 4+ letters, one word premium per word, no exchanges: pass when stuck", DefaultRules),
	registry.Fixed("classic", "the tournament rules: racks of 7, 100 tiles, word premiums multiply, +50 for all 7 tiles, exchanges allowed", Classic),
}

// isCGPLine reports whether line starts like a CGP position: a board of
// two or more rows of letters and digits separated by '/', then racks,
// scores and a count of zero-score turns. Letters may be of any alphabet
// (Ñ, and [CH] in brackets). The other games' first lines ("wordle 1")
// have no '/' in their first word.
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
	for _, x := range f[0] {
		if !(x == '/' || x < utf8.RuneSelf && isDigit(byte(x)) || isCGPLetter(x)) {
			return false
		}
	}
	for _, x := range f[1] {
		if !(x == '/' || x == '?' || isCGPLetter(x) && !unicode.IsLower(x)) {
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

// isCGPLetter reports whether r may be part of a letter in CGP: a letter
// of any script, a combining mark, the middle dot of Catalan L·L, or a
// bracket around a letter of several characters.
func isCGPLetter(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || r == '·' || r == '[' || r == ']'
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// wordListPresets are the presets in other alphabets than English, which
// play with the caller's word list (Kind.WordListPresets, dealt by
// NewWith): Classic() with the language's tile set, as the reference
// engines play every language. Each is named as those engines name the
// letter distribution, which is also the alphabet's name.
var wordListPresets = []registry.Preset[Rules]{
	languagePreset("spanish", "Spanish: 100 tiles with CH, LL, RR and Ñ, the classic rules; needs your word list", SpanishTiles),
	languagePreset("catalan", "Catalan: 100 tiles with Ç, L·L, NY and QU, the classic rules; needs your word list", CatalanTiles),
	languagePreset("french", "French: 102 tiles, the classic rules; needs your word list", FrenchTiles),
	languagePreset("german", "German: 102 tiles with Ä, Ö and Ü, the classic rules; needs your word list", GermanTiles),
	languagePreset("polish", "Polish: 100 tiles with Ą Ć Ę Ł Ń Ó Ś Ź Ż, the classic rules; needs your word list", PolishTiles),
}

// languagePreset is the preset of Classic() with the tile set set.
func languagePreset(name, about string, set func() tiles.Distribution) registry.Preset[Rules] {
	return registry.Fixed(name, about, func() Rules {
		r := Classic()
		r.Tiles = set()
		return r
	})
}

// listPresets returns wordListPresets as the registry lists them, each
// naming its alphabet.
func listPresets() []tilekit.Preset {
	out := registry.List(wordListPresets)
	for i, p := range wordListPresets {
		out[i].Alphabet = p.Rules(2).Tiles.Alphabet().Name()
	}
	return out
}

// newWith is Kind.NewWith: it deals a game of any preset with d as its
// dictionary (nil: the bundled default, which only English presets take).
func newWith(preset string, names []string, seed uint64, d dictionary.Dictionary) (tilekit.Game, error) {
	r, err := registry.Rules("wordgame", allPresets(), preset, len(names), ErrBadRules)
	if err != nil {
		return nil, err
	}
	s, err := New(r, Setup{Players: len(names), Names: names, Seed: seed, Dictionary: d})
	if err != nil {
		return nil, err
	}
	return tilekit.Wrap(s), nil
}

// allPresets are the presets and the word-list presets.
func allPresets() []registry.Preset[Rules] {
	return append(slices.Clip(presets), wordListPresets...)
}

// presetRules returns the rules of the preset called name, of Presets
// or WordListPresets.
func presetRules(name string) (Rules, bool) {
	for _, p := range allPresets() {
		if p.Name == name {
			return p.Rules(2), true
		}
	}
	return Rules{}, false
}
