package bot

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
)

// The worst cases of the levels, for the package documentation's table:
// a rack of 21 with 7 blanks (custom rules), which every search stops at
// wordgame.MoveBudget, and Expert on endgames against two blanks, which
// stop at its node budget. Run one at a time:
//
//	go test ./wordgame/bot -run '^$' -bench 'Bounds|Expert' -benchtime 3x
//
// cpu-ns/op is the CPU time per operation, every thread together, which
// other programs on a shared machine do not inflate as they do ns/op.

// boundsWorst is the rack of 21 with 7 blanks, the bag holding tiles.
func boundsWorst(b *testing.B) wordgame.State {
	s := wgtest.LongRack(b, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 30))
	s.BestMove() // the automaton, built once
	return s
}

// BenchmarkBoundsBot times each level's move on the rack of 21 with 7
// blanks.
func BenchmarkBoundsBot(b *testing.B) {
	s := boundsWorst(b)
	for _, level := range tilekit.Levels() {
		b.Run(level.String(), func(b *testing.B) {
			measure.CPULoop(b, func() {
				if _, err := Move(s, level, 1, 0); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkBoundsExpertLate times Expert's move on the rack of 21 with
// 7 blanks in the late game (ten tiles in the bag), where it simulates
// with four times the work.
func BenchmarkBoundsExpertLate(b *testing.B) {
	s := wgtest.LongRack(b, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 10))
	s.BestMove()
	measure.CPULoop(b, func() {
		if _, err := Move(s, tilekit.Expert, 1, 0); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkBoundsExpertPreEndgame times Expert's move on the rack of 21
// with 7 blanks with one tile in the bag: the late-game simulation, then
// the pre-endgame search within its budget.
func BenchmarkBoundsExpertPreEndgame(b *testing.B) {
	s := wgtest.LongRack(b, "AEINRSTLODCEIU???????", "AE", "X")
	s.BestMove()
	measure.CPULoop(b, func() {
		if _, err := Move(s, tilekit.Expert, 1, 0); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkBoundsHints times Hints(seat, 5) on the rack of 21 with 7
// blanks.
func BenchmarkBoundsHints(b *testing.B) {
	s := boundsWorst(b)
	measure.CPULoop(b, func() {
		if _, err := Hints(s, 0, 5); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkBoundsExpertEndgame times Expert's move on endgames against
// two blanks: EIRSTAN against AEINST?? with the bag empty, the rack of 12
// with two blanks against AE, and wgtest.Seed1250's endgame.
func BenchmarkBoundsExpertEndgame(b *testing.B) {
	for name, s := range map[string]wordgame.State{
		"EIRSTAN-AEINST??": wgtest.TwoBlankEndgame(b),
		"rack12-2blanks":   wgtest.LongRack(b, "AEINRSTLOD??", "AE", ""),
		"seed1250":         wgtest.MustCGP(b, wordgame.DefaultRules(), wgtest.Seed1250),
	} {
		b.Run(name, func(b *testing.B) {
			s.BestMove()
			measure.CPULoop(b, func() {
				if _, err := Move(s, tilekit.Expert, 1, s.ToMove()[0]); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkExpertMove times Expert's choice (the simulation at the bot's
// budget) over six mid-game positions: ns/op is per position, and
// cpu-ns/op the CPU time it used on all cores.
func BenchmarkExpertMove(b *testing.B) {
	ps := wgtest.Midgame(b)
	i := 0
	measure.CPULoop(b, func() {
		s := ps[i%len(ps)]
		if _, err := Move(s, tilekit.Expert, uint64(i), s.ToMove()[0]); err != nil {
			b.Fatal(err)
		}
		i++
	})
}

// BenchmarkExpertEndgame times Expert's move (the endgame search at its
// budget) over the rows of wordgame/testdata/endgame.tsv: ns/op is per
// position.
func BenchmarkExpertEndgame(b *testing.B) {
	var ps []wordgame.State
	for _, row := range wgtest.EndgameRows(b) {
		ps = append(ps, wgtest.MustCGP(b, wordgame.Classic(), row.CGP))
	}
	i := 0
	measure.CPULoop(b, func() {
		s := ps[i%len(ps)]
		if _, err := Move(s, tilekit.Expert, 1, s.ToMove()[0]); err != nil {
			b.Fatal(err)
		}
		i++
	})
}
