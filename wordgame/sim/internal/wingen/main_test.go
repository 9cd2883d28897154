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
		mid, scale := fit(drawn(rng, 20000, 0, want.mid, want.scale))
		if math.Abs(mid-want.mid) > 0.05*want.scale || math.Abs(scale-want.scale) > 0.05*want.scale {
			t.Errorf("fit %.2f, %.2f; the results came from %v, %v", mid, scale, want.mid, want.scale)
		}
	}
}

// drawn returns n samples of count unseen, their leads spread around mid
// and each won with the chance the curve (mid, scale) gives.
func drawn(rng *rand.Rand, n, unseen int, mid, scale float64) []sample {
	var ss []sample
	for range n {
		lead := mid + 3*scale*rng.NormFloat64()
		x := sample{unseen: unseen, lead: lead}
		if rng.Float64() < 1/(1+math.Exp(-(lead-mid)/scale)) {
			x.result = 1
		}
		ss = append(ss, x)
	}
	return ss
}

// TestFitCurvesPools checks which counts a count with few positions
// borrows from: a count with the bag empty, however few its positions,
// keeps its own curve beside a neighbour of another shape (6 unseen,
// steep, beside 7, flat: with the bag term the games gave 6 fewer than
// minPool positions, and pooling them with 7's made 6's curve as flat as
// 7's), and a count with tiles in the bag pools only counts with tiles in
// the bag.
func TestFitCurvesPools(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var byUnseen [maxUnseen + 1][]sample
	for u := 1; u < bagTiles; u++ {
		byUnseen[u] = drawn(rng, minPool/2, u, 20, 5)
	}
	byUnseen[7] = drawn(rng, 5*minPool, 7, 28, 18)
	byUnseen[8] = drawn(rng, minPool/4, 8, 10, 25)
	for u := 9; u <= maxUnseen; u++ {
		byUnseen[u] = drawn(rng, minPool/4, u, 10, 25)
	}
	_, own := fitCurves(&byUnseen)
	near := func(got [2]float64, mid, scale, tol float64) bool {
		return math.Abs(got[0]-mid) <= tol*scale && math.Abs(got[1]-scale) <= tol*scale
	}
	for u := 1; u < 7; u++ {
		if !near(own[u], 20, 5, 0.25) {
			t.Errorf("%d unseen, the bag empty: curve %.2f, %.2f; its positions came from 20, 5", u, own[u][0], own[u][1])
		}
	}
	if own[0] != own[1] {
		t.Errorf("0 unseen, with no positions: curve %v, not 1's %v", own[0], own[1])
	}
	if !near(own[8], 10, 25, 0.15) {
		t.Errorf("8 unseen: curve %.2f, %.2f; the counts with tiles in the bag came from 10, 25", own[8][0], own[8][1])
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
