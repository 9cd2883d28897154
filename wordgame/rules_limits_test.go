package wordgame

import (
	"errors"
	"math"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// Counts that overflow when added are refused before
// anything is added up or allocated.
func TestRulesTileCounts(t *testing.T) {
	for _, d := range []tiles.Distribution{
		{tiles.Letter('A', 1): math.MaxInt, tiles.Letter('B', 3): math.MaxInt, tiles.Letter('C', 3): 102},
		{tiles.Letter('A', 1): MaxTiles + 1},
		{tiles.Letter('A', 1): MaxTiles, tiles.Letter('B', 3): 1},
		{tiles.Letter('A', 1): -1, tiles.Letter('B', 3): 100},
	} {
		r := DefaultRules()
		r.Tiles = d
		if err := r.Validate(); !errors.Is(err, ErrBadRules) {
			t.Errorf("%v: Validate = %v, want ErrBadRules", d, err)
		}
		if _, err := New(r, Setup{Players: 2}); !errors.Is(err, ErrBadRules) {
			t.Errorf("%v: New = %v, want ErrBadRules", d, err)
		}
	}
	r := DefaultRules()
	r.Tiles = tiles.Distribution{tiles.Letter('E', 1): MaxTiles - 2, tiles.Blank(0): 2}
	if err := r.Validate(); err != nil {
		t.Errorf("a set of exactly MaxTiles: %v", err)
	}
}
