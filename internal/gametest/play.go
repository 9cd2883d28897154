package gametest

import "slices"

// A Failer is what the helpers of this package need of a test: a
// testing.TB and a *rapid.T are both one.
type Failer interface {
	Helper()
	Fatalf(format string, args ...any)
}

// A player is a State that can say whether it is over and apply a move.
type player[S, M any] interface {
	Over() bool
	Apply(M) (S, error)
}

// PlayFrom plays n moves from s (every move to the end when n < 0), the
// i-th (from 0) being the one next chooses, and returns the State it
// reaches: a game's tests and benchmarks use it to set up a position. It
// stops at the end of the game, and fails tb when next fails or its move
// is refused.
func PlayFrom[S player[S, M], M any](tb Failer, s S, n int, next func(s S, i int) (M, error)) S {
	tb.Helper()
	for i := 0; i != n && !s.Over(); i++ {
		m, err := next(s, i)
		if err != nil {
			tb.Fatalf("after %d moves, no move: %v", i, err)
		}
		if s, err = s.Apply(m); err != nil {
			tb.Fatalf("after %d moves, %v is refused: %v", i, m, err)
		}
	}
	return s
}

// PlayBest is PlayFrom playing the State's BestMove, or pass when it
// finds none.
func PlayBest[S interface {
	player[S, M]
	BestMove() (M, error)
}, M any](tb Failer, s S, pass M, n int) S {
	tb.Helper()
	return PlayFrom(tb, s, n, func(s S, _ int) (M, error) {
		if m, err := s.BestMove(); err == nil {
			return m, nil
		}
		return pass, nil
	})
}

// Play applies ms to s in order and returns the State reached, failing
// tb on the first move refused.
func Play[S interface{ Apply(M) (S, error) }, M any](tb Failer, s S, ms ...M) S {
	tb.Helper()
	for i, m := range ms {
		next, err := s.Apply(m)
		if err != nil {
			tb.Fatalf("move %d of %d, %v: %v", i+1, len(ms), m, err)
		}
		s = next
	}
	return s
}

// ScoreListed is the check a test of a move finder makes of each move it
// lists: m must not be in seen yet (it is added), and score (a game's
// Score) must accept it. It returns the score, for the test's own checks.
func ScoreListed[M comparable, Sc any](t Failer, seen map[M]bool, m M, score func(M) (Sc, error)) Sc {
	t.Helper()
	if seen[m] {
		t.Fatalf("%v listed twice", m)
	}
	seen[m] = true
	sc, err := score(m)
	if err != nil {
		t.Fatalf("the move finder lists %v, which is refused: %v", m, err)
	}
	return sc
}

// A Log is the history of a game that hides no move, for the small games
// the tests of tilekit's own packages play: embedded in a State, it gives
// the State LastMove and History. Its zero value is the empty history.
type Log[M any] struct{ moves []M }

// Add returns the history with m played last; l is unchanged.
func (l Log[M]) Add(m M) Log[M] {
	return Log[M]{append(l.moves[:len(l.moves):len(l.moves)], m)}
}

// LastMove returns the move played last, and false before the first.
func (l Log[M]) LastMove() (M, bool) {
	if len(l.moves) == 0 {
		var zero M
		return zero, false
	}
	return l.moves[len(l.moves)-1], true
}

// History returns a copy of the moves, oldest first.
func (l Log[M]) History() []M { return slices.Clone(l.moves) }
