package sumoku

import (
	"errors"
	"strings"

	"github.com/tilekit/tilekit"
)

// Sentinel errors. A refused move comes back as a *MoveError whose Err is
// one of these; a layout that breaks the rules gives LayoutErrors whose
// entries wrap the line rules (ErrLineTooLong, ErrRepeatedColour,
// ErrRepeatedNumber, ErrNotMultiple) or ErrDisconnected. Callers test the
// kind with errors.Is. The meanings every game shares are the root
// package's values (sumoku.ErrGameOver is tilekit.ErrGameOver), so a
// caller may test either.
var (
	// ErrSyntax: a move, tile list, layout or state text cannot be read.
	ErrSyntax = tilekit.ErrSyntax
	// ErrBadRules: Rules.Validate found a problem.
	ErrBadRules = tilekit.ErrBadRules
	// ErrBadSetup: an impossible setup (player count, names, position).
	ErrBadSetup = tilekit.ErrBadSetup
	// ErrGameOver: the game has ended (or the State is the zero State);
	// no move is accepted.
	ErrGameOver = tilekit.ErrGameOver
	// ErrNotYourTurn: the seat may not make this move now (another
	// player's turn, a player out of the round or sitting out, or a move
	// sent for another seat).
	ErrNotYourTurn = tilekit.ErrNotYourTurn
	// ErrNotHeld: a move uses a tile the player does not hold (or a spot
	// claim names a tile that is not face up).
	ErrNotHeld = tilekit.ErrNotHeld
	// ErrNoTiles: a placement move places nothing, or the pile is too
	// short for a swap.
	ErrNoTiles = tilekit.ErrNoTiles
	// ErrOccupied: a tile goes on a square that already holds one, or
	// two tiles on one square.
	ErrOccupied = tilekit.ErrOccupied
	// ErrGap: the new tiles leave an empty square between them.
	ErrGap = tilekit.ErrGap
	// ErrUnknownPlayer: a move names a seat that is not in the game.
	ErrUnknownPlayer = tilekit.ErrUnknownPlayer
	// ErrMustPlay: a standard-game pass while a placement is possible
	// (allowed only with Rules.FreePass).
	ErrMustPlay = tilekit.ErrMustPlay
	// ErrNoMove: BestMove found no legal placement (only a pass).
	ErrNoMove = tilekit.ErrNoMove

	// ErrWrongVariant: the kind of move does not belong to the game's
	// variant (a swap in the standard game, a placement in spot...).
	ErrWrongVariant = errors.New("not a move of this variant")
	// ErrNotInLine: the new tiles are not all in one row or one column.
	ErrNotInLine = errors.New("not in one line")
	// ErrNotTouching: the new tiles do not touch the layout.
	ErrNotTouching = errors.New("not touching the layout")
	// ErrOpening: the opening move is not one line of 2 or more tiles
	// through the centre square 0,0.
	ErrOpening = errors.New("bad opening")
	// ErrDisconnected: a layout is not in one piece.
	ErrDisconnected = errors.New("layout not connected")
	// ErrLineTooLong: a line holds more than six tiles.
	ErrLineTooLong = errors.New("line over six tiles")
	// ErrRepeatedColour: a line repeats a colour.
	ErrRepeatedColour = errors.New("colour repeated in a line")
	// ErrRepeatedNumber: a line repeats a number (solo rule).
	ErrRepeatedNumber = errors.New("number repeated in a line")
	// ErrNotMultiple: a line's total is not a multiple of the key number.
	ErrNotMultiple = errors.New("total not a multiple of the key number")
	// ErrIncomplete: a claimed layout leaves some of the player's tiles
	// unused where the variant does not treat that as a lost claim.
	ErrIncomplete = errors.New("not every tile used")
	// ErrClaimSize: a spot claim names the wrong number of tiles.
	ErrClaimSize = errors.New("wrong number of tiles claimed")
	// ErrMovedTile: a solo claim moves a tile that an earlier claim laid
	// out (see Rules.SoloRearrange).
	ErrMovedTile = errors.New("a laid-out tile moved")
)

// A MoveError reports a refused move: the player who tried it (named as
// Name gives it), the move, the rule it broke (Err, one of the
// sentinels) and a Detail for players that reads well alone. Text holds
// the clipped text of a move that did not parse. Its message reads like
// `sumoku: Ada: 0,1=Y4: row 0 at 0,-1..0,1 (R3 O1 Y4): total 8 is not a
// multiple of 5`.
type MoveError = tilekit.MoveError[Move]

// A LayoutError is one problem of a layout: the rule broken (Err), the
// line that breaks it (empty for ErrDisconnected) and a detail for
// people.
type LayoutError struct {
	Err    error
	Line   Line
	Detail string
}

// Error returns the detail.
func (e *LayoutError) Error() string { return e.Detail }

// Unwrap returns Err.
func (e *LayoutError) Unwrap() error { return e.Err }

// LayoutErrors lists every problem CheckLayout finds, in reading order,
// in the manner of go/scanner.ErrorList.
type LayoutErrors []*LayoutError

// Error joins the details with "; ".
func (l LayoutErrors) Error() string {
	ds := make([]string, len(l))
	for i, e := range l {
		ds[i] = e.Detail
	}
	return strings.Join(ds, "; ")
}

// Unwrap returns the problems, so that errors.Is finds any of their rules.
func (l LayoutErrors) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}
