package wordgame

import (
	"encoding"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/internal/quoted"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// CGP is the position notation other crossword engines write:
//
//	<rows> <rack1>/<rack2> <score1>/<score2> <zero-score turns> [op args; ...]
//
// Rows are separated by '/', a number stands for that many empty squares,
// an upper-case letter is a tile and a lower-case letter a blank standing
// for it. Racks use '?' for a blank. The player to move comes first in the
// racks and scores. See the package documentation for the opcodes.
//
// A game in another alphabet than English writes its letters as the
// reference engines do: a letter of several characters in brackets
// ([CH], and [ch] for a blank standing for it; [C]H is a C then an H),
// other letters as themselves (Ñ, ñ). The tk.rules opcode names the
// rules, and with them the tile set and its alphabet, which a CGP must
// give to be read in that alphabet: without one it is read as English.

// MarshalText writes s as a CGP position with the opcodes that make the
// round trip exact (tk.rules, tk.rand, tk.hist and the others the package
// documentation lists), history included. The zero State is written as
// "".
func (s State) MarshalText() ([]byte, error) {
	if s.g == nil {
		return []byte{}, nil
	}
	var b strings.Builder
	n := int(s.players)
	b.WriteString(s.board.rowsText())
	seat := func(i int) int { return (int(s.turn) + i) % n }
	b.WriteByte(' ')
	for i := range n {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(s.g.rackText(s.racks[seat(i)]))
	}
	b.WriteByte(' ')
	for i := range n {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(strconv.Itoa(s.scores[seat(i)]))
	}
	fmt.Fprintf(&b, " %d", s.scoreless)
	fmt.Fprintf(&b, " lex %s;", s.lex)
	fmt.Fprintf(&b, " tk.rules %s;", s.g.rulesText())
	fmt.Fprintf(&b, " tk.rand %s;", s.bag.Rand())
	if s.turn != 0 {
		fmt.Fprintf(&b, " tk.seat %d;", s.turn)
	}
	if s.opening >= 0 {
		fmt.Fprintf(&b, " tk.open %d;", s.opening)
	}
	if s.adjust != [maxPlayers]int{} {
		b.WriteString(" tk.end ")
		for i := range n {
			if i > 0 {
				b.WriteByte('/')
			}
			b.WriteString(strconv.Itoa(s.adjust[seat(i)]))
		}
		b.WriteByte(';')
	}
	if s.names != nil {
		b.WriteString(" tk.names")
		for i := range n {
			b.WriteByte(' ')
			b.WriteString(strconv.Quote(s.names[seat(i)]))
		}
		b.WriteByte(';')
	}
	if s.hist.Len() > 0 {
		b.WriteString(" tk.hist ")
		for i, h := range s.hist.Slice() {
			if i > 0 {
				b.WriteByte('/')
			}
			rk := s.g.rackText(h.rack)
			if rk == "" {
				rk = "-"
			}
			fmt.Fprintf(&b, "%d %s %d %d %s", h.player, rk, h.score, h.total, h.move)
		}
		b.WriteByte(';')
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads a CGP position. Without a tk.rules opcode the
// position is taken to use Classic() rules, the rules of the engines that
// write CGP. The dictionary is the one the lex opcode names: a bundled
// list by its name (dictionary.ByName: "default", "common", or another
// alphabet's, such as "spanish", which needs its language package
// imported: without it the error names the import), while "custom" (a
// caller's own) leaves none attached (see Attach); any other name, or
// none, is dictionary.Default() (for a position in another alphabet than
// English, none is attached: Attach gives it a word list of its
// alphabet). "" reads as the zero State. A text longer than 4 MiB is
// refused before it is read; so are scores, tk.hist scores and totals
// and tk.end adjustments outside ±MaxScore, and tk.names that
// gamekit.CheckNames refuses (that error wraps ErrBadSetup too).
func (s *State) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = State{}
		return nil
	}
	c, err := parseCGP(string(text))
	if err != nil {
		return err
	}
	rules := Classic()
	if spec, ok := c.op("tk.rules"); ok {
		if rules, err = parseSpec(spec); err != nil {
			return err
		}
	}
	dict, lex := dictionary.Default(), dictionary.DefaultName
	if name, ok := c.op("lex"); ok {
		d, err := dictionary.Lookup(name)
		switch {
		case err == nil:
			dict, lex = d, name
		case name == "custom":
			dict, lex = nil, name
		case errors.Is(err, dictionary.ErrNoWordList):
			return fmt.Errorf("wordgame: %w: lex %s: %w", ErrDetached, notation.Quote(name), err)
		}
	}
	v, err := c.build(rules, dict, lex)
	if err != nil {
		return err
	}
	if v.dict != nil && v.g.checkAlphabet(v.dict) != nil {
		// A position in another alphabet that names no list of its own
		// waits for the caller's (Attach).
		v.dict, v.lex = nil, "custom"
	}
	*s = v
	return nil
}

// FromCGP builds a State from a CGP position with the given rules and
// dictionary (nil means the bundled list of the tile set's alphabet, as
// for Setup.Dictionary; a nil pointer inside the interface, or a list in
// another alphabet than the rules' tile set, is an error wrapping
// ErrBadSetup); tk.rules and lex opcodes
// in the text are ignored, and tk.hist, when present, gives the State
// its history. The number of racks is the number of players
// (at least 2: "ADEHLRT/" is a two-player game). The bag holds the tile set minus
// the board and the racks; a position using more tiles than the set has
// is an error. In a CGP from another engine (one without the tk.rand
// opcode this package writes), a rack left empty while the bag still has
// tiles is taken as unknown, not empty: it is dealt from the bag, the
// player to move first, with the generator of seed 0.
func FromCGP(rules Rules, dict dictionary.Dictionary, text string) (State, error) {
	c, err := parseCGP(text)
	if err != nil {
		return State{}, err
	}
	if dict != nil && dictionary.Check(dict) != nil {
		return State{}, fmt.Errorf("wordgame: %w: the word list is missing (a nil pointer)", ErrBadSetup)
	}
	if dict, err = gameWords(rules.Tiles.Alphabet(), dict); err != nil {
		return State{}, err
	}
	s, err := c.build(rules, dict, lexName(dict))
	if err != nil {
		return State{}, err
	}
	if err := s.g.checkAlphabet(dict); err != nil {
		return State{}, fmt.Errorf("wordgame: %w: %v", ErrBadSetup, err)
	}
	return s, nil
}

// cgp is a position as read, before it is checked against rules.
type cgp struct {
	rows   []string
	racks  []string
	scores []int
	zeros  int
	ops    [][2]string // name, arguments
}

func (c cgp) op(name string) (string, bool) {
	for _, o := range c.ops {
		if o[0] == name {
			return o[1], true
		}
	}
	return "", false
}

func badCGP(format string, args ...any) error {
	return fmt.Errorf("wordgame: %w: %s", ErrSyntax, fmt.Sprintf(format, args...))
}

// MaxScore bounds every score a CGP position, a GCG record or a game's
// score adjustments may give a player: from -MaxScore to MaxScore (a
// billion; a real game ends below a thousand). A score outside it is
// refused when a text is read (CGP scores, tk.hist scores and totals,
// tk.end adjustments, GCG scores and cumulative scores), so that play
// from any position a text can give stays far from int overflow: no
// move on a board of MaxBoardSize squares a side scores a millionth of
// the room left above MaxScore, and a game has a bounded number of moves.
// It is gcg.MaxScore, the bound of the GCG reader.
const MaxScore = gcg.MaxScore

// readScore reads a score of a CGP text, what names it (such as "score"),
// within ±MaxScore.
func readScore(what, text string) (int, error) {
	v, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("%s %s is not a number", what, notation.Quote(text))
	}
	if v > MaxScore || v < -MaxScore {
		return 0, fmt.Errorf("%s %s is outside ±%d", what, notation.Quote(text), MaxScore)
	}
	return v, nil
}

