package quaddoku

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// contextCalls are the searches that take a context, as a bot calls
// them: the moves found (BestMoveWithinContext's as a list of one) and
// the steps used.
var contextCalls = []struct {
	name string
	f    func(ctx context.Context, s State, budget int) ([]Move, int, error)
}{
	{"BestMoveWithinContext", func(ctx context.Context, s State, budget int) ([]Move, int, error) {
		m, used, err := s.BestMoveWithinContext(ctx, budget)
		if err != nil {
			return nil, used, err
		}
		return []Move{m}, used, nil
	}},
	{"TopMovesContext(10)", func(ctx context.Context, s State, budget int) ([]Move, int, error) {
		return s.TopMovesContext(ctx, 10, 12, budget)
	}},
	{"TopMovesContext(10, 3 tiles)", func(ctx context.Context, s State, budget int) ([]Move, int, error) {
		return s.TopMovesContext(ctx, 10, 3, budget)
	}},
}

// A search under a context that is done from its k-th look stops at that
// look: it returns no move and an error wrapping context.Canceled, never
// looks again, and has used at most the steps between k looks (and the
// relaxation's tables, charged when it builds them). On the openings
// built to be slow, whose searches run out of Budget.
func TestSearchContextStops(t *testing.T) {
	positions := map[string]State{
		"slow":   gametest.Must(New(slowRules(), Setup{Players: 2})),
		"nodoku": noDokuStart(t),
	}
	for name, s := range positions {
		for _, c := range contextCalls {
			for _, k := range []int64{1, 2, 30} {
				ctx := gametest.NewDoneAfter(k)
				ms, used, err := c.f(ctx, s, Budget)
				if !errors.Is(err, context.Canceled) || len(ms) != 0 {
					t.Errorf("%s, %s done at look %d: %v, %v", name, c.name, k, ms, err)
				}
				if ctx.Looks() != k {
					t.Errorf("%s, %s done at look %d: looked %d times", name, c.name, k, ctx.Looks())
				}
				if limit := int(k)*lookEvery + relaxSteps(s.finder(12).kinds()+1, len(indexFor(s.dictionary()).words)); used > limit {
					t.Errorf("%s, %s done at look %d: used %d steps, want at most %d", name, c.name, k, used, limit)
				}
			}
		}
	}
}

// Under a context that is never done, the searches find what they find
// without one, in the same steps, looking at the context once before
// they start and once every lookEvery steps.
func TestSearchContextSameResult(t *testing.T) {
	s := gametest.Must(New(slowRules(), Setup{Players: 2}))
	const budget = 300_000
	for _, c := range contextCalls {
		want, wantUsed, wantErr := c.f(context.Background(), s, budget)
		ctx := gametest.NewDoneAfter(1 << 62)
		got, used, err := c.f(ctx, s, budget)
		if !slices.Equal(got, want) || used != wantUsed || fmt.Sprint(err) != fmt.Sprint(wantErr) {
			t.Errorf("%s: %v, %d steps, %v; without a context %v, %d steps, %v", c.name, got, used, err, want, wantUsed, wantErr)
		}
		if looks := ctx.Looks(); looks < int64(used/lookEvery) {
			t.Errorf("%s: looked %d times in %d steps", c.name, looks, used)
		}
	}
}

// Building the relaxation's tables looks at the context between the
// rows of its joins: a done context stops it before the first row, and
// a live one gives the tables built without a context.
func TestRelaxContext(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	build := func(ctx context.Context) *relax {
		f := s.finder(12)
		f.work = &work{left: Budget, ctx: ctx}
		return newRelax(f)
	}
	done := gametest.NewDoneAfter(1)
	if x := build(done); x != nil || done.Looks() != 1 {
		t.Errorf("with a done context: tables %v, %d looks", x != nil, done.Looks())
	}
	want := build(nil)
	live := gametest.NewDoneAfter(1 << 62)
	got := build(live)
	if got == nil || !slices.Equal(got.rb, want.rb) || !slices.Equal(got.restT, want.restT) {
		t.Fatal("with a live context the tables differ")
	}
	if rows := 2 * int64(want.n*rowSteps(want.n)/lookEvery); live.Looks() < rows {
		t.Errorf("%d kinds of tile: looked %d times, want at least %d", want.n, live.Looks(), rows)
	}
}
