package sumoku

import (
	"math/bits"

	"github.com/tilekit/tilekit/tiles"
)

// signBit is the shift that turns an int into -1 when it is negative
// and 0 otherwise.
const signBit = bits.UintSize - 1

// numKinds is the number of kinds of sumoku tile: a colour and a number.
const numKinds = len(Colours) * MaxNumber

// workDone, when a test sets it, counts the steps the pile and the
// hands take: one for each tile drawn, put back or listed, and one for
// each kind a whole hand goes back by. It is nil outside tests.
var workDone *int

// worked adds n steps to workDone.
func worked(n int) {
	if workDone != nil {
		*workDone += n
	}
}

// kindOf returns t's kind, 0 to numKinds-1 in the order of CompareTiles
// (colour, then number), or -1 for a tile that is not a sumoku tile.
func kindOf(t tiles.Tile) int {
	c := colourIndex(t.Symbol)
	if c < 0 || !t.IsNumber() || t.Number < 1 || t.Number > MaxNumber || int(t.Value) != int(t.Number) {
		return -1
	}
	return c*MaxNumber + int(t.Number) - 1
}

// kindTile returns the tile of kind k.
func kindTile(k int) tiles.Tile { return Tile(Colours[k/MaxNumber], k%MaxNumber+1) }

// A kindCount is a multiset of sumoku tiles counted by kind: a hand of
// any size is a fixed, small value, and drawing, giving back or checking
// a tile costs the same whatever the hand holds.
type kindCount struct {
	n     [numKinds]int16
	total int16
}

// Len returns the number of tiles counted.
func (k *kindCount) Len() int { return int(k.total) }

// add counts every tile of ts; a hand holds sumoku tiles only.
func (k *kindCount) add(ts []tiles.Tile) {
	for _, t := range ts {
		if i := kindOf(t); i >= 0 {
			k.n[i]++
			k.total++
		}
	}
}

// take takes one t off the count, reporting false when none is left.
func (k *kindCount) take(t tiles.Tile) bool {
	i := kindOf(t)
	if i < 0 || k.n[i] == 0 {
		return false
	}
	k.n[i]--
	k.total--
	return true
}

// appendTiles appends the tiles counted to dst, sorted by CompareTiles.
func (k *kindCount) appendTiles(dst []tiles.Tile) []tiles.Tile {
	if k.total == 0 {
		return dst
	}
	worked(int(k.total))
	if dst == nil {
		dst = make([]tiles.Tile, 0, k.total)
	}
	for i, c := range k.n {
		for range c {
			dst = append(dst, kindTile(i))
		}
	}
	return dst
}

// sum returns the total of the numbers of the tiles counted.
func (k *kindCount) sum() int {
	t := 0
	for i, c := range k.n {
		t += int(c) * (i%MaxNumber + 1)
	}
	return t
}

// byCompare lists the kinds in the order of tiles.Compare (number, then
// colour), the order tiles.Bag keeps its tiles in; pileSlot is its
// inverse.
var byCompare, pileSlot = func() (by [numKinds]int8, slot [numKinds]int8) {
	for n := range MaxNumber {
		for c := range Colours {
			k := c*MaxNumber + n
			by[n*len(Colours)+c] = int8(k)
			slot[k] = int8(n*len(Colours) + c)
		}
	}
	return by, slot
}()

// A pile is the draw pile: how many tiles of each kind it holds, in the
// order tiles.Bag keeps its tiles (tiles.Compare: by number, then
// colour), and the generator it draws with. It draws exactly as
// tiles.Bag does (the k-th of the tiles left in that order, k from the
// generator, for each tile drawn), so a seed deals the same game with
// either; but a draw costs the same few steps whatever the pile holds
// (the number is found among eight counts, then the colour among six),
// and a pile is a value: copying a State copies it.
type pile struct {
	n     [numKinds]int16  // n[s]: the tiles of kind byCompare[s]
	byNum [MaxNumber]int16 // byNum[i]: the tiles numbered i+1
	len   int16
	rng   tiles.Rand
}

// pileOf returns the pile holding b's tiles and generator; b holds
// sumoku tiles only (Rules.Validate checks the set).
func pileOf(b tiles.Bag) pile {
	var k kindCount
	k.add(b.Tiles())
	p := pile{rng: b.Rand()}
	p.putCount(&k)
	return p
}

