package wordoku

import (
	"errors"

	"github.com/tilekit/tilekit"
)

// Sentinel errors. A refused move comes back as a *MoveError whose Err is
// one of these, so callers test the kind with errors.Is and show Detail to
// players. The meanings every game shares are the root package's values
// (ErrGameOver is tilekit.ErrGameOver), as os re-declares io/fs's.
var (
	// ErrSyntax: a move, grid or state text cannot be read.
	ErrSyntax = tilekit.ErrSyntax
	// ErrBadRules: Rules.Validate found a knob out of range.
	ErrBadRules = tilekit.ErrBadRules
	// ErrBadSetup: New was given an impossible setup.
	ErrBadSetup = tilekit.ErrBadSetup
	// ErrBadMove: the move is malformed (no kind, a cell off the grid).
	ErrBadMove = tilekit.ErrBadMove
	// ErrUnknownPlayer: a move names a seat that is not in the game.
	ErrUnknownPlayer = tilekit.ErrUnknownPlayer
	// ErrNotYourTurn: the player has finished the round and may not move
	// until the next one, the move was sent for another seat, or a seat
	// sent the clock's EndRound.
	ErrNotYourTurn = tilekit.ErrNotYourTurn
	// ErrNotHeld: an arrangement uses tiles the player does not hold.
	ErrNotHeld = tilekit.ErrNotHeld
	// ErrNoTiles: no unseen tile of the symbol is left to swap with.
	ErrNoTiles = tilekit.ErrNoTiles
	// ErrGameOver: the game has ended; no move is accepted.
	ErrGameOver = tilekit.ErrGameOver
	// ErrDetached: the state was decoded from text and its custom
	// dictionary has not been given back with Attach, so the round
	// cannot be scored.
	ErrDetached = tilekit.ErrDetached
)

// The rules of Wordoku alone.
var (
	// ErrBadGrid: a grid has the wrong size or a cell no grid can hold.
	ErrBadGrid = errors.New("invalid grid")
	// ErrSwapUsed: the player has already swapped a tile of that symbol
	// this round.
	ErrSwapUsed = errors.New("symbol already swapped this round")
	// ErrWildUsed: the player has already turned a wild this round.
	ErrWildUsed = errors.New("wild already used this round")
	// ErrWildLetter: a wild's letter is not one of A–Z.
	ErrWildLetter = errors.New("wild letter not A-Z")
	// ErrRoundOver: EndRound names a round that is not the current one.
	ErrRoundOver = errors.New("not the current round")
)

// A MoveError reports a refused move: who made it (Player is the seat's
// name, as State.Name gives it; empty for EndRound and for text read
// without a seat), the move (or, when its text did not parse, the text,
// clipped), the rule it broke (Err, one of the sentinels above) and a
// Detail that reads well on its own in a player's UI:
//
//	wordoku: Ann: 0 wild 12=Q: a wild has already been turned this round
type MoveError = tilekit.MoveError[Move]
