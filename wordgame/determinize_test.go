package wordgame

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"pgregory.net/rapid"
)

// drawPosition plays a random number of plies of a random game: mostly
// one of the five best placements, sometimes an exchange or a pass, so
// that the history holds every kind of move.
func drawPosition(t *rapid.T) State {
	rules := DefaultRules()
	if rapid.Bool().Draw(t, "classic") {
		rules = Classic()
	}
	players := rapid.IntRange(2, 3).Draw(t, "players")
	s, err := New(rules, Setup{Players: players, Seed: rapid.Uint64().Draw(t, "deal")})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play"), 1))
	return gametest.PlayFrom(t, s, rapid.IntRange(0, 14).Draw(t, "plies"), func(s State, _ int) (Move, error) {
		m := Pass()
		if top, _ := s.topMoves(5); len(top) > 0 {
			m = top[rng.IntN(len(top))].Move
		}
		if k := rng.IntN(10); k == 0 {
			m = s.fallback()
		} else if k == 1 {
			m = Pass()
		}
		return m, nil
	})
}

// drawDeal draws a position and a seat (-1 the onlooker) and deals the
// position again for that seat with a drawn seed.
func drawDeal(t *rapid.T) (s State, seat int, dealt State) {
	s = drawPosition(t)
	seat = rapid.IntRange(-1, s.Players()-1).Draw(t, "seat")
	dealt, err := s.Determinize(seat, rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	return s, seat, dealt
}

// hiddenPart is what Determinize may change for seat: the other racks,
// the bag's drawing order and the hidden parts of the history.
func hiddenPart(s State, seat int) string {
	var out []byte
	for p := range s.Players() {
		if p != seat {
			out = append(out, s.RackLetters(p)...)
			out = append(out, '/')
		}
	}
	_, drawn := s.bag.DrawUpTo(s.bag.Len()) // the order the bag would deal
	for _, t := range drawn {
		out = append(out, tileLetter(t))
	}
	return string(out)
}

// TestDeterminizeKeepsView checks the defining property: View(seat) of the
// result is JSON-equal to the original's, the history as seat knows it
// (tilekit.Game's HistoryFor, through Mask) too, seat's own
// rack is untouched, the tiles are conserved, and the result encodes,
// decodes and plays on.
func TestDeterminizeKeepsView(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s, seat, d := drawDeal(t)
		if a, b := gametest.JSON(t, s.View(seat)), gametest.JSON(t, d.View(seat)); a != b {
			t.Fatalf("View(%d) changed:\n%s\n%s", seat, a, b)
		}
		for p := -1; p < s.Players(); p++ {
			if p != seat && p != -1 {
				continue
			}
			a, _ := json.Marshal(wrap(s).HistoryFor(p))
			b, _ := json.Marshal(wrap(d).HistoryFor(p))
			if string(a) != string(b) {
				t.Fatalf("HistoryFor(%d) changed:\n%s\n%s", p, a, b)
			}
		}
		if seat >= 0 && s.RackLetters(seat) != d.RackLetters(seat) {
			t.Fatalf("own rack %s became %s", s.RackLetters(seat), d.RackLetters(seat))
		}
		if !slices.Equal(tilesNoLetter(s.AllTiles()), tilesNoLetter(d.AllTiles())) {
			t.Fatalf("tiles not conserved")
		}
		back := readBack(t, d)
		if !back.Over() {
			m := back.fallback()
			if top, _ := back.topMoves(1); len(top) > 0 {
				m = top[0].Move
			}
			if _, err := back.Apply(m); err != nil {
				t.Fatalf("the decoded result does not play on: %v", err)
			}
		}
	})
}

// TestDeterminizeVaries checks that over seeds the hidden parts change
// whenever anything is hidden, and never otherwise.
func TestDeterminizeVaries(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t)
		seat := rapid.IntRange(-1, s.Players()-1).Draw(t, "seat")
		seen := map[string]bool{}
		for seed := range uint64(8) {
			d, err := s.Determinize(seat, seed)
			if err != nil {
				t.Fatal(err)
			}
			seen[hiddenPart(d, seat)] = true
		}
		if len(s.unseenLetters(seat)) > 1 && len(seen) < 2 {
			t.Fatalf("8 seeds gave one deal of %d unseen tiles", len(s.unseenLetters(seat)))
		}
	})
}

