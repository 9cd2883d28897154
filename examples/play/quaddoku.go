package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/quaddoku"
)

func init() { drawers["quaddoku"] = drawQuaddoku }

// drawQuaddoku shows the square, its four words with their sums, the open
// pile and the scores.
func drawQuaddoku(w io.Writer, g tilekit.Game, seat int, c palette) {
	s := g.State().(quaddoku.State)
	v := s.View(seat)
	fmt.Fprintln(w)
	for _, line := range strings.Split(strings.TrimRight(s.Grid().Draw(), "\n"), "\n") {
		fmt.Fprintln(w, "    "+line)
	}
	var words []string
	for _, wd := range v.Words {
		t := fmt.Sprintf("%s %s=%d", wd.Side, wd.Word, wd.Sum)
		if wd.Doku {
			t = c.green(t)
		}
		words = append(words, t)
	}
	fmt.Fprintln(w, "words:", strings.Join(words, "  "))
	var pile []string
	total := 0
	for _, t := range v.Pile {
		pile = append(pile, fmt.Sprintf("%s%d×%d", t.Letter, t.Value, t.Count))
		total += t.Count
	}
	fmt.Fprintf(w, "pile (%d): %s\n", total, strings.Join(pile, " "))
	var scores []string
	for p, n := range v.Scores {
		scores = append(scores, fmt.Sprintf("%s %d", g.Name(p), n))
	}
	fmt.Fprintln(w, "scores:", strings.Join(scores, ", "))
}
