package wordgame

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// WordBonus says how the word premiums under a word's new tiles combine.
type WordBonus uint8

// The word-bonus modes.
const (
	// Highest applies only the largest word premium under the word's new
	// tiles (two double-word squares still double once).
	Highest WordBonus = iota
	// Product multiplies every word premium under the word's new tiles
	// (two double-word squares quadruple), as the classic game does.
	Product
)

// wordBonuses is the text form of WordBonus.
var wordBonuses = notation.Enum[WordBonus]{Pkg: "wordgame", Kind: "word bonus", Names: []string{"highest", "product"}}

// String returns "highest" or "product".
func (b WordBonus) String() string { return wordBonuses.Name(b) }

// AllTilesBonus says what playing a whole rack earns.
type AllTilesBonus uint8

// The all-tiles bonus modes.
const (
	// DoubleMainWord doubles the value of the main word (the seed's rule).
	DoubleMainWord AllTilesBonus = iota
	// DoubleMove doubles the whole move: main word and cross words.
	DoubleMove
	// FlatBonus adds Rules.AllTilesPoints (50 in the classic game).
	FlatBonus
)

// allTilesBonuses is the text form of AllTilesBonus.
var allTilesBonuses = notation.Enum[AllTilesBonus]{Pkg: "wordgame", Kind: "all-tiles bonus", Names: []string{"double-main", "double-move", "flat"}}

// String returns "double-main", "double-move" or "flat".
func (b AllTilesBonus) String() string { return allTilesBonuses.Name(b) }

// EndRule says how the tiles left on the racks change the scores when the
// game ends.
type EndRule uint8

// The end rules. Whatever the rule, when the game ends on scoreless turns
// every player loses the value of their own rack.
const (
	// MinusOwnRack: every player loses the value of their own rack, and
	// the player who went out gains nothing (the seed's rule).
	MinusOwnRack EndRule = iota
	// BoxRule: the player who went out gains the value of every other
	// rack, and every other player loses the value of their own.
	BoxRule
	// TournamentRule: the player who went out gains twice the value of
	// the other racks, and nobody loses anything.
	TournamentRule
)

// endRules is the text form of EndRule.
var endRules = notation.Enum[EndRule]{Pkg: "wordgame", Kind: "end rule", Names: []string{"own-rack", "box", "tournament"}}

// String returns "own-rack", "box" or "tournament".
func (e EndRule) String() string { return endRules.Name(e) }

// StandardLayout returns the 15x15 premium layout of the game, one string
// per row: 'W' triple word, 'w' double word, 'L' triple letter, 'l' double
// letter, '.' a plain square. The centre is a double-word square. Each
// call returns a new slice.
func StandardLayout() []string { return slices.Clone(standardLayout[:]) }

var standardLayout = [...]string{
	"W..l...W...l..W",
	".w...L...L...w.",
	"..w...l.l...w..",
	"l..w...l...w..l",
	"....w.....w....",
	".L...L...L...L.",
	"..l...l.l...l..",
	"W..l...w...l..W",
	"..l...l.l...l..",
	".L...L...L...L.",
	"....w.....w....",
	"l..w...l...w..l",
	"..w...l.l...w..",
	".w...L...L...w.",
	"W..l...W...l..W",
}

// MaxTiles is the most tiles a tile set (Rules.Tiles) may hold.
// Rules.Validate refuses a larger set, or a count past it for one tile,
// before adding anything up.
const MaxTiles = 1000

