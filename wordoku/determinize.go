package wordoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
)

// Determinize returns a State that seat cannot tell from s, for searches
// over what a seat cannot see: View(seat) of the two encodes the same,
// and what the rules hide from seat during a round is drawn again from
// seed.
//
// During a round seat sees its own grid, the tiles it swapped out, and
// of every other player only whether they finished, turned their wild and
// which symbols they swapped (and, from the masked history, whether they
// rearranged). So the tiles seat does not hold (the bag, every other
// grid and every other player's swapped-out tiles) are pooled and dealt
// again from seed, symbol by symbol as the deal does: each other player
// gets Size tiles of each symbol, plus one of each symbol they swapped as
// the tile they swapped out, and the rest go back into the bag. A player
// who has not rearranged this round keeps the deal's layout, one symbol
// per row (swaps and wilds keep a cell's symbol); one who has gets the
// cells in an order drawn from seed. A player who turned a wild gets it
// on a drawn cell, standing for a drawn letter A–Z. The bag's generator,
// which decides every later swap and the next rounds' deals, is drawn
// from seed too. Seat's own grid, wild, swaps and removed tiles, the
// finished rounds, the flags above and the history stay as they are; the
// count of tiles of each symbol in the bag does not change, so every
// swap seat may make in the result it may make in s. tilekit.Onlooker
// (-1) holds no tiles: every grid is dealt again.
//
// Once the game is over every grid is public: only the bag's generator
// is drawn again. The result depends only on what seat sees and on seed:
// the same s and seed give the same State, and so do two States that
// differ only in what seat cannot see. A seat not at the table, and any
// seat of the zero State, is refused with an error wrapping
// ErrUnknownPlayer.
//
// The text form (MarshalText) of a State is its setup and its moves,
// which a decoder replays from the seed, so a determinized State writes
// the text of the State it came from, and History still lists the
// original moves: decoding that text gives back the original deal and
// bag, not the resampled ones. Keep the determinized State itself to
// play on from it.
func (s State) Determinize(seat int, seed uint64) (State, error) {
	if s.players == 0 {
		return s, fmt.Errorf("wordoku: %w: the zero State has no seats to determinize", ErrUnknownPlayer)
	}
	if err := gamekit.CheckViewer("wordoku", seat, s.players); err != nil {
		return s, err
	}
	rng := gamekit.DeterminizeRand(seed)
	if s.over {
		s.bag = s.bag.WithRand(rng)
		return s, nil
	}
	bag := tiles.NewBag(s.hiddenFrom(seat), 0).WithRand(rng)
	arranged := s.arrangedThisRound()
	seats := slices.Clone(s.seats)
	for q := range seats {
		if q == seat {
			continue
		}
		var err error
		if seats[q], bag, err = s.redeal(seats[q], bag, arranged[q]); err != nil {
			return s, err
		}
	}
	s.seats, s.bag = seats, bag
	return s, nil
}

// hiddenFrom returns the tiles seat neither holds nor swapped out this
// round, sorted: the bag, every other grid (a wild as the tile it was)
// and every other player's swapped-out tiles.
func (s State) hiddenFrom(seat int) []tiles.Tile {
	out := s.bag.Tiles()
	for q := range s.players {
		if q != seat {
			out = slices.Concat(out, s.held(q), s.seats[q].removed)
		}
	}
	return tiles.Sort(out)
}

// arrangedThisRound reports, for each player, whether they have made an
// Arrange move in the round being played; Mask shows this much to
// everyone.
func (s State) arrangedThisRound() []bool {
	out := make([]bool, s.players)
	for _, m := range s.hist.Slice()[s.started:] {
		if m.Kind == KindArrange && m.Player >= 0 && m.Player < s.players {
			out[m.Player] = true
		}
	}
	return out
}

// redeal returns st, another player's part of the round, with its tiles
// drawn again from bag (see Determinize): what everyone sees of it (its
// size, swapped symbols, whether it turned a wild, whether it finished)
// is kept. It returns the bag with those tiles taken out.
func (s State) redeal(st seat, bag tiles.Bag, arranged bool) (seat, tiles.Bag, error) {
	n := s.rules.Size
	g := Grid{n: int8(n)}
	var removed []tiles.Tile
	for i, sym := range symbols[:n] {
		want := n
		if st.swapped&(1<<i) != 0 {
			want++
		}
		var drawn []tiles.Tile
		var err error
		bag, drawn, err = bag.DrawFunc(want, func(t tiles.Tile) bool { return t.Symbol == sym })
		if err != nil {
			// Unreachable: the pool holds every tile the player held and
			// swapped out, so each symbol has enough.
			return st, bag, fmt.Errorf("wordoku: dealing %v tiles again: %v", sym, err)
		}
		copy(g.cells[i*n:], drawn[:n])
		removed = append(removed, drawn[n:]...)
	}
	rng := bag.Rand()
	if arranged {
		for i := n*n - 1; i > 0; i-- {
			var j int
			rng, j = rng.IntN(i + 1)
			g.cells[i], g.cells[j] = g.cells[j], g.cells[i]
		}
	}
	wild := tiles.Tile{}
	if st.wild != (tiles.Tile{}) {
		var k, l int
		rng, k = rng.IntN(n * n)
		rng, l = rng.IntN(26)
		wild = g.cells[k]
		g.cells[k] = WildTile(byte('A'+l), wild.Symbol)
	}
	st.grid, st.wild, st.removed = g, wild, removed
	return st, bag.WithRand(rng), nil
}
