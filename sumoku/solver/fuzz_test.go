package solver

import (
	"github.com/tilekit/tilekit/sumoku"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

func FuzzSolve(f *testing.F) {
	f.Add("R1 O2 Y3 G4 B5 P5", 5, false)
	f.Add("R6 O6 Y6", 3, true)
	f.Fuzz(func(t *testing.T, text string, key int, solo bool) {
		if len(text) > 60 {
			return // keep each run quick
		}
		l, ok := Solve(text, key, solo)
		if !ok {
			return
		}
		if err := sumoku.CheckLayout(l, key, solo); err != nil {
			t.Fatalf("Solve(%q, %d, %v) = %v: %v", text, key, solo, l, err)
		}
		if want, _ := sumoku.ParseTiles(text); !tiles.Equal(l.Tiles(), want) {
			t.Fatalf("Solve(%q) lays out %s", text, sumoku.FormatTiles(l.Tiles()))
		}
	})
}
