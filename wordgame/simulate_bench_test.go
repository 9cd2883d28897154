package wordgame

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit"
)

// midgamePositions returns mid-game positions: games between two Medium
// players stopped after 2, 6 and 10 moves, under both presets.
func midgamePositions(b *testing.B) []State {
	var out []State
	for i, rules := range []Rules{Classic(), DefaultRules()} {
		for _, plies := range []int{2, 6, 10} {
			s, err := New(rules, Setup{Players: 2, Seed: uint64(100 + i)})
			if err != nil {
				b.Fatal(err)
			}
			for range plies {
				m, _ := s.BotMove(tilekit.Medium, 1, int(s.turn))
				if s, err = s.Apply(m); err != nil {
					b.Fatal(err)
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkExpertMove times Expert's choice (Simulate at the bot's
// budget) over six mid-game positions: ns/op is per position, and
// cpu-ns/move the CPU time it used on all cores (the wall clock counts
// other programs' time too on a shared machine).
func BenchmarkExpertMove(b *testing.B) {
	ps := midgamePositions(b)
	cpu0, _ := processCPU()
	n := 0
	for i := 0; b.Loop(); i++ {
		s := ps[i%len(ps)]
		if _, err := s.BotMove(tilekit.Expert, uint64(i), int(s.turn)); err != nil {
			b.Fatal(err)
		}
		n++
	}
	if cpu1, ok := processCPU(); ok && n > 0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(n), "cpu-ns/move")
	}
}

// BenchmarkSimulate times one simulation of the default options.
func BenchmarkSimulate(b *testing.B) {
	ps := midgamePositions(b)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := ps[i%len(ps)].Simulate(context.Background(), SimOptions{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBestEquity times the exact equity choice, and
// BenchmarkRolloutMove the simulation's rollout choice, over the same
// mid-game positions.
func BenchmarkBestEquity(b *testing.B) {
	ps := midgamePositions(b)
	for i := 0; b.Loop(); i++ {
		if _, err := ps[i%len(ps)].BestEquity(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRolloutMove(b *testing.B) {
	ps := midgamePositions(b)
	for i := 0; b.Loop(); i++ {
		ps[i%len(ps)].rolloutMove(context.Background())
	}
}
