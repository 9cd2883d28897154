package gametest

import "testing"

// A bestMover is a State with a move finder for the seat to move.
type bestMover[S, M any] interface {
	Over() bool
	BestMove() (M, error)
	Apply(M) (S, error)
}

// PlayBest plays n moves from s (every move to the end when n < 0), each
// the State's BestMove, or pass when it finds none, and returns the State
// it reaches: a game's tests and benchmarks use it to set up a position.
// It stops at the end of the game, and fails tb on a refused move.
func PlayBest[S bestMover[S, M], M any](tb testing.TB, s S, pass M, n int) S {
	tb.Helper()
	for i := 0; i != n && !s.Over(); i++ {
		m, err := s.BestMove()
		if err != nil {
			m = pass
		}
		if s, err = s.Apply(m); err != nil {
			tb.Fatalf("after %d moves, %v is refused: %v", i, m, err)
		}
	}
	return s
}
