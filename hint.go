package tilekit

import (
	"context"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/jsonlist"
)

// A Hint is a suggested move with its text, as a front end lists it.
type Hint struct {
	// Move is the move in the game's notation, ready for PlayAs.
	Move string `json:"move"`
	// Score is what the move earns, in the game's unit.
	Score int `json:"score"`
	// Words are the words the move makes (none where it makes none).
	Words []string `json:"words"`
	// Note is a short remark for the player ("12 answers still fit").
	Note string `json:"note"`
}

// MarshalJSON writes the Hint with an empty Words as [], never null.
func (h Hint) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(h) }

// A Preview is what a move would earn, said before it is played.
type Preview struct {
	// Total is the move's score, in the game's unit.
	Total int `json:"total"`
	// Parts explain Total, one line per word, line or bonus ("BEET 20
	// (doku)").
	Parts []string `json:"parts"`
}

// MarshalJSON writes the Preview with an empty Parts as [], never null.
func (p Preview) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(p) }

// String reads "+29 (BEET 20, TUBE 9)", or "+29" without parts.
func (p Preview) String() string {
	if len(p.Parts) == 0 {
		return fmt.Sprintf("%+d", p.Total)
	}
	return fmt.Sprintf("%+d (%s)", p.Total, strings.Join(p.Parts, ", "))
}

// A ContextHinter is a Game whose hints can be cut short, for servers
// that drop a request while a long search for hints is still running.
// HintsContext is Hints under ctx: once ctx is done it returns promptly
// with an error wrapping ctx.Err() and no hints (an empty list), and it
// never returns hints that ctx cut short, so hints it does return are
// the ones Hints returns. Every Game of a registered kind is a
// ContextHinter; a game's engine says how soon its hints stop (hints
// that are always quick may look at ctx only before they start).
// [HintsContext] calls it.
type ContextHinter interface {
	Game
	HintsContext(ctx context.Context, seat, n int) ([]Hint, error)
}

// HintsContext is g.Hints(seat, n) under ctx: it asks a Game that is a
// [ContextHinter] through its HintsContext method, and any other after
// checking that ctx is not done. Once ctx is done it returns an empty
// list and an error wrapping ctx.Err(). A nil ctx is never done; a nil
// g gets an error wrapping ErrUnknownKind.
func HintsContext(ctx context.Context, g Game, seat, n int) ([]Hint, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if g == nil {
		return []Hint{}, fmt.Errorf("tilekit: hints for seat %d were asked of a nil Game: %w", seat, ErrUnknownKind)
	}
	if h, ok := g.(ContextHinter); ok {
		return h.HintsContext(ctx, seat, n)
	}
	if err := ctx.Err(); err != nil {
		return []Hint{}, fmt.Errorf("tilekit: the %s hints for seat %d were not asked: %w", g.Kind(), seat, err)
	}
	return g.Hints(seat, n)
}
