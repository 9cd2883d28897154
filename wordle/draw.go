package wordle

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Draw returns a plain-text picture of what seat may see, by View's
// rules, for a terminal or a chat (tilekit.Onlooker: what the table
// sees). A line says whose view it is and which round is played; then
// every round begun so far, with its host, its secret when seat may know
// it, and one line per guesser: the name, the status and the rows. A
// row seat may read is the word and its marking, "CRANE ..Y.G"; another
// guesser's row is what the table hears of it, its letters hidden and
// its greens and yellows counted, "????? 1G 1Y"; a row lost to the timer
// is "(time)". Last come the points of the finished rounds, who may move
// (or who won) and the last move as seat may know it:
//
//	Wordle, round 2 of 3, as Bob sees it
//	Round 1, hosted by Ann: SOLVE, over
//	  Bob  solved   CRANE ....G  SOLVE GGGGG  2 points
//	  Cy   gave up  ????? 2G 1Y  7 points
//	Round 2, hosted by Bob: CHEST
//	  Ann  playing
//	  Cy   playing  CRANE G...Y
//	Points: Ann 0, Bob 2, Cy 7 (fewest wins)
//	To move: Ann and Cy
//	Last move: 2 guess CRANE
func (s State) Draw(seat int) string {
	var b strings.Builder
	if s.players == 0 || len(s.rounds) == 0 {
		return "Wordle: no game was dealt\n"
	}
	viewer := "the table"
	if seat >= 0 && seat < s.players {
		viewer = s.Name(seat)
	}
	b.WriteString("Wordle, round " + strconv.Itoa(s.Round()+1) + " of " + strconv.Itoa(s.Rounds()) + ", as " + viewer + " sees it\n")
	width := 0
	for p := range s.players {
		width = max(width, utf8.RuneCountInString(s.Name(p)))
	}
	for ri, r := range s.rounds {
		s.drawRound(&b, seat, ri, r, width)
	}
	res := s.Result()
	b.WriteString("Points: ")
	for p, n := range res.Scores {
		if p > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.Name(p) + " " + strconv.Itoa(n))
	}
	if s.rules.Fast {
		b.WriteString(" (most wins)\n")
	} else {
		b.WriteString(" (fewest wins)\n")
	}
	if res.Over {
		b.WriteString("Game over: " + s.nameList(res.Winners) + winVerb(len(res.Winners)) + "\n")
	} else {
		to := s.ToMove()
		b.WriteString("To move: " + s.nameList(to))
		if len(to) == 1 && s.needsSecret(to[0]) {
			b.WriteString(", to set the secret")
		}
		b.WriteString("\n")
	}
	if m, ok := s.LastMove(); ok {
		b.WriteString("Last move: " + s.Mask(seat, s.history.Len()-1, m).String() + "\n")
	}
	return b.String()
}

// drawRound writes round ri, r, as seat sees it, names padded to width.
func (s State) drawRound(b *strings.Builder, seat, ri int, r round, width int) {
	host := "the library"
	if r.host >= 0 {
		host = s.Name(r.host)
	}
	isHost := seat >= 0 && seat == r.host
	b.WriteString("Round " + strconv.Itoa(ri+1) + ", hosted by " + host + ": ")
	switch {
	case r.secret == "":
		b.WriteString("no secret yet")
	case r.over || isHost:
		b.WriteString(s.rules.text(r.secret))
	default:
		b.WriteString("secret hidden")
	}
	if r.over {
		b.WriteString(", over")
	}
	b.WriteString("\n")
	for p, bd := range r.boards {
		if p == r.host {
			continue
		}
		name := s.Name(p)
		st := bd.status.String()
		b.WriteString("  " + name + strings.Repeat(" ", width-utf8.RuneCountInString(name)) + "  " + st + strings.Repeat(" ", max(len("playing")-len(st), 0)))
		sees := isHost || seat == p
		for _, rw := range bd.rows {
			b.WriteString("  ")
			switch {
			case rw.word == "":
				b.WriteString("(time)")
			case sees:
				b.WriteString(s.rules.text(rw.word) + " " + rw.pat.String())
			default:
				g, y := rw.pat.Counts()
				b.WriteString(strings.Repeat("?", s.rules.WordLength) + " " + strconv.Itoa(g) + "G " + strconv.Itoa(y) + "Y")
			}
		}
		if r.over {
			b.WriteString("  " + pointCount(s.points(r, p)))
		}
		b.WriteString("\n")
	}
}

// nameList joins the names of seats ps: "Ann", "Ann, Bob and Cy"; "nobody"
// for none.
func (s State) nameList(ps []int) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = s.Name(p)
	}
	switch len(out) {
	case 0:
		return "nobody"
	case 1:
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// winVerb says how the winners named before it won.
func winVerb(n int) string {
	if n == 1 {
		return " wins"
	}
	return " share the win"
}
