package wordgame

import (
	"errors"
	"fmt"
	"io"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// ReplayGCG reads a GCG game record from r and replays it under rules,
// checking words against dict. The zero Rules means the rules the record
// names (RecordRules: its tk.rules pragma, or Classic()); a nil dict
// means the bundled list the record's #lexicon names, or else the
// bundled playable list of the tile set's alphabet (see
// Setup.Dictionary: a Spanish record replays with dictionary/es
// imported). It is
// gcg.Read followed by Replay with a zero seed; see Replay for what
// is checked. The returned State is the position after the last event;
// when the record ends the game, its scores (and so its CGP) are final.
// TurnsGCG gives every turn on the way, each with its positions before
// and after.
//
// Records written by other programs were checked against their own word
// list, which may hold words dict lacks: such a record fails with an error
// wrapping ErrNotAWord. To replay any record, pass a permissive
// dictionary, for example dictionary.Func(func(string) bool { return true }).
func ReplayGCG(rules Rules, dict dictionary.Dictionary, r io.Reader) (State, error) {
	rec, err := gcg.Read(r)
	if err != nil {
		return State{}, err
	}
	return Replay(rec, rules, Setup{Dictionary: dict})
}

// Replay plays rec on a new game and returns the final State.
//
// The game is New(rules, setup) with one seat per record player, seated
// in the record's order but starting with whoever makes the first move
// (player 0 of the State moves first); setup.Players must be 0 or the
// record's player count, and setup.Names, when nil, defaults to the
// players' full names in seat order. setup.Seed seeds the bag for the
// game's continuation; setup.Dictionary checks the words (nil: the
// bundled list the record's Lexicon names when it is of the rules'
// alphabet, or else the bundled playable list of that alphabet). The
// zero Rules means the rules the record names (see RecordRules).
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
func Replay(rec *gcg.Record, rules Rules, setup Setup) (State, error) {
	return replay(rec, rules, setup, nil)
}

// replay is Replay that, when visit is not nil, gives visit every turn of
// the record once the lines that belong to it are played (see
// ReplayTurns); it stops with errVisitStop when visit returns false.
func replay(rec *gcg.Record, rules Rules, setup Setup, visit func(Turn) bool) (State, error) {
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
		if err := ev.Check(n); err != nil {
			return State{}, &GCGError{Line: ev.Line, Err: ErrSyntax, Detail: fmt.Sprintf("event %d: %v", i+1, err)}
		}
	}
	r := replayer{rec: rec, n: n, before: -1, visit: visit}
	for _, ev := range rec.Events {
		if isTurn(ev.Kind) {
			r.first = ev.Player
			break
		}
	}
	if rules.isZero() {
		var err error
		if rules, err = RecordRules(rec); err != nil {
			return State{}, err
		}
	}
	if setup.Dictionary == nil {
		if d, ok := dictionary.ByName(rec.Lexicon); ok && dictionary.AlphabetOf(d) == rules.Tiles.Alphabet() {
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
	if !r.flush() {
		return r.s, errVisitStop
	}
	return r.s, nil
}

// isTurn reports whether events of kind k take a turn.
func isTurn(k gcg.EventKind) bool {
	return k == gcg.EventPlace || k == gcg.EventPass || k == gcg.EventExchange
}

// anyWord accepts every word: the dictionary a withdrawn phony is placed
// with.
var anyWord = dictionary.Func(func(string) bool { return true })

// replayer holds a replay in progress.
type replayer struct {
	rec      *gcg.Record
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
	// visit, when not nil, is given each turn (see replay); pending is
	// the turn played last, given to visit once the lines after it are
	// played, when has is set; turns counts the turns.
	visit   func(Turn) bool
	pending Turn
	has     bool
	turns   int
}

// errVisitStop ends a replay whose visitor wants no more turns.
var errVisitStop = errors.New("wordgame: replay stopped by its visitor")

// flush gives the pending turn, its position after set to the replay's
// position now, to the visitor, and reports whether the replay goes on.
func (r *replayer) flush() bool {
	if r.visit == nil || !r.has {
		return true
	}
	r.has = false
	t := r.pending
	t.After = r.s
	r.pending = Turn{}
	return r.visit(t)
}

// seat returns the State seat of record player i; player is the reverse,
// and nick names the player in a seat.
func (r *replayer) seat(i int) int    { return (i - r.first + r.n) % r.n }
func (r *replayer) player(p int) int  { return (p + r.first) % r.n }
func (r *replayer) nick(p int) string { return notation.Clip(r.rec.Players[r.player(p)].Nick) }

// A move the record makes after the end, or out of turn, is both a
// disagreement with the replay and the rule it breaks.
var (
	errMismatchOver = fmt.Errorf("%w: %w", ErrGCGMismatch, ErrGameOver)
	errMismatchTurn = fmt.Errorf("%w: %w", ErrGCGMismatch, ErrNotYourTurn)
)

func mismatch(line int, format string, args ...any) error {
	return &GCGError{Line: line, Err: ErrGCGMismatch, Detail: fmt.Sprintf(format, args...)}
}

func (r *replayer) event(i int) error {
	ev := r.rec.Events[i]
	p := r.seat(ev.Player)
	switch ev.Kind {
	case gcg.EventPlace, gcg.EventPass, gcg.EventExchange:
		if err := r.turn(i, ev, p); err != nil {
			return err
		}
	case gcg.EventWithdrawn:
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
		r.pending.Withdrawn = true
		if next.Over() {
			if next, err = r.endRacks(i, next); err != nil {
				return err
			}
		}
		r.s, r.before, r.accept = next, -1, false
	case gcg.EventChallengeBonus, gcg.EventTimePenalty:
		next, ok := r.s.withScoreDelta(p, ev.Score)
		if !ok {
			return mismatch(ev.Line, "%s's score %d %+d is outside ±%d", r.nick(p), r.s.scores[p], ev.Score, MaxScore)
		}
		r.s = next
	case gcg.EventEndRack:
		r.accept = false
		if err := r.endLine(ev, p); err != nil {
			return err
		}
	}
	return r.cumulative(ev, p)
}

// turn replays a placement, pass or exchange.
func (r *replayer) turn(i int, ev gcg.Event, p int) error {
	s := r.s
	if s.Over() && r.accept && ev.Kind == gcg.EventPass && p == int(s.turn) && ev.Score == 0 {
		r.accept = false
		return nil
	}
	r.accept = false
	if !r.flush() {
		return errVisitStop
	}
	if s.Over() {
		return &GCGError{Line: ev.Line, Err: errMismatchOver, Detail: fmt.Sprintf("%s moves after the game has ended", r.nick(p))}
	}
	if p != int(s.turn) {
		return &GCGError{Line: ev.Line, Err: errMismatchTurn, Detail: fmt.Sprintf("%s moves out of turn: it is %s's turn", r.nick(p), r.nick(int(s.turn)))}
	}
	m, err := turnMove(s, ev)
	if err != nil {
		return err
	}
	rack, err := r.rackFor(s, p, ev, m)
	if err != nil {
		return err
	}
	if s, err = replayRack(s, p, rack, 0); err != nil {
		return mismatch(ev.Line, "%s's rack %s: %v", r.nick(p), s.g.codesText(rack), err)
	}
	if ev.Kind == gcg.EventExchange && ev.Exchanged == "" {
		// Only the count is known: give back that many tiles of the
		// rack. Which ones does not matter; the next rack shown decides.
		if ev.Count > len(rack) {
			return mismatch(ev.Line, "%s exchanges %d tiles but holds %d", r.nick(p), ev.Count, len(rack))
		}
		m, _ = exchangeOf(s.g.aid, []byte(rack[:ev.Count]))
	}
	play := s
	phony := ev.Kind == gcg.EventPlace && i+1 < len(r.rec.Events) &&
		r.rec.Events[i+1].Kind == gcg.EventWithdrawn && r.rec.Events[i+1].Player == ev.Player
	if phony {
		play = s.Attach(anyWord)
	}
	next, err := play.Apply(m)
	if err != nil {
		return &GCGError{Line: ev.Line, Err: err}
	}
	if pts := next.scores[p] - next.adjust[p] - s.scores[p]; ev.Kind == gcg.EventPlace && pts != ev.Score {
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
	if ev.Kind == gcg.EventPlace {
		r.before, r.prior = i, s
	}
	if r.visit != nil {
		pts := 0
		if ev.Kind == gcg.EventPlace {
			pts = ev.Score
		}
		r.pending = Turn{Index: r.turns, Line: ev.Line, Player: p, Rack: ev.Rack,
			Before: s.dealtFor(p, uint64(r.turns)), Move: m, Score: pts}
		r.has = true
	}
	r.turns++
	r.s = next
	return nil
}

// turnMove reads the move of a turn event in s (the zero Move for an
// exchange that gives only a count), and checks that a pass or an
// exchange scores nothing.
func turnMove(s State, ev gcg.Event) (Move, error) {
	var m Move
	var err error
	switch ev.Kind {
	case gcg.EventPlace:
		m, err = ParseMove(s, ev.Position+" "+ev.Word)
	case gcg.EventPass:
		m = Pass()
	case gcg.EventExchange:
		if ev.Exchanged != "" {
			var detail string
			if m, detail = exchange(s.g.alpha, ev.Exchanged); detail != "" {
				err = fmt.Errorf("wordgame: %w: %s", ErrSyntax, detail)
			}
		}
	}
	if err != nil {
		return Move{}, &GCGError{Line: ev.Line, Err: err}
	}
	if ev.Kind != gcg.EventPlace && ev.Score != 0 {
		return Move{}, mismatch(ev.Line, "a %s scores 0, the record says %+d", ev.Kind, ev.Score)
	}
	return m, nil
}

// rackFor returns the rack player p holds for event ev, as rack codes
// ('?' a blank): the rack the record shows (or, when it shows none, the
// tiles the move uses), filled up from the player's present rack to its
// present size.
func (r *replayer) rackFor(s State, p int, ev gcg.Event, m Move) (string, error) {
	cur := s.racks[p].letters()
	base, err := s.g.rackCodes(ev.Rack)
	if err != nil {
		return "", &GCGError{Line: ev.Line, Err: ErrSyntax, Detail: fmt.Sprintf("%s's rack: %v", r.nick(p), err)}
	}
	if ev.Rack == "" {
		switch m.kind {
		case KindPlace:
			for _, x := range m.tiles[:m.n] {
				switch {
				case isBlankSq(x):
					base += "?"
				case x != 0:
					base += string(x)
				}
			}
		case KindExchange:
			base = string(m.tiles[:m.n])
		}
	}
	if len(base) > len(cur) {
		return "", mismatch(ev.Line, "%s's rack %s has %d tiles, the player holds %d", r.nick(p), s.g.codesText(base), len(base), len(cur))
	}
	var have [rackKinds]int
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

// rackKinds is the number of different rack codes: every letter code of
// an alphabet, and '?'.
const rackKinds = tiles.MaxLetters + 1

// rackIdx maps a rack code (a letter's code, '?') to 0–tiles.MaxLetters.
func rackIdx(x byte) int {
	if x == '?' || !isLetterCode(x) {
		return tiles.MaxLetters
	}
	return int(x - 'A')
}

// rackCodes reads rack text in the game's alphabet ("A[CH]?") into rack
// codes, one byte a tile, '?' for a blank.
func (g *game) rackCodes(text string) (string, error) {
	plain := g.aid == 0
	for i := 0; i < len(text) && plain; i++ {
		plain = text[i] >= 'A' && text[i] <= 'Z' || text[i] == '?'
	}
	if plain {
		return text, nil // English, as the codes are
	}
	out := make([]byte, 0, len(text))
	for i := 0; i < len(text); {
		codes, n := "?", 1
		if text[i] != '?' {
			codes, n = g.alpha.Next(text[i:])
		}
		if n == 0 || codes[0]&tiles.Lower != 0 {
			return "", fmt.Errorf("%s is not a tile of the %s set", notation.CharAt(text, i), g.alpha.Name())
		}
		out = append(out, codes...)
		i += n
	}
	return string(out), nil
}

// codesText writes rack codes as text in the game's alphabet.
func (g *game) codesText(codes string) string {
	if g.aid == 0 {
		return codes
	}
	return string(appendRack(nil, g.alpha, []byte(codes)))
}

// replayRack gives player p exactly the tiles letters. withRack takes
// them from the bag; a tile the bag lacks is taken from another player's
// rack (never from a seat in the keep bit set), and that player draws a
// replacement from the bag afterwards.
func replayRack(s State, p int, letters string, keep uint) (State, error) {
	// withRack may only use the bag here: this function decides which
	// racks give up tiles, and refills them by exactly what they gave.
	all := []int{0, 1, 2, 3}
	text := s.g.codesText(letters)
	if next, err := s.withRack(p, text, all...); err == nil {
		return next, nil
	}
	var have, need [rackKinds]int
	for i := 0; i < len(letters); i++ {
		x := letters[i]
		if !(x == '?' || isLetterCode(x) && s.g.alpha.Has(x)) {
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
			if k < tiles.MaxLetters {
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
				return s, fmt.Errorf("not enough %s among the tiles not on the board", s.g.letterText(x))
			}
			s.racks[q] = takeFromRack(s.racks[q], []byte{x})
			s.bag = s.bag.Put(s.g.tileOf(x))
			robbed[q]++
			have[k]++
		}
	}
	s, err := s.withRack(p, text, all...)
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
		if ev.Kind == gcg.EventPass && !accepted && next.Result().Reason == PlayerOut {
			accepted = true // the next player accepting the last play
			continue
		}
		if isTurn(ev.Kind) || ev.Kind == gcg.EventWithdrawn {
			break
		}
		if ev.Kind != gcg.EventEndRack {
			continue
		}
		q := r.seat(ev.Player)
		codes, err := next.g.rackCodes(ev.EndRack)
		if err != nil {
			return next, &GCGError{Line: ev.Line, Err: ErrSyntax, Detail: fmt.Sprintf("end-of-game rack: %v", err)}
		}
		// Which rack a line shows follows from how the game ended, not
		// from the sign of its points: a rack of blanks alone is worth
		// nothing either way.
		switch out := next.wentOut(); {
		case q != out:
			want[q] = codes
		case r.n == 2:
			want[1-q] = codes
		}
		line = ev.Line
	}
	return r.refinish(next, want, line)
}

// refinish sets the racks of a finished game to want (seat → rack codes)
// and applies the end-of-game adjustments again.
func (r *replayer) refinish(s State, want map[int]string, line int) (State, error) {
	same := true
	var keep uint
	for q, letters := range want {
		if !sameTiles(string(s.racks[q].letters()), letters) {
			same = false
		}
		keep |= 1 << q
	}
	if same {
		return s, nil
	}
	out := s.wentOut()
	if out >= 0 {
		keep |= 1 << out
	}
	for q := range int(s.players) {
		s.scores[q] -= s.adjust[q]
		s.adjust[q] = 0
	}
	for q := range int(s.players) {
		if letters, ok := want[q]; ok && len(letters) != int(s.racks[q].n) {
			return s, mismatch(line, "%s ends with %d tiles, the record shows %s", r.nick(q), s.racks[q].n, s.g.codesText(letters))
		}
	}
	s, err := setRacks(s, want, keep)
	if err != nil {
		return s, mismatch(line, "the last racks: %v", err)
	}
	return s.finish(out), nil
}

// setRacks gives several players the racks in want (seat → rack codes)
// at once: their racks go back to the bag first, so that tiles may move
// between them.
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
				return s, fmt.Errorf("%s: %v", s.g.codesText(letters), err)
			}
		}
	}
	return s, nil
}

