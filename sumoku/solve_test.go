package sumoku

import (
	"fmt"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// randomHands deals n hands of size tiles each from the box with seeds
// 0..n-1.
func randomHands(n, size int) []string {
	out := make([]string, n)
	for seed := range n {
		_, ts := boxTiles().Bag(uint64(seed)).DrawUpTo(size)
		out[seed] = FormatTiles(ts)
	}
	return out
}

func TestSolveLayoutsAreValid(t *testing.T) {
	for _, solo := range []bool{false, true} {
		for _, key := range []int{3, 4, 5, 7} {
			for _, hand := range randomHands(20, 10) {
				l, ok := Solve(hand, key, solo)
				if !ok {
					continue
				}
				if err := CheckLayout(l, key, solo); err != nil {
					t.Fatalf("Solve(%q, %d, %v) = %v: %v", hand, key, solo, l, err)
				}
				want, _ := ParseTiles(hand)
				if !tiles.Equal(l.Tiles(), want) {
					t.Fatalf("Solve(%q) uses %s", hand, FormatTiles(l.Tiles()))
				}
			}
		}
	}
	if l, ok := Solve("", 5, false); !ok || l.Len() != 0 {
		t.Error("Solve of no tiles")
	}
	if _, ok := Solve("R3 X9", 5, false); ok {
		t.Error("Solve of bad text")
	}
	if l, ok := Solve("R2 O3", 5, false); !ok || l.String() != "0,0=R2 0,1=O3" {
		t.Errorf("Solve(R2 O3) = %v, %v", l, ok)
	}
	if _, ok := Solve("R2 R3", 5, false); ok {
		t.Error("Solve(R2 R3): one colour twice")
	}
}

// BenchmarkSolve reports, per key number and rule, the share of 100
// random hands of 10 tiles that Solve lays out in full.
func BenchmarkSolve(b *testing.B) {
	hands := randomHands(100, 10)
	for _, solo := range []bool{false, true} {
		for _, key := range []int{3, 4, 5, 6, 7, 8, 9, 10} {
			b.Run(fmt.Sprintf("key=%d/solo=%v", key, solo), func(b *testing.B) {
				solved, gaveUp, most := 0, 0, 0
				for i := 0; i < b.N; i++ {
					solved, gaveUp, most = 0, 0, 0
					for _, h := range hands {
						ts, _ := ParseTiles(h)
						_, ok, steps := solveTiles(ts, key, solo, SolveBudget)
						if ok {
							solved++
						}
						if steps >= SolveBudget {
							gaveUp++
						}
						most = max(most, steps)
					}
				}
				b.ReportMetric(float64(solved), "%solved")
				b.ReportMetric(float64(gaveUp), "%budget-out")
				b.ReportMetric(float64(most), "max-steps")
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(hands)), "µs/hand")
			})
		}
	}
}

// BenchmarkSolveLarge reports the same for the larger hands of solo (16
// and 26 tiles, solo rule) and the team game (24, 32, 48), key 5, over
// 20 random hands each.
func BenchmarkSolveLarge(b *testing.B) {
	for _, n := range []int{16, 24, 26, 32, 48} {
		solo := n == 16 || n == 26
		hands := randomHands(20, n)
		b.Run(fmt.Sprintf("tiles=%d/solo=%v", n, solo), func(b *testing.B) {
			solved, most := 0, 0
			for i := 0; i < b.N; i++ {
				solved, most = 0, 0
				for _, h := range hands {
					ts, _ := ParseTiles(h)
					_, ok, steps := solveTiles(ts, 5, solo, SolveBudget)
					if ok {
						solved++
					}
					most = max(most, steps)
				}
			}
			b.ReportMetric(float64(solved)*5, "%solved")
			b.ReportMetric(float64(most), "max-steps")
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(hands)), "µs/hand")
		})
	}
}
