package wordle

import (
	"bytes"
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
// named: "dictionary default" or "dictionary common". Decoding replays the
// moves, so every decoded state is one the rules can reach.
//
// Like the State, the text holds every secret and every guessed word: it
// is the exact, complete encoding of the game, for servers and saved
// games. A State's JSON is this text as a JSON string (State implements
// encoding.TextMarshaler), so it holds the secrets too. Send players
// their View, HistoryFor and LastMoveFor instead.
//
// The zero State encodes as empty text, and empty text decodes to it.
func (s State) MarshalText() ([]byte, error) {
	if s.players == 0 {
		return []byte{}, nil
	}
	var b strings.Builder
	b.WriteString(textVersion + "\n")
	r := s.rules
	fmt.Fprintf(&b, "rules length=%d tries=%d time=%s fast=%t hard=%t check=%s",
		r.WordLength, r.Tries, r.TimeLimit, r.Fast, r.Hard, customWord(s.customCheck))
	if !r.english() {
		b.WriteString(" alphabet=" + r.Alphabet.Name())
	}
	b.WriteByte('\n')
	dict := dictionary.Name(s.Dictionary())
	if s.customDict {
		dict = "custom"
	}
	fmt.Fprintf(&b, "dictionary %s\n", dict)
	fmt.Fprintf(&b, "players %d\n", s.players)
	if s.names != nil {
		b.WriteString("names " + quoted.Join(s.names) + "\n")
	}
	for p, t := range s.teams {
		fmt.Fprintf(&b, "team %d %s\n", p, quoted.Join(t))
	}
	fmt.Fprintf(&b, "rng %s\n", s.rng)
	if s.players == 1 {
		fmt.Fprintf(&b, "secret %s\n", s.rules.text(s.rounds[0].secret))
	}
	for _, m := range s.History() {
		b.WriteString(m.String() + "\n")
	}
	return []byte(b.String()), nil
}

func customWord(custom bool) string {
	if custom {
		return "custom"
	}
	return "default"
}

// UnmarshalText reads the text form MarshalText writes, replaying its
// moves. A game that used the bundled dictionary and default check is
// checked in full; one that used custom parts is restored without them
// (see State.Attach). On error s is unchanged.
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	// The header comes first: nothing else is read, or copied, from a
	// text that is not a state.
	if !bytes.HasPrefix(text, []byte(textVersion+"\n")) {
		return errHeader
	}
	st, err := decodeState(string(text))
	if err != nil {
		return err
	}
	*s = st
	return nil
}

var errHeader = fmt.Errorf("wordle: state text line 1: %w: want %q", ErrSyntax, textVersion)

// decoder walks the lines of a state text one at a time, without
// splitting the whole text first: memory stays a small multiple of the
// input whatever it holds (10 MB of newlines included).
type decoder struct {
	line string // the current line
	rest string // the text after the current line
	more bool   // whether a line follows the current one
	n    int    // the current line's number, from 1
	done bool   // past the last line
}

// newDecoder walks body, a text without its final newline.
func newDecoder(body string) *decoder {
	d := &decoder{rest: body, more: true}
	d.advance()
	return d
}

// advance makes the next line current.
func (d *decoder) advance() {
	if !d.more {
		d.done, d.line = true, ""
		return
	}
	d.line, d.rest, d.more = strings.Cut(d.rest, "\n")
	d.n++
}

func (d *decoder) errorf(format string, args ...any) error {
	return fmt.Errorf("wordle: state text line %d: %w: %s", d.n, ErrSyntax, fmt.Sprintf(format, args...))
}

// next returns the current line's text after key and moves on, if the
// line starts with key.
func (d *decoder) next(key string) (string, bool) {
	if d.done {
		return "", false
	}
	rest, ok := strings.CutPrefix(d.line, key+" ")
	if !ok && d.line == key {
		rest, ok = "", true
	}
	if ok {
		d.advance()
	}
	return rest, ok
}

func (d *decoder) need(key string) (string, error) {
	v, ok := d.next(key)
	if !ok {
		return "", d.errorf("want a %q line", key)
	}
	return v, nil
}

