package solver

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordle"
)

// BenchmarkBotMove times each level's costliest decision, the figures
// of the package doc: hosting (choosing a secret) and the second guess
// in hard mode (after one row, when the most words still fit and hard
// mode's check runs over the whole pool). The solver's tables and the
// hint memo are built before the timer starts, as in a server that has
// played before; the first Expert move of a process also builds the
// tables (BenchmarkNewSolver).
func BenchmarkBotMove(b *testing.B) {
	host := mustNew(b, wordle.HardMode(), wordle.Setup{Players: 2, Seed: 1})
	guess := play(b, host, "0 secret SOLVE", "1 guess CRANE")
	for _, level := range tilekit.Levels() {
		for _, c := range []struct {
			what string
			s    wordle.State
			seat int
		}{{"host", host, 0}, {"guess", guess, 1}} {
			b.Run(level.String()+"/"+c.what, func(b *testing.B) {
				if _, err := BotMove(c.s, level, 1, c.seat); err != nil {
					b.Fatal(err)
				}
				seed := uint64(0)
				for b.Loop() {
					seed++
					if _, err := BotMove(c.s, level, seed, c.seat); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
