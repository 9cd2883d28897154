package tilekit

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/tilekit/tilekit/internal/notation"
)

// Move is what every game's Move type satisfies: a small comparable value
// with a text notation. It is a type constraint, used by [State].
type Move interface {
	comparable
	fmt.Stringer
	encoding.TextMarshaler
}

// State is the method set every game's State shares, so that a front end,
// a server or a bot can drive any game with code written once. S is the
// game's State type, M its Move type and V its View type:
//
//	var _ tilekit.State[wordle.State, wordle.Move, wordle.View] = wordle.State{}
//
// Seats are numbered from 0 to Players()-1. ToMove lists the seats that
// may move now: one in a turn-based game, several during a simultaneous
// round, none once the game is over (and none while a simultaneous round
// waits for its clock: see Timeout). Validate is nil exactly when Apply
// would succeed; Apply returns a new State and, on error, the receiver
// itself, unchanged.
//
// ValidateAs and ApplyAs are Validate and Apply for a move sent by seat:
// a seat that may not move now, or a move for another seat, is refused
// with [ErrNotYourTurn] before anything about the move's content is
// looked at, so the refusal tells the sender nothing about what others
// hold. Moves that belong to the table's clock (a round's end) are
// refused from every seat. ParseMoveAs reads seat's move; where moves
// name their player, the text may leave the seat out.
//
// View(p) is what seat p may see, and encodes as JSON for a web client;
// View(Onlooker) is what the table sees. History is every move since the
// deal, secrets included, for servers and records; HistoryFor(p) and
// LastMoveFor(p) are the moves as seat p may know them, with what is
// hidden from p (another seat's secret word or grid) left out of the
// move until the rules reveal it.
//
// Outcome is the standing at any time. Hints suggests up to n moves for
// seat, best first (none for n <= 0, and all there are when fewer than n
// exist); Preview says what a move would earn. Clock and Timeout
// describe timed periods (see [Game]). MarshalText is the exact, complete
// encoding that the pointer's UnmarshalText reads back.
type State[S any, M Move, V any] interface {
	Players() int
	Name(p int) string
	ToMove() []int
	Validate(m M) error
	Apply(m M) (S, error)
	ValidateAs(seat int, m M) error
	ApplyAs(seat int, m M) (S, error)
	Over() bool
	Outcome() Outcome
	LastMove() (M, bool)
	History() []M
	LastMoveFor(seat int) (M, bool)
	HistoryFor(seat int) []M
	View(p int) V
	ParseMove(text string) (M, error)
	ParseMoveAs(seat int, text string) (M, error)
	Hints(seat, n int) ([]HintOf[M], error)
	Preview(seat int, m M) (Preview, error)
	Clock() (period string, length time.Duration)
	Timeout(seat int) (M, bool)
	encoding.TextMarshaler
}

