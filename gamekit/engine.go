package gamekit

import (
	"context"
	"errors"
	"fmt"
	"path"
	"reflect"

	"github.com/tilekit/tilekit"
)

// An Engine is a game's engine in the game's own types, for
// [RegisterEngine]: its computer players (Bot, or BotContext) and its
// hints (Hints, or HintsContext). Any may be nil.
type Engine[S State[S, M, V], M tilekit.Move, V any] struct {
	// Bot returns the move a computer player at level (deterministic
	// from seed) sends for seat, which may move now. A zero Move that is
	// not legal for seat means the seat waits.
	Bot func(s S, level tilekit.Level, seed uint64, seat int) (M, error)
	// BotContext is Bot under a context, for an engine whose moves take
	// long enough to want cutting short: once ctx is done it returns
	// promptly with an error wrapping ctx.Err(). When it is set, Bot is
	// not used.
	BotContext func(ctx context.Context, s S, level tilekit.Level, seed uint64, seat int) (M, error)
	// Hints suggests up to n moves for seat, which may move now, best
	// first, with n > 0. The list must not be empty while seat has a
	// legal move: when fewer than n better moves exist, a pass,
	// finishing a round or a whole arrangement is a hint, with a Note
	// saying what it does.
	Hints func(s S, seat, n int) ([]HintOf[M], error)
	// HintsContext is Hints under a context, for an engine whose hints
	// take long enough to want cutting short: once ctx is done it
	// returns promptly with no hints and an error wrapping ctx.Err()
	// ([UncutHints] ends it so), and hints it returns are the ones the
	// same search gives with no context. When it is set, Hints is not
	// used: the Game's Hints is HintsContext with context.Background().
	HintsContext func(ctx context.Context, s S, seat, n int) ([]HintOf[M], error)
}

// RegisterEngine gives the kind registered as kind the engine e, with
// tilekit.RegisterEngine: what an engine package's init calls, after the
// game's own package (which it imports) has registered the kind.
func RegisterEngine[S State[S, M, V], M tilekit.Move, V any](kind string, e Engine[S, M, V]) {
	tilekit.RegisterEngine(kind, EngineOf(e))
}

// EngineOf returns e as a tilekit.Engine, for a game of type S: Bot
// plays e.BotContext through [BotContextFunc] or else e.Bot through
// [BotFunc]; HintsContext finds the State behind the Game and writes
// e.HintsContext's moves in the game's notation, at most n, and Hints
// does the same with context.Background(), or, for an Engine without
// HintsContext, with e.Hints (the tilekit.Engine then has no
// HintsContext: a Game's HintsContext looks at its context before it
// asks Hints).
func EngineOf[S State[S, M, V], M tilekit.Move, V any](e Engine[S, M, V]) tilekit.Engine {
	var out tilekit.Engine
	switch bot, plain := e.BotContext, e.Bot; {
	case bot != nil:
		out.Bot = func(level tilekit.Level, seed uint64) tilekit.Bot {
			return BotContextFunc[S, M, V](func(ctx context.Context, s S, seat int) (M, error) { return bot(ctx, s, level, seed, seat) })
		}
	case plain != nil:
		out.Bot = func(level tilekit.Level, seed uint64) tilekit.Bot {
			return BotFunc[S, M, V](func(s S, seat int) (M, error) { return plain(s, level, seed, seat) })
		}
	}
	switch hc, plain := e.HintsContext, e.Hints; {
	case hc != nil:
		withCtx := func(ctx context.Context, g tilekit.Game, seat, n int) ([]tilekit.Hint, error) {
			return hintsOf(g, n, func(s S) ([]HintOf[M], error) { return hc(ctx, s, seat, n) })
		}
		out.HintsContext = withCtx
		out.Hints = func(g tilekit.Game, seat, n int) ([]tilekit.Hint, error) {
			return withCtx(context.Background(), g, seat, n)
		}
	case plain != nil:
		out.Hints = func(g tilekit.Game, seat, n int) ([]tilekit.Hint, error) {
			return hintsOf(g, n, func(s S) ([]HintOf[M], error) { return plain(s, seat, n) })
		}
	}
	return out
}

