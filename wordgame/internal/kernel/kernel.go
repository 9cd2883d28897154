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
	"encoding/binary"
	"math/bits"

	"github.com/tilekit/tilekit/internal/dawg"
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
	// Prepare waits until what the move generator builds for s's word
	// list on first use is built, and returns nil, or until ctx is done,
	// and returns ctx's error (the searches Top and its kin run wait so
	// themselves).
	Prepare func(ctx context.Context, s S) error
	// Position returns s's racks and tile values.
	Position func(s S) Position
	// Top returns the n best placements for the player to move in s,
	// best first (BestMove's order), found within b.
	Top func(s S, n int, b Budget) ([]Scored[M], Spent, error)
	// TopAppend is Top that appends the placements to dst.
	TopAppend func(s S, n int, b Budget, dst []Scored[M]) ([]Scored[M], Spent, error)
	// TopCommon is Top(n) of the placements whose every word is a common
	// word, for the Easy player, found within b (cut short, the best
	// found so far).
	TopCommon func(s S, n int, b Budget) ([]Scored[M], Spent, error)
	// Exchanges returns every exchange the player to move may make,
	// fewest tiles first; ExchangeCount how many there are without
	// listing them (0: exchanging is not allowed now).
	Exchanges     func(s S) []M
	ExchangeCount func(s S) int
	// Fallback is the move of a player whose rack makes no word: an
	// exchange of every tile but the blanks where allowed, else a pass.
	Fallback func(s S) M
	// Exchange returns the exchange of the tiles give (rack codes, '?'
	// for a blank) in any alphabet's game s, without checking that the
	// player holds them; false when give is empty or too long.
	Exchange func(s S, give []byte) (M, bool)
	// Tiles appends to dst the tiles m puts down (codes, a blank with
	// tiles.Lower set) or, for an exchange, gives back (a blank '?').
	Tiles func(m *M, dst []byte) []byte
	// Turns is the number of moves played since the game began.
	Turns func(s S) int
	// NearFor fills near with the n best placements of seat's rack on
	// s's board, as Top would list them were seat to move, found within
	// b, and returns what the search cost; it leaves near.OK false when
	// they are of no use to TopNear (an empty board, a search the budget
	// cut).
	NearFor func(s S, seat, n int, b Budget, near *Near[M]) Spent
	// TopNear is TopAppend, the same placements in the same order, made
	// from near when the player to move holds near's rack on near's
	// board with tiles added (a simulation's reply to each of its
	// candidates on one deal): only the lines through the squares those
	// tiles changed are searched. Otherwise, or when near's list cannot
	// settle the n best, it is TopAppend.
	TopNear func(s S, n int, b Budget, near *Near[M], dst []Scored[M]) ([]Scored[M], Spent, error)
}

// Near is the best placements of one rack on one board, kept for
// Access.TopNear to make the list of the same rack on that board with
// tiles added from.
type Near[M any] struct {
	Squares Squares
	Rack    [MaxRack]byte // sorted codes, blanks last
	RackLen int
	// Top holds the best placements, best first, and every placement
	// scoring more than Floor (math.MinInt when Top holds them all).
	Top   []Scored[M]
	Floor int
	// Source is what the list was searched with (a game and its
	// automaton), for TopNear to compare, and OK reports that the fields
	// above hold such a list.
	Source any
	OK     bool
}

var access any

// Set records a, for Get. Package wordgame calls it once at init.
func Set[S, M any](a *Access[S, M]) { access = a }

// Get returns what Set recorded, in the types it was recorded in; it
// panics when asked in other types, a mistake of the program.
func Get[S, M any]() *Access[S, M] { return access.(*Access[S, M]) }

// MaxBoard is the most rows and columns a board has
// (wordgame.MaxBoardSize).
const MaxBoard = 21

// Squares is a board's squares, row by row with a stride of MaxBoard
// whatever its size: 0 for an empty square, a natural tile's code, or a
// blank's with tiles.Lower set.
type Squares [MaxBoard * MaxBoard]byte

