package search_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/search"
)

// counting returns a Rollout that counts its calls in n and plays the
// first legal move after calling each (nil: nothing).
func counting(n *atomic.Int64, each func()) search.Rollout {
	return func(g tilekit.Game, seat int, rng *rand.Rand) (string, error) {
		n.Add(1)
		if each != nil {
			each()
		}
		return search.Random(g, seat, rng)
	}
}

// Workers = Iterations = 2000 under a 100 ms cap used to start every
// worker's first iteration whatever the clock said (4.6 s). Workers are
// now at most GOMAXPROCS, and no iteration starts once the cap has
// passed: with rollouts of one move that each outlast the cap, only the
// workers' first iterations run.
func TestMaxTimeStartsNoIterationAfterIt(t *testing.T) {
	var started atomic.Int64
	slow := counting(&started, func() { time.Sleep(150 * time.Millisecond) })
	s := search.New(search.Options{Iterations: 2000, Workers: 2000, MaxTime: 100 * time.Millisecond, Depth: 1, Rollout: slow, Seed: 1})
	procs := runtime.GOMAXPROCS(0)
	if w := s.Options().Workers; w != procs {
		t.Errorf("Workers 2000 kept as %d, want GOMAXPROCS = %d", w, procs)
	}
	r := gametest.Must(s.Search(dealt(3, 40), 0))
	if n := started.Load(); n > int64(procs) || r.Iterations > procs {
		t.Errorf("%d rollouts started, %d iterations reported; want at most %d of each (one a worker)", n, r.Iterations, procs)
	}
}

// A context that is done stops the search as MaxTime does: one already
// cancelled lets no iteration run, and one cancelled by the first
// rollout lets no other iteration start than those already under way
// (one a worker at most).
func TestContextStopsIterations(t *testing.T) {
	g := dealt(5, 40)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var started atomic.Int64
	s := search.New(search.Options{Iterations: 5000, Workers: 4, Depth: 1, Rollout: counting(&started, nil)})
	r := gametest.Must(s.SearchContext(ctx, g, 0))
	if started.Load() != 0 || r.Iterations != 0 || r.Best() == "" {
		t.Errorf("a cancelled context: %d rollouts, %+v; want none and the moves", started.Load(), r)
	}

	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	started.Store(0)
	s = search.New(search.Options{Iterations: 5000, Workers: 4, Depth: 1, Rollout: counting(&started, cancel)})
	r = gametest.Must(s.SearchContext(ctx, g, 0))
	// An iteration that started before the cancel may find the context
	// done before its rollout's first move, so it counts with no rollout:
	// both counts are bounded, not equal.
	if n, w := started.Load(), int64(s.Options().Workers); n > w || int64(r.Iterations) > w || n == 0 {
		t.Errorf("cancelled by the first rollout: %d rollouts, %d iterations; want 1 to %d of each", n, r.Iterations, w)
	}
}

// A rollout to the end stops at its next move once the search must stop:
// the one iteration that runs plays a single rollout move.
func TestRolloutStopsOnContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var moves atomic.Int64
	s := search.New(search.Options{Iterations: 1, Depth: -1, Rollout: counting(&moves, cancel)})
	r := gametest.Must(s.SearchContext(ctx, dealt(7, 200), 0))
	if moves.Load() != 1 || r.Iterations != 1 {
		t.Errorf("%d rollout moves in %d iterations, want 1 in 1", moves.Load(), r.Iterations)
	}
}

// Options outside sane limits are clamped, never trusted.
func TestOptionsClamped(t *testing.T) {
	o := search.New(search.Options{Iterations: math.MaxInt, Workers: 1 << 22, Width: 1 << 30, Depth: 1 << 30, Exploration: math.NaN(), Scale: math.Inf(1)}).Options()
	want := search.Options{Iterations: search.MaxIterations, Workers: runtime.GOMAXPROCS(0), Width: search.MaxWidth, Depth: search.MaxDepth, Exploration: 0.7, Scale: 20}
	if o.Iterations != want.Iterations || o.Workers != want.Workers || o.Width != want.Width || o.Depth != want.Depth || o.Exploration != want.Exploration || o.Scale != want.Scale {
		t.Errorf("clamped to %+v, want %+v", o, want)
	}
}

// MoveContext, the Searcher as a tilekit.ContextBot, takes the
// context's end as an error where SearchContext returns what it has: a
// context cancelled by the first rollout gives no move, and a live one
// gives Move's.
func TestMoveContextStops(t *testing.T) {
	g := dealt(5, 40)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var started atomic.Int64
	s := search.New(search.Options{Iterations: 50, Depth: 1, Rollout: counting(&started, cancel), Seed: 1})
	if m, err := s.MoveContext(ctx, g, 0); m != "" || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled by the first rollout: %q, %v; want no move and context.Canceled", m, err)
	}
	s = search.New(search.Options{Iterations: 50, Depth: 1, Rollout: search.Random, Seed: 1})
	want := gametest.Must(s.Move(g, 0))
	if m, err := s.MoveContext(context.Background(), g, 0); m != want || err != nil {
		t.Errorf("a live context: %q, %v; Move gives %q", m, err, want)
	}
	var _ tilekit.ContextBot = s
}
