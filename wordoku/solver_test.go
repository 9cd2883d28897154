package wordoku

import (
	"sync"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// small returns 3x3 rules: three symbols, and words of minWord letters
// or more.
func small(minWord int) Rules {
	r := DefaultRules()
	r.Size = 3
	r.MinWord = minWord
	for t := range r.Tiles {
		if symbolIndex(t.Symbol) >= 3 {
			delete(r.Tiles, t)
		}
	}
	return r
}

// bruteForce scores every arrangement of g's tiles and returns the best
// score.
func bruteForce(r Rules, d dictionary.Dictionary, g Grid) int {
	ts := g.Tiles()
	n := len(ts)
	best := -1
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			h := Grid{n: g.n}
			copy(h.cells[:], ts)
			best = max(best, scoreGrid(r, d, h).Total)
			return
		}
		seen := map[tiles.Tile]bool{}
		for i := k; i < n; i++ {
			if seen[ts[i]] {
				continue
			}
			seen[ts[i]] = true
			ts[k], ts[i] = ts[i], ts[k]
			rec(k + 1)
			ts[k], ts[i] = ts[i], ts[k]
		}
	}
	rec(0)
	return best
}

// TestSolveAgainstBruteForce compares the solver with every arrangement
// of 3x3 deals, with and without a wild, two- and three-letter words.
func TestSolveAgainstBruteForce(t *testing.T) {
	d := dictionary.Default()
	count := 4
	if testing.Short() {
		count = 2
	}
	for seed := range uint64(count) {
		r := small(2 + int(seed%2))
		r.Balance = seed%3 != 2
		s, err := New(r, Setup{Players: 1, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := s.Grid(0)
		if seed%2 == 0 {
			g = g.With(1, 1, WildTile('E', g.At(1, 1).Symbol))
		}
		sol, err := Solve(r, d, g, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteForce(r, d, g)
		if !sol.Proved || sol.Score.Total != want {
			t.Errorf("seed %d: %v: solver %v, brute force %d", seed, g, sol, want)
		}
		if !tiles.Equal(sol.Grid.Tiles(), g.Tiles()) {
			t.Errorf("seed %d: solution %v is not a rearrangement of %v", seed, sol.Grid, g)
		}
	}
}

// TestNoArrangementBeatsOptimum checks on a 4x4 deal that the solver
// proves (each quick to prove) that random arrangements never score more
// than its optimum, and that the optimum's grid scores what it says.
func TestNoArrangementBeatsOptimum(t *testing.T) {
	d := dictionary.Default()
	r := DefaultRules()
	s, err := New(r, Setup{Players: 1, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	hand := s.Grid(0)
	sol, err := Solve(r, d, hand, 0)
	if err != nil || !sol.Proved {
		t.Fatalf("Solve: %v, %v", sol, err)
	}
	if sc, _ := ScoreGrid(r, d, sol.Grid); sc.Total != sol.Score.Total {
		t.Fatalf("solution scores %d, Solve says %d", sc.Total, sol.Score.Total)
	}
	rapid.Check(t, func(t *rapid.T) {
		perm := rapid.Permutation(hand.Tiles()).Draw(t, "arrangement")
		g := Grid{n: 4}
		copy(g.cells[:], perm)
		if sc := scoreGrid(r, d, g); sc.Total > sol.Score.Total {
			t.Fatalf("%v scores %d, above the optimum %d", g, sc.Total, sol.Score.Total)
		}
	})
}

// TestSolveBudget checks the anytime search: deterministic, never worse
// than the grid it starts from, and honest about proof.
func TestSolveBudget(t *testing.T) {
	d := dictionary.Default()
	r := Expert()
	s, err := New(r, Setup{Players: 1, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	g := s.Grid(0)
	start, _ := ScoreGrid(r, d, g)
	a, err := Solve(r, d, g, 2000)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Solve(r, d, g, 2000)
	if a.Grid != b.Grid || a.Score.Total != b.Score.Total || a.Nodes != b.Nodes {
		t.Errorf("two runs differ: %v and %v", a, b)
	}
	if a.Proved || a.Nodes != 2000 {
		t.Errorf("a 2000-node search of a 5x5 deal claims %v", a)
	}
	if a.Score.Total < start.Total || !tiles.Equal(a.Grid.Tiles(), g.Tiles()) {
		t.Errorf("solution %v worse than or not a rearrangement of %v (%d)", a, g, start.Total)
	}
	more, _ := Solve(r, d, g, 20000)
	if more.Score.Total < a.Score.Total {
		t.Errorf("a bigger budget found less: %v after %v", more, a)
	}
	t.Logf("5x5: %v", more)
}

// TestSolveOddDictionaries: a dictionary of no words is proved at once;
// one that says yes to every string (the worst case for the word search:
// every string of the hand's letters is a candidate) stays within its
// budget and still returns a rearrangement at least as good as the deal.
func TestSolveOddDictionaries(t *testing.T) {
	r := DefaultRules()
	s, _ := New(r, Setup{Players: 1, Seed: 4})
	g := s.Grid(0)
	none := dictionary.Func(func(string) bool { return false })
	sol, err := Solve(r, none, g, 0)
	if err != nil || !sol.Proved || sol.Score.Total != 0 {
		t.Errorf("no words: %v, %v", sol, err)
	}
	all := dictionary.Func(func(w string) bool { return len(w) > 0 })
	start, _ := ScoreGrid(r, all, g)
	sol, err = Solve(r, all, g, 50_000)
	if err != nil || sol.Nodes > 50_000 || sol.Score.Total < start.Total || !tiles.Equal(sol.Grid.Tiles(), g.Tiles()) {
		t.Errorf("every string a word: %v, %v", sol, err)
	}
}

// TestBestArrangementWild: a wild moves like any tile and stays a wild.
func TestBestArrangementWild(t *testing.T) {
	g, err := ParseGrid("X.c q.s X.q X.o / X.s X.c X.o X.q / X.q X.o X.s X.c / X.o X.q X.c X.s")
	if err != nil {
		t.Fatal(err)
	}
	best, sc, err := BestArrangement(DefaultRules(), nil, g)
	if err != nil {
		t.Fatal(err)
	}
	if best.Wilds() != 1 || !tiles.Equal(best.Tiles(), g.Tiles()) {
		t.Errorf("BestArrangement(%v) = %v", g, best)
	}
	t.Logf("%v: %d", best, sc.Total)
}

// TestConcurrentUse runs the solver, hints and views from several
// goroutines on one State and one dictionary (run with -race).
func TestConcurrentUse(t *testing.T) {
	s, err := New(Expert(), Setup{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var sols [4]Solution
	var wg sync.WaitGroup
	for p := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sols[p], _ = Solve(s.Rules(), nil, s.Grid(p%2), 3000)
			_, _ = s.Hints(p%2, 2)
			_ = s.View(p % 2)
		}()
	}
	wg.Wait()
	for p := range 2 {
		if sols[p].Grid != sols[p+2].Grid || sols[p].Score.Total != sols[p+2].Score.Total {
			t.Errorf("same deal, different answers: %v and %v", sols[p], sols[p+2])
		}
	}
}
