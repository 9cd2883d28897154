package sumoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/tiles"
)

// Setup says who plays.
type Setup struct {
	// Players is the number of players (teams in the team game): 2–5 in
	// the standard game, 2–8 in speed and spot, 2–4 in the team game, 1
	// in solo. It may be left 0 when Names gives the count.
	Players int

	// Names are optional labels, one per player; when set, its length is
	// the player count. A seat whose name is "" is "Player N".
	// A name must pass gamekit.CheckNames (at most 64 characters, valid
	// UTF-8, no control or format character), or New refuses the setup
	// with ErrBadSetup.
	Names []string

	// Seed seeds every draw and the die.
	Seed uint64
}

// playerRange returns the player counts variant v allows.
func playerRange(v Variant) (lo, hi int) {
	switch v {
	case VariantStandard:
		return 2, 5
	case VariantTeam:
		return 2, 4
	case VariantSolo:
		return 1, 1
	}
	return 2, MaxPlayers
}

// State is a position of any variant. It is an immutable value: no method
// changes it, so it is safe to share between goroutines and to keep as
// history. The zero State is no game: it is over and every move is
// refused with ErrGameOver.
//
// Its text (MarshalText) and JSON (the same text as a JSON string) are
// the exact, complete encoding, for servers and saved games.
type State struct {
	rules   Rules
	names   []string
	players int
	seed    uint64
	from    *position // the FromPosition arguments, nil for New
	key     int
	bag     pile
	hist    history.List[record] // the moves applied, shared between States
	owned   bool                 // replaying a text: every slice is this State's alone, written in place

	layout Layout         // standard: the table; solo: the last accepted layout
	hands  []kindCount    // every variant but spot: racks or hands, by kind
	kept   [][]tiles.Tile // spot: the tiles each player kept, in the order kept; inner slices written only when owned
	scores []int          // standard points
	turn   int            // standard: the player to move
	passes int            // standard: passes in succession
	bonus  bool           // standard: the player to move is on a bonus turn

	out        []bool // speed: out of the round; spot: sitting out
	sitNext    []bool // spot: to sit out the next round (a wrong claim holding too few tiles)
	wins       []int  // speed: rounds won
	lastWinner int    // speed: the last round's winner, -1 for none
	streak     int    // speed: rounds won in a row by lastWinner
	round      int    // speed and spot: the round, from 1

	faceUp []tiles.Tile // spot

	over    bool
	winners []int
}

// position is what FromPosition was given.
type position struct {
	key          int
	layout, rack string
}

// New starts a game: the tiles dealt, the die rolled. It fails when the
// rules are invalid or the setup impossible (a player count the variant
// does not allow, too few tiles to deal).
func New(rules Rules, setup Setup) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, fmt.Errorf("sumoku: %w", err)
	}
	lo, hi := playerRange(rules.Variant)
	n, err := gamekit.Players("sumoku", setup.Players, setup.Names, lo, hi, rules.Variant.String()+" sumoku takes %d-%d")
	if err != nil {
		return State{}, err
	}
	s := State{
		rules:      rules.clone(),
		players:    n,
		seed:       setup.Seed,
		bag:        pileOf(rules.Tiles.Bag(setup.Seed)),
		hands:      make([]kindCount, n),
		scores:     make([]int, n),
		out:        make([]bool, n),
		sitNext:    make([]bool, n),
		wins:       make([]int, n),
		lastWinner: -1,
		round:      1,
	}
	if setup.Names != nil {
		s.names = slices.Clone(setup.Names)
	}
	deal := s.rules.Hand
	switch s.rules.Variant {
	case VariantStandard:
		deal = s.rules.Rack
	case VariantSpot:
		deal = 0
	case VariantTeam:
		if deal == 0 {
			deal = s.rules.Tiles.Total() / n
		}
		if deal*n > s.bag.Len() || deal == 0 {
			return State{}, fmt.Errorf("sumoku: %w: %d teams of %d tiles need more than the set's %d", ErrBadSetup, n, deal, s.bag.Len())
		}
	}
	for p := range n {
		s.bag.drawCount(&s.hands[p], deal)
	}
	s.key = s.roll()
	switch s.rules.Variant {
	case VariantStandard:
		s.turn = 0
		for p := range n {
			if s.hands[p].sum() < s.hands[s.turn].sum() {
				s.turn = p
			}
		}
	case VariantSpot:
		s.hands, s.kept = nil, make([][]tiles.Tile, n)
		s.faceUp = s.bag.drawTo(nil, s.rules.FaceUp)
		s.topUpSpot()
	}
	return s, nil
}

