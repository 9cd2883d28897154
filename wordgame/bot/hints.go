package bot

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// A Hint is a suggested move: the move, the points it earns (its Score's
// Total), the words it forms (the main word first, then the cross words,
// a blank in lower case) and a note such as "bingo: all 7 tiles +50". It
// is the hint every tilekit game gives, for this package's Move.
type Hint = gamekit.HintOf[wordgame.Move]

// MaxHints is the most hints one call to Hints returns: a larger n is
// taken as MaxHints, so a call's memory is bounded whatever n is.
const MaxHints = 1000

// Hints returns up to n of the best moves for the seat to move, best
// first: its placements with their scores and words, and, when there are
// fewer than n of them, the move a player makes who places nothing (an
// exchange of every tile but the blanks where the rules and the bag
// allow it, else a pass), last, with a Note saying what it does. So the
// list is never empty while the game goes on: a rack that makes no word
// gets that one move. n <= 0 gives an empty list; an n above the number
// of legal placements gives them all (up to MaxHints). The search keeps
// only the n best found so far, so its memory is bounded by n, never by
// the number of legal placements, and it takes at most wordgame.MoveBudget steps
// of the move generator: a rack whose placements take longer to find
// (a long rack with many blanks) gets the n best of those found within
// the budget, so that Hints answers within about a second whatever the
// rack. Moves with equal scores come in a fixed
// order that depends only on the position: across before down, then by
// row, column and the tiles placed.
//
// The hints are for the seat to move (tilekit.Game's Hints refuses any
// other seat before asking); seat only names the player in errors. A
// finished game gets no hints and wordgame.ErrGameOver; a State with no
// usable dictionary an error wrapping wordgame.ErrDetached. Hints is
// HintsContext with context.Background().
func Hints(s wordgame.State, seat, n int) ([]Hint, error) {
	return HintsContext(context.Background(), s, seat, n)
}

// HintsContext is Hints under ctx, for a server that must be able to
// drop a request while the hints search (a long rack with many blanks
// takes a few tenths of a second): the move generator looks at ctx every
// few thousand steps, as MoveContext's searches do, so once ctx is done
// the call returns within a few milliseconds with no hints and an error
// wrapping ctx.Err(). It never returns hints that ctx cut short: hints
// it returns are the ones Hints returns. A nil ctx is never done.
func HintsContext(ctx context.Context, s wordgame.State, seat, n int) ([]Hint, error) {
	return gamekit.HintsUnder(ctx, s.Name(seat), func(ctx context.Context) ([]Hint, error) {
		return hints(ctx, s, seat, n)
	})
}

// hints is HintsContext's list, which ctx may have cut short.
func hints(ctx context.Context, s wordgame.State, seat, n int) ([]Hint, error) {
	if n <= 0 {
		return []Hint{}, nil
	}
	if err := k.Ready(s); err != nil {
		return []Hint{}, err
	}
	if s.Dictionary() == nil {
		return []Hint{}, &wordgame.MoveError{Player: s.Name(seat), Err: wordgame.ErrDetached, Detail: "no word list is attached to this game"}
	}
	n = min(n, MaxHints)
	top, spent, err := k.Top(s, n, kernel.Budget{Ctx: ctx, Steps: wordgame.MoveBudget})
	switch {
	case spent.Err != nil:
		return []Hint{}, fmt.Errorf("wordgame: the hints' search was stopped: %w", spent.Err)
	case err != nil:
		return []Hint{}, &wordgame.MoveError{Player: s.Name(seat), Err: wordgame.ErrDetached, Detail: err.Error()}
	}
	out := make([]Hint, 0, len(top)+1)
	for _, x := range top {
		sc, err := s.Score(x.Move)
		if err != nil {
			continue // unreachable: the generator finds legal moves only
		}
		out = append(out, Hint{Move: x.Move, Score: x.Score, Words: words(sc), Note: bonusNote(sc)})
	}
	if len(out) < n {
		out = append(out, fallbackHint(s, len(out) == 0))
	}
	return out, nil
}

// fallbackHint is the hint of the move that places nothing (fallback),
// its note saying what it does and, when stuck, that no word fits.
func fallbackHint(s wordgame.State, stuck bool) Hint {
	m := k.Fallback(s)
	note := "pass: play nothing this turn"
	if m.Kind() == wordgame.KindExchange {
		note = fmt.Sprintf("exchange: give back %d tiles (every one but the blanks) and draw as many; scores nothing", m.Len())
	}
	if stuck {
		note = "no word fits the rack; " + note
	}
	return Hint{Move: m, Words: []string{}, Note: note}
}

// words lists the words of a breakdown, the main word first.
func words(sc wordgame.Score) []string {
	out := make([]string, len(sc.Words))
	for i, w := range sc.Words {
		out[i] = w.Word
	}
	return out
}

// bonusNote says what the all-tiles bonus added, or "".
func bonusNote(sc wordgame.Score) string {
	if sc.AllTiles == 0 {
		return ""
	}
	return fmt.Sprintf("bingo: all %d tiles %+d", sc.Tiles, sc.AllTiles)
}
