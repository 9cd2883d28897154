package wordgame

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"
)

// bigGCG returns a record of about size bytes in one of the shapes that
// once made reading quadratic: many continuation lines under a pragma,
// many #note lines under one event, or many continuation lines under a
// note.
func bigGCG(shape string, size int) []byte {
	var b bytes.Buffer
	b.WriteString("#player1 a A\n#player2 b B\n")
	switch shape {
	case "continuation":
		b.WriteString("#title t\n")
		for b.Len() < size {
			b.WriteString("x\n")
		}
	case "notes":
		b.WriteString(">a: - +0 0\n")
		for b.Len() < size {
			b.WriteString("#note x\n")
		}
	case "note-continuation":
		b.WriteString(">a: - +0 0\n#note x\n")
		for b.Len() < size {
			b.WriteString("y\n")
		}
	case "pragmas":
		for b.Len() < size {
			b.WriteString("#x-unknown y\n")
		}
	case "events":
		for i := 0; b.Len() < size; i++ {
			b.WriteString(">a: - +0 0\n>b: - +0 0\n")
		}
	case "challenges":
		for i := 1; b.Len() < size; i++ {
			fmt.Fprintf(&b, ">a: (challenge) +1 %d\n", i)
		}
	default:
		panic("unknown shape " + shape)
	}
	return b.Bytes()
}

// BenchmarkReadGCGLarge reads records of 1 MB and 4 MB (the size cap) in each
// shape; reading is linear, so the 4 MB runs take about four times as
// long as the 1 MB ones:
//
//	go test -run '^$' -bench ReadGCGLarge -benchtime=1x -benchmem ./wordgame
func BenchmarkReadGCGLarge(b *testing.B) {
	for _, shape := range []string{"continuation", "notes", "note-continuation", "pragmas", "events", "challenges"} {
		for _, size := range []int{1 << 20, gcg.MaxSize - 64} {
			data := bigGCG(shape, size)
			name := shape + "-" + sizeName(size)
			b.Run(name, func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				for b.Loop() {
					if _, err := gcg.Read(bytes.NewReader(data)); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkReplayGCGLarge replays records of 4 MB (the size cap): those
// that are games (challenge bonuses by the thousand) and those that fail
// early, reading included.
//
//	go test -run '^$' -bench ReplayGCGLarge -benchtime=1x -benchmem ./wordgame
func BenchmarkReplayGCGLarge(b *testing.B) {
	for _, shape := range []string{"continuation", "notes", "challenges", "events"} {
		data := bigGCG(shape, gcg.MaxSize-64)
		b.Run(shape+"-4MB", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				_, _ = ReplayGCG(Classic(), nil, bytes.NewReader(data))
			}
		})
	}
}

func sizeName(n int) string {
	if n >= 1<<21 {
		return "4MB"
	}
	return "1MB"
}

// TestReadGCGLinear reads records of 64 KB and 256 KB in every shape and
// checks that four times the input costs about four times the memory, not
// sixteen: continuation and #note lines were once joined onto a growing
// string, which made reading quadratic (a 1 MB record took minutes).
func TestReadGCGLinear(t *testing.T) {
	alloc := func(data []byte) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		if _, err := gcg.Read(bytes.NewReader(data)); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	for _, shape := range []string{"continuation", "notes", "note-continuation", "pragmas", "events", "challenges"} {
		small, large := alloc(bigGCG(shape, 64<<10)), alloc(bigGCG(shape, 256<<10))
		if ratio := float64(large) / float64(small); ratio > 6 {
			t.Errorf("%s: 64 KB allocates %d bytes, 256 KB %d (%.1f times)", shape, small, large, ratio)
		}
		if large > 128*(256<<10) {
			t.Errorf("%s: 256 KB allocates %d bytes", shape, large)
		}
	}
}
