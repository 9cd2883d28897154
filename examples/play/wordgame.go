package main

import (
	"bytes"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

func init() {
	formats["wordgame"] = []format{{ext: ".gcg", save: saveGCG, load: loadGCG}}
}

// saveGCG writes the game's record as GCG, which other crossword engines
// read.
func saveGCG(g tilekit.Game) ([]byte, error) {
	rec, err := wordgame.NewRecord(g.State().(wordgame.State))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = gcg.Write(&b, rec)
	return b.Bytes(), err
}

// loadGCG replays a GCG record under the rules it names, with d as the
// dictionary (nil: the one the record names), and hands the game to the
// registry as its text, which tilekit.DecodeWith reads as any other.
func loadGCG(data []byte, d dictionary.Dictionary) (tilekit.Game, error) {
	s, err := wordgame.ReplayGCG(wordgame.Rules{}, d, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	text, err := s.MarshalText()
	if err != nil {
		return nil, err
	}
	return tilekit.DecodeWith(text, d)
}
