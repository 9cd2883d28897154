package gametest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"
)

// A HintCase is a seat of a game's State to ask an engine for hints.
// Long marks a position whose search is long enough that it must look
// at its context at least ten times.
type HintCase[S any] struct {
	Name string
	S    S
	Seat int
	Long bool
}

// CheckHintsContext checks an engine's HintsContext against its Hints on
// cases, n hints each. Under a live context, or a nil one, it gives what
// Hints gives. Under a context already done it gives an empty list and
// an error wrapping context.Canceled, and the State's text is as it was.
// Under a context done at its k-th look (2, 3 and 10; the first look is
// before the search starts) it stops with the same, having looked at
// most maxExtra more times, or, when it ends before the k-th look, gives
// Hints' list; a Long case looks at least ten times.
func CheckHintsContext[S interface{ MarshalText() ([]byte, error) }, H any](t *testing.T, cases []HintCase[S], n int, maxExtra int64,
	hints func(s S, seat, n int) ([]H, error), withCtx func(ctx context.Context, s S, seat, n int) ([]H, error)) {
	t.Helper()
	done, cancel := context.WithCancel(context.Background())
	cancel()
	var never context.Context
	for _, c := range cases {
		want, wantErr := hints(c.S, c.Seat, n)
		for _, ctx := range []context.Context{context.Background(), never} {
			got, err := withCtx(ctx, c.S, c.Seat, n)
			if !reflect.DeepEqual(got, want) || !errors.Is(err, wantErr) {
				t.Errorf("%s, a live context: HintsContext gives %v, %v; Hints %v, %v", c.Name, got, err, want, wantErr)
			}
		}
		before, _ := c.S.MarshalText()
		got, err := withCtx(done, c.S, c.Seat, n)
		if !errors.Is(err, context.Canceled) || got == nil || len(got) != 0 {
			t.Errorf("%s, a context done: %#v, %v; want an empty list and context.Canceled", c.Name, got, err)
		}
		if after, _ := c.S.MarshalText(); string(after) != string(before) {
			t.Errorf("%s: HintsContext changed the State", c.Name)
		}
		for _, k := range []int64{2, 3, 10} {
			ctx := NewDoneAfter(k)
			got, err := withCtx(ctx, c.S, c.Seat, n)
			looks := ctx.Looks()
			switch {
			case looks < k && c.Long:
				t.Errorf("%s: looked %d times in all, not %d: its search does not read the context", c.Name, looks, k)
			case looks < k:
				if !reflect.DeepEqual(got, want) || !errors.Is(err, wantErr) {
					t.Errorf("%s, never done: %v, %v; Hints gives %v, %v", c.Name, got, err, want, wantErr)
				}
			case !errors.Is(err, context.Canceled) || got == nil || len(got) != 0:
				t.Errorf("%s, done at look %d: %#v, %v", c.Name, k, got, err)
			case looks-k > maxExtra:
				t.Errorf("%s, done at look %d: looked %d more times", c.Name, k, looks-k)
			}
		}
	}
}

// CancelLatencies calls f on each case under a context cancelled after
// each of a few delays (1, 3, 10 and 30 ms), and returns the worst and
// the total wall time from cancel to return over the calls that the
// cancel cut short (an error wrapping context.Canceled), and how many
// did. It is for benchmarks, never for a test's assertion.
func CancelLatencies[S any](cases []HintCase[S], f func(ctx context.Context, s S, seat int) error) (worst, total time.Duration, cuts int) {
	for _, c := range cases {
		for _, delay := range []time.Duration{time.Millisecond, 3 * time.Millisecond, 10 * time.Millisecond, 30 * time.Millisecond} {
			lat, err := CancelLatency(delay, func(ctx context.Context) error { return f(ctx, c.S, c.Seat) })
			if errors.Is(err, context.Canceled) {
				cuts++
				worst, total = max(worst, lat), total+lat
			}
		}
	}
	return worst, total, cuts
}

// BenchCancel is the body of an engine's benchmark of how soon it stops:
// each of b's iterations runs CancelLatencies on cases with f, and it
// reports the worst time from cancel to return (worst-ms), the mean over
// the calls the cancel cut short (mean-ms), and how many it cut short an
// iteration (cuts/op). Run it with -benchtime=Nx.
func BenchCancel[S any](b *testing.B, cases []HintCase[S], f func(ctx context.Context, s S, seat int) error) {
	var worst, total time.Duration
	cuts := 0
	for b.Loop() {
		w, t, c := CancelLatencies(cases, f)
		worst, total, cuts = max(worst, w), total+t, cuts+c
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
	b.ReportMetric(float64(total.Microseconds())/1000/float64(max(cuts, 1)), "mean-ms")
	b.ReportMetric(float64(cuts)/float64(b.N), "cuts/op")
}