// sameTiles reports whether two racks of codes hold the same tiles.
func sameTiles(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	var c [rackKinds]int
	for i := 0; i < len(a); i++ {
		c[rackIdx(a[i])]++
		c[rackIdx(b[i])]--
	}
	return c == [rackKinds]int{}
}

// wentOut returns the player whose last tile ended the finished game s,
// or -1 when it ended on scoreless turns: the one player whose
// end-of-game line shows the other racks rather than its own.
func (s State) wentOut() int {
	if s.scorelessEnd() {
		return -1
	}
	return s.outPlayer()
}

// endLine checks an end-of-game rack line against the finished game.
func (r *replayer) endLine(ev gcg.Event, p int) error {
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
	var shown []byte
	if p != s.wentOut() {
		shown = s.racks[p].letters()
	} else {
		for q := range r.n {
			if q != p {
				shown = append(shown, s.racks[q].letters()...)
			}
		}
	}
	if codes, err := s.g.rackCodes(ev.EndRack); err != nil || !sameTiles(string(shown), codes) {
		sortRack(shown)
		return mismatch(ev.Line, "the racks left hold %s, the record shows %s", s.g.codesText(string(shown)), ev.EndRack)
	}
	r.consumed[p] = true
	return nil
}

// cumulative checks the running total the event states.
func (r *replayer) cumulative(ev gcg.Event, p int) error {
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
			codes, err := r.s.g.rackCodes(letters)
			if err != nil {
				return &GCGError{Err: ErrSyntax, Detail: fmt.Sprintf("#rack%d: %v", i+1, err)}
			}
			q := r.seat(i)
			want[q] = codes
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
			return mismatch(0, "#rack%d %s has %d tiles, %s holds %d", r.player(q)+1, s.g.codesText(letters), len(letters), r.nick(q), s.racks[q].n)
		}
	}
	s, err := setRacks(s, want, keep)
	if err != nil {
		return mismatch(0, "the #rack pragmata: %v", err)
	}
	r.s = s
	return nil
}
