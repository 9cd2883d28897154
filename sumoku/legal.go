package sumoku

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/gamekit"
)

// LegalMovesAs lists every move seat may play now. In the standard game
// those are the moves of LegalMoves (one per set of placements) and, when
// the rules allow it, the pass, last. In spot they are the claims of
// every ClaimSize of the face-up tiles (wrong claims included: the rules
// accept them, at a cost), in ascending order of their indices. The
// claims of speed, team and solo are layouts of a whole hand, too many
// to list: there it returns an error wrapping errors.ErrUnsupported. A
// seat that may not move gets ErrNotYourTurn (ErrGameOver once the game
// is over). It implements gamekit.MoveLister, which serves
// tilekit.Game's LegalMoves.
func (s State) LegalMovesAs(seat int) ([]Move, error) {
	if err := gamekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return []Move{}, err
	}
	switch s.rules.Variant {
	case VariantStandard:
		out := s.AppendLegalMoves([]Move{})
		if s.Validate(Pass()) == nil {
			out = append(out, Pass())
		}
		return out, nil
	case VariantSpot:
		out := []Move{}
		eachCombination(len(s.faceUp), s.rules.ClaimSize, func(idx []int) bool {
			if m, err := ClaimSpot(seat, idx...); err == nil && s.Validate(m) == nil {
				out = append(out, m)
			}
			return true
		})
		return out, nil
	}
	return []Move{}, fmt.Errorf("sumoku: listing the moves of %s sumoku: its claims are layouts of a whole hand: %w",
		s.rules.Variant, errors.ErrUnsupported)
}
