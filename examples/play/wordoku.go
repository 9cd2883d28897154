package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordoku"
)

func init() { drawers["wordoku"] = drawWordoku }

// drawWordoku shows the seat's grid with row and column numbers (a tile as
// its letter and its symbol's code), the words it scores, and the others'
// progress; the finished rounds' scores come with the result.
func drawWordoku(w io.Writer, g tilekit.Game, seat int, c palette) {
	s := g.State().(wordoku.State)
	v := s.View(seat)
	fmt.Fprintln(w)
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
			fmt.Fprintf(&b, " %s.%s ", letter, cell.Symbol.String()[:1])
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
