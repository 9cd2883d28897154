package quaddoku

import "github.com/tilekit/tilekit/tiles"

// A tileCounts is a multiset of plain letter tiles counted by letter (0
// for A) and value: the drawpile and the covered tiles. Apply copies one
// (under a kilobyte) instead of rebuilding a sorted list of up to
// MaxTiles tiles, so a move costs the same however big the tile set.
// Once a State holds a tileCounts, nothing writes to it again; a nil
// *tileCounts is empty.
type tileCounts struct {
	n     [26][MaxValue + 1]int16 // at most MaxTiles each
	total int
}

// countsOf counts ts, which must be plain letter tiles (checkTile).
func countsOf(ts []tiles.Tile) *tileCounts {
	c := &tileCounts{}
	for _, t := range ts {
		c.add(t, 1)
	}
	return c
}

func (c *tileCounts) add(t tiles.Tile, k int) {
	c.n[t.Letter-'A'][t.Value] += int16(k)
	c.total += k
}

// count returns how many copies of t c holds; 0 for a tile this game
// does not use.
func (c *tileCounts) count(t tiles.Tile) int {
	if c == nil || checkTile(t) != nil {
		return 0
	}
	return int(c.n[t.Letter-'A'][t.Value])
}

func (c *tileCounts) len() int {
	if c == nil {
		return 0
	}
	return c.total
}

// tiles lists c in sorted order (by letter, then value, as tiles.Sort
// orders them); nil when c is empty.
func (c *tileCounts) tiles() []tiles.Tile {
	if c.len() == 0 {
		return nil
	}
	out := make([]tiles.Tile, 0, c.total)
	for l := range 26 {
		for v := range MaxValue + 1 {
			for range c.n[l][v] {
				out = append(out, tiles.Letter(byte('A'+l), v))
			}
		}
	}
	return out
}
