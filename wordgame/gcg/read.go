package gcg

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tilekit/tilekit/internal/notation"
)

// MaxSize bounds the input Read accepts (4 MiB); real records are a few
// kilobytes.
const MaxSize = 1 << 22

// Read parses a GCG game record. It checks the syntax of every line,
// not the game: wordgame.Replay does that. Unknown pragmata are kept in
// Record.Pragmas; CRLF line ends, a UTF-8 byte-order mark and ISO 8859-1
// (Latin-1) text are accepted. A record must hold what a game can take:
// nicknames and names of at most 64 characters with no control or
// format character (no tab, escape, bidirectional override or line
// separator: the rule of gamekit.CheckNames), and scores and cumulative
// scores within ±MaxScore. Errors are *Error values wrapping ErrSyntax,
// with the line number; they quote input clipped and escaped.
func Read(r io.Reader) (*Record, error) {
	if r == nil {
		return nil, &Error{Err: ErrSyntax, Detail: "nil reader"}
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, &Error{Err: ErrSyntax, Detail: fmt.Sprintf("record longer than %d bytes", MaxSize)}
	}
	text, err := decodeGCG(data)
	if err != nil {
		return nil, err
	}
	p := gcgParser{rec: &Record{}, nick: map[string]int{}, chunks: map[textKey][]string{}}
	p.rec.Events = make([]Event, 0, strings.Count(text, "\n>")+1)
	for n := 1; ; n++ {
		// Lines end with LF, CRLF or a lone CR.
		i := strings.IndexAny(text, "\r\n")
		line := text
		if i >= 0 {
			line = text[:i]
		}
		if err := p.line(n, line); err != nil {
			return nil, err
		}
		if i < 0 {
			break
		}
		if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		text = text[i+1:]
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
	if name, value, ok := splitPragma(string(first)); ok && notation.EqualFold(name, "character-encoding") {
		enc = notation.Lower(value)
	}
	switch enc {
	case "utf-8", "utf8":
		if !utf8.Valid(data) {
			return "", &Error{Line: invalidUTF8Line(data), Err: ErrSyntax, Detail: "text is not valid UTF-8"}
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
	return "", &Error{Line: 1, Err: ErrSyntax, Detail: "unsupported character encoding " + notation.Quote(enc)}
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

	// Text that grows line by line (a pragma's continuation lines, an
	// event's #note lines) is gathered here and joined once at the end,
	// so that reading stays linear however many lines there are. Each
	// field holds its first line itself; buf holds the text of field cur
	// so far, and when another field takes over it becomes a chunk of
	// cur's text in chunks (only once a line has been added to it).
	cur    textKey
	buf    strings.Builder
	grown  bool // a line was added to buf
	empty  bool // buf's text is empty (a join skips the newline)
	chunks map[textKey][]string
}

// textKey names a field that continuation lines add to: its kind and,
// for pragmata and notes, the index of the pragma or event.
type textKey struct {
	kind int // 1 pragma, 2 note, 3 title, 4 description, as cont
	i    int
}

// field returns the text field k names holds.
func (p *gcgParser) field(k textKey) *string {
	switch k.kind {
	case 1:
		return &p.rec.Pragmas[k.i].Value
	case 2:
		return &p.rec.Events[k.i].Note
	case 3:
		return &p.rec.Title
	}
	return &p.rec.Description
}

// set starts field k's text again with value.
func (p *gcgParser) set(k textKey, value string) {
	p.flush()
	delete(p.chunks, k)
	*p.field(k) = value
	p.cur = k
	p.buf.WriteString(value)
	p.empty = value == ""
}

// add appends a line to field k's text, after a newline unless the text
// is empty and newline is false.
func (p *gcgParser) add(k textKey, line string, newline bool) {
	if p.cur != k {
		p.flush()
		p.cur = k
		if len(p.chunks[k]) == 0 {
			// The first time a field grows after another took over: its
			// text so far is the field itself.
			p.buf.WriteString(*p.field(k))
		}
		p.empty = len(p.chunks[k]) == 0 && *p.field(k) == ""
	}
	if newline || !p.empty {
		p.buf.WriteByte('\n')
	}
	p.buf.WriteString(line)
	p.grown, p.empty = true, false
}

// flush ends the gathering of field cur's text.
func (p *gcgParser) flush() {
	if p.grown {
		p.chunks[p.cur] = append(p.chunks[p.cur], p.buf.String())
	}
	p.buf.Reset()
	p.cur, p.grown = textKey{}, false
}

// texts writes the gathered text into the record's fields.
func (p *gcgParser) texts() {
	p.flush()
	for k, parts := range p.chunks {
		*p.field(k) = strings.Join(parts, "")
	}
	p.chunks = nil
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
		p.add(textKey{1, len(p.rec.Pragmas) - 1}, trimmed, false)
	case 2:
		p.add(textKey{2, len(p.rec.Events) - 1}, trimmed, true)
	case 3, 4:
		p.add(textKey{p.cont, 0}, trimmed, false)
	default:
		return syntaxErr(n, "line %s is neither a pragma (#) nor an event (>)", notation.Quote(trimmed))
	}
	return nil
}

func (p *gcgParser) pragma(n int, line string) error {
	name, value, _ := splitPragma(line)
	p.cont = 0
	lower := notation.Lower(name)
	switch {
	case len(lower) == len("player1") && strings.HasPrefix(lower, "player") && lower[6] >= '1' && lower[6] <= '0'+maxPlayers:
		return p.player(n, int(lower[6]-'1'), value)
	case len(lower) == len("rack1") && strings.HasPrefix(lower, "rack") && lower[4] >= '1' && lower[4] <= '0'+maxPlayers:
		rack, _, err := parseRack(value)
		if err != nil || rack == "" {
			return syntaxErr(n, "#%s %q is not a rack", name, notation.Clip(value))
		}
		p.racks[lower[4]-'1'] = rack
		p.rackSeen = true
		return nil
	}
	switch lower {
	case "title":
		p.set(textKey{3, 0}, value)
		p.cont = 3
		return nil
	case "description":
		p.set(textKey{4, 0}, value)
		p.cont = 4
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
			k := textKey{2, len(p.rec.Events) - 1}
			if p.noteSeen {
				p.add(k, value, true)
			} else {
				p.set(k, value)
			}
			p.noteSeen, p.cont = true, 2
			return nil
		}
	}
	p.rec.Pragmas = append(p.rec.Pragmas, Pragma{Name: name, At: len(p.rec.Events)})
	p.set(textKey{1, len(p.rec.Pragmas) - 1}, value)
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
		return syntaxErr(n, "two players with nickname %q", notation.Clip(nick))
	}
	name := trimSpace(strings.TrimPrefix(value, nick))
	if name == "" {
		name = nick
	}
	if err := checkName(n, nick, name); err != nil {
		return err
	}
	for len(p.rec.Players) <= i {
		p.rec.Players = append(p.rec.Players, Player{})
	}
	p.rec.Players[i] = Player{Nick: nick, Name: name}
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
		return syntaxErr(n, "event %q has no \"nick:\"", notation.Clip(line))
	}
	nick := body[:end]
	if strings.ContainsFunc(nick, isSpace) {
		return syntaxErr(n, "nickname %q has a space", notation.Clip(nick))
	}
	player, ok := p.nick[nick]
	if !ok {
		if p.anyDeclared() {
			return syntaxErr(n, "no player has nickname %q", notation.Clip(nick))
		}
		if len(p.rec.Players) >= maxPlayers {
			return syntaxErr(n, "more than %d players", maxPlayers)
		}
		if err := checkName(n, nick, nick); err != nil {
			return err
		}
		player = len(p.rec.Players)
		p.rec.Players = append(p.rec.Players, Player{Nick: nick, Name: nick})
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

// checkName refuses, on line n, a nickname or a name that a game would
// not take as a player's name (see notation.CheckName: at most 64
// characters, no control or format characters), so that every record
// Read returns can be replayed and written again as UTF-8.
func checkName(n int, nick, name string) error {
	for _, s := range [...]string{nick, name} {
		if err := notation.CheckName(s); err != nil {
			return syntaxErr(n, "%v", err)
		}
	}
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
	p.texts()
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
		rack, _, err := parseRack(f[0])
		if err != nil {
			return ev, syntaxErr(n, "rack %q: %v", notation.Clip(f[0]), err)
		}
		ev.Rack = rack
		f = f[1:]
	}
	if len(f) == 0 {
		return ev, syntaxErr(n, "event has a rack but no move")
	}
	what := f[0]
	f = f[1:]
	switch {
	case isPosition(what):
		if len(f) == 0 {
			return ev, syntaxErr(n, "placement at %s has no word", what)
		}
		word, err := parseWord(f[0])
		if err != nil {
			return ev, syntaxErr(n, "word %q: %v", notation.Clip(f[0]), err)
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
			if c < 1 || c > maxLine {
				return ev, syntaxErr(n, "exchange of %d tiles", c)
			}
			ev.Count = c
			break
		}
		letters, count, err := parseRack(what[1:])
		if err != nil {
			return ev, syntaxErr(n, "exchange %q: %v", notation.Clip(what), err)
		}
		ev.Exchanged, ev.Count = letters, count
	case isKeyword(what, "(challenge)"):
		ev.Kind = EventChallengeBonus
	case isKeyword(what, "(time)"):
		ev.Kind = EventTimePenalty
	case len(what) >= 3 && what[0] == '(' && what[len(what)-1] == ')':
		rack, _, err := parseRack(what[1 : len(what)-1])
		if err != nil {
			return ev, syntaxErr(n, "end-of-game rack %q: %v", notation.Clip(what), err)
		}
		ev.Kind, ev.EndRack = EventEndRack, rack
	default:
		return ev, syntaxErr(n, "%q is not a move", notation.Clip(what))
	}
	if len(f) < 2 {
		return ev, syntaxErr(n, "%s event needs a score and a cumulative score", ev.Kind)
	}
	var err error
	if ev.Score, err = parseScore(f[0]); err != nil {
		return ev, syntaxErr(n, "score %q: %v", notation.Clip(f[0]), err)
	}
	if ev.Cumulative, err = parseScore(f[1]); err != nil {
		return ev, syntaxErr(n, "cumulative score %q: %v", notation.Clip(f[1]), err)
	}
	// Anything after the cumulative score (some programs list the cross
	// words there) is commentary and ignored.
	return ev, nil
}

