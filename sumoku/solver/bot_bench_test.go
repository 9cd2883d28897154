package solver

import (
	"github.com/tilekit/tilekit/sumoku"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// hardStandard returns standard positions at the limits Rules.Validate
// allows, the hardest for the move finder: the largest rack spread over
// every colour and number, the smallest die face, on the empty table and
// beside one line.
func hardStandard(tb testing.TB) []sumoku.State {
	r := sumoku.DefaultRules()
	r.Rack, r.Die = sumoku.MaxRack, []int{sumoku.MinKey}
	var out []sumoku.State
	for _, layout := range []string{"", "0,-1=R3 0,0=O1 0,1=Y6 0,2=G4"} {
		l, _ := sumoku.ParseLayout(layout)
		left, _ := tiles.Remove(r.Tiles.Tiles(), l.Tiles())
		var rack []tiles.Tile
		for i := 0; len(rack) < r.Rack && i < 1000; i++ {
			t := sumoku.Tile(sumoku.Colours[i%6], 1+(i/6)%8)
			if rest, err := tiles.Remove(left, []tiles.Tile{t}); err == nil {
				rack, left = append(rack, t), rest
			}
		}
		out = append(out, gametest.Must(sumoku.FromPosition(r, sumoku.MinKey, layout, sumoku.FormatTiles(rack))))
	}
	return out
}

// hardSpeed returns a speed game at the limits: eight players, each
// dealt 120 tiles of a set of 1,008 (21 boxes' worth of each tile, 48
// left to swap with), no number repeated in a line and key 8, so that a
// Solve of a hand runs to its budget before it gives up (seat 0's, from
// seed 2).
func hardSpeed(tb testing.TB) sumoku.State {
	r := sumoku.Speed()
	for k := range r.Tiles {
		r.Tiles[k] = 21
	}
	r.Hand, r.NoRepeatNumbers, r.Die = 120, true, []int{8}
	return gametest.Must(sumoku.New(r, sumoku.Setup{Players: sumoku.MaxPlayers, Seed: 2}))
}

// BenchmarkBotWorst plays one bot move at each level from the positions
// that cost the bots most (hardStandard and hardSpeed) and reports, per
// level and variant, the worst move's wall and processor time (on a
// shared machine the wall time counts other programs' turns too). Run it
// with -benchtime=1x.
func BenchmarkBotWorst(b *testing.B) {
	variants := []struct {
		name      string
		positions []sumoku.State
	}{
		{"standard", hardStandard(b)},
		{"speed", []sumoku.State{hardSpeed(b)}},
	}
	for _, v := range variants {
		for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
			b.Run(v.name+"/"+level.String(), func(b *testing.B) {
				var wall, cpu time.Duration
				for b.Loop() {
					for _, s := range v.positions {
						start, c := time.Now(), gametest.CPUTime()
						BotMove(s, level, 1, s.ToMove()[0])
						wall, cpu = max(wall, time.Since(start)), max(cpu, gametest.CPUTime()-c)
					}
				}
				b.ReportMetric(float64(wall.Milliseconds()), "worst-ms")
				b.ReportMetric(float64(cpu.Milliseconds()), "worst-cpu-ms")
			})
		}
	}
}
