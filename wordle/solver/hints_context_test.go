package solver

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// A hintPosition is a seat of a game to ask for hints.
type hintPosition struct {
	name string
	s    wordle.State
	seat int
}

// hintPositions are a host, a first guess with the bundled solver, a
// first guess in hard mode over a caller's list (the pass over the
// fitting words) and, last, the longest hint: the exact search after
// MAMMA and TRIES with ETHOS the secret (about 2.4 s).
func hintPositions(t testing.TB) []hintPosition {
	base := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 1})
	caller := mustNew(t, wordle.HardMode(), wordle.Setup{Players: 2, Seed: 1, Dictionary: callerList(t, 5)})
	return []hintPosition{
		{"host", base, 0},
		{"first guess", play(t, base, "0 secret SOLVE"), 1},
		{"first guess, a caller's list", play(t, caller, "0 secret SOLVE"), 1},
		{"exact search", play(t, base, "0 secret ETHOS", "1 guess MAMMA", "1 guess TRIES"), 1},
	}
}

// TestHintsContextLive: under a live context, or a nil one,
// HintsContext gives what Hints gives.
func TestHintsContextLive(t *testing.T) {
	var never context.Context
	for _, p := range hintPositions(t) {
		want, wantErr := Hints(p.s, p.seat, 3)
		for _, ctx := range []context.Context{context.Background(), never} {
			got, err := HintsContext(ctx, p.s, p.seat, 3)
			if diff := cmp.Diff(want, got); diff != "" || err != wantErr {
				t.Errorf("%s: HintsContext %v, Hints %v; hints (-Hints +HintsContext):\n%s", p.name, err, wantErr, diff)
			}
		}
	}
}

// TestHintsContextDone: under a context already done HintsContext gives
// an empty list and an error wrapping context.Canceled, and the State is
// as it was.
func TestHintsContextDone(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, p := range hintPositions(t) {
		before := encodeState(t, p.s)
		hs, err := HintsContext(done, p.s, p.seat, 3)
		if !errors.Is(err, context.Canceled) || hs == nil || len(hs) != 0 {
			t.Errorf("%s: %#v, %v", p.name, hs, err)
		}
		if after := encodeState(t, p.s); after != before {
			t.Errorf("%s: the State changed:\n%s\n%s", p.name, before, after)
		}
	}
}

// encodeState is s's text.
func encodeState(t testing.TB, s wordle.State) string {
	t.Helper()
	b, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestHintsContextStops: a context done at its k-th look (the first is
// before the search starts) stops the hint with an error wrapping
// context.Canceled and no hints, having looked only a few more times;
// the exact search looks at it at least k times; a hint that
// ends before the k-th look is Hints'.
func TestHintsContextStops(t *testing.T) {
	ps := hintPositions(t)
	for i, p := range ps {
		long := i == len(ps)-1 // the exact search
		for _, k := range []int64{2, 3, 10} {
			ctx := gametest.NewDoneAfter(k)
			hs, err := HintsContext(ctx, p.s, p.seat, 3)
			looks := ctx.Looks()
			if looks < k && long {
				t.Errorf("%s: looked %d times in all, not %d: its search does not read the context", p.name, looks, k)
			}
			if looks < k {
				if want, _ := Hints(p.s, p.seat, 3); !cmp.Equal(hs, want) || err != nil {
					t.Errorf("%s, never done: %v, %v; Hints gives %v", p.name, hs, err, want)
				}
				continue
			}
			if !errors.Is(err, context.Canceled) || hs == nil || len(hs) != 0 {
				t.Errorf("%s, done at look %d: %#v, %v", p.name, k, hs, err)
			}
			if extra := looks - k; extra > maxLooksAfterDone {
				t.Errorf("%s, done at look %d: looked %d more times", p.name, k, extra)
			}
		}
	}
}

// BenchmarkHintsContextCancel measures how soon HintsContext returns
// once its context is cancelled, a few milliseconds into the long
// positions' hints, and reports the worst and the mean wall time from
// the cancel to the return over every cancel that cut a hint short
// (cuts per op: how many did). Run it with -benchtime=Nx.
func BenchmarkHintsContextCancel(b *testing.B) {
	ps := hintPositions(b)
	var cases []gametest.HintCase[wordle.State]
	for _, p := range ps[len(ps)-2:] {
		cases = append(cases, gametest.HintCase[wordle.State]{Name: p.name, S: p.s, Seat: p.seat})
	}
	gametest.BenchCancel(b, cases, func(ctx context.Context, s wordle.State, seat int) error {
		_, err := HintsContext(ctx, s, seat, 3)
		return err
	})
}
