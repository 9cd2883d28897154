package quaddoku

import (
	"errors"
	"math/rand/v2"

	"github.com/tilekit/tilekit"
)

// BotMove returns the move a computer player of the given level makes
// for seat, as the package doc's table of levels describes. It is
// deterministic: the same level, seed and position give the same move
// (the randomness comes from seed and the number of turns played). It
// passes only when no move spells a new word. A seat that may not move
// gets the error ValidateAs gives it; a level outside Easy..Expert plays
// as the nearest level.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	if err := tilekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return Move{}, err
	}
	if level >= tilekit.Hard {
		m, err := s.BestMove()
		if errors.Is(err, ErrNoMove) {
			return Pass(), nil
		}
		return m, err
	}
	n := 10
	if level == tilekit.Medium {
		n = 3
	}
	hs, err := s.Hints(seat, n)
	if err != nil {
		return Move{}, err
	}
	if len(hs) == 0 {
		return Pass(), nil
	}
	r := rand.New(rand.NewPCG(seed, uint64(s.Turns())))
	return hs[r.IntN(len(hs))].Move, nil
}
