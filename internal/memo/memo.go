// Package memo remembers the answers of pure, costly functions for the
// games' bots, in a map that is safe for concurrent use and stops
// growing at a fixed number of entries (it never evicts: what it holds
// stays right, and a full memo only stops saving work).
package memo

import "sync"

// A Memo maps keys to remembered values. Its zero value is not usable:
// make one with New.
type Memo[K comparable, V any] struct {
	mu  sync.Mutex
	m   map[K]V
	max int
}

// New returns an empty Memo that holds at most max entries.
func New[K comparable, V any](max int) *Memo[K, V] {
	return &Memo[K, V]{m: map[K]V{}, max: max}
}

// Get returns the value remembered for k, and whether there is one.
func (c *Memo[K, V]) Get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

// Put remembers v for k, unless the memo is full.
func (c *Memo[K, V]) Put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) < c.max {
		c.m[k] = v
	}
}
