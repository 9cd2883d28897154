package leaves

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Fit recovers the values of the weights that made noisy samples.
func TestFitRecoversWeights(t *testing.T) {
	var truth [nFeature]float64
	truth[fFirst+Blank] = 25
	truth[fFirst+'S'-'A'] = 8
	truth[fFirst+'Q'-'A'] = -7
	truth[fSecond+'I'-'A'] = -4
	rng := rand.New(rand.NewPCG(1, 2))
	var samples []Sample
	for range 20000 {
		var c Counts
		for range rng.IntN(7) { // empty leaves too: they pin the intercept
			c[rng.IntN(Letters)]++
		}
		y := 30.0 + rng.NormFloat64()
		features(&c, func(i int, x float64) { y += truth[i] * x })
		samples = append(samples, Sample{Leave: c, Points: y})
	}
	tab, err := Fit("test", 7, samples, 0.1)
	if err != nil {
		t.Fatal(err)
	}
	// Features overlap (a Q is a Q without a U or the pair QU), so the
	// weights are not unique; the values of leaves are.
	for _, leave := range []string{"?", "S", "Q", "QU", "II", "E", "S?", "EQ", "QS?"} {
		c, _ := Parse(leave)
		want := 0.0
		features(&c, func(i int, x float64) { want += truth[i] * x })
		if got := tab.ValueCounts(&c); math.Abs(got-want) > 0.5 {
			t.Errorf("%s: learned %.2f, want %.2f", leave, got, want)
		}
	}
}

func TestFitRefuses(t *testing.T) {
	one := []Sample{{Points: 1}}
	if _, err := Fit("x", 7, nil, 1); err == nil {
		t.Error("Fit with no samples")
	}
	if _, err := Fit("x", 1, one, 1); err == nil {
		t.Error("Fit with rack size 1")
	}
	if _, err := Fit("", 7, one, 1); err == nil {
		t.Error("Fit with no name")
	}
	if _, err := Fit("x", 7, one, 0); err == nil {
		t.Error("Fit with unseen features and no ridge")
	}
}
