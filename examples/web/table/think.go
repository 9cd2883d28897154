package table

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit"
)

// A BotSpec is a bot as a Thinker makes it: its level and seed, so that
// the same bot can be made again in another process.
type BotSpec struct {
	Level tilekit.Level `json:"level"`
	Seed  uint64        `json:"seed"`
}

// A Thinker works out bots' moves and hints, away from the table's
// goroutine: in this process (Local, the default) or in a worker process
// of lower priority, so that the engines' work never takes the CPU from
// people's moves. The work is bounded by the engines' budgets, and a
// call returns when it ends, so that the slot the caller holds
// (Config.Work, Config.HintWork) bounds what is worked out at once.
// Local stops a bot's move when ctx is done (tilekit.NextMoveContext),
// and the table's ctx is done when the table closes or the bot runs
// past Config.BotTime; it stops hints too (tilekit.HintsContext), whose
// ctx is the request's. A worker process finishes a job it has begun.
type Thinker interface {
	// NextMove is tilekit.NextMove with bots[i] playing seat i (nil: a
	// person, or a bot that waits), each made from its spec.
	NextMove(ctx context.Context, g tilekit.Game, bots []*BotSpec) (seat int, move string, err error)
	// Hints is g.Hints(seat, n), stopped once ctx is done where the
	// Thinker can stop it.
	Hints(ctx context.Context, g tilekit.Game, seat, n int) ([]tilekit.Hint, error)
}

// Local thinks on the caller's goroutine.
type Local struct{}

// NextMove makes the bots of their specs and asks
// tilekit.NextMoveContext, which stops them once ctx is done.
func (Local) NextMove(ctx context.Context, g tilekit.Game, specs []*BotSpec) (int, string, error) {
	bots, err := MakeBots(g.Kind(), specs)
	if err != nil {
		return tilekit.Onlooker, "", err
	}
	return tilekit.NextMoveContext(ctx, g, bots)
}

// Hints asks the game through tilekit.HintsContext, which stops the
// hints' search once ctx is done (the request gone, or past its time).
func (Local) Hints(ctx context.Context, g tilekit.Game, seat, n int) ([]tilekit.Hint, error) {
	return tilekit.HintsContext(ctx, g, seat, n)
}

// MakeBots makes the bots of specs for a game of kind.
func MakeBots(kind string, specs []*BotSpec) ([]tilekit.Bot, error) {
	k, ok := tilekit.Lookup(kind)
	if !ok || k.Bot == nil {
		return nil, fmt.Errorf("%w: no bots for %q", tilekit.ErrUnknownKind, kind)
	}
	bots := make([]tilekit.Bot, len(specs))
	for i, s := range specs {
		if s != nil {
			bots[i] = k.Bot(s.Level, s.Seed)
		}
	}
	return bots, nil
}
