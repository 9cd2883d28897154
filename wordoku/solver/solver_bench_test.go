package solver

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordoku"
)

// deals returns the first player's grid of count games from seeds 1, 2, ...
func deals(tb testing.TB, r wordoku.Rules, count int) []wordoku.Grid {
	var gs []wordoku.Grid
	for seed := range uint64(count) {
		gs = append(gs, dealt(r, seed+1))
	}
	return gs
}

// BenchmarkSolve4x4 solves 100 random 4x4 deals to proven optimality per
// iteration and reports the mean and worst time per deal and the mean
// and worst node counts.
func BenchmarkSolve4x4(b *testing.B) {
	benchSolve(b, wordoku.DefaultRules(), 100, DefaultBudget)
}

// BenchmarkSolve5x5 runs the anytime search on 10 expert deals with a
// budget of 200 thousand nodes each, reporting the points found (the
// deals themselves score about 30).
func BenchmarkSolve5x5(b *testing.B) {
	benchSolve(b, wordoku.Expert(), 10, 200_000)
}

func benchSolve(b *testing.B, r wordoku.Rules, count, budget int) {
	gs := deals(b, r, count)
	d := dictionary.Default()
	listsFor(d).length(r.Size) // build the tables outside the timing
	b.ResetTimer()
	var times []time.Duration
	var nodes []int
	proved, gain, dealt := 0, 0, 0
	for _, g := range gs {
		sc, _ := wordoku.ScoreGrid(r, d, g)
		dealt += sc.Total
	}
	for range b.N {
		times, nodes, proved, gain = times[:0], nodes[:0], 0, 0
		for _, g := range gs {
			start := time.Now()
			sol, err := Solve(context.Background(), r, d, g, budget)
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
	benchSolve(b, wordoku.DefaultRules(), 10, DefaultBudget)
}

// BenchmarkBestArrangement5x5 runs BestArrangement (the default budget)
// on the first player's grid of 30 seeded 5x5 Expert deals and reports
// the worst and the median time of a deal, wall and processor (on a
// shared machine the wall time counts other programs' turns too), the
// worst budget spent and the mean score found. Run it alone, with
// -benchtime=1x: one iteration is about a minute.
func BenchmarkBestArrangement5x5(b *testing.B) {
	gs := deals(b, wordoku.Expert(), 30)
	d := dictionary.Default()
	listsFor(d).length(5)
	b.ResetTimer()
	var walls, cpus []time.Duration
	worst, points := 0, 0
	for range b.N {
		walls, cpus, points = walls[:0], cpus[:0], 0
		for _, g := range gs {
			start, cpu := time.Now(), gametest.CPUTime()
			sol, err := Solve(context.Background(), wordoku.Expert(), d, g, DefaultBudget)
			walls = append(walls, time.Since(start))
			cpus = append(cpus, gametest.CPUTime()-cpu)
			if err != nil {
				b.Fatal(err)
			}
			worst = max(worst, sol.Nodes)
			points += sol.Score.Total
		}
	}
	reportTimes(b, "", walls)
	reportTimes(b, "cpu-", cpus)
	b.ReportMetric(float64(worst), "worst-nodes")
	b.ReportMetric(float64(points)/float64(len(gs)), "points/deal")
}

// reportTimes reports the worst and the median of times, in
// milliseconds, as prefix+"worst-ms" and prefix+"median-ms".
func reportTimes(b *testing.B, prefix string, times []time.Duration) {
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)-1].Milliseconds()), prefix+"worst-ms")
	b.ReportMetric(float64(times[len(times)/2].Milliseconds()), prefix+"median-ms")
}
