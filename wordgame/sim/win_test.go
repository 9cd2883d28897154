package sim

import (
	"context"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
)

// TestWinCurves checks the fitted table: every curve rises with the lead
// and is even at a small positive lead (the opponent moves next); while
// the bag holds tiles, more unseen tiles mean a flatter curve (more luck
// to come); and once the bag is empty a lead of 60 points all but wins.
func TestWinCurves(t *testing.T) {
	for u, c := range winCurves {
		if !(c.scale > 0) || c.mid < 0 || c.mid > 40 {
			t.Errorf("%d unseen: midpoint %v, scale %v", u, c.mid, c.scale)
		}
		if got := winChance(c.mid, u); math.Abs(got-0.5) > 1e-12 {
			t.Errorf("%d unseen: chance %v at the midpoint", u, got)
		}
		for lead := -300.0; lead < 300; lead += 10 {
			if lo, hi := winChance(lead, u), winChance(lead+10, u); !(lo <= hi) || lo < 0 || hi > 1 {
				t.Errorf("%d unseen: chance %v at %v, %v at %v", u, lo, lead, hi, lead+10)
			}
		}
		if u > 8 && c.scale < winCurves[u-1].scale {
			t.Errorf("%d unseen: scale %v below %d's %v", u, c.scale, u-1, winCurves[u-1].scale)
		}
	}
	for u := 1; u < 7; u++ {
		if got := winChance(60, u); got < 0.95 {
			t.Errorf("bag empty, %d unseen: a lead of 60 wins %.3f of the time", u, got)
		}
	}
	if a, b := winChance(40, 7), winChance(40, 90); a <= b {
		t.Errorf("a lead of 40 wins %.3f with the bag empty, %.3f after the first move", a, b)
	}
	if got := winChance(0, -5); got != winChance(0, 0) {
		t.Errorf("a negative count reads %v", got)
	}
	if got := winChance(0, 1000); got != winChance(0, len(winCurves)-1) {
		t.Errorf("a count past the table reads %v", got)
	}
}

// TestOutcomeSeats checks that in a two-player game the seats' chances
// of winning add up to one, whoever is to move and whether or not the
// game is over, and that a finished game gives its result.
func TestOutcomeSeats(t *testing.T) {
	for _, r := range []wordgame.Rules{wordgame.Classic(), wordgame.DefaultRules()} {
		s, err := wordgame.New(r, wordgame.Setup{Players: 2, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		for moves := 0; ; moves++ {
			v0, w0 := outcome(s, 0)
			v1, w1 := outcome(s, 1)
			if math.Abs(w0+w1-1) > 1e-9 || w0 < 0 || w0 > 1 {
				t.Fatalf("move %d: chances %v and %v", moves, w0, w1)
			}
			if math.Abs(v0+v1) > 1e-9 {
				t.Fatalf("move %d: valuations %v and %v", moves, v0, v1)
			}
			if s.Over() {
				sc := s.Scores()
				want := 0.5
				if sc[0] != sc[1] {
					want = map[bool]float64{true: 1, false: 0}[sc[0] > sc[1]]
				}
				if w0 != want {
					t.Errorf("game over at %v: chance %v, want %v", sc, w0, want)
				}
				break
			}
			m, err := wgtest.Best(s)
			if err != nil {
				t.Fatal(err)
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSimulateWins checks that Options.Wins changes only the order:
// with no candidate dropped, the same seed gives every candidate the same
// record, now best first by chance of winning; the reference's win edge
// is 0, and each candidate's is its chance minus the reference's.
func TestSimulateWins(t *testing.T) {
	for i, s := range wgtest.Midgame(t)[:2] {
		opts := Options{Candidates: 5, Iterations: 24, Seed: 7, Z: 1e6}
		bySpread, err := Simulate(context.Background(), s, opts)
		if err != nil {
			t.Fatal(err)
		}
		opts.Wins = true
		byWins, err := Simulate(context.Background(), s, opts)
		if err != nil {
			t.Fatal(err)
		}
		key := func(a, b Result) bool { return a.Move.String() < b.Move.String() }
		same := cmp.Comparer(func(a, b wordgame.Move) bool { return a == b })
		if diff := cmp.Diff(bySpread, byWins, same, cmpopts.SortSlices(key)); diff != "" {
			t.Errorf("position %d: Wins changes the records (-spread +wins):\n%s", i, diff)
		}
		ref := -1
		for k, r := range byWins {
			if k > 0 && r.WinRate > byWins[k-1].WinRate {
				t.Errorf("position %d: not best first by chance at %d: %v then %v", i, k, byWins[k-1].WinRate, r.WinRate)
			}
			if !(r.WinLow <= r.WinRate && r.WinRate <= r.WinHigh) || r.WinRate < 0 || r.WinRate > 1 {
				t.Errorf("position %d, %v: chance %v [%v, %v]", i, r.Move, r.WinRate, r.WinLow, r.WinHigh)
			}
			if r.Edge == 0 && r.EdgeHigh == 0 {
				ref = k
			}
		}
		if ref < 0 {
			t.Fatalf("position %d: no reference among %+v", i, byWins)
		}
		for _, r := range byWins {
			if d := r.WinRate - byWins[ref].WinRate; math.Abs(r.WinEdge-d) > 1e-9 {
				t.Errorf("position %d, %v: win edge %v, chances differ by %v", i, r.Move, r.WinEdge, d)
			}
		}
		if r := byWins[ref]; r.WinEdge != 0 || r.WinEdgeLow != 0 || r.WinEdgeHigh != 0 {
			t.Errorf("position %d: the reference's win edge is %v [%v, %v]", i, r.WinEdge, r.WinEdgeLow, r.WinEdgeHigh)
		}
	}
}

// TestSimulatePruneWins checks that with Options.Wins the stopping rule
// and the order of the results read the chances of winning, not the
// spreads.
func TestSimulatePruneWins(t *testing.T) {
	sim := newSimulation(wordgame.State{}, make([]candidate, 2), Options{Wins: true}.withDefaults())
	for k := range 8 {
		// Candidate 0 gains more points; candidate 1 wins more often.
		tally := func(c int, v, w float64) {
			st := &sim.stats[c]
			st.n++
			st.sum += v
			st.sumSq += v * v
			st.wins += w
			st.winsSq += w * w
		}
		tally(0, 60+float64(k%2), 0.40+0.01*float64(k%2))
		tally(1, 20+float64(k%2), 0.80+0.01*float64(k%2))
	}
	sim.cands[0].score, sim.cands[1].score = 60, 20
	if res := sim.results(); res[0].Score != 20 || res[0].WinRate < res[1].WinRate || res[0].Spread > res[1].Spread {
		t.Errorf("results not best first by chance: %+v", res)
	}
	sim.prune()
	if sim.stats[1].pruned || !sim.stats[0].pruned {
		t.Errorf("pruned %v and %v, want the more points dropped", sim.stats[0].pruned, sim.stats[1].pruned)
	}
}
