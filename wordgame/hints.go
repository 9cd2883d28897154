package wordgame

import (
	"fmt"
	"strconv"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/registry"
)

// A Hint is a suggested placement: the move, the points it earns (its
// Score's Total), the words it forms (the main word first, then the cross
// words, a blank in lower case) and a note such as "bingo: all 7 tiles
// +50". It is the Hint every tilekit game shares, for this package's Move.
type Hint = tilekit.HintOf[Move]

// MaxHints is the most hints one call to Hints returns: a larger n is
// taken as MaxHints, so a call's memory is bounded whatever n is.
const MaxHints = 1000

// Hints returns up to n of the best placements for seat, best first, with
// their scores and words. Only the seat to move gets hints, for its own
// rack: any other seat is refused with ErrNotYourTurn (ErrGameOver once
// the game is over). n <= 0 gives an empty list; an n above the number of
// legal placements gives them all (up to MaxHints). The search keeps only
// the n best found so far, so its memory is bounded by n, never by the
// number of legal placements. Moves with equal scores come in a fixed
// order that depends only on the position: across before down, then by
// row, column and the tiles placed. Passes and exchanges are not hints: a
// rack that makes no word gets an empty list. A State with no usable
// dictionary gets an error wrapping ErrDetached.
func (s State) Hints(seat, n int) ([]Hint, error) {
	if want, err := registry.WantHints[Move](s, seat, n); !want {
		return []Hint{}, err
	}
	if s.dict == nil {
		return []Hint{}, &MoveError{Player: s.Name(seat), Err: ErrDetached, Detail: "no word list is attached to this game"}
	}
	top, err := s.topMoves(min(n, MaxHints))
	if err != nil {
		return []Hint{}, &MoveError{Player: s.Name(seat), Err: ErrDetached, Detail: err.Error()}
	}
	out := make([]Hint, 0, len(top))
	for _, x := range top {
		var sc Score
		if _, err := s.evaluate(x.m, &sc); err != nil {
			continue // unreachable: the generator finds legal moves only
		}
		out = append(out, Hint{Move: x.m, Score: x.score, Words: sc.words(), Note: s.bonusNote(sc)})
	}
	return out, nil
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
// no parts. It refuses what ValidateAs refuses, with the same error, so a
// seat that may not move learns nothing from it.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	if err := s.ValidateAs(seat, m); err != nil {
		return tilekit.Preview{Parts: []string{}}, err
	}
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
