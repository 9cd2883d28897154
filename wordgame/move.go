package wordgame

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// Direction is the way a placement's main word runs.
type Direction uint8

// The two directions.
const (
	Across Direction = iota // left to right along a row
	Down                    // top to bottom along a column
)

// directions is the text form of Direction.
var directions = notation.Enum[Direction]{Pkg: "wordgame", Kind: "direction", Names: []string{"across", "down"}}

// String returns "across" or "down".
func (d Direction) String() string { return directions.Name(d) }

// MoveKind says what a move does. Kinds start at 1 so the zero Move is
// invalid.
type MoveKind uint8

// The kinds of move.
const (
	KindPlace    MoveKind = iota + 1 // put tiles on the board
	KindPass                         // do nothing
	KindExchange                     // give tiles back for new ones
)

var kindNames = [...]string{"invalid", "place", "pass", "exchange"}

// String returns "place", "pass", "exchange" or "invalid".
func (k MoveKind) String() string { return notation.Name(kindNames[:], k, "kind") }

// A Move is one turn: a placement, a pass or an exchange. It is a small
// comparable value; build it with Place, Pass or Exchange, read it from
// text with ParseMove, or take it from the move generator. The zero Move
// is invalid.
//
// A move belongs to the alphabet of its game (alpha numbers it; 0 is
// English): its letters are codes in that alphabet ('A'+index, so 'A'–'Z'
// in English). For a placement, tiles[:n] covers the whole main word from
// its first to its last letter, board tiles included: a letter's code is
// a new natural tile, the code with tiles.Lower set a new blank standing
// for that letter, and 0 a square already occupied ('.' in notation). A
// placement is in normal form when its span
// takes in every board tile touching either end of it, and when a
// single-tile placement runs Across if the tile has a horizontal
// neighbour and Down otherwise; State.Normalize and ParseMove produce that
// form and Validate rejects any other. For an exchange, tiles[:n] are the
// letters given back (codes, '?' for a blank), sorted with blanks last.
// A pass has no alphabet (alpha 0).
type Move struct {
	kind     MoveKind
	row, col uint8 // 0-based first square of the main word
	dir      Direction
	n        uint8 // squares used in tiles
	alpha    uint8 // the alphabet of the letters (alphabetID)
	tiles    [MaxBoardSize]byte
}

// Pass returns the move that passes the turn.
func Pass() Move { return Move{kind: KindPass} }

// Exchange returns the move that gives back the given tiles: English
// letters A–Z (either case) and '?' for a blank, in any order. For a game
// in another alphabet, read the exchange with ParseMove ("-[CH]A?").
func Exchange(letters string) (Move, error) {
	m, detail := exchange(tiles.English(), letters)
	if detail != "" {
		return Move{}, fmt.Errorf("wordgame: %w: %s", ErrSyntax, detail)
	}
	return m, nil
}

// exchange builds an exchange of letters of alphabet a (either case, '?'
// a blank), or says in words why it cannot.
func exchange(a *tiles.Alphabet, letters string) (Move, string) {
	m := Move{kind: KindExchange, alpha: alphabetID(a)}
	tooMany := fmt.Sprintf("an exchange gives back 1 to %d tiles", MaxBoardSize)
	// In English a letter is a byte, so the length is checked first, as
	// it always was; other alphabets count letters as they read them.
	if len(letters) == 0 || len(letters) > MaxBoardSize && a == tiles.English() || len(letters) > 6*MaxBoardSize {
		return Move{}, tooMany
	}
	n := 0
	for i := 0; i < len(letters); {
		codes, size := "?", 1
		if letters[i] != '?' {
			codes, size = a.Next(letters[i:])
		}
		if size == 0 {
			return Move{}, fmt.Sprintf("exchange %s: %s is not a letter or '?'", notation.Quote(letters), notation.CharAt(letters, i))
		}
		for j := 0; j < len(codes); j++ {
			if n == MaxBoardSize {
				return Move{}, tooMany
			}
			m.tiles[n] = upper(codes[j])
			n++
		}
		i += size
	}
	m.n = uint8(n)
	sortRack(m.tiles[:m.n])
	return m, ""
}

