package quaddoku

import (
	"errors"
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/standing"
)

// The bots' budgets: how many moves each level weighs. Every search is
// bounded by these, by Budget per move finder call and by BotBudget for
// the whole move, never by the clock.
const (
	casualTiles   = 2  // Easy places at most this many tiles
	casualPool    = 10 // Easy picks at random among its best casualPool moves
	mediumTiles   = 3  // Medium places at most this many tiles
	tiePool       = 8  // Medium and up pick at random among up to tiePool equally good moves
	hardWidth     = 12 // Hard plays out its best hardWidth moves
	expertWidth   = 10 // Expert weighs its best expertWidth moves
	expertReplies = 4  // against the best expertReplies answers to each
)

// BotBudget is the most work, in Budget's steps, that one BotMove does
// at any level: Easy and Medium make at most two finder calls, and Hard
// and Expert share BotBudget between all their finder calls, the
// playouts' included (each still at most Budget). A playout that finds
// the work spent stops where it stands and is scored there. In the
// standard game an Expert move takes at most about 2.8 million steps, so
// the limit only bites under rules built to be slow.
const BotBudget = 2 * Budget

// BotMove returns the move a computer player of the given level makes
// for seat, as the package doc's table of levels describes. It is
// deterministic: the same level, seed and position give the same move
// (the randomness comes from seed and the number of turns played), and
// its work is bounded by search widths, never by the clock. It passes
// only when no move spells a new word. A seat that may not move gets
// ErrNotYourTurn, or ErrGameOver once the game is over (the refusal
// tilekit.Game's PlayAs gives it); a level outside Easy..Expert plays as
// the nearest level. It is what the registered kind's Bot plays.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	if err := gamekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return Move{}, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(s.Turns())))
	var m Move
	var err error
	switch {
	case level <= tilekit.Easy:
		m, err = s.casualMove(rng)
	case level == tilekit.Medium:
		m, err = s.smallBest(rng)
	case level == tilekit.Hard:
		w := &work{left: BotBudget}
		m, err = s.weighed(hardWidth, rng, w, func(next State) int { return next.playout(w).lead(seat) })
	default:
		w := &work{left: BotBudget}
		m, err = s.weighed(expertWidth, rng, w, func(next State) int { return next.answered(seat, expertReplies, w) })
	}
	if errors.Is(err, ErrNoMove) {
		return Pass(), nil
	}
	return m, err
}

// casualMove plays like a casual player: a small move (at most
// casualTiles tiles) chosen at random among the best few of them.
func (s State) casualMove(rng *rand.Rand) (Move, error) {
	hs, err := s.smallMoves(casualTiles, casualPool)
	if err != nil {
		return Move{}, err
	}
	if len(hs) == 0 {
		return s.BestMove() // only larger moves spell a word, or none does
	}
	return hs[rng.IntN(len(hs))].Move, nil
}

// smallBest returns one of the best moves of at most mediumTiles tiles,
// at random among equals, or when only larger moves spell a word, one of
// the best moves.
func (s State) smallBest(rng *rand.Rand) (Move, error) {
	hs, err := s.smallMoves(mediumTiles, tiePool)
	if err != nil {
		return Move{}, err
	}
	if len(hs) == 0 {
		return s.weighed(tiePool, rng, &work{left: Budget}, nil)
	}
	return s.weigh(hs, rng, nil)
}

// weighed rates the width highest-scoring turns (found within w's work)
// by worth, applied to the State each leaves (by their scores when worth
// is nil), and returns one of the best rated at random.
func (s State) weighed(width int, rng *rand.Rand, w *work, worth func(next State) int) (Move, error) {
	var hs []Hint
	var err error
	w.share(func(sub *work) { hs, err = s.turnHintsWithin(width, sub) })
	if err != nil {
		return Move{}, err
	}
	return s.weigh(hs, rng, worth)
}

// weigh rates the moves of hs by worth, applied to the State each
// leaves (by their scores when worth is nil), and returns one of the
// best rated at random.
func (s State) weigh(hs []Hint, rng *rand.Rand, worth func(next State) int) (Move, error) {
	if len(hs) == 0 {
		return Move{}, s.noMoveError()
	}
	var best []Move
	bestWorth := 0
	for _, h := range hs {
		w := h.Score
		if worth != nil {
			next, err := s.Apply(h.Move)
			if err != nil {
				return Move{}, err
			}
			w = worth(next)
		}
		switch {
		case len(best) == 0 || w > bestWorth:
			best, bestWorth = append(best[:0], h.Move), w
		case w == bestWorth:
			best = append(best, h.Move)
		}
	}
	return best[rng.IntN(len(best))], nil
}

// answered rates s for seat by seat's final lead when the player to
// move answers with the worst for seat of its best replies moves and
// both then play their best moves to the end, within w's work.
func (s State) answered(seat, replies int, w *work) int {
	if s.Over() || w.left <= 0 {
		return s.lead(seat)
	}
	var hs []Hint
	var err error
	w.share(func(sub *work) { hs, err = s.turnHintsWithin(replies, sub) })
	if err != nil || len(hs) == 0 {
		return s.playout(w).lead(seat)
	}
	worst := 0
	for i, h := range hs {
		next, err := s.Apply(h.Move)
		if err != nil {
			continue
		}
		if v := next.playout(w).lead(seat); i == 0 || v < worst {
			worst = v
		}
	}
	return worst
}

// playout plays s to its end, every player playing its best move (a
// pass where no word can be made), and returns the final State; or the
// State it reached when w's work runs out first.
func (s State) playout(w *work) State {
	for !s.Over() && w.left > 0 {
		var m Move
		var err error
		w.share(func(sub *work) { m, err = s.bestMove(quickBudget, sub) })
		if err != nil && w.left <= 0 {
			return s // no move found before the work ran out
		}
		if err != nil {
			m = Pass()
		}
		next, err := s.Apply(m)
		if err != nil {
			return s
		}
		s = next
	}
	return s
}

// lead is seat's score less the best other score.
func (s State) lead(seat int) int { return standing.Lead(s.scores, seat) }

// smallMoves returns up to n of the highest-scoring moves that place
// at most tiles tiles, best first, within Budget steps of work: first a
// search with the cheap bounds for at most quickBudget steps, which is
// almost always enough, else BestMove's search with the tight ones.
func (s State) smallMoves(tiles, n int) ([]Hint, error) {
	if err := s.searchable(); err != nil {
		return nil, err
	}
	w := &work{left: Budget}
	f := s.finder(tiles)
	if f == nil {
		return nil, nil
	}
	f.work, f.best, f.top, f.limit = w, -1, newTopMoves(n), quickBudget
	f.run()
	if f.aborted && w.left > 0 {
		f = s.finder(tiles)
		f.work, f.best, f.top = w, -1, newTopMoves(n)
		f.rx = f.relaxWithin(w)
		f.run()
	}
	var out []Hint
	for _, x := range f.top.Sorted() {
		out = append(out, Hint{Move: x.m, Score: x.score})
	}
	return out, nil
}
