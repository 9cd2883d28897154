package wordgame

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/dawg"
)

// The computer players (see the package documentation's table of
// levels).
const (
	easyChoices = 10 // Easy: a random one of the 10 best common-word plays
)

// expertSim is Expert's simulation budget: a fixed number of iterations,
// never the clock, sized so that a move takes well under a second on one
// core of a 2-core machine for ordinary racks (each move searched is
// bounded by MoveBudget whatever the rack).
var expertSim = SimOptions{Candidates: 8, Plies: 2, Iterations: 64, Batch: 8}

// expertSimSteps bounds Expert's simulation by work: it stops before a
// batch that, costing what the last one did, would take the move
// generator's steps past it. The 64 iterations of racks of up to eight
// tiles take at most about half of it (200 million steps in the
// positions of six self-played games of each preset); long racks with
// many blanks, whose every simulated ply costs up to rolloutBudget
// steps, stop after the first batch.
const expertSimSteps = 400_000_000

// Expert's endgame budget: the solver stops after this many nodes of
// work (EndgameNodeLimit: positions, and the move generator's steps, so
// that racks with blanks are bounded too; under a second on one core of
// a 2-core machine, see the package documentation; most endgames with up
// to five tiles a rack solve within it), never on the clock, so the move
// depends only on the position; and a table of 1<<17 entries.
const (
	expertEndgameNodes = 100_000
	expertEndgameTable = 17
)

// BotMove returns the move a computer player at level chooses for seat,
// deterministic from seed and the position: the same seed, level and
// State give the same move. Only the seat to move may be asked (any other
// is refused with ErrNotYourTurn, and every seat with ErrGameOver once
// the game is over). When no placement fits, it exchanges every tile but
// its blanks where the rules and the bag allow, and passes otherwise.
//
// Easy plays a random one of the ten best placements made of common words
// only (the bundled common list of the game's alphabet; of any words in
// an alphabet whose common list the program lacks); Medium the
// highest-scoring placement (BestMove); Hard the best by
// equity; Expert simulates the best by equity (Simulate, with a fixed
// budget of iterations, on every core) and plays the one with the
// best mean spread, and once the bag is empty in a two-player game plays
// the first move of the exact endgame search (SolveEndgame, with a fixed
// budget of work: within it the move is exactly best, beyond it the
// best of the deepest search that finished). Every level's work is
// bounded whatever the position and the rack (see MoveBudget and
// EndgameNodeLimit): where a budget cuts a search, the level plays the
// best move found by then.
//
// In a game whose alphabet has more letters than the move generator
// handles (32), every level refuses at once with a *MoveError wrapping
// errors.ErrUnsupported that says so, and so does the Move of the Bot
// that tilekit's Kind.Bot gives: a bot that cannot find moves never
// passes in silence. New deals such a game, for people to play.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	if err := gamekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return Move{}, err
	}
	if n := s.g.alpha.Len(); n > dawg.MaxLetters {
		return Move{}, &MoveError{Player: s.Name(seat), Err: errors.ErrUnsupported,
			Detail: fmt.Sprintf("the computer players cannot play the %s alphabet: the move generator handles alphabets of up to %d letters, and it has %d", s.g.alpha.Name(), dawg.MaxLetters, n)}
	}
	switch level {
	case tilekit.Easy:
		rng := rand.New(rand.NewPCG(seed, uint64(s.hist.Len())))
		pool, err := s.commonMoves(easyChoices)
		if err != nil {
			return Move{}, &MoveError{Player: s.Name(seat), Err: ErrDetached, Detail: err.Error()}
		}
		if len(pool) > 0 {
			return pool[rng.IntN(len(pool))].m, nil
		}
	case tilekit.Medium:
		top, err := s.topMoves(1)
		if err != nil {
			return Move{}, &MoveError{Player: s.Name(seat), Err: ErrDetached, Detail: err.Error()}
		}
		if len(top) > 0 {
			return top[0].m, nil
		}
	case tilekit.Hard:
		m, err := s.BestEquity()
		if err != nil {
			return Move{}, err
		}
		return m, nil
	default: // Expert
		return s.expertMove(seed)
	}
	return s.fallback(), nil
}

// expertMove is Expert's choice: the endgame search's first move when
// the bag is empty and two play, else the simulation's best candidate.
func (s State) expertMove(seed uint64) (Move, error) {
	if s.bag.Len() == 0 && s.players == 2 {
		eg, err := s.SolveEndgame(context.Background(), EndgameNodeLimit(expertEndgameNodes), EndgameTableBits(expertEndgameTable))
		if (err == nil || errors.Is(err, ErrEndgameStopped)) && len(eg.PV) > 0 {
			return eg.PV[0], nil
		}
	}
	opts := expertSim
	opts.Seed = seed ^ uint64(s.hist.Len())*0x9e3779b97f4a7c15
	res, err := s.simulate(context.Background(), opts, expertSimSteps)
	if err != nil {
		return Move{}, err
	}
	return res[0].Move, nil
}
