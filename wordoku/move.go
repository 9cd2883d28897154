package wordoku

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// MoveKind says what a Move does.
type MoveKind uint8

// The kinds of move. The zero MoveKind is no move: the zero Move is rejected.
const (
	KindNone     MoveKind = iota // the zero Move; always rejected
	KindArrange                  // a player lays out their whole grid
	KindSwap                     // a player swaps one tile for an unseen one of its symbol
	KindWild                     // a player turns one tile into the wild
	KindFinish                   // a player is done with the round
	KindEndRound                 // the round's time is up
)

// kinds is the text form of MoveKind: the verbs of the move notation.
var kinds = notation.Enum[MoveKind]{Pkg: "wordoku", Kind: "move kind", Names: []string{"none", "arrange", "swap", "wild", "finish", "endround"}, Err: ErrBadMove}

// String returns the verb the move notation uses for k.
func (k MoveKind) String() string { return kinds.Name(k) }

// MarshalText writes the verb, so that JSON shows words.
func (k MoveKind) MarshalText() ([]byte, error) { return kinds.Marshal(k) }

// A Move is one action in a round. Every move but EndRound names the
// player who makes it, since everyone plays at once. It is a small
// comparable value; build it with Arrange, Swap, Wild, Finish or EndRound,
// or read it with ParseMove. Fields a kind does not use are zero (Player
// is -1 for EndRound).
//
// State.Mask (and so tilekit.Game's HistoryFor and LastMoveFor) hands
// out another player's arrangement, swap or wild of the round being
// played with its grid, cell and letter left out: such a move reports
// Hidden, writes only its player and verb ("1 swap") and is refused by
// Validate.
type Move struct {
	Kind   MoveKind
	Player int
	// Grid is the whole arrangement of an Arrange move.
	Grid Grid
	// Row and Col name the cell of a Swap or Wild move.
	Row, Col int
	// Letter is the letter a Wild stands for, 'A'–'Z'.
	Letter byte
	// Round is the round an EndRound ends, counting from 1.
	Round int

	hidden bool
}

// Hidden reports whether m is another player's move with its content
// left out, as State.Mask gives it.
func (m Move) Hidden() bool { return m.hidden }

// hide returns m as a player who may not see its content knows it: its
// kind and player.
func (m Move) hide() Move { return Move{Kind: m.Kind, Player: m.Player, hidden: true} }

// Arrange returns the move in which player p lays out g: a new order of
// the tiles p holds (the wild, if turned, included with its letter).
func Arrange(p int, g Grid) Move { return Move{Kind: KindArrange, Player: p, Grid: g} }

// Swap returns the move in which player p swaps the tile at row r, column
// c for a random unseen tile of the same symbol, which takes its cell. The
// old tile leaves play for the round. Each symbol may be swapped once per
// round.
func Swap(p, r, c int) Move { return Move{Kind: KindSwap, Player: p, Row: r, Col: c} }

// Wild returns the move in which player p turns the tile at row r, column
// c over: it stands for letter l (any of A–Z, Q included; lower case is
// read as upper case) across and down, worth 0, and keeps its symbol. One
// wild per round.
func Wild(p, r, c int, l byte) Move {
	if 'a' <= l && l <= 'z' {
		l -= 'a' - 'A'
	}
	return Move{Kind: KindWild, Player: p, Row: r, Col: c, Letter: l}
}

// Finish returns the move in which player p says they are done with the
// round. When the last player still playing finishes, the round ends.
func Finish(p int) Move { return Move{Kind: KindFinish, Player: p} }

// EndRound returns the table's move that ends round r (rounds count from
// 1): what Expire applies when the round's timer fires, and what a record
// of the game holds. Naming the round keeps a late timer from ending the
// next round. No seat may send it: its Mover is tilekit.Onlooker.
func EndRound(r int) Move { return Move{Kind: KindEndRound, Player: -1, Round: r} }

