package tiles

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrBagShort is returned (wrapped) when a bag holds fewer tiles than a
// draw or exchange asks for.
var ErrBagShort = errors.New("not enough tiles in the bag")

// A Bag is an immutable pile of undrawn tiles with its own generator.
// Every method that draws or returns tiles gives back a new Bag; the
// receiver and every copy of it are left as they were. The zero Bag is
// empty.
//
// A Bag keeps its tiles as a sorted multiset and picks a random one at
// each draw, so nothing it shows or encodes reveals what will come next.
type Bag struct {
	tiles []Tile // sorted by Compare; never written after creation
	rng   Rand
}

// NewBag returns a bag holding ts (blanks are reset to stand for no
// letter) whose draws come from [NewRand](seed).
func NewBag(ts []Tile, seed uint64) Bag {
	return Bag{tiles: normalize(ts), rng: NewRand(seed)}
}

// Bag returns a bag filled with the tiles of d and seeded with seed.
func (d Distribution) Bag(seed uint64) Bag { return NewBag(d.Tiles(), seed) }

func normalize(ts []Tile) []Tile {
	out := make([]Tile, len(ts))
	for i, t := range ts {
		out[i] = t.Unassigned()
	}
	slices.SortFunc(out, Compare)
	return out
}

// Len returns the number of tiles in the bag.
func (b Bag) Len() int { return len(b.tiles) }

// Tiles returns the bag's tiles in sorted order (a copy).
func (b Bag) Tiles() []Tile { return slices.Clone(b.tiles) }

// Count returns how many copies of t the bag holds.
func (b Bag) Count(t Tile) int {
	i, found := slices.BinarySearchFunc(b.tiles, t, Compare)
	if !found {
		return 0
	}
	n := 0
	for ; i < len(b.tiles) && b.tiles[i] == t; i++ {
		n++
	}
	return n
}

// Rand returns the bag's generator.
func (b Bag) Rand() Rand { return b.rng }

// WithRand returns b drawing from r instead. Games that need randomness
// of their own (a die, a secret word) take it from the bag's generator and
// store the advanced one back, so that one seed drives a whole game.
func (b Bag) WithRand(r Rand) Bag { b.rng = r; return b }

// Draw takes n random tiles. It fails, leaving nothing changed, when the
// bag holds fewer than n or n is negative.
func (b Bag) Draw(n int) (Bag, []Tile, error) {
	return b.DrawFunc(n, nil)
}

// DrawUpTo takes min(n, b.Len()) random tiles.
func (b Bag) DrawUpTo(n int) (Bag, []Tile) {
	nb, ts, _ := b.Draw(max(0, min(n, b.Len())))
	return nb, ts
}

// DrawFunc takes n random tiles among those for which match returns true
// (all tiles when match is nil), each eligible tile equally likely.
func (b Bag) DrawFunc(n int, match func(Tile) bool) (Bag, []Tile, error) {
	if n < 0 {
		return b, nil, fmt.Errorf("tiles: cannot draw %d tiles", n)
	}
	var idx []int // positions of eligible tiles
	for i, t := range b.tiles {
		if match == nil || match(t) {
			idx = append(idx, i)
		}
	}
	if len(idx) < n {
		return b, nil, fmt.Errorf("tiles: drawing %d from %d eligible tiles: %w", n, len(idx), ErrBagShort)
	}
	rng := b.rng
	drawn := make([]Tile, 0, n)
	taken := make([]int, 0, n)
	for range n {
		var k int
		rng, k = rng.IntN(len(idx))
		drawn = append(drawn, b.tiles[idx[k]])
		taken = append(taken, idx[k])
		idx = slices.Delete(idx, k, k+1)
	}
	slices.Sort(taken)
	rest := make([]Tile, 0, len(b.tiles)-n)
	for i, t := range b.tiles {
		if len(taken) > 0 && taken[0] == i {
			taken = taken[1:]
			continue
		}
		rest = append(rest, t)
	}
	return Bag{tiles: rest, rng: rng}, drawn, nil
}

// Take removes the given tiles (an open draw pile, or the tiles a loaded
// position already shows). It fails, changing nothing, if the bag lacks
// any of them. The generator is not advanced.
func (b Bag) Take(ts ...Tile) (Bag, error) {
	rest, err := Remove(b.tiles, normalize(ts))
	if err != nil {
		return b, fmt.Errorf("tiles: taking %s: %w", FormatMultiset(ts), ErrBagShort)
	}
	return Bag{tiles: rest, rng: b.rng}, nil
}

// Put returns tiles to the bag (blanks forget their letter).
func (b Bag) Put(ts ...Tile) Bag {
	return Bag{tiles: normalize(Add(b.tiles, ts)), rng: b.rng}
}

// Exchange draws len(out) tiles and then puts out back, as a player does
// when swapping tiles: the returned tiles cannot come straight back. It
// fails, changing nothing, when the bag holds fewer than len(out).
func (b Bag) Exchange(out []Tile) (Bag, []Tile, error) {
	nb, in, err := b.Draw(len(out))
	if err != nil {
		return b, nil, err
	}
	return nb.Put(out...), in, nil
}

// String returns the bag's text form: the generator state, then the
// tiles as a multiset, for example "0123…cdef A1*2 ?0".
func (b Bag) String() string {
	s := b.rng.String()
	if len(b.tiles) > 0 {
		s += " " + FormatMultiset(b.tiles)
	}
	return s
}

// MarshalText implements [encoding.TextMarshaler]; JSON uses it too.
func (b Bag) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler].
func (b *Bag) UnmarshalText(text []byte) error {
	head, rest, _ := strings.Cut(string(text), " ")
	var r Rand
	if err := r.UnmarshalText([]byte(head)); err != nil {
		return fmt.Errorf("tiles: bag: %w", err)
	}
	ts, err := ParseMultiset(rest)
	if err != nil {
		return fmt.Errorf("tiles: bag: %w", err)
	}
	for _, t := range ts {
		if t.Blank && t.Letter != 0 {
			return fmt.Errorf("tiles: bag: %v is a blank standing for a letter", t)
		}
	}
	*b = Bag{tiles: normalize(ts), rng: r}
	return nil
}
