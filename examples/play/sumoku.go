package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/sumoku"
)

func init() { drawers["sumoku"] = drawSumoku }

// sumokuColours gives each tile colour an ANSI colour.
var sumokuColours = map[string]string{"R": "31", "O": "33", "Y": "93", "G": "32", "B": "34", "P": "35"}

func sumokuTile(face string, c palette) string {
	if code, ok := sumokuColours[face[:1]]; ok {
		return c.wrap("1;"+code, face)
	}
	return face
}

// drawSumoku shows the key number, the table with row and column numbers,
// the hands (face up in every variant), spot's face-up tiles with their
// numbers, and the scores.
func drawSumoku(w io.Writer, g tilekit.Game, seat int, c palette) {
	s := g.State().(sumoku.State)
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%s game, key number %d: every line sums to a multiple of %d\n", s.Variant(), s.Key(), s.Key())
	l := s.Layout()
	if l.Len() > 0 {
		top, left, bottom, right := l.Bounds()
		var b strings.Builder
		b.WriteString("      ")
		for col := left; col <= right; col++ {
			fmt.Fprintf(&b, "%4d", col)
		}
		b.WriteByte('\n')
		for row := top; row <= bottom; row++ {
			fmt.Fprintf(&b, "%5d ", row)
			for col := left; col <= right; col++ {
				if p, ok := l.At(row, col); ok {
					b.WriteString("  " + sumokuTile(p.Face(), c))
				} else {
					b.WriteString("   .")
				}
			}
			b.WriteByte('\n')
		}
		fmt.Fprint(w, b.String())
	} else if s.Variant() == sumoku.VariantStandard {
		fmt.Fprintln(w, "The table is empty: the first line goes through 0,0.")
	}
	if up := s.FaceUp(); len(up) > 0 {
		var parts []string
		for i, t := range up {
			parts = append(parts, fmt.Sprintf("%d:%s", i, sumokuTile(sumoku.FormatTile(t), c)))
		}
		fmt.Fprintln(w, "face up:", strings.Join(parts, " "))
	}
	for p := range g.Players() {
		var faces []string
		for _, t := range s.Hand(p) {
			faces = append(faces, sumokuTile(sumoku.FormatTile(t), c))
		}
		who := g.Name(p)
		if p == seat && who != "You" {
			who += " (you)"
		}
		fmt.Fprintf(w, "%-10s %3d  %s\n", who, s.Scores()[p], strings.Join(faces, " "))
	}
}