// TestDeterminizeReadsNoSecrets checks that two States differing only in
// what seat cannot see (the same position dealt again for seat) give the
// identical State for the same seed, encoding included.
func TestDeterminizeReadsNoSecrets(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s, seat, other := drawDeal(t)
		seed := rapid.Uint64().Draw(t, "seed")
		a, _ := s.Determinize(seat, seed)
		b, _ := other.Determinize(seat, seed)
		ta, _ := a.MarshalText()
		tb, _ := b.MarshalText()
		if string(ta) != string(tb) {
			t.Fatalf("seat %d: results differ:\n%s\n%s", seat, ta, tb)
		}
	})
}

func TestDeterminizeRefusesSeats(t *testing.T) {
	s := mustNew(t, Classic(), 1)
	for _, seat := range []int{-2, 2, 5} {
		if _, err := s.Determinize(seat, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("seat %d: got %v, want ErrUnknownPlayer", seat, err)
		}
	}
	if _, err := (State{}).Determinize(0, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
		t.Errorf("zero State: got %v, want ErrUnknownPlayer", err)
	}
}

// TestDeterminizeKnowing draws known tiles for the seats seat cannot
// see, out of their real racks, and checks that each such seat is dealt
// them, that the view and the tiles are kept as Determinize keeps them,
// and that knowing nothing is Determinize.
func TestDeterminizeKnowing(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t)
		seat := rapid.IntRange(-1, s.Players()-1).Draw(t, "seat")
		seed := rapid.Uint64().Draw(t, "seed")
		known := make([]string, s.Players())
		for p := range known {
			if p == seat {
				continue
			}
			r := s.RackLetters(p)
			known[p] = r[:rapid.IntRange(0, len(r)).Draw(t, "known")]
		}
		d, err := s.DeterminizeKnowing(seat, seed, known)
		if err != nil {
			t.Fatalf("known %q: %v", known, err)
		}
		for p, k := range known {
			if got := d.RackLetters(p); len(got) != len(s.RackLetters(p)) || !holdsLetters(got, k) {
				t.Fatalf("seat %d knows %q of seat %d, which is dealt %s (had %s)", seat, k, p, got, s.RackLetters(p))
			}
		}
		if a, b := gametest.JSON(t, s.View(seat)), gametest.JSON(t, d.View(seat)); a != b {
			t.Fatalf("View(%d) changed:\n%s\n%s", seat, a, b)
		}
		if !slices.Equal(tilesNoLetter(s.AllTiles()), tilesNoLetter(d.AllTiles())) {
			t.Fatalf("tiles not conserved")
		}
		a, _ := s.Determinize(seat, seed)
		b, _ := s.DeterminizeKnowing(seat, seed, make([]string, s.Players()))
		ta, _ := a.MarshalText()
		tb, _ := b.MarshalText()
		if string(ta) != string(tb) {
			t.Fatalf("knowing nothing is not Determinize:\n%s\n%s", ta, tb)
		}
	})
}

// holdsLetters reports whether rack (RackLetters' form, one byte a tile
// in English) holds every tile of sub.
func holdsLetters(rack, sub string) bool {
	left := []byte(rack)
	for i := 0; i < len(sub); i++ {
		j := slices.Index(left, sub[i])
		if j < 0 {
			return false
		}
		left = slices.Delete(left, j, j+1)
	}
	return true
}

func TestDeterminizeKnowingRefuses(t *testing.T) {
	s := mustNew(t, Classic(), 1)
	own, other := s.RackLetters(0), s.RackLetters(1)
	for _, c := range []struct {
		name  string
		known []string
	}{
		{"seat's own rack", []string{own[:1], ""}},
		{"more seats than play", []string{"", "", "A"}},
		{"more tiles than the rack", []string{"", other + "E"}},
		{"not a tile", []string{"", "A1"}},
		{"nine Z", []string{"", "ZZ"}},
	} {
		if _, err := s.DeterminizeKnowing(0, 1, c.known); !errors.Is(err, ErrBadSetup) {
			t.Errorf("%s (%q): got %v, want ErrBadSetup", c.name, c.known, err)
		} else {
			t.Logf("%s: %v", c.name, err)
		}
	}
}