// DiffSquares appends to dst, in order, the indices of the squares in
// which a and b differ, comparing eight squares at a time (boards a move
// or two apart differ in few). It returns false, with the indices found
// so far, as soon as it finds more than limit.
func DiffSquares(dst []uint16, a, b *Squares, limit int) ([]uint16, bool) {
	n := 0
	for w := 0; w < len(a); w += 8 {
		if w+8 <= len(a) && binary.LittleEndian.Uint64(a[w:]) == binary.LittleEndian.Uint64(b[w:]) {
			continue
		}
		for i := w; i < min(w+8, len(a)); i++ {
			if a[i] != b[i] {
				if n == limit {
					return dst, false
				}
				dst = append(dst, uint16(i))
				n++
			}
		}
	}
	return dst, true
}

// SquareSet is a set of a board's squares, by index as in Squares.
type SquareSet [(MaxBoard*MaxBoard + 63) / 64]uint64

// Has reports whether square k is in the set.
func (s *SquareSet) Has(k int) bool { return s[k/64]>>(k%64)&1 != 0 }

// Add puts square k in the set.
func (s *SquareSet) Add(k int) { s[k/64] |= 1 << (k % 64) }

// Fills reports whether a placement from (row, col) along a line
// (across or down) puts a tile on a square of the set: tiles[i] is what
// it puts on the i-th square of the line, 0 where the board has a tile.
func (s *SquareSet) Fills(row, col int, across bool, tiles []byte) bool {
	step := MaxBoard // down
	if across {
		step = 1
	}
	k := row*MaxBoard + col
	for _, x := range tiles {
		if x != 0 && s.Has(k) {
			return true
		}
		k += step
	}
	return false
}

// Lines returns the rows (bit r for row r) and the columns (bit c) that
// hold a square of the set.
func (s *SquareSet) Lines() (rows, cols uint32) {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			k := i*64 + bits.TrailingZeros64(w)
			rows |= 1 << (k / MaxBoard)
			cols |= 1 << (k % MaxBoard)
		}
	}
	return rows, cols
}

// LineEnd returns the first square past square k, going (dr, dc), that
// is empty on the board sq (rows by cols), past the tiles in between:
// the square that ends the line of tiles from k that way; -1 when the
// tiles run to the board's edge.
func LineEnd(rows, cols int, sq *Squares, k, dr, dc int) int {
	r, c := k/MaxBoard+dr, k%MaxBoard+dc
	for r >= 0 && c >= 0 && r < rows && c < cols && sq[r*MaxBoard+c] != 0 {
		r, c = r+dr, c+dc
	}
	if r < 0 || c < 0 || r >= rows || c >= cols {
		return -1
	}
	return r*MaxBoard + c
}

// Changed returns the squares of the board sq (rows by cols) whose words
// the tiles just put on the squares filled changed: those squares, and
// the empty square that ends the line of tiles through one of them in
// each of the four directions. A placement that fills none of them makes
// the same words, for the same points, on sq as on sq without those
// tiles, and is legal on both or on neither.
func Changed(rows, cols int, sq *Squares, filled []uint16) SquareSet {
	var set SquareSet
	for _, k := range filled {
		set.Add(int(k))
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if end := LineEnd(rows, cols, sq, int(k), d[0], d[1]); end >= 0 {
				set.Add(end)
			}
		}
	}
	return set
}

// Geometry is what the endgame search reads of a game's board and tiles
// to score placements of its own.
type Geometry struct {
	Rows, Cols int
	// LetterMul and WordMul are each square's premiums (1, 2 or 3), by
	// square index as in Squares.
	LetterMul, WordMul [MaxBoard * MaxBoard]uint8
	// Values holds the points of every code: a letter's, a blank's on
	// the board (tiles.Lower set) and on a rack ('?').
	Values [256]int
	// Product reports that the word premiums under a word multiply
	// (wordgame.Product); otherwise only the highest counts.
	Product bool
}

