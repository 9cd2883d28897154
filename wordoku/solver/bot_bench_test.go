package solver

import (
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordoku"
)

// BenchmarkBotWorst plays one move at each level for the first seat of
// 10 seeded 4x4 deals and 10 seeded 5x5 Expert deals (the 5x5 game is
// the costlier: more words a line, more tiles to place), other deals for
// each level so that no search is remembered from another, and reports
// the worst move's wall and processor time (on a shared machine the wall
// time counts other programs' turns too). Run it with -benchtime=1x.
func BenchmarkBotWorst(b *testing.B) {
	listsFor(dictionary.Default()).length(5)
	for i, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
		var states []wordoku.State
		for _, r := range []wordoku.Rules{wordoku.DefaultRules(), wordoku.Expert()} {
			for seed := range uint64(10) {
				states = append(states, gametest.Must(wordoku.New(r, wordoku.Setup{Players: 2, Seed: 1000*uint64(i) + seed + 1})))
			}
		}
		b.Run(level.String(), func(b *testing.B) {
			var wall, cpu time.Duration
			for b.Loop() {
				for _, s := range states {
					start, c := time.Now(), gametest.CPUTime()
					if _, err := BotMove(s, level, 1, 0); err != nil {
						b.Fatal(err)
					}
					wall, cpu = max(wall, time.Since(start)), max(cpu, gametest.CPUTime()-c)
				}
			}
			b.ReportMetric(float64(wall.Milliseconds()), "worst-ms")
			b.ReportMetric(float64(cpu.Milliseconds()), "worst-cpu-ms")
		})
	}
}
