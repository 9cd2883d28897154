package bot_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
	"github.com/tilekit/tilekit/quaddoku/internal/steps"
)

func BenchmarkHints(b *testing.B) {
	start := gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2}))
	mid := midGame(b)
	for _, c := range []struct {
		name string
		s    quaddoku.State
		n    int
	}{
		{"start-10", start, 10},
		{"nodoku-10", hard(b, "nodoku")[0], 10},
		{fmt.Sprintf("pile%d-10", len(mid[len(mid)-1].Bag())), mid[len(mid)-1], 10},
	} {
		seat := c.s.ToMove()[0]
		bot.Hints(c.s, seat, 1) // build the word index
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				bot.Hints(c.s, seat, c.n)
			}
		})
	}
}

// BenchmarkBotWorst plays one move at each level from the positions that
// cost the bots most: the opening, mid-game, the opening with no doku
// possible, and the openings of two rule sets built to defeat the
// search's bounds (see hard). It reports, per level, the worst move's
// wall and processor time (on a shared machine the wall time counts
// other programs' turns too) and its steps of work, the checks of a
// pass included. Run it with -benchtime=1x.
func BenchmarkBotWorst(b *testing.B) {
	positions := append([]quaddoku.State{gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2}))}, midGame(b)...)
	positions = append(positions, hard(b, "nodoku", "slow", "big")...)
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
		b.Run(level.String(), func(b *testing.B) {
			var wall, cpu time.Duration
			most := 0
			for b.Loop() {
				for _, s := range positions {
					start, c := time.Now(), gametest.CPUTime()
					n, _ := steps.Count(math.MaxInt, func() {
						if _, err := bot.Move(s, level, 1, s.ToMove()[0]); err != nil {
							b.Fatal(err)
						}
					})
					wall, cpu = max(wall, time.Since(start)), max(cpu, gametest.CPUTime()-c)
					most = max(most, n)
				}
			}
			b.ReportMetric(float64(wall.Milliseconds()), "worst-ms")
			b.ReportMetric(float64(cpu.Milliseconds()), "worst-cpu-ms")
			b.ReportMetric(float64(most), "worst-steps")
		})
	}
}