// canonical reports why m is not a move any game could accept on its
// form alone: an unknown kind, or fields its kind does not use.
func (m Move) canonical() error {
	if m.hidden {
		return fmt.Errorf("a hidden move cannot be played")
	}
	z := Move{Kind: m.Kind, Player: m.Player}
	switch m.Kind {
	case KindArrange:
		z.Grid = m.Grid
		if m.Grid.Size() == 0 {
			return fmt.Errorf("an arrangement needs a grid")
		}
		for _, t := range m.Grid.Tiles() {
			if err := checkCell(t); err != nil {
				return fmt.Errorf("grid: %v", err)
			}
		}
	case KindSwap:
		z.Row, z.Col = m.Row, m.Col
	case KindWild:
		z.Row, z.Col, z.Letter = m.Row, m.Col, m.Letter
		if m.Letter < 'A' || m.Letter > 'Z' {
			return fmt.Errorf("%w: the wild's letter %s is not one of A-Z", ErrWildLetter, strconv.QuoteRune(rune(m.Letter)))
		}
	case KindFinish:
	case KindEndRound:
		z.Round = m.Round
		if m.Player != -1 {
			return fmt.Errorf("the end of a round names no player")
		}
		if m.Round < 0 || m.Round > MaxRounds {
			return fmt.Errorf("round %d is not 1-%d", m.Round, MaxRounds)
		}
	default:
		return fmt.Errorf("there is no kind of move %d", m.Kind)
	}
	if z != m {
		return fmt.Errorf("the move holds more than a %v move says", m.Kind)
	}
	if m.Kind != KindEndRound && (m.Player < 0 || m.Player > maxSeatText) {
		return fmt.Errorf("player %d is not a seat number 0-%d", m.Player, maxSeatText)
	}
	if (m.Kind == KindSwap || m.Kind == KindWild) && (m.Row < 0 || m.Row > 9 || m.Col < 0 || m.Col > 9) {
		return fmt.Errorf("cell %d,%d is off the grid", m.Row, m.Col)
	}
	return nil
}

// String returns m in the move notation:
//
//	0 arrange C.c A.s T.q S.o / B.s D.q G.o H.c / ...
//	1 swap 12        the tile in row 1, column 2
//	1 wild 30=Q      the tile in row 3, column 0 becomes a wild Q
//	0 finish
//	endround 1
//
// Players are seats from 0, cells are row then column from 0, rounds
// count from 1.
func (m Move) String() string {
	if m.Kind == KindEndRound {
		return "endround " + strconv.Itoa(m.Round)
	}
	s := strconv.Itoa(m.Player) + " " + m.Kind.String()
	if m.hidden {
		return s
	}
	switch m.Kind {
	case KindArrange:
		if m.Grid.Size() > 0 {
			s += " " + m.Grid.String()
		}
	case KindSwap:
		s += " " + cellName(m.Row, m.Col)
	case KindWild:
		s += " " + cellName(m.Row, m.Col) + "=" + string(rune(m.Letter))
	}
	return s
}

// maxSeatText is the largest seat number the notation reads.
const maxSeatText = 99

func cellName(r, c int) string {
	if r >= 0 && r <= 9 && c >= 0 && c <= 9 {
		return string([]byte{byte('0' + r), byte('0' + c)})
	}
	return strconv.Itoa(r) + "," + strconv.Itoa(c)
}

