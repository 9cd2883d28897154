package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

func init() {
	drawers["wordle"] = drawWordle
	announcers["wordle"] = func(g tilekit.Game, viewer int) string {
		return g.View(viewer).(wordle.View).Announce()
	}
}

// drawWordle shows the current round as seat sees it: the seat's own rows
// in colour with its keyboard, and the other players' rows as the counts
// the host announces.
func drawWordle(w io.Writer, g tilekit.Game, seat int, c palette) {
	s := g.State().(wordle.State)
	v := s.View(seat)
	r := v.Rounds[len(v.Rounds)-1]
	fmt.Fprintln(w)
	host := "the library"
	if r.Host >= 0 {
		host = g.Name(r.Host)
	}
	fmt.Fprintf(w, "Round %d of %d, hosted by %s", v.Round+1, s.Rounds(), host)
	switch {
	case r.Secret != "":
		fmt.Fprintf(w, " (secret %s)", r.Secret)
	case !r.SecretSet:
		fmt.Fprint(w, " (no secret yet)")
	}
	fmt.Fprintln(w)
	for p, b := range r.Boards {
		if p == r.Host {
			continue
		}
		fmt.Fprintf(w, "  %-6s %s\n", g.Name(p), b.Status)
		for _, row := range b.Rows {
			fmt.Fprintln(w, "    "+wordleRow(row, b.Keyboard.Alphabet(), c))
		}
		if p == seat && !r.Over {
			fmt.Fprintln(w, "    keys: "+wordleKeys(b.Keyboard, c))
		}
	}
	fmt.Fprintf(w, "Points so far: %v\n", v.Scores)
}

// wordleRow draws one row: letters in colour when the viewer may read
// them (G/Y/. marks after the word when colour is off), else the counts.
// The word is split into the letters of its alphabet a, so that Ñ or a
// letter of several characters takes one square.
func wordleRow(row wordle.Row, a *tiles.Alphabet, c palette) string {
	switch {
	case row.CrossedOut:
		return "— crossed out (time) —"
	case row.Word == "":
		return fmt.Sprintf("%d green, %d yellow", row.Greens, row.Yellows)
	case !c.on:
		return row.Word + "  " + row.Pattern.String()
	}
	letters := wordLetters(a, row.Word)
	var b strings.Builder
	for i, m := range row.Pattern.Marks() {
		letter := " ? "
		if i < len(letters) {
			letter = " " + letters[i] + " "
		}
		switch m {
		case wordle.Green:
			b.WriteString(c.green(letter))
		case wordle.Yellow:
			b.WriteString(c.yellow(letter))
		default:
			b.WriteString(c.grey(letter))
		}
	}
	return b.String()
}

// wordLetters splits word into the texts of its letters in a.
func wordLetters(a *tiles.Alphabet, word string) []string {
	codes, err := a.Parse(word)
	if err != nil {
		return strings.Split(word, "")
	}
	out := make([]string, len(codes))
	for i, x := range codes {
		out[i] = a.Letter(x)
	}
	return out
}

// wordleKeys lists what the rows showed of each letter.
func wordleKeys(k wordle.Keyboard, c palette) string {
	if c.on {
		var b strings.Builder
		for _, l := range k.Alphabet().Letters() {
			switch k.StatusOf(l) {
			case wordle.KeyGreen:
				b.WriteString(c.green(l))
			case wordle.KeyYellow:
				b.WriteString(c.yellow(l))
			case wordle.KeyGrey:
				b.WriteString(c.dim(l))
			default:
				b.WriteString(l)
			}
		}
		return b.String()
	}
	return fmt.Sprintf("green %s · yellow %s · out %s · untried %s",
		dash(k.Letters(wordle.KeyGreen)), dash(k.Letters(wordle.KeyYellow)),
		dash(k.Letters(wordle.KeyGrey)), dash(k.Letters(wordle.KeyUnknown)))
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
