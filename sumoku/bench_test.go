package sumoku

import (
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// midGame plays the best move for both players from seed 1 for turns
// turns and returns the position.
func midGame(tb testing.TB, turns int) State {
	tb.Helper()
	return gametest.PlayBest(tb, gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 1})), Pass(), turns)
}

// BenchmarkLegalMoves lists every move of a mid-game position: 12 turns
// played, about 30 tiles on the table, a full rack of 8.
func BenchmarkLegalMoves(b *testing.B) {
	s := midGame(b, 12)
	var buf []Move
	for b.Loop() {
		buf = s.AppendLegalMoves(buf[:0])
	}
	b.ReportMetric(float64(len(s.Rack())), "rack")
	b.ReportMetric(float64(s.Layout().Len()), "tiles")
	b.ReportMetric(float64(len(buf)), "moves")
}

// BenchmarkBestMove finds the best move of the same position.
func BenchmarkBestMove(b *testing.B) {
	s := midGame(b, 12)
	for b.Loop() {
		if _, err := s.BestMove(); err != nil {
			b.Fatal(err)
		}
	}
}
