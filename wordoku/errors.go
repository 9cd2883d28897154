package wordoku

import (
	"errors"

	"github.com/tilekit/tilekit/internal/notation"
)

// Sentinel errors. A rejected move comes back as a *MoveError whose Err is
// one of these, so callers test the kind with errors.Is and show Detail to
// players.
var (
	// ErrSyntax: a move, grid or state text cannot be read.
	ErrSyntax = errors.New("syntax error")
	// ErrBadRules: Rules.Validate found a knob out of range.
	ErrBadRules = errors.New("invalid rules")
	// ErrBadSetup: New was given an impossible setup, or a move was
	// applied to the zero State.
	ErrBadSetup = errors.New("invalid setup")
	// ErrBadGrid: a grid has the wrong size or a cell no grid can hold.
	ErrBadGrid = errors.New("invalid grid")
	// ErrBadMove: the move is malformed (no kind, a cell off the grid).
	ErrBadMove = errors.New("malformed move")
	// ErrUnknownPlayer: a move names a seat that is not in the game.
	ErrUnknownPlayer = errors.New("unknown player")
	// ErrNotYourTurn: the player has finished the round and may not move
	// until the next one.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrNotHeld: an arrangement uses tiles the player does not hold.
	ErrNotHeld = errors.New("tile not held")
	// ErrSwapUsed: the player has already swapped a tile of that symbol
	// this round.
	ErrSwapUsed = errors.New("symbol already swapped this round")
	// ErrWildUsed: the player has already turned a wild this round.
	ErrWildUsed = errors.New("wild already used this round")
	// ErrWildLetter: a wild's letter is not one of A–Z.
	ErrWildLetter = errors.New("wild letter not A-Z")
	// ErrNoTiles: no unseen tile of the symbol is left to swap with.
	ErrNoTiles = errors.New("no tiles left")
	// ErrRoundOver: EndRound names a round that is not the current one.
	ErrRoundOver = errors.New("not the current round")
	// ErrGameOver: the game has ended; no move is accepted.
	ErrGameOver = errors.New("game over")
	// ErrDetached: the state was decoded from text and its custom
	// dictionary has not been re-attached with State.Attach, so the round
	// cannot be scored.
	ErrDetached = errors.New("custom dictionary not attached")
)

// A MoveError reports a rejected move: who made it (Player is the seat's
// name, as State.Name gives it; empty for EndRound), the move, the rule it
// broke (Err, one of the sentinels above) and a detail that reads well on
// its own in a player's UI.
type MoveError struct {
	Player string
	Move   Move
	Err    error
	Detail string
}

// Error reads like `wordoku: Ann: 0 wild 12=?: the wild's letter must be A-Z`.
func (e *MoveError) Error() string {
	if e == nil {
		return notation.NilMoveError("wordoku")
	}
	return notation.MoveErrorText{Game: "wordoku", Player: e.Player, Move: e.Move.String(), Detail: e.Detail, Err: e.Err}.String()
}

// Unwrap returns Err, so errors.Is and errors.As see the rule.
func (e *MoveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
