package main

import (
	"math"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame/internal/eq"
)

// TestFit checks the correction fit makes: each count's mean residual
// less the mean over the counts from baseLo up.
func TestFit(t *testing.T) {
	var games [][]sample
	for g := range 3 {
		var ss []sample
		for k := range maxLeft + 1 {
			// Residuals of -20 from baseLo up, -20+k-3 below it, with
			// noise that cancels over the three games.
			r := -20.0
			if k < baseLo {
				r += float64(k - 3)
			}
			ss = append(ss, sample{left: k, residual: r + float64(g-1)})
		}
		games = append(games, ss)
	}
	got := fit(games)
	for k, v := range got {
		if want := float64(k - 3); math.Abs(v-want) > 1e-9 {
			t.Errorf("term %d: %.3f, want %.3f", k, v, want)
		}
	}
}

// TestWrite checks that the written file is Go source holding the terms.
func TestWrite(t *testing.T) {
	terms := [eq.BagTerms]float64{-4.5, 6.25}
	src := string(write(terms, 10, 2, 5))
	for _, want := range []string{"-games 10 -generations 2 -seed 5", "package eq", "var BagTerm = [BagTerms]float64{-4.50, 6.25, 0.00"} {
		if !strings.Contains(src, want) {
			t.Errorf("bagterm.go lacks %q:\n%s", want, src)
		}
	}
}

// TestPlay checks that a game's samples are moves made with tiles in
// the bag, leaving no more than maxLeft, with finite residuals.
func TestPlay(t *testing.T) {
	ss := play(1)
	if len(ss) == 0 {
		t.Fatal("a game gave no samples")
	}
	zero := false
	for _, x := range ss {
		if x.left < 0 || x.left > maxLeft || math.IsNaN(x.residual) || math.IsInf(x.residual, 0) {
			t.Errorf("sample %+v", x)
		}
		zero = zero || x.left == 0
	}
	if !zero {
		t.Error("no move of the game emptied the bag")
	}
}
