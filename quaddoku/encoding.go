package quaddoku

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
)

// textVersion is the text form's first line. Version 2, which had no
// freepass field because every pass was free, is still read: as a game
// with free passing.
const (
	textVersion = "quaddoku 3"
	oldVersion  = "quaddoku 2"
)

// MarshalText writes s as text, one field per line:
//
//	quaddoku 3
//	rules doku=10/20 valueonly=false freepass=false
//	tiles A2*2 A3*5 B2 B3 ...
//	start B2 E2 A3 T3 / A3 .. .. A3 / T3 .. .. K2 / H2 A3 R3 E2
//	dictionary default
//	players 2
//	names "Ann" "Bob"
//	grid M3 E2 L2 T3 / O3 .. .. U1 / O2 .. .. B3 / N2 A3 P2 S3
//	pile 5f0c8e8a6d2b4a1c9e7f3b2d1a0c4e6f A2*2 A3*5 ...
//	covered A3*2 B2 E2 ...
//	scores 109 22
//	words 6 2
//	dokus 5 0
//	turn 1 turns 3 passes 0
//	moves 02=E3 13=U1 23=B3, 00=M3 10=O3, -
//
// The names line appears only when Setup.Names was given. The dictionary
// is "default", "common" or "custom"; a caller's own dictionary cannot be
// written, so a decoded custom state must be given it again with
// State.Attach before it accepts moves. The moves line lists the history,
// separated by commas; the lines before it are what the moves lead to,
// written out for readers. The zero State encodes as empty text, and
// empty text decodes to it. The text, which encoding/json writes as the
// State's JSON too, is the State's exact and complete encoding, for
// servers and saved games.
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return []byte{}, nil
	}
	r := s.rules
	w := notation.NewWriter(textVersion)
	w.Linef("rules", "doku=%d/%d valueonly=%t freepass=%t", r.DokuSum, r.DokuScore, r.AllowValueOnly, r.FreePass)
	w.Line("tiles", tiles.FormatMultiset(r.Tiles.Tiles()))
	w.Line("start", r.Start)
	w.Line("dictionary", s.dictKind)
	w.Players(s.players, s.names, quoted.Join)
	w.Line("grid", s.Grid())
	w.Line("pile", tiles.NewBag(s.pile.tiles(), 0).WithRand(s.rng))
	w.Line("covered", tiles.FormatMultiset(s.covered.tiles()))
	w.Line("scores", notation.Ints(s.scores))
	w.Line("words", notation.Ints(s.words))
	w.Line("dokus", notation.Ints(s.dokus))
	w.Linef("turn", "%d turns %d passes %d", s.turn, s.Turns(), s.passes)
	w.List("moves", s.moveTexts, ", ")
	return w.Bytes(), nil
}

// moveTexts yields the history's moves as text, a pass as "-", in the
// order they were made.
func (s State) moveTexts(yield func(string) bool) {
	for _, e := range s.hist.Slice() {
		for range e.passes {
			if !yield("-") {
				return
			}
		}
		if !yield(e.m.String()) {
			return
		}
	}
	for range s.passes {
		if !yield("-") {
			return
		}
	}
}

// UnmarshalText reads the form MarshalText writes (and version 2 of it,
// whose games all passed freely). It checks the first line before
// anything else, then sets the game up from the rules and
// players and replays the moves line through Apply, so a decoded State
// is always one the rules can reach; the other lines must be what the
// moves lead to, written exactly as MarshalText writes them. A custom
// dictionary's words cannot be checked: a custom state's moves are
// replayed without word checks and the State comes back detached (see
// Attach). Time and memory are linear in the input. On error s is left
// unchanged.
// A text longer than 4 MiB is refused before it is read, and so is a
// name gamekit.CheckNames refuses (that error wraps ErrBadSetup too).
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	if err := notation.CheckSize(len(text)); err != nil {
		return fmt.Errorf("quaddoku: %w: state: %v", ErrSyntax, err)
	}
	old := bytes.HasPrefix(text, []byte(oldVersion+"\n"))
	if !old && !bytes.HasPrefix(text, []byte(textVersion+"\n")) {
		first, _, _ := bytes.Cut(text, []byte("\n"))
		return fmt.Errorf("quaddoku: %w: state: the first line must be %q, not %s", ErrSyntax, textVersion, notation.Quote(string(first)))
	}
	v, err := decodeState(string(text), old)
	if err != nil {
		return fmt.Errorf("quaddoku: %w: state: %w", ErrSyntax, err)
	}
	*s = v
	return nil
}

