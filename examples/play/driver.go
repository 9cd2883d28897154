package main

import (
	"io"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/internal/games"
)

// A driver is a game as the terminal player needs it: the game's Kind
// (dealing, bots, hints, previews; shared with the web front end) and how
// to draw what a seat sees as text.
type driver struct {
	*games.Kind
	draw func(w io.Writer, g tilekit.Game, seat int, c palette)
}

// drawers holds each game's text drawing, by the game's name.
var drawers = map[string]func(w io.Writer, g tilekit.Game, seat int, c palette){}

func lookup(name string) (*driver, bool) {
	k, ok := games.ByName(name)
	if !ok {
		return nil, false
	}
	draw, ok := drawers[name]
	if !ok {
		return nil, false
	}
	return &driver{k, draw}, true
}
