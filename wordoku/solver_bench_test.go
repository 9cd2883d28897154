package wordoku

import (
	"slices"
	"testing"
	"time"

	"github.com/tilekit/tilekit/dictionary"
)

// deals returns the first player's grid of count games from seeds 1, 2, ...
func deals(tb testing.TB, r Rules, count int) []Grid {
	var gs []Grid
	for seed := range uint64(count) {
		gs = append(gs, dealt(r, seed+1))
	}
	return gs
}

// BenchmarkSolve4x4 solves 100 random 4x4 deals to proven optimality per
// iteration and reports the mean and worst time per deal and the mean
// and worst node counts.
func BenchmarkSolve4x4(b *testing.B) {
	benchSolve(b, DefaultRules(), 100, DefaultBudget)
}

// BenchmarkSolve5x5 runs the anytime search on 10 expert deals with a
// budget of 200 thousand nodes each, reporting the points found (the
// deals themselves score about 30).
func BenchmarkSolve5x5(b *testing.B) {
	benchSolve(b, Expert(), 10, 200_000)
}

func benchSolve(b *testing.B, r Rules, count, budget int) {
	gs := deals(b, r, count)
	d := dictionary.Default()
	listsFor(d).length(r.Size) // build the tables outside the timing
	b.ResetTimer()
	var times []time.Duration
	var nodes []int
	proved, gain, dealt := 0, 0, 0
	for _, g := range gs {
		sc, _ := ScoreGrid(r, d, g)
		dealt += sc.Total
	}
	for range b.N {
		times, nodes, proved, gain = times[:0], nodes[:0], 0, 0
		for _, g := range gs {
			start := time.Now()
			sol, err := Solve(r, d, g, budget)
			times = append(times, time.Since(start))
			if err != nil {
				b.Fatal(err)
			}
			nodes = append(nodes, sol.Nodes)
			if sol.Proved {
				proved++
			}
			gain += sol.Score.Total
		}
	}
	var sum time.Duration
	for _, t := range times {
		sum += t
	}
	sumN := 0
	for _, n := range nodes {
		sumN += n
	}
	b.ReportMetric(float64(sum.Milliseconds())/float64(len(gs)), "ms/deal")
	b.ReportMetric(float64(slices.Max(times).Milliseconds()), "worst-ms")
	b.ReportMetric(float64(sumN)/float64(len(gs)), "nodes/deal")
	b.ReportMetric(float64(slices.Max(nodes)), "worst-nodes")
	b.ReportMetric(float64(proved), "proved")
	b.ReportMetric(float64(gain)/float64(len(gs)), "points/deal")
	b.ReportMetric(float64(dealt)/float64(len(gs)), "dealt-points/deal")
}

// BenchmarkSolve4x4First10 is BenchmarkSolve4x4 on its first 10 deals:
// short enough to profile.
func BenchmarkSolve4x4First10(b *testing.B) {
	benchSolve(b, DefaultRules(), 10, DefaultBudget)
}
