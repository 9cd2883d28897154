package wordoku

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
)

const textVersion = "wordoku 1"

// MarshalText writes s as text: the rules and setup, the scores of the
// finished rounds, and every move, one per line:
//
//	wordoku 1
//	rules size=4 minword=3 rounds=3 time=5m0s balance=true
//	tiles A1@clove*3 A1@star*3 ...
//	dictionary default
//	seed 42
//	players 2
//	names "Ann" "Bob"
//	scores 1 24 30
//	move 0 arrange C.c A.s T.q S.o / ...
//	move endround 1
//
// A game is its setup and its moves (every deal and swap comes from the
// seed), so this is the complete encoding, and decoding replays it. The
// names line appears only when Setup.Names was given. The dictionary is
// "default", "common" or "custom"; a caller's own dictionary cannot be
// written, so a decoded custom game takes the finished rounds' scores
// from the scores lines and must be given its dictionary again with
// State.Attach before it can score another round. The zero State
// encodes as empty text, and empty text decodes to it.
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return []byte{}, nil
	}
	var b strings.Builder
	r := s.rules
	b.WriteString(textVersion + "\n")
	fmt.Fprintf(&b, "rules size=%d minword=%d rounds=%d time=%v balance=%t\n", r.Size, r.MinWord, r.Rounds, r.RoundTime, r.Balance)
	fmt.Fprintf(&b, "tiles %s\n", tiles.FormatMultiset(r.Tiles.Tiles()))
	fmt.Fprintf(&b, "dictionary %s\n", s.dictKind)
	fmt.Fprintf(&b, "seed %d\n", s.seed)
	fmt.Fprintf(&b, "players %d\n", s.players)
	if s.names != nil {
		b.WriteString("names " + quoted.Join(s.names) + "\n")
	}
	for i, rec := range s.past {
		fmt.Fprintf(&b, "scores %d", i+1)
		for _, v := range rec.scores {
			b.WriteString(" " + strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	for _, m := range s.History() {
		b.WriteString("move " + m.String() + "\n")
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads the form MarshalText writes and replays its moves,
// so every rule is checked again; it leaves s unchanged on error. Time
// and memory are linear in the text.
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	v, err := decodeState(string(text))
	if err != nil {
		return fmt.Errorf("wordoku: %w: state: %v", ErrSyntax, err)
	}
	*s = v
	return nil
}

// parseRulesLine reads the rules line's values, "size=4 minword=3
// rounds=3 time=5m0s balance=true", into r. Its errors quote a value
// only clipped (strconv's and time's messages would quote it whole).
func parseRulesLine(line string, r *Rules) error {
	keys := [...]string{"size", "minword", "rounds", "time", "balance"}
	fields := strings.Split(line, " ")
	if len(fields) != len(keys) {
		return fmt.Errorf("want %s=..., not %s", strings.Join(keys[:], "=... "), notation.Quote(line))
	}
	for i, f := range fields {
		v, ok := strings.CutPrefix(f, keys[i]+"=")
		if !ok {
			return fmt.Errorf("want %s=... where %s stands", keys[i], notation.Quote(f))
		}
		var err error
		switch i {
		case 0:
			r.Size, err = strconv.Atoi(v)
		case 1:
			r.MinWord, err = strconv.Atoi(v)
		case 2:
			r.Rounds, err = strconv.Atoi(v)
		case 3:
			r.RoundTime, err = time.ParseDuration(v)
		case 4:
			r.Balance, err = strconv.ParseBool(v)
		}
		if err != nil {
			return fmt.Errorf("%s %s is not %s", keys[i], notation.Quote(v), [...]string{"a number", "a number", "a number", "a duration like 5m0s", "true or false"}[i])
		}
	}
	return nil
}

func decodeState(text string) (State, error) {
	lr := notation.NewLines(text)
	if first, _ := lr.Line(); first != textVersion {
		return State{}, fmt.Errorf("first line must be %q", textVersion)
	}
	var r Rules
	line, err := lr.Next("rules")
	if err != nil {
		return State{}, err
	}
	if err := parseRulesLine(line, &r); err != nil {
		return State{}, fmt.Errorf("rules: %v", err)
	}
	if line, err = lr.Next("tiles"); err != nil {
		return State{}, err
	}
	ts, err := tiles.ParseMultiset(line)
	if err != nil {
		return State{}, fmt.Errorf("tiles: %v", err)
	}
	r.Tiles = tiles.Of(ts)
	if line, err = lr.Next("dictionary"); err != nil {
		return State{}, err
	}
	var setup Setup
	detached := false
	switch d, bundled := dictionary.ByName(line); {
	case bundled:
		setup.Dictionary = d
	case line == "custom":
		detached = true
	default:
		return State{}, fmt.Errorf("dictionary must be default, common or custom, not %s", notation.Quote(line))
	}
	if line, err = lr.Next("seed"); err != nil {
		return State{}, err
	}
	if setup.Seed, err = strconv.ParseUint(line, 10, 64); err != nil {
		return State{}, fmt.Errorf("seed: %s is not a number", notation.Quote(line))
	}
	if line, err = lr.Next("players"); err != nil {
		return State{}, err
	}
	if setup.Players, err = strconv.Atoi(line); err != nil || setup.Players < 1 || setup.Players > MaxPlayers {
		return State{}, fmt.Errorf("players: want 1-%d, got %s", MaxPlayers, notation.Quote(line))
	}
	line, more := lr.Line()
	if more && strings.HasPrefix(line, "names ") {
		if setup.Names, err = quoted.Split(strings.TrimPrefix(line, "names ")); err != nil {
			return State{}, fmt.Errorf("names: %v", err)
		}
		line, more = lr.Line()
	}
	s, err := New(r, setup)
	if err != nil {
		return State{}, err
	}
	if detached {
		s.dictKind, s.detached = "custom", true
	}
	var given [][]int
	for more && strings.HasPrefix(line, "scores ") {
		fs := strings.Fields(strings.TrimPrefix(line, "scores "))
		if len(fs) != s.players+1 || fs[0] != strconv.Itoa(len(given)+1) {
			return State{}, fmt.Errorf("line %d: want scores, the round number %d and %d scores", lr.N(), len(given)+1, s.players)
		}
		row := make([]int, s.players)
		for p, f := range fs[1:] {
			if row[p], err = strconv.Atoi(f); err != nil || row[p] < 0 || row[p] > 4*MaxSize*MaxSize {
				return State{}, fmt.Errorf("line %d: bad score %s", lr.N(), notation.Quote(f))
			}
		}
		if len(given) >= s.rules.Rounds {
			return State{}, fmt.Errorf("line %d: more rounds of scores than the game has", lr.N())
		}
		given = append(given, row)
		line, more = lr.Line()
	}
	s.given = given
	for more {
		mt, ok := strings.CutPrefix(line, "move ")
		if !ok {
			return State{}, fmt.Errorf("line %d: want a move line, got %s", lr.N(), notation.Quote(line))
		}
		m, err := parseMove(mt)
		if err != nil {
			return State{}, fmt.Errorf("line %d: %v", lr.N(), err)
		}
		if s, err = s.Apply(m); err != nil {
			return State{}, fmt.Errorf("line %d: %v", lr.N(), err)
		}
		line, more = lr.Line()
	}
	if len(s.past) != len(given) {
		return State{}, fmt.Errorf("scores given for %d rounds, but %d have been played", len(given), len(s.past))
	}
	for i, rec := range s.past {
		for p, v := range rec.scores {
			if v != given[i][p] {
				return State{}, fmt.Errorf("round %d: %s scores %d, not %d", i+1, s.Name(p), v, given[i][p])
			}
		}
	}
	s.given = nil
	// The canonical text must read back as itself: reject spellings that
	// would not (extra spaces, unsorted tiles, leading zeros...).
	again, _ := s.MarshalText()
	if string(again) != strings.TrimSuffix(text, "\n")+"\n" {
		return State{}, fmt.Errorf("not in canonical form")
	}
	return s, nil
}
