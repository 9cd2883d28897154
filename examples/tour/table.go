package main

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit"
)

// deal deals a game of the registered kind called kind, under preset
// ("" is the kind's default), for names from seed: how any program that
// serves games by name starts one.
func deal(kind, preset string, names []string, seed uint64) (tilekit.Game, error) {
	k, ok := tilekit.Lookup(kind)
	if !ok {
		return nil, fmt.Errorf("no game called %q is registered", kind)
	}
	return k.New(preset, names, seed)
}

// A step is one thing that happened while a game was played out: Seat
// played Move or, when Seat is tilekit.Onlooker, the timed period Move
// ran out. Before and After are the game on either side of it.
type step struct {
	Before, After tilekit.Game
	Seat          int
	Move          string
}

// playOut plays g to its end the way a server plays any game, with
// bots[i] at seat i: tilekit.NextMove says who moves and what, and PlayAs
// plays it. When every seat to move waits (each has done what it means
// to do in a timed round), nothing happens until the round's timer runs
// out, so the tour lets it run out at once: it expires the current
// period with Game.Expire, as a server does when its timer fires. show
// sees every step as it happens.
func playOut(g tilekit.Game, bots []tilekit.Bot, show func(step) error) (tilekit.Game, error) {
	for !g.Over() {
		st := step{Before: g}
		var err error
		st.Seat, st.Move, err = tilekit.NextMove(g, bots)
		switch {
		case errors.Is(err, tilekit.ErrNoMove):
			period, _ := g.Clock()
			if period == "" {
				return g, err // a seat waits for nothing: a bot's mistake
			}
			st.Seat, st.Move = tilekit.Onlooker, period
			st.After, err = g.Expire(period)
		case err == nil:
			st.After, err = g.PlayAs(st.Seat, st.Move)
		}
		if err != nil {
			return g, err
		}
		if err := show(st); err != nil {
			return g, err
		}
		g = st.After
	}
	return g, nil
}