// Rules holds every knob of the game. Build one from DefaultRules or
// Classic and change what your variant changes; New checks it with
// Validate and copies it, so later changes do not reach a game under way.
type Rules struct {
	// Players is the number of players, 2 to 4. New replaces it with the
	// count its Setup gives, and a CGP position with its number of racks.
	Players int `json:"players"`
	// Tiles is the tile set: letter tiles carrying their point values,
	// and blanks (all blanks must have the same value). Each letter must
	// have a single value. It holds at most MaxTiles tiles.
	Tiles tiles.Distribution `json:"tiles"`
	// Layout gives the board, one string per row, all rows the same
	// length (2 to MaxBoardSize): 'W' triple word, 'w' double word, 'L'
	// triple letter, 'l' double letter, '.' plain. The first word must
	// cover the start square, the centre: row len(Layout)/2, column
	// len(Layout[0])/2 (0-based).
	Layout []string `json:"layout"`
	// RackSize is the number of tiles a rack is refilled to (8).
	RackSize int `json:"rackSize"`
	// MinFirstWord is the least number of letters of the first word (4);
	// at least 2.
	MinFirstWord int `json:"minFirstWord"`
	// WordBonus combines the word premiums of a word (Highest).
	WordBonus WordBonus `json:"wordBonus"`
	// AllTiles is what placing RackSize tiles in one move earns
	// (DoubleMainWord); AllTilesPoints is the FlatBonus amount.
	AllTiles       AllTilesBonus `json:"allTiles"`
	AllTilesPoints int           `json:"allTilesPoints"`
	// Exchange allows exchanging tiles when the bag holds at least
	// RackSize tiles (off).
	Exchange bool `json:"exchange"`
	// OpeningRedraw: when every player passes on their first turn of the
	// game, all racks go back to the bag and everyone draws anew (on).
	// The opening passes then never end the game, whatever
	// ScorelessTurns says, and the count of scoreless turns starts
	// afresh after the redraw.
	OpeningRedraw bool `json:"openingRedraw"`
	// ScorelessTurns ends the game after that many scoreless turns in a
	// row by any players: passes and exchanges (3), except the opening
	// passes that lead to an OpeningRedraw.
	ScorelessTurns int `json:"scorelessTurns"`
	// End says how the racks left at the end change the scores
	// (MinusOwnRack).
	End EndRule `json:"end"`
}

// DefaultRules returns the game of the rule text: 2 players, the 104-tile
// set, the standard layout, racks of 8, a first word of 4+ letters, the
// highest word premium only, the main word doubled for using all 8 tiles,
// no exchanges, a redraw after two opening passes, the end after three
// passes in a row, and every player losing their own rack's value.
func DefaultRules() Rules {
	d, err := tiles.Letters(
		"A8 B2 C3 D5 E13 F3 G2 H3 I8 J1 K1 L4 M3 N6 O7 P1 Q1 R6 S6 T8 U3 V1 W2 X1 Y2 Z2 ?2",
		englishValues)
	if err != nil {
		panic("wordgame: bad built-in tile set: " + err.Error()) // unreachable: constant input
	}
	return Rules{
		Players:        2,
		Tiles:          d,
		Layout:         StandardLayout(),
		RackSize:       8,
		MinFirstWord:   4,
		WordBonus:      Highest,
		AllTiles:       DoubleMainWord,
		OpeningRedraw:  true,
		ScorelessTurns: 3,
		End:            MinusOwnRack,
	}
}

const englishValues = "A1 B3 C3 D2 E1 F4 G2 H4 I1 J8 K5 L1 M3 N1 O1 P3 Q10 R1 S1 T1 U1 V4 W4 X8 Y4 Z10 ?0"

// Classic returns the rules other crossword engines use, so that their
// positions and records score the same here: racks of 7, the 100-tile
// English set, a first word of 2+ letters, the product of word premiums,
// 50 points for using all 7 tiles, exchanges when the bag holds 7 or more,
// no opening redraw, the end after six scoreless turns, and the tournament
// end rule.
func Classic() Rules {
	d, err := tiles.Letters(
		"A9 B2 C2 D4 E12 F2 G3 H2 I9 J1 K1 L4 M2 N6 O8 P2 Q1 R6 S4 T6 U4 V2 W2 X1 Y2 Z1 ?2",
		englishValues)
	if err != nil {
		panic("wordgame: bad built-in tile set: " + err.Error()) // unreachable: constant input
	}
	return Rules{
		Players:        2,
		Tiles:          d,
		Layout:         StandardLayout(),
		RackSize:       7,
		MinFirstWord:   2,
		WordBonus:      Product,
		AllTiles:       FlatBonus,
		AllTilesPoints: 50,
		Exchange:       true,
		OpeningRedraw:  false,
		ScorelessTurns: 6,
		End:            TournamentRule,
	}
}

