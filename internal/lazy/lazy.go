// Package lazy holds values built once, on first use, on a goroutine of
// their own: a caller under a context can stop waiting for a slow build
// (a word list's automaton, a solver's tables) without stopping it, and
// the callers after it get what it built.
package lazy

import (
	"context"
	"sync"
)

// A Value is a T built by a function on first use. It is safe for
// concurrent use; make one with New.
type Value[T any] struct {
	build func() T
	once  sync.Once
	done  chan struct{}
	v     T
}

// New returns the Value that build builds. build runs at most once, on a
// goroutine of its own, when the Value is first asked for; it should not
// panic (a panic in it ends the program, as in any goroutine).
func New[T any](build func() T) *Value[T] {
	return &Value[T]{build: build, done: make(chan struct{})}
}

// Get returns the value, building it first if no call has yet, and
// waiting for the build.
func (v *Value[T]) Get() T {
	v.start()
	<-v.done
	return v.v
}

// Wait is Get under ctx: when ctx is done before the value is built, it
// returns the zero T and ctx's error at once, and the build goes on for
// later calls. A value already built is returned whatever ctx says.
func (v *Value[T]) Wait(ctx context.Context) (T, error) {
	v.start()
	select {
	case <-v.done:
		return v.v, nil
	default:
	}
	select {
	case <-v.done:
		return v.v, nil
	case <-ctx.Done():
		select {
		case <-v.done: // built in the meantime
			return v.v, nil
		default:
			var zero T
			return zero, ctx.Err()
		}
	}
}

// Built reports whether the value has been built, without starting or
// waiting for the build.
func (v *Value[T]) Built() bool {
	select {
	case <-v.done:
		return true
	default:
		return false
	}
}

func (v *Value[T]) start() {
	v.once.Do(func() {
		go func() {
			defer close(v.done)
			v.v = v.build()
		}()
	})
}
