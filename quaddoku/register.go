package quaddoku

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// State has what gamekit asks of every game, and these capabilities of
// it: previews, determinizing, listing the legal moves, drawing and the
// last move. It has no clock and no mask: nothing is timed, and nothing
// is hidden. Its bots and hints are an engine, in package quaddoku/bot.
var (
	_ gamekit.State[State, Move, View] = State{}
	_ gamekit.Previewer[Move]          = State{}
	_ gamekit.Determinizer[State]      = State{}
	_ gamekit.MoveLister[Move]         = State{}
	_ gamekit.Drawer                   = State{}
	_ gamekit.LastMover[Move]          = State{}
)

// The registry offers Quad*doku as "quaddoku", without bots or hints
// until package quaddoku/bot, which imports this one, gives it its
// engine.
func init() {
	gamekit.Register[State, Move, View, *State](tilekit.Kind{
		Name:  "quaddoku",
		Title: "Quad*doku",
		About: "Stack letter tiles on four crossing four-letter words; a side summing to 10 is a doku worth 20.",
		Help: "Four words frame a 4x4 square: the top and bottom rows read left to right, the left and right columns top to bottom.\n" +
			"Take tiles from the open drawpile and put them on edge cells, at most one per cell.\n" +
			"A placement is <row><col>=<letter><value>, rows and columns 0-3 from the top left; separate placements with spaces.\n" +
			"Examples: 02=E3 13=U1 23=B3 turns BEAT into BEET and TAKE into TUBE (20 + 9 points); 00=M3 10=O3 makes MEET and MOTH.\n" +
			"A tile on the same letter needs another value; every side must stay a word, and the turn must spell a new one.\n" +
			"Each side that gets a tile scores its sum, or 20 when the sum is 10 (a doku); four dokus at once are the Quad*doku, 80.\n" +
			"- passes, which the rules allow only when no turn spells a new word (the free-pass preset allows it always).",
	}, presets, gamekit.Game[State, Move, View, Rules]{
		New: func(r Rules, names []string, seed uint64, d dictionary.Dictionary) (State, error) {
			return New(r, Setup{Names: names, Seed: seed, Dictionary: d})
		},
	})
}

// presets are the rules the registry deals, the default first. Every
// preset is played by 1 (solo) to MaxPlayers players.
var presets = []gamekit.Preset[Rules]{
	gamekit.Fixed("default", "The standard game: the BEAT / BATH / TAKE / HARE start and the 75-tile box.", 1, MaxPlayers, DefaultRules),
	gamekit.Fixed("value-only", "Turns may also just swap tiles for the same letters at other values.", 1, MaxPlayers, func() Rules {
		r := DefaultRules()
		r.AllowValueOnly = true
		return r
	}),
	gamekit.Fixed("free-pass", "Players may pass at any time, even when a new word is possible.", 1, MaxPlayers, func() Rules {
		r := DefaultRules()
		r.FreePass = true
		return r
	}),
}
