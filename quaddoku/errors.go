package quaddoku

import (
	"errors"

	"github.com/tilekit/tilekit/internal/notation"
)

// Sentinel errors. A rejected move comes back as a *MoveError whose Err is
// one of these, so callers test the kind with errors.Is and show the
// Detail to players. ErrSyntax, ErrNotHeld, ErrNotAWord, ErrGameOver and
// ErrDetached carry the names every tilekit game uses for those meanings.
var (
	// ErrSyntax: a move, grid or state text cannot be read.
	ErrSyntax = errors.New("syntax error")
	// ErrNotEdge: a placement names a cell off the grid or in its centre.
	ErrNotEdge = errors.New("not an edge cell")
	// ErrSameCell: a move puts two tiles on one cell.
	ErrSameCell = errors.New("two tiles on one cell")
	// ErrBadTile: a placement's tile is not a plain letter tile worth
	// 0–MaxValue.
	ErrBadTile = errors.New("not a letter tile")
	// ErrNotHeld: the open drawpile, the only place a player takes tiles
	// from, does not hold the tiles a move uses.
	ErrNotHeld = errors.New("not in the drawpile")
	// ErrSameValue: a tile goes onto the same letter at the same value.
	ErrSameValue = errors.New("same letter at the same value")
	// ErrNotAWord: after the move a side does not spell a word.
	ErrNotAWord = errors.New("not a word")
	// ErrNoNewWord: the move changes no letter, so it forms no new word
	// (allowed only with Rules.AllowValueOnly).
	ErrNoNewWord = errors.New("no new word")
	// ErrGameOver: the game has ended, or the State is the zero State,
	// which holds no game; no move is accepted.
	ErrGameOver = errors.New("game over")
	// ErrBadRules: Rules.Validate found a problem.
	ErrBadRules = errors.New("invalid rules")
	// ErrBadSetup: New was given an impossible setup (player count, names,
	// start words, a nil dictionary).
	ErrBadSetup = errors.New("invalid setup")
	// ErrDetached: the state was decoded from text and its custom
	// dictionary has not been re-attached with State.Attach (or Attach
	// was given a nil dictionary value).
	ErrDetached = errors.New("custom dictionary not attached")
	// ErrNoMove: BestMove found no legal move (only a pass is possible).
	ErrNoMove = errors.New("no legal move")
)

// A MoveError reports a rejected move: the player who tried it, the move,
// the rule it broke (Err, one of the sentinels above) and a Detail that
// reads well on its own, for a player-facing UI.
type MoveError struct {
	// Player is the name (State.Name) of the player who tried the move,
	// the player to move; "" for the zero State, which has no players.
	Player string
	// Move is the move rejected (the zero Move, a pass, for BestMove's
	// errors, which concern no move).
	Move Move
	// Err is the rule broken, one of the package's sentinels.
	Err error
	// Detail says what went wrong in words for players, such as
	// `"BEXT" (top) is not a word`.
	Detail string

	noMove bool // the error concerns no move (BestMove, Hints)
}

// Error reads like `quaddoku: Ann: 02=X5: "BEXT" (top) is not a word`,
// the player named as the game names them. An error made by the zero
// State, which has no players, leaves the name out, and one from BestMove
// leaves the move out.
func (e *MoveError) Error() string {
	if e == nil {
		return notation.NilMoveError("quaddoku")
	}
	return notation.MoveErrorText{Game: "quaddoku", Player: e.Player, Move: e.Move.String(), NoMove: e.noMove, Detail: e.Detail, Err: e.Err}.String()
}

// Unwrap returns Err, so errors.Is and errors.As see the rule.
func (e *MoveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
