package gametest

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// DoneAfter is a context that is done from the n-th call of Err on: it
// counts how often a search looks at it, not how long the search takes,
// so a test of how soon an engine stops does not depend on the
// machine's speed. Its Done channel never closes: it tests the looks at
// Err. It is safe for concurrent use.
type DoneAfter struct {
	context.Context
	calls, n atomic.Int64
}

// NewDoneAfter returns a DoneAfter done at the n-th look.
func NewDoneAfter(n int64) *DoneAfter {
	c := &DoneAfter{Context: context.Background()}
	c.n.Store(n)
	return c
}

// Err returns context.Canceled from the n-th call on, nil before.
func (c *DoneAfter) Err() error {
	if c.calls.Add(1) >= c.n.Load() {
		return context.Canceled
	}
	return nil
}

// Looks returns how often Err has been called.
func (c *DoneAfter) Looks() int64 { return c.calls.Load() }

// CancelLatency calls f under a context that it cancels after delay, and
// returns how long f took to return once the context was cancelled (0
// when f returned before), with f's error. It is for benchmarks and
// programs that measure how soon an engine stops, never for a test's
// assertion: the figure depends on the machine and its load.
func CancelLatency(delay time.Duration, f func(ctx context.Context) error) (time.Duration, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		at  time.Time
		err error
	}
	done := make(chan result, 1)
	go func() {
		err := f(ctx)
		done <- result{time.Now(), err}
	}()
	timer := time.NewTimer(delay)
	defer timer.Stop()
	select {
	case r := <-done:
		return 0, r.err
	case <-timer.C:
	}
	cancelled := time.Now()
	cancel()
	r := <-done
	return max(r.at.Sub(cancelled), 0), r.err
}

// CancelWhileBlocked runs f under a context on a goroutine of its own,
// waits until entered is closed (f has reached a wait the test holds it
// in, such as a word list that answers only once the test lets it),
// cancels the context, and returns what f returned. It fails t if f
// returns before entered is closed, or if either wait lasts a minute,
// which only a broken stop takes.
func CancelWhileBlocked[T any](t testing.TB, entered <-chan struct{}, f func(ctx context.Context) T) T {
	t.Helper()
	const guard = time.Minute
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan T, 1)
	go func() { done <- f(ctx) }()
	select {
	case <-entered:
	case x := <-done:
		t.Fatalf("returned %v before it reached the wait", x)
	case <-time.After(guard):
		t.Fatal("never reached the wait")
	}
	cancel()
	select {
	case x := <-done:
		return x
	case <-time.After(guard):
		t.Fatal("still waiting a minute after its context was cancelled")
	}
	var zero T
	return zero
}