// Len returns the number of tiles in the pile.
func (p *pile) Len() int { return int(p.len) }

// adjust adds d tiles of kind k.
func (p *pile) adjust(k int, d int16) {
	worked(1)
	p.n[pileSlot[k]] += d
	p.byNum[k%MaxNumber] += d
	p.len += d
}

// Tiles returns the pile's tiles sorted by tiles.Compare, as tiles.Bag
// lists them (a new slice).
func (p *pile) Tiles() []tiles.Tile {
	worked(int(p.len))
	out := make([]tiles.Tile, 0, p.len)
	for s, c := range p.n {
		for range c {
			out = append(out, kindTile(int(byCompare[s])))
		}
	}
	return out
}

// drawOne takes the next tile from the pile, which is not empty, and
// returns its kind: the k-th tile in the order of tiles.Compare, k from
// the generator. The number is the count of numbers whose tiles, with
// those of the numbers below, all come before k; the colour likewise
// among that number's tiles. Both counts are made without a branch on
// k, which is random.
func (p *pile) drawOne() int {
	var k int
	p.rng, k = p.rng.IntN(int(p.len))
	return p.take(k)
}

// take takes the k-th tile, in the order of tiles.Compare, from the
// pile and returns its kind.
func (p *pile) take(k int) int {
	b := &p.byNum
	// Prefix sums of the counts by number, in two halves of four.
	c0, c1, c2, c3 := int(b[0]), int(b[1]), int(b[2]), int(b[3])
	c4, c5, c6 := int(b[4]), int(b[5]), int(b[6])
	s1 := c0 + c1
	s3 := s1 + c2 + c3
	s5 := s3 + c4 + c5
	m0 := (c0 - k - 1) >> signBit // -1 when the tiles up to number 1 all come before k
	m1 := (s1 - k - 1) >> signBit
	m2 := (s1 + c2 - k - 1) >> signBit
	m3 := (s3 - k - 1) >> signBit
	m4 := (s3 + c4 - k - 1) >> signBit
	m5 := (s5 - k - 1) >> signBit
	m6 := (s5 + c6 - k - 1) >> signBit
	num := -(m0 + m1 + m2 + m3 + m4 + m5 + m6)
	k -= c0&m0 + c1&m1 + c2&m2 + c3&m3 + c4&m4 + c5&m5 + c6&m6
	row := (*[len(Colours)]int16)(p.n[num*len(Colours):])
	r0 := int(row[0])
	r1 := r0 + int(row[1])
	r2 := r1 + int(row[2])
	r3 := r2 + int(row[3])
	r4 := r3 + int(row[4])
	col := -((r0-k-1)>>signBit + (r1-k-1)>>signBit + (r2-k-1)>>signBit + (r3-k-1)>>signBit + (r4-k-1)>>signBit)
	row[col]--
	b[num]--
	p.len--
	return int(byCompare[num*len(Colours)+col])
}

// drawTo draws min(n, Len) tiles, appending them to dst in the order
// drawn.
func (p *pile) drawTo(dst []tiles.Tile, n int) []tiles.Tile {
	n = max(0, min(n, p.Len()))
	worked(n)
	for range n {
		dst = append(dst, kindTile(p.drawOne()))
	}
	return dst
}

// drawCount draws min(n, Len) tiles into the count k.
func (p *pile) drawCount(k *kindCount, n int) {
	n = max(0, min(n, p.Len()))
	worked(n)
	rng := p.rng
	for range n {
		var i int
		rng, i = rng.IntN(int(p.len))
		k.n[p.take(i)]++
	}
	p.rng = rng
	k.total += int16(n)
}

// put returns ts, sumoku tiles, to the pile.
func (p *pile) put(ts []tiles.Tile) {
	for _, t := range ts {
		if k := kindOf(t.Unassigned()); k >= 0 {
			p.adjust(k, 1)
		}
	}
}

// putCount returns the tiles k counts to the pile.
func (p *pile) putCount(k *kindCount) {
	if k.total == 0 {
		return
	}
	for i, c := range k.n {
		if c != 0 {
			p.adjust(i, c)
		}
	}
}
