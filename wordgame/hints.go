package wordgame

import (
	"fmt"
	"strconv"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
)

// A Hint is a suggested move: the move, the points it earns (its Score's
// Total), the words it forms (the main word first, then the cross words,
// a blank in lower case) and a note such as "bingo: all 7 tiles +50". It
// is the hint every tilekit game gives, for this package's Move.
type Hint = gamekit.HintOf[Move]

// MaxHints is the most hints one call to Hints returns: a larger n is
// taken as MaxHints, so a call's memory is bounded whatever n is.
const MaxHints = 1000

// hints returns up to n of the best moves for the seat to move, best
// first: its placements with their scores and words, and, when there are
// fewer than n of them, the move a player makes who places nothing (an
// exchange of every tile but the blanks where the rules and the bag
// allow it, else a pass), last, with a Note saying what it does. So the
// list is never empty while the game goes on: a rack that makes no word
// gets that one move. n <= 0 gives an empty list; an n above the number
// of legal placements gives them all (up to MaxHints). The search keeps
// only the n best found so far, so its memory is bounded by n, never by
// the number of legal placements, and it takes at most MoveBudget steps
// of the move generator: a rack whose placements take longer to find
// (a long rack with many blanks) gets the n best of those found within
// the budget, so that Hints answers within about a second whatever the
// rack. Moves with equal scores come in a fixed
// order that depends only on the position: across before down, then by
// row, column and the tiles placed.
//
// The hints are for the seat to move (tilekit.Game's Hints refuses any
// other seat before asking); seat only names the player in errors. A
// finished game gets no hints and ErrGameOver; a State with no usable
// dictionary an error wrapping ErrDetached.
func (s State) hints(seat, n int) ([]Hint, error) {
	if n <= 0 {
		return []Hint{}, nil
	}
	if err := s.ready(Pass()); err != nil {
		return []Hint{}, err
	}
	if s.dict == nil {
		return []Hint{}, &MoveError{Player: s.Name(seat), Err: ErrDetached, Detail: "no word list is attached to this game"}
	}
	n = min(n, MaxHints)
	top, err := s.topMoves(n)
	if err != nil {
		return []Hint{}, &MoveError{Player: s.Name(seat), Err: ErrDetached, Detail: err.Error()}
	}
	out := make([]Hint, 0, len(top)+1)
	for _, x := range top {
		var sc Score
		if _, err := s.evaluate(x.m, &sc); err != nil {
			continue // unreachable: the generator finds legal moves only
		}
		out = append(out, Hint{Move: x.m, Score: x.score, Words: sc.words(), Note: s.bonusNote(sc)})
	}
	if len(out) < n {
		out = append(out, s.fallbackHint(len(out) == 0))
	}
	return out, nil
}

// fallbackHint is the hint of the move that places nothing (fallback),
// its note saying what it does and, when stuck, that no word fits.
func (s State) fallbackHint(stuck bool) Hint {
	m := s.fallback()
	note := "pass: play nothing this turn"
	if m.kind == KindExchange {
		note = fmt.Sprintf("exchange: give back %d tiles (every one but the blanks) and draw as many; scores nothing", m.n)
	}
	if stuck {
		note = "no word fits the rack; " + note
	}
	return Hint{Move: m, Words: []string{}, Note: note}
}

// words lists the words of a breakdown, the main word first.
func (sc Score) words() []string {
	out := make([]string, len(sc.Words))
	for i, w := range sc.Words {
		out[i] = w.Word
	}
	return out
}

// bonusNote says what the all-tiles bonus added, or "".
func (s State) bonusNote(sc Score) string {
	if sc.AllTiles == 0 {
		return ""
	}
	return fmt.Sprintf("bingo: all %d tiles %+d", sc.Tiles, sc.AllTiles)
}

// Preview says what m would earn for seat without playing it: the total
// and one part per word ("QI 11", the main word first) and one for the
// all-tiles bonus ("all tiles +50"). A pass or an exchange earns 0 with
// no parts. A move that Validate refuses gets its error. tilekit.Game's
// Preview refuses a seat that may not move before it asks, so that such a
// seat learns nothing of the mover's rack; seat is then the seat to move.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	sc, err := s.Score(m)
	if err != nil {
		return tilekit.Preview{Parts: []string{}}, err
	}
	p := tilekit.Preview{Total: sc.Total, Parts: make([]string, 0, len(sc.Words)+1)}
	for _, w := range sc.Words {
		p.Parts = append(p.Parts, w.Word+" "+strconv.Itoa(w.Points))
	}
	if sc.AllTiles != 0 {
		p.Parts = append(p.Parts, fmt.Sprintf("all tiles %+d", sc.AllTiles))
	}
	return p, nil
}