// exchangeOf returns the exchange of rack codes ('?' a blank) of the
// alphabet numbered alpha, and false when there are not 1 to
// MaxBoardSize of them.
func exchangeOf(alpha uint8, codes []byte) (Move, bool) {
	if len(codes) == 0 || len(codes) > MaxBoardSize {
		return Move{}, false
	}
	m := Move{kind: KindExchange, alpha: alpha, n: uint8(len(codes))}
	copy(m.tiles[:], codes)
	sortRack(m.tiles[:m.n])
	return m, true
}

// hiddenExchange returns an exchange of n tiles whose letters are left
// out: how another seat sees an exchange (see State.Mask).
func hiddenExchange(n int) Move {
	return Move{kind: KindExchange, n: uint8(n)}
}

// Hidden reports whether m is an exchange whose tiles are left out, as
// State.Mask and View show another seat's exchange: it writes as "-3"
// (the count), and it cannot be played.
func (m Move) Hidden() bool { return m.kind == KindExchange && m.n > 0 && m.tiles[0] == 0 }

// Place returns the placement of word starting at square (row, col),
// 0-based, running in direction dir, in English. In word an upper-case
// letter is a new tile, a lower-case letter a blank standing for that
// letter, and '.' a square already holding a tile. Place does not know the
// board: the move must already be in normal form (State.Normalize or
// ParseMove give it). PlaceIn places a word of another alphabet.
func Place(row, col int, dir Direction, word string) (Move, error) {
	return PlaceIn(tiles.English(), row, col, dir, word)
}

// PlaceIn is Place for a game in alphabet a: word is read in a, letters
// of several characters whole ("[CH]E" or "CHE" in Spanish: CH, then E),
// a lower-case letter a blank, '.' a board tile.
func PlaceIn(a *tiles.Alphabet, row, col int, dir Direction, word string) (Move, error) {
	m, off, detail := place(a, row, col, dir, word)
	switch {
	case off:
		return Move{}, fmt.Errorf("wordgame: %w: %s", ErrOffBoard, detail)
	case detail != "":
		return Move{}, fmt.Errorf("wordgame: %w: %s", ErrSyntax, detail)
	}
	return m, nil
}

// place builds a placement in alphabet a, or says in words why it cannot
// (off reports that it does not fit on any board).
func place(a *tiles.Alphabet, row, col int, dir Direction, word string) (m Move, off bool, detail string) {
	if dir > Down {
		return Move{}, false, "unknown direction"
	}
	if row < 0 || col < 0 || row >= MaxBoardSize || col >= MaxBoardSize {
		return Move{}, true, fmt.Sprintf("square %s is outside any board", squareText(row, col))
	}
	if len(word) == 0 {
		return Move{}, false, "the word is empty"
	}
	end := col
	if dir == Down {
		end = row
	}
	var buf [MaxBoardSize + 8]byte
	codes, bad := parseSquares(a, buf[:0], word)
	n := len(codes)
	if bad >= 0 {
		n = len(word)
	}
	if end+n > MaxBoardSize {
		return Move{}, true, fmt.Sprintf("%s from %s runs past the edge of any board", notation.Quote(word), squareText(row, col))
	}
	if bad >= 0 {
		return Move{}, false, fmt.Sprintf("%s: %s is not a letter or '.'", notation.Quote(word), notation.CharAt(word, bad))
	}
	m = Move{kind: KindPlace, row: uint8(row), col: uint8(col), dir: dir, n: uint8(n), alpha: alphabetID(a)}
	copy(m.tiles[:], codes)
	return m, false, ""
}

