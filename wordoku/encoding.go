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
	r := s.rules
	w := notation.NewWriter(textVersion)
	w.Linef("rules", "size=%d minword=%d rounds=%d time=%v balance=%t", r.Size, r.MinWord, r.Rounds, r.RoundTime, r.Balance)
	w.Line("tiles", tiles.FormatMultiset(r.Tiles.Tiles()))
	w.Line("dictionary", s.dictKind)
	w.Line("seed", s.seed)
	w.Players(s.players, s.names, quoted.Join)
	for i, rec := range s.past {
		w.Linef("scores", "%d %s", i+1, notation.Ints(rec.scores))
	}
	size := s.rules.Size
	w.Grow(s.hist.Len() * (len("move 0 arrange \n") + 5*size*size))
	for m := range s.hist.All() {
		w.Pair("move", m.String())
	}
	return w.Bytes(), nil
}

// UnmarshalText reads the form MarshalText writes and replays its moves,
// so every rule is checked again; it leaves s unchanged on error. Time
// and memory are linear in the text: a decoder replaying a text's moves
// writes the seats in place and allocates about 11 bytes per byte of a
// text of arrangements (gametest.MaxDecodeAlloc bounds it at 16).
// A text longer than 4 MiB is refused before it is read, and so is a
// name gamekit.CheckNames refuses (that error wraps ErrBadSetup too).
func (s *State) UnmarshalText(text []byte) error {
	return notation.Unmarshal(s, text, "wordoku", ErrSyntax, decodeState)
}

// parseRulesLine reads the rules line's values, "size=4 minword=3
// rounds=3 time=5m0s balance=true", into r. Its errors quote a value
// only clipped (strconv's and time's messages would quote it whole).
func parseRulesLine(line string, r *Rules) error {
	keys := [...]string{"size", "minword", "rounds", "time", "balance"}
	vals, err := notation.Values(line, keys[:]...)
	if err != nil {
		return err
	}
	for i, v := range vals {
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

// decodeState reads the text MarshalText writes: the header, the scores
// of the finished rounds, then the moves, replayed; the replay must give
// the scores the text states.
func decodeState(text string) (State, error) {
	in := notation.NewLines(text)
	if err := in.Version(textVersion); err != nil {
		return State{}, err
	}
	s, err := decodeSetup(in)
	if err != nil {
		return State{}, err
	}
	if s.given, err = decodeScores(in, s); err != nil {
		return State{}, err
	}
	s.owned = true
	if s, err = notation.Replay(in, s, parseMove, State.Apply); err != nil {
		return State{}, err
	}
	s.owned = false
	if err := checkScores(s); err != nil {
		return State{}, err
	}
	s.given = nil
	// The canonical text must read back as itself: reject spellings that
	// would not (extra spaces, unsorted tiles, leading zeros...).
	again, _ := s.MarshalText()
	if err := notation.Canonical(text, again); err != nil {
		return State{}, err
	}
	return s, nil
}

// decodeSetup reads the rules, tiles, dictionary, seed, players and names
// lines and starts the game.
func decodeSetup(in *notation.Lines) (State, error) {
	var r Rules
	line, err := in.Next("rules")
	if err != nil {
		return State{}, err
	}
	if err := parseRulesLine(line, &r); err != nil {
		return State{}, fmt.Errorf("rules: %v", err)
	}
	ts, err := notation.Parse(in, "tiles", tiles.ParseMultiset)
	if err != nil {
		return State{}, err
	}
	r.Tiles = tiles.Of(ts)
	var setup Setup
	d, custom, err := notation.Dictionary(in, dictionary.ByName)
	if err != nil {
		return State{}, err
	}
	setup.Dictionary = d
	if setup.Seed, err = in.Uint("seed"); err != nil {
		return State{}, err
	}
	if setup.Players, setup.Names, err = in.Players(MaxPlayers, quoted.Split); err != nil {
		return State{}, err
	}
	s, err := New(r, setup)
	if err != nil {
		return State{}, err
	}
	if custom {
		s.dictKind, s.detached = "custom", true
	}
	return s, nil
}

// decodeScores reads the scores lines of the finished rounds, "scores
// <round> <score>...", one a round from the first.
func decodeScores(in *notation.Lines, s State) ([][]int, error) {
	var given [][]int
	for in.Peek("scores") {
		line, _ := in.Next("scores")
		fs := strings.Fields(line)
		if len(fs) != s.players+1 || fs[0] != strconv.Itoa(len(given)+1) {
			return nil, fmt.Errorf("line %d: want scores, the round number %d and %d scores", in.N(), len(given)+1, s.players)
		}
		row := make([]int, s.players)
		for p, f := range fs[1:] {
			var err error
			if row[p], err = strconv.Atoi(f); err != nil || row[p] < 0 || row[p] > 4*MaxSize*MaxSize {
				return nil, fmt.Errorf("line %d: bad score %s", in.N(), notation.Quote(f))
			}
		}
		if len(given) >= s.rules.Rounds {
			return nil, fmt.Errorf("line %d: more rounds of scores than the game has", in.N())
		}
		given = append(given, row)
	}
	return given, nil
}

// checkScores checks that the rounds s has played scored what the text's
// scores lines say.
func checkScores(s State) error {
	if len(s.past) != len(s.given) {
		return fmt.Errorf("scores given for %d rounds, but %d have been played", len(s.given), len(s.past))
	}
	for i, rec := range s.past {
		for p, v := range rec.scores {
			if v != s.given[i][p] {
				return fmt.Errorf("round %d: %s scores %d, not %d", i+1, s.Name(p), v, s.given[i][p])
			}
		}
	}
	return nil
}