// Game is a game of any kind behind one dynamic interface, with moves as
// text and views as JSON-encodable values: what a server, a bot or a
// terminal program holds when it does not know at compile time which
// game it serves. [Wrap] makes one from any game's State, and a
// registered [Kind] deals one by name. Like the States it wraps, a Game
// is immutable and safe to share between goroutines: Play returns a new
// Game.
//
// A Game's JSON (encoding/json) and MarshalText are the wrapped State's
// exact, complete encodings, secrets included: for servers and saved
// games, never for players. Show players View, HistoryFor and
// LastMoveFor.
type Game interface {
	// Players is the number of seats; Name(p) the name of seat p.
	Players() int
	Name(p int) string
	// ToMove lists the seats that may move now.
	ToMove() []int
	// Over reports whether the game has ended.
	Over() bool

	// Validate parses move in the game's notation and checks it; nil
	// exactly when Play would succeed. Play parses and applies move, on
	// error returning the receiver. Both trust the caller to send moves
	// for the right seat and accept the clock's moves: they are for
	// servers and replays. Every refusal is the game's *MoveError.
	Validate(move string) error
	Play(move string) (Game, error)
	// ValidateAs and PlayAs are Validate and Play for a move sent by
	// seat (a person or a bot at that seat): a seat that may not move,
	// or a move naming another seat, is refused with ErrNotYourTurn
	// before the move's content is read, and the clock's moves are
	// refused. Where moves name their player, the seat may be left out of
	// the text ("CRANE" for "1 guess CRANE").
	ValidateAs(seat int, move string) error
	PlayAs(seat int, move string) (Game, error)

	// View is View(p) of the wrapped State, as a JSON-encodable value;
	// View(Onlooker) is what the whole table sees.
	View(p int) any
	// LastMove and History give every move in the game's notation,
	// secrets included (a Wordle host's word): for servers and records.
	LastMove() (string, bool)
	History() []string
	// LastMoveFor and HistoryFor give the moves as seat may know them:
	// what is hidden from seat is left out of the text until the rules
	// reveal it. Onlooker sees what the table sees.
	LastMoveFor(seat int) (string, bool)
	HistoryFor(seat int) []string

	// Outcome is the standing now, and the winners once it is over.
	Outcome() Outcome
	// Hints suggests up to n moves for seat, best first; Preview says
	// what move would earn for seat without playing it. A seat that may
	// not move gets ErrNotYourTurn; a game with nothing to offer returns
	// an error wrapping errors.ErrUnsupported.
	Hints(seat, n int) ([]Hint, error)
	Preview(seat int, move string) (Preview, error)

	// Clock gives the current timed period: a key that changes whenever a
	// new period begins, and its length (0 when the game is untimed now).
	// When a period's time runs out, a server plays Timeout(seat) for
	// every seat in ToMove, or Timeout(Onlooker) for a period of the whole
	// table; ok is false when there is no such move. A game whose ToMove
	// is empty while it is not over waits for Timeout(Onlooker) (a round
	// everyone has finished ends at once).
	Clock() (period string, length time.Duration)
	Timeout(seat int) (move string, ok bool)

	// Determinize returns a Game that seat cannot tell from this one:
	// View(seat) of the two encode to the same JSON, and everything
	// hidden from seat (the bag's order, other seats' racks and grids, a
	// secret word among those seat's feedback still allows) is drawn
	// afresh from seed. The same game, seat and seed give the same
	// result, and the result never depends on what seat cannot see.
	// Searches over hidden information start here. Onlooker resamples
	// what the whole table cannot see; a seat not at the table is
	// refused with ErrUnknownPlayer.
	Determinize(seat int, seed uint64) (Game, error)
	// LegalMoves lists, in the game's notation, every move seat may play
	// now (each once), in the game's own order. A seat that may not move
	// gets ErrNotYourTurn (ErrGameOver once the game is over); a game
	// whose moves are too many to list (a Wordle guess, a Wordoku
	// arrangement) returns an error wrapping errors.ErrUnsupported.
	LegalMoves(seat int) ([]string, error)

	// State is the wrapped State value (a wordle.State, a
	// wordgame.State, ...), for game-specific calls.
	State() any
	encoding.TextMarshaler
}

// Wrap returns s behind the dynamic [Game] interface.
func Wrap[S State[S, M, V], M Move, V any](s S) Game {
	return wrapped[S, M, V]{s}
}

type wrapped[S State[S, M, V], M Move, V any] struct{ s S }

func (w wrapped[S, M, V]) Players() int                 { return w.s.Players() }
func (w wrapped[S, M, V]) Name(p int) string            { return w.s.Name(p) }
func (w wrapped[S, M, V]) ToMove() []int                { return w.s.ToMove() }
func (w wrapped[S, M, V]) Over() bool                   { return w.s.Over() }
func (w wrapped[S, M, V]) View(p int) any               { return w.s.View(p) }
func (w wrapped[S, M, V]) State() any                   { return w.s }
func (w wrapped[S, M, V]) Outcome() Outcome             { return w.s.Outcome() }
func (w wrapped[S, M, V]) MarshalText() ([]byte, error) { return w.s.MarshalText() }

func (w wrapped[S, M, V]) Clock() (string, time.Duration) { return w.s.Clock() }

// MarshalJSON encodes the wrapped State's own JSON.
func (w wrapped[S, M, V]) MarshalJSON() ([]byte, error) { return json.Marshal(w.s) }

func (w wrapped[S, M, V]) Validate(move string) error {
	m, err := w.s.ParseMove(move)
	if err != nil {
		return err
	}
	return w.s.Validate(m)
}

func (w wrapped[S, M, V]) Play(move string) (Game, error) {
	m, err := w.s.ParseMove(move)
	if err != nil {
		return w, err
	}
	next, err := w.s.Apply(m)
	if err != nil {
		return w, err
	}
	return wrapped[S, M, V]{next}, nil
}

// parseAs checks that seat may move before reading its text at all.
func (w wrapped[S, M, V]) parseAs(seat int, move string) (M, error) {
	var zero M
	if err := CheckSeat(w.s, seat, zero, move); err != nil {
		return zero, err
	}
	return w.s.ParseMoveAs(seat, move)
}

func (w wrapped[S, M, V]) ValidateAs(seat int, move string) error {
	m, err := w.parseAs(seat, move)
	if err != nil {
		return err
	}
	return w.s.ValidateAs(seat, m)
}

func (w wrapped[S, M, V]) PlayAs(seat int, move string) (Game, error) {
	m, err := w.parseAs(seat, move)
	if err != nil {
		return w, err
	}
	next, err := w.s.ApplyAs(seat, m)
	if err != nil {
		return w, err
	}
	return wrapped[S, M, V]{next}, nil
}

