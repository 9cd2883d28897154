package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
	"github.com/tilekit/tilekit/dictionary"
)

// A driver is a game as the terminal player needs it: the game's
// registered Kind (dealing, bots, words for players) and the word list
// of -words, if any.
type driver struct {
	tilekit.Kind
	// dict is the word list of -words, nil without one: games are dealt
	// and read back with it.
	dict dictionary.Dictionary
}

// drawers holds the program's own drawing of a game, by the game's
// name, for a game it draws in colour; every other game is drawn with
// tilekit.Game.Draw.
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

// draw writes what seat sees of g: the program's colour drawing where it
// has one, else the game's own text picture, else (for a game that draws
// none) its view as JSON.
func (d *driver) draw(w io.Writer, g tilekit.Game, seat int, c palette) {
	if draw, ok := drawers[d.Name]; ok {
		draw(w, g, seat, c)
		return
	}
	fmt.Fprintln(w)
	text, err := g.Draw(seat)
	if errors.Is(err, errors.ErrUnsupported) {
		js, _ := json.MarshalIndent(g.View(seat), "", "  ")
		text, err = string(js)+"\n", nil
	}
	if err != nil {
		fmt.Fprintf(w, "cannot draw the game: %v\n", err)
		return
	}
	fmt.Fprint(w, text)
}

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

// load reads what save wrote, with the driver's word list. A game of
// another kind than the driver's is refused: the bots play this one.
func (d *driver) load(name string, data []byte) (tilekit.Game, error) {
	for _, f := range formats[d.Name] {
		if strings.HasSuffix(name, f.ext) {
			return f.load(data, d.dict)
		}
	}
	g, err := tilekit.DecodeWith(data, d.dict)
	if err != nil {
		return nil, err
	}
	if g.Kind() != d.Name {
		return nil, fmt.Errorf("%s holds a game of %s, not %s", name, g.Kind(), d.Name)
	}
	return g, nil
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
	return &driver{Kind: k}, true
}
