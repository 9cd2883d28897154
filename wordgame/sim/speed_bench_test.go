package sim_test

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// The fixed work of BenchmarkSimulateSpeed: every candidate plays every
// deal (one batch, so the stopping rule never drops one).
const (
	speedCandidates = 8
	speedDeals      = 32
	speedPlies      = 2
)

// BenchmarkSimulateSpeed measures the simulation's speed on one thread:
// one simulation (Workers 1) of the Classic mid-game position
// wgtest.Midgame gives second (six moves in, 58 tiles in the bag), with
// 8 candidates, 2 plies and 32 deals, always the same seed. It reports
// iterations per second, where an iteration is one candidate played out
// on one deal with its plies (the reply and the mover's next move): 256
// iterations a run, the search for the candidates included. iters/s
// divides by the wall clock, cpu-iters/s by the process's CPU time,
// which other programs on a shared machine do not inflate.
//
//	go test -c -o /tmp/sim.test ./wordgame/sim
//	/tmp/sim.test -test.run '^$' -test.bench SimulateSpeed -test.cpu 1 -test.count 5
//
// On the shared 2-core machine, five runs of ten simulations each,
// alternating the two builds: at commit 2413d2d 1,503 to 1,673
// cpu-iters/s (mean 1,595), 16.4 MB and 84,439 allocations a run; at
// ceeba2e 2,311 to 2,512 (mean 2,415), 1.27 MB and 8,456 allocations.
// Counted by valgrind --tool=callgrind (1 and 4 simulations, the
// difference over 768 iterations, which the load does not change):
// 4.89 million instructions an iteration before, 3.16 million after.
//
// Issue 36, at commit fa99e10 and at f272ff3, six runs of ten
// simulations each, alternating the builds on the machine under load
// (load average 4 to 4.7 on 2 cores): 2,297 to 2,646 cpu-iters/s (mean
// 2,490) before, 2,623 to 2,870 (mean 2,735) after, +9.6% by benchstat
// (p=0.009). Counted by callgrind as above but outside package runtime
// (whose garbage collection moves the total by a few in a hundred from
// run to run): 2.76 million instructions an iteration before, 2.47
// million after; the board's preparation (orient, loadRow, rowAnchors)
// took it to 2.62 million, the word search and the rollout's leave
// values from there to 2.47. The target, twice 1,595
// cpu-iters/s (about 2.4 million instructions), is not reached: on the
// quiet machine at 19971e6, five runs of ten, 2,644 to 2,844
// cpu-iters/s (mean 2,765), 1.73 times the figure.
//
// The replies made from a list of the replying rack's best placements
// on the deal's board (wordgame/near.go), deals shared by the workers:
// ten runs of ten simulations each, alternating with the issue's
// baseline build (2413d2d) on the shared machine, 1,208 to 1,475
// cpu-iters/s (median 1,266) before, 2,624 to 3,118 (median 2,797)
// after: 2.21 times, +120.8% by benchstat (p=0.000, n=10). Against the
// build just before (1c361be), ten runs each alternating: +32.1%
// (p=0.000). Counted by callgrind, outside the runtime: 2.53 million
// instructions an iteration before, 1.92 million after.
func BenchmarkSimulateSpeed(b *testing.B) {
	s := wgtest.Midgame(b)[1]
	opts := sim.Options{Candidates: speedCandidates, Plies: speedPlies, Iterations: speedDeals, Batch: speedDeals, Workers: 1, Seed: 1}
	iters := 0
	cpu0, _ := measure.CPU()
	for b.Loop() {
		res, err := sim.Simulate(context.Background(), s, opts)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range res {
			iters += r.Iterations
		}
	}
	if iters != b.N*speedCandidates*speedDeals {
		b.Fatalf("%d iterations in %d runs, want %d a run", iters, b.N, speedCandidates*speedDeals)
	}
	b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iters/s")
	if cpu1, ok := measure.CPU(); ok && cpu1 > cpu0 {
		b.ReportMetric(float64(iters)/(cpu1-cpu0).Seconds(), "cpu-iters/s")
	}
}
