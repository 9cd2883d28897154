package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
)

// A driver is a game as the terminal player needs it: the game's
// registered Kind (dealing, reading back, bots) and how to draw what a
// seat sees as text. Drawing is the only thing the program knows about
// each game.
type driver struct {
	tilekit.Kind
	draw func(w io.Writer, g tilekit.Game, seat int, c palette)
}

// drawers holds each game's text drawing, by the game's name.
var drawers = map[string]func(w io.Writer, g tilekit.Game, seat int, c palette){}

func lookup(name string) (*driver, bool) {
	k, ok := tilekit.Lookup(name)
	if !ok {
		return nil, false
	}
	draw, ok := drawers[name]
	if !ok {
		return nil, false
	}
	return &driver{k, draw}, true
}
