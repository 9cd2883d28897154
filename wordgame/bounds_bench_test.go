package wordgame

import (
	"context"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
)

// The worst cases of the engines' bounds, for the package documentation's
// table of bot levels: a rack of 21 with 7 blanks (custom rules), which
// every search stops at MoveBudget, and Expert on an endgame against two
// blanks, which stops at its node budget. Run one at a time:
//
//	go test ./wordgame -run '^$' -bench 'Bounds' -benchtime 3x
//
// cpu-ns/op is the CPU time per operation, every thread together, which
// other programs on a shared machine do not inflate as they do ns/op.

// cpuLoop runs f b.N times and reports its CPU time per run.
func cpuLoop(b *testing.B, f func()) {
	cpu0, _ := processCPU()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	if cpu1, ok := processCPU(); ok && n > 0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(n), "cpu-ns/op")
	}
}

// boundsWorst is the rack of 21 with 7 blanks, the bag holding tiles.
func boundsWorst(b *testing.B) State {
	s := longRack(b, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 30))
	s.topMoves(1) // the automaton, built once
	return s
}

// BenchmarkBoundsBot times each level's move on the rack of 21 with 7
// blanks.
func BenchmarkBoundsBot(b *testing.B) {
	s := boundsWorst(b)
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
		b.Run(level.String(), func(b *testing.B) {
			cpuLoop(b, func() {
				if _, err := s.BotMove(level, 1, 0); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkBoundsHints times Hints(seat, 5) on the rack of 21 with 7
// blanks.
func BenchmarkBoundsHints(b *testing.B) {
	s := boundsWorst(b)
	cpuLoop(b, func() {
		if _, err := s.hints(0, 5); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkBoundsLegalMoves times LegalMovesAs refusing the rack of 15
// with 3 blanks.
func BenchmarkBoundsLegalMoves(b *testing.B) {
	s := longRack(b, "AEINRSTLODCE???", "AE", "XX")
	s.topMoves(1)
	cpuLoop(b, func() { s.LegalMovesAs(0) })
}

// BenchmarkBoundsExpertEndgame times Expert's move on EIRSTAN against
// AEINST?? with the bag empty, on the rack of 12 with two blanks against
// AE, and on seed1250's endgame.
func BenchmarkBoundsExpertEndgame(b *testing.B) {
	seed, err := FromCGP(DefaultRules(), nil, seed1250)
	if err != nil {
		b.Fatal(err)
	}
	for name, s := range map[string]State{"EIRSTAN-AEINST??": twoBlankEndgame(b), "rack12-2blanks": longRack(b, "AEINRSTLOD??", "AE", ""), "seed1250": seed} {
		b.Run(name, func(b *testing.B) {
			s.topMoves(1)
			cpuLoop(b, func() {
				if _, err := s.BotMove(tilekit.Expert, 1, int(s.turn)); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkBoundsEndgameContext times SolveEndgame on the rack of 12
// with two blanks with a context that is already done: the time to
// notice.
func BenchmarkBoundsEndgameContext(b *testing.B) {
	s := longRack(b, "AEINRSTLOD??", "AE", "")
	s.topMoves(1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cpuLoop(b, func() { s.SolveEndgame(ctx, EndgameNodeLimit(1)) })
}