// maxCGP is the longest CGP text the package reads: 4 MiB, room for
// the history of any game played to its end.
const maxCGP = 1 << 22

func parseCGP(text string) (cgp, error) {
	var c cgp
	if len(text) > maxCGP {
		return c, badCGP("text of %d bytes is too long", len(text))
	}
	fields := make([]string, 0, 4)
	rest := strings.TrimLeft(text, " \t\r\n")
	for len(fields) < 4 {
		if rest == "" {
			return c, badCGP("want board, racks, scores and zero-score turns; found %d fields in %s", len(fields), notation.Quote(text))
		}
		i := strings.IndexAny(rest, " \t\r\n")
		if i < 0 {
			i = len(rest)
		}
		fields = append(fields, rest[:i])
		rest = strings.TrimLeft(rest[i:], " \t\r\n")
	}
	c.rows = strings.Split(fields[0], "/")
	if len(c.rows) < 2 || len(c.rows) > MaxBoardSize {
		return c, badCGP("the board has %d rows, want 2 to %d", len(c.rows), MaxBoardSize)
	}
	c.racks = strings.Split(fields[1], "/")
	if len(c.racks) > maxPlayers {
		return c, badCGP("%d racks, at most %d players", len(c.racks), maxPlayers)
	}
	if len(c.racks) == 1 {
		c.racks = append(c.racks, "")
	}
	scores := strings.Split(fields[2], "/")
	if len(scores) != len(c.racks) {
		return c, badCGP("%d scores for %d racks", len(scores), len(c.racks))
	}
	for _, sc := range scores {
		v, err := readScore("score", sc)
		if err != nil {
			return c, badCGP("%v", err)
		}
		c.scores = append(c.scores, v)
	}
	z, err := strconv.Atoi(fields[3])
	if err != nil || z < 0 || z > 100 {
		return c, badCGP("zero-score turns %s is not a number from 0 to 100", notation.Quote(fields[3]))
	}
	c.zeros = z
	ops, err := splitOps(rest)
	if err != nil {
		return c, err
	}
	c.ops = ops
	return c, nil
}

