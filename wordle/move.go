package wordle

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tilekit/tilekit/internal/notation"
)

// MoveKind says what a Move does.
type MoveKind uint8

// The kinds of move. The zero MoveKind is no move at all: the zero Move is
// rejected.
const (
	KindNone      MoveKind = iota // the zero Move; always rejected
	KindSetSecret                 // the host writes the round's secret word
	KindGuess                     // a guesser writes a word in the next row
	KindGiveUp                    // a guesser stops and takes the failing score
	KindTimeUp                    // timed mode: a guesser's row is crossed out
)

// kinds is the text form of MoveKind: the verbs of the move notation.
var kinds = notation.Enum[MoveKind]{Pkg: "wordle", Kind: "move kind", Names: []string{"none", "secret", "guess", "giveup", "timeup"}, Err: ErrBadMove}

// String returns the verb the move notation uses for k.
func (k MoveKind) String() string { return kinds.Name(k) }

// MarshalText writes the verb, as String does, so JSON shows words.
func (k MoveKind) MarshalText() ([]byte, error) { return kinds.Marshal(k) }

// UnmarshalText reads the form MarshalText writes.
func (k *MoveKind) UnmarshalText(b []byte) error { return kinds.Unmarshal(b, k) }

// A Move is one action of one player. It is a small comparable value;
// build it with SetSecret, Guess, GiveUp or TimeUp, or read it with
// ParseMove. Word is empty for GiveUp and TimeUp.
//
// The text notation is "<player> <verb> [WORD]" with players numbered from
// 0: "0 secret SOLVE", "1 guess CRANE", "2 giveup", "1 timeup". A word of
// another alphabet is written bare too, in its notation ("1 guess NIÑOS",
// "0 secret CA[LL]E"); any other word (lower case, spaces, stray bytes) is
// written as a Go quoted string, so every move, even an illegal one, reads
// back as itself.
//
// A Move is also how a seat is shown a move it may not read in full (see
// State.Mask): a secret without its word ("0 secret"), or a Masked guess,
// which carries what the table hears of it instead of the word: its
// counts of greens and yellows, written "1 guess (2 green, 1 yellow)".
// Such a Move is for showing; no game accepts it.
type Move struct {
	Kind   MoveKind
	Player int
	Word   string
	// Masked marks a guess as a seat that may not read it knows it: Word
	// is then empty, and Greens and Yellows count the colours the guess
	// earned, which the host announces to the table. Both are 0 in every
	// other Move.
	Masked          bool
	Greens, Yellows int
}

// SetSecret returns the move in which host p sets the round's secret word.
// The word is upper-cased (ASCII letters only; other bytes are kept, and
// the move is then rejected in an English game). A game in another
// alphabet reads the word in it when the move is validated or applied,
// and records it in upper case in the alphabet's notation.
func SetSecret(p int, word string) Move {
	return Move{Kind: KindSetSecret, Player: p, Word: upperASCII(word)}
}

// Guess returns the move in which guesser p writes word in the next row.
func Guess(p int, word string) Move { return Move{Kind: KindGuess, Player: p, Word: upperASCII(word)} }

// GiveUp returns the move in which guesser p gives up the round.
func GiveUp(p int) Move { return Move{Kind: KindGiveUp, Player: p} }

// TimeUp returns the move a timed game's caller applies when guesser p's
// time for a row runs out: the row is crossed out and counts as a try.
func TimeUp(p int) Move { return Move{Kind: KindTimeUp, Player: p} }

// String returns m in the move notation. The zero Move, which is no
// move, is "0 (none)": text no parser reads as a move (a bare "0 none"
// would be a guess of NONE).
func (m Move) String() string {
	verb := m.Kind.String()
	if m.Kind == KindNone {
		verb = "(none)"
	}
	s := strconv.Itoa(m.Player) + " " + verb
	switch {
	case m.Masked || m.Greens != 0 || m.Yellows != 0:
		return s + " " + heardText(m.Greens, m.Yellows)
	case m.Word == "":
		return s
	case isLetters(m.Word) || isNotation(m.Word):
		return s + " " + m.Word
	default:
		return s + " " + strconv.Quote(m.Word)
	}
}

