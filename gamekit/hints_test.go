package gamekit_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// ctxHints is the engine of the toy under the name "stepsctx": its
// HintsContext counts its calls, keeps the context it got, and cancels
// it before it returns when cancelMidway is set, giving its hints all
// the same (an engine that ignores its context), so that the wrapped
// Game must drop them.
var ctxHints struct {
	asked        int
	got          context.Context
	cancelMidway context.CancelFunc
}

func init() {
	tilekit.Register(gamekit.Kind[steps, step, int, *steps](
		tilekit.Kind{Name: "stepsctx", Title: "A race to ten, with hints under a context"},
		[]gamekit.Preset[string]{gamekit.Fixed("default", "two players", 2, 2, func() string { return "" })},
		gamekit.Game[steps, step, int, string]{
			New: func(string, []string, uint64, dictionary.Dictionary) (steps, error) { return steps{}, nil },
		}))
	gamekit.RegisterEngine("stepsctx", gamekit.Engine[steps, step, int]{
		HintsContext: func(ctx context.Context, s steps, seat, n int) ([]gamekit.HintOf[step], error) {
			ctxHints.asked++
			ctxHints.got = ctx
			if ctxHints.cancelMidway != nil {
				ctxHints.cancelMidway()
			}
			return stepsEngine.Hints(s, seat, n)
		},
	})
}

// TestHintsContextChecks: the wrapped Game is a tilekit.ContextHinter
// whether its engine has HintsContext ("stepsctx") or Hints alone
// ("steps"). Under a live context (or a nil one) its HintsContext gives
// what Hints gives, with the same refusals of a seat that may not move
// and the same empty list for n <= 0; under a context already done it
// refuses every call with an error wrapping context.Canceled and an
// empty list, without asking the engine.
func TestHintsContextChecks(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	var never context.Context // nil: never done
	for _, kind := range []string{"steps", "stepsctx"} {
		for _, s := range []steps{{}, mustPlay(t, steps{}, "0+2")} {
			g, ok := gamekit.Wrap(kind, s).(tilekit.ContextHinter)
			if !ok {
				t.Fatalf("%s: the wrapped Game is not a tilekit.ContextHinter", kind)
			}
			for _, seat := range []int{0, 1, tilekit.Onlooker, 2, 99} {
				for _, n := range []int{-1, 0, 1, 5} {
					want, wantErr := g.Hints(seat, n)
					for _, ctx := range []context.Context{context.Background(), never} {
						got, err := g.HintsContext(ctx, seat, n)
						if diff := cmp.Diff(want, got); diff != "" || !sameError(err, wantErr) {
							t.Errorf("%s, seat %d, n %d: HintsContext %v, Hints %v; hints (-Hints +HintsContext):\n%s", kind, seat, n, err, wantErr, diff)
						}
					}
					asked := ctxHints.asked
					got, err := g.HintsContext(done, seat, n)
					if !errors.Is(err, context.Canceled) || got == nil || len(got) != 0 || ctxHints.asked != asked {
						t.Errorf("%s, seat %d, n %d, a context done: %#v, %v (engine asked %d times)", kind, seat, n, got, err, ctxHints.asked-asked)
					}
				}
			}
		}
		over := gamekit.Wrap(kind, mustPlay(t, steps{}, "0+2", "1+2", "0+2", "1+2", "0+2")).(tilekit.ContextHinter)
		if hs, err := over.HintsContext(context.Background(), 0, 3); !errors.Is(err, tilekit.ErrGameOver) || hs == nil || len(hs) != 0 {
			t.Errorf("%s, a game over: %#v, %v", kind, hs, err)
		}
	}
}

// sameError reports whether two errors are both nil or read the same.
func sameError(a, b error) bool {
	return (a == nil) == (b == nil) && (a == nil || a.Error() == b.Error())
}