// splitOps splits opcodes "name args; name args;" (a ';' inside a quoted
// argument does not end an opcode). Empty opcodes are skipped.
func splitOps(text string) ([][2]string, error) {
	var ops [][2]string
	for text != "" {
		end, inQuote := -1, false
		for i := 0; i < len(text); i++ {
			switch ch := text[i]; {
			case ch == '\\' && inQuote:
				i++
			case ch == '"':
				inQuote = !inQuote
			case ch == ';' && !inQuote:
				end = i
			}
			if end >= 0 {
				break
			}
		}
		if inQuote {
			return nil, badCGP("unterminated quoted argument in %s", notation.Quote(text))
		}
		op := text
		if end >= 0 {
			op, text = text[:end], text[end+1:]
		} else {
			text = ""
		}
		op = strings.TrimSpace(op)
		if op == "" {
			continue
		}
		name, args, _ := strings.Cut(op, " ")
		ops = append(ops, [2]string{name, strings.TrimSpace(args)})
	}
	return ops, nil
}

// build checks c against rules and makes the State: the board, the seat
// to move (tk.seat), the racks and scores (readRacks), the bag (fillBag),
// the turn counters, names and draws (readTurns), then the history and
// end-of-game adjustments (readEnd).
func (c cgp) build(rules Rules, dict dictionary.Dictionary, lex string) (State, error) {
	n := len(c.racks)
	rules.Players = n
	g, err := compile(rules)
	if err != nil {
		return State{}, err
	}
	if len(c.rows) != g.rows {
		return State{}, badCGP("the board has %d rows but the layout %d", len(c.rows), g.rows)
	}
	s := State{g: g, dict: dict, lex: lex, players: uint8(n), opening: -1}
	s.board.rows, s.board.cols = uint8(g.rows), uint8(g.cols)
	board, err := parseRowsIn(g.alpha, c.rows, g.cols)
	if err != nil {
		return State{}, err
	}
	s.board = board
	s.board.alpha = g.aid
	var used []tiles.Tile
	for _, x := range board.sq {
		if x != 0 {
			used = append(used, g.tileOf(x).Unassigned())
		}
	}
	turn := 0
	if v, ok := c.op("tk.seat"); ok {
		if turn, err = strconv.Atoi(v); err != nil || turn < 0 || turn >= n {
			return State{}, badCGP("tk.seat %s: want a seat from 0 to %d", notation.Quote(v), n-1)
		}
	}
	s.turn = uint8(turn)
	if used, err = c.readRacks(&s, used); err != nil {
		return State{}, err
	}
	if err := c.fillBag(&s, rules, used); err != nil {
		return State{}, err
	}
	if err := c.readTurns(&s, rules); err != nil {
		return State{}, err
	}
	if err := c.readEnd(&s); err != nil {
		return State{}, err
	}
	return s, nil
}

