package quaddoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/tiles"
)

// Setup says who plays and with which words.
type Setup struct {
	// Players is the number of players, 1–MaxPlayers. It may be left 0
	// when Names gives the count. One player is solo play.
	Players int

	// Names are optional labels, one per player; when set, its length is
	// the player count.
	// A name must pass gamekit.CheckNames (at most 64 characters, valid
	// UTF-8, no control or format character), or New refuses the setup
	// with ErrBadSetup.
	Names []string

	// Seed seeds the drawpile's generator. The open pile is never
	// shuffled, so the game itself uses no randomness; the seed is kept
	// (and saved) only so that every tilekit game is set up alike.
	Seed uint64

	// Dictionary says which strings are words; nil means
	// dictionary.Default(). A nil value of a dictionary type, such as
	// (*dictionary.List)(nil), is refused by New.
	Dictionary dictionary.Dictionary
}

// State is a position: the grid, the open drawpile, the tiles covered so
// far, the scores, whose turn it is and every move played since New. It
// is an immutable value: no method changes it, so it is safe to share
// between goroutines and to keep as history. The zero State is no game:
// it is Over, and every move is rejected with ErrGameOver.
type State struct {
	rules     Rules
	dict      dictionary.Dictionary // nil means the bundled default
	dictKind  string                // "default", "common" or "custom"
	detached  bool                  // decoded with a custom dictionary not yet attached
	attachErr string                // why Attach left the state detached, if it did
	names     []string
	players   int
	grid      [12]tiles.Tile
	stacks    [12]int     // tiles in each edge cell's stack, the top one included
	pile      *tileCounts // the open drawpile
	rng       tiles.Rand  // the drawpile's generator, never used by the game
	covered   *tileCounts // the tiles covered so far
	scores    []int
	words     []int
	dokus     []int
	turn      int // the player to move
	passes    int // passes in succession
	// trustPasses accepts passes without looking for a turn: only while
	// UnmarshalText replays a game played with a custom dictionary,
	// which it cannot consult.
	trustPasses bool
	hist        history.List[placed] // the moves that placed tiles, shared between States
}

// placed is one history entry: a move that placed tiles and the passes
// just before it. Passes are only counted (the State's passes field
// counts those after the newest entry), so a pass allocates nothing and
// a long game of passes stays small.
type placed struct {
	m      Move // never a pass
	passes int  // passes between the previous entry's move and m
	n      int  // turns played up to m, passes included
}

// New starts a game: the start grid on the table and every other tile of
// the set in the open drawpile, player 0 to move. It fails when the rules
// are invalid, the setup impossible, or a start word is not a word of the
// dictionary.
func New(rules Rules, setup Setup) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, fmt.Errorf("quaddoku: %w", err)
	}
	n, err := gamekit.Players("quaddoku", setup.Players, setup.Names, 1, MaxPlayers, "Quad*doku is played by %d to %d players")
	if err != nil {
		return State{}, err
	}
	if setup.Dictionary != nil {
		// A typed nil would panic on its first word.
		if dictionary.Check(setup.Dictionary) != nil {
			return State{}, fmt.Errorf("quaddoku: %w: %w: the dictionary given is a nil value (leave it out for the bundled default)", ErrBadSetup, dictionary.ErrNil)
		}
	}
	s := State{
		rules:   rules.clone(),
		players: n,
		scores:  make([]int, n),
		words:   make([]int, n),
		dokus:   make([]int, n),
	}
	if setup.Names != nil {
		s.names = slices.Clone(setup.Names)
	}
	s.dict, s.dictKind = classify(setup.Dictionary)
	for c := range 12 {
		s.grid[c] = rules.Start[cellRow[c]][cellCol[c]]
		s.stacks[c] = 1
	}
	// Validate has made sure the set holds the start tiles.
	s.pile, s.covered = countsOf(rules.Tiles.Tiles()), &tileCounts{}
	for _, t := range rules.Start.Tiles() {
		s.pile.add(t, -1)
	}
	s.rng = tiles.NewRand(setup.Seed)
	for side := range Side(4) {
		if w := s.word(s.grid, side); !s.dictionary().Contains(w) {
			return State{}, fmt.Errorf("quaddoku: %w: start word %q (%v) is not a word", ErrBadSetup, w, side)
		}
	}
	return s, nil
}

// classify names a dictionary: nil and the bundled lists are "default" and
// "common" (and kept as nil and Common), anything else is "custom".
func classify(d dictionary.Dictionary) (dictionary.Dictionary, string) {
	switch name := dictionary.Name(d); {
	case d == nil || name == dictionary.DefaultName:
		return nil, dictionary.DefaultName
	case name != "":
		return d, name
	}
	return d, "custom"
}

// dictionary returns the dictionary words are checked against.
func (s State) dictionary() dictionary.Dictionary {
	if s.dict == nil {
		return dictionary.Default()
	}
	return s.dict
}