// mustPlay plays moves from s.
func mustPlay(t *testing.T, s steps, moves ...string) steps {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err == nil {
			s, err = s.Apply(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return s
}

// TestHintsContextCutShort: hints an engine returns after the context
// is done (one that ignores it) never get through the wrapped Game, nor
// through tilekit.HintsContext; the engine's HintsContext gets the
// caller's context, and the Game's Hints passes context.Background().
func TestHintsContextCutShort(t *testing.T) {
	g := gamekit.Wrap("stepsctx", steps{})
	type key struct{}
	ctx, cancel := context.WithCancel(context.WithValue(context.Background(), key{}, "mine"))
	ctxHints.cancelMidway = cancel
	defer func() { ctxHints.cancelMidway = nil }()
	hs, err := tilekit.HintsContext(ctx, g, 0, 2)
	if !errors.Is(err, context.Canceled) || hs == nil || len(hs) != 0 {
		t.Errorf("a context done while the engine worked: %#v, %v", hs, err)
	}
	if ctxHints.got.Value(key{}) != "mine" {
		t.Errorf("the engine's HintsContext got %v, not the caller's context", ctxHints.got)
	}
	ctxHints.cancelMidway = nil
	if hs, err := g.Hints(0, 2); err != nil || len(hs) != 2 || ctxHints.got != context.Background() {
		t.Errorf("Hints: %v, %v; the engine got %v", hs, err, ctxHints.got)
	}
}

// TestEngineOfHintsContext: EngineOf gives an Engine with HintsContext
// both Hints and HintsContext, and one with Hints alone no
// HintsContext.
func TestEngineOfHintsContext(t *testing.T) {
	withCtx := gamekit.EngineOf(gamekit.Engine[steps, step, int]{
		HintsContext: func(ctx context.Context, s steps, seat, n int) ([]gamekit.HintOf[step], error) {
			return stepsEngine.Hints(s, seat, n)
		},
	})
	plain := gamekit.EngineOf(stepsEngine)
	if withCtx.Hints == nil || withCtx.HintsContext == nil || plain.Hints == nil || plain.HintsContext != nil {
		t.Fatalf("EngineOf: with HintsContext, Hints %v and HintsContext %v; with Hints, HintsContext %v",
			withCtx.Hints != nil, withCtx.HintsContext != nil, plain.HintsContext != nil)
	}
	g := gamekit.Wrap("steps", steps{})
	a, errA := withCtx.Hints(g, 0, 1)
	b, errB := withCtx.HintsContext(context.Background(), g, 0, 1)
	c, errC := plain.Hints(g, 0, 1)
	if errA != nil || errB != nil || errC != nil || !cmp.Equal(a, b) || !cmp.Equal(a, c) || len(a) != 1 {
		t.Errorf("EngineOf's hints: %v %v, %v %v, %v %v", a, errA, b, errB, c, errC)
	}
}

// TestUncutHints: UncutHints lets hints and errors through while the
// context is live, and once it is done gives an empty list with the
// engine's error when that wraps the context's, or else one that wraps
// it and names the player.
func TestUncutHints(t *testing.T) {
	hs := []gamekit.HintOf[step]{{Move: step{0, 2}, Score: 2}}
	if got, err := gamekit.UncutHints(context.Background(), "Ann", hs, nil); err != nil || !cmp.Equal(got, hs) {
		t.Errorf("a live context: %v, %v", got, err)
	}
	var never context.Context
	if got, err := gamekit.UncutHints[step](never, "Ann", nil, nil); err != nil || got == nil || len(got) != 0 {
		t.Errorf("a nil context, no hints: %#v, %v", got, err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := gamekit.UncutHints(done, "Ann", hs, nil)
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "Ann") || got == nil || len(got) != 0 {
		t.Errorf("a context done: %#v, %v", got, err)
	}
	own := errors.Join(errors.New("search stopped"), context.Canceled)
	if got, err := gamekit.UncutHints(done, "Ann", hs, own); err != own || len(got) != 0 {
		t.Errorf("a context done, the engine's own error: %#v, %v", got, err)
	}
	if got, err := gamekit.UncutHints(done, "Ann", hs, context.Canceled); !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "Ann") || len(got) != 0 {
		t.Errorf("a context done, its bare error: %#v, %v", got, err)
	}
}

// TestHintsUnder: HintsUnder gives find a context that is never nil and
// its hints while that context is live, does not call find once the
// context is done, and drops hints found by a search the context cut
// short.
func TestHintsUnder(t *testing.T) {
	hs := []gamekit.HintOf[step]{{Move: step{0, 2}, Score: 2}}
	calls := 0
	find := func(ctx context.Context) ([]gamekit.HintOf[step], error) {
		calls++
		if ctx == nil {
			t.Error("find got a nil context")
		}
		return hs, nil
	}
	var never context.Context
	if got, err := gamekit.HintsUnder(never, "Ann", find); err != nil || !cmp.Equal(got, hs) || calls != 1 {
		t.Errorf("a nil context: %v, %v, %d calls", got, err, calls)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if got, err := gamekit.HintsUnder(done, "Ann", find); !errors.Is(err, context.Canceled) || got == nil || len(got) != 0 || calls != 1 {
		t.Errorf("a context done: %#v, %v, %d calls", got, err, calls)
	}
	ctx, stop := context.WithCancel(context.Background())
	got, err := gamekit.HintsUnder(ctx, "Ann", func(ctx context.Context) ([]gamekit.HintOf[step], error) {
		stop() // the context ends while the search runs
		return hs, nil
	})
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "Ann") || len(got) != 0 {
		t.Errorf("a context cut short: %#v, %v", got, err)
	}
}
