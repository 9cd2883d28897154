package bot

import (
	"context"
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/quaddoku"
)

// A Hint is a legal move with what it earns: Score is Score(Move).Total,
// Words the words of the sides the move scores (in the order top, left,
// right, bottom), and Note says "Quad*doku" for four dokus, "doku" or
// "2 dokus" and so on for fewer, and "" for none. A pass is a Hint too,
// scoring 0 with no words, where Hints lists it.
type Hint = gamekit.HintOf[quaddoku.Move]

// MaxHints is the most hints one Hints call returns: a larger n is
// taken as MaxHints, so that the moves kept in memory stay few whatever
// n a caller passes. It is the most moves quaddoku's TopMoves keeps.
const MaxHints = quaddoku.MaxTopMoves

// The Notes of a pass that Hints lists: when no turn spells a new word,
// and when Rules.FreePass allows passing although one does.
const (
	stuckPassNote = "no tile can be placed: pass"
	freePassNote  = "pass: free passing allows it"
)

// Hints returns up to n of the best legal moves in s, best first: the
// highest-scoring turns, among equal scores the move LegalMoves yields
// first (so the first hint is BestMove's move), and then, when fewer
// than n turns exist and the rules allow it, the pass. So the list is
// never empty while a move is legal: where no turn spells a new word it
// is the pass alone, with the Note "no tile can be placed: pass". Every
// seat has the same moves, so seat changes nothing: tilekit.Game's
// Hints refuses a seat that may not move before it gets here.
//
// A finished game gets ErrGameOver and a detached State ErrDetached.
// n <= 0 gives an empty list; n larger than the number of legal moves
// gives them all, but never more than MaxHints. The search is
// quaddoku's TopMoves with the whole quaddoku.Budget: it keeps at most
// min(n, MaxHints) moves in memory, and when the work runs out it
// returns the best moves it has found (at least one when a legal move
// exists). Hints is HintsContext with context.Background().
func Hints(s quaddoku.State, seat, n int) ([]Hint, error) {
	return HintsContext(context.Background(), s, seat, n)
}

// HintsContext is Hints under ctx, for a server that must be able to
// drop a request while the hints search: the search looks at ctx every
// few thousand steps (quaddoku's TopMovesContext), so once ctx is done
// the call returns within a few milliseconds with no hints and an error
// wrapping ctx.Err(). It never returns hints that ctx cut short: hints
// it returns are the ones Hints returns. A nil ctx is never done. It is
// what tilekit's HintsContext calls for a quaddoku game once this
// package is imported.
func HintsContext(ctx context.Context, s quaddoku.State, seat, n int) ([]Hint, error) {
	return gamekit.HintsUnder(ctx, s.Name(seat), func(ctx context.Context) ([]Hint, error) {
		return hints(ctx, s, n)
	})
}

// hints is HintsContext's list, which ctx may have cut short.
func hints(ctx context.Context, s quaddoku.State, n int) ([]Hint, error) {
	if n <= 0 {
		return []Hint{}, nil
	}
	ms, _, err := s.TopMovesContext(ctx, n, 12, quaddoku.Budget)
	if err != nil && !errors.Is(err, quaddoku.ErrNoMove) {
		return []Hint{}, err
	}
	out := make([]Hint, 0, len(ms)+1)
	for _, m := range ms {
		sc, _ := s.Score(m)
		out = append(out, hintOf(m, sc))
	}
	if len(out) < min(n, MaxHints) {
		switch {
		case len(out) == 0:
			// TopMoves found no turn with the whole Budget, the search
			// that decides whether a pass is allowed.
			out = append(out, Hint{Move: quaddoku.Pass(), Words: []string{}, Note: stuckPassNote})
		case s.Rules().FreePass:
			// With a turn found, only free passing allows the pass
			// (see quaddoku's Validate).
			out = append(out, Hint{Move: quaddoku.Pass(), Words: []string{}, Note: freePassNote})
		}
	}
	return out, nil
}

// hintOf describes m, which scores sc, as a Hint.
func hintOf(m quaddoku.Move, sc quaddoku.Score) Hint {
	h := Hint{Move: m, Score: sc.Total, Words: make([]string, len(sc.Words))}
	dokus := 0
	for j, w := range sc.Words {
		h.Words[j] = w.Word
		if w.Doku {
			dokus++
		}
	}
	switch {
	case sc.QuadDoku:
		h.Note = "Quad*doku"
	case dokus == 1:
		h.Note = "doku"
	case dokus > 1:
		h.Note = fmt.Sprintf("%d dokus", dokus)
	}
	return h
}
