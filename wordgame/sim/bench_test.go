package sim_test

import (
	"context"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/bot"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// midgamePositions returns mid-game positions: games between two Medium
// players stopped after 2, 6 and 10 moves, under both presets.
func midgamePositions(b *testing.B) []wordgame.State {
	var out []wordgame.State
	for i, rules := range []wordgame.Rules{wordgame.Classic(), wordgame.DefaultRules()} {
		for _, plies := range []int{2, 6, 10} {
			s, err := wordgame.New(rules, wordgame.Setup{Players: 2, Seed: uint64(100 + i)})
			if err != nil {
				b.Fatal(err)
			}
			for range plies {
				m, _ := bot.Move(s, tilekit.Medium, 1, s.ToMove()[0])
				if s, err = s.Apply(m); err != nil {
					b.Fatal(err)
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkSimulate times one simulation of the default options.
func BenchmarkSimulate(b *testing.B) {
	ps := midgamePositions(b)
	for i := 0; b.Loop(); i++ {
		if _, err := sim.Simulate(context.Background(), ps[i%len(ps)], sim.Options{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