// Attach returns s checking words against d, nil meaning the bundled
// dictionary.Default (as Setup.Dictionary does). The dictionary is a
// value of the caller's program, which the text form cannot carry, so a
// state decoded from text that was played with a custom dictionary
// refuses moves (ErrDetached) until the caller attaches it again. The
// bundled dictionary.Default and dictionary.Common need no Attach.
//
// A nil value of a dictionary type, such as (*dictionary.List)(nil), is
// no dictionary (dictionary.Check): the State returned is detached, and
// every move but the pass fails with ErrDetached, saying why.
func (s State) Attach(d dictionary.Dictionary) State {
	if d == nil {
		d = dictionary.Default()
	}
	if err := dictionary.Check(d); err != nil {
		s.dict, s.dictKind, s.detached = nil, "custom", true
		s.attachErr = "the word list given to this game is empty (a nil value), so no word can be checked"
		return s
	}
	s.dict, s.dictKind = classify(d)
	s.detached, s.attachErr = false, ""
	return s
}

// detachedDetail says why a detached State refuses moves.
func (s State) detachedDetail() string {
	if s.attachErr != "" {
		return s.attachErr
	}
	return "this saved game was played with its own word list, which has not been given back to it"
}

// word spells one side of the edge cells g.
func (s State) word(g [12]tiles.Tile, side Side) string {
	var b [4]byte
	for i, c := range wordCells[side] {
		b[i] = g[c].Letter
	}
	return string(b[:])
}

// Rules returns the game's rules (a copy).
func (s State) Rules() Rules { return s.rules.clone() }

// Players returns the number of players (0 for the zero State).
func (s State) Players() int { return s.players }

// Name returns player p's label: the Setup name, or "Player N" counting
// from 1 when Setup gave no names (or an empty one). It never panics.
func (s State) Name(p int) string {
	return gamekit.SeatName(s.names, p)
}

// ToMove returns the seats that may move now: the one player whose turn
// it is, or none (an empty list) once the game is over.
func (s State) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	return []int{s.turn}
}

// Mover returns the seat that m belongs to: the seat to move now,
// whatever m is, since a Quad*doku move names no player, and
// tilekit.Onlooker once the game is over (or for the zero State). It is
// what the root's seat checks (tilekit.Game's ValidateAs and PlayAs) ask.
func (s State) Mover(m Move) int {
	if s.Over() {
		return tilekit.Onlooker
	}
	return s.turn
}

// mover is the seat whose turn it is (or was, once the game is over),
// -1 for the zero State: the player errors about a move name.
func (s State) mover() int {
	if s.players == 0 {
		return -1
	}
	return s.turn
}

// Turns returns the number of turns played so far, passes included.
func (s State) Turns() int {
	last, _ := s.hist.Last()
	return last.n + s.passes
}

// LastMove returns the move played last, and false before the first.
func (s State) LastMove() (Move, bool) {
	if s.passes > 0 {
		return Pass(), true
	}
	last, ok := s.hist.Last()
	return last.m, ok
}

// History returns every move played since New, in order, passes
// included (a new slice on every call). Nothing in Quad*doku is secret,
// so the whole History is what every seat, and tilekit.Onlooker, may
// know (the game has no Mask).
func (s State) History() []Move {
	out := make([]Move, s.Turns()) // zero Moves: passes
	for _, e := range s.hist.Slice() {
		out[e.n-1] = e.m
	}
	return out
}

// Stack returns how many tiles the stack on edge cell (row, col) holds,
// its top tile included: 1 for a start tile never covered, 0 for a cell
// that is not on the edge and for the zero State.
func (s State) Stack(row, col int) int {
	if c := edgeCell(row, col); c >= 0 {
		return s.stacks[c]
	}
	return 0
}

// Passes returns how many players in succession have just passed.
func (s State) Passes() int { return s.passes }

// Grid returns the top tile of every edge cell.
func (s State) Grid() Grid {
	var g Grid
	for c, t := range s.grid {
		g[cellRow[c]][cellCol[c]] = t
	}
	return g
}

// Word returns the word on one side.
func (s State) Word(side Side) string {
	if side > Bottom || s.players == 0 {
		return ""
	}
	return s.word(s.grid, side)
}

// Bag returns the tiles of the open draw pile (the bag, in every game's
// vocabulary) in sorted order (a copy).
func (s State) Bag() []tiles.Tile { return s.pile.tiles() }

// BagLen returns how many tiles the draw pile holds.
func (s State) BagLen() int { return s.pile.len() }

// BagCount returns how many copies of t the draw pile holds.
func (s State) BagCount(t tiles.Tile) int { return s.pile.count(t) }

// Covered returns the tiles covered so far, which have left play, in
// sorted order (a copy).
func (s State) Covered() []tiles.Tile { return s.covered.tiles() }

// Scores returns each player's total (a copy).
func (s State) Scores() []int { return slices.Clone(s.scores) }

// Over reports whether the game has ended: the drawpile is empty, or every
// player has passed in succession (under the default rules, because no
// player can make a new word). The zero State is over.
func (s State) Over() bool {
	return s.players == 0 || s.pile.len() == 0 || s.passes >= s.players
}