// decodeState reads the text MarshalText writes: the version line, the
// header lines, then one move a line, replayed from the start.
func decodeState(text string) (State, error) {
	if !strings.HasPrefix(text, textVersion+"\n") {
		return State{}, errHeader
	}
	body, ok := strings.CutSuffix(text, "\n")
	if !ok {
		return State{}, fmt.Errorf("wordle: state text: %w: must end with a newline", ErrSyntax)
	}
	d := newDecoder(body)
	d.advance() // the header
	var s State
	// The rules, with their secret check, and the dictionary.
	if err := decodeRules(d, &s); err != nil {
		return State{}, err
	}
	// The players, their names and their teams.
	if err := decodePlayers(d, &s); err != nil {
		return State{}, err
	}
	// The random source and a solo game's secret start the first round.
	if err := decodeStart(d, &s); err != nil {
		return State{}, err
	}
	// The moves, replayed one a line.
	for ; !d.done; d.advance() {
		m, err := parseStrict(d.line)
		if err != nil {
			return State{}, d.errorf("%v", err)
		}
		next, err := s.apply(m, true)
		if err != nil {
			return State{}, d.errorf("%v", err)
		}
		s = next
	}
	return s, nil
}

// decodeRules reads the rules and dictionary lines into s.
func decodeRules(d *decoder, s *State) error {
	rl, err := d.need("rules")
	if err != nil {
		return err
	}
	var check string
	if s.rules, check, err = parseRules(rl); err != nil {
		return d.errorf("%v", err)
	}
	if err := s.rules.Validate(); err != nil {
		return d.errorf("%v", err)
	}
	s.customCheck = check == "custom"
	dl, err := d.need("dictionary")
	if err != nil {
		return err
	}
	switch bd, bundled := dictionary.ByName(dl); {
	case dl != "custom" && !s.rules.english():
		return d.errorf("a game in the %s alphabet has a custom dictionary, not %s", s.rules.Alphabet.Name(), notation.Quote(dl))
	case dl == dictionary.DefaultName: // kept as nil, which means Default
	case bundled:
		s.dict = bd
	case dl == "custom":
		s.customDict = true
	default:
		return d.errorf("dictionary must be default, common or custom")
	}
	return nil
}

// decodePlayers reads the players line and the optional names and team
// lines into s.
func decodePlayers(d *decoder, s *State) error {
	pl, err := d.need("players")
	if err != nil {
		return err
	}
	if s.players, err = strconv.Atoi(pl); err != nil || s.players < 1 || s.players > MaxPlayers || strconv.Itoa(s.players) != pl {
		return d.errorf("players must be 1–%d", MaxPlayers)
	}
	if nl, ok := d.next("names"); ok {
		if s.names, err = quoted.Split(nl); err != nil || len(s.names) != s.players {
			return d.errorf("want %d quoted names", s.players)
		}
	}
	if strings.HasPrefix(d.line, "team ") {
		s.teams = make([][]string, s.players)
		for p := range s.players {
			tl, err := d.need("team " + strconv.Itoa(p))
			if err != nil {
				return err
			}
			if s.teams[p], err = quoted.Split(tl); err != nil {
				return d.errorf("want the members of team %d as quoted names", p)
			}
		}
	}
	return nil
}

// decodeStart reads the rng line and, for a solo game, the secret line,
// and starts s's first round.
func decodeStart(d *decoder, s *State) error {
	rngText, err := d.need("rng")
	if err != nil {
		return err
	}
	var rng tiles.Rand
	if len(rngText) != 32 || rng.UnmarshalText([]byte(rngText)) != nil {
		return d.errorf("rng must be 32 hex digits")
	}
	s.rng = rng
	secret := ""
	if s.players == 1 {
		if secret, err = d.need("secret"); err != nil {
			return err
		}
		codes, detail, rule := s.rules.readWord(secret)
		if rule == nil {
			detail, rule = s.checkWord(codes, true, true)
		}
		if rule != nil || s.rules.text(codes) != secret {
			if rule == nil {
				detail = "it must be in upper case, as the game writes it"
			}
			return d.errorf("solo secret %s: %s", notation.Quote(secret), detail)
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
		return r, "", fmt.Errorf("rules: %v", err)
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
