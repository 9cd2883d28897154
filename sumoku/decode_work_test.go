package sumoku

import (
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// hugeHands returns speed rules on bigSet, 1008 tiles, dealing hands of
// hand tiles: every round that two wrong claims end deals twice that.
func hugeHands(hand int) func() Rules {
	return func() Rules {
		r := Speed()
		r.Tiles, r.SwapDraw, r.Hand = bigSet(), 1, hand
		return r
	}
}

// workShapes are the texts that cost the most to replay for each byte
// when a draw, a swap or a claim cost as much as the hand or the pile
// holds (the pile a sorted slice that tiles went into one by one, the
// hands sorted again after every draw): the shortest moves of speed on
// the largest hands, each of which deals, takes back or swaps tiles of a
// hand of hundreds.
var workShapes = []textShape{
	{"speed empty claims, hands of 504", hugeHands(504), func(s State) Move { return Claim(s.ToMove()[0], Layout{}) }},
	{"speed empty claims, hands of 400", hugeHands(400), func(s State) Move { return Claim(s.ToMove()[0], Layout{}) }},
	{"speed swaps, hands of 400", hugeHands(400), func(s State) Move { return Swap(0, s.hand(0)[0]) }},
	{"speed wrong claims of one tile, hands of 400", hugeHands(400), func(s State) Move {
		p := s.ToMove()[0]
		return Claim(p, gametest.Must(NewLayout(Placement{Tile: s.hand(p)[0]})))
	}},
}

// maxWorkPerByte bounds the steps (workDone) a replay may take for each
// byte of its text. The shortest move, "move 0 claim", is 13 bytes; two
// of them end a round of two players, which deals at most the whole set
// (MaxTiles) and takes back two hands (a step for each kind they hold):
// about 40 steps a byte. When every draw and every tile given back moved
// the tiles of the pile or the hand one by one, the same texts took
// thousands of steps a byte.
const maxWorkPerByte = 64

// TestDecodeWork counts the steps the pile and the hands take to replay
// each workShape and each textShape but the standard game (whose moves
// are the costliest to play, not to replay), at 256 KiB (the full 4 MiB,
// notation.MaxText, with TILEKIT_LONG=1, also within
// gametest.MaxDecodeAlloc bytes per byte): at most maxWorkPerByte for
// each byte, whatever the hand and the pile hold.
func TestDecodeWork(t *testing.T) {
	size := 256 << 10
	if gametest.IsLong() {
		size = notation.MaxText
	}
	for _, shape := range append(workShapes, textShapes[:len(textShapes)-1]...) {
		text, played := shape.fill(t, size, 7, true)
		steps := 0
		workDone = &steps
		var got State
		err := got.UnmarshalText(text)
		workDone = nil
		if err != nil {
			t.Fatalf("%s: %v", shape.name, err)
		}
		if got.hist.Len() != played.hist.Len() {
			t.Fatalf("%s: replayed %d moves, played %d", shape.name, got.hist.Len(), played.hist.Len())
		}
		per := float64(steps) / float64(len(text))
		t.Logf("%s: %d bytes, %d moves, %d steps, %.1f a byte", shape.name, len(text), got.hist.Len(), steps, per)
		if per > maxWorkPerByte {
			t.Errorf("%s: %.1f steps a byte of text, want at most %d", shape.name, per, maxWorkPerByte)
		}
		if gametest.IsLong() {
			gametest.Decodes[State](t, shape.name, text)
		}
	}
}

// TestPileDrawsAsBag checks that the pile deals exactly as tiles.Bag
// does, tile for tile, through draws and tiles given back, so that a
// seed deals the same games as before the pile counted its tiles.
func TestPileDrawsAsBag(t *testing.T) {
	for seed := range uint64(20) {
		bag := bigSet().Bag(seed)
		p := pileOf(bag)
		var held []tiles.Tile
		for step := range 60 {
			n := int((seed+uint64(step))%37) + 1
			var want []tiles.Tile
			bag, want = bag.DrawUpTo(n)
			var got []tiles.Tile
			if step%2 == 0 {
				got = p.drawTo(nil, n)
			} else {
				var k kindCount
				p.drawCount(&k, n)
				got = k.appendTiles(nil)
				want = sortTiles(want)
			}
			if FormatTiles(got) != FormatTiles(want) {
				t.Fatalf("seed %d, draw %d: pile drew %s, bag %s", seed, step, FormatTiles(got), FormatTiles(want))
			}
			held = append(held, got...)
			if step%3 == 2 {
				back := held[:len(held)/2]
				bag = tiles.NewBag(append(bag.Tiles(), back...), 0).WithRand(bag.Rand())
				p.put(back)
				held = held[len(held)/2:]
			}
			if FormatTiles(p.Tiles()) != FormatTiles(bag.Tiles()) || p.Len() != bag.Len() {
				t.Fatalf("seed %d, draw %d: pile holds %d tiles %s, bag %d", seed, step, p.Len(), FormatTiles(p.Tiles()), bag.Len())
			}
		}
	}
}
