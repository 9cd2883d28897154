package dictionary

import (
	"runtime"
	"testing"
)

// BenchmarkLoadDefault measures what the first call of Default() does in a
// fresh process: decompress the embedded list and bucket it. It reports
// the heap the loaded list keeps alive as retained-MiB.
func BenchmarkLoadDefault(b *testing.B) {
	for b.Loop() {
		listSink = load("data/default.txt.gz")
	}
	b.StopTimer()
	var before, after runtime.MemStats
	listSink = nil
	runtime.GC()
	runtime.ReadMemStats(&before)
	listSink = load("data/default.txt.gz")
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "retained-MiB")
}

var (
	sink     bool
	listSink *List
)

func BenchmarkContains(b *testing.B) {
	d := DefaultList()
	words := []string{"quixotic", "Jukebox", "ZA", "xyzzy", "EXTRAORDINARILY", "cat", "Salet", "zzzzzzzz"}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sink = d.Contains(words[i&7])
		i++
	}
}

func BenchmarkContainsViaInterface(b *testing.B) {
	var d Dictionary = Default()
	b.ReportAllocs()
	for b.Loop() {
		sink = d.Contains("MiXeDcAsE")
	}
}

func BenchmarkHasPrefix(b *testing.B) {
	d := DefaultList()
	b.ReportAllocs()
	for b.Loop() {
		sink = d.HasPrefix("qua")
	}
}