// hintsOf is what EngineOf's hints do with a Game: the hints f finds in
// the State behind g, at most n, with their moves in the game's
// notation; never nil.
func hintsOf[S State[S, M, V], M tilekit.Move, V any](g tilekit.Game, n int, f func(S) ([]HintOf[M], error)) ([]tilekit.Hint, error) {
	s, ok := g.State().(S)
	if !ok {
		return []tilekit.Hint{}, fmt.Errorf("tilekit: hints for %T were asked of %T: %w", s, g.State(), tilekit.ErrUnknownKind)
	}
	hs, err := f(s)
	out := make([]tilekit.Hint, 0, max(min(len(hs), n), 0))
	for _, h := range hs[:max(min(len(hs), n), 0)] {
		out = append(out, h.Text())
	}
	return out, err
}

// Uncut is how a game's MoveContext ends, so that it never gives a move
// that ctx cut short: while ctx is live it returns m and err as they
// are; once ctx is done, the zero Move and err when err wraps ctx's
// error with words of its own, or else (err is ctx.Err() itself, or
// another error, or none) an error wrapping ctx.Err() that names the
// game, the level and the player. A move Uncut lets through is therefore the
// one the same search makes with no context. A nil ctx is never done.
func Uncut[M tilekit.Move](ctx context.Context, level tilekit.Level, player string, m M, err error) (M, error) {
	cut := ctxErr(ctx)
	var zero M
	switch {
	case cut == nil:
		return m, err
	case err != nil && err != cut && errors.Is(err, cut):
		return zero, err
	}
	game := path.Base(reflect.TypeFor[M]().PkgPath())
	return zero, fmt.Errorf("%s: the %v computer player's move for %s was stopped: %w", game, level, player, cut)
}

// HintsUnder runs find, a game's search for hints, under ctx, as a
// game's HintsContext does: it does not start once ctx is done, and it
// ends with [UncutHints], so that it never gives hints that ctx cut
// short. find gets a ctx that is never nil (a nil ctx is never done);
// player names the seat in the error of a stopped search.
func HintsUnder[M tilekit.Move](ctx context.Context, player string, find func(ctx context.Context) ([]HintOf[M], error)) ([]HintOf[M], error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var hs []HintOf[M]
	var err error
	if ctx.Err() == nil {
		hs, err = find(ctx)
	}
	return UncutHints(ctx, player, hs, err)
}

// UncutHints is how a game's HintsContext ends, so that it never gives
// hints that ctx cut short: while ctx is live it returns hs (an empty
// list for nil) and err as they are; once ctx is done, an empty list
// and err when err wraps ctx's error with words of its own, or else an
// error wrapping ctx.Err() that names the game and the player. Hints UncutHints lets
// through are therefore the ones the same search gives with no context.
// A nil ctx is never done.
func UncutHints[M tilekit.Move](ctx context.Context, player string, hs []HintOf[M], err error) ([]HintOf[M], error) {
	return uncutList(ctx, path.Base(reflect.TypeFor[M]().PkgPath()), player, hs, err)
}

// uncutList is UncutHints for a list of any kind of hint, with game
// naming the game in the error of a stopped search: a wrapped Game's
// HintsContext ends with it too, for an engine that does not.
func uncutList[H any](ctx context.Context, game, player string, hs []H, err error) ([]H, error) {
	cut := ctxErr(ctx)
	switch {
	case cut == nil && hs == nil:
		return []H{}, err
	case cut == nil:
		return hs, err
	case err != nil && err != cut && errors.Is(err, cut):
		return []H{}, err
	}
	return []H{}, fmt.Errorf("%s: the hints for %s were stopped: %w", game, player, cut)
}

// ctxErr is ctx.Err(), and nil for a nil ctx (never done).
func ctxErr(ctx context.Context) error {
	if ctx == nil {
		return nil
	}
	return ctx.Err()
}