// isKeyword reports whether what is the event keyword kw, "(time)" or
// "(challenge)", in any mix of ASCII cases but all capitals: "(TIME)" is a
// last rack of T, I, M and E, since the programs that write GCG put racks
// in capitals and these keywords in lower case.
func isKeyword(what, kw string) bool {
	return notation.EqualFold(what, kw) && what != strings.ToUpper(kw)
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

// parseRack checks a rack: tiles (see nextTile) and '?', stored in upper
// case, and returns it with its number of tiles.
func parseRack(s string) (string, int, error) {
	// The racks of every other player, at most, each tile a bracketed
	// letter of a few bytes.
	if len(s) > maxPlayers*maxLine*maxTileBytes {
		return "", 0, errors.New("too many tiles")
	}
	n, err := scanTiles(s, true)
	if err != nil {
		return "", 0, err
	}
	if n > maxPlayers*maxLine {
		return "", 0, errors.New("too many tiles")
	}
	return upper(s), n, nil
}

// maxTileBytes is room for one tile's text: a bracketed letter of
// maxBracket characters with a mark each.
const maxTileBytes = 2 + maxBracket*8

// parseWord checks a placed word: tiles, '.', and tiles in parentheses
// (tiles already on the board), which are kept as tiles.
func parseWord(s string) (string, error) {
	if len(s) > 2*maxLine*maxTileBytes {
		return "", errors.New("too long")
	}
	b := make([]byte, 0, len(s))
	open, count := false, 0
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '.':
			b = append(b, c)
			count++
			i++
			continue
		case c == '(' && !open, c == ')' && open:
			open = !open
			i++
			continue
		}
		n := nextTile(s[i:], false)
		if n == 0 {
			if s[i] == '[' {
				return "", errors.New("a bracket must hold one letter of 1 to 4 characters, like [CH]")
			}
			return "", fmt.Errorf("%s is not a tile", notation.CharAt(s, i))
		}
		b = append(b, s[i:i+n]...)
		count++
		i += n
	}
	if open {
		return "", errors.New("unclosed parenthesis")
	}
	if count == 0 || count > maxLine {
		return "", fmt.Errorf("%d letters", count)
	}
	return string(b), nil
}

// MaxScore bounds the scores and cumulative scores a record may state:
// from -MaxScore to MaxScore (a billion), far from int overflow however
// many events a record of MaxSize bytes holds; a real game ends below a
// thousand. wordgame.MaxScore is the same bound.
const MaxScore = 1_000_000_000

// parseScore reads a score with an optional sign: "+12", "-5", "340",
// within ±MaxScore.
func parseScore(s string) (int, error) {
	t := s
	if len(t) > 0 && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	if t == "" || t[0] < '0' || t[0] > '9' {
		return 0, errors.New("not a number")
	}
	v, err := strconv.ParseInt(s, 10, strconv.IntSize)
	if err != nil {
		return 0, errors.New("not a number")
	}
	if v > MaxScore || v < -MaxScore {
		return 0, fmt.Errorf("outside ±%d", MaxScore)
	}
	return int(v), nil
}

// UnmarshalText reads a GCG file, as Read does.
func (rec *Record) UnmarshalText(text []byte) error {
	if rec == nil {
		return &Error{Err: ErrSyntax, Detail: "nil record"}
	}
	r, err := Read(bytes.NewReader(text))
	if err != nil {
		return err
	}
	*rec = *r
	return nil
}
