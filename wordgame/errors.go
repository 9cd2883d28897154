package wordgame

import (
	"errors"

	"github.com/tilekit/tilekit"
)

// The rules a move, a position or a set of rules can break. Every error the
// package returns for a move wraps one of these in a *MoveError; errors
// about text and set-up wrap them with fmt.Errorf or a *GCGError. Test
// with errors.Is. The meanings every tilekit game shares are the root
// package's values under the same names (wordgame.ErrGameOver is
// tilekit.ErrGameOver), so errors.Is works whichever package a caller
// knows.
var (
	// ErrGameOver: the game has ended, or never started (the zero State).
	ErrGameOver = tilekit.ErrGameOver
	// ErrNotYourTurn: a seat that may not move now sent a move (see
	// tilekit.Game's PlayAs), or a game record has a player move out of
	// turn.
	ErrNotYourTurn = tilekit.ErrNotYourTurn
	// ErrBadMove: a Move value not built by Place, Pass, Exchange,
	// ParseMove or the move generator.
	ErrBadMove = tilekit.ErrBadMove
	// ErrOccupied: a new tile on a square that already holds one.
	ErrOccupied = tilekit.ErrOccupied
	// ErrGap: a placement that leaves an empty square inside its word.
	ErrGap = tilekit.ErrGap
	// ErrNoTiles: a placement that places no tile.
	ErrNoTiles = tilekit.ErrNoTiles
	// ErrNotHeld: tiles the player does not have on the rack.
	ErrNotHeld = tilekit.ErrNotHeld
	// ErrNotAWord: a word the move forms is not in the dictionary.
	ErrNotAWord = tilekit.ErrNotAWord
	// ErrDetached: a decoded State whose custom dictionary has not been
	// attached again with Attach.
	ErrDetached = tilekit.ErrDetached
	// ErrBadRules: Rules that fail Validate.
	ErrBadRules = tilekit.ErrBadRules
	// ErrBadSetup: a Setup New cannot deal.
	ErrBadSetup = tilekit.ErrBadSetup
	// ErrSyntax: text that is not move notation, CGP or GCG.
	ErrSyntax = tilekit.ErrSyntax
	// ErrNoMove: the player to move has no legal placement (BestMove).
	ErrNoMove = tilekit.ErrNoMove

	// ErrOffBoard: a placement that does not fit on the board.
	ErrOffBoard = errors.New("off the board")
	// ErrNotNormalized: a placement not written in its normal form (see
	// Move).
	ErrNotNormalized = errors.New("move not in its normal form")
	// ErrFirstMove: a first word that does not cover the start square.
	ErrFirstMove = errors.New("first word must cover the start square")
	// ErrTooShort: a first word shorter than Rules.MinFirstWord.
	ErrTooShort = errors.New("first word too short")
	// ErrNotConnected: a placement that touches no tile on the board.
	ErrNotConnected = errors.New("move does not touch the tiles on the board")
	// ErrExchangeOff: an exchange under rules without exchanges.
	ErrExchangeOff = errors.New("exchanges are not allowed")
	// ErrBagTooSmall: an exchange with fewer than RackSize tiles in the
	// bag.
	ErrBagTooSmall = errors.New("too few tiles in the bag to exchange")
	// ErrTooManyTiles: a position or rack using more tiles than the set
	// holds.
	ErrTooManyTiles = errors.New("more tiles than the distribution holds")
)

// A MoveError reports a refused move: who tried it, the move (or, when
// its text did not parse, the text, clipped), the rule it broke (one of
// the Err sentinels) and a detail for players. It is the MoveError every
// tilekit game shares, for this package's Move. Its Detail alone
// ("\"QXZ\" is not a word") is what a front end shows; Error reads like
// `wordgame: Ada: 8H QXZ: "QXZ" is not a word`.
type MoveError = tilekit.MoveError[Move]
