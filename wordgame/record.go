package wordgame

import (
	"errors"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// Game records: package gcg reads and writes them as plain data; this file
// turns a game into a record (NewRecord) and names a record's rules
// (RecordRules), gcg_replay.go plays a record on a board.

// ErrGCGMismatch: the record states a score, a rack or a turn that the
// replay does not reproduce (in a *GCGError that gives the line). A line
// that is not GCG, or a record that cannot be written as GCG, is an
// ErrSyntax.
var ErrGCGMismatch = errors.New("game record disagrees with the replay")

// A GCGError reports a problem with a game record, read, written or
// replayed: the line it is on, the kind of problem (ErrSyntax,
// ErrGCGMismatch, or the error a move was rejected with, such as a
// *MoveError) and a detail. It is gcg.Error.
type GCGError = gcg.Error

// isGCGSpace reports whether r is ASCII white space or a line break, the
// separators of a GCG line.
func isGCGSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\v' || r == '\f' || r == '\n' || r == '\r'
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
// A State read from another engine's CGP (one without tk.hist) has no
// history before its position, so its record starts there and does not
// replay from New; score changes that
// are not moves (the challenge bonuses and time penalties of a replayed
// record) are not in the history either. The zero State is an error
// wrapping ErrGameOver.
func NewRecord(s State) (*gcg.Record, error) {
	if s.g == nil {
		return nil, &GCGError{Err: ErrGameOver, Detail: "no game (the zero State)"}
	}
	n := s.Players()
	rec := &gcg.Record{Lexicon: s.lex}
	if s.g.aid != 0 {
		rec.Pragmas = append(rec.Pragmas, gcg.Pragma{Name: gcg.TileDistributionPragma, Value: s.g.alpha.Name()})
	}
	rec.Pragmas = append(rec.Pragmas, gcg.Pragma{Name: gcg.RulesPragma, Value: s.g.rulesText()})
	used := map[string]bool{}
	for p := range n {
		name := strings.Join(strings.FieldsFunc(s.Name(p), isGCGSpace), " ")
		if name == "" {
			name = gamekit.SeatName(nil, p)
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
		rec.Players = append(rec.Players, gcg.Player{Nick: nick, Name: name})
	}
	for _, h := range s.hist.Slice() {
		m := h.move
		ev := gcg.Event{Player: int(h.player), Rack: s.g.rackText(h.rack), Score: h.score, Cumulative: h.total}
		switch m.kind {
		case KindPlace:
			ev.Kind, ev.Position, ev.Word = gcg.EventPlace, m.Coord(), m.Word()
		case KindPass:
			ev.Kind = gcg.EventPass
		case KindExchange:
			ev.Kind, ev.Exchanged, ev.Count = gcg.EventExchange, m.Word(), m.Len()
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
func endEvents(s State) []gcg.Event {
	n := s.Players()
	var gains, losses []gcg.Event
	for p := range n {
		adj := s.adjust[p]
		switch {
		case adj > 0:
			var others []byte
			for q := range n {
				if q != p {
					others = append(others, s.racks[q].letters()...)
				}
			}
			sortRack(others)
			gains = append(gains, gcg.Event{Kind: gcg.EventEndRack, Player: p, EndRack: string(appendRack(nil, s.g.alpha, others)), Score: adj, Cumulative: s.scores[p]})
		case adj < 0:
			own := s.RackLetters(p)
			losses = append(losses, gcg.Event{Kind: gcg.EventEndRack, Player: p, Rack: own, EndRack: own, Score: adj, Cumulative: s.scores[p]})
		}
	}
	return append(gains, losses...)
}

// RecordRules returns the rules rec names in its tk.rules pragma (which
// NewRecord writes). A record without one that names its letter
// distribution the reference engines' way (#tile-distribution spanish)
// gets the preset of that name (the registry's spanish, ...); any other
// record gets Classic(), the rules of the programs that write GCG. A
// pragma that does not read, or a distribution this package has no
// preset for, is an error wrapping ErrSyntax.
func RecordRules(rec *gcg.Record) (Rules, error) {
	if rec == nil {
		return Classic(), nil
	}
	for _, pr := range rec.Pragmas {
		if notation.EqualFold(pr.Name, gcg.RulesPragma) {
			r, err := parseSpec(pr.Value)
			if err != nil {
				return Rules{}, &GCGError{Err: ErrSyntax, Detail: "#" + gcg.RulesPragma + ": " + strings.TrimPrefix(err.Error(), "wordgame: ")}
			}
			return r, nil
		}
	}
	for _, pr := range rec.Pragmas {
		if !notation.EqualFold(pr.Name, gcg.TileDistributionPragma) || notation.EqualFold(pr.Value, "english") {
			continue
		}
		if r, ok := presetRules(notation.Lower(pr.Value)); ok {
			return r, nil
		}
		return Rules{}, &GCGError{Err: ErrSyntax, Detail: "#" + gcg.TileDistributionPragma + " " + notation.Quote(pr.Value) + ": no rules of that name (pass the rules to replay it with)"}
	}
	return Classic(), nil
}
