package sumoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/tiles"
)

// Draw returns a plain-text picture of the game as seat sees it, for
// terminals and chat: a heading with the variant, the key number and the
// tiles left in the pile; the table (the standard game's shared layout,
// solo's pattern) as a grid with row and column numbers, "." for an
// empty square; spot's face-up tiles under their places; one line per
// player with the score and the tiles held (">" marks whose turn it is
// in the standard game); seat's own tiles in full; the last move; and,
// once the game is over, why it ended.
// Tiles lie face up in every variant, so nothing is hidden from anyone:
// tilekit.Onlooker sees the same picture without a hand of its own.
//
//	sumoku standard, key 5, 74 tiles in the pile
//	  -1  0  1  2
//	0 R3 O1 Y6 G5
//	1  .  .  . B9
//	2  .  .  . P1
//	  Player 1  30 points  8 tiles
//	> Player 2   0 points  8 tiles  (you)
//	your rack: R8 R8 O3 O4 B2 B4 P3 P5
//	last move: 0,2=G5 1,2=B9 2,2=P1
//
// A claim of speed or the team game is drawn as the grid of its layout.
func (s State) Draw(seat int) string {
	var b strings.Builder
	if s.players == 0 {
		return "sumoku: no game\n"
	}
	fmt.Fprintf(&b, "sumoku %s, key %d, %d tiles in the pile", s.rules.Variant, s.key, s.bag.Len())
	if s.rules.Variant == VariantSpeed || s.rules.Variant == VariantSpot {
		fmt.Fprintf(&b, ", round %d", s.round)
	}
	b.WriteByte('\n')
	switch s.rules.Variant {
	case VariantStandard:
		if s.layout.Len() == 0 {
			b.WriteString("the table is empty: the first line goes through 0,0\n")
		}
		drawGrid(&b, s.layout)
	case VariantSolo:
		if s.layout.Len() == 0 {
			b.WriteString("nothing is laid out yet\n")
		}
		drawGrid(&b, s.layout)
	case VariantSpot:
		drawFaceUp(&b, s.faceUp)
	}
	s.drawPlayers(&b, seat)
	if seat >= 0 && seat < s.players {
		if hand := s.drawHand(seat); hand != "" {
			b.WriteString(hand + "\n")
		}
	}
	if m, ok := s.LastMove(); ok {
		s.drawLast(&b, m)
	}
	if s.Over() {
		fmt.Fprintf(&b, "game over: %s\n", s.reason())
	}
	return b.String()
}

// drawLast writes the last move: its notation, but a claim's layout as
// a grid (solo's, already drawn, by its size).
func (s State) drawLast(b *strings.Builder, m Move) {
	l := m.Layout()
	switch {
	case m.kind != KindClaim || l.Len() == 0:
		fmt.Fprintf(b, "last move: %s\n", m)
	case s.rules.Variant == VariantSolo:
		fmt.Fprintf(b, "last move: %s claimed the pattern above (%d tiles)\n", s.Name(m.player), l.Len())
	default:
		fmt.Fprintf(b, "last move: %s claimed this layout (%d tiles):\n", s.Name(m.player), l.Len())
		drawGrid(b, l)
	}
}

// drawGrid writes l as a grid: a row of column numbers, then each row
// with its number and a cell per square, "." where none lies.
func drawGrid(b *strings.Builder, l Layout) {
	if l.Len() == 0 {
		return
	}
	top, left, bottom, right := l.Bounds()
	rw := max(len(strconv.Itoa(top)), len(strconv.Itoa(bottom)))
	cw := 1 + max(2, len(strconv.Itoa(left)), len(strconv.Itoa(right)))
	b.WriteString(strings.Repeat(" ", rw))
	for c := left; c <= right; c++ {
		fmt.Fprintf(b, "%*d", cw, c)
	}
	b.WriteByte('\n')
	for r := top; r <= bottom; r++ {
		fmt.Fprintf(b, "%*d", rw, r)
		for c := left; c <= right; c++ {
			face := "."
			if p, ok := l.At(r, c); ok {
				face = p.Face()
			}
			fmt.Fprintf(b, "%*s", cw, face)
		}
		b.WriteByte('\n')
	}
}

// drawFaceUp writes spot's face-up tiles under their places.
func drawFaceUp(b *strings.Builder, ts []tiles.Tile) {
	const label = "face up"
	b.WriteString(label)
	for i := range ts {
		fmt.Fprintf(b, "%3d", i)
	}
	b.WriteString("\n" + strings.Repeat(" ", len(label)))
	for _, t := range ts {
		fmt.Fprintf(b, "%3s", FormatTile(t))
	}
	b.WriteByte('\n')
}

// drawPlayers writes a line per player: whose turn, the name, the
// score and the tiles held, and who is out or the viewer.
func (s State) drawPlayers(b *strings.Builder, seat int) {
	width := 0
	for p := range s.players {
		width = max(width, len(s.Name(p)))
	}
	scores := s.Scores()
	for p := range s.players {
		mark := " "
		if s.rules.Variant == VariantStandard && !s.Over() && p == s.turn {
			mark = ">"
		}
		held := s.handLen(p)
		var what string
		switch s.rules.Variant {
		case VariantStandard:
			what = fmt.Sprintf("%3d points  %d tiles", scores[p], held)
		case VariantSpeed:
			what = fmt.Sprintf("%d rounds won  %d tiles", scores[p], held)
		case VariantSpot:
			what = fmt.Sprintf("%2d tiles kept", held)
		case VariantTeam:
			what = fmt.Sprintf("%d tiles", held)
		case VariantSolo:
			what = fmt.Sprintf("%d of %d tiles laid out", s.layout.Len(), held)
		}
		switch {
		case s.Out(p) && s.rules.Variant == VariantSpot:
			what += "  (sits out)"
		case s.Out(p):
			what += "  (out of the round)"
		case s.SitsOutNext(p):
			what += "  (sits out the next round)"
		}
		if p == seat {
			what += "  (you)"
		}
		fmt.Fprintf(b, "%s %-*s %s\n", mark, width, s.Name(p), what)
	}
}

// drawHand writes seat's own tiles: its rack, hand or kept tiles, and in
// solo the tiles still to add to the pattern; "" when it holds none.
func (s State) drawHand(seat int) string {
	hand := s.hand(seat)
	if s.rules.Variant == VariantSolo {
		if rest, err := tiles.Remove(hand, s.layout.Tiles()); err == nil {
			hand = rest
		}
	}
	if len(hand) == 0 {
		return ""
	}
	word := map[Variant]string{VariantStandard: "your rack", VariantSpot: "you keep", VariantSolo: "to lay out"}[s.rules.Variant]
	if word == "" {
		word = "your tiles"
	}
	return word + ": " + FormatTiles(hand)
}
