package quaddoku

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
)

const textVersion = "quaddoku 2"

// MarshalText writes s as text, one field per line:
//
//	quaddoku 2
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
//	moves 02=E3 13=U1 23=B3, 00=M3 10=O3, -
//
// The names line appears only when Setup.Names was given. The dictionary
// is "default", "common" or "custom"; a caller's own dictionary cannot be
// written, so a decoded custom state must be given it again with
// State.Attach before it accepts moves. The moves line lists the history,
// separated by commas; the lines before it are what the moves lead to,
// written out for readers. The zero State encodes as empty text, and
// empty text decodes to it.
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
	fmt.Fprintf(&b, "pile %s\n", tiles.NewBag(s.pile.tiles(), 0).WithRand(s.rng))
	fmt.Fprintf(&b, "covered %s\n", tiles.FormatMultiset(s.covered.tiles()))
	fmt.Fprintf(&b, "scores %s\n", ints(s.scores))
	fmt.Fprintf(&b, "words %s\n", ints(s.words))
	fmt.Fprintf(&b, "dokus %s\n", ints(s.dokus))
	fmt.Fprintf(&b, "turn %d turns %d passes %d\n", s.turn, s.Turns(), s.passes)
	b.WriteString("moves")
	var nodes []*moves
	for h := s.history; h != nil; h = h.prev {
		nodes = append(nodes, h)
	}
	sep := " "
	write := func(m string) {
		b.WriteString(sep)
		b.WriteString(m)
		sep = ", "
	}
	for i := len(nodes) - 1; i >= 0; i-- {
		for range nodes[i].passes {
			write("-")
		}
		write(nodes[i].m.String())
	}
	for range s.passes {
		write("-")
	}
	b.WriteByte('\n')
	return []byte(b.String()), nil
}

func ints(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}

// UnmarshalText reads the form MarshalText writes. It checks the first
// line before anything else, then sets the game up from the rules and
// players and replays the moves line through Apply, so a decoded State
// is always one the rules can reach; the other lines must be what the
// moves lead to, written exactly as MarshalText writes them. A custom
// dictionary's words cannot be checked: a custom state's moves are
// replayed without word checks and the State comes back detached (see
// Attach). Time and memory are linear in the input. On error s is left
// unchanged.
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	if !bytes.HasPrefix(text, []byte(textVersion+"\n")) {
		first, _, _ := bytes.Cut(text, []byte("\n"))
		return fmt.Errorf("quaddoku: %w: state: the first line must be %q, not %s", ErrSyntax, textVersion, notation.Quote(string(first)))
	}
	v, err := decodeState(string(text))
	if err != nil {
		return fmt.Errorf("quaddoku: %w: state: %v", ErrSyntax, err)
	}
	*s = v
	return nil
}

func decodeState(text string) (State, error) {
	in := notation.NewLines(text)
	in.Line() // the header, which UnmarshalText checked
	var rules Rules
	line, err := in.Next("rules")
	if err != nil {
		return State{}, err
	}
	var vo string
	if _, err := fmt.Sscanf(line, "doku=%d/%d valueonly=%s", &rules.DokuSum, &rules.DokuScore, &vo); err != nil {
		return State{}, fmt.Errorf("rules: %v", err)
	}
	if rules.AllowValueOnly, err = strconv.ParseBool(vo); err != nil {
		return State{}, fmt.Errorf("rules: valueonly must be true or false, not %s", notation.Quote(vo))
	}
	if line, err = in.Next("tiles"); err != nil {
		return State{}, err
	}
	ts, err := tiles.ParseMultiset(line)
	if err != nil {
		return State{}, fmt.Errorf("tiles: %v", err)
	}
	rules.Tiles = tiles.Of(ts)
	if line, err = in.Next("start"); err != nil {
		return State{}, err
	}
	if rules.Start, err = ParseGrid(line); err != nil {
		return State{}, err
	}
	if err := rules.Validate(); err != nil {
		return State{}, err
	}
	if line, err = in.Next("dictionary"); err != nil {
		return State{}, err
	}
	var setup Setup
	custom := false
	switch d, bundled := dictionary.ByName(line); {
	case bundled:
		setup.Dictionary = d
	case line == "custom":
		// Replay without word checks; the State comes back detached.
		custom = true
		setup.Dictionary = dictionary.Func(func(string) bool { return true })
	default:
		return State{}, fmt.Errorf("dictionary must be default, common or custom, not %s", notation.Quote(line))
	}
	if line, err = in.Next("players"); err != nil {
		return State{}, err
	}
	if setup.Players, err = strconv.Atoi(line); err != nil || setup.Players < 1 || setup.Players > MaxPlayers {
		return State{}, fmt.Errorf("players: want 1-%d, got %s", MaxPlayers, notation.Quote(line))
	}
	if in.Peek("names") {
		line, _ = in.Next("names")
		if setup.Names, err = quoted.Split(line); err != nil {
			return State{}, fmt.Errorf("names: %v", err)
		}
		if len(setup.Names) != setup.Players {
			return State{}, fmt.Errorf("names: %d names for %d players", len(setup.Names), setup.Players)
		}
	}
	// The position lines are checked against the replay at the end; only
	// the pile's generator state is read from them.
	var pile tiles.Bag
	for _, key := range []string{"grid", "pile", "covered", "scores", "words", "dokus", "turn"} {
		if line, err = in.Next(key); err != nil {
			return State{}, err
		}
		if key == "pile" {
			if err := pile.UnmarshalText([]byte(line)); err != nil {
				return State{}, fmt.Errorf("pile: %v", err)
			}
		}
	}
	if line, err = in.Next("moves"); err != nil {
		return State{}, err
	}
	if extra, ok := in.Line(); ok {
		return State{}, fmt.Errorf("line %d: unexpected %s after the moves", in.N(), notation.Quote(extra))
	}
	s, err := New(rules, setup)
	if err != nil {
		return State{}, err
	}
	s.rng = pile.Rand()
	for i := 1; line != ""; i++ {
		var mt string
		mt, line, _ = strings.Cut(line, ", ")
		m, perr := parseMove(mt)
		if perr != nil {
			return State{}, fmt.Errorf("move %d: %v", i, perr)
		}
		// New made s's counters and no other State sees them: play
		// may write them in place.
		sc, g, err := s.check(m)
		if err != nil {
			return State{}, fmt.Errorf("move %d: %v", i, err)
		}
		s = s.play(m, sc, g, true)
	}
	if custom {
		s.dict, s.dictKind, s.detached = nil, "custom", true
	}
	// Every line must be exactly what the replay gives.
	again, _ := s.MarshalText()
	if got := strings.TrimSuffix(text, "\n") + "\n"; string(again) != got {
		return State{}, firstDifference(got, string(again))
	}
	return s, nil
}

// firstDifference names the first line where got differs from want.
func firstDifference(got, want string) error {
	for n := 1; got != "" || want != ""; n++ {
		g, grest, _ := strings.Cut(got, "\n")
		w, wrest, _ := strings.Cut(want, "\n")
		if g != w {
			return fmt.Errorf("line %d: %s does not follow from the moves (want %s)", n, notation.Quote(g), notation.Quote(w))
		}
		got, want = grest, wrest
	}
	return fmt.Errorf("the text is not in canonical form")
}
