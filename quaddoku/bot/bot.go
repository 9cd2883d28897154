package bot

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/standing"
	"github.com/tilekit/tilekit/quaddoku"
)

// The bots' widths: how many moves each level weighs. Every search is
// bounded by these, by quaddoku.Budget per move finder call and by Budget
// for the whole move, never by the clock.
const (
	casualTiles   = 2  // Easy places at most this many tiles
	casualPool    = 10 // Easy picks at random among its best casualPool moves
	mediumTiles   = 3  // Medium places at most this many tiles
	tiePool       = 8  // Medium and up pick at random among up to tiePool equally good moves
	hardWidth     = 12 // Hard plays out its best hardWidth moves
	expertWidth   = 10 // Expert weighs its best expertWidth moves
	expertReplies = 4  // against the best expertReplies answers to each
)

// Budget is the most work, in quaddoku.Budget's steps, that one Move
// does at any level: Easy and Medium make at most two finder calls, and
// Hard and Expert share Budget between all their finder calls, the
// playouts' included (each still at most quaddoku.Budget). A playout
// that finds the work spent stops where it stands and is scored there.
// In the standard game an Expert move takes at most about 2.8 million
// steps, so the limit only bites under rules built to be slow.
const Budget = 2 * quaddoku.Budget

// Move returns the move a computer player of the given level makes for
// seat in s, as the package doc's table of levels describes. It is
// deterministic: the same level, seed and position give the same move
// (the randomness comes from seed and the number of turns played), and
// its work is bounded by search widths and Budget, never by the clock.
// It passes only when no move spells a new word. A seat that may not
// move gets ErrNotYourTurn, or ErrGameOver once the game is over (the
// refusal tilekit.Game's PlayAs gives it); a level outside Easy..Expert
// plays as the nearest level.
//
// Move is MoveContext without a deadline.
func Move(s quaddoku.State, level tilekit.Level, seed uint64, seat int) (quaddoku.Move, error) {
	return MoveContext(context.Background(), s, level, seed, seat)
}

// MoveContext is Move under ctx, for a server that must be able to drop
// a game while a bot is thinking: every search of every level looks at
// ctx every few thousand steps of its work, so once ctx is done the call
// returns within a few milliseconds with the zero Move and an error
// wrapping ctx.Err(). It never returns a move that ctx cut short: a move
// it returns is the one Move returns. The work is still bounded by steps
// alone; ctx only stops it. It is what the registered kind's Bot plays
// (a tilekit.ContextBot).
func MoveContext(ctx context.Context, s quaddoku.State, level tilekit.Level, seed uint64, seat int) (quaddoku.Move, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	m, err := move(ctx, s, level, seed, seat)
	return gamekit.Uncut(ctx, level, s.Name(seat), m, err)
}

// move is MoveContext's choice, which ctx may have cut short.
func move(ctx context.Context, s quaddoku.State, level tilekit.Level, seed uint64, seat int) (quaddoku.Move, error) {
	if err := gamekit.CheckSeat(s, seat, quaddoku.Move{}, ""); err != nil {
		return quaddoku.Move{}, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(s.Turns())))
	var m quaddoku.Move
	var err error
	switch {
	case level <= tilekit.Easy:
		m, err = casualMove(ctx, s, rng)
	case level == tilekit.Medium:
		m, err = smallBest(ctx, s, rng)
	case level == tilekit.Hard:
		w := &work{left: Budget, ctx: ctx}
		m, err = weighed(s, hardWidth, rng, w, func(next quaddoku.State) int { return lead(playout(next, w), seat) })
	default:
		w := &work{left: Budget, ctx: ctx}
		m, err = weighed(s, expertWidth, rng, w, func(next quaddoku.State) int { return answered(next, seat, expertReplies, w) })
	}
	if errors.Is(err, quaddoku.ErrNoMove) {
		return quaddoku.Pass(), nil
	}
	return m, err
}

// A work counts the steps left to a bot's whole move, which its finder
// calls share, and carries the context they look at.
type work struct {
	left int
	ctx  context.Context
	err  error // the first error of a finder call other than ErrNoMove
}

// budget is what the next finder call may spend: at most
// quaddoku.Budget, and no more than w has left.
func (w *work) budget() int { return min(quaddoku.Budget, w.left) }

// spend charges w the steps a finder call used, and returns the call's
// error. An error other than ErrNoMove (ctx's, once it is done) spends
// all the work left, so that the move stops at once, and is kept in
// w.err.
func (w *work) spend(used int, err error) error {
	w.left -= used
	if err != nil && !errors.Is(err, quaddoku.ErrNoMove) {
		w.left = 0
		if w.err == nil {
			w.err = err
		}
	}
	return err
}

