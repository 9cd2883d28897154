package quaddoku

import "github.com/tilekit/tilekit/gamekit"

// Determinize returns a State that seat cannot tell from s, for searches
// over what a seat cannot see. Quad*doku hides almost nothing: the grid,
// the open drawpile (every tile in it), the scores and the history are
// the whole table's, and the game itself never draws at random. The one
// hidden part is the drawpile's generator, which the State keeps and
// encodes (for callers that draw from the pile in their own variants);
// Determinize replaces it with one drawn from seed, and keeps everything
// else. So the result depends only on s's visible part and seed: the
// same s and seed give the same State, and so do two States that differ
// only in that generator. Every seat, and tilekit.Onlooker, sees the
// same; a seat not at the table, or the zero State, is refused with an
// error wrapping tilekit.ErrUnknownPlayer.
func (s State) Determinize(seat int, seed uint64) (State, error) {
	if err := gamekit.CheckViewer("quaddoku", seat, s.players); err != nil {
		return s, err
	}
	s.rng = gamekit.DeterminizeRand(seed)
	return s, nil
}
