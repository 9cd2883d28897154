package sumoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A MoveKind says what a move does.
type MoveKind uint8

// The kinds of move.
const (
	KindPass  MoveKind = iota // standard: no play this turn (also ends a bonus turn)
	KindPlace                 // standard: tiles placed in one row or column
	KindSwap                  // speed: one tile back to the pile for SwapDraw new ones
	KindClaim                 // speed, team, solo: a finished layout of the player's tiles
	KindSpot                  // spot: face-up tiles that form a line
	KindStop                  // solo: stop, keeping the tiles laid out so far
)

var kindNames = [...]string{"pass", "place", "swap", "claim", "spot", "stop"}

// String returns the kind's name, as the notation writes it.
func (k MoveKind) String() string {
	return notation.Name(kindNames[:], k, "kind")
}

// A Move is one action. It is a small comparable value: two moves doing
// the same thing are ==, and the zero Move is a pass.
//
// Placements and passes belong to the standard game, where they are made
// by the player to move and name no seat. Every other kind names the
// player who makes it (Player), because in the simultaneous variants
// anyone may act at any time.
//
// Notation: "-" is a pass; placements are "<row>,<col>=<tile>" separated
// by spaces, "0,-1=R3 0,0=O1 0,1=Y9", in any order (written in reading
// order); the others start with the seat: "2 swap R3", "2 claim
// 0,0=R3 0,1=Y2" (the whole layout), "2 spot 0 3 5 7" (indices of the
// face-up tiles), "0 stop".
type Move struct {
	kind   MoveKind
	player int
	n      int8               // placements or spot indices used
	cells  [MaxLine]Placement // KindPlace, in reading order
	spot   [MaxLine]int8      // KindSpot, ascending
	tile   tiles.Tile         // KindSwap
	layout string             // KindClaim, the canonical layout text
}

// Pass returns the pass.
func Pass() Move { return Move{} }

// Place returns the move placing ps (1 to 6 tiles; each square once). It
// fails, wrapping ErrNoTiles, ErrLineTooLong, ErrSyntax or ErrOccupied,
// when no tile is placed, more than six are, a tile is not a sumoku tile
// (or a 9 is not a 6) or two share a square. Whether the move is legal is
// for State.Validate to say.
func Place(ps ...Placement) (Move, error) {
	switch {
	case len(ps) == 0:
		return Move{}, fmt.Errorf("sumoku: %w: a placement needs at least one tile (write - to pass)", ErrNoTiles)
	case len(ps) > MaxLine:
		return Move{}, fmt.Errorf("sumoku: %w: %d tiles in one move would make a line of more than %d", ErrLineTooLong, len(ps), MaxLine)
	}
	l, err := NewLayout(ps...)
	if err != nil {
		return Move{}, err
	}
	m := Move{kind: KindPlace, n: int8(len(ps))}
	copy(m.cells[:], l.ps)
	return m, nil
}

// Swap returns speed player p's swap of tile t for new ones.
func Swap(p int, t tiles.Tile) Move { return Move{kind: KindSwap, player: p, tile: t} }

// Claim returns player p's claim that l lays out all of p's tiles validly
// (speed and team), or all the tiles drawn so far (solo).
func Claim(p int, l Layout) Move { return Move{kind: KindClaim, player: p, layout: l.String()} }

// ClaimSpot returns spot player p's claim that the face-up tiles at the
// given indices (from 0) form a line. It fails, wrapping ErrSyntax, when
// an index repeats or is out of 0–63, or more than six are given.
func ClaimSpot(p int, idx ...int) (Move, error) {
	if len(idx) == 0 || len(idx) > MaxLine {
		return Move{}, fmt.Errorf("sumoku: %w: a spot claim names 1-%d tiles, not %d", ErrSyntax, MaxLine, len(idx))
	}
	m, ok := claimSpot(p, slices.Clone(idx))
	if !ok {
		return Move{}, fmt.Errorf("sumoku: %w: spot claim %v: indices must be distinct, 0-63", ErrSyntax, idx)
	}
	return m, nil
}

// claimSpot is ClaimSpot for 1 to MaxLine indices, which it sorts in
// place; false when one repeats or is out of 0–63.
func claimSpot(p int, idx []int) (Move, bool) {
	slices.Sort(idx)
	m := Move{kind: KindSpot, player: p, n: int8(len(idx))}
	for i, x := range idx {
		if x < 0 || x > 63 || (i > 0 && idx[i-1] == x) {
			return Move{}, false
		}
		m.spot[i] = int8(x)
	}
	return m, true
}

// Stop returns solo player p's decision to stop.
func Stop(p int) Move { return Move{kind: KindStop, player: p} }

// Kind returns what the move does.
func (m Move) Kind() MoveKind { return m.kind }

// Player returns the seat a swap, claim, spot claim or stop names; 0 for
// placements and passes, which the player to move makes.
func (m Move) Player() int { return m.player }

// IsPass reports whether m is the pass.
func (m Move) IsPass() bool { return m == Move{} }

