package wordle

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit"
)

// Sentinel errors. Every rejected move returns a *MoveError whose Err is one
// of these (or, for a custom secret check, the error that check returned),
// so callers test the kind with errors.Is and show the Detail to players.
// The meanings every tilekit game shares are the root package's values
// under the same names (wordle.ErrGameOver is tilekit.ErrGameOver), so
// errors.Is works whichever package a caller knows.
var (
	// ErrWrongLength: a word does not have the rules' word length.
	ErrWrongLength = errors.New("wrong length")
	// ErrNotLetters: a word has a character other than the letters A–Z
	// (other than the letters of the rules' alphabet, in a game in
	// another alphabet).
	ErrNotLetters = errors.New("not letters A-Z")
	// ErrNotAWord: a word is not in the game's dictionary.
	ErrNotAWord = tilekit.ErrNotAWord
	// ErrPlural: a secret word is a plural, which the default check forbids.
	ErrPlural = errors.New("plural")
	// ErrUnknownPlayer: a move names a player who is not in the game.
	ErrUnknownPlayer = tilekit.ErrUnknownPlayer
	// ErrNotYourTurn: the player may not make this move now (a guesser
	// setting the secret, the host guessing, a guess before the secret is
	// set, a second secret, a move sent for another seat, a time-up sent
	// by a player rather than the clock).
	ErrNotYourTurn = tilekit.ErrNotYourTurn
	// ErrPlayerDone: the guesser has already solved, failed or given up
	// this round. It is a case of ErrNotYourTurn (errors.Is reports
	// both), so generic code that tests ErrNotYourTurn sees it too.
	ErrPlayerDone = fmt.Errorf("%w: already finished this round", ErrNotYourTurn)
	// ErrGameOver: the game has ended (or the State is the zero State,
	// which is no game); no move is accepted.
	ErrGameOver = tilekit.ErrGameOver
	// ErrHardMode: a guess ignores what earlier rows revealed, in hard mode.
	ErrHardMode = errors.New("hard mode")
	// ErrNotTimed: TimeUp was applied to a game without a time limit.
	ErrNotTimed = errors.New("not a timed game")
	// ErrBadMove: the move is malformed (unknown kind, a word where none
	// belongs).
	ErrBadMove = tilekit.ErrBadMove
	// ErrSyntax: a move or state text cannot be read.
	ErrSyntax = tilekit.ErrSyntax
	// ErrBadRules: Rules.Validate found a knob out of range.
	ErrBadRules = tilekit.ErrBadRules
	// ErrBadSetup: New was given an impossible setup.
	ErrBadSetup = tilekit.ErrBadSetup
	// ErrDetached: the state has no dictionary or secret check to check
	// words with: it was decoded from text and its custom dictionary or
	// check has not been given back with State.Attach or
	// State.AttachCheck, or Attach was given a typed nil dictionary.
	ErrDetached = tilekit.ErrDetached
	// ErrNoSuggestions: no word of the right length passes the secret
	// check, so there is nothing to suggest or draw.
	ErrNoSuggestions = errors.New("no suggestions")
)

// A MoveError reports a rejected move: who tried it, the move, the rule it
// broke (Err, usually one of the sentinels above) and a detail for
// players. It is the root package's tilekit.MoveError for wordle's Move.
//
// Error gives the whole story for logs, such as
//
//	wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word
//
// while Detail alone ("QXZZY" is not a word) reads well in a player-facing
// message, next to the player's own board. Player is "" when the move
// names a seat that is not in the game; the seat number is Move.Player.
// Text holds the clipped text of a move that did not parse (Move is then
// the zero Move).
type MoveError = tilekit.MoveError[Move]
