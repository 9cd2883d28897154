package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
)

// A driver is what the game loop needs to know about one game beyond
// tilekit.Game: how to start it, draw it, read a person's shorthand, and
// move for the bots. Seat 0 is always the person at the keyboard.
type driver struct {
	name  string
	about string // one line, shown when the game starts
	help  string // the notation, with examples

	// presets maps -rules names to what start passes on; the first entry
	// of presetOrder is the default.
	presetOrder []string

	// start deals a new game for o (o.rules is a preset name or "").
	start func(o options) (tilekit.Game, error)
	// load reads a game saved with save (name is the file's name).
	load func(name string, data []byte) (tilekit.Game, error)
	// save writes g for load (name is the file's name).
	save func(name string, g tilekit.Game) ([]byte, error)
	// draw writes what seat sees.
	draw func(w io.Writer, g tilekit.Game, seat int, c palette)
	// expand turns what the person typed into the game's notation (for
	// example adding their seat number); nil keeps the text as typed.
	expand func(g tilekit.Game, seat int, text string) string
	// bot chooses a move, in notation, for a bot seat that may move.
	bot func(g tilekit.Game, seat int) (string, error)
	// hint suggests moves for the person, one per line.
	hint func(g tilekit.Game, seat int) (string, error)
	// score describes what move would earn, before it is played ("" when
	// the game has nothing to say).
	score func(g tilekit.Game, move string) string
	// idle is the move the program itself applies when nobody may move
	// but the game is not over (all players finished a round), or when the
	// clock runs out; "" when there is none.
	idle func(g tilekit.Game) string
	// clock gives the length of the current timed period (0: untimed)
	// and a key that changes when a new period starts (a round, a row).
	clock func(g tilekit.Game, o options) (key string, length time.Duration)
	// result describes the finished game.
	result func(g tilekit.Game) string
	// detail is the player-facing part of one of the game's errors.
	detail func(err error) string
}

func (d *driver) presetNames() []string { return slices.Clone(d.presetOrder) }

var drivers = map[string]*driver{}

func register(d *driver) { drivers[d.name] = d }

// detailOf returns the Detail of the first error of type E in err's chain,
// or err's whole message when there is none.
func detailOf[E error](err error, detail func(E) string) string {
	var e E
	if errors.As(err, &e) {
		if s := detail(e); s != "" {
			return s
		}
	}
	return err.Error()
}

// presetError names the presets a game knows.
func presetError(d *driver, name string) error {
	return fmt.Errorf("%s has no rules preset %q (choose one of %s)", d.name, name, strings.Join(d.presetOrder, ", "))
}
