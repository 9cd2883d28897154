package sumoku

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// TestFinderContext: with a live context BestPlacementsContext and
// FindPlacementsContext find what BestPlacements and FindPlacements
// find; a context done before they start stops them at their first
// step; one cancelled while they run stops them within finderLook
// steps, with an error wrapping context.Canceled and no moves.
func TestFinderContext(t *testing.T) {
	s := midGame(t, 12)
	live := context.Background()
	if got, err := s.BestPlacementsContext(live, 5, 0); err != nil || !slices.Equal(got, s.BestPlacements(5, 0)) {
		t.Errorf("BestPlacementsContext with a live context: %v, %v; BestPlacements gives %v", got, err, s.BestPlacements(5, 0))
	}
	find := func(ctx context.Context, stopAfter int, cancel func()) ([]Move, int, error) {
		var ms []Move
		steps, err := FindPlacementsContext(ctx, s.Layout(), s.Rack(), s.Key(), false, 0, func(m Move, _ int) bool {
			if ms = append(ms, m); len(ms) == stopAfter {
				cancel()
			}
			return true
		})
		return ms, steps, err
	}
	var want []Move
	wantSteps := FindPlacements(s.Layout(), s.Rack(), s.Key(), false, 0, func(m Move, _ int) bool { want = append(want, m); return true })
	if got, steps, err := find(live, 0, nil); err != nil || steps != wantSteps || !slices.Equal(got, want) {
		t.Errorf("FindPlacementsContext with a live context: %d moves in %d steps, %v; FindPlacements: %d in %d", len(got), steps, err, len(want), wantSteps)
	}

	done, cancel := context.WithCancel(live)
	cancel()
	if got, err := s.BestPlacementsContext(done, 5, 0); len(got) != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("BestPlacementsContext with a done context: %v, %v", got, err)
	}
	if got, steps, err := find(done, 0, nil); len(got) != 0 || steps != 1 || !errors.Is(err, context.Canceled) {
		t.Errorf("FindPlacementsContext with a done context: %d moves in %d steps, %v", len(got), steps, err)
	}

	// Cancelled at the 100th move, which comes after finderLook steps or more.
	ctx, cancel := context.WithCancel(live)
	defer cancel()
	got, steps, err := find(ctx, 100, cancel)
	if !errors.Is(err, context.Canceled) || len(got) < 100 || len(got) >= len(want) {
		t.Fatalf("FindPlacementsContext cancelled at the 100th move: %d moves, %v", len(got), err)
	}
	n := 0 // the steps FindPlacements has taken at the 100th move:
	stepsAt := FindPlacements(s.Layout(), s.Rack(), s.Key(), false, 0, func(Move, int) bool { n++; return n < 100 })
	if steps-stepsAt > finderLook {
		t.Errorf("cancelled after %d steps, stopped after %d: more than %d", stepsAt, steps, finderLook)
	}
}