// EndgameStart is what the endgame search reads of the position it
// solves.
type EndgameStart[S any] struct {
	// Gen is the position as the move generator's: two seats, the
	// player to move's seat 0 (see EndgameAccess.SetPosition).
	Gen      S
	Squares  Squares
	Geometry *Geometry
	// Racks are the player to move's tiles, then the opponent's (codes,
	// sorted, blanks last as '?').
	Racks [2][]byte
	// Automaton is the dictionary's word automaton for the board's
	// length, or nil when the rules' racks hold one tile or the board is
	// empty (no scan of the board is of use then).
	Automaton *dawg.DAWG
	// Scoreless is the count of scoreless turns so far, Limit the rules'
	// ScorelessTurns; MinusOwnRack reports the end rule under which going
	// out earns the other rack once (else twice).
	Scoreless, Limit int
	MinusOwnRack     bool
	// RackSize is the rules' rack size.
	RackSize int
}

// EndgameAccess is what package wordgame gives the endgame search
// (package wordgame/endgame).
type EndgameAccess[S, M any] struct {
	// Start checks that s is a position the search can solve (two
	// players, the bag empty, a usable dictionary) and returns it.
	Start func(s S) (EndgameStart[S], error)
	// StartPre checks that s is a position the pre-endgame search can
	// solve (two players, one tile in the bag, a usable dictionary) and
	// returns it as Start does, with the tiles the player to move cannot
	// see: the opponent's rack and the bag's tile together (codes,
	// sorted, blanks last as '?'). The start's Racks[1] is the
	// opponent's actual rack, which the search does not read.
	StartPre func(s S) (EndgameStart[S], []byte, error)
	// SetPosition makes gen's board sq and its racks mover (seat 0, to
	// move) and other.
	SetPosition func(gen *S, sq *Squares, mover, other []byte)
	// Place returns the placement of game s from (row, col) along a
	// line (across or down) of n squares, tiles[i] the code of the tile
	// it puts on the i-th square, 0 where the board has one.
	Place func(s *S, row, col int, across bool, n int, tiles *[MaxBoard]byte) M
	// Placement returns what Place took.
	Placement func(m *M) (row, col int, across bool, tiles []byte)
	// TopLines is Access.TopAppend for a search that wants every
	// placement, or only those along some lines: the rows whose bit is
	// set in across (bit r for row r) and the columns whose bit is set
	// in down, searched without the bounds that skip anchors whose
	// placements cannot make the n best. Same placements, in the same
	// order, as TopAppend when both masks are whole.
	TopLines func(s S, n int, b Budget, across, down uint32, dst []Scored[M]) ([]Scored[M], Spent, error)
	// Compare is the order of the placements Top and TopLines return:
	// negative when a comes first, 0 only for the same placement.
	Compare func(a, b Scored[M]) int
}

var endgame any

// SetEndgame records a, for GetEndgame.
func SetEndgame[S, M any](a *EndgameAccess[S, M]) { endgame = a }

// GetEndgame returns what SetEndgame recorded.
func GetEndgame[S, M any]() *EndgameAccess[S, M] { return endgame.(*EndgameAccess[S, M]) }

// Take removes from the rack t[:n] (codes, sorted, blanks '?') the
// tiles a placement puts down (square codes, 0 where the board has a
// tile, tiles.Lower set on a blank), which must be there, and returns
// how many are left, still sorted.
func Take(t *[MaxRack]byte, n uint8, placed []byte) uint8 {
	for _, x := range placed {
		if x == 0 {
			continue
		}
		if x&tiles.Lower != 0 {
			x = '?'
		}
		for i := 0; i < int(n); i++ {
			if t[i] == x {
				copy(t[i:], t[i+1:n])
				n--
				t[n] = 0
				break
			}
		}
	}
	return n
}
