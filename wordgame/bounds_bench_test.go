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
			for b.Loop() {
				if _, err := s.BotMove(level, 1, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBoundsHints times Hints(seat, 5) on the rack of 21 with 7
// blanks.
func BenchmarkBoundsHints(b *testing.B) {
	s := boundsWorst(b)
	for b.Loop() {
		if _, err := s.Hints(0, 5); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBoundsLegalMoves times LegalMovesAs refusing the rack of 15
// with 3 blanks.
func BenchmarkBoundsLegalMoves(b *testing.B) {
	s := longRack(b, "AEINRSTLODCE???", "AE", "XX")
	for b.Loop() {
		s.LegalMovesAs(0)
	}
}

// BenchmarkBoundsExpertEndgame times Expert's move on EIRSTAN against
// AEINST?? with the bag empty, and on the rack of 12 with two blanks
// against AE.
func BenchmarkBoundsExpertEndgame(b *testing.B) {
	for name, s := range map[string]State{"EIRSTAN-AEINST??": twoBlankEndgame(b), "rack12-2blanks": longRack(b, "AEINRSTLOD??", "AE", "")} {
		b.Run(name, func(b *testing.B) {
			s.topMoves(1)
			for b.Loop() {
				if _, err := s.BotMove(tilekit.Expert, 1, int(s.turn)); err != nil {
					b.Fatal(err)
				}
			}
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
	for b.Loop() {
		s.SolveEndgame(ctx, EndgameNodeLimit(1))
	}
}