// roll throws the die Rules.Rolls times with the bag's generator and
// returns the sum; the advanced generator goes back into the bag.
func (s *State) roll() int {
	sum := 0
	for range s.rules.Rolls {
		var i int
		s.bag.rng, i = s.bag.rng.IntN(len(s.rules.Die))
		sum += s.rules.Die[i]
	}
	return sum
}

// FromPosition builds a standard game in progress for analysis and tests:
// the layout on the table (empty text: the opening move is next) and
// player 0 to move holding rack (tiles separated by spaces, "R3 O1 Y6"),
// with key (MinKey to MaxKey) as the key number. There are two players;
// player 1's rack of Rack tiles is drawn, with seed 0, from the tiles
// the rules' set has left, and the rest form the bag. It fails when the rules are not a
// standard game's, the layout is not valid for key, the rack is larger
// than Rack, or the set lacks the tiles named.
func FromPosition(rules Rules, key int, layout, rack string) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, fmt.Errorf("sumoku: %w", err)
	}
	if rules.Variant != VariantStandard {
		return State{}, fmt.Errorf("sumoku: %w: FromPosition builds a standard game, not %s", ErrBadSetup, rules.Variant)
	}
	if key < MinKey || key > MaxKey {
		return State{}, fmt.Errorf("sumoku: %w: key number %d: want %d-%d", ErrBadSetup, key, MinKey, MaxKey)
	}
	l, err := ParseLayout(layout)
	if err != nil {
		return State{}, err
	}
	if err := CheckLayout(l, key, rules.NoRepeatNumbers); err != nil {
		return State{}, fmt.Errorf("sumoku: %w: layout: %v", ErrBadSetup, err)
	}
	if l.Len() > 0 {
		if _, ok := l.At(0, 0); !ok {
			return State{}, fmt.Errorf("sumoku: %w: layout does not cover the centre square 0,0", ErrBadSetup)
		}
	}
	r, err := ParseTiles(rack)
	if err != nil {
		return State{}, err
	}
	if len(r) > rules.Rack {
		return State{}, fmt.Errorf("sumoku: %w: rack of %d tiles, at most %d", ErrBadSetup, len(r), rules.Rack)
	}
	bag, err := rules.Tiles.Bag(0).Take(append(l.Tiles(), r...)...)
	if err != nil {
		return State{}, fmt.Errorf("sumoku: %w: the tile set lacks the layout's and rack's tiles: %v", ErrBadSetup, err)
	}
	s := State{
		rules:      rules.clone(),
		players:    2,
		from:       &position{key: key, layout: l.String(), rack: FormatTiles(sortTiles(r))},
		key:        key,
		layout:     l,
		hands:      make([]kindCount, 2),
		scores:     make([]int, 2),
		out:        make([]bool, 2),
		sitNext:    make([]bool, 2),
		wins:       make([]int, 2),
		lastWinner: -1,
		round:      1,
	}
	s.hands[0].add(r)
	s.bag = pileOf(bag)
	s.bag.drawCount(&s.hands[1], rules.Rack)
	return s, nil
}

// Rules returns the game's rules (a copy).
func (s State) Rules() Rules { return s.rules.clone() }

// Variant returns the variant being played.
func (s State) Variant() Variant { return s.rules.Variant }

// Key returns the key number: every line must sum to a multiple of it.
// In speed it is rolled again for every round.
func (s State) Key() int { return s.key }

// Players returns the number of players (teams in the team game); 0 for
// the zero State.
func (s State) Players() int { return s.players }

// Name returns player p's label: the Setup name, or "Player N" counting
// from 1 when that name is "" or was not given (a decoded game's names
// follow the same rule). It never panics, whatever p.
func (s State) Name(p int) string {
	return gamekit.SeatName(s.names, p)
}

