package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

func init() {
	drawers["wordgame"] = drawWordgame
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
// dictionary (nil: the one the record names).
func loadGCG(data []byte, d dictionary.Dictionary) (tilekit.Game, error) {
	s, err := wordgame.ReplayGCG(wordgame.Rules{}, d, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return tilekit.Wrap(s), nil
}

// drawWordgame shows the board with its coordinates and premium squares
// (View.Draw), the scores, the bag and the last move.
func drawWordgame(w io.Writer, g tilekit.Game, seat int, c palette) {
	v := g.State().(wordgame.State).View(seat)
	fmt.Fprintln(w)
	fmt.Fprint(w, v.Draw())
	fmt.Fprintln(w, c.dim(`   = triple word  - double word  " triple letter  ' double letter  * start`))
	var scores []string
	for p, n := range v.Scores {
		scores = append(scores, fmt.Sprintf("%s %d", v.Names[p], n))
	}
	line := fmt.Sprintf("scores: %s · bag %d", strings.Join(scores, ", "), v.BagSize)
	if v.LastMove != nil {
		line += fmt.Sprintf(" · last: %s %s (%d)", v.Names[v.LastMove.Player], v.LastMove.Move, v.LastMove.Score)
	}
	fmt.Fprintln(w, line)
}
