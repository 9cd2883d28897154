package wordgame

import (
	"errors"

	"github.com/tilekit/tilekit/internal/notation"
)

// The rules a move, a position or a set of rules can break. Every error the
// package returns for a move wraps one of these in a *MoveError; errors
// about text and set-up wrap them with fmt.Errorf or a *GCGError. Test
// with errors.Is. The names the games share (ErrGameOver, ErrNoTiles,
// ErrNotHeld, ErrNotAWord, ErrDetached, ErrSyntax, ErrNotYourTurn) mean
// the same in every tilekit game.
var (
	// ErrGameOver: the game has ended, or never started (the zero State).
	ErrGameOver = errors.New("the game is over")
	// ErrNotYourTurn: a game record has a player move out of turn.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrBadMove: a Move value not built by Place, Pass, Exchange,
	// ParseMove or the move generator.
	ErrBadMove       = errors.New("malformed move")
	ErrOffBoard      = errors.New("off the board")
	ErrOccupied      = errors.New("square already occupied")
	ErrGap           = errors.New("gap in the word")
	ErrNoTiles       = errors.New("no tile placed")
	ErrNotNormalized = errors.New("move not in its normal form")
	ErrNotHeld       = errors.New("tiles not on the rack")
	ErrFirstMove     = errors.New("first word must cover the start square")
	ErrTooShort      = errors.New("first word too short")
	ErrNotConnected  = errors.New("move does not touch the tiles on the board")
	ErrNotAWord      = errors.New("not a word")
	// ErrDetached: a decoded State whose custom dictionary has not been
	// attached again with Attach (or was given a nil one).
	ErrDetached    = errors.New("no dictionary attached")
	ErrExchangeOff = errors.New("exchanges are not allowed")
	ErrBagTooSmall = errors.New("too few tiles in the bag to exchange")
	ErrBadRules    = errors.New("invalid rules")
	ErrBadSetup    = errors.New("invalid setup")
	// ErrSyntax: text that is not move notation, CGP or GCG.
	ErrSyntax       = errors.New("malformed text")
	ErrTooManyTiles = errors.New("more tiles than the distribution holds")
)

// A MoveError reports a rejected move: who tried it, the move, the rule
// it broke (one of the Err sentinels) and a detail naming the input.
// Detail is a whole sentence fragment a front end can show on its own
// ("\"QXZ\" is not a word"); Error adds the package, the player and the
// move for logs.
type MoveError struct {
	// Player is the name of the player the move was for, as State.Name
	// gives it; "" when no player is concerned (the zero State).
	Player string
	Move   Move
	Err    error
	Detail string
}

// Error reads like `wordgame: Ada: 8H QXZ: "QXZ" is not a word`.
// The zero Move, which is no move, is left out.
func (e *MoveError) Error() string {
	if e == nil {
		return notation.NilMoveError("wordgame")
	}
	return notation.MoveErrorText{Game: "wordgame", Player: e.Player, Move: e.Move.String(), NoMove: e.Move.kind == 0, Detail: e.Detail, Err: e.Err}.String()
}

// Unwrap returns the rule broken, for errors.Is.
func (e *MoveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