// casualMove plays like a casual player: a small move (at most
// casualTiles tiles) chosen at random among the best few of them.
func casualMove(ctx context.Context, s quaddoku.State, rng *rand.Rand) (quaddoku.Move, error) {
	ms, _, err := s.TopMovesContext(ctx, casualPool, casualTiles, quaddoku.Budget)
	if errors.Is(err, quaddoku.ErrNoMove) {
		// Only larger moves spell a word, or none does: BestMove's move.
		m, _, err := s.BestMoveWithinContext(ctx, quaddoku.Budget)
		return m, err
	}
	if err != nil {
		return quaddoku.Move{}, err
	}
	return ms[rng.IntN(len(ms))], nil
}

// smallBest returns one of the best moves of at most mediumTiles tiles,
// at random among equals, or when only larger moves spell a word, one of
// the best moves.
func smallBest(ctx context.Context, s quaddoku.State, rng *rand.Rand) (quaddoku.Move, error) {
	ms, _, err := s.TopMovesContext(ctx, tiePool, mediumTiles, quaddoku.Budget)
	if errors.Is(err, quaddoku.ErrNoMove) {
		return weighed(s, tiePool, rng, &work{left: quaddoku.Budget, ctx: ctx}, nil)
	}
	if err != nil {
		return quaddoku.Move{}, err
	}
	return weigh(s, ms, rng, nil)
}

// weighed rates the width highest-scoring turns (found within w's work)
// by worth, applied to the State each leaves (by their scores when worth
// is nil), and returns one of the best rated at random; or w's error
// when a finder call failed (ctx was done) on the way.
func weighed(s quaddoku.State, width int, rng *rand.Rand, w *work, worth func(next quaddoku.State) int) (quaddoku.Move, error) {
	ms, used, err := s.TopMovesContext(w.ctx, width, 12, w.budget())
	if err := w.spend(used, err); err != nil {
		return quaddoku.Move{}, err
	}
	m, err := weigh(s, ms, rng, worth)
	if w.err != nil {
		return quaddoku.Move{}, w.err
	}
	return m, err
}

// weigh rates ms by worth, applied to the State each leaves (by their
// scores when worth is nil), and returns one of the best rated at
// random. ms is not empty.
func weigh(s quaddoku.State, ms []quaddoku.Move, rng *rand.Rand, worth func(next quaddoku.State) int) (quaddoku.Move, error) {
	var best []quaddoku.Move
	bestWorth := 0
	for _, m := range ms {
		var v int
		if worth == nil {
			sc, err := s.Score(m)
			if err != nil {
				return quaddoku.Move{}, err
			}
			v = sc.Total
		} else {
			next, err := s.Apply(m)
			if err != nil {
				return quaddoku.Move{}, err
			}
			v = worth(next)
		}
		switch {
		case len(best) == 0 || v > bestWorth:
			best, bestWorth = append(best[:0], m), v
		case v == bestWorth:
			best = append(best, m)
		}
	}
	return best[rng.IntN(len(best))], nil
}

// answered rates s for seat by seat's final lead when the player to
// move answers with the worst for seat of its best replies moves and
// both then play their best moves to the end, within w's work.
func answered(s quaddoku.State, seat, replies int, w *work) int {
	if s.Over() || w.left <= 0 {
		return lead(s, seat)
	}
	ms, used, err := s.TopMovesContext(w.ctx, replies, 12, w.budget())
	if err := w.spend(used, err); err != nil {
		return lead(playout(s, w), seat) // no answer: a pass, or out of work
	}
	worst := 0
	for i, m := range ms {
		next, err := s.Apply(m)
		if err != nil {
			continue
		}
		if v := lead(playout(next, w), seat); i == 0 || v < worst {
			worst = v
		}
	}
	return worst
}

// lead is seat's score in s less the best other score.
func lead(s quaddoku.State, seat int) int { return standing.Lead(s.Scores(), seat) }

// playout plays s to its end, every player playing its best move (a
// pass where no word can be made), and returns the final State; or the
// State it reached when w's work runs out first (or ctx is done).
func playout(s quaddoku.State, w *work) quaddoku.State {
	for !s.Over() && w.left > 0 {
		m, used, err := s.BestMoveWithinContext(w.ctx, w.budget())
		err = w.spend(used, err)
		if err != nil && w.left <= 0 {
			return s // no move found before the work ran out
		}
		if err != nil {
			m = quaddoku.Pass()
		}
		next, err := s.Apply(m)
		if err != nil {
			return s
		}
		s = next
	}
	return s
}
