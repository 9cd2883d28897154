package wordgame

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// View is what one player may see, shaped for a client to draw: the board
// as rows of cells, their own rack, the scores, whose turn it is, the last
// move, and the tiles they have not seen (the bag and the other racks
// together, as a sorted multiset, never in drawing order). It encodes as
// JSON with camelCase keys and lists as [] (never null); Draw renders it
// as text.
type View struct {
	// Player is whose view this is (a seat that does not exist sees the
	// public part only).
	Player int `json:"player"`
	// Names, Scores and RackSizes give every player's name (State.Name),
	// score and number of tiles held, in seating order.
	Names     []string `json:"names"`
	Scores    []int    `json:"scores"`
	RackSizes []int    `json:"rackSizes"`
	// ToMove lists the seats that may move now: one, or none once the
	// game is over.
	ToMove []int `json:"toMove"`
	// LastMove is the move played last, or nil before the first; another
	// seat's exchange shows only its count (see State.Mask).
	LastMove *Played `json:"lastMove"`
	// Board is the board, Board[row][col] with row 0 at the top.
	Board [][]Cell `json:"board"`
	// Rack is the player's own tiles, sorted (blanks last).
	Rack []Tile `json:"rack"`
	// Unseen is the bag and the other racks, sorted.
	Unseen []Tile `json:"unseen"`
	// BagSize is the number of tiles left in the bag.
	BagSize int `json:"bagSize"`
	// RackSize is the number of tiles a rack is refilled to.
	RackSize int `json:"rackSize"`
	// Over reports whether the game has ended (State.Result has the
	// standings).
	Over bool `json:"over"`
	// Alphabet names the alphabet of the tile set (tiles.LookupAlphabet
	// finds it), "" for English. A tile's Letter is its letter's text,
	// which may be several characters ("CH") or beyond A-Z ("Ñ").
	Alphabet string `json:"alphabet,omitempty"`
}

// Played is a move as a View shows it: who played it, the move in
// notation and the points it earned.
type Played struct {
	Player int  `json:"player"`
	Move   Move `json:"move"`
	Score  int  `json:"score"`
}

// Tile is a tile as a View shows it. Letter is its letter's text in
// upper case ("A", "Ñ", "CH"); a blank on a rack has Letter "", a blank
// on the board the letter it stands for.
type Tile struct {
	Letter string `json:"letter"`
	Value  int    `json:"value"`
	Blank  bool   `json:"blank"`
}

// Cell is one square of a View's board: its tile (Letter "" when the
// square is empty) and its premium.
type Cell struct {
	Letter  string  `json:"letter"`
	Value   int     `json:"value"`
	Blank   bool    `json:"blank"`
	Premium Premium `json:"premium"`
	// Start marks the square the first word must cover.
	Start bool `json:"start"`
}

// Premium is what a square adds to the tile placed on it.
type Premium uint8

// The premiums of the squares, as Rules.Layout writes them: '.' 'l' 'L'
// 'w' 'W'.
const (
	NoPremium    Premium = iota // a plain square
	DoubleLetter                // the tile's value counts twice
	TripleLetter                // the tile's value counts three times
	DoubleWord                  // the word counts twice
	TripleWord                  // the word counts three times
)

// premiums is the text form of Premium.
var premiums = notation.Enum[Premium]{Pkg: "wordgame", Kind: "premium", Names: []string{"none", "doubleLetter", "tripleLetter", "doubleWord", "tripleWord"}}

// String returns "none", "doubleLetter", "tripleLetter", "doubleWord" or
// "tripleWord".
func (p Premium) String() string { return premiums.Name(p) }

// MarshalText writes the premium's name, so JSON shows it as text.
func (p Premium) MarshalText() ([]byte, error) { return premiums.Marshal(p) }

// UnmarshalText reads a name String writes.
func (p *Premium) UnmarshalText(text []byte) error { return premiums.Unmarshal(text, p) }

// premium returns the premium of square k (r*MaxBoardSize+c).
func (g *game) premium(k int) Premium {
	switch {
	case g.wordMul[k] == 3:
		return TripleWord
	case g.wordMul[k] == 2:
		return DoubleWord
	case g.letterMul[k] == 3:
		return TripleLetter
	case g.letterMul[k] == 2:
		return DoubleLetter
	}
	return NoPremium
}

// viewTile converts a rack letter or a board square to a View tile.
func (g *game) viewTile(x byte) Tile {
	t := Tile{Value: g.value(x), Blank: x == '?' || isBlankSq(x)}
	if x != '?' {
		t.Letter = g.alpha.Letter(upper(x))
	}
	return t
}

func viewTiles(g *game, ts []tiles.Tile) []Tile {
	out := make([]Tile, 0, len(ts))
	for _, t := range ts {
		x := tileLetter(t)
		if t.Blank && t.Letter != 0 {
			x = blankOf(t.Letter)
		}
		out = append(out, g.viewTile(x))
	}
	return out
}

