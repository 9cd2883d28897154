package quaddoku

import (
	"fmt"
	"strconv"
	"strings"
)

// drawWidth is the length past which Draw wraps its lists (the scores,
// the drawpile).
const drawWidth = 72

// Draw returns a plain-text picture of the game for a terminal or a chat,
// in fixed-width ASCII, each line ended by a newline: whose turn it is
// (or how the game ended), the grid with row and column numbers (a
// tile as letter and value, ".." for the empty centre) beside the height
// of every stack and the four words with their sums, the scores, the
// last move and the open drawpile, one entry per kind of tile ("A3x4"
// for four A3s). Nothing in Quad*doku is hidden and no player holds
// tiles of their own, so every seat sees the same picture, except that
// seat's score is marked "(you)"; tilekit.Onlooker marks none.
//
//	Quad*doku: Ron to move (turn 2)
//	    0  1  2  3   stacks
//	 0  B2 E2 E3 T3  1 1 2 1   top    BEET 10 doku
//	 1  A3 .. .. U1  1 . . 2   left   BATH 10 doku
//	 2  T3 .. .. B3  1 . . 2   right  TUBE  9
//	 3  H2 A3 R3 E2  1 1 1 1   bottom HARE 10 doku
//	scores: Leslie 29, Ron 0 (you), Tyler 0
//	last move: Leslie 02=E3 13=U1 23=B3
//	drawpile (60): A2x2 A3x4 ...
func (s State) Draw(seat int) string {
	if s.players == 0 {
		return "Quad*doku: no game has been dealt\n"
	}
	var b strings.Builder
	b.WriteString("Quad*doku: ")
	if r := s.Result(); r.Over {
		fmt.Fprintf(&b, "over after %d turns, %s; ", s.Turns(), r.Reason)
		names := make([]string, len(r.Winners))
		for i, p := range r.Winners {
			names[i] = s.Name(p)
		}
		if len(names) == 1 {
			fmt.Fprintf(&b, "%s wins\n", names[0])
		} else {
			fmt.Fprintf(&b, "%s share the win\n", strings.Join(names, ", "))
		}
	} else {
		fmt.Fprintf(&b, "%s to move (turn %d)\n", s.Name(s.turn), s.Turns()+1)
	}
	s.drawGrid(&b)

	scores := make([]string, s.players)
	for p, v := range s.scores {
		scores[p] = fmt.Sprintf("%s %d", s.Name(p), v)
		if p == seat {
			scores[p] += " (you)"
		}
	}
	wrapList(&b, "scores:", scores, ",")
	b.WriteString("last move: ")
	switch m, ok := s.LastMove(); {
	case !ok:
		b.WriteString("none yet\n")
	case m.IsPass():
		fmt.Fprintf(&b, "%s passed\n", s.Name((s.turn+s.players-1)%s.players))
	default:
		fmt.Fprintf(&b, "%s %v\n", s.Name((s.turn+s.players-1)%s.players), m)
	}
	pile := viewTiles(s.pile.tiles())
	kinds := make([]string, len(pile))
	for i, k := range pile {
		kinds[i] = k.Letter + strconv.Itoa(k.Value)
		if k.Count > 1 {
			kinds[i] += "x" + strconv.Itoa(k.Count)
		}
	}
	wrapList(&b, fmt.Sprintf("drawpile (%d):", s.pile.len()), kinds, "")
	return b.String()
}

// drawGrid writes Draw's grid lines: the column numbers, then each row's
// number, tiles, stack heights and, on each line, one side's word. Every
// tile takes the width of the widest (a value may have two digits), and
// every height that of the highest.
func (s State) drawGrid(b *strings.Builder) {
	wt, ws := 2, 1
	for c, t := range s.grid {
		wt = max(wt, len(t.String()))
		ws = max(ws, len(strconv.Itoa(s.stacks[c])))
	}
	b.WriteString("   ")
	for c := range 4 {
		fmt.Fprintf(b, " %-*d", wt, c)
	}
	fmt.Fprintf(b, "  stacks\n")
	for r := range 4 {
		fmt.Fprintf(b, "%2d ", r)
		for c := range 4 {
			cell := strings.Repeat(".", wt)
			if k := cellAt[r][c]; k >= 0 {
				cell = s.grid[k].String()
			}
			fmt.Fprintf(b, " %-*s", wt, cell)
		}
		b.WriteString(" ")
		for c := range 4 {
			h := "."
			if k := cellAt[r][c]; k >= 0 {
				h = strconv.Itoa(s.stacks[k])
			}
			fmt.Fprintf(b, " %*s", ws, h)
		}
		side := Side(r)
		sum := 0
		for _, c := range wordCells[side] {
			sum += int(s.grid[c].Value)
		}
		fmt.Fprintf(b, "   %-6v %s %2d", side, s.word(s.grid, side), sum)
		if sum == s.rules.DokuSum {
			b.WriteString(" doku")
		}
		b.WriteByte('\n')
	}
}

// wrapList writes label and items on a line, separated by sep and a
// space, and carries on on lines indented by two spaces past drawWidth;
// an empty list is written as "none".
func wrapList(b *strings.Builder, label string, items []string, sep string) {
	if len(items) == 0 {
		items = []string{"none"}
	}
	line := label
	for i, it := range items {
		if i < len(items)-1 {
			it += sep
		}
		if len(line)+1+len(it) > drawWidth && line != label && line != " " {
			b.WriteString(line + "\n")
			line = " "
		}
		line += " " + it
	}
	b.WriteString(line + "\n")
}
