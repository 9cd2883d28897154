package tilekit_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
)

// quick is a Bot that is not a ContextBot: it counts how often it is
// asked and plays the first hint.
type quick struct{ asked *int }

func (q quick) Move(g tilekit.Game, seat int) (string, error) {
	*q.asked++
	hs, err := g.Hints(seat, 1)
	if err != nil || len(hs) == 0 {
		return "", err
	}
	return hs[0].Move, nil
}

// TestNextMoveContext: every bot Kind.Bot gives is a ContextBot, and
// NextMoveContext under a context already done returns the seat to move
// with an error wrapping context.Canceled, whether that seat's bot is a
// ContextBot or not (a plain Bot is then not asked); under a live
// context, or a nil one, it plays as NextMove does.
func TestNextMoveContext(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, k := range tilekit.Kinds() {
		if k.Bot == nil {
			continue
		}
		g, err := k.New("", nil, 1)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		n := g.Players()
		bots, plain := make([]tilekit.Bot, n), make([]tilekit.Bot, n)
		asked := 0
		for i := range n {
			bots[i] = k.Bot(tilekit.Expert, uint64(i))
			plain[i] = quick{&asked}
			if _, ok := bots[i].(tilekit.ContextBot); !ok {
				t.Errorf("%s: Kind.Bot gives a %T, which is not a ContextBot", k.Name, bots[i])
			}
		}
		to := g.ToMove()
		for _, b := range [][]tilekit.Bot{bots, plain} {
			seat, move, err := tilekit.NextMoveContext(done, g, b)
			if !errors.Is(err, context.Canceled) || move != "" || seat != to[0] {
				t.Errorf("%s, %T, a context done: seat %d, %q, %v; want seat %d and context.Canceled", k.Name, b[0], seat, move, err, to[0])
			}
		}
		if asked != 0 {
			t.Errorf("%s: a plain Bot was asked %d times under a context done", k.Name, asked)
		}
		var never context.Context // nil: never done, as Background
		seat, move, err := tilekit.NextMoveContext(never, g, plain)
		if err != nil || asked != 1 {
			t.Fatalf("%s: a live context: %d, %q, %v, asked %d times", k.Name, seat, move, err, asked)
		}
		if _, err := g.PlayAs(seat, move); err != nil {
			t.Errorf("%s: the plain bot's move %q: %v", k.Name, move, err)
		}
	}
}

// plainGame is a Game that is not a ContextHinter (its method set is
// Game's alone); it counts how often its Hints is asked.
type plainGame struct {
	tilekit.Game
	asked *int
}

func (p plainGame) Hints(seat, n int) ([]tilekit.Hint, error) {
	*p.asked++
	return p.Game.Hints(seat, n)
}

// TestHintsContext: every kind's Game is a ContextHinter, and
// HintsContext under a context already done returns an empty list with
// an error wrapping context.Canceled, whether the Game is a
// ContextHinter or not (a plain Game's Hints is then not asked); under
// a live context, or a nil one, it gives what Hints gives.
func TestHintsContext(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	var never context.Context // nil: never done, as Background
	for _, k := range tilekit.Kinds() {
		if k.Hints == nil {
			continue
		}
		if k.HintsContext == nil {
			t.Errorf("%s: its engine gives Hints but not HintsContext", k.Name)
		}
		g, err := k.New("", nil, 1)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		if _, ok := g.(tilekit.ContextHinter); !ok {
			t.Errorf("%s: the Game, a %T, is not a ContextHinter", k.Name, g)
		}
		asked := 0
		plain := plainGame{g, &asked}
		seat := g.ToMove()[0]
		want, wantErr := g.Hints(seat, 3)
		for _, h := range []tilekit.Game{g, plain} {
			hs, err := tilekit.HintsContext(done, h, seat, 3)
			if !errors.Is(err, context.Canceled) || hs == nil || len(hs) != 0 {
				t.Errorf("%s, %T, a context done: %#v, %v", k.Name, h, hs, err)
			}
			for _, ctx := range []context.Context{context.Background(), never} {
				hs, err := tilekit.HintsContext(ctx, h, seat, 3)
				if diff := cmp.Diff(want, hs); diff != "" || (err == nil) != (wantErr == nil) {
					t.Errorf("%s, %T: HintsContext %v, Hints %v; hints (-Hints +HintsContext):\n%s", k.Name, h, err, wantErr, diff)
				}
			}
		}
		if asked != 2 {
			t.Errorf("%s: a plain Game's Hints was asked %d times, want 2 (once per live context)", k.Name, asked)
		}
	}
	if hs, err := tilekit.HintsContext(context.Background(), nil, 0, 1); !errors.Is(err, tilekit.ErrUnknownKind) || hs == nil {
		t.Errorf("a nil Game: %#v, %v", hs, err)
	}
}
