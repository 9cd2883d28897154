// Package fakeclock is a table.Clock for tests: time stands still until
// the test moves it with Advance, which runs the timers that fall due, in
// order, on the test's goroutine.
package fakeclock

import (
	"slices"
	"sync"
	"time"

	"github.com/tilekit/tilekit/examples/web/table"
)

// A Clock is a fake clock.
type Clock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*timer
}

type timer struct {
	c       *Clock
	at      time.Time
	f       func()
	stopped bool
}

// New returns a clock at a fixed time.
func New() *Clock { return &Clock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc runs f once the clock has been advanced by d.
func (c *Clock) AfterFunc(d time.Duration, f func()) table.Timer {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &timer{c: c, at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return t
}

func (t *timer) Stop() bool {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	was := !t.stopped
	t.stopped = true
	return was
}

// Advance moves the clock on by d and runs the timers that are due,
// earliest first.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []*timer
	keep := c.timers[:0]
	for _, t := range c.timers {
		switch {
		case t.stopped:
		case !t.at.After(c.now):
			t.stopped = true
			due = append(due, t)
		default:
			keep = append(keep, t)
		}
	}
	c.timers = keep
	c.mu.Unlock()
	slices.SortStableFunc(due, func(a, b *timer) int { return a.at.Compare(b.at) })
	for _, t := range due {
		t.f()
	}
}

// Pending is the number of timers waiting.
func (c *Clock) Pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.timers)
}