// parseSquares appends to dst the codes of a placement's squares written
// in alphabet a: 0 for '.', a letter's code for an upper-case letter, the
// code with tiles.Lower for a lower-case one. It stops past MaxBoardSize
// squares (the caller finds the word too long), and returns the byte
// offset of the first thing that is not a letter or '.', or -1.
//
// A '.' is always a board tile, never part of a letter: a letter is read
// from the text before the next '.' (outside brackets), so Catalan L.L,
// which a word list reads as L·L, is here L, a board tile and L, as a
// move through a board tile between two L tiles writes itself.
func parseSquares(a *tiles.Alphabet, dst []byte, word string) ([]byte, int) {
	dot := -1 // the next '.' at or after i, or len(word)
	for i := 0; i < len(word); {
		if len(dst) > MaxBoardSize {
			return dst, -1
		}
		if word[i] == '.' {
			dst = append(dst, 0)
			i++
			continue
		}
		if dot < i {
			dot = len(word)
			if j := strings.IndexByte(word[i:], '.'); j >= 0 {
				dot = i + j
			}
		}
		end := dot
		if word[i] == '[' {
			end = len(word) // a bracket names its letter whole
		}
		codes, size := a.Next(word[i:end])
		if size == 0 {
			return dst, i
		}
		dst = append(dst, codes...)
		i += size
	}
	return dst, -1
}

// squareText names a square for a message: "8H" on any board, or its
// 1-based row and column when it is outside every board.
func squareText(row, col int) string {
	if row >= 0 && col >= 0 && row < MaxBoardSize && col < MaxBoardSize {
		return squareName(row, col)
	}
	return fmt.Sprintf("row %d, column %d", row+1, col+1)
}

// Kind returns what the move does.
func (m Move) Kind() MoveKind { return m.kind }

// Row returns the 0-based row of a placement's first square.
func (m Move) Row() int { return int(m.row) }

// Col returns the 0-based column of a placement's first square.
func (m Move) Col() int { return int(m.col) }

// Dir returns the direction of a placement's main word.
func (m Move) Dir() Direction { return m.dir }

// Len returns the number of squares a placement spans, or the number of
// tiles an exchange gives back.
func (m Move) Len() int { return int(m.n) }

// Word returns a placement's squares in notation ('.' for a board tile,
// lower case for a blank, a letter of several characters in brackets:
// "[CH]E") or an exchange's tiles ('?' for a blank).
func (m Move) Word() string {
	n := min(int(m.n), MaxBoardSize)
	a := m.Alphabet()
	if m.kind == KindExchange && !m.Hidden() {
		return string(appendRack(nil, a, m.tiles[:n]))
	}
	return string(appendSquares(nil, a, m.tiles[:n]))
}

// Alphabet returns the alphabet of the move's letters (English for a
// pass).
func (m Move) Alphabet() *tiles.Alphabet { return alphabetOf(m.alpha) }

// NewTiles returns the number of tiles a placement puts on the board.
func (m Move) NewTiles() int {
	if m.kind != KindPlace {
		return 0
	}
	k := 0
	for i := 0; i < int(m.n) && i < MaxBoardSize; i++ {
		if m.tiles[i] != 0 {
			k++
		}
	}
	return k
}

// Coord returns the coordinate of a placement in notation: "8H" (row 8,
// column H: across) or "H8" (down).
func (m Move) Coord() string {
	row := strconv.Itoa(int(m.row) + 1)
	col := string(rune('A' + m.col))
	if m.dir == Down {
		return col + row
	}
	return row + col
}

// String writes the move in notation: "8H WO.D" for a placement, "-" for
// a pass, "-ABC" for an exchange, "" for the zero Move.
func (m Move) String() string {
	switch m.kind {
	case 0:
		return ""
	case KindPass:
		return "-"
	case KindExchange:
		if m.Hidden() {
			return "-" + strconv.Itoa(int(m.n))
		}
		return "-" + m.Word()
	case KindPlace:
		return m.Coord() + " " + m.Word()
	}
	return fmt.Sprintf("move(kind %d)", m.kind)
}

