package search_test

import (
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/search"
)

// BenchmarkSearch times one move's search of 50 iterations with the
// default options (the best 8 hints at each node, greedy rollouts of 2
// moves) from the opening of each game the search serves: nearly all of
// it is the games' own work of determinizing and suggesting moves.
func BenchmarkSearch(b *testing.B) {
	for _, name := range []string{"wordgame", "sumoku", "quaddoku"} {
		b.Run(name, func(b *testing.B) {
			g := opening(b, name)
			s := search.New(search.Options{Iterations: 50, Seed: 1})
			for b.Loop() {
				if _, err := s.Search(g, g.ToMove()[0]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRolloutToEnd times searches whose rollouts play to the end of
// the game: the loop that drives the imagined continuations, on
// Quad*doku (a short game of real rules) and on the card toy of
// toy_test.go (where the loop is most of the cost).
func BenchmarkRolloutToEnd(b *testing.B) {
	b.Run("quaddoku", func(b *testing.B) {
		g := opening(b, "quaddoku")
		s := search.New(search.Options{Iterations: 10, Seed: 1, Depth: -1})
		for b.Loop() {
			if _, err := s.Search(g, g.ToMove()[0]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("cards", func(b *testing.B) {
		g := dealt(1, 20)
		s := search.New(search.Options{Iterations: 500, Seed: 1, Depth: -1, Rollout: search.Random})
		for b.Loop() {
			if r, err := s.Search(g, 0); err != nil || r.Iterations != 500 {
				b.Fatal(r.Iterations, err)
			}
		}
	})
}

// opening deals the default preset of the kind called name for two.
func opening(b *testing.B, name string) tilekit.Game {
	k, ok := tilekit.Lookup(name)
	if !ok {
		b.Fatalf("%s is not registered", name)
	}
	return gametest.Must(k.New("", []string{"A", "B"}, 9))
}

// BenchmarkMaxTime searches the crossword game's opening with
// Workers = Iterations = 2000 under a 100 ms cap: the time of a search
// that asks for far more than the cap allows (it used to start every
// worker's first iteration, 4.6 s). It reports the iterations run.
func BenchmarkMaxTime(b *testing.B) {
	g := opening(b, "wordgame")
	s := search.New(search.Options{Iterations: 2000, Workers: 2000, MaxTime: 100 * time.Millisecond, Seed: 1})
	its := 0
	for b.Loop() {
		r, err := s.Search(g, g.ToMove()[0])
		if err != nil {
			b.Fatal(err)
		}
		its = r.Iterations
	}
	b.ReportMetric(float64(its), "iterations")
}