// View returns what player p may see. For tilekit.Onlooker, or any seat
// that does not exist, it returns what the table sees: an empty rack,
// every rack counted as unseen.
func (s State) View(p int) View {
	v := View{
		Player: p, Names: []string{}, Scores: s.Scores(), RackSizes: []int{},
		ToMove: s.ToMove(), Board: [][]Cell{}, Rack: []Tile{}, Unseen: []Tile{},
		Over: s.Over(),
	}
	if v.ToMove == nil {
		v.ToMove = []int{}
	}
	if s.g == nil {
		return v
	}
	g := s.g
	v.BagSize, v.RackSize = s.bag.Len(), g.rules.RackSize
	if g.aid != 0 {
		v.Alphabet = g.alpha.Name()
	}
	if h, ok := s.hist.Last(); ok {
		v.LastMove = &Played{Player: int(h.player), Move: h.moveFor(p), Score: h.score}
	}
	for r := range g.rows {
		row := make([]Cell, g.cols)
		for c := range g.cols {
			k := r*MaxBoardSize + c
			cell := Cell{Premium: g.premium(k), Start: r == g.startRow && c == g.startCol}
			if x := s.board.sq[k]; x != 0 {
				t := g.viewTile(x)
				cell.Letter, cell.Value, cell.Blank = t.Letter, t.Value, t.Blank
			}
			row[c] = cell
		}
		v.Board = append(v.Board, row)
	}
	unseen := s.bag.Tiles()
	for q := range int(s.players) {
		v.Names = append(v.Names, s.Name(q))
		v.RackSizes = append(v.RackSizes, int(s.racks[q].n))
		if q == p {
			for _, x := range s.racks[q].letters() {
				v.Rack = append(v.Rack, g.viewTile(x))
			}
		} else {
			unseen = append(unseen, s.Rack(q)...)
		}
	}
	v.Unseen = viewTiles(g, tiles.Sort(unseen))
	return v
}

// premiumMarks are the characters Draw shows on an empty square.
var premiumMarks = [...]byte{'.', '\'', '"', '-', '='}

// Draw renders the view as text for a terminal: the column letters, then
// one line per row with its number, each square a tile (lower case for a
// blank) or, when empty, its premium: = triple word, - double word,
// " triple letter, ' double letter, * the start square, . a plain square.
// A last line gives the viewer's rack, with ? for a blank. In an alphabet
// with letters of several characters every square is as wide as the
// widest letter, and the rack writes such letters in brackets ([CH]), as
// moves are typed. State.Draw adds the scores, the bag, the turn and the
// last move.
func (v View) Draw() string {
	if len(v.Board) == 0 {
		return ""
	}
	var b strings.Builder
	v.drawBoard(&b)
	b.WriteString("rack: ")
	v.drawRack(&b)
	b.WriteByte('\n')
	return b.String()
}

// drawBoard writes the board of Draw: the column letters, then the rows.
func (v View) drawBoard(b *strings.Builder) {
	width := v.letterWidth()
	pad := func(n int) {
		for ; n < width; n++ {
			b.WriteByte(' ')
		}
	}
	b.WriteString("   ")
	for c := range v.Board[0] {
		b.WriteByte(' ')
		b.WriteByte(byte('A' + c))
		pad(1)
	}
	b.WriteByte('\n')
	for r, row := range v.Board {
		num := strconv.Itoa(r + 1)
		b.WriteString(strings.Repeat(" ", 3-len(num)) + num)
		for _, cell := range row {
			b.WriteByte(' ')
			mark := drawCell(cell)
			b.WriteString(mark)
			pad(utf8.RuneCountInString(mark))
		}
		b.WriteByte('\n')
	}
}

// drawRack writes the viewer's rack as moves type it: ? for a blank, a
// letter of several characters in brackets.
func (v View) drawRack(b *strings.Builder) {
	for _, t := range v.Rack {
		switch {
		case t.Blank:
			b.WriteByte('?')
		case utf8.RuneCountInString(t.Letter) > 1:
			b.WriteString("[" + t.Letter + "]")
		default:
			b.WriteString(t.Letter)
		}
	}
}