// Placements returns the tiles a placement move puts down, in reading
// order (nil for other kinds).
func (m Move) Placements() []Placement {
	if m.kind != KindPlace {
		return nil
	}
	return slices.Clone(m.cells[:m.n])
}

// Len returns how many tiles a placement move puts down (0 for other
// kinds): len(m.Placements()) without the copy.
func (m Move) Len() int {
	if m.kind != KindPlace {
		return 0
	}
	return int(m.n)
}

// Tile returns the tile a swap gives back.
func (m Move) Tile() tiles.Tile { return m.tile }

// Layout returns a claim's layout (the empty layout for other kinds).
func (m Move) Layout() Layout {
	l, _ := ParseLayout(m.layout) // written by Claim from a valid Layout
	return l
}

// Indices returns a spot claim's face-up indices, ascending.
func (m Move) Indices() []int {
	if m.kind != KindSpot {
		return nil
	}
	out := make([]int, m.n)
	for i := range out {
		out[i] = int(m.spot[i])
	}
	return out
}

// String returns the move's notation (see Move).
func (m Move) String() string {
	if m.kind == KindPass && m.player == 0 {
		return "-"
	}
	return string(m.appendText(make([]byte, 0, m.textLen())))
}

// textLen is about the length of m's notation, to size a buffer.
func (m Move) textLen() int {
	return 8 + 9*int(m.n) + len(m.layout)
}

// appendText appends m's notation (String) to b.
func (m Move) appendText(b []byte) []byte {
	switch m.kind {
	case KindPass:
		if m.player == 0 {
			return append(b, '-')
		}
	case KindPlace:
		return appendPlacements(b, m.cells[:m.n])
	case KindSwap, KindClaim, KindSpot, KindStop:
		b = strconv.AppendInt(b, int64(m.player), 10)
		b = append(b, ' ')
		b = append(b, kindNames[m.kind]...)
		switch m.kind {
		case KindSwap:
			b = append(b, ' ')
			b = appendFace(b, m.tile, false)
		case KindClaim:
			if m.layout != "" {
				b = append(b, ' ')
				b = append(b, m.layout...)
			}
		case KindSpot:
			for _, x := range m.spot[:m.n] {
				b = append(b, ' ')
				b = strconv.AppendInt(b, int64(x), 10)
			}
		}
		return b
	}
	return fmt.Appendf(b, "?%d:%d", m.kind, m.player)
}

// MarshalText implements encoding.TextMarshaler with the String form;
// JSON uses it too. A move that cannot be written fails.
func (m Move) MarshalText() ([]byte, error) {
	s := m.String()
	if strings.Contains(s, "?") || m.player < 0 || m.player >= MaxPlayers {
		return nil, fmt.Errorf("sumoku: %w: move %s cannot be written", ErrSyntax, notation.Quote(s))
	}
	return []byte(s), nil
}

// UnmarshalText implements encoding.TextUnmarshaler; see ParseMove.
func (m *Move) UnmarshalText(b []byte) error { return notation.Into(m, b, parseMove) }

// ParseMove reads a move's notation (see Move). The move is not checked
// against s (use State.Validate); s names the player in an error. Text
// that cannot be read gives a *MoveError wrapping ErrSyntax, with the
// zero Move, naming the seat the text starts with, or else s's player to
// move.
func ParseMove(s State, text string) (Move, error) { return s.ParseMove(text) }

// ParseMove reads a move's notation; it is the package ParseMove.
func (s State) ParseMove(text string) (Move, error) {
	m, err := parseMove(text)
	if err != nil && s.players > 0 {
		p := s.turn
		if fs := strings.Fields(text); len(fs) > 0 {
			if n, aerr := strconv.Atoi(fs[0]); aerr == nil && n >= 0 && n < s.players && strconv.Itoa(n) == fs[0] {
				p = n
			}
		}
		err.(*MoveError).Player = s.Name(p)
	}
	return m, err
}

// ParseMoveAs reads a move sent by seat, who may leave itself out where
// a move names its player (a swap, a claim, a spot claim, a stop):
// "swap R3", "claim 0,0=R3 0,1=Y2", "spot 0 3 5 7" and "stop" are seat's.
// Text that names a seat, and placements and the pass (which name none),
// are read as ParseMove reads them. It checks nothing about the seat:
// tilekit.Game's ValidateAs and PlayAs refuse a seat that may not move
// before they call it, and a move it reads for another seat after.
func (s State) ParseMoveAs(seat int, text string) (Move, error) {
	fs := strings.Fields(text)
	if len(fs) == 0 || !isKeyword(fs[0]) {
		m, err := parseMove(text)
		if err != nil {
			err.(*MoveError).Player = s.Name(seat)
		}
		return m, err
	}
	m, err := parseMove(strconv.Itoa(seat) + " " + strings.TrimLeft(text, " \t\r\n\v\f"))
	if err != nil {
		me := err.(*MoveError)
		me.Player, me.Text = s.Name(seat), clip(text)
	}
	return m, err
}

