package sim_test

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// BenchmarkSimulate times one simulation of the default options over
// six mid-game positions.
func BenchmarkSimulate(b *testing.B) {
	ps := wgtest.Midgame(b)
	for i := 0; b.Loop(); i++ {
		if _, err := sim.Simulate(context.Background(), ps[i%len(ps)], sim.Options{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