// Draw is a plain-text picture of what seat may see (View(seat)), for
// terminals and chat: the board with its coordinates and premium squares
// as View.Draw writes it, with a key to the premium marks under it; then
// the scores and the tiles left in the bag; whose turn it is, or how the
// game ended; seat's own rack (never another's: tilekit.Onlooker, or a
// number that is not a seat, sees none); and the last move, as seat may
// know it (another seat's exchange only by its count). The zero State
// draws "no game".
//
//	    A B C D E F G H I J K L M N O
//	  1 = . . ' . . . = . . . ' . . =
//	  ...
//	  8 = I N D O R S E . . . ' . . =
//	  ...
//	 15 = . . ' . . . = . . . ' . . =
//	    = 3W  - 2W  " 3L  ' 2L  * start
//	scores: Ada 70, Bob 0; bag 79
//	to move: Bob
//	rack: ABCENNW
//	last: Ada 8B INDORSE +70
//
// A placement through tiles already on the board is followed by the word
// it made ("10L ..U. (STUN)"); a pass reads "Bob passed", an exchange
// "Bob exchanged 3 tiles" (or its tiles, for the seat that made it).
func (s State) Draw(seat int) string {
	v := s.View(seat)
	if len(v.Board) == 0 {
		return "no game\n"
	}
	var b strings.Builder
	v.drawBoard(&b)
	b.WriteString("    = 3W  - 2W  \" 3L  ' 2L  * start\n")
	b.WriteString("scores: ")
	for p, n := range v.Scores {
		if p > 0 {
			b.WriteString(", ")
		}
		b.WriteString(v.Names[p] + " " + strconv.Itoa(n))
	}
	b.WriteString("; bag " + strconv.Itoa(v.BagSize) + "\n")
	if o := s.Outcome(); o.Over {
		names := make([]string, len(o.Winners))
		for i, p := range o.Winners {
			names[i] = s.Name(p)
		}
		b.WriteString("game over: " + o.Reason + "; won by " + strings.Join(names, " and ") + "\n")
	} else {
		b.WriteString("to move: " + s.Name(v.ToMove[0]) + "\n")
	}
	if seat >= 0 && seat < len(v.Names) {
		b.WriteString("rack: ")
		v.drawRack(&b)
		if len(v.Rack) == 0 {
			b.WriteString("empty")
		}
		b.WriteByte('\n')
	}
	b.WriteString("last: ")
	switch last := v.LastMove; {
	case last == nil:
		b.WriteString("none")
	case last.Move.kind == KindPass:
		b.WriteString(v.Names[last.Player] + " passed")
	case last.Move.kind == KindExchange && last.Move.Hidden():
		b.WriteString(v.Names[last.Player] + " exchanged " + tileCount(int(last.Move.n)))
	case last.Move.kind == KindExchange:
		b.WriteString(v.Names[last.Player] + " exchanged " + strings.TrimPrefix(last.Move.String(), "-"))
	default:
		b.WriteString(v.Names[last.Player] + " " + last.Move.String())
		if word := v.wordAt(last.Move); word != "" && !strings.HasSuffix(last.Move.String(), " "+word) {
			b.WriteString(" (" + word + ")")
		}
		b.WriteString(" " + fmt.Sprintf("%+d", last.Score))
	}
	b.WriteByte('\n')
	return b.String()
}

// wordAt reads the main word of placement m off the view's board, as
// Move.String writes its letters (lower case for a blank, a letter of
// several characters in brackets); "" when a square of it is empty.
func (v View) wordAt(m Move) string {
	dr, dc := step(m.dir)
	var b strings.Builder
	for i := range int(m.n) {
		r, c := int(m.row)+dr*i, int(m.col)+dc*i
		if r >= len(v.Board) || c >= len(v.Board[r]) || v.Board[r][c].Letter == "" {
			return ""
		}
		cell := v.Board[r][c]
		letter := cell.Letter
		if utf8.RuneCountInString(letter) > 1 {
			letter = "[" + letter + "]"
		}
		if cell.Blank {
			letter = strings.ToLower(letter)
		}
		b.WriteString(letter)
	}
	return b.String()
}

// tileCount says "1 tile", "3 tiles".
func tileCount(n int) string {
	if n == 1 {
		return "1 tile"
	}
	return strconv.Itoa(n) + " tiles"
}

// drawCell returns what Draw shows on a square.
func drawCell(cell Cell) string {
	switch {
	case cell.Letter != "" && cell.Blank:
		return strings.ToLower(cell.Letter)
	case cell.Letter != "":
		return cell.Letter
	case cell.Start && cell.Premium <= DoubleWord:
		return "*"
	case int(cell.Premium) < len(premiumMarks):
		return string(premiumMarks[cell.Premium])
	}
	return "?"
}

// letterWidth returns the characters of the widest letter of the view's
// alphabet, or of a tile on its board: 1 in English.
func (v View) letterWidth() int {
	width := 1
	if a, ok := tiles.LookupAlphabet(v.Alphabet); ok && v.Alphabet != "" {
		for _, l := range a.Letters() {
			width = max(width, utf8.RuneCountInString(l))
		}
	}
	for _, row := range v.Board {
		for _, cell := range row {
			width = max(width, utf8.RuneCountInString(cell.Letter))
		}
	}
	return width
}
