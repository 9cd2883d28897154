package tilekit

import (
	"context"
	"encoding"
	"errors"
	"fmt"
	"time"
)

// Move is what every game's Move type satisfies: a small comparable value
// with a text notation. It is the type parameter of [MoveError], and the
// constraint package gamekit builds a game's State on.
type Move interface {
	comparable
	fmt.Stringer
	encoding.TextMarshaler
}

// Game is a game of any kind behind one dynamic interface, with moves as
// text and views as JSON-encodable values: what a server, a bot or a
// terminal program holds when it does not know at compile time which
// game it serves. A registered [Kind] deals one by name, and [Decode]
// reads one back. Like the game States behind it, a Game is immutable and
// safe to share between goroutines: Play returns a new Game.
//
// The flow of every game is the same. ToMove lists the seats that may
// move now, and is empty exactly when the game is over. A person at a
// seat sends moves with PlayAs; a computer player's move comes from
// [NextMove]; and when a timed period shown by Clock runs out, the
// server calls Expire with that period. Nothing else moves a game on.
//
// A Game's JSON (encoding/json) and MarshalText are the game's exact,
// complete encodings, secrets included: for servers and saved games,
// never for players. Show players View, Draw, HistoryFor and LastMoveFor.
//
// Methods for what only some games offer (hints, previews, clocks,
// determinizing, listing moves, drawing) return an error wrapping
// errors.ErrUnsupported where the game has nothing to offer.
type Game interface {
	// Kind is the name of the registered kind the game belongs to
	// ("wordle"), as Lookup takes it.
	Kind() string
	// Players is the number of seats; Name(p) the name of seat p.
	Players() int
	Name(p int) string
	// ToMove lists the seats that may move now, ascending; it is empty
	// exactly when the game is over.
	ToMove() []int
	// Over reports whether the game has ended.
	Over() bool
	// Outcome is the standing now, and the winners once it is over.
	Outcome() Outcome

	// ValidateAs and PlayAs check and play a move sent by seat (a person
	// or a bot at that seat): a seat that may not move now, or a move
	// that belongs to another seat or to the clock, is refused with
	// ErrNotYourTurn before the move's content is looked at, so the
	// refusal tells the sender nothing about what others hold. Where
	// moves name their player, the seat may be left out of the text
	// ("CRANE" for "1 guess CRANE"). ValidateAs is nil exactly when
	// PlayAs would succeed; on error PlayAs returns the receiver.
	ValidateAs(seat int, move string) error
	PlayAs(seat int, move string) (Game, error)
	// Validate and Play read and apply any move in the game's notation,
	// whoever it belongs to, the clock's included: for replaying a
	// record, not for players. Every refusal is the game's *MoveError.
	Validate(move string) error
	Play(move string) (Game, error)

	// View is what seat may see, as a JSON-encodable value;
	// View(Onlooker) is what the whole table sees.
	View(seat int) any
	// Draw is a plain-text picture of what seat may see, for terminals
	// and chat (Onlooker: the table). A seat not at the table gets an
	// error wrapping ErrUnknownPlayer.
	Draw(seat int) (string, error)
	// LastMove and History give every move in the game's notation,
	// secrets included (a Wordle host's word): for servers and records.
	LastMove() (string, bool)
	History() []string
	// LastMoveFor and HistoryFor give the moves as seat may know them:
	// what is hidden from seat is left out of the text until the rules
	// reveal it. Onlooker sees what the table sees.
	LastMoveFor(seat int) (string, bool)
	HistoryFor(seat int) []string

	// Hints suggests up to n moves for seat, best first, and never an
	// empty list while seat has a legal move (a pass, or finishing a
	// round, is a hint when nothing better exists). Preview says what
	// move would earn for seat without playing it. A seat that may not
	// move gets ErrNotYourTurn. [HintsContext] asks for hints under a
	// context.
	Hints(seat, n int) ([]Hint, error)
	Preview(seat int, move string) (Preview, error)

	// Clock gives the current timed period: a key that changes whenever
	// a new period begins, and its length (0 when nothing is timed now).
	// When a period's time runs out, the server calls Expire with its
	// key: Expire applies everything the rules do then (every seat's
	// lost row, the round's end) exactly once. A period that is no
	// longer current (a timer that fired late, or twice) gives the
	// receiver, unchanged, and nil.
	Clock() (period string, length time.Duration)
	Expire(period string) (Game, error)

	// Determinize returns a Game that seat cannot tell from this one:
	// View(seat) of the two encode to the same JSON, and everything
	// hidden from seat (the bag's order, other seats' racks and grids, a
	// secret word among those seat's feedback still allows) is drawn
	// afresh from seed. The same game, seat and seed give the same
	// result. Searches over hidden information start here. Onlooker
	// resamples what the whole table cannot see; a seat not at the table
	// is refused with ErrUnknownPlayer.
	Determinize(seat int, seed uint64) (Game, error)
	// LegalMoves lists, in the game's notation, every move seat may play
	// now (each once), in the game's own order. A seat that may not move
	// gets ErrNotYourTurn (ErrGameOver once the game is over); a game
	// whose moves are too many to list (a Wordle guess, a Wordoku
	// arrangement) returns an error wrapping errors.ErrUnsupported.
	LegalMoves(seat int) ([]string, error)

	// State is the game's own State value (a wordle.State, a
	// wordgame.State, ...), for game-specific calls.
	State() any
	encoding.TextMarshaler
}