// valid reports whether m is a well-formed value, whatever the board.
func (m Move) valid() bool {
	if m.n > MaxBoardSize {
		return false
	}
	for i := int(m.n); i < MaxBoardSize; i++ {
		if m.tiles[i] != 0 {
			return false
		}
	}
	switch m.kind {
	case KindPass:
		return m.n == 0 && m.row == 0 && m.col == 0 && m.dir == 0 && m.alpha == 0
	case KindExchange:
		return m.validExchange()
	case KindPlace:
		return m.validPlace()
	}
	return false
}

// validExchange reports whether exchange m names tiles in rack order and
// nothing else.
func (m Move) validExchange() bool {
	if m.n == 0 || m.row != 0 || m.col != 0 || m.dir != 0 {
		return false
	}
	a := m.Alphabet()
	for i := 0; i < int(m.n); i++ {
		x := m.tiles[i]
		if !(x == '?' || x < tiles.Lower && a.Has(x)) {
			return false
		}
		if i > 0 && rackLess(x, m.tiles[i-1]) {
			return false
		}
	}
	return true
}

// validPlace reports whether placement m fits a board of the largest size
// and holds only letters (blanks in lower case) and board squares (0).
func (m Move) validPlace() bool {
	if m.n == 0 || m.dir > Down || m.row >= MaxBoardSize || m.col >= MaxBoardSize {
		return false
	}
	start := int(m.col)
	if m.dir == Down {
		start = int(m.row)
	}
	if start+int(m.n) > MaxBoardSize {
		return false
	}
	a := m.Alphabet()
	for i := 0; i < int(m.n); i++ {
		if x := m.tiles[i]; x != 0 && !a.Has(x) {
			return false
		}
	}
	return true
}

// MarshalText writes the move's notation, with '.' for every board tile,
// so that UnmarshalText reads back the identical value without a board.
// The zero Move is written as "", and an exchange whose tiles are hidden
// (see Hidden) as its count, "-3". A move in an alphabet other than
// English is prefixed with the alphabet's name and a colon
// ("spanish:8H [CH]E").
func (m Move) MarshalText() ([]byte, error) {
	if m.kind == 0 && m == (Move{}) {
		return []byte{}, nil
	}
	if !m.valid() && !m.hiddenValid() {
		return nil, fmt.Errorf("wordgame: %w: cannot write an invalid move (%s)", ErrBadMove, m.kind)
	}
	if m.alpha != 0 {
		return []byte(m.Alphabet().Name() + ":" + m.String()), nil
	}
	return []byte(m.String()), nil
}

// hiddenValid reports whether m is a well-formed hidden exchange.
func (m Move) hiddenValid() bool {
	return m.Hidden() && m.n <= MaxBoardSize && m.row == 0 && m.col == 0 && m.dir == 0 && m.tiles == [MaxBoardSize]byte{}
}

// UnmarshalText reads the notation MarshalText writes, without a board: a
// letter is always a new tile (use ParseMove to resolve letters written
// over board tiles), and "-3" is an exchange of three hidden tiles. ""
// reads as the zero Move, and a prefix "name:" names the alphabet (see
// MarshalText; English without one). Text that does not read is a
// *MoveError wrapping ErrSyntax.
func (m *Move) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*m = Move{}
		return nil
	}
	a := tiles.English()
	if name, rest, ok := strings.Cut(string(text), ":"); ok {
		if a, ok = tiles.LookupAlphabet(name); !ok {
			return syntaxError("", string(text), "%s is not an alphabet", notation.Quote(name))
		}
		text = []byte(rest)
	}
	v, err := parseNotationIn(a, string(text), true)
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// syntaxError is the refusal of move text that does not read.
func syntaxError(player, text, format string, args ...any) *MoveError {
	return &MoveError{Player: player, Text: notation.Clip(text), Err: ErrSyntax, Detail: fmt.Sprintf(format, args...)}
}