// Validate reports the first problem with r, wrapping ErrBadRules. On
// a platform whose int has 32 bits (386, arm), that includes rules under
// which a game's scores could pass the largest int, such as Product word
// premiums on a board of triple words; no rules reach a 64-bit int.
func (r Rules) Validate() error {
	_, err := compile(r)
	return err
}

func badRules(format string, args ...any) error {
	return fmt.Errorf("wordgame: %w: %s", ErrBadRules, fmt.Sprintf(format, args...))
}

// game is the compiled, immutable form of a Rules value shared by every
// State of a game. Nothing writes to it after compile.
type game struct {
	rules      Rules
	rows, cols int
	startRow   int
	startCol   int
	letterMul  [MaxBoardSize * MaxBoardSize]uint8 // 1, 2 or 3 per square
	wordMul    [MaxBoardSize * MaxBoardSize]uint8 // 1, 2 or 3 per square
	alpha      *tiles.Alphabet                    // the tile set's alphabet
	aid        uint8                              // its number (alphabetID)
	values     [tiles.MaxLetters]int              // letter values, by code - 'A'
	blankValue int
	hasLetter  [tiles.MaxLetters]bool // the set holds this letter
	blanks     int                    // number of blanks in the set
	total      int                    // tiles in the set
	preset     string                 // "default" or "classic" when r equals a preset
}

// compile checks r and builds its game. r.Players is checked here; New
// may override it afterwards. The steps: the board (compileLayout), the
// numeric knobs (checkKnobs), the tile set (compileTiles), then the
// preset the rules equal, if any.
func compile(r Rules) (*game, error) {
	g := &game{}
	if r.Players < 2 || r.Players > 4 {
		return nil, badRules("Players is %d, want 2 to 4", r.Players)
	}
	if err := g.compileLayout(r); err != nil {
		return nil, err
	}
	g.startRow, g.startCol = g.rows/2, g.cols/2
	if err := g.checkKnobs(r); err != nil {
		return nil, err
	}
	if err := g.compileTiles(r); err != nil {
		return nil, err
	}
	if err := g.checkScoreRoom(r, math.MaxInt); err != nil {
		return nil, err
	}
	g.rules = r.clone()
	switch {
	case rulesEqual(r, DefaultRules()):
		g.preset = "default"
	case rulesEqual(r, Classic()):
		g.preset = "classic"
	}
	return g, nil
}

// compileLayout checks r.Layout and sets the board's size and premiums.
func (g *game) compileLayout(r Rules) error {
	if len(r.Layout) < 2 || len(r.Layout) > MaxBoardSize {
		return badRules("the layout has %d rows, want 2 to %d", len(r.Layout), MaxBoardSize)
	}
	g.rows, g.cols = len(r.Layout), len(r.Layout[0])
	if g.cols < 2 || g.cols > MaxBoardSize {
		return badRules("the layout has %d columns, want 2 to %d", g.cols, MaxBoardSize)
	}
	for i, row := range r.Layout {
		if len(row) != g.cols {
			return badRules("layout row %d has %d squares, want %d", i+1, len(row), g.cols)
		}
		for j := 0; j < len(row); j++ {
			k := i*MaxBoardSize + j
			g.letterMul[k], g.wordMul[k] = 1, 1
			switch row[j] {
			case '.':
			case 'l':
				g.letterMul[k] = 2
			case 'L':
				g.letterMul[k] = 3
			case 'w':
				g.wordMul[k] = 2
			case 'W':
				g.wordMul[k] = 3
			default:
				return badRules("layout row %d has %s; want one of . l L w W", i+1, notation.CharAt(row, j))
			}
		}
	}
	return nil
}

