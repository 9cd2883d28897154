package wordgame

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// maxPlayers is the most players a game may have.
const maxPlayers = 4

// Setup says who plays and how a new game is seeded.
type Setup struct {
	// Players is the number of players, 2 to 4; 0 means len(Names).
	// A Setup that gives neither is refused: it says nothing of who
	// plays. The count replaces Rules.Players.
	Players int
	// Names are optional labels, one per player in seating order.
	// A name must pass gamekit.CheckNames (at most 64 characters, valid
	// UTF-8, no control or format character), or New refuses the setup
	// with ErrBadSetup.
	Names []string
	// Seed drives every draw from the bag.
	Seed uint64
	// Dictionary decides which words are legal; nil means the bundled
	// playable list of the tile set's alphabet: dictionary.Default() for
	// English, and for another alphabet the list its language package
	// bundles (import _ "github.com/tilekit/tilekit/dictionary/es" for
	// SpanishTiles, .../fr for FrenchTiles, .../de for GermanTiles).
	// Without that import, or for an alphabet no package bundles, New
	// refuses a nil Dictionary with an error that says which import or
	// list is missing. A nil pointer inside the interface (a typed nil
	// such as (*dictionary.List)(nil)) is refused, and so is a list that
	// names another alphabet than the tile set's (dictionary.AlphabetOf).
	// A dictionary that names no alphabet, such as a dictionary.Func, is
	// asked the words of the tile set's alphabet (see
	// dictionary.InAlphabet).
	Dictionary dictionary.Dictionary
}

// A rack is a player's tiles as codes: a letter's code ('A'–'Z' in
// English) and '?' for a blank, kept sorted with blanks last.
type rack struct {
	n uint8
	t [MaxBoardSize]byte
}

func (r rack) letters() []byte { return r.t[:r.n] }

// String returns the rack's codes as they are: its text in English (see
// game.rackText for any alphabet).
func (r rack) String() string { return string(r.t[:r.n]) }

// rackText returns rack r in the game's notation: letters as the
// alphabet writes them ([CH] for a Spanish CH), '?' for a blank.
func (g *game) rackText(r rack) string {
	if g.aid == 0 {
		return r.String()
	}
	return string(appendRack(nil, g.alpha, r.letters()))
}

// rackLess orders rack codes: the letters in the alphabet's order, then
// '?'.
func rackLess(a, b byte) bool {
	if a == '?' || b == '?' {
		return a != '?' && b == '?'
	}
	return a < b
}

func sortRack(b []byte) {
	slices.SortFunc(b, func(x, y byte) int {
		switch {
		case rackLess(x, y):
			return -1
		case rackLess(y, x):
			return 1
		}
		return 0
	})
}

// State is one position of a game: board, racks, bag, scores and whose
// turn it is. It is an immutable value: no method changes it, so a State
// may be shared between goroutines and kept as history. Its text form is
// a CGP position with the opcodes of this package (see MarshalText),
// which JSON uses too: the exact, complete encoding, every rack, the bag's
// generator and the history included, for servers and saved games; show
// players View, Draw, the moves as Mask leaves them, and Result.
type State struct {
	// The fields are read directly by the other files of this package.
	g     *game                 // the compiled rules, shared, never written after New
	dict  dictionary.Dictionary // nil when a decoded custom one is not attached (see Attach)
	lex   string                // the dictionary's name in CGP: a bundled list's ("default", "spanish"...) or "custom"
	board Board                 // the tiles played
	racks [maxPlayers]rack      // racks[p] is player p's tiles, for p < players
	bag   tiles.Bag             // the undrawn tiles, with the generator every draw comes from
	// scores[p] is player p's points so far; once the game is over they
	// include adjust[p], the end-of-game rack adjustment.
	scores    [maxPlayers]int
	adjust    [maxPlayers]int
	players   uint8
	turn      uint8 // the seat to move
	scoreless uint8 // scoreless turns (passes and exchanges) in a row
	// opening counts the passes played since the start of the game while
	// nothing else has happened, or is -1 once the opening redraw can no
	// longer happen.
	opening int8
	names   []string             // player labels, or nil (shared, never written)
	hist    history.List[played] // the moves played (shared, never written)
}

// played is one move of a game's history (an immutable list that every
// later State shares, so that Apply adds a move in constant time and never
// writes where another State can see). Besides the move it keeps what a
// game record shows of the turn.
type played struct {
	move   Move
	player uint8
	rack   rack // the mover's rack before the move
	score  int  // the points the move earned
	total  int  // the mover's score after it, before end-of-game adjustments
}

// lexName returns the lex opcode value for d: a bundled list's name, or
// "custom".
func lexName(d dictionary.Dictionary) string {
	if name := dictionary.Name(d); name != "" {
		return name
	}
	return "custom"
}

