package gametest

import (
	"context"
	"sync/atomic"
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
