package toygame_test

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/internal/toygame"
	"github.com/tilekit/tilekit/internal/gametest"
	"pgregory.net/rapid"
)

// The toy keeps the promises every game keeps: the conformance suite
// plays it, with its secrets and its clock.
func TestConformance(t *testing.T) {
	gametest.Run(t, gametest.Game[toygame.State, toygame.Move, toygame.View]{
		New: func(uint64) (toygame.State, error) { return toygame.New(), nil },
		Moves: func(t *rapid.T, s toygame.State) []toygame.Move {
			var out []toygame.Move
			for seat := range 2 {
				for _, l := range []byte("AEIXYZ") {
					out = append(out, toygame.Move{Seat: seat, Letter: l})
				}
				out = append(out, toygame.Move{Seat: seat, Done: true}, toygame.Move{Seat: seat, TimeUp: true})
			}
			return out
		},
		Errors: []error{tilekit.ErrGameOver, tilekit.ErrBadMove, tilekit.ErrNotHeld, tilekit.ErrNotYourTurn},
		Kind:   "toy",
		Hidden: func(s toygame.State, seat int) []string {
			other := toygame.Racks[1-seat&1]
			var out []string
			for i := range other {
				out = append(out, string(rune('0'+1-seat&1))+" "+other[i:i+1])
			}
			return out
		},
		Periods: func(s toygame.State) int { return s.View(tilekit.Onlooker).Round },
	})
}

// The clock ends a round with a timeup for each seat still playing, once:
// a late call for the same period changes nothing.
func TestExpire(t *testing.T) {
	k, _ := tilekit.Lookup("toy")
	g, err := k.New("", nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g, err = g.PlayAs(0, "A"); err != nil {
		t.Fatal(err)
	}
	period, length := g.Clock()
	if period != "round 1" || length != toygame.Round {
		t.Fatalf("Clock() = %q, %v", period, length)
	}
	if _, err := g.PlayAs(1, "1 timeup"); err == nil {
		t.Fatal("a seat sent the clock's timeup")
	}
	g, err = g.Expire(period)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(g.HistoryFor(1), ", "); got != "0 ?, 0 timeup, 1 timeup" {
		t.Fatalf("Bob's history after the clock: %s", got)
	}
	again, err := g.Expire(period)
	if err != nil || len(again.History()) != 3 {
		t.Fatalf("a late Expire played on: %v %v", again.History(), err)
	}
	if now, _ := g.Clock(); now != "round 2" || len(g.ToMove()) != 2 {
		t.Fatalf("after round 1: period %q, to move %v", now, g.ToMove())
	}
}
