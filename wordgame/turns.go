package wordgame

import (
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// A Turn is one turn of a game record, as an analysis needs it: the
// position the mover faced, the move the record shows, its points and
// the position it led to. ReplayTurns, TurnsGCG and State.Turns give
// them.
type Turn struct {
	// Index counts the turns from 0; Line is the record's line of the
	// move (0 for a State's own history, see State.Turns).
	Index, Line int
	// Player is the mover's seat in Before (seat 0 made the record's
	// first move; see Replay).
	Player int
	// Rack is the mover's rack as the record writes it ("" when it shows
	// none; often only the tiles played).
	Rack string

	// Before is the position the mover faced: the board, scores and
	// counters of the replay, with the mover holding the rack the record
	// shows (the tiles it does not show, when it shows fewer than the
	// rack holds, come from the replay's own draws) and every other rack
	// and the bag dealt again from the tiles the mover could not see, as
	// Determinize does, from a seed that is the turn's Index. So an
	// engine given Before analyses the choice the mover had, without
	// knowing the opponents' racks; with the bag empty they are the
	// unseen tiles, as they were. Its history is the record's (what a
	// record shows, exchanged tiles included).
	Before State

	// Move is the move played: a placement, an exchange (when the record
	// gives only how many tiles, that many of the rack) or a pass; Score
	// the points the record gives it (0 for a pass or an exchange).
	Move  Move
	Score int

	// Withdrawn reports a placement taken back after a challenge (the
	// record's "--" line): it scored Score when placed (without the word
	// check: it is usually a phony), then was removed, and the turn
	// counts as a pass, which is what After shows.
	Withdrawn bool

	// After is the replay's position once the move and the lines that
	// belong to the turn are played: the end-of-game adjustments when
	// the move ends the game, a challenge bonus or time penalty written
	// before the next turn, and after the last turn the record's #rackN
	// pragmata, so that the last Turn's After is Replay's result. Its
	// racks beyond what the record shows come from the replay's draws
	// (seeded by the Setup).
	After State
}

// ReplayTurns replays rec as Replay does (same rules, setup and checks)
// and yields each turn (a placement, exchange or pass; not the score
// lines) once the lines that belong to it are played, in order: see
// Turn. The replay runs once, as the turns are taken, so the whole
// record costs what Replay costs plus, per turn, a deal of the unseen
// tiles (Turn.Before): linear in the record's length. A record that
// Replay refuses yields the turns before the line at fault, then the
// zero Turn with Replay's error, and stops. Stopping the loop early
// stops the replay.
func ReplayTurns(rec *gcg.Record, rules Rules, setup Setup) iter.Seq2[Turn, error] {
	return func(yield func(Turn, error) bool) {
		var stopped bool
		_, err := replay(rec, rules, setup, func(t Turn) bool {
			if !yield(t, nil) {
				stopped = true
				return false
			}
			return true
		})
		if err != nil && !stopped && !errors.Is(err, errVisitStop) {
			yield(Turn{}, err)
		}
	}
}

// TurnsGCG reads a GCG game record from r and yields its turns, as
// ReplayTurns does with the rules and dictionary ReplayGCG takes (the
// zero Rules: the record's; a nil dict: the bundled list it names or the
// alphabet's). The record is read when the loop starts, so the sequence
// can be walked once; a record gcg.Read refuses yields only its error.
func TurnsGCG(rules Rules, dict dictionary.Dictionary, r io.Reader) iter.Seq2[Turn, error] {
	return func(yield func(Turn, error) bool) {
		rec, err := gcg.Read(r)
		if err != nil {
			yield(Turn{}, err)
			return
		}
		for t, err := range ReplayTurns(rec, rules, Setup{Dictionary: dict}) {
			if !yield(t, err) {
				return
			}
		}
	}
}

// Turns yields the turns of s's game from New to s, as ReplayTurns does
// with the game's record (NewRecord): the same rules, dictionary and
// names, each mover's rack the one it held, and the last Turn's After
// showing what s shows (the board, the scores, every rack, the bag's
// size; not the bag's order). A State whose history does not start at
// New (a position read from another engine's CGP, without tk.hist)
// yields only an error wrapping ErrGCGMismatch, and so does the zero
// State.
func (s State) Turns() iter.Seq2[Turn, error] {
	return func(yield func(Turn, error) bool) {
		if s.g == nil {
			yield(Turn{}, &GCGError{Err: ErrGCGMismatch, Detail: "no game (the zero State) has no turns"})
			return
		}
		if placed, on := s.placedTiles(), len(s.BoardTiles()); placed != on {
			yield(Turn{}, &GCGError{Err: ErrGCGMismatch, Detail: fmt.Sprintf(
				"the history places %d tiles, the board holds %d: the game's history does not start at New (a position read from CGP without tk.hist)", placed, on)})
			return
		}
		rec, err := NewRecord(s)
		if err != nil {
			yield(Turn{}, err)
			return
		}
		for t, err := range ReplayTurns(rec, s.Rules(), Setup{Dictionary: s.dict}) {
			t.Line = 0
			if !yield(t, err) {
				return
			}
		}
	}
}

// placedTiles counts the tiles the history's placements put on the board.
func (s State) placedTiles() int {
	n := 0
	for h := range s.hist.All() {
		if h.move.kind != KindPlace {
			continue
		}
		for _, x := range h.move.tiles[:h.move.n] {
			if x != 0 {
				n++
			}
		}
	}
	return n
}

// dealtFor returns s with every rack but seat's and the bag dealt again
// from the tiles seat cannot see, from seed (Determinize's deal), and the
// history kept as it is: a record shows it all, and leaving it out of
// Determinize keeps the deal's cost to the tiles, whatever the game's
// length.
func (s State) dealtFor(seat int, seed uint64) State {
	h := s.hist
	s.hist = history.List[played]{}
	d, err := s.Determinize(seat, seed)
	if err != nil { // not reached: seat is the mover's, a seat at the table
		s.hist = h
		return s
	}
	d.hist = h
	return d
}