// New starts a game: it checks the rules and setup, fills the bag from
// rules.Tiles with the seed, and deals each player a rack in seating
// order. Player 0 moves first.
func New(rules Rules, setup Setup) (State, error) {
	n := setup.Players
	if n == 0 {
		n = len(setup.Names)
	}
	if n == 0 {
		return State{}, fmt.Errorf("wordgame: %w: say how many play: Players or Names for 2 to %d players", ErrBadSetup, maxPlayers)
	}
	if setup.Names != nil && len(setup.Names) != n {
		return State{}, fmt.Errorf("wordgame: %w: %d names for %d players", ErrBadSetup, len(setup.Names), n)
	}
	if n < 2 || n > maxPlayers {
		return State{}, fmt.Errorf("wordgame: %w: %d players, want 2 to %d", ErrBadSetup, n, maxPlayers)
	}
	if err := gamekit.CheckNames("wordgame", setup.Names); err != nil {
		return State{}, err
	}
	if setup.Dictionary != nil && dictionary.Check(setup.Dictionary) != nil {
		return State{}, fmt.Errorf("wordgame: %w: the word list is missing (a nil pointer)", ErrBadSetup)
	}
	rules.Players = n
	g, err := compile(rules)
	if err != nil {
		return State{}, err
	}
	if g.total < n*rules.RackSize {
		return State{}, fmt.Errorf("wordgame: %w: %d tiles cannot fill %d racks of %d", ErrBadSetup, g.total, n, rules.RackSize)
	}
	dict, err := gameWords(g.alpha, setup.Dictionary)
	if err != nil {
		return State{}, err
	}
	s := State{g: g, dict: dict, players: uint8(n)}
	if err := g.checkAlphabet(s.dict); err != nil {
		return State{}, fmt.Errorf("wordgame: %w: %v", ErrBadSetup, err)
	}
	s.lex = lexName(s.dict)
	s.board.rows, s.board.cols, s.board.alpha = uint8(g.rows), uint8(g.cols), g.aid
	if setup.Names != nil {
		s.names = slices.Clone(setup.Names)
	}
	s.opening = -1
	if rules.OpeningRedraw {
		s.opening = 0
	}
	s.bag = rules.Tiles.Bag(setup.Seed)
	for p := range n {
		s.bag, s.racks[p] = s.draw(s.bag, s.racks[p])
	}
	return s, nil
}

// checkAlphabet reports whether d is a word list of the game's alphabet.
func (g *game) checkAlphabet(d dictionary.Dictionary) error {
	if da := dictionary.AlphabetOf(d); da != g.alpha {
		return fmt.Errorf("the word list is in the %s alphabet, the tiles in the %s alphabet", da.Name(), g.alpha.Name())
	}
	return nil
}

// draw fills r up to the rack size from bag.
func (s State) draw(bag tiles.Bag, r rack) (tiles.Bag, rack) {
	want := s.g.rules.RackSize - int(r.n)
	if want <= 0 {
		return bag, r
	}
	bag, got := bag.DrawUpTo(want)
	for _, t := range got {
		r.t[r.n] = tileLetter(t)
		r.n++
	}
	sortRack(r.t[:r.n])
	return bag, r
}

// tileLetter converts a tile to its rack letter.
func tileLetter(t tiles.Tile) byte {
	if t.Blank {
		return '?'
	}
	return t.Letter
}

// tileOf converts a rack letter or board square to a tile with its value.
func (g *game) tileOf(x byte) tiles.Tile {
	switch {
	case x == '?':
		return g.alpha.Blank(g.blankValue)
	case isBlankSq(x):
		return g.alpha.Blank(g.blankValue).As(upper(x))
	}
	return g.alpha.Tile(x, g.values[x-'A'])
}

// letterText returns a rack code's text: the letter, or "?" for a blank.
func (g *game) letterText(x byte) string {
	if x == '?' {
		return "?"
	}
	return g.alpha.Letter(x)
}

// value returns the points of a rack letter or board square.
func (g *game) value(x byte) int {
	if x == '?' || isBlankSq(x) {
		return g.blankValue
	}
	return g.values[x-'A']
}

// Rules returns the game's rules (a copy), with Players set to the number
// of players.
func (s State) Rules() Rules {
	if s.g == nil {
		return Rules{}
	}
	return s.g.rules.clone()
}

// Dictionary returns the dictionary moves are checked against, or nil for
// a decoded State whose custom dictionary has not been attached again.
func (s State) Dictionary() dictionary.Dictionary { return s.dict }