// checkKnobs checks the rack size, the first word's length, the bonus
// modes and the end of the game against the board set by compileLayout.
func (g *game) checkKnobs(r Rules) error {
	if r.RackSize < 1 || r.RackSize > MaxBoardSize {
		return badRules("RackSize is %d, want 1 to %d", r.RackSize, MaxBoardSize)
	}
	if r.MinFirstWord < 2 || r.MinFirstWord > max(g.rows, g.cols) {
		return badRules("MinFirstWord is %d, want 2 to %d", r.MinFirstWord, max(g.rows, g.cols))
	}
	if r.WordBonus > Product {
		return badRules("unknown WordBonus %d", r.WordBonus)
	}
	if r.AllTiles > FlatBonus {
		return badRules("unknown AllTiles %d", r.AllTiles)
	}
	if r.AllTilesPoints < 0 || r.AllTilesPoints > 1000 {
		return badRules("AllTilesPoints is %d, want 0 to 1000", r.AllTilesPoints)
	}
	if r.ScorelessTurns < 1 || r.ScorelessTurns > 100 {
		return badRules("ScorelessTurns is %d, want 1 to 100", r.ScorelessTurns)
	}
	if r.End > TournamentRule {
		return badRules("unknown End %d", r.End)
	}
	return nil
}

// compileTiles checks r.Tiles (counts first, one by one, then each tile)
// and sets the letter values, the blanks and the set's size.
func (g *game) compileTiles(r Rules) error {
	// Counts are checked one by one before they are added, so that no
	// sum can overflow whatever the caller put in the map.
	for t, n := range r.Tiles {
		if n < 0 || n > MaxTiles {
			return badRules("the set holds %d of tile %v, want 0 to %d", n, t, MaxTiles)
		}
		if g.total += n; g.total > MaxTiles {
			return badRules("the set holds more than %d tiles", MaxTiles)
		}
	}
	g.total = 0
	if err := r.Tiles.Validate(); err != nil {
		return badRules("tiles: %v", err)
	}
	g.alpha = r.Tiles.Alphabet()
	g.aid = alphabetID(g.alpha)
	var seen [tiles.MaxLetters]bool
	blankSeen := false
	for t, n := range r.Tiles {
		if n == 0 {
			continue
		}
		if t.Symbol != tiles.NoSymbol {
			return badRules("tile %v has a symbol", t)
		}
		if t.Value < 0 {
			return badRules("tile %v has a negative value", t)
		}
		switch {
		case t.Blank:
			if blankSeen && int(t.Value) != g.blankValue {
				return badRules("blanks have two values, %d and %d", g.blankValue, t.Value)
			}
			blankSeen, g.blankValue = true, int(t.Value)
			g.blanks += n
		case t.IsLetter():
			i := t.Letter - 'A'
			if seen[i] && g.values[i] != int(t.Value) {
				return badRules("letter %s has two values, %d and %d", g.alpha.Letter(t.Letter), g.values[i], t.Value)
			}
			seen[i], g.values[i] = true, int(t.Value)
		default:
			return badRules("tile %v is not a letter or a blank", t)
		}
		g.total += n
	}
	g.hasLetter = seen
	return nil
}

// checkScoreRoom refuses rules under which a game's scores could pass
// limit, the largest int: no 64-bit int is reached by any rules New
// accepts, but a 32-bit one is by a board of word premiums multiplied
// together (Product) along whole lines. The bound: a move's main word is
// at most the board's longer side long, every tile at the highest value
// and letter premium, under the word premium of its line (under Product,
// the product of the line's highest premiums, as many as a rack
// places); each of its other words, at most RackSize, crosses one new
// tile and so one premium; the whole doubled and the all-tiles points
// added. A game has no more scoring moves than tiles, and starts within
// ±MaxScore.
func (g *game) checkScoreRoom(r Rules, limit float64) error {
	value := float64(g.blankValue)
	for _, v := range g.values {
		value = max(value, float64(v))
	}
	letter, word := 1.0, 1.0
	for k := range g.letterMul { // 0 outside the board
		letter, word = max(letter, float64(g.letterMul[k])), max(word, float64(g.wordMul[k]))
	}
	main := word
	if r.WordBonus == Product {
		main = g.lineWord(r.RackSize)
	}
	side := float64(max(g.rows, g.cols))
	move := 2*side*value*letter*(main+float64(r.RackSize)*word) + float64(r.AllTilesPoints)
	if total := move*float64(g.total) + MaxScore; total > limit {
		return badRules("a game's scores could reach %.3g, past this platform's largest int (%d bits)", total, bits.UintSize)
	}
	return nil
}

