package tilekit

import (
	"context"
	"fmt"
)

// An Engine plays a kind of game: its computer players and its hints.
// The rules of a game never need one, so the two live in different
// packages: a game's package registers its Kind (the rules), and an
// engine package, which imports the rules, gives that Kind its Engine
// in its own init with [RegisterEngine]. A program that wants bots and
// hints imports the engine package, or package all, which imports every
// game with its engine:
//
//	import _ "github.com/tilekit/tilekit/wordgame/bot" // the crossword game, with bots
//	import _ "github.com/tilekit/tilekit/all"          // every game, with bots
//
// Without an engine, a Kind's Bot and Hints are nil and Game.Hints
// returns an error wrapping errors.ErrUnsupported.
type Engine struct {
	// Bot returns a computer player at level, deterministic from seed.
	Bot func(level Level, seed uint64) Bot
	// Hints suggests up to n moves for seat in g, a game of the kind,
	// best first; it is what Game.Hints calls once it has checked that
	// seat may move now and that n > 0. While seat has a legal move the
	// list is not empty: when nothing better exists, a pass or finishing
	// a round is a hint, with a Note saying what it does.
	Hints func(g Game, seat, n int) ([]Hint, error)
	// HintsContext is Hints under ctx, for an engine whose hints take
	// long enough to want cutting short: once ctx is done it returns
	// promptly with an error wrapping ctx.Err() and no hints, and hints
	// it returns are the ones Hints returns. A Game's HintsContext (see
	// [ContextHinter]) calls it after the checks Game.Hints makes. When
	// Hints is nil, it is HintsContext with context.Background().
	HintsContext func(ctx context.Context, g Game, seat, n int) ([]Hint, error)
}

// RegisterEngine gives the kind registered as name its engine: from then
// on, the Kind that Lookup and Kinds return has e's Bot, Hints and
// HintsContext, and so does every Game of that kind. Like Register, it
// is called from an engine package's init, and it panics on a
// programming error: no kind called name is registered (the engine
// package must import the game's package, whose init then runs first),
// the kind already has a Bot or Hints, or e has none of Bot, Hints and
// HintsContext.
func RegisterEngine(name string, e Engine) {
	if e.Bot == nil && e.Hints == nil && e.HintsContext == nil {
		panic("tilekit: RegisterEngine of an Engine without Bot or Hints for " + name)
	}
	if hc := e.HintsContext; e.Hints == nil && hc != nil {
		e.Hints = func(g Game, seat, n int) ([]Hint, error) { return hc(context.Background(), g, seat, n) }
	}
	registry.Lock()
	defer registry.Unlock()
	k, ok := registry.kinds[name]
	switch {
	case !ok:
		panic(fmt.Sprintf("tilekit: RegisterEngine for %q, which is not registered (import its game package first)", name))
	case k.Bot != nil || k.Hints != nil || k.HintsContext != nil:
		panic("tilekit: RegisterEngine called twice for " + name)
	}
	k.Bot, k.Hints, k.HintsContext = e.Bot, e.Hints, e.HintsContext
	registry.kinds[name] = k
}