// Attach returns s checking words against d; nil means the bundled list
// of the game's alphabet, as Setup.Dictionary == nil does. Decoding a
// State that used a caller's dictionary gives one with none attached (its
// placements fail with ErrDetached); this attaches it again. A nil
// pointer inside the interface, a list of another alphabet than the
// game's (see Setup.Dictionary), or nil when no list of the game's
// alphabet is bundled in the program, leaves the State detached, so that
// its placements fail with ErrDetached instead of panicking.
func (s State) Attach(d dictionary.Dictionary) State {
	alpha := tiles.English()
	if s.g != nil {
		alpha = s.g.alpha
	}
	d, err := gameWords(alpha, d)
	if err != nil || dictionary.Check(d) != nil || s.g != nil && s.g.checkAlphabet(d) != nil {
		s.dict, s.lex = nil, "custom"
		return s
	}
	s.dict, s.lex = d, lexName(d)
	return s
}

// Players returns the number of players (0 for the zero State).
func (s State) Players() int { return int(s.players) }

// ToMove returns the seats that may move now: the one whose turn it is,
// or none once the game is over.
func (s State) ToMove() []int {
	if s.Over() {
		return nil
	}
	return []int{int(s.turn)}
}

// Name returns player p's name: the one Setup gave, or "Player 1",
// "Player 2"... It never panics, whatever p.
func (s State) Name(p int) string {
	return gamekit.SeatName(s.names, p)
}

// LastMove returns the move played last and true, or the zero Move and
// false when no move has been played since New (or, for a position read
// from another engine's CGP, since that position). Like History, it
// shows an exchange's tiles, which Mask hides from the other seats.
func (s State) LastMove() (Move, bool) {
	h, ok := s.hist.Last()
	return h.move, ok
}

// History returns every move played since New, in order, in a new slice.
// It is the complete record, for servers and game records: it holds
// secrets, the tiles each exchange gave back, which the other players
// never see: show a player what Mask leaves of it (tilekit.Game's
// HistoryFor). A State read back from its own MarshalText keeps its
// history; a position read from another engine's CGP starts with none.
func (s State) History() []Move {
	return history.Map(s.hist, func(h played) Move { return h.move })
}

// Mover returns the seat m belongs to: moves carry no seat, so every
// move, legal or not, is the seat to move's, and a finished game's (or
// the zero State's) belongs to no seat: tilekit.Onlooker. The game has no
// clock, so no move is the table's.
func (s State) Mover(m Move) int {
	if s.Over() {
		return tilekit.Onlooker
	}
	return int(s.turn)
}

// Mask returns m, the move History()[at], as seat may know it: another
// seat's exchange shows only how many tiles it gave back (see
// Move.Hidden), as the table sees it; every other move is shown whole.
// Seat tilekit.Onlooker, or any number that is not a seat, sees every
// exchange that way. It is how tilekit.Game's HistoryFor and LastMoveFor
// hide exchanges; View(seat).LastMove shows the same.
func (s State) Mask(seat, at int, m Move) Move {
	if m.kind != KindExchange || m.Hidden() {
		return m
	}
	if at == s.hist.Len()-1 {
		h, _ := s.hist.Last()
		return h.moveFor(seat)
	}
	if h := s.hist.Slice(); at >= 0 && at < len(h) {
		return h[at].moveFor(seat)
	}
	return hiddenExchange(int(m.n))
}

// moveFor returns the move as seat sees it: another seat's exchange
// without its tiles.
func (h played) moveFor(seat int) Move {
	if h.move.kind == KindExchange && int(h.player) != seat {
		return hiddenExchange(int(h.move.n))
	}
	return h.move
}

// Scores returns every player's score, in seating order. Once the game is
// over they include the end-of-game adjustments.
func (s State) Scores() []int { return slices.Clone(s.scores[:s.players]) }

// ScorelessTurns returns the number of scoreless turns (passes and
// exchanges) played in a row.
func (s State) ScorelessTurns() int { return int(s.scoreless) }

// Board returns the board.
func (s State) Board() Board { return s.board }

// Rack returns player p's tiles, sorted (nil for a seat that does not
// exist).
func (s State) Rack(p int) []tiles.Tile {
	if s.g == nil || p < 0 || p >= int(s.players) {
		return nil
	}
	out := make([]tiles.Tile, 0, s.racks[p].n)
	for _, x := range s.racks[p].letters() {
		out = append(out, s.g.tileOf(x))
	}
	return out
}

// RackLetters returns player p's rack as text: letters, '?' for a blank,
// sorted with blanks last ("" for a seat that does not exist). Letters of
// several characters are in brackets ("A[CH]?" in Spanish).
func (s State) RackLetters(p int) string {
	if s.g == nil || p < 0 || p >= int(s.players) {
		return ""
	}
	return s.g.rackText(s.racks[p])
}

// BoardTiles returns the tiles on the board (blanks with their letter),
// sorted.
func (s State) BoardTiles() []tiles.Tile {
	if s.g == nil {
		return nil
	}
	var out []tiles.Tile
	for _, x := range s.board.sq {
		if x != 0 {
			out = append(out, s.g.tileOf(x))
		}
	}
	return tiles.Sort(out)
}

