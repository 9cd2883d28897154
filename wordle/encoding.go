package wordle

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
)

const textVersion = "wordle 1"

// MarshalText writes s as text: a header followed by the game's moves, one
// per line, in the order State.History gives:
//
//	wordle 1
//	rules length=5 tries=6 time=0s fast=false hard=false check=default
//	dictionary default
//	players 3
//	names "Ann" "Bob" "Cy"
//	rng 5f0c8e8a6d2b4a1c9e7f3b2d1a0c4e6f
//	0 secret SOLVE
//	1 guess CRANE
//	2 guess SLATE
//
// A game in another alphabet than English ends its rules line with
// "alphabet=NAME" (the tiles.Alphabet's name, spanish-27 for Spanish),
// and writes its words in that alphabet's notation. Decoding finds the
// alphabet with tiles.LookupAlphabet: an alphabet of the caller's must
// have been made in the decoding program too. The names line appears
// when Setup.Names was given, and a "team <p>
// <member>..." line per player when Setup.Teams was. A solo game has a
// "secret WORD" line after rng: the word the library drew. check and
// dictionary say "custom" when the game used a caller's secret check or
// dictionary, which no text can carry: a decoded state then needs
// State.Attach before it can check words again. The bundled lists are
// named, as dictionary.Name names them: "dictionary default" or
// "dictionary common", and in another alphabet the list its language
// package bundles ("dictionary spanish-27"), which decoding finds when
// the program imports that package (dictionary.Lookup: without it, the
// error names the import). Decoding replays the moves, so every decoded
// state is one the rules can reach.
//
// Like the State, the text holds every secret and every guessed word: it
// is the exact, complete encoding of the game, for servers and saved
// games. A State's JSON is this text as a JSON string (State implements
// encoding.TextMarshaler), so it holds the secrets too. Send players
// their View, and the moves through Mask, instead.
//
// The zero State encodes as empty text, and empty text decodes to it.
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return []byte{}, nil
	}
	w := notation.NewWriter(textVersion)
	r := s.rules
	rules := fmt.Sprintf("length=%d tries=%d time=%s fast=%t hard=%t check=%s",
		r.WordLength, r.Tries, r.TimeLimit, r.Fast, r.Hard, customWord(s.customCheck))
	if !r.english() {
		rules += " alphabet=" + r.Alphabet.Name()
	}
	w.Line("rules", rules)
	dict := dictionary.Name(s.Dictionary())
	if s.customDict {
		dict = "custom"
	}
	w.Line("dictionary", dict)
	w.Players(s.players, s.names, quoted.Join)
	for p, t := range s.teams {
		w.Linef("team", "%d %s", p, quoted.Join(t))
	}
	w.Line("rng", s.rng)
	if s.players == 1 {
		w.Line("secret", s.rules.text(s.rounds[0].secret))
	}
	for _, m := range s.History() {
		w.Text(m.String())
	}
	return w.Bytes(), nil
}

func customWord(custom bool) string {
	if custom {
		return "custom"
	}
	return "default"
}

// UnmarshalText reads the text MarshalText writes, replaying its moves.
// A game that used the bundled dictionary and default check is checked
// in full; one that used custom parts is restored without them (see
// State.Attach). Its header must be spelled as MarshalText spells it; a
// missing final newline is no error. On error s is unchanged.
// A text longer than 4 MiB is refused before it is read, and so is a
// name (or team member's name) gamekit.CheckNames refuses (that error wraps ErrBadSetup too).
func (s *State) UnmarshalText(text []byte) error {
	return notation.Unmarshal(s, text, "wordle", ErrSyntax, decodeState)
}

// decodeState reads the text MarshalText writes: the version line, the
// header lines, then one move a line, replayed from the start.
func decodeState(text string) (State, error) {
	in := notation.NewLines(text)
	if err := in.Version(textVersion); err != nil {
		return State{}, err
	}
	var s State
	// The rules, with their secret check, and the dictionary.
	if err := decodeRules(in, &s); err != nil {
		return State{}, err
	}
	// The players, their names and their teams.
	if err := decodePlayers(in, &s); err != nil {
		return State{}, err
	}
	// The random source and a solo game's secret start the first round.
	if err := decodeStart(in, &s); err != nil {
		return State{}, err
	}
	// The header is spelled as the game writes it (leading zeros, a
	// lower-case secret... are refused), so that a game has one text; the
	// move lines are read strictly by parseStrict.
	head, _ := s.MarshalText()
	if err := notation.Canonical(text[:min(len(text), len(head))], head); err != nil {
		return State{}, err
	}
	// The moves, replayed one a line.
	for line, ok := in.Line(); ok; line, ok = in.Line() {
		m, err := parseStrict(line)
		if err == nil {
			s, err = s.apply(m, true)
		}
		if err != nil {
			return State{}, fmt.Errorf("line %d: %v", in.N(), err)
		}
	}
	return s, nil
}

