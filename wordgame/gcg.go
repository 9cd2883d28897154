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
var (
	// ErrGCGSyntax: a line that is not GCG, or a record that cannot be
	// written as GCG.
	ErrGCGSyntax = errors.New("malformed game record")
	// ErrGCGMismatch: the record states a score, a rack or a turn that the
	// replay does not reproduce.
	ErrGCGMismatch = errors.New("game record disagrees with the replay")
)

// A GCGError reports a problem with a game record: the 1-based line it is
// on (0 when the record was built in memory or the problem is not on one
// line), the kind of problem in Err (ErrGCGSyntax, ErrGCGMismatch, or the
// error a move was rejected with, such as a *MoveError), and a detail.
type GCGError struct {
	Line   int
	Err    error
	Detail string
}

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
	return &GCGError{Line: line, Err: ErrGCGSyntax, Detail: fmt.Sprintf(format, args...)}
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
	// in the order their nicknames first appear.
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
// ErrGCGSyntax, with the line number.
func ReadGCG(r io.Reader) (*Record, error) {
	if r == nil {
		return nil, &GCGError{Err: ErrGCGSyntax, Detail: "nil reader"}
	}
	data, err := io.ReadAll(io.LimitReader(r, maxGCGSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxGCGSize {
		return nil, &GCGError{Err: ErrGCGSyntax, Detail: fmt.Sprintf("record longer than %d bytes", maxGCGSize)}
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
			return "", &GCGError{Line: invalidUTF8Line(data), Err: ErrGCGSyntax, Detail: "text is not valid UTF-8"}
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
	return "", &GCGError{Line: 1, Err: ErrGCGSyntax, Detail: fmt.Sprintf("unsupported character encoding %q", enc)}
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
	return rest[:i], strings.TrimSpace(rest[i:]), true
}

func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\v' || r == '\f' }

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
	trimmed := strings.TrimSpace(line)
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
		pr.Value += "\n" + trimmed
	case 2:
		ev := &p.rec.Events[len(p.rec.Events)-1]
		ev.Note += "\n" + trimmed
	case 3:
		p.rec.Title += "\n" + trimmed
	case 4:
		p.rec.Description += "\n" + trimmed
	default:
		return syntaxErr(n, "line %q is neither a pragma (#) nor an event (>)", clip(trimmed))
	}
	return nil
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
		f := strings.Fields(value)
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
		if n != 1 {
			return syntaxErr(n, "#character-encoding must be the first line")
		}
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
	f := strings.Fields(value)
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
	if strings.HasSuffix(nick, ":") {
		return syntaxErr(n, "nickname %q ends with a colon", clip(nick))
	}
	if _, dup := p.nick[nick]; dup {
		return syntaxErr(n, "two players with nickname %q", clip(nick))
	}
	name := strings.TrimSpace(strings.TrimPrefix(value, nick))
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
	body := line[1:]
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
	ev, err := parseEventFields(n, strings.Fields(body[end+1:]))
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
	if len(s) > 2*MaxBoardSize {
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
// the last known racks. Reading the output with ReadGCG gives rec back
// (apart from Line numbers). A record that cannot be written so (a
// nickname with a space, an event for a missing player, a rack with a
// digit...) is an error wrapping ErrGCGSyntax, and nothing is written.
func WriteGCG(w io.Writer, rec *Record) error {
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
		return nil, &GCGError{Err: ErrGCGSyntax, Detail: "nil record"}
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
		return &GCGError{Err: ErrGCGSyntax, Detail: "nil record"}
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
		return &GCGError{Err: ErrGCGSyntax, Detail: fmt.Sprintf(format, args...)}
	}
	if len(rec.Players) > maxPlayers {
		return bad("%d players; GCG records hold at most %d", len(rec.Players), maxPlayers)
	}
	if len(rec.Racks) > len(rec.Players) {
		return bad("%d racks for %d players", len(rec.Racks), len(rec.Players))
	}
	seen := map[string]bool{}
	for i, pl := range rec.Players {
		if pl.Nick == "" || strings.ContainsFunc(pl.Nick, isSpaceOrBreak) || strings.HasSuffix(pl.Nick, ":") {
			return bad("player %d: nickname %q must be one word not ending in ':'", i+1, clip(pl.Nick))
		}
		if seen[pl.Nick] {
			return bad("two players with nickname %q", clip(pl.Nick))
		}
		seen[pl.Nick] = true
		if strings.ContainsAny(pl.Name, "\r\n") || pl.Name != strings.TrimSpace(pl.Name) {
			return bad("player %d: name %q must be one line without surrounding space", i+1, clip(pl.Name))
		}
	}
	oneLine := func(what, v string) error {
		if strings.ContainsAny(v, "\r\n") || v != strings.TrimSpace(v) {
			return bad("%s %q must be one line without surrounding space", what, clip(v))
		}
		return nil
	}
	multiLine := func(what, v string) error {
		for _, l := range strings.Split(strings.ReplaceAll(v, "\r\n", "\n"), "\n") {
			if l == "" || l != strings.TrimSpace(l) || strings.ContainsRune(l, '\r') {
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
		if pr.Name == "" || strings.ContainsFunc(pr.Name, isSpaceOrBreak) || reservedPragma(low) {
			return bad("pragma name %q is empty, has a space, or has a field of its own", clip(pr.Name))
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
		if l != strings.TrimSpace(l) {
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
