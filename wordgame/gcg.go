package wordgame

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
)

// GCG game records.
//
// A GCG file is line-oriented text. Lines starting with '#' are pragmata
// (#player1 nick Full Name, #title, #description, #id, #lexicon, #note,
// #rack1, and whatever else a program chose to write); lines starting with
// '>' are events, one per turn or score adjustment:
//
//	>nick: RACK 8H WORD +score cumulative     a placement (H8 = down)
//	>nick: RACK - +0 cumulative               a pass
//	>nick: RACK -ABC +0 cumulative            an exchange (or -3: a count)
//	>nick: RACK -- -score cumulative          the previous play withdrawn
//	>nick: RACK (challenge) +5 cumulative     a challenge bonus
//	>nick: (RACK) +score cumulative           rack points for going out
//	>nick: RACK (RACK) -score cumulative      own rack lost at the end
//	>nick: RACK (time) -score cumulative      a time penalty
//
// The rack is optional on every event line. Any other non-blank line
// continues the pragma or note above it. Files are ISO 8859-1 unless their
// first line is "#character-encoding UTF-8"; a file without that line
// that is valid UTF-8 is read as UTF-8, since many programs write it.

// Errors reported by ReadGCG, WriteGCG and the replay of a record, wrapped
// in a *GCGError that gives the line.
// ErrGCGMismatch: the record states a score, a rack or a turn that the
// replay does not reproduce. (A line that is not GCG, or a record that
// cannot be written as GCG, is an ErrSyntax.)
var ErrGCGMismatch = errors.New("game record disagrees with the replay")

// A GCGError reports a problem with a game record: the 1-based line it is
// on (0 when the record was built in memory or the problem is not on one
// line), the kind of problem in Err (ErrSyntax, ErrGCGMismatch, or the
// error a move was rejected with, such as a *MoveError), and a detail.
type GCGError struct {
	Line   int
	Err    error
	Detail string
}

// Error reads like "wordgame: gcg line 12: cesar's total is 318 after
// this line, the record says 320".
func (e *GCGError) Error() string {
	var b strings.Builder
	b.WriteString("wordgame: gcg")
	if e.Line > 0 {
		fmt.Fprintf(&b, " line %d", e.Line)
	}
	b.WriteString(": ")
	switch {
	case e.Detail != "":
		b.WriteString(e.Detail)
	case e.Err != nil:
		b.WriteString(strings.TrimPrefix(e.Err.Error(), "wordgame: "))
	default:
		b.WriteString("error")
	}
	return b.String()
}

// Unwrap returns the kind of problem.
func (e *GCGError) Unwrap() error { return e.Err }

func syntaxErr(line int, format string, args ...any) error {
	return &GCGError{Line: line, Err: ErrSyntax, Detail: fmt.Sprintf(format, args...)}
}

// A Record is a game record as a GCG file holds it: who played, a few
// well-known facts about the game, and every event in order. ReadGCG fills
// one from text, NewRecord from a game played with this package; WriteGCG
// writes one; Replay plays it on a board and checks every score it states.
//
// A Record is plain data: it is not tied to a board, so it can hold plays
// that turn out illegal when replayed.
type Record struct {
	// Players in the order of their #playerN pragmata (#player1 first).
	// A record without such pragmata gets its players from the events,
	// in the order their nicknames first appear. GCG names two players;
	// this package also reads and writes #player3 and #player4, for
	// games of three or four.
	Players []RecordPlayer

	Title       string // #title
	Description string // #description
	Lexicon     string // #lexicon: the word list the game was played with
	IDAuthority string // #id: who issued ID ("io.woogles", ...)
	ID          string // #id: the game's identifier

	// Racks holds the last known racks (#rack1, #rack2, ...): Racks[i]
	// belongs to Players[i], "" where unknown; nil when the record gives
	// none. A running game's record uses them for the racks in hand.
	Racks []string

	// Pragmas holds every other pragma line, including notes written
	// before the first event, in file order.
	Pragmas []Pragma

	// Events holds the event lines in order.
	Events []Event
}

// A RecordPlayer is one player of a record: the nickname that event lines
// use (one word, no spaces) and the full name.
type RecordPlayer struct {
	Nick string
	Name string
}

// A Pragma is a '#' line a Record has no field for, kept so that writing
// the record gives it back: "#tile-set english" has Name "tile-set" and
// Value "english". At is the number of events before it in the file.
type Pragma struct {
	Name  string
	Value string
	At    int
}

// An EventKind says what an event line records.
type EventKind uint8

// The kinds of event. They start at 1 so the zero Event is invalid.
const (
	EventPlace          EventKind = iota + 1 // tiles placed: Position, Word
	EventPass                                // a pass: "-"
	EventExchange                            // tiles exchanged: Exchanged, Count
	EventWithdrawn                           // "--": the player's previous play taken back after a challenge
	EventChallengeBonus                      // "(challenge)": points for a play challenged in vain
	EventEndRack                             // "(RACK)": rack points when the game ends
	EventTimePenalty                         // "(time)": points lost on the clock
)

var eventKindNames = [...]string{"", "place", "pass", "exchange", "withdrawn", "challenge", "end-rack", "time"}

// String returns the kind's name: "place", "pass", "exchange",
// "withdrawn", "challenge", "end-rack" or "time".
func (k EventKind) String() string {
	if int(k) < len(eventKindNames) && k != 0 {
		return eventKindNames[k]
	}
	return "EventKind(" + strconv.Itoa(int(k)) + ")"
}

// An Event is one event line of a record.
type Event struct {
	// Line is the 1-based line the event was read from; 0 for events
	// built in memory.
	Line int

	Kind   EventKind
	Player int // index into Record.Players

	// Rack is the player's rack as written, upper case with '?' for a
	// blank; "" when the record does not give it. Records often give
	// only the tiles that were played.
	Rack string

	// Position and Word describe a placement: "8H" (row first: across) or
	// "H8" (column first: down), and the letters from the first square to
	// the last, '.' for a tile already on the board and a lower-case
	// letter for a blank. Letters written in parentheses in the file are
	// tiles already on the board; they are kept as letters.
	Position string
	Word     string

	// Exchanged holds the letters given back in an exchange ('?' for a
	// blank), or "" when the record gives only how many; Count is that
	// number of tiles.
	Exchanged string
	Count     int

	// EndRack holds the tiles an end-of-game rack line counts, as written
	// between its parentheses.
	EndRack string

	// Score is the points the event earns, negative for a withdrawn play,
	// a rack lost at the end or a time penalty; Cumulative is the
	// player's total after it.
	Score      int
	Cumulative int

	// Note is the text of the #note lines after the event, joined with
	// newlines.
	Note string
}

// maxGCGSize bounds the input ReadGCG accepts; real records are a few
// kilobytes.
const maxGCGSize = 1 << 22

