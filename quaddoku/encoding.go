package quaddoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
)

const textVersion = "quaddoku 1"

// MarshalText writes s as text, one field per line:
//
//	quaddoku 1
//	rules doku=10/20 valueonly=false
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
//
// The names line appears only when Setup.Names was given. The dictionary
// is "default", "common" or "custom"; a caller's own dictionary cannot be
// written, so a decoded custom state must be given it again with
// State.Attach before it accepts moves. The zero State encodes as empty
// text, and empty text decodes to it.
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return []byte{}, nil
	}
	var b strings.Builder
	r := s.rules
	b.WriteString(textVersion + "\n")
	fmt.Fprintf(&b, "rules doku=%d/%d valueonly=%t\n", r.DokuSum, r.DokuScore, r.AllowValueOnly)
	fmt.Fprintf(&b, "tiles %s\n", tiles.FormatMultiset(r.Tiles.Tiles()))
	fmt.Fprintf(&b, "start %s\n", r.Start)
	fmt.Fprintf(&b, "dictionary %s\n", s.dictKind)
	fmt.Fprintf(&b, "players %d\n", s.players)
	if s.names != nil {
		b.WriteString("names " + quoted.Join(s.names) + "\n")
	}
	fmt.Fprintf(&b, "grid %s\n", s.Grid())
	fmt.Fprintf(&b, "pile %s\n", s.pile)
	fmt.Fprintf(&b, "covered %s\n", tiles.FormatMultiset(s.covered))
	fmt.Fprintf(&b, "scores %s\n", ints(s.scores))
	fmt.Fprintf(&b, "words %s\n", ints(s.words))
	fmt.Fprintf(&b, "dokus %s\n", ints(s.dokus))
	fmt.Fprintf(&b, "turn %d turns %d passes %d\n", s.turn, s.turns, s.passes)
	return []byte(b.String()), nil
}

func ints(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}

// UnmarshalText reads the form MarshalText writes. It checks that the text
// describes a possible position (valid rules, every tile of the set either
// on the grid, in the pile or covered, words on every side when the
// dictionary is a bundled one, counters in range) and leaves s unchanged
// on error.
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	v, err := decodeState(string(text))
	if err != nil {
		return fmt.Errorf("quaddoku: %w: state: %v", ErrSyntax, err)
	}
	*s = v
	return nil
}

