package sumoku

import (
	"fmt"
	"strconv"
	"strings"

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
	var b strings.Builder
	b.WriteString(textVersion + "\n")
	fmt.Fprintf(&b, "rules %s\n", s.rules)
	fmt.Fprintf(&b, "tiles %s\n", s.rules.Tiles)
	fmt.Fprintf(&b, "players %d\n", s.players)
	if s.names != nil {
		b.WriteString("names " + quoted.Join(s.names) + "\n")
	}
	if s.from != nil {
		fmt.Fprintf(&b, "from %d\nlayout %s\nrack %s\n", s.from.key, s.from.layout, s.from.rack)
	} else {
		fmt.Fprintf(&b, "seed %d\n", s.seed)
	}
	for _, m := range s.History() {
		b.WriteString("move " + m.String() + "\n")
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads the form MarshalText writes, replaying its moves;
// it fails, leaving s unchanged, on text that is not in that form or a
// move the game refuses. Time and memory are linear in the text.
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	v, err := decodeState(string(text))
	if err != nil {
		return fmt.Errorf("sumoku: %w: state: %v", ErrSyntax, err)
	}
	*s = v
	return nil
}

func decodeState(text string) (State, error) {
	in := notation.NewLines(text)
	if first, _ := in.Line(); first != textVersion {
		return State{}, fmt.Errorf("first line must be %q", textVersion)
	}
	line, err := in.Next("rules")
	if err != nil {
		return State{}, err
	}
	rules, err := parseRules(line)
	if err != nil {
		return State{}, err
	}
	if line, err = in.Next("tiles"); err != nil {
		return State{}, err
	}
	ts, err := tiles.ParseMultiset(line)
	if err != nil || len(ts) > MaxTiles {
		return State{}, fmt.Errorf("tiles: %q", clip(line))
	}
	rules.Tiles = tiles.Of(ts)
	if line, err = in.Next("players"); err != nil {
		return State{}, err
	}
	var setup Setup
	if setup.Players, err = strconv.Atoi(line); err != nil || setup.Players < 1 || setup.Players > MaxPlayers {
		return State{}, fmt.Errorf("players: want 1-%d, got %q", MaxPlayers, clip(line))
	}
	if in.Peek("names") {
		line, _ = in.Next("names")
		if setup.Names, err = quoted.Split(line); err != nil {
			return State{}, err
		}
	}
	var s State
	if in.Peek("from") {
		line, _ = in.Next("from")
		key, err := strconv.Atoi(line)
		if err != nil {
			return State{}, fmt.Errorf("from: key %q", clip(line))
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
		if s, err = FromPosition(rules, key, layout, rack); err != nil {
			return State{}, err
		}
	} else {
		if line, err = in.Next("seed"); err != nil {
			return State{}, err
		}
		if setup.Seed, err = strconv.ParseUint(line, 10, 64); err != nil {
			return State{}, fmt.Errorf("seed %q", clip(line))
		}
		if s, err = New(rules, setup); err != nil {
			return State{}, err
		}
	}
	for !in.Done() {
		mt, err := in.Next("move")
		if err != nil {
			return State{}, err
		}
		m, err := parseMove(mt)
		if err != nil {
			return State{}, fmt.Errorf("line %d: %v", in.N(), err)
		}
		if s, err = s.Apply(m); err != nil {
			return State{}, fmt.Errorf("line %d: %v", in.N(), err)
		}
	}
	// The canonical text must read back as itself.
	again, err := s.MarshalText()
	if err != nil {
		return State{}, err
	}
	if string(again) != strings.TrimSuffix(text, "\n")+"\n" {
		return State{}, fmt.Errorf("not in canonical form")
	}
	return s, nil
}