// ReadGCG parses a GCG game record. It checks the syntax of every line,
// not the game: Record.Replay does that. Unknown pragmata are kept in
// Record.Pragmas; CRLF line ends, a UTF-8 byte-order mark and ISO 8859-1
// (Latin-1) text are accepted. Errors are *GCGError values wrapping
// ErrSyntax, with the line number.
func ReadGCG(r io.Reader) (*Record, error) {
	if r == nil {
		return nil, &GCGError{Err: ErrSyntax, Detail: "nil reader"}
	}
	data, err := io.ReadAll(io.LimitReader(r, maxGCGSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxGCGSize {
		return nil, &GCGError{Err: ErrSyntax, Detail: fmt.Sprintf("record longer than %d bytes", maxGCGSize)}
	}
	text, err := decodeGCG(data)
	if err != nil {
		return nil, err
	}
	p := gcgParser{rec: &Record{}, nick: map[string]int{}}
	for i, line := range splitLines(text) {
		if err := p.line(i+1, line); err != nil {
			return nil, err
		}
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	return p.rec, nil
}

// decodeGCG turns the file's bytes into UTF-8 text, following its
// #character-encoding pragma when the first line has one.
func decodeGCG(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	first := data
	if i := bytes.IndexAny(first, "\r\n"); i >= 0 {
		first = first[:i]
	}
	enc := ""
	if name, value, ok := splitPragma(string(first)); ok && strings.EqualFold(name, "character-encoding") {
		enc = strings.ToLower(value)
	}
	switch enc {
	case "utf-8", "utf8":
		if !utf8.Valid(data) {
			return "", &GCGError{Line: invalidUTF8Line(data), Err: ErrSyntax, Detail: "text is not valid UTF-8"}
		}
		return string(data), nil
	case "iso-8859-1", "iso8859-1", "latin-1", "latin1":
		return latin1(data), nil
	case "":
		if utf8.Valid(data) {
			return string(data), nil
		}
		return latin1(data), nil
	}
	return "", &GCGError{Line: 1, Err: ErrSyntax, Detail: fmt.Sprintf("unsupported character encoding %q", enc)}
}

func latin1(data []byte) string {
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	for _, c := range data {
		b.WriteRune(rune(c))
	}
	return b.String()
}

func invalidUTF8Line(data []byte) int {
	line := 1
	for len(data) > 0 {
		r, n := utf8.DecodeRune(data)
		if r == utf8.RuneError && n == 1 {
			return line
		}
		if r == '\n' {
			line++
		}
		data = data[n:]
	}
	return line
}

// splitLines splits on LF, CRLF or a lone CR.
func splitLines(text string) []string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	return strings.Split(text, "\n")
}

// splitPragma splits "#name value" into its name and trimmed value.
func splitPragma(line string) (name, value string, ok bool) {
	if !strings.HasPrefix(line, "#") {
		return "", "", false
	}
	rest := line[1:]
	i := strings.IndexFunc(rest, isSpace)
	if i < 0 {
		return rest, "", true
	}
	return rest[:i], trimSpace(rest[i:]), true
}

// isSpace reports whether r separates GCG fields. Only ASCII white space
// counts, so that names in any script survive a round trip unchanged.
func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\v' || r == '\f' }

// trimSpace removes ASCII white space around s.
func trimSpace(s string) string { return strings.Trim(s, " \t\v\f\r\n") }

// fields splits s around runs of ASCII white space.
func fields(s string) []string { return strings.FieldsFunc(s, isSpaceOrBreak) }

// gcgParser holds the reader's state between lines.
type gcgParser struct {
	rec      *Record
	nick     map[string]int
	declared [maxPlayers]bool // #playerN seen
	racks    [maxPlayers]string
	rackSeen bool
	// cont says where a continuation line goes: 0 nowhere, 1 the last
	// pragma, 2 the last event's note, 3 title, 4 description.
	cont     int
	noteSeen bool // the last event already has a note line
}

func (p *gcgParser) line(n int, line string) error {
	trimmed := trimSpace(line)
	if trimmed == "" {
		return nil
	}
	// A line is a pragma or an event when it starts with '#' or '>'; an
	// indented one is too, unless it can continue the text above it.
	if lead := trimmed[0]; (lead == '#' || lead == '>') && (line[0] == lead || p.cont == 0) {
		if lead == '#' {
			return p.pragma(n, trimmed)
		}
		p.cont = 0
		return p.event(n, trimmed)
	}
	switch p.cont {
	case 1:
		pr := &p.rec.Pragmas[len(p.rec.Pragmas)-1]
		pr.Value = joinLine(pr.Value, trimmed)
	case 2:
		ev := &p.rec.Events[len(p.rec.Events)-1]
		ev.Note += "\n" + trimmed
	case 3:
		p.rec.Title = joinLine(p.rec.Title, trimmed)
	case 4:
		p.rec.Description = joinLine(p.rec.Description, trimmed)
	default:
		return syntaxErr(n, "line %q is neither a pragma (#) nor an event (>)", clip(trimmed))
	}
	return nil
}

// joinLine appends a continuation line to a pragma's value.
func joinLine(value, line string) string {
	if value == "" {
		return line
	}
	return value + "\n" + line
}

func (p *gcgParser) pragma(n int, line string) error {
	name, value, _ := splitPragma(line)
	p.cont = 0
	lower := strings.ToLower(name)
	switch {
	case len(lower) == len("player1") && strings.HasPrefix(lower, "player") && lower[6] >= '1' && lower[6] <= '0'+maxPlayers:
		return p.player(n, int(lower[6]-'1'), value)
	case len(lower) == len("rack1") && strings.HasPrefix(lower, "rack") && lower[4] >= '1' && lower[4] <= '0'+maxPlayers:
		rack, err := parseRack(value)
		if err != nil || rack == "" {
			return syntaxErr(n, "#%s %q is not a rack", name, clip(value))
		}
		p.racks[lower[4]-'1'] = rack
		p.rackSeen = true
		return nil
	}
	switch lower {
	case "title":
		p.rec.Title, p.cont = value, 3
		return nil
	case "description":
		p.rec.Description, p.cont = value, 4
		return nil
	case "lexicon":
		p.rec.Lexicon = value
		return nil
	case "id":
		f := fields(value)
		switch len(f) {
		case 0:
			p.rec.IDAuthority, p.rec.ID = "", ""
		case 1:
			p.rec.IDAuthority, p.rec.ID = "", f[0]
		default:
			p.rec.IDAuthority, p.rec.ID = f[0], strings.Join(f[1:], " ")
		}
		return nil
	case "character-encoding":
		// Only the first line decides the encoding (see decodeGCG); a
		// later one is ignored.
		return nil
	case "note":
		if len(p.rec.Events) > 0 {
			ev := &p.rec.Events[len(p.rec.Events)-1]
			if p.noteSeen {
				ev.Note += "\n" + value
			} else {
				ev.Note = value
			}
			p.noteSeen, p.cont = true, 2
			return nil
		}
	}
	p.rec.Pragmas = append(p.rec.Pragmas, Pragma{Name: name, Value: value, At: len(p.rec.Events)})
	p.cont = 1
	return nil
}

func (p *gcgParser) player(n, i int, value string) error {
	f := fields(value)
	if len(f) == 0 {
		return syntaxErr(n, "#player%d needs a nickname", i+1)
	}
	if p.declared[i] {
		return syntaxErr(n, "#player%d given twice", i+1)
	}
	if len(p.rec.Events) > 0 {
		return syntaxErr(n, "#player%d after the first event", i+1)
	}
	nick := f[0]
	if _, dup := p.nick[nick]; dup {
		return syntaxErr(n, "two players with nickname %q", clip(nick))
	}
	name := trimSpace(strings.TrimPrefix(value, nick))
	if name == "" {
		name = nick
	}
	for len(p.rec.Players) <= i {
		p.rec.Players = append(p.rec.Players, RecordPlayer{})
	}
	p.rec.Players[i] = RecordPlayer{Nick: nick, Name: name}
	p.declared[i] = true
	p.nick[nick] = i
	return nil
}

func (p *gcgParser) event(n int, line string) error {
	// ">nick: fields..." — the nickname ends at the first colon that is
	// followed by white space or the end of the line.
	body := strings.TrimLeft(line[1:], " \t\v\f")
	end := -1
	for i := 0; i < len(body); i++ {
		if body[i] == ':' && (i+1 == len(body) || body[i+1] == ' ' || body[i+1] == '\t') {
			end = i
			break
		}
	}
	if end <= 0 {
		return syntaxErr(n, "event %q has no \"nick:\"", clip(line))
	}
	nick := body[:end]
	if strings.ContainsFunc(nick, isSpace) {
		return syntaxErr(n, "nickname %q has a space", clip(nick))
	}
	player, ok := p.nick[nick]
	if !ok {
		if p.anyDeclared() {
			return syntaxErr(n, "no player has nickname %q", clip(nick))
		}
		if len(p.rec.Players) >= maxPlayers {
			return syntaxErr(n, "more than %d players", maxPlayers)
		}
		player = len(p.rec.Players)
		p.rec.Players = append(p.rec.Players, RecordPlayer{Nick: nick, Name: nick})
		p.nick[nick] = player
	}
	ev, err := parseEventFields(n, fields(body[end+1:]))
	if err != nil {
		return err
	}
	ev.Line, ev.Player = n, player
	p.rec.Events = append(p.rec.Events, ev)
	p.noteSeen = false
	return nil
}

func (p *gcgParser) anyDeclared() bool {
	for _, d := range p.declared {
		if d {
			return true
		}
	}
	return false
}

func (p *gcgParser) finish() error {
	for i, pl := range p.rec.Players {
		if pl.Nick == "" {
			return syntaxErr(0, "#player%d is missing", i+1)
		}
	}
	if p.rackSeen {
		n := len(p.rec.Players)
		for i := range p.racks {
			if p.racks[i] != "" && i+1 > n {
				n = i + 1
			}
		}
		if n > len(p.rec.Players) {
			return syntaxErr(0, "#rack%d for a player the record does not name", n)
		}
		p.rec.Racks = make([]string, n)
		copy(p.rec.Racks, p.racks[:n])
	}
	return nil
}

// parseEventFields reads the fields after "nick:".
func parseEventFields(n int, f []string) (Event, error) {
	var ev Event
	if len(f) == 0 {
		return ev, syntaxErr(n, "empty event")
	}
	// An optional rack comes first: letters and '?' only.
	if f[0][0] != '-' && f[0][0] != '(' && !isPosition(f[0]) {
		rack, err := parseRack(f[0])
		if err != nil {
			return ev, syntaxErr(n, "rack %q: %v", clip(f[0]), err)
		}
		ev.Rack = rack
		f = f[1:]
	}
	if len(f) == 0 {
		return ev, syntaxErr(n, "event has a rack but no move")
	}
	what := f[0]
	f = f[1:]
	lower := strings.ToLower(what)
	switch {
	case isPosition(what):
		if len(f) == 0 {
			return ev, syntaxErr(n, "placement at %s has no word", what)
		}
		word, err := parseWord(f[0])
		if err != nil {
			return ev, syntaxErr(n, "word %q: %v", clip(f[0]), err)
		}
		ev.Kind, ev.Position, ev.Word = EventPlace, strings.ToUpper(what), word
		f = f[1:]
	case what == "-":
		ev.Kind = EventPass
	case what == "--":
		ev.Kind = EventWithdrawn
	case what[0] == '-':
		ev.Kind = EventExchange
		if c, err := strconv.Atoi(what[1:]); err == nil && what[1] != '+' && what[1] != '-' {
			if c < 1 || c > MaxBoardSize {
				return ev, syntaxErr(n, "exchange of %d tiles", c)
			}
			ev.Count = c
			break
		}
		letters, err := parseRack(what[1:])
		if err != nil {
			return ev, syntaxErr(n, "exchange %q: %v", clip(what), err)
		}
		ev.Exchanged, ev.Count = letters, len(letters)
	case lower == "(challenge)":
		ev.Kind = EventChallengeBonus
	case lower == "(time)":
		ev.Kind = EventTimePenalty
	case len(what) >= 3 && what[0] == '(' && what[len(what)-1] == ')':
		rack, err := parseRack(what[1 : len(what)-1])
		if err != nil {
			return ev, syntaxErr(n, "end-of-game rack %q: %v", clip(what), err)
		}
		ev.Kind, ev.EndRack = EventEndRack, rack
	default:
		return ev, syntaxErr(n, "%q is not a move", clip(what))
	}
	if len(f) < 2 {
		return ev, syntaxErr(n, "%s event needs a score and a cumulative score", ev.Kind)
	}
	var err error
	if ev.Score, err = parseScore(f[0]); err != nil {
		return ev, syntaxErr(n, "score %q: %v", clip(f[0]), err)
	}
	if ev.Cumulative, err = parseScore(f[1]); err != nil {
		return ev, syntaxErr(n, "cumulative score %q: %v", clip(f[1]), err)
	}
	// Anything after the cumulative score (some programs list the cross
	// words there) is commentary and ignored.
	return ev, nil
}

// isPosition reports whether s is a square in "8H" (across) or "H8"
// (down) form, either case.
func isPosition(s string) bool {
	_, _, _, ok := parsePosition(s)
	return ok
}

// parsePosition reads "8H" or "H8": 0-based row and column and whether
// the move goes down.
func parsePosition(s string) (row, col int, down, ok bool) {
	if len(s) < 2 || len(s) > 3 {
		return 0, 0, false, false
	}
	letter := func(c byte) (int, bool) {
		switch {
		case c >= 'A' && c <= 'Z':
			return int(c - 'A'), true
		case c >= 'a' && c <= 'z':
			return int(c - 'a'), true
		}
		return 0, false
	}
	number := func(d string) (int, bool) {
		if d == "" || d[0] == '0' {
			return 0, false
		}
		v := 0
		for i := 0; i < len(d); i++ {
			if d[i] < '0' || d[i] > '9' {
				return 0, false
			}
			v = v*10 + int(d[i]-'0')
		}
		return v - 1, true
	}
	if c, isL := letter(s[len(s)-1]); isL {
		r, okN := number(s[:len(s)-1])
		return r, c, false, okN
	}
	if c, isL := letter(s[0]); isL {
		r, okN := number(s[1:])
		return r, c, true, okN
	}
	return 0, 0, false, false
}

// parseRack checks a rack: letters (either case, stored upper) and '?'.
func parseRack(s string) (string, error) {
	if len(s) > maxPlayers*MaxBoardSize { // the racks of every other player, at most
		return "", errors.New("too many tiles")
	}
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z', c == '?':
		case c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
		default:
			return "", fmt.Errorf("%q is not a tile", rune(c))
		}
	}
	return string(b), nil
}

