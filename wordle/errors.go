package wordle

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/internal/notation"
)

// Sentinel errors. Every rejected move returns a *MoveError whose Err is one
// of these (or, for a custom secret check, the error that check returned),
// so callers test the kind with errors.Is and show the message to players.
var (
	// ErrWrongLength: a word does not have the rules' word length.
	ErrWrongLength = errors.New("wrong length")
	// ErrNotLetters: a word has a character other than the letters A–Z.
	ErrNotLetters = errors.New("not letters A-Z")
	// ErrNotAWord: a word is not in the game's dictionary.
	ErrNotAWord = errors.New("not a word")
	// ErrPlural: a secret word is a plural, which the default check forbids.
	ErrPlural = errors.New("plural")
	// ErrUnknownPlayer: a move names a player who is not in the game.
	ErrUnknownPlayer = errors.New("unknown player")
	// ErrNotYourTurn: the player may not make this move now (a guesser
	// setting the secret, the host guessing, a guess before the secret is
	// set, a second secret).
	ErrNotYourTurn = errors.New("not your turn")
	// ErrPlayerDone: the guesser has already solved, failed or given up
	// this round. It is a case of ErrNotYourTurn (errors.Is reports
	// both), so generic code that tests ErrNotYourTurn sees it too.
	ErrPlayerDone = fmt.Errorf("%w: already finished this round", ErrNotYourTurn)
	// ErrGameOver: the game has ended (or the State is the zero State,
	// which is no game); no move is accepted.
	ErrGameOver = errors.New("game over")
	// ErrHardMode: a guess ignores what earlier rows revealed, in hard mode.
	ErrHardMode = errors.New("hard mode")
	// ErrNotTimed: TimeUp was applied to a game without a time limit.
	ErrNotTimed = errors.New("not a timed game")
	// ErrBadMove: the move is malformed (unknown kind, a word where none
	// belongs).
	ErrBadMove = errors.New("malformed move")
	// ErrSyntax: a move or state text cannot be read.
	ErrSyntax = errors.New("syntax error")
	// ErrBadRules: Rules.Validate found a knob out of range.
	ErrBadRules = errors.New("invalid rules")
	// ErrBadSetup: New was given an impossible setup.
	ErrBadSetup = errors.New("invalid setup")
	// ErrDetached: the state has no dictionary or secret check to check
	// words with: it was decoded from text and its custom dictionary or
	// check has not been given back with State.Attach or
	// State.AttachCheck, or Attach was given a nil dictionary.
	ErrDetached = errors.New("dictionary or secret check not attached")
	// ErrNoSuggestions: no word of the right length passes the secret
	// check, so there is nothing to suggest or draw.
	ErrNoSuggestions = errors.New("no suggestions")
)

// A MoveError reports a rejected move: who tried it, the move, the rule it
// broke (Err, usually one of the sentinels above) and a detail for people.
//
// Error gives the whole story for logs, such as
//
//	wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word
//
// while Detail alone ("QXZZY" is not a word) reads well in a player-facing
// message, next to the player's own board.
type MoveError struct {
	// Player is the mover's name as State.Name gives it ("Bob", or
	// "Player 2" when the game has no names); "" when the move names a
	// seat that is not in the game. The seat number is Move.Player.
	Player string
	Move   Move
	Err    error
	Detail string
}

// Error reads like `wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word`.
// A long word in the move is clipped.
func (e *MoveError) Error() string {
	if e == nil {
		return notation.NilMoveError("wordle")
	}
	return notation.MoveErrorText{Game: "wordle", Player: e.Player, Move: notation.Clip(e.Move.String()), Detail: e.Detail, Err: e.Err}.String()
}

// Unwrap returns Err, so errors.Is and errors.As see the rule.
func (e *MoveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