// MarshalText writes m in the move notation (a Hidden move as its player
// and verb). It fails for a move that no game accepts on its form alone
// (see ParseMove), which therefore has no notation.
func (m Move) MarshalText() ([]byte, error) {
	if m.hidden && m.Player >= 0 && m.Player <= maxSeatText && (m.Kind == KindArrange || m.Kind == KindSwap || m.Kind == KindWild) {
		return []byte(m.String()), nil
	}
	if err := m.canonical(); err != nil {
		return nil, fmt.Errorf("wordoku: %w: %v", ErrBadMove, err)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads the notation MarshalText writes, a Hidden move's
// included; see ParseMove.
func (m *Move) UnmarshalText(b []byte) error {
	text := string(b)
	if h, ok := parseHidden(text); ok {
		*m = h
		return nil
	}
	v, err := parseMove(text)
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// parseHidden reads a Hidden move's text, "1 swap".
func parseHidden(text string) (Move, bool) {
	head, rest := nextField(text)
	verb, extra := nextField(rest)
	p, err := strconv.Atoi(head)
	if err != nil || p < 0 || p > maxSeatText || head[0] == '+' || extra != "" {
		return Move{}, false
	}
	for _, k := range []MoveKind{KindArrange, KindSwap, KindWild} {
		if notation.EqualFold(verb, k.String()) {
			return Move{Kind: k, Player: p}.hide(), true
		}
	}
	return Move{}, false
}

// ParseMove reads a move in the notation of Move.String. Verbs match in
// any ASCII case and fields may be separated by any amount of space.
// Whether the move is legal is for State.Validate to say; s names the
// player in an error. Text that cannot be read is a *MoveError wrapping
// ErrSyntax, naming the player whose seat the text starts with, if it
// is one of s's.
func ParseMove(s State, text string) (Move, error) { return s.ParseMove(text) }

// ParseMove reads a move; see the package function ParseMove.
func (s State) ParseMove(text string) (Move, error) {
	m, err := parseMove(text)
	if err == nil {
		return m, nil
	}
	if f := strings.Fields(text); len(f) > 0 && isSeatNumber(f[0]) {
		if p, _ := strconv.Atoi(f[0]); p < s.players {
			var me *MoveError
			if errors.As(err, &me) {
				me.Player = s.Name(p)
			}
		}
	}
	return m, err
}

// ParseMoveAs reads a move that seat sends, as a person types it: the
// notation of Move.String with the seat number left out or given, or two
// cells of seat's grid to exchange ("12 30" and "0 12 30" both lay out
// seat's grid with the tiles at 12 and 30 changed round, an Arrange
// move):
//
//	12 30            exchange two cells of seat's grid
//	swap 12          swap the tile at row 1, column 2
//	wild 30=Q        turn the tile at row 3, column 0 into a wild Q
//	finish
//	arrange C.c A.s T.q S.o / ...
//
// tilekit.Game's ValidateAs and PlayAs read a seat's text with it, once
// they have checked that the seat may move; they then refuse a move whose
// Mover is not the seat (text naming another seat, or "endround 1").
// Text that cannot be read is a *MoveError wrapping ErrSyntax; an
// exchange of a cell off the grid wraps ErrBadMove, and text that leaves
// the seat out, sent for a seat that does not play, ErrUnknownPlayer.
func (s State) ParseMoveAs(seat int, text string) (Move, error) {
	f := strings.Fields(text)
	switch {
	case len(f) == 3 && isSeatNumber(f[0]) && isCell(f[1]) && isCell(f[2]):
		p, _ := strconv.Atoi(f[0])
		return s.exchange(p, f[1], f[2], text)
	case len(f) == 2 && isCell(f[0]) && isCell(f[1]):
		return s.exchange(seat, f[0], f[1], text)
	case len(f) > 0 && !isSeatNumber(f[0]) && !notation.EqualFold(f[0], "endround"):
		if seat < 0 || seat >= s.players {
			return Move{}, s.noSeat(seat, text)
		}
		text = strconv.Itoa(seat) + " " + strings.TrimLeft(text, " \t")
	}
	return s.ParseMove(text)
}

// noSeat is the refusal of text read for seat, which does not play.
func (s State) noSeat(seat int, text string) error {
	return &MoveError{Text: notation.Clip(text), Err: ErrUnknownPlayer,
		Detail: fmt.Sprintf("seat %d does not play in this game (%d players, numbered 0-%d in moves)", seat, s.players, s.players-1)}
}

// exchange is the Arrange move of seat p that changes round the tiles at
// cells a and b of p's grid.
func (s State) exchange(p int, a, b, text string) (Move, error) {
	if p < 0 || p >= s.players {
		return Move{}, s.noSeat(p, text)
	}
	g := s.Grid(p)
	r1, c1, _ := parseCellName(a)
	r2, c2, _ := parseCellName(b)
	n := g.Size()
	if r1 >= n || c1 >= n || r2 >= n || c2 >= n {
		return Move{}, &MoveError{Player: s.Name(p), Text: notation.Clip(text), Err: ErrBadMove,
			Detail: fmt.Sprintf("a cell is off the %dx%d grid (rows and columns are 0-%d)", n, n, n-1)}
	}
	return Arrange(p, g.Swapped(r1, c1, r2, c2)), nil
}

func isSeatNumber(f string) bool {
	p, err := strconv.Atoi(f)
	return err == nil && p >= 0 && p <= maxSeatText && f[0] != '+' && !isCell(f)
}

func isCell(f string) bool {
	_, _, ok := parseCellName(f)
	return ok
}

func syntaxError(text, detail string) error {
	return &MoveError{Text: notation.Clip(text), Err: ErrSyntax, Detail: detail}
}

func parseMove(text string) (Move, error) {
	head, rest := nextField(text)
	if head == "" {
		return Move{}, syntaxError(text, "the move is empty")
	}
	if notation.EqualFold(head, "endround") {
		arg, extra := nextField(rest)
		r, err := strconv.Atoi(arg)
		if err != nil || extra != "" || r < 0 || r > MaxRounds || arg[0] == '+' {
			return Move{}, syntaxError(text, fmt.Sprintf("want endround and a round number 1-%d", MaxRounds))
		}
		return EndRound(r), nil
	}
	p, err := strconv.Atoi(head)
	if err != nil || p < 0 || p > maxSeatText || head[0] == '+' {
		return Move{}, syntaxError(text, "want a verb (arrange, swap, wild or finish), after the player's number (from 0) where the move names it")
	}
	verb, rest := nextField(rest)
	switch {
	case notation.EqualFold(verb, "arrange"):
		g, err := parseGrid(rest)
		if err != nil {
			return Move{}, syntaxError(text, err.Error())
		}
		if g.Size() == 0 {
			return Move{}, syntaxError(text, "arrange needs the whole grid: arrange C.c A.s T.q S.o / ...")
		}
		return Arrange(p, g), nil
	case notation.EqualFold(verb, "swap"):
		arg, extra := nextField(rest)
		r, c, ok := parseCellName(arg)
		if !ok || extra != "" {
			return Move{}, syntaxError(text, "want swap and a cell, row then column: swap 12")
		}
		return Swap(p, r, c), nil
	case notation.EqualFold(verb, "wild"):
		arg, extra := nextField(rest)
		cell, l, found := strings.Cut(arg, "=")
		r, c, ok := parseCellName(cell)
		if !ok || !found || extra != "" || len(l) == 0 {
			return Move{}, syntaxError(text, "want wild, a cell and a letter: wild 12=Q")
		}
		if len(l) != 1 || !(('A' <= l[0] && l[0] <= 'Z') || ('a' <= l[0] && l[0] <= 'z')) {
			return Move{}, syntaxError(text, fmt.Sprintf("the wild's letter %s is not a letter A-Z", notation.Char(l)))
		}
		return Wild(p, r, c, l[0]), nil
	case notation.EqualFold(verb, "finish"):
		if rest != "" {
			return Move{}, syntaxError(text, "finish takes nothing after it")
		}
		return Finish(p), nil
	}
	return Move{}, syntaxError(text, fmt.Sprintf("unknown verb %s (want arrange, swap, wild or finish)", notation.Quote(verb)))
}

// nextField splits off the first space-separated field of s and returns
// the rest with its leading space trimmed.
func nextField(s string) (field, rest string) {
	s = strings.TrimLeft(s, " \t")
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimLeft(s[i:], " \t")
}

// parseCellName reads "<row><col>", two digits.
func parseCellName(s string) (r, c int, ok bool) {
	if len(s) != 2 || s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9' {
		return 0, 0, false
	}
	return int(s[0] - '0'), int(s[1] - '0'), true
}
