package tilekit

import (
	"context"
	"fmt"

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
// seat should wait (a seat that may not move now). A Bot is
// deterministic: the same Bot value, seed and game give the same move; it
// bounds its work by a budget of search steps, never by the clock. A Bot
// is safe for use by one goroutine at a time. [NextMove] asks the bots of
// a table in turn.
type Bot interface {
	Move(g Game, seat int) (string, error)
}

// A ContextBot is a Bot whose work can be cut short, for servers that
// drop a table or a request while a strong bot is still thinking.
// MoveContext is Move under ctx: once ctx is done it returns promptly
// with an error wrapping ctx.Err() and no move, and it never returns a
// move that ctx cut short, so a move it does return is the one Move
// returns. Every Bot that Kind.Bot gives is a ContextBot; a game's
// engine says how soon its bots stop (a bot that is always quick may
// look at ctx only before it starts). [NextMoveContext] calls it.
type ContextBot interface {
	Bot
	MoveContext(ctx context.Context, g Game, seat int) (string, error)
}