// decodeRules reads the rules and dictionary lines into s.
func decodeRules(in *notation.Lines, s *State) error {
	line, err := in.Next("rules")
	if err != nil {
		return err
	}
	var check string
	if s.rules, check, err = parseRules(line); err == nil {
		err = s.rules.Validate()
	}
	if err != nil {
		return fmt.Errorf("rules: %v", err)
	}
	s.customCheck = check == "custom"
	var missing error // a bundled list whose package the program lacks
	d, custom, err := notation.Dictionary(in, func(name string) (dictionary.Dictionary, bool) {
		d, err := dictionary.Lookup(name)
		if errors.Is(err, dictionary.ErrNoWordList) {
			missing = err
		}
		return d, err == nil
	})
	switch {
	case missing != nil:
		return fmt.Errorf("line %d: the game plays with a bundled list this program lacks: %w", in.N(), missing)
	case err != nil:
		return err
	case !custom && !s.rules.sameAlphabet(d):
		return fmt.Errorf("line %d: a game in the %s alphabet plays with a list of that alphabet or a custom one, not %s", in.N(), s.rules.alphabet().Name(), dictionary.Name(d))
	case custom:
		s.customDict = true
	case d != dictionary.Default(): // the default is kept as nil
		s.dict = d
	}
	return nil
}

// decodePlayers reads the players line and the optional names and team
// lines into s.
func decodePlayers(in *notation.Lines, s *State) error {
	var err error
	if s.players, s.names, err = in.Players(MaxPlayers, quoted.Split); err != nil {
		return err
	}
	if !in.Peek("team") {
		return nil
	}
	s.teams = make([][]string, s.players)
	for p := range s.players {
		line, err := in.Next("team")
		if err != nil {
			return err
		}
		n, members, _ := strings.Cut(line, " ")
		if n != strconv.Itoa(p) {
			return fmt.Errorf("line %d: want the team of player %d, got %s", in.N(), p, notation.Quote(line))
		}
		if s.teams[p], err = quoted.Split(members); err != nil {
			return fmt.Errorf("line %d: want the members of team %d as quoted names", in.N(), p)
		}
		if err := notation.CheckNames(s.teams[p]); err != nil {
			return fmt.Errorf("line %d: team %d: %w", in.N(), p, err)
		}
	}
	return nil
}

// decodeStart reads the rng line and, for a solo game, the secret line,
// and starts s's first round.
func decodeStart(in *notation.Lines, s *State) error {
	rngText, err := in.Next("rng")
	if err != nil {
		return err
	}
	var rng tiles.Rand
	if len(rngText) != 32 || rng.UnmarshalText([]byte(rngText)) != nil {
		return fmt.Errorf("line %d: rng must be 32 hex digits", in.N())
	}
	s.rng = rng
	secret := ""
	if s.players == 1 {
		if secret, err = in.Next("secret"); err != nil {
			return err
		}
		codes, detail, rule := s.rules.readWord(secret)
		if rule == nil {
			detail, rule = s.checkWord(codes, true, true)
		}
		if rule != nil {
			return fmt.Errorf("line %d: solo secret %s: %s", in.N(), notation.Quote(secret), detail)
		}
		secret = codes
	}
	s.rounds = []round{s.newRound(0, secret)}
	return nil
}

// parseRules reads the fields of a rules line.
func parseRules(line string) (Rules, string, error) {
	var r Rules
	keys := []string{"length", "tries", "time", "fast", "hard", "check"}
	if strings.Contains(line, " alphabet=") {
		keys = append(keys, "alphabet")
	}
	vals, err := notation.Values(line, keys...)
	if err != nil {
		return r, "", err
	}
	if len(vals) > 6 {
		a, err := lookupAlphabet(vals[6])
		if err != nil || a == nil {
			return r, "", fmt.Errorf("alphabet %s is not one this program knows (not english, which is left out)", notation.Quote(vals[6]))
		}
		r.Alphabet = a
	}
	if r.WordLength, err = strconv.Atoi(vals[0]); err != nil {
		return r, "", fmt.Errorf("bad length %s", notation.Quote(vals[0]))
	}
	if r.Tries, err = strconv.Atoi(vals[1]); err != nil {
		return r, "", fmt.Errorf("bad tries %s", notation.Quote(vals[1]))
	}
	if r.TimeLimit, err = time.ParseDuration(vals[2]); err != nil {
		return r, "", fmt.Errorf("bad time %s", notation.Quote(vals[2]))
	}
	if r.Fast, err = strconv.ParseBool(vals[3]); err != nil {
		return r, "", fmt.Errorf("bad fast %s", notation.Quote(vals[3]))
	}
	if r.Hard, err = strconv.ParseBool(vals[4]); err != nil {
		return r, "", fmt.Errorf("bad hard %s", notation.Quote(vals[4]))
	}
	if vals[5] != "default" && vals[5] != "custom" {
		return r, "", fmt.Errorf("check must be default or custom")
	}
	return r, vals[5], nil
}