// parseWord checks a placed word: letters, '.', and letters in
// parentheses (tiles already on the board), which are kept as letters.
func parseWord(s string) (string, error) {
	b := make([]byte, 0, len(s))
	open := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c == '.':
			b = append(b, c)
		case c == '(' && !open:
			open = true
		case c == ')' && open:
			open = false
		default:
			return "", fmt.Errorf("%q is not a tile", rune(c))
		}
	}
	if open {
		return "", errors.New("unclosed parenthesis")
	}
	if len(b) == 0 || len(b) > MaxBoardSize {
		return "", fmt.Errorf("%d letters", len(b))
	}
	return string(b), nil
}

// parseScore reads a score with an optional sign: "+12", "-5", "340".
func parseScore(s string) (int, error) {
	t := s
	if len(t) > 0 && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	if t == "" || t[0] < '0' || t[0] > '9' {
		return 0, errors.New("not a number")
	}
	v, err := strconv.ParseInt(s, 10, 32)
	if err != nil {
		return 0, errors.New("not a number")
	}
	return int(v), nil
}

// clip shortens text quoted in an error.
func clip(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	i := max
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// WriteGCG writes rec as a GCG file in UTF-8 (its first line says so),
// with LF line ends: the pragmata, then the events with their notes, then
// the last known racks. Reading the output with ReadGCG gives rec back,
// apart from Line numbers and an empty player Name, which reads back as
// the nickname. A record that cannot be written so (a
// nickname with a space, an event for a missing player, a rack with a
// digit...) is an error wrapping ErrSyntax, and nothing is written.
func WriteGCG(w io.Writer, rec *Record) error {
	if w == nil {
		return &GCGError{Err: ErrSyntax, Detail: "nil writer"}
	}
	b, err := rec.MarshalText()
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// MarshalText writes the record as WriteGCG does, so a Record can be
// stored in JSON as its GCG text.
func (rec *Record) MarshalText() ([]byte, error) {
	if rec == nil {
		return nil, &GCGError{Err: ErrSyntax, Detail: "nil record"}
	}
	if err := rec.check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("#character-encoding UTF-8\n")
	for i, pl := range rec.Players {
		fmt.Fprintf(&b, "#player%d %s %s\n", i+1, pl.Nick, pl.Name)
	}
	writeValue := func(name, value string) {
		lines := strings.Split(value, "\n")
		fmt.Fprintf(&b, "#%s %s\n", name, lines[0])
		for _, l := range lines[1:] {
			// A continuation line must not look like a pragma or event.
			b.WriteString(" " + l + "\n")
		}
	}
	if rec.Title != "" {
		writeValue("title", rec.Title)
	}
	if rec.Description != "" {
		writeValue("description", rec.Description)
	}
	if rec.ID != "" {
		if rec.IDAuthority != "" {
			fmt.Fprintf(&b, "#id %s %s\n", rec.IDAuthority, rec.ID)
		} else {
			fmt.Fprintf(&b, "#id %s\n", rec.ID)
		}
	}
	if rec.Lexicon != "" {
		fmt.Fprintf(&b, "#lexicon %s\n", rec.Lexicon)
	}
	pi := 0
	pragmasUpTo := func(at int) {
		for ; pi < len(rec.Pragmas) && rec.Pragmas[pi].At <= at; pi++ {
			pr := rec.Pragmas[pi]
			writeValue(pr.Name, pr.Value)
		}
	}
	for i, ev := range rec.Events {
		pragmasUpTo(i)
		b.WriteString(ev.format(rec.Players[ev.Player].Nick))
		b.WriteByte('\n')
		if ev.Note != "" {
			for _, l := range strings.Split(ev.Note, "\n") {
				fmt.Fprintf(&b, "#note %s\n", l)
			}
		}
	}
	pragmasUpTo(len(rec.Events))
	for i, r := range rec.Racks {
		if r != "" {
			fmt.Fprintf(&b, "#rack%d %s\n", i+1, r)
		}
	}
	return b.Bytes(), nil
}

// UnmarshalText reads a GCG file, as ReadGCG does.
func (rec *Record) UnmarshalText(text []byte) error {
	if rec == nil {
		return &GCGError{Err: ErrSyntax, Detail: "nil record"}
	}
	r, err := ReadGCG(bytes.NewReader(text))
	if err != nil {
		return err
	}
	*rec = *r
	return nil
}

// String returns the event as a GCG line, with "?" standing for the
// player's nickname (a Record knows the nickname; WriteGCG uses it).
func (ev Event) String() string { return ev.format("?") }

// format writes the event line for the player with the given nickname.
func (ev Event) format(nick string) string {
	var b strings.Builder
	b.WriteString(">" + nick + ": " + ev.Rack + " ")
	switch ev.Kind {
	case EventPlace:
		b.WriteString(ev.Position + " " + ev.Word)
	case EventPass:
		b.WriteString("-")
	case EventExchange:
		if ev.Exchanged != "" {
			b.WriteString("-" + ev.Exchanged)
		} else {
			b.WriteString("-" + strconv.Itoa(ev.Count))
		}
	case EventWithdrawn:
		b.WriteString("--")
	case EventChallengeBonus:
		b.WriteString("(challenge)")
	case EventEndRack:
		b.WriteString("(" + ev.EndRack + ")")
	case EventTimePenalty:
		b.WriteString("(time)")
	default:
		b.WriteString("?")
	}
	fmt.Fprintf(&b, " %+d %d", ev.Score, ev.Cumulative)
	return b.String()
}

// check reports the first thing that keeps rec from being written as GCG
// that reads back the same.
func (rec *Record) check() error {
	bad := func(format string, args ...any) error {
		return &GCGError{Err: ErrSyntax, Detail: fmt.Sprintf(format, args...)}
	}
	if len(rec.Players) > maxPlayers {
		return bad("%d players; GCG records hold at most %d", len(rec.Players), maxPlayers)
	}
	if len(rec.Racks) > len(rec.Players) {
		return bad("%d racks for %d players", len(rec.Racks), len(rec.Players))
	}
	seen := map[string]bool{}
	for i, pl := range rec.Players {
		if pl.Nick == "" || strings.ContainsFunc(pl.Nick, isSpaceOrBreak) {
			return bad("player %d: nickname %q must be one word", i+1, clip(pl.Nick))
		}
		if seen[pl.Nick] {
			return bad("two players with nickname %q", clip(pl.Nick))
		}
		seen[pl.Nick] = true
		if strings.ContainsAny(pl.Name, "\r\n") || pl.Name != trimSpace(pl.Name) {
			return bad("player %d: name %q must be one line without surrounding space", i+1, clip(pl.Name))
		}
	}
	oneLine := func(what, v string) error {
		if strings.ContainsAny(v, "\r\n") || v != trimSpace(v) {
			return bad("%s %q must be one line without surrounding space", what, clip(v))
		}
		return nil
	}
	multiLine := func(what, v string) error {
		for _, l := range strings.Split(strings.ReplaceAll(v, "\r\n", "\n"), "\n") {
			if l == "" || l != trimSpace(l) || strings.ContainsRune(l, '\r') {
				return bad("%s %q: every line must be non-empty without surrounding space", what, clip(v))
			}
		}
		return nil
	}
	if rec.Title != "" {
		if err := multiLine("title", rec.Title); err != nil {
			return err
		}
	}
	if rec.Description != "" {
		if err := multiLine("description", rec.Description); err != nil {
			return err
		}
	}
	if err := oneLine("lexicon", rec.Lexicon); err != nil {
		return err
	}
	if strings.ContainsFunc(rec.IDAuthority, isSpaceOrBreak) || (rec.IDAuthority != "" && rec.ID == "") {
		return bad("id authority %q must be one word, with an id", clip(rec.IDAuthority))
	}
	if err := oneLine("id", rec.ID); err != nil {
		return err
	}
	if rec.IDAuthority == "" && strings.ContainsFunc(rec.ID, isSpaceOrBreak) {
		return bad("id %q without an authority must be one word", clip(rec.ID))
	}
	for i, r := range rec.Racks {
		if r == "" {
			continue
		}
		if v, err := parseRack(r); err != nil || v != r {
			return bad("rack %d %q is not upper-case letters and '?'", i+1, clip(r))
		}
	}
	at := 0
	for _, pr := range rec.Pragmas {
		low := strings.ToLower(pr.Name)
		if strings.ContainsFunc(pr.Name, isSpaceOrBreak) || reservedPragma(low) {
			return bad("pragma name %q has a space, or has a field of its own", clip(pr.Name))
		}
		if pr.At < at || pr.At > len(rec.Events) {
			return bad("pragma %q: position %d out of order", clip(pr.Name), pr.At)
		}
		if low == "note" && pr.At > 0 {
			return bad("a note after an event belongs in Event.Note")
		}
		at = pr.At
		if pr.Value != "" {
			if err := multiLine("pragma "+pr.Name, pr.Value); err != nil {
				return err
			}
		}
	}
	for i, ev := range rec.Events {
		if err := ev.check(len(rec.Players)); err != nil {
			return bad("event %d: %v", i+1, err)
		}
	}
	return nil
}

func isSpaceOrBreak(r rune) bool { return isSpace(r) || r == '\n' || r == '\r' }

// reservedPragma reports whether a pragma name has a Record field.
func reservedPragma(low string) bool {
	switch low {
	case "title", "description", "lexicon", "id", "character-encoding":
		return true
	}
	if len(low) == 7 && strings.HasPrefix(low, "player") && low[6] >= '1' && low[6] <= '0'+maxPlayers {
		return true
	}
	return len(low) == 5 && strings.HasPrefix(low, "rack") && low[4] >= '1' && low[4] <= '0'+maxPlayers
}

// check reports what keeps ev from being written as a GCG line that
// reads back the same.
func (ev Event) check(players int) error {
	if ev.Player < 0 || ev.Player >= players {
		return fmt.Errorf("player %d of %d", ev.Player, players)
	}
	if ev.Rack != "" {
		if v, err := parseRack(ev.Rack); err != nil || v != ev.Rack {
			return fmt.Errorf("rack %q is not upper-case letters and '?'", clip(ev.Rack))
		}
	}
	if ev.Score < math.MinInt32 || ev.Score > math.MaxInt32 || ev.Cumulative < math.MinInt32 || ev.Cumulative > math.MaxInt32 {
		return errors.New("score out of range")
	}
	if strings.Contains(ev.Note, "\r") {
		return errors.New("note holds a carriage return")
	}
	for _, l := range strings.Split(ev.Note, "\n") {
		if l != trimSpace(l) {
			return fmt.Errorf("note line %q has surrounding space", clip(l))
		}
	}
	// Fields that do not belong to the kind must be empty, so that the
	// record reads back the same.
	place := ev.Position != "" || ev.Word != ""
	exch := ev.Exchanged != "" || ev.Count != 0
	end := ev.EndRack != ""
	switch ev.Kind {
	case EventPlace:
		if ev.Position != strings.ToUpper(ev.Position) || !isPosition(ev.Position) {
			return fmt.Errorf("position %q is not like 8H or H8", clip(ev.Position))
		}
		if w, err := parseWord(ev.Word); err != nil || w != ev.Word {
			return fmt.Errorf("word %q is not letters and '.'", clip(ev.Word))
		}
		place = false
	case EventExchange:
		if ev.Exchanged != "" {
			if v, err := parseRack(ev.Exchanged); err != nil || v != ev.Exchanged || len(v) != ev.Count {
				return fmt.Errorf("exchange %q of %d tiles", clip(ev.Exchanged), ev.Count)
			}
		} else if ev.Count < 1 || ev.Count > MaxBoardSize {
			return fmt.Errorf("exchange of %d tiles", ev.Count)
		}
		exch = false
	case EventEndRack:
		if v, err := parseRack(ev.EndRack); err != nil || v != ev.EndRack || v == "" {
			return fmt.Errorf("end-of-game rack %q is not upper-case letters and '?'", clip(ev.EndRack))
		}
		end = false
	case EventPass, EventWithdrawn, EventChallengeBonus, EventTimePenalty:
	default:
		return fmt.Errorf("unknown kind %d", ev.Kind)
	}
	if place || exch || end {
		return fmt.Errorf("%s event carries fields of another kind", ev.Kind)
	}
	return nil
}

// ReplayGCG reads a GCG game record from r and replays it under rules,
// checking words against dict. The zero Rules means the rules the record
// names (Record.Rules: its tk.rules pragma, or Classic()); a nil dict
// means the bundled list the record's #lexicon names, or
// dictionary.Default(). It is
// ReadGCG followed by Record.Replay with a zero seed; see Replay for what
// is checked. The returned State is the position after the last event;
// when the record ends the game, its scores (and so its CGP) are final.
//
// Records written by other programs were checked against their own word
// list, which may hold words dict lacks: such a record fails with an error
// wrapping ErrNotAWord. To replay any record, pass a permissive
// dictionary, for example dictionary.Func(func(string) bool { return true }).
func ReplayGCG(rules Rules, dict dictionary.Dictionary, r io.Reader) (State, error) {
	rec, err := ReadGCG(r)
	if err != nil {
		return State{}, err
	}
	return rec.Replay(rules, Setup{Dictionary: dict})
}

// Replay plays the record on a new game and returns the final State.
//
// The game is New(rules, setup) with one seat per record player, seated
// in the record's order but starting with whoever makes the first move
// (player 0 of the State moves first); setup.Players must be 0 or the
// record's player count, and setup.Names, when nil, defaults to the
// players' full names in seat order. setup.Seed seeds the bag for the
// game's continuation; setup.Dictionary checks the words (nil: the
// bundled list the record's Lexicon names, or dictionary.Default()). The
// zero Rules means the rules the record names (see Record.Rules).
//
// Every event is checked: a placement, pass or exchange must be legal for
// the player whose turn it is, and its score must be the one the rules
// give (after a player goes out, a pass by the next player, which
// programs that play with challenges write to accept that last play, is
// taken as a no-op); a withdrawn play ("--") must take back that player's play just
// before it, for its full score (the phony itself is placed without the
// word check, and the turn then counts as a pass); end-of-game rack lines
// must give what the rules' end rule gives; challenge bonuses and time
// penalties are added as written. After every event, the player's
// cumulative score must be the one the record states. The first
// disagreement is an error wrapping ErrGCGMismatch (or the move's own
// error, such as ErrNotAWord) with the line it is on; Replay then
// returns the State reached before that line.
//
// Records show the rack a player held before each turn, often only the
// tiles played. Replay gives the player those tiles (taking them from the
// bag, or from another player's rack, which gets a fresh draw instead) and
// keeps the rest of the rack from its own draws; bag and rack sizes always
// follow the game. End-of-game lines and #rackN pragmata fix the racks
// left at the end, so the end-of-game adjustments are computed from the
// racks the record shows.
func (rec *Record) Replay(rules Rules, setup Setup) (State, error) {
	if rec == nil {
		return State{}, &GCGError{Err: ErrSyntax, Detail: "nil record"}
	}
	n := len(rec.Players)
	if n < 2 || n > maxPlayers {
		return State{}, &GCGError{Err: ErrSyntax, Detail: fmt.Sprintf("the record names %d players, want 2 to %d", n, maxPlayers)}
	}
	if setup.Players != 0 && setup.Players != n {
		return State{}, &GCGError{Err: ErrBadSetup, Detail: fmt.Sprintf("setup for %d players, the record has %d", setup.Players, n)}
	}
	for i, ev := range rec.Events {
		if err := ev.check(n); err != nil {
			return State{}, &GCGError{Line: ev.Line, Err: ErrSyntax, Detail: fmt.Sprintf("event %d: %v", i+1, err)}
		}
	}
	r := replayer{rec: rec, n: n, before: -1}
	for _, ev := range rec.Events {
		if ev.Kind.isTurn() {
			r.first = ev.Player
			break
		}
	}
	if rules.isZero() {
		var err error
		if rules, err = rec.Rules(); err != nil {
			return State{}, err
		}
	}
	if setup.Dictionary == nil {
		if d, ok := dictionary.ByName(rec.Lexicon); ok {
			setup.Dictionary = d
		}
	}
	setup.Players = n
	if setup.Names == nil {
		for p := range n {
			setup.Names = append(setup.Names, rec.Players[r.player(p)].Name)
		}
	}
	s, err := New(rules, setup)
	if err != nil {
		return State{}, err
	}
	r.s = s
	for i := range rec.Events {
		if err := r.event(i); err != nil {
			return r.s, err
		}
	}
	if err := r.lastRacks(); err != nil {
		return r.s, err
	}
	return r.s, nil
}

// isTurn reports whether events of kind k take a turn.
func (k EventKind) isTurn() bool { return k == EventPlace || k == EventPass || k == EventExchange }

// anyWord accepts every word: the dictionary a withdrawn phony is placed
// with.
var anyWord = dictionary.Func(func(string) bool { return true })

// replayer holds a replay in progress.
type replayer struct {
	rec      *Record
	s        State
	n        int
	first    int              // the record player who sits in seat 0
	before   int              // index of the last placement event, or -1
	prior    State            // the state before that placement
	consumed [maxPlayers]bool // end-of-game line checked for this seat
	// accept is set when a player has just gone out: programs that play
	// with challenges record the next player's acceptance of that last
	// play as a pass, which the replay takes as a no-op.
	accept bool
}

// seat returns the State seat of record player i; player is the reverse,
// and nick names the player in a seat.
func (r *replayer) seat(i int) int    { return (i - r.first + r.n) % r.n }
func (r *replayer) player(p int) int  { return (p + r.first) % r.n }
func (r *replayer) nick(p int) string { return r.rec.Players[r.player(p)].Nick }

func mismatch(line int, format string, args ...any) error {
	return &GCGError{Line: line, Err: ErrGCGMismatch, Detail: fmt.Sprintf(format, args...)}
}

func (r *replayer) event(i int) error {
	ev := r.rec.Events[i]
	p := r.seat(ev.Player)
	switch ev.Kind {
	case EventPlace, EventPass, EventExchange:
		if err := r.turn(i, ev, p); err != nil {
			return err
		}
	case EventWithdrawn:
		prev := i - 1
		if r.before != prev || prev < 0 || r.rec.Events[prev].Player != ev.Player {
			return mismatch(ev.Line, "%s withdraws a play but did not just make one", r.nick(p))
		}
		if want := -r.rec.Events[prev].Score; ev.Score != want {
			return mismatch(ev.Line, "withdrawn play: the record takes back %+d, the play scored %d", ev.Score, -want)
		}
		next, err := r.prior.Apply(Pass())
		if err != nil {
			return &GCGError{Line: ev.Line, Err: err}
		}
		if next.Over() {
			if next, err = r.endRacks(i, next); err != nil {
				return err
			}
		}
		r.s, r.before, r.accept = next, -1, false
	case EventChallengeBonus, EventTimePenalty:
		r.s = r.s.withScoreDelta(p, ev.Score)
	case EventEndRack:
		r.accept = false
		if err := r.endLine(ev, p); err != nil {
			return err
		}
	}
	return r.cumulative(ev, p)
}

// turn replays a placement, pass or exchange.
func (r *replayer) turn(i int, ev Event, p int) error {
	s := r.s
	if s.Over() && r.accept && ev.Kind == EventPass && p == int(s.turn) && ev.Score == 0 {
		r.accept = false
		return nil
	}
	r.accept = false
	if s.Over() {
		return mismatch(ev.Line, "%s moves after the game has ended", r.nick(p))
	}
	if p != int(s.turn) {
		return mismatch(ev.Line, "%s moves out of turn: it is %s's turn", r.nick(p), r.nick(int(s.turn)))
	}
	var m Move
	var err error
	switch ev.Kind {
	case EventPlace:
		m, err = ParseMove(s, ev.Position+" "+ev.Word)
	case EventPass:
		m = Pass()
	case EventExchange:
		if ev.Exchanged != "" {
			m, err = Exchange(ev.Exchanged)
		}
	}
	if err != nil {
		return &GCGError{Line: ev.Line, Err: err}
	}
	if ev.Kind != EventPlace && ev.Score != 0 {
		return mismatch(ev.Line, "a %s scores 0, the record says %+d", ev.Kind, ev.Score)
	}
	rack, err := r.rackFor(s, p, ev, m)
	if err != nil {
		return err
	}
	if s, err = replayRack(s, p, rack, 0); err != nil {
		return mismatch(ev.Line, "%s's rack %s: %v", r.nick(p), rack, err)
	}
	if ev.Kind == EventExchange && ev.Exchanged == "" {
		// Only the count is known: give back that many tiles of the
		// rack. Which ones does not matter; the next rack shown decides.
		if ev.Count > len(rack) {
			return mismatch(ev.Line, "%s exchanges %d tiles but holds %d", r.nick(p), ev.Count, len(rack))
		}
		if m, err = Exchange(rack[:ev.Count]); err != nil {
			return &GCGError{Line: ev.Line, Err: err}
		}
	}
	play := s
	phony := ev.Kind == EventPlace && i+1 < len(r.rec.Events) &&
		r.rec.Events[i+1].Kind == EventWithdrawn && r.rec.Events[i+1].Player == ev.Player
	if phony {
		play = s.Attach(anyWord)
	}
	next, err := play.Apply(m)
	if err != nil {
		return &GCGError{Line: ev.Line, Err: err}
	}
	if pts := next.scores[p] - next.adjust[p] - s.scores[p]; ev.Kind == EventPlace && pts != ev.Score {
		return mismatch(ev.Line, "%s scores %d, the record says %+d", m, pts, ev.Score)
	}
	if phony {
		next.dict, next.lex = s.dict, s.lex
	}
	if next.Over() {
		if next, err = r.endRacks(i, next); err != nil {
			return err
		}
		r.accept = next.Result().Reason == PlayerOut
	}
	r.before, r.prior = -1, State{}
	if ev.Kind == EventPlace {
		r.before, r.prior = i, s
	}
	r.s = next
	return nil
}

// rackFor returns the rack player p holds for event ev: the rack the
// record shows (or, when it shows none, the tiles the move uses), filled
// up from the player's present rack to its present size.
func (r *replayer) rackFor(s State, p int, ev Event, m Move) (string, error) {
	cur := s.RackLetters(p)
	base := ev.Rack
	if base == "" {
		switch m.kind {
		case KindPlace:
			for _, x := range m.tiles[:m.n] {
				switch {
				case x >= 'a' && x <= 'z':
					base += "?"
				case x != 0:
					base += string(rune(x))
				}
			}
		case KindExchange:
			base = m.Word()
		}
	}
	if len(base) > len(cur) {
		return "", mismatch(ev.Line, "%s's rack %s has %d tiles, the player holds %d", r.nick(p), base, len(base), len(cur))
	}
	var have [27]int
	for i := 0; i < len(base); i++ {
		have[rackIdx(base[i])]++
	}
	out := []byte(base)
	for i := 0; i < len(cur) && len(out) < len(cur); i++ {
		if k := rackIdx(cur[i]); have[k] > 0 {
			have[k]--
		} else {
			out = append(out, cur[i])
		}
	}
	return string(out), nil
}

// rackIdx maps a rack letter ('A'–'Z', '?') to 0–26.
func rackIdx(x byte) int {
	if x == '?' {
		return 26
	}
	return int(x - 'A')
}

// replayRack gives player p exactly the tiles letters. withRack takes
// them from the bag; a tile the bag lacks is taken from another player's
// rack (never from a seat in the keep bit set), and that player draws a
// replacement from the bag afterwards.
func replayRack(s State, p int, letters string, keep uint) (State, error) {
	// withRack may only use the bag here: this function decides which
	// racks give up tiles, and refills them by exactly what they gave.
	all := []int{0, 1, 2, 3}
	if next, err := s.withRack(p, letters, all...); err == nil {
		return next, nil
	}
	var have, need [27]int
	for i := 0; i < len(letters); i++ {
		x := letters[i]
		if !(x >= 'A' && x <= 'Z' || x == '?') {
			return s, fmt.Errorf("%q is not a tile", x)
		}
		need[rackIdx(x)]++
	}
	for _, x := range s.racks[p].letters() {
		have[rackIdx(x)]++
	}
	for _, t := range s.bag.Tiles() {
		have[rackIdx(tileLetter(t))]++
	}
	var robbed [maxPlayers]int
	for k := range need {
		for need[k] > have[k] {
			x := byte('?')
			if k < 26 {
				x = byte('A' + k)
			}
			q := -1
			for o := range int(s.players) {
				if o != p && keep&(1<<o) == 0 && rackHasLetter(s.racks[o], x) {
					q = o
					break
				}
			}
			if q < 0 {
				return s, fmt.Errorf("not enough %c among the tiles not on the board", x)
			}
			s.racks[q] = takeFromRack(s.racks[q], []byte{x})
			s.bag = s.bag.Put(s.g.tileOf(x))
			robbed[q]++
			have[k]++
		}
	}
	s, err := s.withRack(p, letters, all...)
	if err != nil {
		return s, err
	}
	for q, k := range robbed {
		if k == 0 {
			continue
		}
		var got []byte
		bag, ts := s.bag.DrawUpTo(k)
		for _, t := range ts {
			got = append(got, tileLetter(t))
		}
		rk := s.racks[q]
		for _, x := range got {
			rk.t[rk.n] = x
			rk.n++
		}
		sortRack(rk.t[:rk.n])
		s.bag, s.racks[q] = bag, rk
	}
	return s, nil
}

func rackHasLetter(r rack, x byte) bool {
	for _, y := range r.letters() {
		if y == x {
			return true
		}
	}
	return false
}

// endRacks runs when event i ended the game in next. The end-of-game
// lines that follow it show the racks left; when they differ from the
// replay's (whose racks beyond the ones the record showed come from its
// own draws), the racks are set to the record's and the end-of-game
// adjustments computed again.
func (r *replayer) endRacks(i int, next State) (State, error) {
	want := map[int]string{}
	line := r.rec.Events[i].Line
	accepted := false
	for _, ev := range r.rec.Events[i+1:] {
		if ev.Kind == EventPass && !accepted && next.Result().Reason == PlayerOut {
			accepted = true // the next player accepting the last play
			continue
		}
		if ev.Kind.isTurn() || ev.Kind == EventWithdrawn {
			break
		}
		if ev.Kind != EventEndRack {
			continue
		}
		q := r.seat(ev.Player)
		switch {
		case ev.Score < 0:
			want[q] = ev.EndRack
		case ev.Score > 0 && r.n == 2:
			want[1-q] = ev.EndRack
		}
		line = ev.Line
	}
	return r.refinish(next, want, line)
}

// refinish sets the racks of a finished game to want (seat → letters)
// and applies the end-of-game adjustments again.
func (r *replayer) refinish(s State, want map[int]string, line int) (State, error) {
	same := true
	var keep uint
	for q, letters := range want {
		if !sameTiles(s.RackLetters(q), letters) {
			same = false
		}
		keep |= 1 << q
	}
	if same {
		return s, nil
	}
	out := -1
	if int(s.scoreless) < s.g.rules.ScorelessTurns {
		out = s.outPlayer()
	}
	if out >= 0 {
		keep |= 1 << out
	}
	for q := range int(s.players) {
		s.scores[q] -= s.adjust[q]
		s.adjust[q] = 0
	}
	for q := range int(s.players) {
		if letters, ok := want[q]; ok && len(letters) != int(s.racks[q].n) {
			return s, mismatch(line, "%s ends with %d tiles, the record shows %s", r.nick(q), s.racks[q].n, letters)
		}
	}
	s, err := setRacks(s, want, keep)
	if err != nil {
		return s, mismatch(line, "the last racks: %v", err)
	}
	return s.finish(out), nil
}

// setRacks gives several players the racks in want at once: their racks
// go back to the bag first, so that tiles may move between them.
func setRacks(s State, want map[int]string, keep uint) (State, error) {
	for q := range int(s.players) {
		if _, ok := want[q]; ok {
			s.bag = s.bag.Put(s.Rack(q)...)
			s.racks[q] = rack{}
		}
	}
	for q := range int(s.players) {
		if letters, ok := want[q]; ok {
			var err error
			if s, err = replayRack(s, q, letters, keep); err != nil {
				return s, fmt.Errorf("%s: %v", letters, err)
			}
		}
	}
	return s, nil
}

// sameTiles reports whether two rack texts hold the same tiles.
func sameTiles(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	var c [27]int
	for i := 0; i < len(a); i++ {
		if x := a[i]; x == '?' || x >= 'A' && x <= 'Z' {
			c[rackIdx(x)]++
		} else {
			return false
		}
		if x := b[i]; x == '?' || x >= 'A' && x <= 'Z' {
			c[rackIdx(x)]--
		} else {
			return false
		}
	}
	return c == [27]int{}
}

// endLine checks an end-of-game rack line against the finished game.
func (r *replayer) endLine(ev Event, p int) error {
	s := r.s
	if !s.Over() {
		return mismatch(ev.Line, "end-of-game rack points for %s before the game has ended", r.nick(p))
	}
	if r.consumed[p] {
		return mismatch(ev.Line, "a second end-of-game rack line for %s", r.nick(p))
	}
	if adj := s.adjust[p]; ev.Score != adj {
		return mismatch(ev.Line, "%s gets %+d for the racks left, the record says %+d", r.nick(p), adj, ev.Score)
	}
	var shown string
	if ev.Score < 0 {
		shown = s.RackLetters(p)
	} else {
		for q := range r.n {
			if q != p {
				shown += s.RackLetters(q)
			}
		}
	}
	if !sameTiles(shown, ev.EndRack) {
		return mismatch(ev.Line, "the racks left hold %s, the record shows %s", shown, ev.EndRack)
	}
	r.consumed[p] = true
	return nil
}

// cumulative checks the running total the event states.
func (r *replayer) cumulative(ev Event, p int) error {
	want := r.s.scores[p]
	if !r.consumed[p] {
		want -= r.s.adjust[p]
	}
	if ev.Cumulative != want {
		return mismatch(ev.Line, "%s's total is %d after this line, the record says %d", r.nick(p), want, ev.Cumulative)
	}
	return nil
}

// lastRacks applies the record's #rackN pragmata: the racks in hand at
// the end of the record.
func (r *replayer) lastRacks() error {
	if r.rec.Racks == nil {
		return nil
	}
	want := map[int]string{}
	var keep uint
	for i, letters := range r.rec.Racks {
		if letters != "" {
			q := r.seat(i)
			want[q] = letters
			keep |= 1 << q
		}
	}
	s := r.s
	if s.Over() {
		next, err := r.refinish(s, want, 0)
		if err != nil {
			return err
		}
		for q := range r.n {
			if r.consumed[q] && next.adjust[q] != s.adjust[q] {
				return mismatch(0, "the #rack pragmata change %s's end-of-game points from %+d to %+d", r.nick(q), s.adjust[q], next.adjust[q])
			}
		}
		r.s = next
		return nil
	}
	for q := range r.n {
		if letters, ok := want[q]; ok && len(letters) != int(s.racks[q].n) {
			return mismatch(0, "#rack%d %s has %d tiles, %s holds %d", r.player(q)+1, letters, len(letters), r.nick(q), s.racks[q].n)
		}
	}
	s, err := setRacks(s, want, keep)
	if err != nil {
		return mismatch(0, "the #rack pragmata: %v", err)
	}
	r.s = s
	return nil
}

// NewRecord returns the record of s's game from its history alone: one
// event per move played since New (see State.History) with the mover's
// rack, the move, its score and the running total, and, when the game is
// over, one end-of-game line per player whose score the racks left
// changed. Racks holds every player's rack at the end, so that replaying
// the record restores the position (for a running game, remove them
// before showing the record to a player). The record names the lexicon
// and, in a tk.rules pragma, the rules, so that ReplayGCG with the zero
// Rules plays it under the same rules. Players get their names (spaces in
// a nickname become '_').
//
// A State decoded from CGP has no history before its position, so its
// record starts there and does not replay from New. The zero State is an
// error wrapping ErrGameOver.
func NewRecord(s State) (*Record, error) {
	if s.g == nil {
		return nil, &GCGError{Err: ErrGameOver, Detail: "no game (the zero State)"}
	}
	n := s.Players()
	rec := &Record{Lexicon: s.lex}
	rec.Pragmas = append(rec.Pragmas, Pragma{Name: rulesPragma, Value: s.g.rulesText()})
	used := map[string]bool{}
	for p := range n {
		name := strings.Join(fields(s.Name(p)), " ")
		if name == "" {
			name = "Player " + strconv.Itoa(p+1)
		}
		base := strings.TrimRight(strings.ReplaceAll(name, " ", "_"), ":")
		if base == "" {
			base = "player" + strconv.Itoa(p+1)
		}
		nick := base
		for k := 2; used[nick]; k++ {
			nick = base + "_" + strconv.Itoa(k)
		}
		used[nick] = true
		rec.Players = append(rec.Players, RecordPlayer{Nick: nick, Name: name})
	}
	var moves []*played
	for h := s.hist; h != nil; h = h.prev {
		moves = append(moves, h)
	}
	for i := len(moves) - 1; i >= 0; i-- {
		h := moves[i]
		m := h.move
		ev := Event{Player: int(h.player), Rack: h.rack.String(), Score: h.score, Cumulative: h.total}
		switch m.kind {
		case KindPlace:
			ev.Kind, ev.Position, ev.Word = EventPlace, m.Coord(), m.Word()
		case KindPass:
			ev.Kind = EventPass
		case KindExchange:
			ev.Kind, ev.Exchanged, ev.Count = EventExchange, m.Word(), m.Len()
		}
		rec.Events = append(rec.Events, ev)
	}
	if s.Over() {
		rec.Events = append(rec.Events, endEvents(s)...)
	}
	for p := range n {
		rec.Racks = append(rec.Racks, s.RackLetters(p))
	}
	return rec, nil
}

// endEvents returns the end-of-game lines of a finished game: a gain
// (shown with the racks it counts) first, then the losses.
func endEvents(s State) []Event {
	n := s.Players()
	var gains, losses []Event
	for p := range n {
		adj := s.adjust[p]
		switch {
		case adj > 0:
			var others string
			for q := range n {
				if q != p {
					others += s.RackLetters(q)
				}
			}
			gains = append(gains, Event{Kind: EventEndRack, Player: p, EndRack: sortedRack(others), Score: adj, Cumulative: s.scores[p]})
		case adj < 0:
			own := s.RackLetters(p)
			losses = append(losses, Event{Kind: EventEndRack, Player: p, Rack: own, EndRack: own, Score: adj, Cumulative: s.scores[p]})
		}
	}
	return append(gains, losses...)
}

// sortedRack sorts rack letters, blanks last.
func sortedRack(s string) string {
	b := []byte(s)
	sortRack(b)
	return string(b)
}

// rulesPragma is the GCG pragma that names a record's rules: "#tk.rules
// classic", "#tk.rules default" or every knob, as the tk.rules opcode of
// a CGP position gives them.
const rulesPragma = "tk.rules"

// Rules returns the rules the record names in its tk.rules pragma (which
// NewRecord writes), and Classic() for a record without one: the rules of
// the programs that write GCG. A pragma that does not read is an error
// wrapping ErrSyntax.
func (rec *Record) Rules() (Rules, error) {
	if rec != nil {
		for _, pr := range rec.Pragmas {
			if notation.EqualFold(pr.Name, rulesPragma) {
				r, err := parseSpec(pr.Value)
				if err != nil {
					return Rules{}, &GCGError{Err: ErrSyntax, Detail: "#" + rulesPragma + ": " + strings.TrimPrefix(err.Error(), "wordgame: ")}
				}
				return r, nil
			}
		}
	}
	return Classic(), nil
}
