// Package measure holds what the crossword game's bound tests measure
// with, in the rules' package and in the engines' alike: the bytes a
// call allocates and tile sets made to hold exactly the tiles of a position.
package measure

import (
	"runtime"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// Allocated returns the bytes f allocates.
func Allocated(f func()) uint64 {
	runtime.GC()
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// ExactTiles returns a tile set of the letter values of values holding
// exactly the tiles of text (upper case letters; lower case and '?' are
// blanks), so that a position using them all has an empty bag.
func ExactTiles(values tiles.Distribution, text string) tiles.Distribution {
	value := map[byte]int{}
	for t := range values {
		value[t.Letter] = int(t.Value)
	}
	d := tiles.Distribution{}
	for i := range len(text) {
		switch x := text[i]; {
		case x == '?' || x >= 'a' && x <= 'z':
			d[tiles.Blank(0)]++
		case x >= 'A' && x <= 'Z':
			d[tiles.Letter(x, value[x])]++
		}
	}
	return d
}

// BoundsBoard is a 15x15 board (CGP rows) with a few words in the middle.
const BoundsBoard = "15/15/15/15/15/15/7T7/4QUARTZ5/7E7/7N7/15/15/15/15/15"

// CPULoop runs f b.N times and reports its CPU time per run as
// cpu-ns/op: every thread together, which other programs on a shared
// machine do not inflate as they do ns/op.
func CPULoop(b *testing.B, f func()) {
	cpu0, _ := CPU()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	if cpu1, ok := CPU(); ok && n > 0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(n), "cpu-ns/op")
	}
}
