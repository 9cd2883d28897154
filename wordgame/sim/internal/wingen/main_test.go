package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFit checks that the fit finds the curve that made the results:
// 20,000 leads drawn around a known midpoint, each won with that curve's
// chance.
func TestFit(t *testing.T) {
	for _, want := range []struct{ mid, scale float64 }{{20, 30}, {12, 4}, {25, 50}} {
		rng := rand.New(rand.NewPCG(1, 2))
		var ss []sample
		for range 20000 {
			lead := want.mid + 3*want.scale*rng.NormFloat64()
			x := sample{lead: lead}
			if rng.Float64() < 1/(1+math.Exp(-(lead-want.mid)/want.scale)) {
				x.result = 1
			}
			ss = append(ss, x)
		}
		mid, scale := fit(ss)
		if math.Abs(mid-want.mid) > 0.05*want.scale || math.Abs(scale-want.scale) > 0.05*want.scale {
			t.Errorf("fit %.2f, %.2f; the results came from %v, %v", mid, scale, want.mid, want.scale)
		}
	}
}

// TestPlay checks that a game's samples depend on the seed alone and
// record the game's result for the player who had just moved, which
// alternates with the players.
func TestPlay(t *testing.T) {
	a, b := play(1, 3), play(1, 3)
	if !slices.Equal(a, b) || len(a) < 10 {
		t.Fatalf("game 3 of seed 1 gave %d and %d samples, or differed", len(a), len(b))
	}
	if slices.Equal(a, play(2, 3)) {
		t.Errorf("seeds 1 and 2 give the same game")
	}
	for i, x := range a {
		if x.result != 0 && x.result != 0.5 && x.result != 1 {
			t.Errorf("sample %d: result %v", i, x.result)
		}
		// The players alternate, so their results alternate too (a
		// tie aside).
		if i > 0 && x.result != 0.5 && x.result == a[i-1].result {
			t.Errorf("samples %d and %d, of the two players, both record %v", i-1, i, x.result)
		}
		if x.unseen < 1 || x.unseen > maxUnseen {
			t.Errorf("sample %d: %d unseen", i, x.unseen)
		}
	}
}