// heardText writes what the table hears of a guess: "(2 green, 1
// yellow)".
func heardText(greens, yellows int) string {
	return "(" + strconv.Itoa(greens) + " green, " + strconv.Itoa(yellows) + " yellow)"
}

// readHeard reads what heardText writes, exactly.
func readHeard(text string) (greens, yellows int, ok bool) {
	g, y, ok := strings.Cut(strings.TrimPrefix(text, "("), " green, ")
	y, closed := strings.CutSuffix(y, " yellow)")
	if !ok || !closed || !strings.HasPrefix(text, "(") {
		return 0, 0, false
	}
	greens, err1 := strconv.Atoi(g)
	yellows, err2 := strconv.Atoi(y)
	if err1 != nil || err2 != nil || strconv.Itoa(greens) != g || strconv.Itoa(yellows) != y || greens < 0 || yellows < 0 || greens+yellows > MaxWordLength {
		return 0, 0, false
	}
	return greens, yellows, true
}

// MarshalText writes m in the move notation. It fails only for the zero
// MoveKind or a MoveKind outside the table, which no game accepts.
func (m Move) MarshalText() ([]byte, error) {
	if m.Kind == KindNone || int(m.Kind) >= len(kinds.Names) {
		return nil, fmt.Errorf("wordle: move kind %d: %w", m.Kind, ErrBadMove)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads the notation MarshalText writes, exactly: the word
// keeps its case, and a Masked guess reads back as one. ParseMove is the
// forgiving reader for people, and refuses a Masked guess.
func (m *Move) UnmarshalText(b []byte) error { return notation.Into(m, b, parseStrict) }

// syntaxError reports move text that cannot be read: a *MoveError
// wrapping ErrSyntax that keeps a clipped piece of the text, for player
// (a name as State.Name gives it, or "").
func syntaxError(player, text, detail string) error {
	return &MoveError{Player: player, Text: notation.Clip(text), Err: ErrSyntax, Detail: detail}
}

// parseStrict reads "<player> <verb>[ <word>]" with single spaces.
func parseStrict(text string) (Move, error) {
	ps, rest, ok := strings.Cut(text, " ")
	if !ok {
		return Move{}, syntaxError("", text, "want a seat number, a verb and maybe a word")
	}
	p, err := strconv.Atoi(ps)
	if err != nil || strconv.Itoa(p) != ps {
		return Move{}, syntaxError("", text, "the seat must be a number without sign or leading zeros")
	}
	verb, word, hasWord := strings.Cut(rest, " ")
	k, ok := kindByName(verb)
	if !ok {
		return Move{}, syntaxError("", text, notation.Quote(verb)+" is not a verb (secret, guess, giveup or timeup)")
	}
	if hasWord && k == KindGuess && strings.HasPrefix(word, "(") {
		g, y, ok := readHeard(word)
		if !ok {
			return Move{}, syntaxError("", text, "a guess as the table hears it is written (2 green, 1 yellow)")
		}
		return Move{Kind: k, Player: p, Masked: true, Greens: g, Yellows: y}, nil
	}
	if hasWord {
		if word, err = readWord(word); err != nil {
			return Move{}, syntaxError("", text, err.Error())
		}
	}
	return Move{Kind: k, Player: p, Word: word}, nil
}

// kindByName finds the MoveKind whose verb is verb, exactly.
func kindByName(verb string) (MoveKind, bool) {
	for k, name := range kinds.Names {
		if k != int(KindNone) && name == verb {
			return MoveKind(k), true
		}
	}
	return KindNone, false
}

// kindByNameFold finds the MoveKind whose verb is verb in any ASCII case: a
// keyword never matches through Unicode folding ("gİveup" is no verb).
func kindByNameFold(verb string) (MoveKind, bool) {
	for k, name := range kinds.Names {
		if k != int(KindNone) && notation.EqualFold(name, verb) {
			return MoveKind(k), true
		}
	}
	return KindNone, false
}

// readWord reads a bare word of letters or a Go quoted string: the
// strict form Move.String writes.
func readWord(w string) (string, error) {
	if strings.HasPrefix(w, `"`) {
		q, err := strconv.Unquote(w)
		if err != nil {
			return "", fmt.Errorf("the quoted word %s is not closed properly", notation.Clip(w))
		}
		return q, nil
	}
	if !isLetters(w) && !isNotation(w) {
		return "", fmt.Errorf("%s: a word is written in letters A-Z", notLetters(w))
	}
	return w, nil
}

// isNotation reports whether w is written as words of an alphabet other
// than English are: upper-case letters beyond A–Z (with their combining
// marks and the middle dot of L·L), and brackets around a letter of
// several characters. Such a word is written bare, and read back bare,
// whatever the game: an English game refuses it as no word of its own.
func isNotation(w string) bool {
	if w == "" || !utf8.ValidString(w) {
		return false
	}
	other, open := false, -1
	for i, r := range w {
		switch {
		case 'A' <= r && r <= 'Z':
		case r == '[' && open < 0:
			other, open = true, i
		case r == ']' && open >= 0 && i > open+1:
			open = -1
		case r == '·' || unicode.Is(unicode.Mn, r):
			other = true
		case r >= utf8.RuneSelf && unicode.IsUpper(r):
			other = true
		default:
			return false
		}
	}
	return other && open < 0
}

// readWordIn reads a word typed by a person in a game under rules r: as
// readWord in English; in another alphabet, a bare word is any text the
// alphabet reads (any case, folds, [CH] brackets), returned in its
// notation in upper case.
func readWordIn(r Rules, w string) (string, error) {
	if r.english() {
		// An English game reads letters A–Z only, quoted or not: a word
		// in another alphabet's notation (NIÑOS, or SKİES with a
		// lookalike I) is no English word however it is written.
		w, err := readWord(w)
		if err == nil && isNotation(upperASCII(w)) {
			err = fmt.Errorf("%s: a word is written in letters A-Z", notLetters(w))
		}
		return w, err
	}
	if strings.HasPrefix(w, `"`) {
		q, err := readWord(w)
		if err != nil {
			return "", err
		}
		w = q // a quoted word is read in the alphabet too, as its bare form is
	}
	codes, detail, rule := r.readWord(w)
	if rule != nil {
		return "", fmt.Errorf("%s: a word is written in letters of the %s alphabet", detail, r.Alphabet.Name())
	}
	return r.text(codes), nil
}

// asciiSpace reports the separators of the move notation: ASCII white
// space only, the same bytes in every parser.
func asciiSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
}

const asciiSpaces = " \t\n\r\v\f"

// ParseMove reads a move typed by a person, in the context of s, and
// returns it fully resolved with its word in upper case. It accepts the
// notation of Move.String with any spacing and case, and two short forms
// when s makes them unambiguous:
//
//   - "<player> WORD": the secret when that player is the host still to
//     choose one, else a guess;
//   - "WORD": a guess by the only guesser still playing (solo games).
//
// Verbs match in ASCII only, in any case; fields are separated by ASCII
// white space. Text that cannot be read is refused with a *MoveError
// wrapping ErrSyntax (its Text holds a clipped piece of the input, its
// Move is the zero Move).
//
// A guess as the table hears it ("1 guess (2 green, 1 yellow)", what
// Mask shows of another seat's guess) is no move to play: ParseMove
// refuses it with ErrSyntax.
//
// ParseMove checks only the form; State.Validate checks the rules. A
// server that knows which seat sent the text uses a tilekit.Game's
// PlayAs, which reads it with State.ParseMoveAs.
func ParseMove(s State, text string) (Move, error) {
	f, err := scanMove(s.rules, "", text)
	if err != nil {
		return Move{}, err
	}
	if !f.havePlayer {
		if f.kind != KindNone && f.kind != KindGuess || f.word == "" {
			return Move{}, syntaxError("", text, "say which player moves")
		}
		p, ok := s.onlyGuesser()
		if !ok {
			return Move{}, syntaxError("", text, "more than one player could guess: say which one")
		}
		f.player, f.kind = p, KindGuess
	}
	return s.resolve(f, text, "")
}

// ParseMoveAs reads a move that seat sent, as ParseMove does, except that
// the text may leave the player out: it is then seat's move. "CRANE" is
// seat's secret when seat hosts the round and has not set it yet, else
// seat's guess; "giveup" gives up; "guess CRANE" and "secret SOLVE" name
// the verb. Text that names a seat ("1 guess CRANE") is read as it
// stands. It checks no seat: a tilekit.Game's ValidateAs and PlayAs call
// it for a seat that may move now, and refuse a move it reads for
// another seat, or TimeUp, with ErrNotYourTurn.
func (s State) ParseMoveAs(seat int, text string) (Move, error) {
	name := s.Name(seat)
	f, err := scanMove(s.rules, name, text)
	if err != nil {
		return Move{}, err
	}
	if !f.havePlayer {
		f.player = seat
	}
	return s.resolve(f, text, name)
}

// fields are the parts of a move text before they are resolved against
// a State.
type fields struct {
	player     int
	havePlayer bool
	kind       MoveKind
	word       string
}

// scanMove splits text into its optional player, optional verb and
// optional word, read under rules r (see readWordIn).
func scanMove(r Rules, name, text string) (fields, error) {
	var m fields
	f := strings.FieldsFunc(text, asciiSpace)
	if len(f) == 0 {
		return m, syntaxError(name, text, "the move is empty")
	}
	for _, w := range f {
		if strings.HasPrefix(w, `"`) {
			break
		}
		if strings.HasPrefix(w, "(") {
			return m, syntaxError(name, text, "text in parentheses is how a seat is shown a move it may not read, and cannot be played: type a word")
		}
	}
	// A quoted word may contain spaces: rejoin everything after the verb.
	if i := strings.Index(text, `"`); i >= 0 {
		head := strings.FieldsFunc(text[:i], asciiSpace)
		if len(head) > 2 {
			return m, syntaxError(name, text, "too many parts before the word")
		}
		f = append(head, strings.TrimRight(text[i:], asciiSpaces))
	}
	if len(f) > 3 {
		return m, syntaxError(name, text, "too many parts: want a word, or a verb and a word")
	}
	if p, err := strconv.Atoi(f[0]); err == nil {
		m.player, m.havePlayer = p, true
		f = f[1:]
	}
	if len(f) > 0 {
		if k, ok := kindByNameFold(f[0]); ok {
			m.kind = k
			f = f[1:]
		}
	}
	switch len(f) {
	case 0:
	case 1:
		w, err := readWordIn(r, f[0])
		if err != nil {
			return m, syntaxError(name, text, err.Error())
		}
		m.word = upperASCII(w)
	default:
		return m, syntaxError(name, text, notation.Quote(f[0])+" is not a verb (secret, guess, giveup or timeup)")
	}
	return m, nil
}

// resolve gives a word without a verb its verb: the secret for the host
// still to choose one, else a guess.
func (s State) resolve(f fields, text, name string) (Move, error) {
	if (f.kind == KindGuess || f.kind == KindSetSecret) && f.word == "" {
		return Move{}, syntaxError(name, text, "the "+f.kind.String()+" needs a word")
	}
	if f.kind == KindNone {
		if f.word == "" {
			return Move{}, syntaxError(name, text, "want a word, or a verb such as giveup")
		}
		f.kind = KindGuess
		if s.needsSecret(f.player) {
			f.kind = KindSetSecret
		}
	}
	return Move{Kind: f.kind, Player: f.player, Word: f.word}, nil
}
