package sumoku

import (
	"fmt"
	"strconv"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
)

const textVersion = "sumoku 1"

// MarshalText writes s as text: how the game began and every move since,
// one field per line:
//
//	sumoku 1
//	rules standard die=3,3,4,4,5,5 rolls=1 rack=8 hand=10 ...
//	tiles 11@red*2 21@red*2 ...
//	players 2
//	names "Ada" "Bo"
//	seed 42
//	move 0,0=R3 0,1=Y2
//	move -
//
// The names line appears only when Setup.Names was given. A game built
// by FromPosition has, instead of the seed line, "from <key>" followed by
// "layout <layout>" and "rack <tiles>". Every draw and roll follows from
// the seed, so the moves are all the text needs: decoding replays them.
// The zero State encodes as empty text, and empty text decodes to it.
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return []byte{}, nil
	}
	return s.appendText(nil, 16*s.hist.Len()), nil
}

// appendText appends s's text to dst, making room for about size bytes
// of moves first. The moves are written straight from the history, with
// no copy of it and no fmt.
func (s State) appendText(dst []byte, size int) []byte {
	w := notation.NewWriter(textVersion)
	w.Line("rules", s.rules)
	w.Line("tiles", s.rules.Tiles)
	w.Players(s.players, s.names, quoted.Join)
	if s.from != nil {
		w.Line("from", s.from.key)
		w.Line("layout", s.from.layout)
		w.Line("rack", s.from.rack)
	} else {
		w.Line("seed", s.seed)
	}
	head := w.Bytes()
	if cap(dst)-len(dst) < len(head)+size {
		dst = append(make([]byte, 0, len(dst)+len(head)+size), dst...)
	}
	dst = append(dst, head...)
	for r := range s.hist.All() {
		dst = append(dst, "move "...)
		dst = r.move().appendText(dst)
		dst = append(dst, '\n')
	}
	return dst
}

// UnmarshalText reads the form MarshalText writes, replaying its moves;
// it fails, leaving s unchanged, on text that is not in that form or a
// move the game refuses. Time and memory are linear in the text.
// A text longer than 4 MiB (notation.MaxText) is refused before it is
// read, and so is a name gamekit.CheckNames refuses (that error wraps
// ErrBadSetup too). Reading a text allocates at most about 10 bytes per
// byte of it, whatever its moves (gametest.MaxDecodeAlloc bounds it at
// 16, with 1 MiB besides): the replay lays out tiles in the State's
// own slices rather than copying the layout for every move, the pile and
// the hands are counts of each kind of tile, and the history keeps each
// move in 80 bytes. A standard game, at most a thousand moves or so on
// the largest tile set, allocates at most about half a megabyte whatever
// its text. Its time is a few steps for each tile a move draws or names
// and for each kind of tile a hand gives back, whatever the hands and
// the pile hold: at most about 40 steps for each byte of text.
func (s *State) UnmarshalText(text []byte) error {
	return notation.Unmarshal(s, text, "sumoku", ErrSyntax, decodeState)
}

// decodeState reads the text MarshalText writes: the header, the start
// of the game (a seed, or a position), then the moves, replayed.
func decodeState(text string) (State, error) {
	in := notation.NewLines(text)
	if err := in.Version(textVersion); err != nil {
		return State{}, err
	}
	rules, err := decodeRules(in)
	if err != nil {
		return State{}, err
	}
	var setup Setup
	if setup.Players, setup.Names, err = in.Players(MaxPlayers, quoted.Split); err != nil {
		return State{}, err
	}
	s, err := decodeStart(in, rules, setup)
	if err != nil {
		return State{}, err
	}
	s.owned = true
	if s, err = notation.Replay(in, s, parseMove, State.Apply); err != nil {
		return State{}, err
	}
	s.owned = false
	again := s.appendText(make([]byte, 0, len(text)), 0)
	if err := notation.Canonical(text, again); err != nil {
		return State{}, err
	}
	return s, nil
}

// decodeRules reads the rules and tiles lines.
func decodeRules(in *notation.Lines) (Rules, error) {
	line, err := in.Next("rules")
	if err != nil {
		return Rules{}, err
	}
	rules, err := parseRules(line)
	if err != nil {
		return Rules{}, err
	}
	if line, err = in.Next("tiles"); err != nil {
		return Rules{}, err
	}
	ts, err := tiles.ParseMultiset(line)
	if err != nil || len(ts) > MaxTiles {
		return Rules{}, fmt.Errorf("tiles: %s", notation.Quote(line))
	}
	rules.Tiles = tiles.Of(ts)
	return rules, nil
}

// decodeStart reads the seed line, or the from, layout and rack lines of
// a game built by FromPosition, and starts the game.
func decodeStart(in *notation.Lines, rules Rules, setup Setup) (State, error) {
	if !in.Peek("from") {
		seed, err := in.Uint("seed")
		if err != nil {
			return State{}, err
		}
		setup.Seed = seed
		return New(rules, setup)
	}
	line, _ := in.Next("from")
	key, err := strconv.Atoi(line)
	if err != nil {
		return State{}, fmt.Errorf("from: key %s", notation.Quote(line))
	}
	layout, err := in.Next("layout")
	if err != nil {
		return State{}, err
	}
	rack, err := in.Next("rack")
	if err != nil {
		return State{}, err
	}
	if setup.Players != 2 || setup.Names != nil {
		return State{}, fmt.Errorf("a game from a position has two unnamed players")
	}
	return FromPosition(rules, key, layout, rack)
}
