package tiles

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestKindsOrder: kinds gives the distinct tiles in canonical order for
// distributions placed by rank and for larger ones that are sorted, with
// tiles that differ in every field.
func TestKindsOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 27, rankedKinds, rankedKinds + 1, 300} {
		d := Distribution{}
		for len(d) < n {
			tl := Tile{Letter: byte('A' + r.IntN(26)), Number: uint8(r.IntN(10)), Value: int8(r.IntN(11)), Symbol: Symbol(r.IntN(4)), Blank: r.IntN(2) == 0}
			d[tl] = 1 + r.IntN(3)
		}
		got, want := d.kinds(), slices.SortedFunc(maps.Keys(d), Compare)
		if !slices.Equal(got, want) {
			t.Errorf("%d kinds: %v, want %v", n, got, want)
		}
	}
}