// Bag returns the tiles in the bag as a sorted multiset (never the
// order they will be drawn in).
func (s State) Bag() []tiles.Tile { return s.bag.Tiles() }

// BagLen returns the number of tiles in the bag.
func (s State) BagLen() int { return s.bag.Len() }

// AllTiles returns every tile of the game: board, racks and bag. It always
// equals the rules' tile set (blanks on the board keep their letter).
func (s State) AllTiles() []tiles.Tile {
	out := s.BoardTiles()
	for p := range int(s.players) {
		out = append(out, s.Rack(p)...)
	}
	return append(out, s.bag.Tiles()...)
}

// withRack returns s with player p's rack set to letters ('?' a blank):
// the old rack goes back to the bag and the new one is taken from it. A
// tile the bag lacks is taken from another player's rack (lowest seat
// first, skipping p and the seats in keep), and that player draws as
// many replacements from the bag as were taken. It fails, wrapping
// ErrTooManyTiles, when the tiles are not there. (Used to replay game
// records, whose racks the seeded bag did not deal.)
func (s State) withRack(p int, letters string, keep ...int) (State, error) {
	if s.g == nil || p < 0 || p >= int(s.players) {
		return s, fmt.Errorf("wordgame: %w: no player %d", ErrBadSetup, p+1)
	}
	r, err := s.parseRack(letters, s.g.rules.RackSize)
	if err != nil {
		return s, err
	}
	sortRack(r.t[:r.n])
	bag := s.bag.Put(s.Rack(p)...)
	s.racks[p] = rack{}
	var robbed [maxPlayers]int // tiles taken from each seat
	for _, x := range r.letters() {
		t := s.g.tileOf(x)
		if bag.Count(t) > 0 {
			var err error
			if bag, err = bag.Take(t); err != nil {
				return s, fmt.Errorf("wordgame: %w: rack %s: %v", ErrTooManyTiles, notation.Quote(letters), err)
			}
			continue
		}
		found := false
		for q := range int(s.players) {
			if q == p || slices.Contains(keep, q) {
				continue
			}
			if _, ok := rackHas(s.racks[q], []byte{x}); ok {
				s.racks[q] = takeFromRack(s.racks[q], []byte{x})
				robbed[q]++
				found = true
				break
			}
		}
		if !found {
			return s, fmt.Errorf("wordgame: %w: rack %s: no %s left in the bag or the other racks", ErrTooManyTiles, notation.Quote(letters), s.g.letterText(x))
		}
	}
	s.racks[p] = r
	for q, k := range robbed {
		if k == 0 {
			continue
		}
		var got []tiles.Tile
		bag, got = bag.DrawUpTo(k)
		for _, t := range got {
			s.racks[q].t[s.racks[q].n] = tileLetter(t)
			s.racks[q].n++
		}
		sortRack(s.racks[q].t[:s.racks[q].n])
	}
	s.bag = bag
	return s, nil
}

// parseRack reads letters ('?' a blank, a multi-letter tile in its
// alphabet's notation) as a rack of at most limit tiles, or fails with
// an error wrapping ErrBadSetup.
func (s State) parseRack(letters string, limit int) (rack, error) {
	var r rack
	if s.g.aid == 0 && len(letters) > limit || len(letters) > 8*limit {
		return r, fmt.Errorf("wordgame: %w: rack %s holds more than %d tiles", ErrBadSetup, notation.Quote(letters), limit)
	}
	for i := 0; i < len(letters); {
		codes, size := "?", 1
		if letters[i] != '?' {
			codes, size = s.g.alpha.Next(letters[i:])
		}
		if size == 0 {
			return r, fmt.Errorf("wordgame: %w: rack %s: %s is not a tile", ErrBadSetup, notation.Quote(letters), notation.CharAt(letters, i))
		}
		for j := 0; j < len(codes); j++ {
			if int(r.n) == limit {
				return r, fmt.Errorf("wordgame: %w: rack %s holds more than %d tiles", ErrBadSetup, notation.Quote(letters), limit)
			}
			r.t[r.n] = upper(codes[j])
			r.n++
		}
		i += size
	}
	return r, nil
}

// withScoreDelta returns s with d points added to player p's score (a
// challenge bonus or time penalty in a game record), and false when d
// or the sum lies outside ±MaxScore.
func (s State) withScoreDelta(p, d int) (State, bool) {
	if p < 0 || p >= int(s.players) {
		return s, true
	}
	if d > MaxScore || d < -MaxScore {
		return s, false
	}
	sum := s.scores[p] + d
	if sum > MaxScore || sum < -MaxScore {
		return s, false
	}
	s.scores[p] = sum
	return s, true
}
