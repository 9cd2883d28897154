package quaddoku

import (
	"errors"
	"fmt"
)

// MaxLegalMoves is the most moves LegalMovesAs lists. Each choice of
// values is a move of its own, so an open grid with a full drawpile
// allows tens of millions of moves (more than 50,000,000 from the
// start), while late in a game a few thousand or fewer remain.
const MaxLegalMoves = 50_000

// LegalMovesAs lists every move seat may play now, in LegalMoves' order,
// with the pass last when the rules allow it (only when no move spells a
// new word, unless Rules.FreePass). Every seat has the same moves, so
// seat changes nothing: tilekit.Game's LegalMoves refuses a seat that
// may not move before it gets here. A finished game gets ErrGameOver,
// and a decoded State whose custom dictionary is not attached
// ErrDetached. When there are more than MaxLegalMoves moves it lists
// none and returns an error wrapping errors.ErrUnsupported: Hints gives
// the best of them instead. It is the gamekit.MoveLister behind
// tilekit.Game's LegalMoves.
func (s State) LegalMovesAs(seat int) ([]Move, error) {
	if err := s.searchable(); err != nil {
		return []Move{}, err
	}
	// Count first, so that a position with too many moves is refused
	// without holding MaxLegalMoves of them.
	n := 0
	for range s.LegalMoves() {
		if n == MaxLegalMoves {
			return []Move{}, fmt.Errorf("quaddoku: listing the legal moves: more than %d (each choice of values is a move of its own): %w",
				MaxLegalMoves, errors.ErrUnsupported)
		}
		n++
	}
	out := make([]Move, 0, n+1)
	for m := range s.LegalMoves() {
		out = append(out, m)
	}
	if s.Validate(Pass()) == nil {
		out = append(out, Pass())
	}
	return out, nil
}
