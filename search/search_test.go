package search_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/search"
)

func TestFindsForcedWin(t *testing.T) {
	cases := []struct {
		name string
		g    tilekit.Game
		want string
	}{
		// 3 wins at once; 1 lets the other seat's 2 win.
		{"immediate", position(7, 10, []int{1, 3}, []int{2, 2}, nil), "3"},
		// 1 (to 6) wins whatever comes back, since a 3 then reaches 10;
		// 3 (to 8) loses to the other seat's 3.
		{"three plies", position(5, 10, []int{1, 3}, []int{1, 3}, nil), "1"},
		// The same with a hidden bag: the other hand is unknown, but 3 wins now.
		{"hidden", position(7, 10, []int{3, 1}, []int{2, 2}, []int{1, 2, 2, 3}), "3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for seed := range uint64(3) {
				s := search.New(search.Options{Iterations: 300, Seed: seed, Rollout: search.Random, Depth: -1})
				r := gametest.Must(s.Search(c.g, 0))
				if r.Best() != c.want {
					t.Errorf("seed %d: played %s, want %s (%+v)", seed, r.Best(), c.want, r.Moves)
				}
			}
		})
	}
}

func TestPlaysOnlyLegalMoves(t *testing.T) {
	s := search.New(search.Options{Iterations: 60, Seed: 3})
	bots := []tilekit.Bot{s, s}
	for seed := range uint64(20) {
		g := dealt(seed, 15)
		for !g.Over() {
			seat, m, err := tilekit.NextMove(g, bots)
			if err != nil {
				t.Fatal(err)
			}
			legal, _ := g.LegalMoves(seat)
			if !slices.Contains(legal, m) {
				t.Fatalf("deal %d: %q is not among %v", seed, m, legal)
			}
			if g, err = g.PlayAs(seat, m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	g := dealt(11, 15)
	var runs []search.Result
	for range 2 {
		r := gametest.Must(search.New(search.Options{Iterations: 200, Seed: 5, Workers: 2}).Search(g, 0))
		runs = append(runs, r)
	}
	if !slices.Equal(runs[0].Moves, runs[1].Moves) || runs[0].Iterations != 200 {
		t.Errorf("two searches with one seed differ:\n%+v\n%+v", runs[0], runs[1])
	}
}

func TestWaitsAndRefuses(t *testing.T) {
	g := dealt(1, 15)
	s := search.New(search.Options{Iterations: 10})
	if m, err := s.Move(g, 1); m != "" || err != nil {
		t.Errorf("seat 1 out of turn: %q, %v; want to wait", m, err)
	}
	if _, err := s.Move(unlisted{g}, 0); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("a game without LegalMoves: %v, want ErrUnsupported", err)
	}
	if _, err := s.Search(g, 1); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("Search for a seat out of turn: %v", err)
	}
}

// unlisted is a game that cannot list its moves nor suggest any.
type unlisted struct{ tilekit.Game }

func (unlisted) LegalMoves(int) ([]string, error)       { return nil, errors.ErrUnsupported }
func (unlisted) Hints(int, int) ([]tilekit.Hint, error) { return nil, errors.ErrUnsupported }

// A cap that has passed before the search begins lets no iteration run,
// not even the first: the moves come back in the game's order.
func TestMaxTimeStopsEarly(t *testing.T) {
	g := position(0, 15, []int{1, 3}, []int{2, 2}, []int{1, 2, 3, 3})
	r := gametest.Must(search.New(search.Options{Iterations: 100000, MaxTime: time.Nanosecond}).Search(g, 0))
	if r.Iterations != 0 || len(r.Moves) != 2 || r.Best() != "3" {
		t.Errorf("under a 1ns cap: %+v, want no iteration and the moves 3, 1 (the hints' order)", r)
	}
}
