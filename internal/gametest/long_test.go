package gametest

import (
	"flag"
	"testing"

	"pgregory.net/rapid"
)

// TestChecks: a property after Checks(t, 7) tries 7 cases, and the count
// is rapid's own again once that test is over.
func TestChecks(t *testing.T) {
	f := flag.Lookup("rapid.checks")
	before := f.Value.String()
	cases := 0
	t.Run("seven", func(t *testing.T) {
		Checks(t, 7)
		rapid.Check(t, func(*rapid.T) { cases++ })
	})
	if after := f.Value.String(); after != before {
		t.Errorf("-rapid.checks is %s after the test, %s before", after, before)
	}
	if before != "100" || testing.Short() {
		t.Skipf("rapid's count was chosen elsewhere (%s) or -short divides it", before)
	}
	want := 7
	if IsLong() {
		want = 100
	}
	if cases != want {
		t.Errorf("the property tried %d cases, want %d", cases, want)
	}
}
