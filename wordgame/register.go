package wordgame

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
)

// The State meets what gamekit asks of every game's State, and has the
// optional capabilities the rules give it (no clock, no shorthand for a
// seat's moves).
var (
	_ gamekit.State[State, Move, View] = State{}
	_ gamekit.Previewer[Move]          = State{}
	_ gamekit.Determinizer[State]      = State{}
	_ gamekit.MoveLister[Move]         = State{}
	_ gamekit.Masker[Move]             = State{}
	_ gamekit.Drawer                   = State{}
	_ gamekit.LastMover[Move]          = State{}
)

func init() {
	gamekit.Register[State, Move, View, *State](tilekit.Kind{
		Name:  "wordgame",
		Title: "The crossword tile game",
		About: "Build crossing words on a 15x15 board from a rack of letter tiles; premium squares multiply.",
		Help: "Type the start square and the word: 8H WORD goes across from row 8, column H; H8 WORD goes down. " +
			"A lower-case letter is a blank standing for that letter (8H WoRD), and . plays through a tile " +
			"already on the board (8H WO.D). - passes; exchange with -ABC (? for a blank) where the rules allow it (classic). " +
			"In other alphabets a letter of several characters may go in brackets: 8H [CH]E, and [ch] for a blank.",
		Match: isCGPLine,
	}, presets, gamekit.Game[State, Move, View, Rules]{
		New: func(r Rules, names []string, seed uint64, d dictionary.Dictionary) (State, error) {
			return New(r, Setup{Players: len(names), Names: names, Seed: seed, Dictionary: d})
		},
	})
}

// presets are the rules the registry deals, the default first. Every
// preset seats 2 to 4 players. The presets in other alphabets than
// English are Classic() with the language's tile set, as the reference
// engines play every language; each is named as those engines name the
// letter distribution, which is also the name of the alphabet it gives
// (Preset.Alphabet). Kind.New deals one with the caller's list
// (tilekit.WithDictionary), or with none when the program imports the
// package bundling a list of its alphabet: dictionary/es for spanish,
// dictionary/fr for french, dictionary/de for german (a list drawn from
// running text, smaller than a crossword lexicon). Catalan and Polish
// have no bundled list.
var presets = []gamekit.Preset[Rules]{
	gamekit.Fixed("default", "racks of 8, a first word of 4+ letters, one word premium per word, no exchanges: pass when stuck", 2, maxPlayers, DefaultRules),
	gamekit.Fixed("classic", "the tournament rules: racks of 7, 100 tiles, word premiums multiply, +50 for all 7 tiles, exchanges allowed", 2, maxPlayers, Classic),
	languagePreset("spanish", "Spanish: 100 tiles with CH, LL, RR and Ñ, the classic rules; its list is in dictionary/es", SpanishTiles),
	languagePreset("catalan", "Catalan: 100 tiles with Ç, L·L, NY and QU, the classic rules; needs your word list", CatalanTiles),
	languagePreset("french", "French: 102 tiles, the classic rules; its list is in dictionary/fr", FrenchTiles),
	languagePreset("german", "German: 102 tiles with Ä, Ö and Ü, the classic rules; needs your word list, or dictionary/de's", GermanTiles),
	languagePreset("polish", "Polish: 100 tiles with Ą Ć Ę Ł Ń Ó Ś Ź Ż, the classic rules; needs your word list", PolishTiles),
}

// languagePreset is the preset of Classic() with the tile set set, naming
// the set's alphabet.
func languagePreset(name, about string, set func() tiles.Distribution) gamekit.Preset[Rules] {
	p := gamekit.Fixed(name, about, 2, maxPlayers, func() Rules {
		r := Classic()
		r.Tiles = set()
		return r
	})
	p.Alphabet = set().Alphabet().Name()
	return p
}

// presetRules returns the rules of the preset called name, for the
// tk.rules opcode of CGP and the #tile-distribution pragma of GCG.
func presetRules(name string) (Rules, bool) {
	for _, p := range presets {
		if p.Name == name {
			return p.Rules(2), true
		}
	}
	return Rules{}, false
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