// seatOf returns the seat of the CGP's i-th rack: the racks are listed from
// the player to move.
func (s *State) seatOf(i int) int { return (int(s.turn) + i) % int(s.players) }

// readRacks sets the racks and scores of s from c, adding the rack tiles
// to used.
func (c cgp) readRacks(s *State, used []tiles.Tile) ([]tiles.Tile, error) {
	g := s.g
	for i, text := range c.racks {
		rk, err := readRack(g.alpha, text, g.rules.RackSize)
		if err != nil {
			return nil, badCGP("%s", err)
		}
		for _, x := range rk.letters() {
			used = append(used, g.tileOf(x))
		}
		s.racks[s.seatOf(i)] = rk
		s.scores[s.seatOf(i)] = c.scores[i]
	}
	return used, nil
}

// readRack reads a rack's text in alphabet a: letters in upper case
// (brackets for a letter of several characters) and '?' for a blank, at
// most size tiles. It returns the rack sorted, or says in words what is
// wrong.
func readRack(a *tiles.Alphabet, text string, size int) (rack, error) {
	var rk rack
	if len(text) > size*maxLetterBytes {
		return rk, fmt.Errorf("rack %s holds more than %d tiles", notation.Quote(text), size)
	}
	for j := 0; j < len(text); {
		codes, n := "?", 1
		if text[j] != '?' {
			codes, n = a.Next(text[j:])
		}
		if n == 0 || codes[0]&tiles.Lower != 0 {
			if a == tiles.English() {
				return rk, fmt.Errorf("rack %s: %s is not a tile (A-Z, ? for a blank)", notation.Quote(text), notation.CharAt(text, j))
			}
			return rk, fmt.Errorf("rack %s: %s is not a tile (an upper-case %s letter, ? for a blank)", notation.Quote(text), notation.CharAt(text, j), a.Name())
		}
		for k := 0; k < len(codes); k++ {
			if int(rk.n) == size {
				return rk, fmt.Errorf("rack %s holds more than %d tiles", notation.Quote(text), size)
			}
			rk.t[rk.n] = codes[k]
			rk.n++
		}
		j += n
	}
	sortRack(rk.t[:rk.n])
	return rk, nil
}

// maxLetterBytes is room for the text of one letter in notation: a
// bracketed letter of four characters of up to four bytes each.
const maxLetterBytes = 2 + 4*4

// fillBag puts in s's bag the tiles of the set that are not used on the
// board or the racks, drawn with the tk.rand state when c gives one.
func (c cgp) fillBag(s *State, rules Rules, used []tiles.Tile) error {
	rest, err := tiles.Remove(rules.Tiles.Tiles(), used)
	if err != nil {
		return fmt.Errorf("wordgame: %w: %v", ErrTooManyTiles, err)
	}
	rng := tiles.NewRand(0)
	if v, ok := c.op("tk.rand"); ok {
		if err := rng.UnmarshalText([]byte(v)); err != nil {
			return badCGP("tk.rand %s: %v", notation.Quote(v), err)
		}
	}
	s.bag = tiles.NewBag(rest, 0).WithRand(rng)
	return nil
}