// NextMove returns the move a computer player sends now: bots[i] plays
// seat i, and a nil entry (or a seat past the end of bots) is a person.
// It asks each seat of g.ToMove() in order and returns the first move a
// bot has, ready for g.PlayAs(seat, move). When only people are to move,
// or every bot to move waits (a seat that has finished its part of a
// simultaneous round), it returns an error wrapping ErrNoMove; a bot's
// own error is returned as it is, with the seat.
//
// A whole game with bots at every seat is
//
//	for !g.Over() {
//		seat, move, err := tilekit.NextMove(g, bots)
//		if err != nil {
//			return err
//		}
//		if g, err = g.PlayAs(seat, move); err != nil {
//			return err
//		}
//	}
func NextMove(g Game, bots []Bot) (seat int, move string, err error) {
	return NextMoveContext(context.Background(), g, bots)
}

// NextMoveContext is NextMove under ctx: it asks a bot that is a
// [ContextBot] through MoveContext, and any other after checking that
// ctx is not done. Once ctx is done it returns an error wrapping
// ctx.Err(), with the seat of the bot it was asking. A nil ctx is
// never done.
func NextMoveContext(ctx context.Context, g Game, bots []Bot) (seat int, move string, err error) {
	if ctx == nil {
		ctx = context.Background()
	}
	to := g.ToMove()
	for _, seat := range to {
		if seat < 0 || seat >= len(bots) || bots[seat] == nil {
			continue
		}
		move, err := botMove(ctx, bots[seat], g, seat)
		if err != nil {
			return seat, "", err
		}
		if move != "" {
			return seat, move, nil
		}
	}
	switch {
	case len(to) == 0:
		return Onlooker, "", fmt.Errorf("tilekit: nobody may move: %w", errors.Join(ErrNoMove, ErrGameOver))
	default:
		return Onlooker, "", fmt.Errorf("tilekit: no bot has a move for seats %v: %w", to, ErrNoMove)
	}
}

// botMove asks b for seat's move under ctx.
func botMove(ctx context.Context, b Bot, g Game, seat int) (string, error) {
	if cb, ok := b.(ContextBot); ok {
		return cb.MoveContext(ctx, g, seat)
	}
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("tilekit: seat %d's bot was not asked: %w", seat, err)
	}
	return b.Move(g, seat)
}