// parseNotationIn reads a move in alphabet a without a board; hidden
// allows the count form of an exchange ("-3"). Its errors are *MoveError
// wrapping ErrSyntax, with no player.
func parseNotationIn(a *tiles.Alphabet, text string, hidden bool) (Move, error) {
	t := strings.TrimSpace(text)
	if t == "-" {
		return Pass(), nil
	}
	if rest, ok := strings.CutPrefix(t, "-"); ok {
		if rest != "" && isDigit(rest[0]) {
			n, err := strconv.Atoi(rest)
			if !hidden || err != nil || n < 1 || n > MaxBoardSize {
				return Move{}, syntaxError("", text, "an exchange names the tiles it gives back, as in -ABC")
			}
			return hiddenExchange(n), nil
		}
		m, detail := exchange(a, rest)
		if detail != "" {
			return Move{}, syntaxError("", text, "%s", detail)
		}
		return m, nil
	}
	coord, word, ok := strings.Cut(t, " ")
	word = strings.TrimSpace(word)
	if !ok || word == "" {
		return Move{}, syntaxError("", text, "want a square and a word (8H WORD), - to pass or -ABC to exchange")
	}
	row, col, dir, detail := parseCoord(coord)
	if detail != "" {
		return Move{}, syntaxError("", text, "%s", detail)
	}
	m, _, detail := place(a, row, col, dir, word)
	if detail != "" {
		return Move{}, syntaxError("", text, "%s", detail)
	}
	return m, nil
}

// parseCoord reads "8H" (across) or "H8" (down); the column letter may be
// either case. On failure it says why in words.
func parseCoord(s string) (row, col int, dir Direction, detail string) {
	bad := func() (int, int, Direction, string) {
		return 0, 0, 0, fmt.Sprintf("square %s: want the row then the column (8H, across) or the column then the row (H8, down)", notation.Quote(s))
	}
	if len(s) < 2 || len(s) > 3 {
		return bad()
	}
	var digits, letter string
	switch {
	case isDigit(s[0]):
		digits, letter, dir = s[:len(s)-1], s[len(s)-1:], Across
	default:
		digits, letter, dir = s[1:], s[:1], Down
	}
	l := letter[0] &^ 0x20 // the column letter in upper case
	if l < 'A' || l > 'Z' {
		return bad()
	}
	for i := 0; i < len(digits); i++ {
		if !isDigit(digits[i]) {
			return bad()
		}
	}
	if digits[0] == '0' {
		return bad()
	}
	n, _ := strconv.Atoi(digits)
	row, col = n-1, int(l-'A')
	if row >= MaxBoardSize || col >= MaxBoardSize {
		return 0, 0, 0, fmt.Sprintf("square %s is outside any board", notation.Quote(s))
	}
	return row, col, dir, ""
}

func isDigit(x byte) bool { return x >= '0' && x <= '9' }

// ParseMove reads a move in notation in the context of s: "8H WORD" (row
// first: across from that square), "H8 WORD" (column first: down), "-"
// (pass) or "-ABC" (exchange; '?' is a blank). The letters are those of
// the game's alphabet (Rules.Tiles.Alphabet()), read greedily, the longest
// letter first: in Spanish "8H CHE" is CH then E, and brackets make one
// letter of their text ("8H [CH]E"; "8H [C]HE" is C, H, E). In the word an
// upper-case letter is a tile, a lower-case letter a blank standing for it
// ("[ch]", "ñ"), and '.' a tile already on the board; a board tile may
// also be written as its letter. The result is in normal form (see Move). Text that does not
// read on s's board (a square off the board, a '.' on an empty square, a
// letter that differs from the board's) is a *MoveError wrapping
// ErrSyntax for the player to move; ParseMove looks at no rack.
func ParseMove(s State, text string) (Move, error) {
	player := ""
	if s.g != nil {
		player = s.Name(int(s.turn))
	}
	a := tiles.English()
	if s.g != nil {
		a = s.g.alpha
	}
	m, err := parseNotationIn(a, text, false)
	if err != nil {
		err.(*MoveError).Player = player
		return Move{}, err
	}
	if m.kind != KindPlace {
		return m, nil
	}
	if s.g == nil {
		return m, nil
	}
	bad := func(format string, args ...any) (Move, error) {
		return Move{}, syntaxError(player, text, format, args...)
	}
	b := &s.board
	dr, dc := step(m.dir)
	r, c := int(m.row), int(m.col)
	if !b.inside(r+dr*(int(m.n)-1), c+dc*(int(m.n)-1)) {
		return bad("%s runs off the %dx%d board", m, b.rows, b.cols)
	}
	for i := 0; i < int(m.n); i++ {
		x := b.sq[(r+dr*i)*MaxBoardSize+c+dc*i]
		t := m.tiles[i]
		switch {
		case x == 0 && t == 0:
			return bad("'.' stands for a tile on the board, but %s is empty", squareName(r+dr*i, c+dc*i))
		case x != 0 && t != 0 && upper(x) != upper(t):
			return bad("%s holds %s, not %s", squareName(r+dr*i, c+dc*i), a.Letter(upper(x)), a.Letter(t))
		case x != 0:
			m.tiles[i] = 0
		}
	}
	return s.Normalize(m), nil
}

