package sumoku

import "github.com/tilekit/tilekit/gamekit"

// Determinize returns a State that seat cannot tell from s, for searches
// over what a seat cannot see. In every variant of Sumoku the tiles lie
// face up (racks, hands, spot's face-up tiles and kept tiles, the table)
// and the bag's contents are shown as a multiset, so the one thing
// hidden from every seat is the order in which the bag will give its
// tiles (and, in speed, the rolls of later rounds, which come from the
// same generator). Determinize keeps every tile where it is and gives
// the bag a new generator drawn from seed: the result's draws and rolls
// are those of one random order of the same bag. It depends only on
// what the seat sees and on seed: the same s and seed give the same
// State, and so do two States whose bags differ only in their order.
// Every seat, and tilekit.Onlooker, sees the same; a seat not at the
// table, or the zero State, is refused with an error wrapping
// tilekit.ErrUnknownPlayer.
//
// The text form (MarshalText) of a State is how its game began and the
// moves since, which a decoder replays, so a determinized State writes
// the text of the State it came from: decoding that text gives back the
// original bag's order, not the resampled one.
func (s State) Determinize(seat int, seed uint64) (State, error) {
	if err := gamekit.CheckViewer("sumoku", seat, s.players); err != nil {
		return s, err
	}
	s.bag.rng = gamekit.DeterminizeRand(seed)
	return s, nil
}
