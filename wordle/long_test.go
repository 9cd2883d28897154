package wordle

import (
	"os"
	"testing"
)

// long skips t unless TILEKIT_LONG=1: the long property, brute-force and
// exact-search runs, which CI runs in a step of its own so that the
// everyday go test stays quick.
func long(t *testing.T) {
	t.Helper()
	if os.Getenv("TILEKIT_LONG") != "1" {
		t.Skip("a long test: set TILEKIT_LONG=1 to run it")
	}
}