func (w wrapped[S, M, V]) Preview(seat int, move string) (Preview, error) {
	m, err := w.parseAs(seat, move)
	if err != nil {
		return Preview{Parts: []string{}}, err
	}
	return w.s.Preview(seat, m)
}

func (w wrapped[S, M, V]) Hints(seat, n int) ([]Hint, error) {
	hs, err := w.s.Hints(seat, n)
	out := make([]Hint, len(hs))
	for i, h := range hs {
		out[i] = h.Text()
	}
	return out, err
}

func (w wrapped[S, M, V]) Timeout(seat int) (string, bool) {
	m, ok := w.s.Timeout(seat)
	if !ok {
		return "", false
	}
	return m.String(), true
}

func (w wrapped[S, M, V]) LastMove() (string, bool) {
	m, ok := w.s.LastMove()
	if !ok {
		return "", false
	}
	return m.String(), true
}

func (w wrapped[S, M, V]) LastMoveFor(seat int) (string, bool) {
	m, ok := w.s.LastMoveFor(seat)
	if !ok {
		return "", false
	}
	return m.String(), true
}

func (w wrapped[S, M, V]) History() []string { return texts(w.s.History()) }

func (w wrapped[S, M, V]) HistoryFor(seat int) []string { return texts(w.s.HistoryFor(seat)) }

// Determinizer is the method by which a game's State offers
// [Game.Determinize]: the typed form, returning the game's own State.
type Determinizer[S any] interface {
	Determinize(seat int, seed uint64) (S, error)
}

// MoveLister is the method by which a game's State offers
// [Game.LegalMoves]: every move seat may play now, typed. Games whose
// moves cannot be listed do not implement it.
type MoveLister[M Move] interface {
	LegalMovesAs(seat int) ([]M, error)
}

func (w wrapped[S, M, V]) Determinize(seat int, seed uint64) (Game, error) {
	d, ok := any(w.s).(Determinizer[S])
	if !ok {
		return w, fmt.Errorf("tilekit: determinizing this game: %w", errors.ErrUnsupported)
	}
	next, err := d.Determinize(seat, seed)
	if err != nil {
		return w, err
	}
	return wrapped[S, M, V]{next}, nil
}

func (w wrapped[S, M, V]) LegalMoves(seat int) ([]string, error) {
	l, ok := any(w.s).(MoveLister[M])
	if !ok {
		var zero M
		if err := CheckSeat(w.s, seat, zero, ""); err != nil {
			return []string{}, err
		}
		return []string{}, fmt.Errorf("tilekit: listing this game's moves: %w", errors.ErrUnsupported)
	}
	ms, err := l.LegalMovesAs(seat)
	if err != nil {
		return []string{}, err
	}
	return texts(ms), nil
}

func texts[M Move](ms []M) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// Seated is the part of a State that says who may move: what [CheckSeat]
// reads.
type Seated interface {
	Players() int
	Name(p int) string
	ToMove() []int
	Over() bool
}

// CheckSeat returns the refusal of a move sent by seat when seat may not
// move now, and nil when it may: ErrGameOver once the game is over,
// ErrNotYourTurn for a seat that is not in ToMove (Onlooker and seats
// outside the table included). It looks at nothing of the move: m and
// text only label the error (text, clipped, when m is the zero Move). Games
// call it first in ValidateAs and ApplyAs; the message names no tile of
// any seat.
func CheckSeat[M Move](s Seated, seat int, m M, text string) error {
	var zero M
	if m != zero {
		text = ""
	} else {
		text = notation.Clip(text)
	}
	seated := seat >= 0 && seat < s.Players()
	name := ""
	if seated {
		name = s.Name(seat)
	}
	switch {
	case s.Over():
		return &MoveError[M]{Player: name, Move: m, Text: text, Err: ErrGameOver, Detail: "the game is over"}
	case !seated:
		return &MoveError[M]{Move: m, Text: text, Err: ErrNotYourTurn,
			Detail: fmt.Sprintf("that seat does not play in this game (%d players)", s.Players())}
	case !slices.Contains(s.ToMove(), seat):
		return &MoveError[M]{Player: name, Move: m, Text: text, Err: ErrNotYourTurn, Detail: notYourTurn(s)}
	}
	return nil
}

// notYourTurn says whose turn it is, which everyone at the table knows.
func notYourTurn(s Seated) string {
	to := s.ToMove()
	switch len(to) {
	case 0:
		return "nobody may move until the clock ends the round"
	case 1:
		return "it is " + s.Name(to[0]) + "'s turn"
	}
	return "you may not move now"
}
