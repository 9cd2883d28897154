// Package equity values the crossword game's moves by equity: a move's
// score plus the value of the tiles it keeps (its leave), from a table of
// package wordgame/leaves learned by self-play. It picks better moves
// than the score alone (wordgame's BestMove): a play that keeps a blank
// and an S is often worth more than one a few points higher that keeps
// three vowels. Once the bag is empty the leave gives way to the
// end-of-game terms (what going out earns, what kept tiles cost).
//
// Bounds: a call generates only the best-scoring placements, fetching
// more while one outside them could still rank, within
// wordgame.MoveBudget steps of the move generator in all (about a second
// of CPU on a 2-core machine at most); its memory is the list asked for
// plus the exchanges of one rack (at most 4,096 ranked). WithContext
// stops it within a few milliseconds of a context's end.
//
// Near the end of the bag, in two-player games under the classic rules
// valued with the bundled table (leaves.Classic), a move's leave term
// also holds a bag term for the tiles it leaves in the bag: a move that
// empties it gives the opponent the first move of the endgame and loses
// about 4 points, one that leaves one or two tiles gains about 5 or 6
// (the opponent will most likely empty the bag, giving the mover that
// first move), and leaving 4 to 6 costs about two or three. The terms
// were fitted to equity's own self-play, two generations of 20,000 games
// (see BagTerms in wordgame/internal/eq, and go generate there), not to
// any opponent. Against Macondo's static player (see wordgame/bot's
// documentation) equity with them took 49.6% of 20,000 games where equity
// without them took 49.4%, +0.2 points [-0.0, +0.5] deal by deal (seed
// 4000; an earlier throwaway term for emptying the bag alone had measured
// the same, +0.2 [-0.0, +0.4]): a small gain for a static player, perhaps
// larger for the simulation that plays equity in its deals
// (wordgame/bot's Expert gained 0.7 points of share [-0.4, +1.7] against
// the same player over 800 deals; see its documentation). A game with
// another table (WithLeaves), other rack sizes or more players has no bag
// terms.
package equity

import (
	"context"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// Scored is a candidate move ranked by equity: its score, the value of
// the leave it keeps (with the bag term near the end of the bag, and the
// end-of-game terms once it is empty; see Moves), and their sum as
// Equity.
type Scored struct {
	Move   wordgame.Move `json:"move"`
	Score  int           `json:"score"`
	Leave  float64       `json:"leave"`
	Equity float64       `json:"equity"`
}

// An Option changes how Moves and Best value moves.
type Option func(*config)

type config struct {
	table    *leaves.Table
	tableSet bool
	ctx      context.Context
}

// WithLeaves values leaves with table t instead of the table for the
// game's rules (LeavesFor); a nil t values every leave at 0, so equity
// is the score. The tables are English: a game in another alphabet
// ignores t and values every leave at 0.
func WithLeaves(t *leaves.Table) Option {
	return func(c *config) { c.table, c.tableSet = t, true }
}

// WithContext stops the search when ctx is done (looked at every few
// thousand steps of the move generator): the list is then the best of
// the placements found by then.
func WithContext(ctx context.Context) Option {
	return func(c *config) { c.ctx = ctx }
}

// LeavesFor returns the leave table equity uses for rules r by default:
// leaves.Classic() for racks of 7 or fewer tiles, leaves.Default() for
// larger racks. Tables are learned for wordgame.Classic() and
// wordgame.DefaultRules(); other rules get the one nearer their rack
// size. The tables are English: for a tile set of another alphabet it
// returns nil, and equity values every leave at 0 (equity is then the
// score while the bag holds tiles, and the end-of-game terms once it is
// empty).
func LeavesFor(r wordgame.Rules) *leaves.Table { return eq.LeavesFor(r) }

// Moves returns up to n moves for the player to move in s, best equity
// first: placements, and also the exchanges the rules and the bag allow
// (score 0, their equity the value of what they keep) and the pass (the
// whole rack kept). While the bag holds tiles, equity is score plus leave
// value, and near its end the bag term of the tiles the move leaves in
// the bag (see the package documentation). Once the bag is empty there is
// nothing to draw and the leave term goes: a move that goes out adds what
// going out earns under the rules' end rule, and any other move subtracts
// what its kept tiles would cost if the opponent went out next. Ties keep
// BestMove's order among placements, then exchanges (fewest tiles first),
// then the pass.
//
// The list is exact: only the best-scoring placements are generated,
// and more are fetched until no placement outside them could rank among
// the first n, within wordgame.MoveBudget steps of the move generator in
// all; past them (or once WithContext's context is done), the list ranks
// the placements found so far. It returns an error for a finished game,
// the zero State or a State without a usable dictionary (as BestMove
// does), and for n < 1.
func Moves(s wordgame.State, n int, opts ...Option) ([]Scored, error) {
	var c config
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	t := c.table
	if !c.tableSet {
		t = LeavesFor(s.Rules())
	}
	top, err := eq.Moves(s, n, t, kernel.Budget{Ctx: c.ctx, Steps: wordgame.MoveBudget})
	if err != nil {
		return nil, err
	}
	out := make([]Scored, len(top))
	for i, x := range top {
		out[i] = Scored(x)
	}
	return out, nil
}

// Best returns the move with the highest equity for the player to move
// in s: the first of Moves. It may be an exchange or a pass; when the
// player has no placement, it is the best exchange or the pass.
func Best(s wordgame.State, opts ...Option) (wordgame.Move, error) {
	top, err := Moves(s, 1, opts...)
	if err != nil {
		return wordgame.Move{}, err
	}
	return top[0].Move, nil
}
