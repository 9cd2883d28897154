package wordoku

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// The game's tiles are printed in English: a tile of another alphabet,
// even one whose code is an English letter's, is refused.
func TestRulesRefuseOtherAlphabets(t *testing.T) {
	r := DefaultRules()
	r.Tiles = r.Tiles.Clone()
	tile := tiles.German().Tile('E', 1)
	tile.Symbol = tiles.Clove
	r.Tiles[tile] = 1
	if err := r.Validate(); err == nil || !strings.Contains(err.Error(), "English") {
		t.Errorf("Validate with a German tile: %v", err)
	}
}
