// Package gamekit is for those who write a game: what a game's package
// implements and calls to plug into the root package tilekit, as
// database/sql/driver is to database/sql. Programs that serve or play
// games never need it: they use tilekit's Game, Kind and Decode.
//
// A game provides a State type that meets [State]: an immutable value
// with seats, moves in a text notation, Validate and Apply, the seat each
// move belongs to (Mover), its history, views and a text encoding. That is
// the whole of what a game must have. Everything else the root offers is
// a capability the game may add by giving its State one more method, found
// by type assertion as io.WriterTo is: [Previewer], [Timed],
// [Determinizer], [MoveLister], [Masker], [Drawer], [SeatParser] and
// [LastMover]. A Game whose State lacks one returns an error wrapping
// errors.ErrUnsupported from the method that needs it.
//
// [Wrap] puts a State behind tilekit.Game; it derives once, for every
// game, what a seat may do: ValidateAs and PlayAs refuse a seat that may
// not move, a move whose Mover is another seat, and the clock's moves
// (Mover Onlooker), before the move's content is looked at; HistoryFor
// and LastMoveFor apply Mask. [Register] registers a game's Kind from
// its presets and its New; an engine package, which imports the game's,
// gives the Kind its computer players and hints with [RegisterEngine].
package gamekit

import (
	"encoding"
	"time"

	"github.com/tilekit/tilekit"
)

// State is what a game's State type must have. S is the State type
// itself, M its Move type and V its View type:
//
//	var _ gamekit.State[wordle.State, wordle.Move, wordle.View] = wordle.State{}
//
// Seats are numbered from 0 to Players()-1; Name(p) labels one and never
// panics ([SeatName] gives the usual label from a Setup's names). ToMove
// lists the seats that may move now, ascending: one in a turn-based game,
// several during a simultaneous round, and none exactly when Over (a
// round every seat has finished must close inside Apply). Validate is nil
// exactly when Apply would succeed; Apply returns a new State and, on
// error, the receiver itself, unchanged, with a *tilekit.MoveError[M].
//
// Mover(m) is the seat that m belongs to, whether or not m is legal now,
// or tilekit.Onlooker for the moves of the table's clock (a round's end),
// which no seat may send. Validate and Apply accept every move,
// whoever it belongs to: the seat checks are the root's.
//
// History is every move since the deal, in order (a copy), secrets
// included. View(p) is what seat p may see and encodes as JSON;
// View(tilekit.Onlooker) is what the table sees. ParseMove reads the
// game's notation, refusing text with a *tilekit.MoveError[M] wrapping
// tilekit.ErrSyntax. MarshalText is the exact, complete encoding, which
// the pointer's UnmarshalText reads back.
type State[S any, M tilekit.Move, V any] interface {
	Players() int
	Name(p int) string
	ToMove() []int
	Over() bool
	Outcome() tilekit.Outcome
	Validate(m M) error
	Apply(m M) (S, error)
	Mover(m M) int
	History() []M
	View(p int) V
	ParseMove(text string) (M, error)
	encoding.TextMarshaler
}

// A Previewer says what a move would earn, for Game.Preview. Wrap calls
// it only with a move that seat may play now (ValidateAs is nil).
type Previewer[M tilekit.Move] interface {
	Preview(seat int, m M) (tilekit.Preview, error)
}

// A Timed State has periods that end when the caller's timer runs out,
// for Game.Clock and Game.Expire. Clock gives the current period's key
// ("" when nothing is timed now) and length. Expire returns the State
// after everything the rules do when period runs out, all at once (each
// seat's lost row, the round's end); for a period that is not the
// current one it returns the receiver and nil, so that a late timer is
// harmless.
type Timed[S any] interface {
	Clock() (period string, length time.Duration)
	Expire(period string) (S, error)
}

// A Determinizer resamples what seat cannot see, for Game.Determinize.
// Wrap calls it only for a seat at the table or tilekit.Onlooker.
type Determinizer[S any] interface {
	Determinize(seat int, seed uint64) (S, error)
}

// A MoveLister lists every move seat may play now, for Game.LegalMoves.
// Wrap calls it only for a seat that may move now.
type MoveLister[M tilekit.Move] interface {
	LegalMovesAs(seat int) ([]M, error)
}

// A Masker hides from a seat what the rules keep from it of a move, for
// Game.HistoryFor and Game.LastMoveFor. Mask returns m, which is
// History()[at], as seat may know it now (seat may be tilekit.Onlooker,
// or any number: a seat not at the table sees what the table sees). A
// game without a Masker shows every move whole to every seat.
type Masker[M tilekit.Move] interface {
	Mask(seat, at int, m M) M
}

// A Drawer draws what seat may see as plain text, for Game.Draw: a board
// or a grid in a few lines, the seat's own rack or grid, and whose turn
// it is. Wrap calls it only for a seat at the table or tilekit.Onlooker.
type Drawer interface {
	Draw(seat int) string
}

// A SeatParser reads a move sent by seat, for ValidateAs and PlayAs, in a
// game whose moves name their player and whose players may leave
// themselves out ("CRANE" for "1 guess CRANE"). Without it, moves are
// read with ParseMove.
type SeatParser[M tilekit.Move] interface {
	ParseMoveAs(seat int, text string) (M, error)
}

// A LastMover gives the last move without copying History, for
// Game.LastMove and Game.LastMoveFor.
type LastMover[M tilekit.Move] interface {
	LastMove() (M, bool)
}