// readTurns sets the zero-score turn count, the opening passes (tk.open)
// and the names (tk.names), then fills the empty racks of a running game
// without its own tk.rand.
func (c cgp) readTurns(s *State, rules Rules) error {
	n := int(s.players)
	if c.zeros > 255 {
		return badCGP("zero-score turns %d is too many", c.zeros)
	}
	s.scoreless = uint8(c.zeros)
	if v, ok := c.op("tk.open"); ok {
		k, err := strconv.Atoi(v)
		if err != nil || k < 0 || k >= n || !rules.OpeningRedraw || !s.board.Empty() || k != c.zeros {
			return badCGP("tk.open %s: want the number of opening passes (0 to %d) on an empty board, equal to the zero-score turns, with OpeningRedraw on", notation.Quote(v), n-1)
		}
		s.opening = int8(k)
	}
	if v, ok := c.op("tk.names"); ok {
		names, err := quoted.Split(v)
		if err != nil || len(names) != n {
			return badCGP("tk.names %s: want %d quoted names", notation.Quote(v), n)
		}
		if err := notation.CheckNames(names); err != nil {
			return fmt.Errorf("wordgame: %w: tk.names: %w", ErrSyntax, err)
		}
		s.names = make([]string, n)
		for i, name := range names {
			s.names[s.seatOf(i)] = name
		}
	}
	if _, own := c.op("tk.rand"); !own && !s.Over() {
		for i := range n {
			if p := s.seatOf(i); s.racks[p].n == 0 {
				s.bag, s.racks[p] = s.draw(s.bag, s.racks[p])
			}
		}
	}
	return nil
}

// readEnd reads the history (tk.hist) and the end-of-game adjustments
// (tk.end).
func (c cgp) readEnd(s *State) error {
	n := int(s.players)
	var err error
	if v, ok := c.op("tk.hist"); ok {
		if s.hist, err = parseHist(s.g.alpha, v, n); err != nil {
			return err
		}
	}
	if v, ok := c.op("tk.end"); ok {
		parts := strings.Split(v, "/")
		if !s.Over() || len(parts) != n {
			return badCGP("tk.end %s: want %d adjustments of a finished game", notation.Quote(v), n)
		}
		for i, part := range parts {
			a, err := readScore("adjustment", part)
			if err != nil {
				return badCGP("tk.end %s: %v", notation.Quote(v), err)
			}
			s.adjust[s.seatOf(i)] = a
		}
	}
	return nil
}

// parseHist reads the tk.hist argument: the moves played, oldest first,
// separated by '/', each "SEAT RACK SCORE TOTAL MOVE": the 0-based seat
// that played it, its rack before the move ('-' when empty), the points
// it earned, the seat's score after it and the move in notation. Every
// entry is checked before the list is built, so that a text refused late
// has allocated nothing for the entries before.
func parseHist(a *tiles.Alphabet, v string, players int) (history.List[played], error) {
	var l history.List[played]
	for entry := range strings.SplitSeq(v, "/") {
		if _, err := parseEntry(a, entry, players); err != nil {
			return l, err
		}
	}
	for entry := range strings.SplitSeq(v, "/") {
		h, _ := parseEntry(a, entry, players)
		l = l.Push(h)
	}
	return l, nil
}

// parseEntry reads one entry of tk.hist, in alphabet a.
func parseEntry(a *tiles.Alphabet, entry string, players int) (played, error) {
	var h played
	var f [4]string
	rest := entry
	for i := range f {
		var ok bool
		if f[i], rest, ok = strings.Cut(rest, " "); !ok {
			return h, badCGP("tk.hist: %s is not SEAT RACK SCORE TOTAL MOVE", notation.Quote(entry))
		}
	}
	p, err := strconv.Atoi(f[0])
	if err != nil || p < 0 || p >= players || f[0] != strconv.Itoa(p) {
		return h, badCGP("tk.hist: %s: the seat must be 0 to %d", notation.Quote(entry), players-1)
	}
	h.player = uint8(p)
	if f[1] != "-" {
		rk, err := readRack(a, f[1], MaxBoardSize)
		if err != nil {
			return h, badCGP("tk.hist: %s: %s", notation.Quote(entry), strings.Replace(err.Error(), "rack "+notation.Quote(f[1])+": ", "", 1))
		}
		h.rack = rk
	}
	if h.score, err = readScore("the score", f[2]); err != nil {
		return h, badCGP("tk.hist: %s: %v", notation.Quote(entry), err)
	}
	if h.total, err = readScore("the total", f[3]); err != nil {
		return h, badCGP("tk.hist: %s: %v", notation.Quote(entry), err)
	}
	if h.move, err = parseNotationIn(a, rest, false); err != nil || !h.move.valid() {
		return h, badCGP("tk.hist: %s: %s is not a move", notation.Quote(entry), notation.Quote(rest))
	}
	return h, nil
}

