package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordoku"
)

func init() { drawers["wordoku"] = drawWordoku }

// symbolCodes are the grid notation's codes for the symbols.
var symbolCodes = map[string]string{"clove": "c", "star": "s", "square": "q", "circle": "o", "diamond": "d"}

// drawWordoku shows the seat's grid with row and column numbers (a tile as
// its letter and its symbol's code), the words it scores, and the others'
// progress; the finished rounds' scores come with the result.
func drawWordoku(w io.Writer, g tilekit.Game, seat int, c palette) {
	s := g.State().(wordoku.State)
	v := s.View(seat)
	fmt.Fprintln(w)
	if n := len(v.Past); n > 0 {
		last := v.Past[n-1]
		var scores []string
		for p, sc := range last.Scores {
			scores = append(scores, fmt.Sprintf("%s %d", g.Name(p), sc.Total))
		}
		line := fmt.Sprintf("Round %d: %s", last.Round, strings.Join(scores, ", "))
		if last.Victor >= 0 {
			line += "; the victor's token goes to " + g.Name(last.Victor)
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "Round %d of %d\n", v.Round, v.Rounds)
	var b strings.Builder
	b.WriteString("    ")
	for col := range v.Size {
		fmt.Fprintf(&b, "  %d  ", col)
	}
	b.WriteByte('\n')
	for r, row := range v.Grid {
		fmt.Fprintf(&b, "  %d ", r)
		for _, cell := range row {
			letter := cell.Letter
			if cell.Wild {
				letter = strings.ToLower(letter)
			}
			fmt.Fprintf(&b, " %s.%s ", letter, symbolCodes[cell.Symbol.String()])
		}
		b.WriteByte('\n')
	}
	fmt.Fprint(w, b.String())
	var words []string
	for _, ln := range v.Score.Lines {
		where := fmt.Sprintf("col %d", ln.Index)
		if ln.Across {
			where = fmt.Sprintf("row %d", ln.Index)
		}
		t := fmt.Sprintf("%s %s %d", where, ln.Word, ln.Total())
		if ln.Bonus > 0 {
			t = c.green(t)
		}
		words = append(words, t)
	}
	fmt.Fprintf(w, "scores %d: %s\n", v.Score.Total, strings.Join(words, ", "))
	for _, st := range v.Seats {
		if st.Player == seat {
			continue
		}
		state := "arranging"
		if st.Finished {
			state = "finished"
		}
		fmt.Fprintf(w, "%s is %s\n", st.Name, state)
	}
}