// ParseMove reads a move in notation in the context of s, as the package
// function ParseMove does.
func (s State) ParseMove(text string) (Move, error) { return ParseMove(s, text) }

// squareName writes a square as "8H" (row, column).
func squareName(r, c int) string {
	return strconv.Itoa(r+1) + string(rune('A'+c))
}

// Normalize returns the normal form of placement m on s's board: the span
// grown to take in the board tiles touching either end, and a single new
// tile put in its one canonical direction. A move that is not a
// placement, or whose squares disagree with the board (a new tile on an
// occupied square, a '.' on an empty one, off the board), is returned
// unchanged for Validate to reject.
func (s State) Normalize(m Move) Move {
	if m.kind != KindPlace || !m.valid() || s.g == nil {
		return m
	}
	b := &s.board
	dr, dc := step(m.dir)
	r, c := int(m.row), int(m.col)
	n := int(m.n)
	if !b.inside(r+dr*(n-1), c+dc*(n-1)) {
		return m
	}
	newCount, nr, nc := 0, 0, 0
	var letter byte
	for i := range n {
		x := b.sq[(r+dr*i)*MaxBoardSize+c+dc*i]
		t := m.tiles[i]
		if (x == 0) == (t == 0) {
			return m
		}
		if t != 0 {
			newCount++
			nr, nc, letter = r+dr*i, c+dc*i, t
		}
	}
	if newCount == 1 {
		dir := Down
		if b.At(nr, nc-1) != 0 || b.At(nr, nc+1) != 0 {
			dir = Across
		}
		dr, dc = step(dir)
		r0, c0 := nr, nc
		for b.At(r0-dr, c0-dc) != 0 {
			r0, c0 = r0-dr, c0-dc
		}
		out := Move{kind: KindPlace, row: uint8(r0), col: uint8(c0), dir: dir, alpha: m.alpha}
		for i := 0; ; i++ {
			rr, cc := r0+dr*i, c0+dc*i
			if rr == nr && cc == nc {
				out.tiles[i] = letter
			} else if b.At(rr, cc) == 0 {
				break
			}
			out.n++
		}
		return out
	}
	// Grow backwards, then forwards, over adjacent board tiles.
	for b.At(r-dr, c-dc) != 0 {
		r, c = r-dr, c-dc
		copy(m.tiles[1:], m.tiles[:MaxBoardSize-1])
		m.tiles[0] = 0
		n++
	}
	for b.At(r+dr*n, c+dc*n) != 0 {
		m.tiles[n] = 0
		n++
	}
	m.row, m.col, m.n = uint8(r), uint8(c), uint8(n)
	return m
}

// MarshalText writes "across" or "down".
func (d Direction) MarshalText() ([]byte, error) { return directions.Marshal(d) }

// UnmarshalText reads "across" or "down".
func (d *Direction) UnmarshalText(text []byte) error { return directions.Unmarshal(text, d) }