// isKeyword reports whether f starts a move of the simultaneous variants.
func isKeyword(f string) bool {
	for _, k := range []string{"swap", "claim", "spot", "stop"} {
		if notation.EqualFold(f, k) {
			return true
		}
	}
	return false
}

// maxMoveText bounds the text of one move: a claim of a whole tile set.
const maxMoveText = 16 * (MaxTiles + 8)

// parseMove reads a move; a failure is a *MoveError wrapping ErrSyntax
// whose Detail says what is wrong.
func parseMove(text string) (Move, error) {
	m, detail := readMove(text)
	if detail != "" {
		return Move{}, &MoveError{Text: clip(text), Err: ErrSyntax, Detail: detail}
	}
	return m, nil
}

// readMove reads a move, or says in words why it cannot.
func readMove(text string) (Move, string) {
	if len(text) > maxMoveText {
		return Move{}, fmt.Sprintf("a move of %d characters is too long", len(text))
	}
	var buf [MaxLine + 2]string
	fs := buf[:0]
	for f := range strings.FieldsSeq(text) {
		fs = append(fs, f)
		if len(fs) == 2 && notation.EqualFold(f, "claim") {
			break // the placements are read from the text
		}
	}
	if len(fs) == 0 {
		return Move{}, "the move is empty (write - to pass)"
	}
	if len(fs) == 1 && fs[0] == "-" {
		return Move{}, ""
	}
	if strings.Contains(fs[0], "=") {
		return readPlace(text)
	}
	p, err := strconv.Atoi(fs[0])
	if err != nil || p < 0 || p >= MaxPlayers || strconv.Itoa(p) != fs[0] || len(fs) < 2 {
		return Move{}, fmt.Sprintf("%s is not a move: write placements like 0,0=R3, - to pass, or swap, claim, spot or stop", notation.Quote(text))
	}
	if notation.EqualFold(fs[1], "claim") {
		return readClaim(p, afterField(afterField(text)))
	}
	return readSeatMove(p, fs[1], fs[2:])
}

// afterField returns text after its first field.
func afterField(text string) string {
	text = strings.TrimLeftFunc(text, unicode.IsSpace)
	if i := strings.IndexFunc(text, unicode.IsSpace); i >= 0 {
		return text[i:]
	}
	return ""
}

// readClaim reads the layout of player p's claim, such as "0,0=R3
// 0,1=Y2".
func readClaim(p int, text string) (Move, string) {
	ps, err := readPlacements(text)
	if err != nil {
		return Move{}, err.Error()
	}
	l, perr := sortLayout(ps)
	if perr != nil {
		return Move{}, perr.detail
	}
	return Claim(p, l), ""
}

// readPlace reads a placing move, such as "0,0=R3 0,1=Y2".
func readPlace(text string) (Move, string) {
	ps, err := readPlacements(text)
	if err != nil {
		return Move{}, err.Error()
	}
	if len(ps) > MaxLine {
		return Move{}, fmt.Sprintf("%d tiles in one move: a line holds at most %d", len(ps), MaxLine)
	}
	l, perr := newLayout(ps)
	if perr != nil {
		return Move{}, perr.detail
	}
	m := Move{kind: KindPlace, n: int8(len(ps))}
	copy(m.cells[:], l.ps)
	return m, ""
}

// readSeatMove reads the move of player p named by the keyword kw (swap,
// spot or stop; readClaim reads a claim) with its arguments.
func readSeatMove(p int, kw string, args []string) (Move, string) {
	switch {
	case notation.EqualFold(kw, "swap"):
		if len(args) != 1 {
			return Move{}, "a swap names one tile, like swap R3"
		}
		t, _, err := parseTile(args[0], false)
		if err != nil {
			return Move{}, err.Error()
		}
		return Swap(p, t), ""
	case notation.EqualFold(kw, "spot"):
		if len(args) == 0 || len(args) > MaxLine {
			return Move{}, fmt.Sprintf("a spot claim names 1 to %d face-up tiles by their places, like spot 0 3 5 7", MaxLine)
		}
		var buf [MaxLine]int
		idx := buf[:len(args)]
		for i, a := range args {
			n, err := strconv.Atoi(a)
			if err != nil || strconv.Itoa(n) != a {
				return Move{}, fmt.Sprintf("%s is not the place of a face-up tile (0, 1, 2, ...)", notation.Quote(a))
			}
			idx[i] = n
		}
		m, ok := claimSpot(p, idx)
		if !ok {
			return Move{}, "a spot claim names each face-up tile once, by its place from 0 to 63"
		}
		return m, ""
	case notation.EqualFold(kw, "stop"):
		if len(args) != 0 {
			return Move{}, "stop takes nothing more"
		}
		return Stop(p), ""
	}
	return Move{}, fmt.Sprintf("%s is not swap, claim, spot or stop", notation.Quote(kw))
}

// clip shortens caller input for an error message.
func clip(s string) string { return notation.Clip(s) }
