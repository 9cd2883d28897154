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

// playedGame plays the best move for both players from seed 1 to the
// end and returns the moves.
func playedGame(tb testing.TB) []Move {
	tb.Helper()
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 1}))
	for !s.Over() {
		m, err := s.BestMove()
		if err != nil {
			m = Pass()
		}
		s = gametest.Must(s.Apply(m))
	}
	return s.History()
}

// BenchmarkApplyGame applies every move of a whole standard game, as a
// server or a bot's search does.
func BenchmarkApplyGame(b *testing.B) {
	moves := playedGame(b)
	start := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 1}))
	for b.Loop() {
		s := start
		for _, m := range moves {
			s, _ = s.Apply(m)
		}
	}
	b.ReportMetric(float64(len(moves)), "moves")
}

// BenchmarkApplyPlace applies the best placement of a mid-game position.
func BenchmarkApplyPlace(b *testing.B) {
	s := midGame(b, 12)
	m := gametest.Must(s.BestMove())
	for b.Loop() {
		if _, err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApplySpeed applies a swap and a wrong claim at the start of a
// speed game.
func BenchmarkApplySpeed(b *testing.B) {
	s := gametest.Must(New(Speed(), Setup{Players: 2, Seed: 1}))
	swap := Swap(0, s.Hand(0)[0])
	claim := Claim(1, Layout{})
	for b.Loop() {
		if _, err := s.Apply(swap); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Apply(claim); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApplySpot applies every spot claim of the first face-up
// tiles, right and wrong.
func BenchmarkApplySpot(b *testing.B) {
	s := gametest.Must(New(Spot(), Setup{Players: 2, Seed: 1}))
	var claims []Move
	for _, idx := range [][]int{{0, 1, 2, 3}, {4, 5, 6, 7}, {2, 4, 6, 8}, {1, 3, 5, 7}, {0, 3, 6, 9}} {
		claims = append(claims, gametest.Must(ClaimSpot(0, idx...)))
	}
	for b.Loop() {
		for _, m := range claims {
			if _, err := s.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkDecodeGame reads the text of a whole standard game.
func BenchmarkDecodeGame(b *testing.B) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 1}))
	for _, m := range playedGame(b) {
		s = gametest.Must(s.Apply(m))
	}
	text := gametest.Must(s.MarshalText())
	for b.Loop() {
		var back State
		if err := back.UnmarshalText(text); err != nil {
			b.Fatal(err)
		}
	}
}
