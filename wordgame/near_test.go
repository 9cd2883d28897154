package wordgame

import (
	"slices"
	"testing"
)

// TestAppendNear checks the replies made from a list of the opponent's
// best placements on the board before the mover's move (appendNear)
// against a search of the whole board (appendTop): the same placements
// in the same order, for each of the mover's ten best placements, an
// exchange and the pass, on self-played positions of both presets with
// one and two blanks on either rack, for lists of 1 to 96 placements
// (the short ones seldom settle the list, and the search falls back to
// the whole board). It also checks that the list settles most replies
// at the length the simulation keeps, and that a list of another rack,
// or of a board the reply's does not hold every tile of, is not used.
func TestAppendNear(t *testing.T) {
	var ps []State
	for _, rules := range []func() Rules{Classic, DefaultRules} {
		ps = append(ps, selfPlayPositions(t, rules(), 12)...)
	}
	// The opponent holds blanks too in some.
	for i, s := range ps[:len(ps):len(ps)] {
		if i%3 != 1 {
			continue
		}
		opp := 1 - int(s.turn)
		rack := []byte(s.RackLetters(opp))
		for j := 0; j < 1+i%2 && j < len(rack); j++ {
			rack[j] = '?'
		}
		if s2, err := s.withRack(opp, string(rack)); err == nil {
			ps = append(ps, s2)
		}
	}
	if testing.Short() {
		ps = ps[len(ps)-8:] // those with blanks on the opponent's rack
	}
	settled, replies := 0, 0
	for i, s := range ps {
		opp := 1 - int(s.turn)
		moves := hintsOf(s, 10)
		var tried []Move
		for _, h := range moves {
			tried = append(tried, h.Move)
		}
		if s.exchangeCount() > 0 {
			rack := s.RackLetters(int(s.turn))
			if m, err := Exchange(rack[:2]); err == nil {
				tried = append(tried, m)
			}
		}
		tried = append(tried, Pass())
		for _, L := range []int{1, 8, 32, 64, 96} {
			var near nearList
			s.nearFor(opp, L, budget{}, &near)
			if !near.OK {
				t.Fatalf("position %d: no list of %d", i, L)
			}
			for _, m := range tried {
				s2, err := s.Apply(m)
				if err != nil {
					t.Fatalf("position %d: %v: %v", i, m, err)
				}
				if s2.Over() {
					continue
				}
				want, wsp, err := s2.appendTop(nil, 32, budget{})
				if err != nil {
					t.Fatal(err)
				}
				got, gsp, err := s2.appendNear(nil, 32, budget{}, &near)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(got, want) {
					t.Fatalf("position %d (reply rack %s), list of %d, after %v: %d placements %v..., want %d %v...", i, s2.RackLetters(int(s2.turn)), L, m, len(got), got[:min(3, len(got))], len(want), want[:min(3, len(want))])
				}
				if L == 64 {
					replies++
					if gsp.steps < wsp.steps {
						settled++
					}
				}
				// A list of the other seat's rack, and one whose board has
				// a tile the reply's has not (the reply's own, after the
				// reply), are not used: the whole board is searched.
				var other nearList
				s.nearFor(int(s.turn), L, budget{}, &other)
				if got, sp, _ := s2.appendNear(nil, 32, budget{}, &other); !slices.Equal(got, want) || sp.steps != wsp.steps && s.RackLetters(int(s.turn)) != s2.RackLetters(int(s2.turn)) {
					t.Fatalf("position %d, after %v: a list of the mover's rack gives %d placements in %d steps, want %d in %d", i, m, len(got), sp.steps, len(want), wsp.steps)
				}
				if len(want) > 0 {
					s3, err := s2.Apply(want[0].Move)
					if err != nil {
						t.Fatal(err)
					}
					var after nearList
					s3.nearFor(int(s2.turn), L, budget{}, &after)
					r := s2.racks[s2.turn]
					after.Rack, after.RackLen = r.t, int(r.n)
					if got, sp, _ := s2.appendNear(nil, 32, budget{}, &after); !slices.Equal(got, want) || sp.steps != wsp.steps {
						t.Fatalf("position %d, after %v: a list of a later board gives %d placements in %d steps, want %d in %d", i, m, len(got), sp.steps, len(want), wsp.steps)
					}
				}
			}
		}
	}
	if settled*4 < replies*3 {
		t.Errorf("a list of 64 settled %d replies of %d, want three in four", settled, replies)
	}
	t.Logf("a list of 64 settled %d replies of %d", settled, replies)
}
