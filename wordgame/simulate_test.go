package wordgame

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit"
)

// simPosition is a Classic game after four Medium moves.
func simPosition(t *testing.T) State {
	t.Helper()
	return playBot(t, mustNew(t, Classic(), 7), tilekit.Medium, 1, 4)
}

// TestSimulateDeterministic checks that the results depend on the seed
// alone, not on the number of workers, and change with the seed.
func TestSimulateDeterministic(t *testing.T) {
	s := simPosition(t)
	opts := SimOptions{Candidates: 4, Iterations: 16, Seed: 3}
	var runs [][]SimResult
	for _, w := range []int{1, 3} {
		opts.Workers = w
		r, err := s.Simulate(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, r)
	}
	if diff := cmp.Diff(runs[0], runs[1], cmp.AllowUnexported(Move{})); diff != "" {
		t.Errorf("1 and 3 workers differ (-1 +3):\n%s", diff)
	}
	opts.Seed = 4
	other, _ := s.Simulate(context.Background(), opts)
	if cmp.Equal(runs[0], other, cmp.AllowUnexported(Move{})) {
		t.Errorf("seeds 3 and 4 give the same results")
	}
}

// TestSimulateResults checks the shape of the results: legal candidates,
// best first, intervals around the means, iterations within the budget,
// and a stopping rule that drops candidates.
func TestSimulateResults(t *testing.T) {
	s := simPosition(t)
	res, err := s.Simulate(context.Background(), SimOptions{Candidates: 6, Iterations: 48, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 6 {
		t.Fatalf("%d results, want 6", len(res))
	}
	for i, r := range res {
		if err := s.Validate(r.Move); err != nil {
			t.Errorf("%v: %v", r.Move, err)
		}
		if r.Iterations < 8 || r.Iterations > 48 {
			t.Errorf("%v: %d iterations", r.Move, r.Iterations)
		}
		if !(r.Low <= r.Spread && r.Spread <= r.High) || r.WinRate < 0 || r.WinRate > 1 {
			t.Errorf("%v: spread %v [%v, %v], win rate %v", r.Move, r.Spread, r.Low, r.High, r.WinRate)
		}
		if r.Pruned {
			if r.Iterations == 48 {
				t.Errorf("%v pruned after the whole budget", r.Move)
			}
		} else if i > 0 && r.Spread > res[i-1].Spread {
			t.Errorf("results not best first at %d", i)
		}
	}
}

// TestSimulatePrune checks the stopping rule on a made-up tally: a
// candidate whose interval lies wholly below the leader's goes, one that
// overlaps stays.
func TestSimulatePrune(t *testing.T) {
	sim := newSimulation(State{}, make([]candidate, 3), SimOptions{}.withDefaults())
	tally := func(c int, vals ...float64) {
		for _, v := range vals {
			sim.stats[c].n++
			sim.stats[c].sum += v
			sim.stats[c].sumSq += v * v
		}
	}
	tally(0, 20, 22, 18, 21, 19, 20, 22, 18) // the leader, about 20
	tally(1, 0, 2, -2, 1, -1, 0, 2, -2)      // about 0: far below
	tally(2, 15, 25, 10, 30, 20, 5, 28, 12)  // about 18, wide: overlaps
	sim.prune()
	if got := []bool{sim.stats[0].pruned, sim.stats[1].pruned, sim.stats[2].pruned}; !cmp.Equal(got, []bool{false, true, false}) {
		t.Errorf("pruned %v, want [false true false]", got)
	}
}

func TestSimulateRefusals(t *testing.T) {
	if _, err := (State{}).Simulate(context.Background(), SimOptions{}); !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State: got %v, want ErrGameOver", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := simPosition(t).Simulate(ctx, SimOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
}
