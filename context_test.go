package tilekit_test

import (
	"context"
	"errors"
	"testing"

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