func decodeState(text string) (State, error) {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	i := 0
	next := func(key string) (string, error) {
		if i >= len(lines) {
			return "", fmt.Errorf("missing %q line", key)
		}
		k, rest, _ := strings.Cut(lines[i], " ")
		if k != key {
			return "", fmt.Errorf("line %d: want %q, got %q", i+1, key, lines[i])
		}
		i++
		return rest, nil
	}
	if len(lines) == 0 || lines[0] != textVersion {
		return State{}, fmt.Errorf("first line must be %q", textVersion)
	}
	i = 1
	var s State
	line, err := next("rules")
	if err != nil {
		return State{}, err
	}
	var vo string
	if _, err := fmt.Sscanf(line, "doku=%d/%d valueonly=%s", &s.rules.DokuSum, &s.rules.DokuScore, &vo); err != nil {
		return State{}, fmt.Errorf("rules: %v", err)
	}
	if s.rules.AllowValueOnly, err = strconv.ParseBool(vo); err != nil {
		return State{}, fmt.Errorf("rules: valueonly: %v", err)
	}
	if line, err = next("tiles"); err != nil {
		return State{}, err
	}
	ts, err := tiles.ParseMultiset(line)
	if err != nil {
		return State{}, fmt.Errorf("tiles: %v", err)
	}
	s.rules.Tiles = tiles.Of(ts)
	if line, err = next("start"); err != nil {
		return State{}, err
	}
	if s.rules.Start, err = ParseGrid(line); err != nil {
		return State{}, err
	}
	if err := s.rules.Validate(); err != nil {
		return State{}, err
	}
	if line, err = next("dictionary"); err != nil {
		return State{}, err
	}
	switch d, bundled := dictionary.ByName(line); {
	case line == dictionary.DefaultName:
		s.dictKind = line // kept as nil, which means Default
	case bundled:
		s.dict, s.dictKind = d, line
	case line == "custom":
		s.dictKind, s.detached = "custom", true
	default:
		return State{}, fmt.Errorf("dictionary must be default, common or custom, not %q", line)
	}
	if line, err = next("players"); err != nil {
		return State{}, err
	}
	if s.players, err = strconv.Atoi(line); err != nil || s.players < 1 || s.players > MaxPlayers {
		return State{}, fmt.Errorf("players: want 1-%d, got %q", MaxPlayers, line)
	}
	if i < len(lines) && strings.HasPrefix(lines[i], "names") {
		line, _ = next("names")
		if s.names, err = quoted.Split(line); err != nil {
			return State{}, err
		}
		if len(s.names) != s.players {
			return State{}, fmt.Errorf("names: %d names for %d players", len(s.names), s.players)
		}
	}
	if line, err = next("grid"); err != nil {
		return State{}, err
	}
	g, err := ParseGrid(line)
	if err != nil {
		return State{}, err
	}
	if err := g.check(); err != nil {
		return State{}, fmt.Errorf("grid: %v", err)
	}
	for c := range 12 {
		s.grid[c] = g[cellRow[c]][cellCol[c]]
	}
	if line, err = next("pile"); err != nil {
		return State{}, err
	}
	if err := s.pile.UnmarshalText([]byte(line)); err != nil {
		return State{}, fmt.Errorf("pile: %v", err)
	}
	if line, err = next("covered"); err != nil {
		return State{}, err
	}
	cov, err := tiles.ParseMultiset(line)
	if err != nil {
		return State{}, fmt.Errorf("covered: %v", err)
	}
	s.covered = tiles.Sort(cov)
	if len(s.covered) == 0 {
		s.covered = nil
	}
	all := slices.Concat(g.Tiles(), s.pile.Tiles(), s.covered)
	for _, t := range all {
		if err := checkTile(t); err != nil {
			return State{}, err
		}
	}
	if !tiles.Equal(all, s.rules.Tiles.Tiles()) {
		return State{}, fmt.Errorf("grid, pile and covered tiles are not the rules' tile set")
	}
	for _, f := range []struct {
		key string
		dst *[]int
	}{{"scores", &s.scores}, {"words", &s.words}, {"dokus", &s.dokus}} {
		if line, err = next(f.key); err != nil {
			return State{}, err
		}
		fs := strings.Fields(line)
		if len(fs) != s.players {
			return State{}, fmt.Errorf("%s: %d numbers for %d players", f.key, len(fs), s.players)
		}
		*f.dst = make([]int, s.players)
		for p, x := range fs {
			n, err := strconv.Atoi(x)
			if err != nil || n < 0 || n > 1<<40 {
				return State{}, fmt.Errorf("%s: bad number %q", f.key, x)
			}
			(*f.dst)[p] = n
		}
	}
	if line, err = next("turn"); err != nil {
		return State{}, err
	}
	if _, err := fmt.Sscanf(line, "%d turns %d passes %d", &s.turn, &s.turns, &s.passes); err != nil {
		return State{}, fmt.Errorf("turn: %v", err)
	}
	if s.turn < 0 || s.turn >= s.players || s.turns < 0 || s.turns > 1<<40 || s.passes < 0 || s.passes > s.players || s.passes > s.turns {
		return State{}, fmt.Errorf("turn counters out of range")
	}
	if i != len(lines) {
		return State{}, fmt.Errorf("line %d: unexpected %q", i+1, lines[i])
	}
	if !s.detached {
		for side := range Side(4) {
			if w := s.word(s.grid, side); !s.dictionary().Contains(w) {
				return State{}, fmt.Errorf("%v word %q is not a word", side, w)
			}
		}
	}
	// The canonical text must read back as itself: reject spellings that
	// would not (extra spaces, unsorted lists, leading zeros...).
	again, err := s.MarshalText()
	if err != nil {
		return State{}, err
	}
	if string(again) != strings.TrimSuffix(text, "\n")+"\n" {
		return State{}, fmt.Errorf("not in canonical form")
	}
	return s, nil
}