// decodeState reads text, whose first line UnmarshalText has checked; old
// reports version 2, read as a game with free passing.
func decodeState(text string, old bool) (State, error) {
	in := notation.NewLines(text)
	in.Line() // the header, which UnmarshalText checked
	rules, err := decodeRules(in, old)
	if err != nil {
		return State{}, err
	}
	var setup Setup
	d, custom, err := notation.Dictionary(in, dictionary.ByName)
	if err != nil {
		return State{}, err
	}
	setup.Dictionary = d
	if custom {
		// Replay without word checks; the State comes back detached.
		setup.Dictionary = dictionary.Func(func(string) bool { return true })
	}
	if setup.Players, setup.Names, err = in.Players(MaxPlayers, quoted.Split); err != nil {
		return State{}, err
	}
	rng, moves, err := decodePosition(in)
	if err != nil {
		return State{}, err
	}
	s, err := New(rules, setup)
	if err != nil {
		return State{}, err
	}
	s.rng = rng
	if s, err = replay(s, moves, custom); err != nil {
		return State{}, err
	}
	if custom {
		s.dict, s.dictKind, s.detached = nil, "custom", true
	}
	// Every line must be exactly what the replay gives (in version 2, the
	// first two lines as version 2 wrote them).
	again, _ := s.MarshalText()
	if old {
		again = bytes.Replace(again, []byte(textVersion+"\n"), []byte(oldVersion+"\n"), 1)
		again = bytes.Replace(again, []byte(" freepass=true\n"), []byte("\n"), 1)
	}
	if err := notation.Canonical(text, again); err != nil {
		return State{}, err
	}
	return s, nil
}

// decodeRules reads the rules, tiles and start lines.
func decodeRules(in *notation.Lines, old bool) (Rules, error) {
	line, err := in.Next("rules")
	if err != nil {
		return Rules{}, err
	}
	rules, err := parseRulesLine(line, old)
	if err != nil {
		return Rules{}, fmt.Errorf("rules: %v", err)
	}
	ts, err := notation.Parse(in, "tiles", tiles.ParseMultiset)
	if err != nil {
		return Rules{}, err
	}
	rules.Tiles = tiles.Of(ts)
	if line, err = in.Next("start"); err != nil {
		return Rules{}, err
	}
	if rules.Start, err = ParseGrid(line); err != nil {
		return Rules{}, err
	}
	return rules, rules.Validate()
}

// decodePosition reads the position lines, which the replay must give
// again, keeping only the pile's generator state from them, and the
// moves line, which must be the last.
func decodePosition(in *notation.Lines) (tiles.Rand, string, error) {
	var pile tiles.Bag
	for _, key := range []string{"grid", "pile", "covered", "scores", "words", "dokus", "turn"} {
		line, err := in.Next(key)
		if err != nil {
			return tiles.Rand{}, "", err
		}
		if key == "pile" {
			if err := pile.UnmarshalText([]byte(line)); err != nil {
				return tiles.Rand{}, "", fmt.Errorf("pile: %v", err)
			}
		}
	}
	moves, err := in.Next("moves")
	if err != nil {
		return tiles.Rand{}, "", err
	}
	if extra, ok := in.Line(); ok {
		return tiles.Rand{}, "", fmt.Errorf("line %d: unexpected %s after the moves", in.N(), notation.Quote(extra))
	}
	return pile.Rand(), moves, nil
}

// replay plays the moves of a moves line, separated by ", ", on s, which
// New has just made. With custom set the replay cannot tell whether a
// turn was possible when a player passed: it trusts the record.
func replay(s State, moves string, custom bool) (State, error) {
	s.trustPasses = custom
	for i := 1; moves != ""; i++ {
		var mt string
		mt, moves, _ = strings.Cut(moves, ", ")
		m, err := parseMove(mt)
		if err != nil {
			return State{}, fmt.Errorf("move %d: %v", i, err)
		}
		// New made s's counters and no other State sees them: play
		// may write them in place.
		sc, g, merr := s.check(m)
		if merr != nil {
			return State{}, fmt.Errorf("move %d: %v", i, merr)
		}
		s = s.play(m, sc, g, true)
	}
	s.trustPasses = false
	return s, nil
}

// parseRulesLine reads the rules line's fields, "doku=10/20
// valueonly=false freepass=false" (version 2 has no freepass field and
// always passes freely). An error quotes at most a short piece of line.
func parseRulesLine(line string, old bool) (Rules, error) {
	var r Rules
	keys := []string{"doku", "valueonly", "freepass"}
	if old {
		keys = keys[:2]
		r.FreePass = true
	}
	vals, err := notation.Values(line, keys...)
	if err != nil {
		return Rules{}, err
	}
	for i, v := range vals {
		k := keys[i]
		switch k {
		case "doku":
			sum, score, _ := strings.Cut(v, "/")
			if r.DokuSum, err = dokuNumber(sum); err == nil {
				r.DokuScore, err = dokuNumber(score)
			}
		case "valueonly":
			r.AllowValueOnly, err = parseFlag(v)
		case "freepass":
			r.FreePass, err = parseFlag(v)
		}
		if err != nil {
			return Rules{}, fmt.Errorf("%s: %v", k, err)
		}
	}
	return r, nil
}

// dokuNumber reads a doku sum or score, 0–MaxDoku in decimal digits.
func dokuNumber(s string) (int, error) {
	n := 0
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%s is not a number", notation.Quote(s))
		}
		if n = n*10 + int(s[i]-'0'); n > MaxDoku {
			return 0, fmt.Errorf("%s is above %d", notation.Quote(s), MaxDoku)
		}
	}
	if s == "" || len(s) > 1 && s[0] == '0' {
		return 0, fmt.Errorf("%s is not a number written plainly", notation.Quote(s))
	}
	return n, nil
}

// parseFlag reads true or false.
func parseFlag(s string) (bool, error) {
	switch s {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("want true or false, not %s", notation.Quote(s))
}
