package tilekit

import (
	"encoding"
	"encoding/json"
	"fmt"
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
// round, none once the game is over. Validate is nil exactly when Apply
// would succeed; Apply returns a new State and, on error, the receiver
// itself, unchanged. View(p) is what seat p may see, and encodes as JSON
// for a web client. ParseMove reads the game's move notation in the
// context of the State (the package-level ParseMove(s, text) does the
// same). MarshalText is the exact, complete encoding that the pointer's
// UnmarshalText reads back.
type State[S any, M Move, V any] interface {
	Players() int
	Name(p int) string
	ToMove() []int
	Validate(m M) error
	Apply(m M) (S, error)
	Over() bool
	LastMove() (M, bool)
	History() []M
	View(p int) V
	ParseMove(text string) (M, error)
	encoding.TextMarshaler
}

// Game is a game of any kind behind one dynamic interface, with moves as
// text and views as JSON-encodable values: what a server or a terminal
// program holds when it does not know, at compile time, which game it
// serves. [Wrap] makes one from any game's State. Like the States it
// wraps, a Game is immutable: Play returns a new Game.
type Game interface {
	Players() int
	Name(p int) string
	ToMove() []int
	Over() bool
	// Validate parses move in the game's notation and checks it; nil
	// exactly when Play would succeed.
	Validate(move string) error
	// Play parses and applies move. On error it returns the receiver.
	Play(move string) (Game, error)
	// View is View(p) of the wrapped State, as a JSON-encodable value.
	View(p int) any
	// LastMove and History give moves in the game's notation.
	LastMove() (string, bool)
	History() []string
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
func (w wrapped[S, M, V]) MarshalText() ([]byte, error) { return w.s.MarshalText() }

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

func (w wrapped[S, M, V]) LastMove() (string, bool) {
	m, ok := w.s.LastMove()
	if !ok {
		return "", false
	}
	return m.String(), true
}

func (w wrapped[S, M, V]) History() []string {
	h := w.s.History()
	out := make([]string, len(h))
	for i, m := range h {
		out[i] = m.String()
	}
	return out
}

// MarshalJSON encodes the wrapped State's own JSON.
func (w wrapped[S, M, V]) MarshalJSON() ([]byte, error) { return json.Marshal(w.s) }
