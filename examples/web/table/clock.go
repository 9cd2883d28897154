package table

import "time"

// A Clock tells the time and runs functions later: the real one is
// [System]; tests give a table a fake one they move by hand.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine after d, as time.AfterFunc.
	AfterFunc(d time.Duration, f func()) Timer
}

// A Timer is a pending call of Clock.AfterFunc.
type Timer interface {
	// Stop cancels the call; it reports false when f already started.
	Stop() bool
}

// System is the machine's clock.
type System struct{}

// Now is time.Now.
func (System) Now() time.Time { return time.Now() }

// AfterFunc is time.AfterFunc.
func (System) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }
