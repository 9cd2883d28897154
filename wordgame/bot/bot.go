package bot

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/endgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// k is what package wordgame gives its engines.
var k = kernel.Get[wordgame.State, wordgame.Move]()

// The computer players (see the package documentation's table of
// levels).
const (
	easyChoices = 10 // Easy: a random one of the 10 best common-word plays
)

// expertSim is Expert's simulation budget: a fixed number of iterations,
// never the clock, sized so that a move takes about half a second on a
// 2-core machine for ordinary racks (each move searched is bounded by
// wordgame.MoveBudget whatever the rack). Issue 36's speed round paid for
// four times the 64 iterations it had: with fewer deals a candidate's
// edge over equity's choice was too noisy to overrule it often (see
// expertEdge). It ranks the candidates by their chance of winning
// (sim.Options.Wins), the measure the game is won by: well ahead it keeps
// the lead safe, well behind it takes the risks a comeback needs, where
// the mean spread would not. Four times as many again did not measurably
// help: with 1,024 iterations (and the second look's 512) Expert took
// 60.0% of 400 games against Hard (seed 2026, MATCH_LOG), with 256 it
// took 59.6% of the same games, a paired difference of +0.4 points [-4.3,
// +5.1]; against Macondo's static player (see the package documentation)
// 60.7% of 1,200 games where 256 took 60.6% of the same deals, +0.1
// points [-2.5, +2.7] deal by deal, for 2.6 times the time. Nor did other
// numbers of candidates on the same games: 16 took 57.4% (-2.2 points
// [-5.2, +0.7], mean spread -7.1 [-12.2, -1.9]), 5 took 57.8% (-1.9
// [-5.3, +1.5]). Nor did other depths against Macondo's static player:
// 4 plies changed its share by -6.9 points [-12.0, -1.7] deal by deal
// over 200 deals, 1 ply by -1.8 [-5.7, +2.2] over 400; a judge playing
// that player after each choice put 4 plies at about -0.6 points a game
// [-2.2, +1.0], so that match's loss was most likely luck (STRENGTH.md).
var expertSim = sim.Options{Candidates: 8, Plies: 2, Iterations: 256, Batch: 8, Steps: simSteps(expertSimSteps), Wins: true}

// expertLateSim is Expert's simulation in the late game, once the bag
// holds expertLateBag tiles or fewer and neither the endgame nor the
// pre-endgame search has decided the move: twice the candidates and
// twice the plies, so that most deals reach the end of the bag or the
// game, for four times the work. The late game is where simulation
// gains most over equity, and where more of it paid: judged a decision
// at a time (TestExpertDecisionsLong, DECISION_BAG=2-14, against Hard
// with other leaves), a first run on 182 positions of seed 79 found 4
// plies +0.29 points of chance of winning a decision [-0.08, +0.65], 6
// plies +0.28, 16 candidates +0.42 [-0.01, +0.85] and 1,024 iterations
// +0.05 over the 2 plies and 8 candidates of expertSim; on 236
// positions of seed 80, 4 plies with 16 candidates gained +0.75 [+0.25,
// +1.25], 6 plies with 16 +0.71, 16 candidates alone +0.15 and 6 plies
// alone +0.21. With 15 to 30 tiles in the bag the same setting gained
// +0.16 [-0.02, +0.35] (seed 81), and with 15 to 20 alone nothing:
// -0.15 [-0.46, +0.15] on 142 positions of seed 83 (3 plies with 12
// candidates -0.37 [-0.72, -0.03]); over the whole game no setting
// gained, so expertSim stays there and expertLateBag at 14. The judge
// that plays the outside player (STRENGTH.md) agrees: with 15 to 24
// tiles in the bag, this setting gained +0.14 [-0.32, +0.60] on 344
// positions of seed 10200.
//
// With two tiles or more in the bag (see expertSimFor), its deals that
// empty the bag are played on to the end of the game
// (sim.Options.Finish), each valued by its result rather than by the
// points of the racks left. Judged against the opponent's true racks
// (DECISION_RACKS=true, DECISION_SIMS=4:256:16,4:256:16e), that gained
// +0.16, +0.10 [-0.16, +0.36] and +0.38 [+0.03, +0.72] points of chance
// of winning a late decision on 233, 894 and 893 positions of seeds 96 to
// 98, +0.20 [-0.01, +0.41] pooled over the last two, and about three
// quarters of a point of spread a decision; adding the best placement of
// each size to the candidates gained nothing beside it (-0.13 [-0.39,
// +0.13], seed 98), and playing those lines' endgames by the endgame
// search (500 nodes a ply) rather than by equity lost -0.90 [-2.15,
// +0.34] on 140 late positions of the outside judge (STRENGTH.md), and
// for Expert's seat alone -0.02 [-0.74, +0.69] on 155.
var expertLateSim = sim.Options{Candidates: 16, Plies: 4, Iterations: 256, Batch: 8, Steps: simSteps(4 * expertSimSteps), Wins: true, Finish: true}

// expertLateBag is the most tiles in the bag at which Expert simulates
// with expertLateSim.
const expertLateBag = 14

// expertSimFor returns the simulation Expert runs on s with its seed:
// expertSim, or expertLateSim once the bag runs low. With one tile in
// the bag its deals stop at their plies, as when expertPreEndgameMoves'
// rule was measured: played on to the end there, the simulation chose a
// move that wins five draws in eight in TestExpertPreEndgame's position,
// and the search did not overrule it with the one that wins them all.
func expertSimFor(s wordgame.State, seed uint64) sim.Options {
	opts := expertSim
	if s.BagLen() <= expertLateBag {
		opts = expertLateSim
		opts.Finish = s.BagLen() > 1
	}
	opts.Seed = expertSeed(s, seed)
	return opts
}

// expertSimSteps bounds Expert's simulation by work: it stops before a
// batch that, costing what the last one did, would take the move
// generator's steps past it. The 64 iterations it had took at most 200
// million steps in the positions of six self-played games of each
// preset, so the 256 of ordinary racks stay within it; long racks with
// many blanks, whose every simulated ply costs up to 2 million steps,
// stop after a few batches.
const expertSimSteps int64 = 800_000_000

// simSteps is n as a sim.Options.Steps, capped at the largest int (on a
// 32-bit platform, the late game's 3.2 billion steps are capped at about
// 2.1 billion).
func simSteps(n int64) int {
	return int(min(n, math.MaxInt))
}

// Expert's endgame budget: the solver stops after this many nodes of
// work (endgame.NodeLimit: positions, and the move generator's steps, so
// that racks with blanks are bounded too; about two seconds at most on
// one core of a 2-core machine, see the package documentation), never on
// the clock, so the move depends only on the position; and a table of
// 1<<17 entries (a larger one was no quicker). On the first endgame
// positions of 182 games of Hard against Hard (seeds 9000 to 9199 whose
// exact value 30 million nodes found), the first move within 100,000
// nodes gave away 5.9 points a game to the exact endgame's and changed
// the result of 3 games; within 400,000, 2.0 points and 1 game; within
// 1.6 million, 0.7 points and none, in 0.67 s of CPU on average (0.45 s
// the median, 2.1 s the longest of 60).
const (
	expertEndgameNodes = 1_600_000
	expertEndgameTable = 17
)

// Expert's pre-endgame (one tile in the bag, two players): the
// simulation first, then endgame.SolvePreEndgame within 400,000 nodes of
// work (about half a second of one core, its endgames sharing it) on the
// simulation's choice, the five best placements by equity and the
// simulation's three leaders. The search's best move replaces the
// simulation's choice where the search valued both exactly, or valued
// them as winning equally often (its best then gains more points);
// elsewhere the simulation's choice stands.
//
// Why not the search alone, as before: its endgames, each given a small
// share of the work, are mostly estimates; their chances of winning
// mislead more often than their spreads; and its candidates by equity
// can miss the move that wins (TestExpertPreEndgame). On the first
// position with one tile in the bag of the games of Hard against Hard of
// seeds 6000 to 6399 (89 positions), each rule's move valued again by
// the search within 30 million nodes, exactly in about half of them
// (TestExpertPreEndgameLong), the points of chance of winning a
// decision given away to the best move any rule chose, and the points
// of spread:
//
//	Rule                                       Chance  Spread
//	equity's choice                            4.42    2.89
//	the search alone, five best by equity      2.18    1.09
//	the simulation alone                       0.28    6.49
//	this rule                                  0.98    1.03
//
// The simulation alone wins most, +1.90 points of chance a decision
// [+0.06, +3.74] over the search alone, but gives away more points: it
// ranks moves by their chance of winning, and once the result is all
// but settled the chances it compares hardly differ. This rule gains
// +1.19 [-0.92, +3.31] over the search alone and gives away no more
// points. Held out, on the 95 positions of seeds 7000 to 7399
// (PREENDGAME_SEED=7000), the search alone gave away 1.84 points of
// chance and 1.96 of spread, the simulation alone 1.18 and 5.55, this
// rule 1.32 and 2.11 (+0.53 [-1.64, +2.69] over the search alone).
// Among the other rules tried in a first run on seeds 6000 to 6399, the
// search alone on ten by equity, or within four times the work, chose
// moves that won no more often than on five; the search's best only
// where it valued both moves exactly, the simulation's otherwise, won
// as often as the simulation alone (0.70 and 0.14 points of chance a
// decision more than this rule on the two sets) and gave away nearly as
// many points of spread (5.89 and 5.47).
const (
	expertPreEndgameMoves = 5
	expertPreEndgameSim   = 3
	expertPreEndgameNodes = 400_000
)

// Move returns the move a computer player at level chooses for seat,
// deterministic from seed and the position: the same seed, level and
// State give the same move. Only the seat to move may be asked (any
// other is refused with ErrNotYourTurn, and every seat with ErrGameOver
// once the game is over). When no placement fits, it exchanges every
// tile but its blanks where the rules and the bag allow, and passes
// otherwise.
//
// Easy plays a random one of the ten best placements made of common
// words only (the bundled common list of the game's alphabet; of any
// words in an alphabet whose common list the program lacks); Medium the
// highest-scoring placement (wordgame.State.BestMove); Hard the best by
// equity; Expert simulates the best by equity (sim.Simulate, with a
// fixed budget of iterations, on every core) and plays the one with the
// best chance of winning when its edge over the best by equity is beyond
// the simulation's noise, and once the bag is empty in a two-player game
// plays the first move of the exact endgame search (endgame.Solve, with
// a fixed budget of work: within it the move is exactly best, beyond it
// the best of the deepest search that finished). Every level's work is
// bounded whatever the position and the rack (see wordgame.MoveBudget
// and endgame.NodeLimit): where a budget cuts a search, the level plays
// the best move found by then.
//
// In a game whose alphabet has more letters than the move generator
// handles (32), every level refuses at once with a *MoveError wrapping
// errors.ErrUnsupported that says so, and so does the Move of the Bot
// that tilekit's Kind.Bot gives: a bot that cannot find moves never
// passes in silence. New deals such a game, for people to play.
//
// Move is MoveContext without a deadline.
func Move(s wordgame.State, level tilekit.Level, seed uint64, seat int) (wordgame.Move, error) {
	return MoveContext(context.Background(), s, level, seed, seat)
}

// MoveContext is Move under ctx, for a server that must be able to
// drop a game while Expert is thinking: every search looks at ctx as it
// goes, so once ctx is done the call returns within a few milliseconds
// with an error wrapping ctx.Err() and the zero Move. It never returns a
// move that ctx cut short: a move it returns is the one Move returns.
// The Bots of tilekit's Kind.Bot call it (they are tilekit.ContextBots).
func MoveContext(ctx context.Context, s wordgame.State, level tilekit.Level, seed uint64, seat int) (wordgame.Move, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	m, err := move(ctx, s, level, seed, seat)
	return gamekit.Uncut(ctx, level, s.Name(seat), m, err)
}

// move is MoveContext's choice, which ctx may have cut short.
func move(ctx context.Context, s wordgame.State, level tilekit.Level, seed uint64, seat int) (wordgame.Move, error) {
	if err := gamekit.CheckSeat(s, seat, wordgame.Move{}, ""); err != nil {
		return wordgame.Move{}, err
	}
	if a := s.Rules().Tiles.Alphabet(); a.Len() > dawg.MaxLetters {
		return wordgame.Move{}, &wordgame.MoveError{Player: s.Name(seat), Err: errors.ErrUnsupported,
			Detail: fmt.Sprintf("the computer players cannot play the %s alphabet: the move generator handles alphabets of up to %d letters, and it has %d", a.Name(), dawg.MaxLetters, a.Len())}
	}
	// The move generator's first build for the word list, waited for
	// under ctx at every level.
	if err := k.Prepare(ctx, s); err != nil {
		return wordgame.Move{}, err
	}
	switch level {
	case tilekit.Easy:
		rng := rand.New(rand.NewPCG(seed, uint64(k.Turns(s))))
		pool, _, err := k.TopCommon(s, easyChoices, kernel.Budget{Ctx: ctx, Steps: wordgame.MoveBudget})
		if err != nil {
			return wordgame.Move{}, &wordgame.MoveError{Player: s.Name(seat), Err: wordgame.ErrDetached, Detail: err.Error()}
		}
		if len(pool) > 0 {
			return pool[rng.IntN(len(pool))].Move, nil
		}
	case tilekit.Medium:
		top, _, err := k.Top(s, 1, kernel.Budget{Ctx: ctx, Steps: wordgame.MoveBudget})
		if err != nil {
			return wordgame.Move{}, &wordgame.MoveError{Player: s.Name(seat), Err: wordgame.ErrDetached, Detail: err.Error()}
		}
		if len(top) > 0 {
			return top[0].Move, nil
		}
	case tilekit.Hard:
		m, err := equity.Best(s, equity.WithContext(ctx))
		if err != nil {
			return wordgame.Move{}, err
		}
		return m, nil
	default: // Expert
		return expertMove(ctx, s, seed)
	}
	return k.Fallback(s), nil
}

// expertMove is Expert's choice: the endgame search's first move when
// the bag is empty and two play, else the simulation's best candidate.
func expertMove(ctx context.Context, s wordgame.State, seed uint64) (wordgame.Move, error) {
	if s.BagLen() == 0 && s.Players() == 2 {
		eg, err := endgame.Solve(s, endgame.WithContext(ctx), endgame.NodeLimit(expertEndgameNodes), endgame.TableBits(expertEndgameTable))
		if (err == nil || errors.Is(err, endgame.ErrStopped)) && len(eg.PV) > 0 {
			return eg.PV[0], nil
		}
	}
	if s.BagLen() == 1 && s.Players() == 2 {
		return expertPreEndgame(ctx, s, seed)
	}
	m, _, err := expertSimulated(ctx, s, seed)
	return m, err
}

// expertPreEndgame is Expert's choice with one tile in the bag in a
// two-player game (see expertPreEndgameMoves): the simulation's, unless
// the pre-endgame search values another move exactly and better, or
// values it as winning as often and gaining more points.
func expertPreEndgame(ctx context.Context, s wordgame.State, seed uint64) (wordgame.Move, error) {
	m, res, err := expertSimulated(ctx, s, seed)
	if err != nil {
		return m, err
	}
	top, err := placementsByEquity(ctx, s, expertPreEndgameMoves)
	if err != nil {
		return m, nil
	}
	for _, r := range res[:min(len(res), expertPreEndgameSim)] {
		if r.Move.Kind() != wordgame.KindExchange {
			top = append(top, r.Move)
		}
	}
	cands := []wordgame.Move{m}
	for _, c := range top {
		if !slices.Contains(cands, c) {
			cands = append(cands, c)
		}
	}
	pe, err := expertPreSearch(ctx, s, cands)
	i := slices.IndexFunc(pe.Moves, func(p endgame.PreMove) bool { return p.Move == m })
	if err != nil || i < 0 {
		return m, nil
	}
	if best := pe.Moves[0]; (best.Exact && pe.Moves[i].Exact) || best.Win == pe.Moves[i].Win {
		return best.Move, nil
	}
	return m, nil
}

// placementsByEquity returns the placements among the n best moves by
// equity in s, best first.
func placementsByEquity(ctx context.Context, s wordgame.State, n int) ([]wordgame.Move, error) {
	top, err := equity.Moves(s, n, equity.WithContext(ctx))
	if err != nil {
		return nil, err
	}
	var out []wordgame.Move
	for _, x := range top {
		if x.Move.Kind() == wordgame.KindPlace {
			out = append(out, x.Move)
		}
	}
	return out, nil
}

// expertPreSearch values cands by the pre-endgame search within
// Expert's budget.
func expertPreSearch(ctx context.Context, s wordgame.State, cands []wordgame.Move) (endgame.PreEndgameResult, error) {
	return endgame.SolvePreEndgame(s, endgame.WithContext(ctx), endgame.Candidates(cands...), endgame.NodeLimit(expertPreEndgameNodes), endgame.TableBits(expertEndgameTable))
}

