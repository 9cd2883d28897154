package wordoku

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/tilekit/tilekit/tiles"
)

// Draw returns a plain-text picture of what seat may see, for a terminal
// or a chat: the round and its timer, seat's own grid in the grid
// notation with the words it scores as it stands, its wild and swaps,
// then a line per player with their tokens, their finished rounds' scores
// and, during a round, whether they have finished it, turned their wild
// and which symbols they swapped, and last the last move as seat may know
// it (see Mask). Other players' grids of the round being played are never
// drawn; once the game is over every final grid is, side by side, with
// the winners. tilekit.Onlooker (or any number that is not a seat) gets
// the table's picture, without a grid of the round being played. Ann's,
// once Bob has swapped, turned a wild and finished:
//
//	Wordoku 4x4, round 1 of 3, 5m0s a round
//	Ann's grid (c clove, s star, q square, o circle; a wild in lower case):
//	  P.c D.c N.c C.c
//	  R.s H.s N.s U.s
//	  A.q C.q N.q E.q
//	  B.o N.o R.o T.o
//	  10 points: ACNE 4, CUE 6 balanced
//	  wild unused; swapped: none
//	seat  name  tokens  rounds  round 1
//	0     Ann   0               playing
//	1     Bob   0               finished, wild, swapped star
//	last move: 1 finish
func (s State) Draw(seat int) string {
	if s.players == 0 {
		return "Wordoku: no game\n"
	}
	var b strings.Builder
	n := s.rules.Size
	fmt.Fprintf(&b, "Wordoku %dx%d, ", n, n)
	if s.Over() {
		fmt.Fprintf(&b, "over after %s\n", plural(len(s.past), "round"))
	} else {
		fmt.Fprintf(&b, "round %d of %d", s.round, s.rules.Rounds)
		if s.rules.RoundTime > 0 {
			fmt.Fprintf(&b, ", %v a round", s.rules.RoundTime)
		}
		b.WriteString("\n")
	}
	switch {
	case s.Over():
		s.drawFinal(&b)
	case seat >= 0 && seat < s.players:
		s.drawOwn(&b, seat)
	}
	s.drawTable(&b)
	if s.Over() {
		o := s.Outcome().Describe(s.Name)
		b.WriteString(o[strings.LastIndexByte(o, '\n')+1:] + "\n")
	}
	if m, ok := s.hist.Last(); ok {
		fmt.Fprintf(&b, "last move: %v\n", s.Mask(seat, s.hist.Len()-1, m))
	}
	return b.String()
}

// legend names the symbol codes of the game's grids.
func (s State) legend() string {
	names := make([]string, 0, s.rules.Size)
	for _, sym := range symbols[:s.rules.Size] {
		names = append(names, fmt.Sprintf("%c %v", symbolCodes[sym], sym))
	}
	return strings.Join(names, ", ") + "; a wild in lower case"
}

// drawOwn draws seat's grid of the round being played, what it scores,
// its wild and its swaps.
func (s State) drawOwn(b *strings.Builder, seat int) {
	st := s.seats[seat]
	fmt.Fprintf(b, "%s's grid (%s):\n", s.Name(seat), s.legend())
	for _, row := range strings.Split(st.grid.String(), " / ") {
		b.WriteString("  " + row + "\n")
	}
	if s.detached {
		b.WriteString("  no score until the game's own word list is given back\n")
	} else {
		sc := scoreGrid(s.rules, s.dictionary(), st.grid)
		parts := make([]string, len(sc.Lines))
		for i, l := range sc.Lines {
			parts[i] = fmt.Sprintf("%s %d", l.Word, l.Total())
			if l.Bonus > 0 {
				parts[i] += " balanced"
			}
		}
		fmt.Fprintf(b, "  %s", plural(sc.Total, "point"))
		if len(parts) > 0 {
			b.WriteString(": " + strings.Join(parts, ", "))
		}
		b.WriteString("\n")
	}
	wild := "wild unused"
	if st.wild != (tiles.Tile{}) {
		wild = "wild turned"
	}
	swapped := "none"
	if len(st.removed) > 0 {
		out := make([]string, len(st.removed))
		for i, t := range st.removed {
			out[i] = string(appendCell(nil, t))
		}
		swapped = strings.Join(out, " ") + " out"
	}
	fmt.Fprintf(b, "  %s; swapped: %s\n", wild, swapped)
}

// drawFinal draws every player's grid of the last round, side by side
// under their names and scores.
func (s State) drawFinal(b *strings.Builder) {
	rec := s.past[len(s.past)-1]
	heads := make([]string, s.players)
	rows := make([][]string, s.players)
	width := 0
	for p := range s.players {
		heads[p] = fmt.Sprintf("%s %d", s.Name(p), rec.scores[p])
		rows[p] = strings.Split(rec.grids[p].String(), " / ")
		width = max(width, len(heads[p]), len(rows[p][0]))
	}
	fmt.Fprintf(b, "grids of round %d (%s):\n", len(s.past), s.legend())
	line := func(cell func(p int) string) {
		var l strings.Builder
		for p := range s.players {
			fmt.Fprintf(&l, "  %-*s", width, cell(p))
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	line(func(p int) string { return heads[p] })
	for r := range s.rules.Size {
		line(func(p int) string { return rows[p][r] })
	}
}

// drawTable draws a line per player: tokens, the scores of the finished
// rounds and, during a round, what everyone sees of their part in it.
func (s State) drawTable(b *strings.Builder) {
	w := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprint(w, "seat\tname\ttokens\trounds")
	if !s.Over() {
		fmt.Fprintf(w, "\tround %d", s.round)
	}
	fmt.Fprintln(w)
	r := s.Result()
	for p := range s.players {
		scores := make([]string, len(s.past))
		for i, rec := range s.past {
			scores[i] = fmt.Sprint(rec.scores[p])
		}
		fmt.Fprintf(w, "%d\t%s\t%d\t%s", p, s.Name(p), r.Tokens[p], strings.Join(scores, " "))
		if !s.Over() {
			fmt.Fprintf(w, "\t%s", s.progress(p))
		}
		fmt.Fprintln(w)
	}
	w.Flush()
}

// progress says what everyone sees of player p's part in the round being
// played: "finished, wild, swapped star".
func (s State) progress(p int) string {
	st := s.seats[p]
	out := "playing"
	if st.finished {
		out = "finished"
	}
	if st.wild != (tiles.Tile{}) {
		out += ", wild"
	}
	var syms []string
	for i, sym := range symbols {
		if st.swapped&(1<<i) != 0 {
			syms = append(syms, sym.String())
		}
	}
	if len(syms) > 0 {
		out += ", swapped " + strings.Join(syms, " ")
	}
	return out
}

// plural says "1 round", "3 rounds".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
