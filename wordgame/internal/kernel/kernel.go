// Package kernel is the seam between the crossword game's rules (package
// wordgame) and its engines (wordgame/equity, wordgame/sim,
// wordgame/endgame, wordgame/bot): what an engine needs of a State beyond
// the rules' public API (the move generator under a work budget, the
// racks as codes, the tile values), without making it part of that API.
//
// Package wordgame fills in an Access at init with Set; an engine package
// takes it once with Get, in its own types, and calls its functions. No
// value crosses as an interface, so a call costs what a function call
// does. The package imports nothing of wordgame, which imports it, so the
// rules never depend on an engine.
package kernel

import (
	"context"
	"errors"

	"github.com/tilekit/tilekit/tiles"
)

// MaxLetters is the number of letter slots of a Counts: one per letter
// code of an alphabet, the blank after them.
const MaxLetters = tiles.MaxLetters

// MaxRack is the most tiles a rack holds (wordgame.MaxBoardSize).
const MaxRack = 21

// Rack returns seat p's tiles as codes.
func (p *Position) Rack(seat int) []byte { return p.Racks[seat][:p.RackLen[seat]] }

// Counts counts a rack's tiles by RackIndex: letters by index, the blank
// last.
type Counts [MaxLetters + 1]uint8

// Len returns the number of tiles counted.
func (c *Counts) Len() int {
	n := 0
	for _, x := range c {
		n += int(x)
	}
	return n
}

// RackIndex returns the counting slot of a rack code: its letter's index
// (code - 'A'), or MaxLetters for a blank ('?').
func RackIndex(x byte) int {
	if x == '?' {
		return MaxLetters
	}
	return int(x - 'A')
}

// SquareIndex returns the counting slot of a tile a placement puts down
// (a board square's code): its letter's index for a natural tile, or
// MaxLetters for a blank standing for a letter.
func SquareIndex(x byte) int {
	if x&tiles.Lower != 0 {
		return MaxLetters
	}
	return int(x - 'A')
}

// Budget bounds one run of the move generator: it stops after Steps
// steps (0: no limit) or, looked at every few thousand steps, when Ctx is
// done (nil: never).
type Budget struct {
	Ctx   context.Context
	Steps int
}

// Spent is what a run of the move generator cost: its steps, whether its
// budget cut it short, and the context's error when that did.
type Spent struct {
	Steps int
	Cut   bool
	Err   error
}

// Scored is a placement with its points, as the generator gives them.
type Scored[M any] struct {
	Move  M
	Score int
}

// Position is what an engine reads of a State besides its public API.
type Position struct {
	// Racks holds each seat's tiles as codes (a letter's code, '?' for a
	// blank), sorted with blanks last, in its first RackLen places;
	// Players is the number of seats and Turn the seat to move.
	Racks   [4][MaxRack]byte
	RackLen [4]int
	Players int
	Turn    int
	// Values holds the points of each letter by index (code - 'A'), and
	// Values[MaxLetters] those of a blank.
	Values [MaxLetters + 1]int
	// English reports that the game's alphabet is English (leave tables
	// are English); RackSize is the rules' rack size and End their end
	// rule (a wordgame.EndRule).
	English  bool
	RackSize int
	End      int
}

// Access is what package wordgame gives its engines, for its State S and
// Move M.
type Access[S, M any] struct {
	// Ready is the error any move gets in s before the move itself is
	// looked at (a finished game, the zero State), or nil.
	Ready func(s S) error
	// Position returns s's racks and tile values.
	Position func(s S) Position
	// Top returns the n best placements for the player to move in s,
	// best first (BestMove's order), found within b.
	Top func(s S, n int, b Budget) ([]Scored[M], Spent, error)
	// TopCommon is Top(n) of the placements whose every word is a common
	// word, for the Easy player.
	TopCommon func(s S, n int) ([]Scored[M], error)
	// Exchanges returns every exchange the player to move may make,
	// fewest tiles first; ExchangeCount how many there are without
	// listing them (0: exchanging is not allowed now).
	Exchanges     func(s S) []M
	ExchangeCount func(s S) int
	// Fallback is the move of a player whose rack makes no word: an
	// exchange of every tile but the blanks where allowed, else a pass.
	Fallback func(s S) M
	// Tiles appends to dst the tiles m puts down (codes, a blank with
	// tiles.Lower set) or, for an exchange, gives back (a blank '?').
	Tiles func(m *M, dst []byte) []byte
	// Turns is the number of moves played since the game began.
	Turns func(s S) int
}

var access any

// Set records a, for Get. Package wordgame calls it once at init.
func Set[S, M any](a *Access[S, M]) { access = a }

// Get returns what Set recorded, in the types it was recorded in; it
// panics when asked in other types, a mistake of the program.
func Get[S, M any]() *Access[S, M] { return access.(*Access[S, M]) }

// ErrEndgameStopped is wrapped by the error of an endgame search that
// stopped before it was exact (package wordgame/endgame names it
// ErrStopped).
var ErrEndgameStopped = errors.New("endgame search stopped before it finished")

// EndgameLimits are the limits of one endgame search: its context, its
// work in nodes (0: none), its depth in plies (0: to the end) and its
// transposition table's size as a power of two.
type EndgameLimits struct {
	Ctx       context.Context
	Nodes     int
	Depth     int
	TableBits int
}

// Endgame is an endgame search's result (see wordgame/endgame.Result).
type Endgame[M any] struct {
	Value                  int
	PV                     []M
	Exact                  bool
	Depth                  int
	Nodes, MoveLists, Work int
}

// EndgameAccess is the endgame search package wordgame holds for
// wordgame/endgame.
type EndgameAccess[S, M any] struct {
	// Solve searches s to the end of the game within l.
	Solve func(s S, l EndgameLimits) (Endgame[M], error)
}

var endgame any

// SetEndgame records a, for GetEndgame.
func SetEndgame[S, M any](a *EndgameAccess[S, M]) { endgame = a }

// GetEndgame returns what SetEndgame recorded.
func GetEndgame[S, M any]() *EndgameAccess[S, M] { return endgame.(*EndgameAccess[S, M]) }

// EndgameStepsPerNode and EndgameListMoves are the endgame search's
// units (see wordgame/endgame.StepsPerNode and ListMoves).
const (
	EndgameStepsPerNode = 100
	EndgameListMoves    = 1 << 14
)
