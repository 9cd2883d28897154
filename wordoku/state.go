package wordoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/tiles"
)

// The game's State meets the contract of every game, and offers these
// capabilities.
var (
	_ gamekit.State[State, Move, View] = State{}
	_ gamekit.Timed[State]             = State{}
	_ gamekit.Previewer[Move]          = State{}
	_ gamekit.Determinizer[State]      = State{}
	_ gamekit.Masker[Move]             = State{}
	_ gamekit.Drawer                   = State{}
	_ gamekit.SeatParser[Move]         = State{}
	_ gamekit.LastMover[Move]          = State{}
)

// Setup says who plays and with which words.
type Setup struct {
	// Players is the number of players, 1–MaxPlayers (and no more than
	// the tile set can deal to). It may be left 0 when Names gives the
	// count. One player is solo play: beat your own best.
	Players int

	// Names are optional labels, one per player; when set, its length is
	// the player count.
	// A name must pass gamekit.CheckNames (at most 64 characters, valid
	// UTF-8, no control or format character), or New refuses the setup
	// with ErrBadSetup.
	Names []string

	// Seed drives every deal and every swap.
	Seed uint64

	// Dictionary says which strings are words; nil means
	// dictionary.Default().
	Dictionary dictionary.Dictionary
}

// seat is one player's part of the current round.
type seat struct {
	grid     Grid
	wild     tiles.Tile   // the tile turned into the wild, face up as dealt; zero when none
	swapped  uint8        // bit i: the symbol of deal row i has been swapped
	removed  []tiles.Tile // tiles swapped out this round; never written once shared
	finished bool
}

// record is a finished round.
type record struct {
	grids  []Grid
	scores []int
	wilds  []bool
	victor int   // the victor token's holder, -1 when a tie gave personal-best tokens instead
	pbs    []int // personal-best tokens each player earned in the round (0-2)
}

// State is a game position: the round being played, every player's grid
// and tiles, the bag, the finished rounds and every move so far. It is an
// immutable value: no method changes it, so it is safe to share between
// goroutines and to keep as history. It knows every player's tiles: it is
// what a server or a referee holds; give players a View, a Draw, or the
// moves as Mask leaves them (tilekit.Game's HistoryFor and LastMoveFor).
// Its text (MarshalText) is the exact, complete encoding, secrets
// included, and so is its JSON, which is that text as a string.
//
// The zero State is no game: it is Over, and every move is rejected with
// ErrGameOver, as in every game.
type State struct {
	rules    Rules
	dict     dictionary.Dictionary // nil means the bundled default
	dictKind string                // "default", "common" or "custom"
	detached bool                  // decoded with a custom dictionary not yet attached
	names    []string
	players  int
	seed     uint64
	round    int // the current round from 1 (the last one once over); 0 in the zero State
	over     bool
	bag      tiles.Bag // the tiles nobody holds this round, with the game's generator
	seats    []seat    // the current round, one per player; copied on write
	past     []record  // finished rounds; copied on write
	hist     history.List[Move]
	started  int     // the number of moves before the current round began
	given    [][]int // round scores read from text, for a detached replay
	// owned is set while a decoder replays a text's moves on a State
	// that New has just made and no one else sees: apply then writes
	// its seats in place rather than copying them for every move.
	owned bool
}

// New starts a game: the first round is dealt, every player holding
// Rules.Size tiles of each symbol, one symbol per row (clove on the top
// row, then star, square, circle and diamond), and everyone may move. It
// fails when the rules are invalid or the setup impossible.
func New(rules Rules, setup Setup) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, fmt.Errorf("wordoku: %w", err)
	}
	n, err := gamekit.Players("wordoku", setup.Players, setup.Names, 1, rules.maxPlayers(), "the rules' tiles deal to %d-%d")
	if err != nil {
		return State{}, err
	}
	s := State{rules: rules.clone(), players: n, seed: setup.Seed, round: 1}
	if setup.Names != nil {
		s.names = slices.Clone(setup.Names)
	}
	if s.dict, s.dictKind, err = classify(setup.Dictionary); err != nil {
		return State{}, err
	}
	s.bag = s.rules.Tiles.Bag(setup.Seed)
	if err := s.deal(); err != nil {
		return State{}, err
	}
	return s, nil
}

// classify names a dictionary: nil and the bundled lists are "default"
// and "common" (the default kept as nil), anything else "custom". A typed
// nil (a nil *dictionary.List in the interface) is refused.
func classify(d dictionary.Dictionary) (dictionary.Dictionary, string, error) {
	switch name := dictionary.Name(d); {
	case d == nil || name == dictionary.DefaultName:
		return nil, dictionary.DefaultName, nil
	case name != "":
		return d, name, nil
	}
	if l, ok := d.(*dictionary.List); ok && l == nil {
		return nil, "", fmt.Errorf("wordoku: %w: a nil *dictionary.List", ErrBadSetup)
	}
	return d, "custom", nil
}

// deal fills every seat from a full bag: Size tiles of each symbol, one
// symbol per row, in the order the tiles are drawn.
func (s *State) deal() error {
	n := s.rules.Size
	s.seats = make([]seat, s.players)
	for p := range s.seats {
		g := Grid{n: int8(n)}
		for row, sym := range symbols[:n] {
			var drawn []tiles.Tile
			var err error
			s.bag, drawn, err = s.bag.DrawFunc(n, func(t tiles.Tile) bool { return t.Symbol == sym })
			if err != nil {
				return fmt.Errorf("wordoku: %w: dealing %v tiles: %v", ErrBadSetup, sym, err)
			}
			copy(g.cells[row*n:], drawn)
		}
		s.seats[p].grid = g
	}
	return nil
}

