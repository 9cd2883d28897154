package tilekit

import (
	"errors"
	"path"
	"reflect"

	"github.com/tilekit/tilekit/internal/notation"
)

// The rules that more than one game shares. Each game re-declares the ones
// it uses under the same name (wordgame.ErrGameOver is ErrGameOver), as os
// does with io/fs, so errors.Is works whichever package a caller knows.
// Their messages are for players: a front end may show them as they are.
var (
	// ErrGameOver: the game has ended (or the State is the zero State).
	ErrGameOver = errors.New("the game is over")
	// ErrNotYourTurn: the seat may not move now, or the move is for
	// another seat.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrNotAWord: a word the move forms is not in the dictionary.
	ErrNotAWord = errors.New("not a word")
	// ErrSyntax: text that cannot be read: a move, a state, a record.
	ErrSyntax = errors.New("cannot be read")
	// ErrNotHeld: a tile the player does not hold (or that is not in an
	// open pile to take).
	ErrNotHeld = errors.New("tile not held")
	// ErrNoTiles: a move that places nothing, or tiles that ran out.
	ErrNoTiles = errors.New("no tiles")
	// ErrDetached: a decoded State whose custom dictionary must be given
	// back with Attach.
	ErrDetached = errors.New("dictionary not attached")
	// ErrBadMove: a move value that is malformed in itself (its fields
	// contradict each other), whatever the position.
	ErrBadMove = errors.New("malformed move")
	// ErrBadRules: Rules that fail Validate.
	ErrBadRules = errors.New("invalid rules")
	// ErrBadSetup: a Setup the game cannot deal.
	// (It is declared in internal/notation, whose name checks wrap it.)
	ErrBadSetup = notation.ErrBadSetup
	// ErrUnknownPlayer: a seat number that is not at the table.
	ErrUnknownPlayer = errors.New("no such player")
	// ErrNoMove: a move finder found no legal move, or (from NextMove) no
	// computer player has a move to send now.
	ErrNoMove = errors.New("no legal move")
	// ErrMustPlay: a pass while a legal play exists, in a game whose rules
	// allow passing only when stuck.
	ErrMustPlay = errors.New("a play is possible")
	// ErrOccupied: a tile placed on a square that already holds one.
	ErrOccupied = errors.New("square taken")
	// ErrGap: placed tiles that leave an empty square inside their line.
	ErrGap = errors.New("gap in the line")
	// ErrUnknownKind: a game name, or a saved text's first line, that no
	// registered kind claims.
	ErrUnknownKind = errors.New("unknown game")
	// ErrUnknownPreset: a preset name that a kind does not have.
	ErrUnknownPreset = errors.New("unknown preset")
	// ErrNeedsWordList: a preset that plays with a word list which is
	// neither bundled in this program nor given by the caller.
	ErrNeedsWordList = errors.New("needs a word list")
)

// Onlooker is the seat of someone who watches without playing: View,
// HistoryFor and LastMoveFor given Onlooker show only what the whole table
// sees.
const Onlooker = -1

// A MoveError reports a refused move: who sent it, the move, the rule it
// broke (one of the sentinels, in Err) and a detail for players. Every
// game's MoveError is this type for its own Move (wordgame.MoveError is
// MoveError[wordgame.Move]), so errors.As finds it by the game's name.
//
// Detail is a whole phrase a front end can show on its own ("\"QXZ\" is
// not a word"); Error adds the game, the player and the move for logs:
//
//	wordgame: Ada: 8H QXZ: "QXZ" is not a word
type MoveError[M Move] struct {
	// Player is the name of the seat the move was for, as Name gives it;
	// "" when no seat is concerned (the zero State).
	Player string
	// Move is the refused move; the zero Move when the text did not parse.
	Move M
	// Text is the move's text, clipped, when it did not parse (Move is
	// then the zero Move); "" otherwise.
	Text string
	// Err is the rule broken: one of the sentinels.
	Err error
	// Detail says what went wrong, in words for players.
	Detail string
}

// Error reads "game: Player: move: detail"; the player is left out when
// there is none, and the move when it is the zero Move and no text was
// kept. The move is clipped as Text is (a caller can build a move with a
// word of any length).
func (e *MoveError[M]) Error() string {
	game := path.Base(reflect.TypeFor[M]().PkgPath())
	if e == nil {
		return notation.NilMoveError(game)
	}
	var zero M
	move := e.Text
	if e.Move != zero {
		move = notation.Clip(e.Move.String())
	}
	return notation.MoveErrorText{Game: game, Player: e.Player, Move: move, NoMove: move == "", Detail: e.Detail, Err: e.Err}.String()
}

// Unwrap returns the rule broken, for errors.Is.
func (e *MoveError[M]) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

func (e *MoveError[M]) detail() string {
	if e == nil {
		return ""
	}
	if e.Detail != "" {
		return e.Detail
	}
	if e.Err != nil {
		return e.Err.Error()
	}
	return ""
}

// Detail returns the words a player should read for err: the Detail of
// the first MoveError in its chain, or else err's own message. It is
// what a front end shows under a refused move.
func Detail(err error) string {
	if err == nil {
		return ""
	}
	var d interface{ detail() string }
	if errors.As(err, &d) {
		if s := d.detail(); s != "" {
			return s
		}
	}
	return err.Error()
}