// setSpecField sets the field of r that key names in the tk.rules form to
// val: a number, a yes or no, or a mode's name for most keys.
func (r *Rules) setSpecField(key, val string) error {
	plain := map[string]any{
		"players": &r.Players, "rack": &r.RackSize, "first": &r.MinFirstWord, "scoreless": &r.ScorelessTurns,
		"exchange": &r.Exchange, "redraw": &r.OpeningRedraw,
		"wordbonus": &r.WordBonus, "end": &r.End,
	}
	var err error
	switch p := plain[key].(type) {
	case *int:
		*p, err = strconv.Atoi(val)
	case *bool:
		*p, err = strconv.ParseBool(val)
	case encoding.TextUnmarshaler:
		err = p.UnmarshalText([]byte(val))
	default:
		switch key {
		case "alltiles":
			name, pts, flat := strings.Cut(val, ":")
			err = r.AllTiles.UnmarshalText([]byte(name))
			if err == nil && flat {
				r.AllTilesPoints, err = strconv.Atoi(pts)
			}
		case "tiles":
			var ts []tiles.Tile
			ts, err = tiles.ParseMultiset(strings.ReplaceAll(val, ",", " "))
			r.Tiles = tiles.Of(ts)
		case "layout":
			r.Layout = strings.Split(val, "/")
		default:
			err = fmt.Errorf("unknown field")
		}
	}
	return err
}

// parseSpec reads the tk.rules argument: a preset's name ("default",
// "classic", "spanish"...), or the key=value form Rules.spec writes.
func parseSpec(v string) (Rules, error) {
	if r, ok := presetRules(v); ok {
		return r, nil
	}
	r := Rules{Players: 2}
	seen := map[string]bool{}
	for _, f := range strings.Fields(v) {
		key, val, ok := strings.Cut(f, "=")
		if !ok || seen[key] {
			return r, badCGP("tk.rules: bad or repeated field %s", notation.Quote(f))
		}
		seen[key] = true
		if err := r.setSpecField(key, val); err != nil {
			return r, badCGP("tk.rules field %s: %v", notation.Quote(f), err)
		}
	}
	for _, key := range []string{"rack", "first", "wordbonus", "alltiles", "exchange", "redraw", "scoreless", "end", "tiles", "layout"} {
		if !seen[key] {
			return r, badCGP("tk.rules: missing field %q", key)
		}
	}
	return r, nil
}

// rowsText writes the board as CGP rows.
func (b Board) rowsText() string {
	if b.alpha != 0 {
		return b.rowsTextIn(b.Alphabet())
	}
	var sb strings.Builder
	for r := 0; r < int(b.rows); r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		empty := 0
		for c := 0; c < int(b.cols); c++ {
			x := b.sq[r*MaxBoardSize+c]
			if x == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if isBlankSq(x) {
				x = upper(x) | 0x20 // an English blank: the ASCII lower case
			}
			sb.WriteByte(x)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
	}
	return sb.String()
}

// rowsTextIn writes the board as CGP rows in alphabet a: each run of
// tiles in notation, so that [C]H stays a C and an H.
func (b Board) rowsTextIn(a *tiles.Alphabet) string {
	var buf []byte
	for r := 0; r < int(b.rows); r++ {
		if r > 0 {
			buf = append(buf, '/')
		}
		row := b.sq[r*MaxBoardSize : r*MaxBoardSize+int(b.cols)]
		for c := 0; c < len(row); {
			end := c
			if row[c] == 0 {
				for end < len(row) && row[end] == 0 {
					end++
				}
				buf = strconv.AppendInt(buf, int64(end-c), 10)
			} else {
				for end < len(row) && row[end] != 0 {
					end++
				}
				buf = a.AppendFormat(buf, row[c:end])
			}
			c = end
		}
	}
	return string(buf)
}

// parseRows reads English CGP rows into a board of len(rows) rows and
// cols columns; cols < 0 takes the width of the first row.
func parseRows(rows []string, cols int) (Board, error) {
	return parseRowsIn(tiles.English(), rows, cols)
}