// lineWord returns the largest product of the n highest word premiums
// of one row or column of the board.
func (g *game) lineWord(n int) float64 {
	best := 1.0
	line := func(first, step, length int) {
		var count [4]int // count[m]: squares of word premium m
		for j := range length {
			count[g.wordMul[first+j*step]]++
		}
		threes := min(count[3], n)
		twos := min(count[2], n-threes)
		best = max(best, math.Pow(3, float64(threes))*math.Pow(2, float64(twos)))
	}
	for i := range g.rows {
		line(i*MaxBoardSize, 1, g.cols)
	}
	for j := range g.cols {
		line(j, MaxBoardSize, g.rows)
	}
	return best
}

// isZero reports whether r is the zero Rules, which ReplayGCG and
// Replay take to mean "the rules the record names".
func (r Rules) isZero() bool {
	return r.Players == 0 && len(r.Tiles) == 0 && len(r.Layout) == 0 && r.RackSize == 0 &&
		r.MinFirstWord == 0 && r.WordBonus == 0 && r.AllTiles == 0 && r.AllTilesPoints == 0 &&
		!r.Exchange && !r.OpeningRedraw && r.ScorelessTurns == 0 && r.End == 0
}

// rulesText names the rules in the tk.rules CGP opcode and GCG pragma:
// the preset's name, or every knob (Rules.spec) for other rules.
func (g *game) rulesText() string {
	if g.preset != "" {
		return g.preset
	}
	return g.rules.spec(false)
}

func (r Rules) clone() Rules {
	r.Tiles = r.Tiles.Clone()
	r.Layout = append([]string(nil), r.Layout...)
	return r
}

func rulesEqual(a, b Rules) bool {
	return a.spec(false) == b.spec(false)
}

// spec writes r as one line of space-separated key=value fields, the form
// the tk.rules CGP opcode carries. With players false the player count is
// left out (a CGP gives it by its racks).
func (r Rules) spec(players bool) string {
	var b strings.Builder
	if players {
		fmt.Fprintf(&b, "players=%d ", r.Players)
	}
	fmt.Fprintf(&b, "rack=%d first=%d wordbonus=%v alltiles=%v", r.RackSize, r.MinFirstWord, r.WordBonus, r.AllTiles)
	if r.AllTiles == FlatBonus {
		fmt.Fprintf(&b, ":%d", r.AllTilesPoints)
	}
	fmt.Fprintf(&b, " exchange=%v redraw=%v scoreless=%d end=%v", r.Exchange, r.OpeningRedraw, r.ScorelessTurns, r.End)
	b.WriteString(" tiles=")
	b.WriteString(strings.ReplaceAll(tiles.FormatMultiset(r.Tiles.Tiles()), " ", ","))
	b.WriteString(" layout=")
	b.WriteString(strings.Join(r.Layout, "/"))
	return b.String()
}

// MarshalText writes the mode's name.
func (b WordBonus) MarshalText() ([]byte, error) { return wordBonuses.Marshal(b) }

// UnmarshalText reads a name String writes.
func (b *WordBonus) UnmarshalText(text []byte) error { return wordBonuses.Unmarshal(text, b) }

// MarshalText writes the mode's name.
func (b AllTilesBonus) MarshalText() ([]byte, error) { return allTilesBonuses.Marshal(b) }

// UnmarshalText reads a name String writes.
func (b *AllTilesBonus) UnmarshalText(text []byte) error { return allTilesBonuses.Unmarshal(text, b) }

// MarshalText writes the rule's name.
func (e EndRule) MarshalText() ([]byte, error) { return endRules.Marshal(e) }

// UnmarshalText reads a name String writes.
func (e *EndRule) UnmarshalText(text []byte) error { return endRules.Unmarshal(text, e) }
