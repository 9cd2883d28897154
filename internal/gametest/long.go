package gametest

import (
	"flag"
	"os"
	"strconv"
	"sync"
	"testing"
)

// IsLong reports whether the long runs are wanted: TILEKIT_LONG=1 in the
// environment. go test ./... (the README's command) skips them to stay
// near a minute; CI runs them in a step of its own.
func IsLong() bool { return os.Getenv("TILEKIT_LONG") == "1" }

// Size returns quick, or long when the long runs are wanted (see
// [IsLong]): how many games, positions or deals a test tries.
func Size[T any](quick, long T) T {
	if IsLong() {
		return long
	}
	return quick
}

// Long skips t unless the long runs are wanted (see [IsLong]): call it
// first in a property or brute-force test that takes seconds.
func Long(t testing.TB) {
	t.Helper()
	if !IsLong() {
		t.Skip("a long test: set TILEKIT_LONG=1 to run it")
	}
}

// shortSteps bounds the moves of one sequence of [Run] when the long runs
// are not wanted, and quickCases the sequences it tries.
const (
	shortSteps = 25
	quickCases = 15
)

// Checks has every rapid property t runs from here on try n cases rather
// than rapid's default of 100, for the rest of t. It changes nothing when
// the long runs are wanted (see [IsLong]) or when -rapid.checks or
// RAPID_CHECKS chose a number, so CI's long step and a developer hunting
// a bug get the full count. It is for properties whose every case plays
// games or lists large move sets.
//
// Rapid keeps the count in one flag for the whole test binary, so the
// tests that call Checks take turns: a parallel test waits here until
// the test that set the count before it has ended and put the count
// back. (A parallel test that runs rapid without Checks must not share
// the binary's run with one that calls it.) Calling it again in the same
// test only changes the count.
func Checks(t testing.TB, n int) {
	t.Helper()
	if IsLong() {
		return
	}
	if _, ok := os.LookupEnv("RAPID_CHECKS"); ok {
		return
	}
	f := flag.Lookup("rapid.checks")
	if f == nil {
		t.Fatal("gametest.Checks: rapid's -rapid.checks flag is not registered")
	}
	set := false
	flag.Visit(func(g *flag.Flag) { set = set || g == f })
	if set {
		return
	}
	checks.Lock()
	if checks.holder != t {
		for checks.holder != nil {
			checks.Wait()
		}
		checks.holder = t
		old := f.Value.String()
		t.Cleanup(func() {
			_ = f.Value.Set(old)
			checks.Lock()
			checks.holder = nil
			checks.Broadcast()
			checks.Unlock()
		})
	}
	checks.Unlock()
	// Setting the Value directly, not through flag.Set, leaves the flag
	// unmarked, so a later call still sees no command-line choice.
	if err := f.Value.Set(strconv.Itoa(n)); err != nil {
		t.Fatal(err)
	}
}

// checks is the turn of the test whose count the rapid.checks flag holds.
var checks = struct {
	sync.Mutex
	*sync.Cond
	holder testing.TB
}{}

func init() { checks.Cond = sync.NewCond(&checks.Mutex) }
