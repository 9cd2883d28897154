package lazy

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// guard is how long a test waits for what should come at once: only a
// broken Value waits this long.
const guard = time.Minute

// TestWait: a caller whose context is cancelled while the build runs
// returns at once with the context's error; the build goes on, runs only
// once for every caller, and later calls get its value.
func TestWait(t *testing.T) {
	var builds atomic.Int32
	gate := make(chan struct{})
	v := New(func() int {
		builds.Add(1)
		<-gate
		return 42
	})
	if v.Built() {
		t.Fatal("built before it was asked for")
	}
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		x, err := v.Wait(ctx)
		if x != 0 {
			err = errors.New("a value from a stopped wait")
		}
		errc <- err
	}()
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Wait under a cancelled context: %v", err)
		}
	case <-time.After(guard):
		t.Fatal("Wait still waiting after its context was cancelled")
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if x := v.Get(); x != 42 {
				t.Errorf("Get = %d", x)
			}
		})
	}
	close(gate)
	wg.Wait()
	if x, err := v.Wait(ctx); x != 42 || err != nil {
		t.Errorf("Wait once built, under a done context: %d, %v", x, err)
	}
	if !v.Built() || builds.Load() != 1 {
		t.Errorf("Built %v after %d builds", v.Built(), builds.Load())
	}
}

// TestWaitLive: under a context that is never done, Wait waits for the
// build.
func TestWaitLive(t *testing.T) {
	v := New(func() string { time.Sleep(time.Millisecond); return "x" })
	if x, err := v.Wait(context.Background()); x != "x" || err != nil {
		t.Errorf("Wait = %q, %v", x, err)
	}
}
