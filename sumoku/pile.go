package sumoku

import (
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// A pile is the draw pile: its tiles as a sorted multiset and the
// generator it draws with. It draws exactly as tiles.Bag does (the k-th
// of the tiles left, k from the generator, for each tile drawn), so a
// seed deals the same game with either, but a State replaying a text's
// moves (owned) draws and returns tiles in place rather than copying the
// pile for every move.
type pile struct {
	ts  []tiles.Tile // sorted by tiles.Compare; written only when owned
	rng tiles.Rand
}

// pileOf returns the pile holding b's tiles and generator.
func pileOf(b tiles.Bag) pile { return pile{ts: b.Tiles(), rng: b.Rand()} }

// Len returns the number of tiles in the pile.
func (p pile) Len() int { return len(p.ts) }

// Tiles returns the pile's tiles, sorted (a copy).
func (p pile) Tiles() []tiles.Tile { return slices.Clone(p.ts) }

// drawTo draws min(n, Len) tiles, appending them to dst in the order
// drawn; owned, it takes them out of p's own slice.
func (p pile) drawTo(dst []tiles.Tile, n int, owned bool) (pile, []tiles.Tile) {
	n = max(0, min(n, len(p.ts)))
	if n == 0 {
		return p, dst
	}
	ts := p.ts
	if !owned {
		ts = make([]tiles.Tile, len(p.ts))
		copy(ts, p.ts)
	}
	for range n {
		var k int
		p.rng, k = p.rng.IntN(len(ts))
		dst = append(dst, ts[k])
		ts = slices.Delete(ts, k, k+1)
	}
	p.ts = ts
	return p, dst
}

// put returns ts to the pile; owned, it writes them into p's own slice.
func (p pile) put(ts []tiles.Tile, owned bool) pile {
	if len(ts) == 0 {
		return p
	}
	out := p.ts
	if !owned {
		out = make([]tiles.Tile, len(p.ts), len(p.ts)+len(ts))
		copy(out, p.ts)
	}
	for _, t := range ts {
		t = t.Unassigned()
		i, _ := slices.BinarySearchFunc(out, t, tiles.Compare)
		out = slices.Insert(out, i, t)
	}
	p.ts = out
	return p
}
