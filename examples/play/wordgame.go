package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordgame"
)

func init() { drawers["wordgame"] = drawWordgame }

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