// Layout returns the shared table in the standard game, or in solo the
// last layout accepted; empty in the other variants.
func (s State) Layout() Layout { return s.layout }

// Hand returns player p's tiles (a copy): the rack in the standard game,
// the hand in speed, team and solo (every tile drawn so far), the tiles
// kept in spot. Hands are face up in every variant.
func (s State) Hand(p int) []tiles.Tile {
	if p < 0 || p >= s.players {
		return nil
	}
	return s.hand(p)
}

// hand returns player p's tiles, a seat at the table: sorted by
// CompareTiles, or in spot in the order kept (a new slice).
func (s *State) hand(p int) []tiles.Tile {
	if s.kept != nil {
		return slices.Clone(s.kept[p])
	}
	return s.hands[p].appendTiles(nil)
}

// handLen returns the number of tiles player p, a seat at the table,
// holds.
func (s *State) handLen(p int) int {
	if s.kept != nil {
		return len(s.kept[p])
	}
	return s.hands[p].Len()
}

// Rack returns the tiles of the player to move (standard game).
func (s State) Rack() []tiles.Tile { return s.Hand(s.turn) }

// FaceUp returns spot's face-up tiles, in the order their indices name
// them (a copy).
func (s State) FaceUp() []tiles.Tile { return slices.Clone(s.faceUp) }

// BagLen returns the number of tiles in the bag (the draw pile).
func (s State) BagLen() int { return s.bag.Len() }

// Bag returns the tiles in the bag, sorted: what nobody holds or sees.
func (s State) Bag() []tiles.Tile { return s.bag.Tiles() }

// Scores returns each player's points in the standard game (after the
// end, with the tiles left in hand taken off), tiles kept in spot, round
// wins in speed, and tiles laid out in solo.
func (s State) Scores() []int {
	switch s.rules.Variant {
	case VariantSpot:
		out := make([]int, s.players)
		for p := range out {
			out[p] = len(s.kept[p])
		}
		return out
	case VariantSpeed:
		return slices.Clone(s.wins)
	case VariantSolo:
		if s.players == 0 {
			return nil
		}
		return []int{s.layout.Len()}
	}
	return slices.Clone(s.scores)
}

// Out reports whether player p is out of the current speed round or
// sitting out the current spot round.
func (s State) Out(p int) bool { return p >= 0 && p < len(s.out) && s.out[p] }

// SitsOutNext reports whether player p, in spot, is to sit out the next
// round: they made a wrong claim in this one while keeping fewer tiles
// than a claim names, and play on until the round ends.
func (s State) SitsOutNext(p int) bool { return p >= 0 && p < len(s.sitNext) && s.sitNext[p] }

// Round returns the round being played in speed and spot (from 1).
func (s State) Round() int { return s.round }

// Bonus reports whether the standard game's player to move is on a bonus
// turn, earned by making a line of six.
func (s State) Bonus() bool { return s.bonus }

// ToMove returns the seats that may move now: the player to move in the
// standard game; every player still in the round in speed, not sitting
// out in spot, every team, the solo player. Empty once the game is over.
func (s State) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	if s.rules.Variant == VariantStandard {
		return []int{s.turn}
	}
	out := []int{}
	for p := range s.players {
		if !s.out[p] {
			out = append(out, p)
		}
	}
	return out
}

// Over reports whether the game has ended. The zero State is over.
func (s State) Over() bool { return s.players == 0 || s.over }

// LastMove returns the last move applied, if any.
func (s State) LastMove() (Move, bool) {
	r, ok := s.hist.Last()
	return r.move(), ok
}

// History returns every move applied since New (or FromPosition), in
// order (a copy): the complete record, for servers and saved games. In
// other games such a record holds secrets; in sumoku no move hides
// anything, and tilekit.Game's HistoryFor gives every seat the same
// moves.
func (s State) History() []Move { return history.Map(s.hist, record.move) }

// Winners returns the winners once the game is over (ties shared), in
// seating order; empty before.
func (s State) Winners() []int {
	if !s.Over() || s.players == 0 {
		return []int{}
	}
	return slices.Clone(s.winners)
}
