package sumoku_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
)

// standardAfter deals a standard game from seed for players seats and
// plays plies best moves (passes where nothing fits).
func standardAfter(t gametest.Failer, players int, seed uint64, plies int) sumoku.State {
	t.Helper()
	s := gametest.Must(sumoku.New(sumoku.DefaultRules(), sumoku.Setup{Players: players, Seed: seed}))
	return gametest.PlayBest(t, s, sumoku.Pass(), plies)
}

// drawn plays the best move (or the pass) and returns what every seat
// sees after it: the tiles drawn included.
func drawn(t gametest.Failer, s sumoku.State) string {
	t.Helper()
	m, err := s.BestMove()
	if err != nil {
		m = sumoku.Pass()
	}
	next := gametest.Must(s.Apply(m))
	return gametest.JSON(t, next.View(tilekit.Onlooker))
}

// TestDeterminizeProperty: the result shows every seat what the original
// shows it; its future draws vary with the seed; it depends on nothing
// but what the seat sees and the seed; it encodes, decodes and plays on.
func TestDeterminizeProperty(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 5).Draw(t, "players")
		s := standardAfter(t, players, rapid.Uint64().Draw(t, "deal"), rapid.IntRange(0, 12).Draw(t, "plies"))
		seat := rapid.IntRange(tilekit.Onlooker, players-1).Draw(t, "seat")
		s1, s2 := rapid.Uint64().Draw(t, "seed 1"), rapid.Uint64().Draw(t, "seed 2")
		d := gametest.Must(s.Determinize(seat, s1))
		gametest.SameViews(t, fmt.Sprintf("seat %d", seat), s, d)
		// d differs from s only in the bag's order: determinizing either
		// with one seed gives one State.
		e, _ := s.Determinize(seat, s2)
		dd, _ := d.Determinize(seat, s2)
		if !reflect.DeepEqual(e, dd) || drawn(t, e) != drawn(t, dd) {
			t.Fatal("the result depends on the hidden order of the bag")
		}
		// The text is the original game's, which decodes and plays on.
		text := gametest.Must(d.MarshalText())
		var back sumoku.State
		if err := back.UnmarshalText(text); err != nil {
			t.Fatal(err)
		}
		if gametest.JSON(t, back.View(seat)) != gametest.JSON(t, d.View(seat)) {
			t.Fatal("the decoded result shows the seat something else")
		}
		if !back.Over() {
			drawn(t, back)
		}
	})
}

// TestDeterminizeVaries: over seeds, the tiles drawn after a move vary.
func TestDeterminizeVaries(t *testing.T) {
	s := standardAfter(t, 2, 7, 4)
	seen := map[string]bool{}
	for seed := range uint64(8) {
		d := gametest.Must(s.Determinize(s.ToMove()[0], seed))
		seen[drawn(t, d)] = true
	}
	if len(seen) < 2 {
		t.Errorf("8 seeds drew the same tiles")
	}
	a, _ := s.Determinize(0, 3)
	b, _ := s.Determinize(0, 3)
	if drawn(t, a) != drawn(t, b) {
		t.Error("one seed drew different tiles")
	}
}

func TestDeterminizeSeats(t *testing.T) {
	s := standardAfter(t, 2, 1, 0)
	for _, seat := range []int{-2, 2, 9} {
		if _, err := s.Determinize(seat, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
	}
	if _, err := (sumoku.State{}).Determinize(0, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
		t.Errorf("zero State: %v, want ErrUnknownPlayer", err)
	}
	k, _ := tilekit.Lookup("sumoku")
	for _, preset := range []string{"standard", "spot", "speed", "team", "solo"} {
		n := 2
		if preset == "solo" {
			n = 1
		}
		g := gametest.Must(k.New(preset, make([]string, n), 5))
		d, err := g.Determinize(tilekit.Onlooker, 4)
		if err != nil {
			t.Fatalf("%s: %v", preset, err)
		}
		a, _ := json.Marshal(d.View(0))
		b, _ := json.Marshal(g.View(0))
		if string(a) != string(b) {
			t.Errorf("%s: View(0) changed", preset)
		}
	}
}