// parseRowsIn reads CGP rows in alphabet a (see parseRows).
func parseRowsIn(a *tiles.Alphabet, rows []string, cols int) (Board, error) {
	if len(rows) < 2 || len(rows) > MaxBoardSize {
		return Board{}, badCGP("the board has %d rows, want 2 to %d", len(rows), MaxBoardSize)
	}
	if a != tiles.English() {
		return parseRowsAny(a, rows, cols)
	}
	var b Board
	for r, row := range rows {
		col := 0
		for i := 0; i < len(row); {
			ch := row[i]
			switch {
			case isDigit(ch):
				var err error
				if col, i, err = emptyRun(row, r, i, col, cols); err != nil {
					return b, err
				}
				continue
			case ch >= 'A' && ch <= 'Z', ch >= 'a' && ch <= 'z':
				if col >= MaxBoardSize || cols >= 0 && col >= cols {
					return b, badCGP("row %d %s is too long", r+1, notation.Quote(row))
				}
				if ch >= 'a' {
					ch = blankOf(ch &^ 0x20)
				}
				b.sq[r*MaxBoardSize+col] = ch
				col++
			default:
				return b, badCGP("row %d %s: %s is not a letter or a number", r+1, notation.Quote(row), notation.CharAt(row, i))
			}
			i++
		}
		var err error
		if cols, err = rowWidth(row, r, col, cols); err != nil {
			return b, err
		}
	}
	b.rows, b.cols = uint8(len(rows)), uint8(cols)
	return b, nil
}

// emptyRun reads the run of digits at row[i:], row r (from 0) of a board
// whose row holds col squares so far and whose rows are cols wide (-1
// while unknown): it returns the squares the row holds after the run's
// empty ones and where the run ends, or an error when the number is not
// one the row has room for.
func emptyRun(row string, r, i, col, cols int) (after, end int, err error) {
	end = i
	for end < len(row) && isDigit(row[end]) {
		end++
	}
	k, err := strconv.Atoi(row[i:end])
	if err != nil || k == 0 || row[i] == '0' || col+k > MaxBoardSize || cols >= 0 && col+k > cols {
		return col, end, badCGP("row %d %s: bad run of empty squares %s", r+1, notation.Quote(row), notation.Quote(row[i:end]))
	}
	return col + k, end, nil
}

// rowWidth checks that row r (from 0), which covers col squares, is as
// wide as the rows before it (cols wide; -1 for the first row, which must
// cover at least 2), and returns the board's width.
func rowWidth(row string, r, col, cols int) (int, error) {
	if cols < 0 {
		if col < 2 {
			return cols, badCGP("row 1 %s covers %d squares, want 2 to %d", notation.Quote(row), col, MaxBoardSize)
		}
		return col, nil
	}
	if col != cols {
		return cols, badCGP("row %d %s covers %d squares, want %d", r+1, notation.Quote(row), col, cols)
	}
	return cols, nil
}

// parseRowsAny reads CGP rows in an alphabet other than English: a run of
// digits is that many empty squares, anything else letters of a (a fold
// such as German ß may fill two squares).
func parseRowsAny(a *tiles.Alphabet, rows []string, cols int) (Board, error) {
	var b Board
	for r, row := range rows {
		col := 0
		for i := 0; i < len(row); {
			if isDigit(row[i]) {
				var err error
				if col, i, err = emptyRun(row, r, i, col, cols); err != nil {
					return b, err
				}
				continue
			}
			codes, n := a.Next(row[i:])
			if n == 0 {
				return b, badCGP("row %d %s: %s is not a letter of the %s alphabet or a number", r+1, notation.Quote(row), notation.CharAt(row, i), a.Name())
			}
			for k := 0; k < len(codes); k++ {
				if col >= MaxBoardSize || cols >= 0 && col >= cols {
					return b, badCGP("row %d %s is too long", r+1, notation.Quote(row))
				}
				b.sq[r*MaxBoardSize+col] = codes[k]
				col++
			}
			i += n
		}
		var err error
		if cols, err = rowWidth(row, r, col, cols); err != nil {
			return b, err
		}
	}
	b.rows, b.cols, b.alpha = uint8(len(rows)), uint8(cols), alphabetID(a)
	return b, nil
}
