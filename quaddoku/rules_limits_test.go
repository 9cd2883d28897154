package quaddoku

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// Hostile tile counts are refused by Validate, before New builds
// anything, and a sum of counts cannot wrap around to a small total.
func TestRulesTileCap(t *testing.T) {
	for name, set := range map[string]func(d tiles.Distribution){
		"1<<30 Z5":      func(d tiles.Distribution) { d[tiles.Letter('Z', 5)] = 1 << 30 },
		"1e8 Z5":        func(d tiles.Distribution) { d[tiles.Letter('Z', 5)] = 1e8 },
		"MaxTiles+1 Z5": func(d tiles.Distribution) { d[tiles.Letter('Z', 5)] = MaxTiles + 1 },
		"wrap around": func(d tiles.Distribution) {
			d[tiles.Letter('A', 1)] = math.MaxInt
			d[tiles.Letter('B', 3)] = math.MaxInt
			d[tiles.Letter('C', 3)] = 102
		},
		"over in sum": func(d tiles.Distribution) {
			d[tiles.Letter('C', 3)] = MaxTiles / 2
			d[tiles.Letter('D', 2)] = MaxTiles / 2
		},
	} {
		r := DefaultRules()
		set(r.Tiles)
		err := r.Validate()
		if !errors.Is(err, ErrBadRules) || !strings.Contains(err.Error(), "more than 1000 tiles") {
			t.Errorf("%s: Validate = %v", name, err)
		}
		if _, err := New(r, Setup{Players: 1}); !errors.Is(err, ErrBadRules) {
			t.Errorf("%s: New = %v", name, err)
		}
	}
	// MaxTiles itself is allowed, and the finder counts that many of one
	// kind without overflow.
	r := DefaultRules()
	r.Tiles[tiles.Letter('E', 3)] += MaxTiles - r.Tiles.Total()
	s := gametest.Must(New(r, Setup{Players: 1}))
	if len(s.Bag()) != MaxTiles-12 {
		t.Fatalf("pile holds %d tiles", len(s.Bag()))
	}
	m := mustMove(t, "02=E3")
	if got, _, err := s.TopMoves(1, 12, Budget); err != nil || len(got) != 1 {
		t.Fatalf("TopMoves(1, 12, Budget) = %v, %v", got, err)
	}
	found := false
	for lm := range s.LegalMovesUpTo(1) {
		found = found || lm == m
	}
	if !found {
		t.Errorf("with %d E3 in the pile, LegalMoves misses %v", s.BagCount(tiles.Letter('E', 3)), m)
	}
}

// The game's tiles are printed in English: a tile of another alphabet,
// even one whose code is an English letter's, is refused.
func TestRulesRefuseOtherAlphabets(t *testing.T) {
	r := DefaultRules()
	r.Tiles = r.Tiles.Clone()
	r.Tiles[tiles.Spanish().Tile('E', 1)] = 1
	if err := r.Validate(); err == nil || !strings.Contains(err.Error(), "English") {
		t.Errorf("Validate with a Spanish tile: %v", err)
	}
}
