package tilekit

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/internal/notation"
)

// A Level is how strongly a computer player plays. What each level does
// is the game's own choice; each game package documents it in a table.
// The zero Level is Easy.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Medium
	Hard
	Expert
)

var levelNames = [...]string{"easy", "medium", "hard", "expert"}

// Levels lists every level, weakest first.
func Levels() []Level { return []Level{Easy, Medium, Hard, Expert} }

// String returns the level's name in lower case ("hard").
func (l Level) String() string {
	return notation.Name(levelNames[:], l, "level")
}

// ParseLevel reads a level's name, in any ASCII case.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if notation.EqualFold(s, n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("tilekit: %s is not a level (easy, medium, hard or expert): %w", notation.Quote(s), ErrSyntax)
}

// MarshalText writes the level's name, so JSON shows "hard".
func (l Level) MarshalText() ([]byte, error) {
	if l < 0 || int(l) >= len(levelNames) {
		return nil, fmt.Errorf("tilekit: level %d does not exist: %w", int(l), ErrSyntax)
	}
	return []byte(levelNames[l]), nil
}

// UnmarshalText reads what MarshalText writes.
func (l *Level) UnmarshalText(b []byte) error { return notation.Into(l, b, ParseLevel) }

// A Bot chooses moves for a seat. Move returns the move seat should send
// now in g's notation, ready for g.PlayAs(seat, move), or "" when the
// seat should wait (a player who has finished a simultaneous round). A
// Bot is deterministic: the same Bot value, seed and game give the same
// move; it bounds its work by a budget of search steps, never by the
// clock. A Bot is safe for use by one goroutine at a time.
type Bot interface {
	Move(g Game, seat int) (string, error)
}

// BotFunc makes a Bot of a game's typed move function: Move finds the
// game's State behind g, returns "" when seat may not move now or when f
// returns a zero Move that is no legal move (the seat waits; in games
// whose zero Move is a pass, the pass is sent), and otherwise f's move in
// the game's notation. A game's Kind.Bot is typically
//
//	func(level tilekit.Level, seed uint64) tilekit.Bot {
//		return tilekit.BotFunc[State, Move, View](func(s State, seat int) (Move, error) {
//			return s.BotMove(level, seed, seat)
//		})
//	}
type BotFunc[S State[S, M, V], M Move, V any] func(s S, seat int) (M, error)

// Move implements Bot. A Game of another kind is refused with an error
// wrapping ErrUnknownKind.
func (f BotFunc[S, M, V]) Move(g Game, seat int) (string, error) {
	s, ok := g.State().(S)
	if !ok {
		return "", fmt.Errorf("tilekit: a computer player for %T was given %T: %w", s, g.State(), ErrUnknownKind)
	}
	if !slices.Contains(s.ToMove(), seat) {
		return "", nil
	}
	m, err := f(s, seat)
	if err != nil {
		return "", err
	}
	var zero M
	if m == zero && s.ValidateAs(seat, m) != nil {
		return "", nil // the zero Move is no move here: the seat waits
	}
	return m.String(), nil
}
