package wordgame

import "errors"

// The rules a move, a position or a set of rules can break. Every error the
// package returns for a move wraps one of these in a *MoveError; errors
// about text and set-up wrap them with fmt.Errorf. Test with errors.Is.
var (
	ErrNoGame          = errors.New("not a game (the zero State; start one with New or FromCGP)")
	ErrGameOver        = errors.New("the game is over")
	ErrBadMove         = errors.New("malformed move")
	ErrOffBoard        = errors.New("off the board")
	ErrOccupied        = errors.New("square already occupied")
	ErrGap             = errors.New("gap in the word")
	ErrNoTiles         = errors.New("no tile placed")
	ErrNotNormalized   = errors.New("move not in its normal form")
	ErrNotOnRack       = errors.New("tiles not on the rack")
	ErrFirstMove       = errors.New("first word must cover the start square")
	ErrTooShort        = errors.New("first word too short")
	ErrNotConnected    = errors.New("move does not touch the tiles on the board")
	ErrNotInDictionary = errors.New("not in the dictionary")
	ErrNoDictionary    = errors.New("no dictionary attached")
	ErrExchangeOff     = errors.New("exchanges are not allowed")
	ErrBagTooSmall     = errors.New("too few tiles in the bag to exchange")
	ErrBadRules        = errors.New("invalid rules")
	ErrBadSetup        = errors.New("invalid setup")
	ErrBadNotation     = errors.New("malformed move notation")
	ErrBadCGP          = errors.New("malformed CGP position")
	ErrTooManyTiles    = errors.New("more tiles than the distribution holds")
)

// A MoveError reports a rejected move: the move, the rule it broke (one of
// the Err sentinels) and a detail naming the input.
type MoveError struct {
	Move   Move
	Err    error
	Detail string
}

// Error reads like `wordgame: 8H QXZ: "QXZ" is not a word`.
func (e *MoveError) Error() string {
	msg := e.Detail
	if msg == "" && e.Err != nil {
		msg = e.Err.Error()
	}
	if e.Move.kind == 0 {
		return "wordgame: " + msg
	}
	return "wordgame: " + e.Move.String() + ": " + msg
}

// Unwrap returns the rule broken, for errors.Is.
func (e *MoveError) Unwrap() error { return e.Err }