// dictionary returns the dictionary words are checked against.
func (s State) dictionary() dictionary.Dictionary {
	if s.dict == nil {
		return dictionary.Default()
	}
	return s.dict
}

// Dictionary returns the dictionary the game checks words against: the
// one Setup gave, or dictionary.Default(). It is nil for a State decoded
// from text whose custom dictionary has not been given back with Attach:
// no grid of it can be scored until then. An engine searching a player's
// tiles for words (package wordoku/solver) searches this list.
func (s State) Dictionary() dictionary.Dictionary {
	if s.detached {
		return nil
	}
	return s.dictionary()
}

// Attach returns s checking words against d: a state decoded from text
// that was played with a custom dictionary needs it before it can score a
// round again. nil means dictionary.Default(); a typed nil dictionary is
// ignored (s is returned as it was).
func (s State) Attach(d dictionary.Dictionary) State {
	dict, kind, err := classify(d)
	if err != nil || s.players == 0 {
		return s
	}
	s.dict, s.dictKind, s.detached = dict, kind, false
	return s
}

// Rules returns the game's rules (a copy).
func (s State) Rules() Rules { return s.rules.clone() }

// Players returns the number of players (0 for the zero State).
func (s State) Players() int { return s.players }

// Name returns player p's label: the Setup name, or "Player N" counting
// from 1 when the name is "" or none was given. It never panics.
func (s State) Name(p int) string {
	return gamekit.SeatName(s.names, p)
}

// Round returns the current round, counting from 1 (the last round once
// the game is over, 0 for the zero State).
func (s State) Round() int { return s.round }

// Over reports whether every round has been played. The zero State is
// over.
func (s State) Over() bool { return s.players == 0 || s.over }

// ToMove returns the players still playing the current round: everyone
// who has not finished it. It is empty once the game is over.
func (s State) ToMove() []int {
	var ps []int
	if s.Over() {
		return ps
	}
	for p, st := range s.seats {
		if !st.finished {
			ps = append(ps, p)
		}
	}
	return ps
}

// Grid returns player p's grid as it stands (the zero Grid for an
// unknown player).
func (s State) Grid(p int) Grid {
	if p < 0 || p >= len(s.seats) {
		return Grid{}
	}
	return s.seats[p].grid
}

// Finished reports whether player p has finished the current round.
func (s State) Finished(p int) bool {
	return p >= 0 && p < len(s.seats) && s.seats[p].finished
}

// WildUsed reports whether player p has turned a wild this round.
func (s State) WildUsed(p int) bool {
	return p >= 0 && p < len(s.seats) && s.seats[p].wild != (tiles.Tile{})
}

// SwapUsed reports whether player p has swapped a tile of symbol sym this
// round.
func (s State) SwapUsed(p int, sym tiles.Symbol) bool {
	i := symbolIndex(sym)
	return p >= 0 && p < len(s.seats) && i >= 0 && s.seats[p].swapped&(1<<i) != 0
}

// Removed returns the tiles player p has swapped out this round, which
// have left play until the next deal.
func (s State) Removed(p int) []tiles.Tile {
	if p < 0 || p >= len(s.seats) {
		return nil
	}
	return slices.Clone(s.seats[p].removed)
}

// Unseen returns, as player p knows it, the tiles p could draw by
// swapping: the whole set without p's own tiles and the ones p swapped
// out this round (the other players' tiles are among them, since p cannot
// see them). Sorted.
func (s State) Unseen(p int) []tiles.Tile {
	if p < 0 || p >= len(s.seats) {
		return nil
	}
	out, _ := tiles.Remove(s.rules.Tiles.Tiles(), s.held(p))
	out, _ = tiles.Remove(out, s.seats[p].removed)
	return tiles.Sort(out)
}

// held returns the tiles player p holds, the wild as it was dealt.
func (s State) held(p int) []tiles.Tile {
	st := s.seats[p]
	ts := st.grid.Tiles()
	for i, t := range ts {
		if t.Blank {
			ts[i] = st.wild
		}
	}
	return ts
}

// Bag returns the tiles nobody holds this round, sorted (the referee's
// view; players see Unseen).
func (s State) Bag() []tiles.Tile { return s.bag.Tiles() }

// BagLen returns how many tiles the bag holds.
func (s State) BagLen() int { return s.bag.Len() }

// LastMove returns the last move applied, and false before the first.
func (s State) LastMove() (Move, bool) { return s.hist.Last() }

// History returns every move applied since New, in order (a copy).
// Replaying them on a new game with the same rules and setup gives the
// same State. It holds every player's arrangements of the round being
// played: it is for servers and records; show players each move as Mask
// leaves it.
func (s State) History() []Move { return s.hist.Slice() }

// Mask returns m, the move at index at of History, as seat may know it
// now: every move of a finished round, seat's own moves, and the other
// players' moves of the round being played with only their player and
// kind (Hidden: an arrangement without its grid, a swap without its
// cell, a wild without its cell and letter), since their grids stay
// private until the round ends. tilekit.Onlooker, or any number that is
// not a seat of the game, sees no grid of the round being played.
// tilekit.Game's HistoryFor and LastMoveFor show the moves through Mask.
func (s State) Mask(seat, at int, m Move) Move {
	if at < s.started {
		return m // a finished round's move: every grid is public
	}
	switch m.Kind {
	case KindArrange, KindSwap, KindWild:
		if m.Player != seat || seat < 0 || seat >= s.players {
			return m.hide()
		}
	}
	return m
}
