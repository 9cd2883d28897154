package gametest

import (
	"os"
	"testing"
)

// IsLong reports whether the long runs are wanted: TILEKIT_LONG=1 in the
// environment. go test ./... (the README's command) skips them to stay
// near a minute; CI runs them in a step of its own.
func IsLong() bool { return os.Getenv("TILEKIT_LONG") == "1" }

// Long skips t unless the long runs are wanted (see [IsLong]): call it
// first in a property or brute-force test that takes seconds.
func Long(t testing.TB) {
	t.Helper()
	if !IsLong() {
		t.Skip("a long test: set TILEKIT_LONG=1 to run it")
	}
}

// shortSteps bounds the moves of one sequence of [Run] when the long runs
// are not wanted.
const shortSteps = 25
