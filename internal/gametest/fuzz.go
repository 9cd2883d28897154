package gametest

import (
	"flag"
	"testing"
	"time"
)

// MinimizeTime is how long the fuzzing engine spends minimizing an input
// for a fuzz target that calls [QuickMinimize], unless the command line
// gives -fuzzminimizetime.
const MinimizeTime = 2 * time.Second

// QuickMinimize makes go test -fuzz minimize f's inputs for MinimizeTime
// rather than the default minute, unless -fuzzminimizetime was given. Call
// it in a fuzz target whose inputs are long or slow to run, before
// f.Fuzz.
//
// Each input that reaches new code is minimized before fuzzing goes on:
// the engine tries shorter copies of it, up to n²/2 of them for an input
// of n bytes, and counts none of those runs. A state text of 750 bytes
// whose decoding takes half a millisecond (Quad*doku's, which replays
// its moves) makes that a minute for every input found, and such a
// target ran about 13 inputs in 10 s. A few seconds keep most of the
// shortening and leave the time to fuzzing. The setting is the test
// binary's: it holds for the rest of the run.
func QuickMinimize(f *testing.F) {
	f.Helper()
	fl := flag.Lookup("test.fuzzminimizetime")
	if fl == nil {
		return
	}
	set := false
	flag.Visit(func(g *flag.Flag) { set = set || g == fl })
	if !set {
		if err := fl.Value.Set(MinimizeTime.String()); err != nil {
			f.Fatal(err)
		}
	}
}
