package quaddoku

import (
	"errors"

	"github.com/tilekit/tilekit"
)

// Sentinel errors. A refused move comes back as a *MoveError whose Err is
// one of these, so callers test the kind with errors.Is and show the
// Detail to players. The meanings every tilekit game shares are the root
// package's values under the same names (quaddoku.ErrGameOver is
// tilekit.ErrGameOver), so errors.Is works with either name.
var (
	// ErrSyntax: a move, grid or state text cannot be read. Every text
	// ParseMove refuses wraps it, a placement on a centre cell or two
	// placements on one cell included.
	ErrSyntax = tilekit.ErrSyntax
	// ErrNotYourTurn: a seat sent a move while another seat is to move.
	ErrNotYourTurn = tilekit.ErrNotYourTurn
	// ErrNotHeld: the open drawpile, the only place a player takes tiles
	// from, does not hold the tiles a move uses.
	ErrNotHeld = tilekit.ErrNotHeld
	// ErrNotAWord: after the move a side does not spell a word.
	ErrNotAWord = tilekit.ErrNotAWord
	// ErrGameOver: the game has ended, or the State is the zero State,
	// which holds no game; no move is accepted.
	ErrGameOver = tilekit.ErrGameOver
	// ErrBadRules: Rules.Validate found a problem.
	ErrBadRules = tilekit.ErrBadRules
	// ErrBadSetup: New was given an impossible setup (player count, names,
	// start words, a nil dictionary value).
	ErrBadSetup = tilekit.ErrBadSetup
	// ErrDetached: the state was decoded from text and its custom
	// dictionary has not been given back with State.Attach.
	ErrDetached = tilekit.ErrDetached
	// ErrNoMove: BestMove found no legal move (only a pass is possible).
	ErrNoMove = tilekit.ErrNoMove
	// ErrMustPlay: a pass while a turn that spells a new word is possible
	// (allowed only with Rules.FreePass).
	ErrMustPlay = tilekit.ErrMustPlay

	// ErrNotEdge: a Placement given to NewMove names a cell off the grid
	// or in its centre. (In move text the same mistake is an ErrSyntax.)
	ErrNotEdge = errors.New("not an edge cell")
	// ErrSameCell: NewMove was given two tiles for one cell. (In move
	// text the same mistake is an ErrSyntax.)
	ErrSameCell = errors.New("two tiles on one cell")
	// ErrBadTile: a placement's tile is not a plain letter tile worth
	// 0–MaxValue (a Move or Placement built by hand).
	ErrBadTile = errors.New("not a letter tile")
	// ErrSameValue: a tile goes onto the same letter at the same value.
	ErrSameValue = errors.New("same letter at the same value")
	// ErrNoNewWord: the move changes no letter, so it forms no new word
	// (allowed only with Rules.AllowValueOnly).
	ErrNoNewWord = errors.New("no new word")
)

// A MoveError reports a refused move: the player it was for (named as
// State.Name names them), the move (or, for text that did not parse, the
// clipped text), the rule it broke (Err, one of the sentinels above) and
// a Detail that reads well on its own, for a player-facing UI. Its Error
// reads like
//
//	quaddoku: Ann: 02=X5: "BEXT" (top) is not a word
type MoveError = tilekit.MoveError[Move]