// expertSimulated is Expert's choice by simulation, with the results of
// its first look (best first).
func expertSimulated(ctx context.Context, s wordgame.State, seed uint64) (wordgame.Move, []sim.Result, error) {
	opts := expertSimFor(s, seed)
	if expertInfer {
		// What the opponent's last placement says of what they kept: the
		// deals give them leaves that make it an equity player's choice.
		// A move few leaves explain (or a position without its history)
		// leaves the deals as they were.
		inf, err := sim.Infer(ctx, s, sim.InferOptions{Seed: opts.Seed})
		if err == nil && len(inf.Leaves) >= expertInferLeast {
			opts.Inference = &inf
		}
	}
	res, err := sim.Simulate(ctx, s, opts)
	if err != nil {
		return wordgame.Move{}, nil, err
	}
	best, ref, edge, se := expertLeader(res)
	if ref < 0 || best == ref || edge >= expertEdge*se {
		return res[expertChoice(best, ref, edge, se)].Move, res, nil
	}
	if edge > 0 {
		// Close: the leader looks better than equity's choice but not
		// beyond the noise. Play the two out on more deals, fresh ones,
		// and weigh both looks by their precision.
		look := expertLook
		look.Plies, look.Steps = opts.Plies, simSteps(int64(expertLook.Steps)*int64(opts.Plies)/int64(expertSim.Plies))
		look.Finish = opts.Finish
		look.Seed = opts.Seed ^ 0x5bd1e995
		look.Include = []wordgame.Move{res[ref].Move, res[best].Move}
		look.Inference = opts.Inference
		more, err := sim.Simulate(ctx, s, look)
		if err == nil {
			if b, r, e, se2 := expertLeader(more); r >= 0 && b != r && more[b].Move == res[best].Move && se2 > 0 && se > 0 {
				w1, w2 := 1/(se*se), 1/(se2*se2)
				edge, se = (edge*w1+e*w2)/(w1+w2), 1/math.Sqrt(w1+w2)
			}
		}
	}
	return res[expertChoice(best, ref, edge, se)].Move, res, nil
}

// expertSeed is the seed of Expert's simulation in s from its own seed.
func expertSeed(s wordgame.State, seed uint64) uint64 {
	return seed ^ uint64(k.Turns(s))*0x9e3779b97f4a7c15
}

// expertInfer turns on Expert's reading of the opponent's last
// placement (sim.Infer); expertInferLeast is the fewest of its 100 drawn
// leaves that must explain the move before the deals follow them. It is
// off: with it, Expert took 62.3% of 800 games against the four static
// opponents of TestExpertMatchesLong (seed 2026), without it 62.9% on
// the same deals, so it is not shown to help (MATCH_PLAYER=expert-infer
// plays it). Judged a decision at a time against Macondo's static player,
// whose choices are an equity player's as Infer assumes, it gained +0.06
// points of result a late position [-0.38, +0.50] over 1,015 positions,
// and -0.05 a midgame one (STRENGTH.md).
var expertInfer = false

const expertInferLeast = 5

// expertLook is Expert's second look at a close call: the best move by
// equity and the simulation's leader, on 128 fresh deals, within half
// the first look's work.
var expertLook = sim.Options{Candidates: 1, Plies: 2, Iterations: 128, Batch: 16, Steps: simSteps(expertSimSteps / 2), Wins: true}

// expertEdge is how many standard errors a candidate's edge (in chance
// of winning) over the best move by equity must reach before Expert
// plays it instead. With 64 deals a candidate's paired edge in spread
// had a standard error of about 4 points, as large as the equity gaps
// between the best moves (with 256, about 2): playing the best mean
// spread outright picked among close moves by the luck of the deals
// (level with an outside equity player over 200 games, see the package
// documentation), so simulation overrules equity only when it sees a
// difference beyond its noise.
const expertEdge = 1.0

// expertLeader returns the index of the candidate with the best chance
// of winning (res is best first), that of the best move by equity (-1
// when none is marked), and the leader's edge in that chance over it
// with its standard error.
func expertLeader(res []sim.Result) (best, ref int, edge, se float64) {
	ref = slices.IndexFunc(res, func(r sim.Result) bool {
		return r.WinEdge == 0 && r.WinEdgeLow == 0 && r.WinEdgeHigh == 0 && r.Edge == 0 && r.EdgeLow == 0 && r.EdgeHigh == 0
	})
	// WinEdgeHigh - WinEdge is Z (1.96 for Expert) standard errors.
	return 0, ref, res[0].WinEdge, (res[0].WinEdgeHigh - res[0].WinEdge) / 1.96
}

// expertChoice returns best when its edge over ref is at least
// expertEdge standard errors, and ref otherwise.
func expertChoice(best, ref int, edge, se float64) int {
	if ref < 0 || edge >= expertEdge*se {
		return best
	}
	return ref
}
