package wordgame

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// Determinize returns a State that seat cannot tell from s: one of the
// deals consistent with what seat may know, drawn at random from seed.
// The tiles seat cannot see (the bag and every other rack, as one
// multiset) are shuffled and dealt again: each other seat gets a rack of
// the size it holds now, and the rest go back into a bag whose drawing
// order comes from seed. Seat's own rack, the board, the scores, the turn
// and the counters stay as they are. The history keeps the moves as seat
// knows them (Mask): another seat's exchange gives back tiles drawn from
// seed, and another seat's racks before its moves record only the tiles
// it placed, so that nothing seat cannot see survives in the result. Seat
// tilekit.Onlooker (-1) sees no rack: every rack is dealt again. The same
// s and seed give the same State, and so do two States that differ only
// in what seat cannot see. Any other seat that is not at the table is
// refused with an error wrapping ErrUnknownPlayer, and so is every seat
// of the zero State.
//
// A bot uses it to search a position as if the hidden tiles were known:
// determinize, search, and repeat over seeds (see package wordgame/sim).
func (s State) Determinize(seat int, seed uint64) (State, error) {
	return s.DeterminizeKnowing(seat, seed, nil)
}

// DeterminizeKnowing is Determinize for a seat that knows some of the
// tiles another seat holds: known[p], when not empty, lists tiles seat p
// holds for certain (in RackLetters' notation, '?' a blank), such as the
// leave an inference says p kept with its last move. Each such seat is
// dealt its known tiles and the rest of its rack at random; every other
// unseen tile is dealt as Determinize deals it. With no known tiles it
// is Determinize, deal for deal. Known tiles are refused, with an error
// wrapping ErrBadSetup, when they are not all among the tiles seat
// cannot see, when they are more than p's rack holds, when known names
// seat itself or more seats than play, or when they are not tiles of
// the game's set.
func (s State) DeterminizeKnowing(seat int, seed uint64, known []string) (State, error) {
	if s.g == nil {
		return s, fmt.Errorf("wordgame: %w: the zero State has no seats to determinize", tilekit.ErrUnknownPlayer)
	}
	if err := gamekit.CheckViewer("wordgame", seat, int(s.players)); err != nil {
		return s, err
	}
	unseen := s.unseenLetters(seat)
	fixed, unseen, err := s.knownRacks(seat, known, unseen)
	if err != nil {
		return s, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x64657465726d696e)) // "determin"
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	for p := range int(s.players) {
		if p == seat {
			continue
		}
		r := fixed[p]
		k := copy(r.t[r.n:s.racks[p].n], unseen)
		unseen = unseen[k:]
		r.n = s.racks[p].n
		sortRack(r.t[:r.n])
		s.racks[p] = r
	}
	rest := make([]tiles.Tile, len(unseen))
	for i, x := range unseen {
		rest[i] = s.g.tileOf(x)
	}
	s.bag = tiles.NewBag(rest, rng.Uint64())
	s.hist = s.histFor(seat, rng)
	return s, nil
}

// knownRacks reads DeterminizeKnowing's known tiles as racks by seat and
// returns them with unseen, seat's unseen tiles in rack order, less
// those tiles.
func (s State) knownRacks(seat int, known []string, unseen []byte) ([maxPlayers]rack, []byte, error) {
	var fixed [maxPlayers]rack
	if len(known) > int(s.players) {
		return fixed, nil, fmt.Errorf("wordgame: %w: known tiles for %d seats in a game of %d", ErrBadSetup, len(known), s.players)
	}
	for p, letters := range known {
		if letters == "" {
			continue
		}
		if p == seat {
			return fixed, nil, fmt.Errorf("wordgame: %w: known tiles %s for seat %d, the seat that determinizes: it sees its own rack", ErrBadSetup, notation.Quote(letters), p)
		}
		r, err := s.parseRack(letters, int(s.racks[p].n))
		if err != nil {
			return fixed, nil, fmt.Errorf("%w (seat %d's known tiles)", err, p)
		}
		for _, x := range r.letters() {
			i := slices.Index(unseen, x)
			if i < 0 {
				return fixed, nil, fmt.Errorf("wordgame: %w: seat %d's known tiles %s: no %s among the tiles seat %d cannot see", ErrBadSetup, p, notation.Quote(letters), s.g.letterText(x), seat)
			}
			unseen = slices.Delete(unseen, i, i+1)
		}
		fixed[p] = r
	}
	return fixed, unseen, nil
}

// unseenLetters returns, in rack order, the letters of the tiles seat
// cannot see: the bag and every other seat's rack.
func (s State) unseenLetters(seat int) []byte {
	var out []byte
	for p := range int(s.players) {
		if p != seat {
			out = append(out, s.racks[p].letters()...)
		}
	}
	for _, t := range s.bag.Tiles() {
		out = append(out, tileLetter(t))
	}
	sortRack(out)
	return out
}

// histFor returns the history with what seat cannot see replaced: every
// other seat's exchange gives back tiles drawn with rng from the tile
// set, and its rack before each move holds only the tiles the move
// placed (none for a pass or an exchange but the exchanged ones).
func (s State) histFor(seat int, rng *rand.Rand) history.List[played] {
	if s.hist.Len() == 0 {
		return s.hist
	}
	set := s.g.rules.Tiles.Tiles() // sorted, so the draw depends on seed alone
	var out history.List[played]
	for _, h := range s.hist.Slice() {
		if int(h.player) != seat {
			h.rack = rack{}
			switch h.move.kind {
			case KindExchange:
				give := make([]byte, h.move.n)
				for i := range give {
					give[i] = tileLetter(set[rng.IntN(len(set))])
				}
				sortRack(give)
				h.move, _ = exchangeOf(s.g.aid, give)
				h.rack.n = uint8(copy(h.rack.t[:], give))
			case KindPlace:
				for _, x := range h.move.tiles[:h.move.n] {
					switch {
					case x == 0:
					case isBlankSq(x):
						h.rack.t[h.rack.n] = '?'
						h.rack.n++
					default:
						h.rack.t[h.rack.n] = x
						h.rack.n++
					}
				}
				sortRack(h.rack.t[:h.rack.n])
			}
		}
		out = out.Push(h)
	}
	return out
}
