package quaddoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// Setup says who plays and with which words.
type Setup struct {
	// Players is the number of players, 1–MaxPlayers. It may be left 0
	// when Names gives the count. One player is solo play.
	Players int

	// Names are optional labels, one per player; when set, its length is
	// the player count.
	Names []string

	// Seed seeds the drawpile's generator. The open pile is never
	// shuffled, so the game itself uses no randomness; the seed is kept
	// (and saved) only so that every tilekit game is set up alike.
	Seed uint64

	// Dictionary says which strings are words; nil means
	// dictionary.Default().
	Dictionary dictionary.Dictionary
}

// State is a position: the grid, the open drawpile, the tiles covered so
// far, the scores and whose turn it is. It is an immutable value: no
// method changes it, so it is safe to share between goroutines and to
// keep as history. The zero State is no game: it is Over, and every move
// is rejected with ErrBadSetup.
type State struct {
	rules    Rules
	dict     dictionary.Dictionary // nil means the bundled default
	dictKind string                // "default", "common" or "custom"
	detached bool                  // decoded with a custom dictionary not yet attached
	names    []string
	players  int
	grid     [12]tiles.Tile
	pile     tiles.Bag
	covered  []tiles.Tile // sorted
	scores   []int
	words    []int
	dokus    []int
	turn     int // the player to move
	passes   int // passes in succession
	turns    int // turns played, passes included
}

// New starts a game: the start grid on the table and every other tile of
// the set in the open drawpile, player 0 to move. It fails when the rules
// are invalid, the setup impossible, or a start word is not a word of the
// dictionary.
func New(rules Rules, setup Setup) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, fmt.Errorf("quaddoku: %w", err)
	}
	n := setup.Players
	if setup.Names != nil {
		if n != 0 && n != len(setup.Names) {
			return State{}, fmt.Errorf("quaddoku: %w: %d players but %d names", ErrBadSetup, n, len(setup.Names))
		}
		n = len(setup.Names)
	}
	if n < 1 || n > MaxPlayers {
		return State{}, fmt.Errorf("quaddoku: %w: %d players, want 1-%d", ErrBadSetup, n, MaxPlayers)
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
	}
	pile, err := rules.Tiles.Bag(setup.Seed).Take(rules.Start.Tiles()...)
	if err != nil {
		return State{}, fmt.Errorf("quaddoku: %w: %v", ErrBadRules, err)
	}
	s.pile = pile
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

// Attach returns s checking words against d: a state decoded from text
// that was played with a custom dictionary needs it before it accepts
// moves again. nil means dictionary.Default().
func (s State) Attach(d dictionary.Dictionary) State {
	s.dict, s.dictKind = classify(d)
	s.detached = false
	return s
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
// from 1.
func (s State) Name(p int) string {
	if p >= 0 && p < len(s.names) {
		return s.names[p]
	}
	return fmt.Sprintf("Player %d", p+1)
}

// Turn returns the player to move.
func (s State) Turn() int { return s.turn }

// Turns returns the number of turns played so far, passes included.
func (s State) Turns() int { return s.turns }

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

// Pile returns the open drawpile's tiles in sorted order (a copy).
func (s State) Pile() []tiles.Tile { return s.pile.Tiles() }

// PileCount returns how many copies of t the drawpile holds.
func (s State) PileCount(t tiles.Tile) int { return s.pile.Count(t) }

// Covered returns the tiles covered so far, which have left play, in
// sorted order (a copy).
func (s State) Covered() []tiles.Tile { return slices.Clone(s.covered) }

// Scores returns each player's total (a copy).
func (s State) Scores() []int { return slices.Clone(s.scores) }

// Over reports whether the game has ended: the drawpile is empty, or every
// player has passed in succession. The zero State is over.
func (s State) Over() bool {
	return s.players == 0 || s.pile.Len() == 0 || s.passes >= s.players
}
