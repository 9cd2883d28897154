package main

import (
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
	"github.com/tilekit/tilekit/dictionary"
)

// A driver is a game as the terminal player needs it: the game's
// registered Kind (dealing, reading back, bots) and how to draw what a
// seat sees as text. Drawing is the only thing the program knows about
// each game.
type driver struct {
	tilekit.Kind
	draw func(w io.Writer, g tilekit.Game, seat int, c palette)
	// dict is the word list of -words, nil without one: games are dealt
	// and read back with it.
	dict dictionary.Dictionary
}

// drawers holds each game's text drawing, by the game's name.
var drawers = map[string]func(w io.Writer, g tilekit.Game, seat int, c palette){}

// announcers say in words what the last move was, as viewer may know it,
// for games whose notation reads poorly as a message ("1 guess CRANE");
// other games show LastMoveFor's text.
var announcers = map[string]func(g tilekit.Game, viewer int) string{}

// A format writes and reads a game in a file format of its own, chosen
// by the file name's extension (the crossword game's GCG records).
type format struct {
	ext  string
	save func(g tilekit.Game) ([]byte, error)
	load func(data []byte, d dictionary.Dictionary) (tilekit.Game, error)
}

// formats holds each game's file formats beside its text encoding.
var formats = map[string][]format{}

// save encodes g for a file called name: in a format of the game's whose
// extension name has, or else as the game's text.
func (d *driver) save(name string, g tilekit.Game) ([]byte, error) {
	for _, f := range formats[d.Name] {
		if strings.HasSuffix(name, f.ext) {
			return f.save(g)
		}
	}
	return g.MarshalText()
}

// load reads what save wrote.
func (d *driver) load(name string, data []byte) (tilekit.Game, error) {
	for _, f := range formats[d.Name] {
		if strings.HasSuffix(name, f.ext) {
			return f.load(data, d.dict)
		}
	}
	return d.Decode(data, d.dict)
}

// announce says what the last move of g was, as viewer may know it.
func (d *driver) announce(g tilekit.Game, viewer int) string {
	if a, ok := announcers[d.Name]; ok {
		return a(g, viewer)
	}
	m, _ := g.LastMoveFor(viewer)
	return m
}

func lookup(name string) (*driver, bool) {
	k, ok := tilekit.Lookup(name)
	if !ok {
		return nil, false
	}
	draw, ok := drawers[name]
	if !ok {
		return nil, false
	}
	return &driver{Kind: k, draw: draw}, true
}
