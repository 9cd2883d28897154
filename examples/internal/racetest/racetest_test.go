package racetest

import (
	"errors"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// The registered race deals, plays and reads back through the root, with
// the seat checks the root derives from Mover.
func TestThroughTheRoot(t *testing.T) {
	k, ok := tilekit.Lookup("race")
	if !ok {
		t.Fatal("race is not registered")
	}
	g := gametest.Must(k.New("", nil, 1))
	if _, err := g.PlayAs(1, "2"); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("seat 1 out of turn: %v, want ErrNotYourTurn", err)
	}
	if _, err := g.PlayAs(0, "4"); !errors.Is(err, tilekit.ErrSyntax) {
		t.Errorf("adding 4: %v, want ErrSyntax", err)
	}
	for _, m := range []string{"3", "3", "2"} {
		g = gametest.Must(g.PlayAs(g.ToMove()[0], m))
	}
	text := gametest.Must(g.MarshalText())
	back := gametest.Must(tilekit.Decode(text))
	if string(text) != "race 3,3,2" || back.Kind() != "race" || back.View(0) != 8 || back.ToMove()[0] != 1 {
		t.Errorf("%q read back as a %s game at %v, %v to move", text, back.Kind(), back.View(0), back.ToMove())
	}
	if hs, err := back.Hints(1, 3); err != nil || len(hs) != 1 || hs[0].Move != "2" {
		t.Errorf("Hints(1, 3) = %v, %v; want adding 2", hs, err)
	}
}

// Its bots play it to the end through tilekit.NextMove at every level, and
// the kind refuses a preset it does not have and a third seat.
func TestBots(t *testing.T) {
	for l := tilekit.Easy; l <= tilekit.Expert; l++ {
		if n := gametest.PlayPresets(t, "race", l, 7, 10); n != 1 {
			t.Errorf("%d games played, want 1 (one preset, two seats)", n)
		}
	}
}
