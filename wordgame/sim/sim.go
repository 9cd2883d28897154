// Package sim plays out the crossword game's candidate moves on deals of
// the tiles a player cannot see, as a strong player reads a position
// (Monte Carlo simulation): Simulate ranks the best moves by equity
// (package wordgame/equity) by the mean spread they lead to a few plies
// later, or, with Options.Wins, by their chance of winning.
// Options.Include adds moves of the caller's choice (the move a player
// made, to judge it), each Result's Edge and WinEdge compare its
// candidate with equity's choice on the deals both played, and
// Options.Finish plays the lines that reach the endgame on to its end.
//
// Inference: a deal gives the other players any racks the unseen tiles
// allow, but the opponent's last placement says something of what they
// kept: an equity player who played two tiles and kept five kept good
// ones. Infer draws leaves from the unseen tiles and keeps those with
// which that placement was within a few points of the best move by
// equity; Options.Inference then deals the opponent one of them in every
// deal. It reads every player as an equity player, so it says little of
// one who is not (few leaves explain their moves, and a caller may then
// leave the deals alone). It has not been shown to make play stronger:
// the Expert bot with it took 62.3% of 800 games against four static
// players, and 62.9% of the same deals without it, and its choices,
// judged one at a time against the opponent's true racks, gained no
// more than Expert's without it (+0.09 points of chance of winning a
// decision [-0.27, +0.44]), so Expert does not use it (see package
// wordgame/bot).
//
// Chances of winning: at the end of a deal's plies, the lead (points
// plus leaves) and the count of tiles still unseen give a chance from
// logistic curves fitted to 415,699 positions of 20,000 games of Hard
// against Hard under the classic rules (wintable.go, made by go generate
// with internal/wingen). While the bag holds tiles the chance is even at
// a lead of about 21.5 points for the player who has just moved (the
// opponent moves next), and the curve's scale grows with the square
// root of the unseen tiles, from about 16 points with one tile in the
// bag to about 52 after the opening move; once the bag is empty each
// count of the opponent's tiles has its own, far steeper curve. On
// 83,282 positions of 4,000 other games (seed 2) the positions given 0.1
// to 0.2 won 0.150 of the time, 0.4 to 0.5 won 0.459, 0.8 to 0.9 won
// 0.849, and every tenth was within one point of its mean prediction
// (Brier score 0.1425); the curves know only the lead and the unseen
// count, not the board or the racks.
//
// Bounds: every option is clamped (Candidates to 100, Plies to 16,
// Iterations to 1<<20, Batch to 1024, Workers to runtime.GOMAXPROCS(0)),
// so a call holds at most one batch's outcomes, deals (about 5 KB each)
// and one tally; the deals run in batches on a pool of at most GOMAXPROCS
// goroutines that take the next deal from a counter (no list of jobs is
// made up front); each simulated ply takes at most 2 million steps of the
// move generator, a line at most 64 plies with Finish, and the candidates
// at most wordgame.MoveBudget; the context (and MaxTime) is read before
// every deal and every few thousand steps inside one, so a call returns
// within a few milliseconds of its end; Options.Steps bounds the total
// work independently of the machine.
//
// Speed: each deal of a batch is made once and shared by the workers,
// and the reply to every candidate on it is made from one list of the
// replying rack's best placements on the deal's board: only the lines
// through the squares the candidate's tiles changed are searched again,
// with the same reply as a search of the whole board. The figures are
// BenchmarkSimulateSpeed's, in the package's tests.
package sim

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// A candidate is a move with its points and its equity.
type candidate struct {
	m      wordgame.Move
	score  int
	equity float64
}

// Options are the settings of Simulate. The zero value asks for the
// defaults each field names.
type Options struct {
	// Candidates is how many of the best moves by equity are simulated;
	// 0 means 8.
	Candidates int
	// Include lists moves to simulate beside those Candidates, whatever
	// their rank by equity: the move a player actually made, say, to
	// compare it with the best ones. A move already among the candidates
	// (or listed twice) is simulated once. Each must be legal for the
	// player to move: Simulate refuses an illegal one with an error
	// naming it and wrapping the rules' error. At most 100 moves.
	Include []wordgame.Move
	// Plies is how many moves are played after each candidate, by the
	// equity player for every seat; 0 means 2 (the reply, then the
	// mover's next move).
	Plies int
	// Iterations is the most deals each candidate is played out on; 0
	// means 64. Every candidate still in the running plays the same
	// deals, so that their differences are not luck of the draw.
	Iterations int
	// Batch is how many iterations run between two checks of the
	// stopping rule; 0 means 8.
	Batch int
	// Seed drives the deals: the same position, options and seed give
	// the same results, however many workers run.
	Seed uint64
	// Workers is how many goroutines play iterations; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int
	// MaxTime, when positive, caps the simulation's time, for servers
	// that must answer on time: once it has passed, no deal starts
	// (workers look before each one, and a deal's moves are searched
	// under it), and the deals already played are the results. Results
	// then depend on the machine's speed; leave it 0 for repeatable
	// results.
	MaxTime time.Duration
	// Z is the width of the intervals in standard errors; 0 means 1.96
	// (95%). A candidate whose interval lies wholly below the leader's
	// is dropped.
	Z float64
	// Wins ranks the candidates by their chance of winning
	// (Result.WinRate) rather than by their mean spread: the stopping
	// rule compares the chances' intervals, and the results come best
	// first by chance. Near the end of a game, or well ahead or behind,
	// the move that wins most often need not be the one that gains the
	// most points.
	Wins bool
	// Steps, when positive, bounds the simulation by work: it stops
	// before a batch that, costing as many steps of the move generator
	// as the last one, would take the steps of all deals together past
	// Steps. Batches are tallied whole, so where it stops depends only
	// on the position and the options, never on the machine.
	Steps int
	// Inference, when it has leaves, says what tiles its Seat kept with
	// the last move (see Infer): every deal gives that seat one of its
	// leaves, chosen by the deal's seed, and the rest of its rack at
	// random (wordgame.State.DeterminizeKnowing), so the simulation
	// plays against the racks the last move makes likely rather than
	// any rack. Simulate refuses one whose leaves are not among the
	// tiles the player to move cannot see.
	Inference *Inference
	// Finish plays on past Plies a line that has emptied the bag, with
	// the same equity player, until the game ends (within 64 plies in
	// all): such a line is then valued by its final result rather than
	// by the points of the racks left over. It costs a few more plies
	// of the move generator in the deals that reach the endgame, and
	// nothing in the others.
	Finish bool
}

// finishPlies bounds the plies of a line that Options.Finish plays on.
const finishPlies = 64

// The limits of Options: larger values are taken as these, and
// Workers as runtime.GOMAXPROCS(0), so that no option makes a simulation
// hold more than a small, fixed amount of memory (the tally and one
// batch's outcomes: at most maxBatch times maxCandidates values)
// or start more goroutines than there are processors.
const (
	maxCandidates = 100
	maxPlies      = 16
	maxIterations = 1 << 20
	maxBatch      = 1024
)

// withDefaults fills the zero fields of o and clamps the others to the
// limits: Candidates to 100, Plies to 16, Iterations to 1<<20, Batch to
// 1024 and to Iterations, and Workers to runtime.GOMAXPROCS(0).
func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.Candidates, 8)
	def(&o.Plies, 2)
	def(&o.Iterations, 64)
	def(&o.Batch, 8)
	def(&o.Workers, runtime.GOMAXPROCS(0))
	if !(o.Z > 0) || math.IsInf(o.Z, 0) {
		o.Z = 1.96
	}
	o.Candidates = min(o.Candidates, maxCandidates)
	o.Plies = min(o.Plies, maxPlies)
	o.Iterations = min(o.Iterations, maxIterations)
	o.Batch = min(o.Batch, maxBatch, o.Iterations)
	o.Workers = min(o.Workers, runtime.GOMAXPROCS(0))
	return o
}

// A Result is one candidate move's record in a simulation.
type Result struct {
	// Move is the candidate; Score the points it earns now; Equity its
	// score plus the value of the tiles it keeps, which ranked it among
	// the candidates.
	Move   wordgame.Move
	Score  int
	Equity float64
	// Iterations is the number of deals it was played out on.
	Iterations int
	// Spread is the mean, over those deals, of the mover's lead after the
	// candidate and the plies that follow (their score minus the best
	// other score) plus the value of the mover's leave minus that
	// opponent's; Low and High bound its 95% interval (or the Z the
	// options give).
	Spread, Low, High float64
	// WinRate is the mean, over those deals, of the mover's chance of
	// winning from where the plies end: the result itself (1, ½ or 0)
	// in a deal that ended the game, and otherwise a chance read off
	// the valuation and the count of unseen tiles, by curves fitted to
	// tilekit's self-play (two equity players under the classic rules;
	// other rules use the same curves). WinLow and WinHigh bound its
	// interval.
	WinRate, WinLow, WinHigh float64
	// Pruned reports that the stopping rule dropped the candidate before
	// the iteration budget was spent: its interval fell below the
	// leader's.
	Pruned bool
	// Edge is the mean, over the deals this candidate shared with the
	// best candidate by equity (the first of the options' Candidates),
	// of this candidate's valuation minus that one's: 0 for that
	// candidate itself. EdgeLow and EdgeHigh bound its interval (of the
	// options' Z). Both played the same deals, so the luck of the draw
	// mostly cancels: the interval is far narrower than Spread's, and
	// tells whether simulation found something better than equity's
	// choice.
	Edge, EdgeLow, EdgeHigh float64
	// WinEdge is Edge for the chance of winning: the mean difference of
	// this candidate's chance from that of the best candidate by equity,
	// on the deals both played, with its interval from WinEdgeLow to
	// WinEdgeHigh.
	WinEdge, WinEdgeLow, WinEdgeHigh float64
}

// Simulate plays out the best moves for the player to move (the
// opts.Candidates best by equity, and the moves opts.Include adds) on
// deals of the tiles they cannot see, as a strong player reads a
// position: each iteration draws the other racks and the bag from the
// unseen tiles (Determinize from a seed derived from opts.Seed and the
// iteration's number), plays each candidate, then opts.Plies more moves
// by the equity player, and values the outcome by the lead in points
// plus the leaves, and by the chance of winning that lead gives (see the
// package documentation). Iterations run in batches on a pool of
// opts.Workers goroutines; between batches a candidate whose interval
// falls wholly below the leader's is dropped, and the simulation ends
// when the budget is spent or one candidate is left (a position with a
// single candidate plays it out on the whole budget). The results come
// best first: the candidates still running by mean spread (or chance of
// winning, with opts.Wins), then the dropped ones. Only the seat to move
// may simulate: a finished game is refused with ErrGameOver, a position
// whose word list the move generator cannot search (one that answers
// only Contains, say) with the error wordgame/equity.Moves gives
// (wrapping wordgame.ErrDetached), and an illegal move in opts.Include
// with an error naming it.
//
// Options beyond their limits are clamped (see Options), so every call's
// memory is small and bounded, and its work is bounded by the options:
// the candidates are found within wordgame.MoveBudget steps of the move
// generator, and each simulated ply within 2 million (see Options.Steps
// for a bound on their total), whatever the racks. The workers look at
// ctx (and MaxTime) before each deal, and the move generator every few
// thousand steps, so the call returns within a few milliseconds of ctx's
// deadline or cancellation (or of MaxTime), with the deals finished by
// then: a deal the stop cut short is not counted. When ctx is done
// before any deal finished the error wraps ctx's error.
func Simulate(ctx context.Context, s wordgame.State, opts Options) ([]Result, error) {
	return simulate(ctx, s, opts)
}

// simulate is Simulate that also stops before a batch that, costing as
// many steps of the move generator as the last one, would take the
// steps of all deals together past steps (0: no limit). Batches are
// tallied whole, so where it stops depends only on the position and the
// options.
func simulate(ctx context.Context, s wordgame.State, opts Options) ([]Result, error) {
	steps := max(opts.Steps, 0)
	if err := eq.K.Ready(s); err != nil {
		return nil, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	opts = opts.withDefaults()
	parent := ctx
	if opts.MaxTime > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.MaxTime)
		defer cancel()
	}
	if len(opts.Include) > maxCandidates {
		return nil, fmt.Errorf("wordgame/sim: Options.Include lists %d moves; at most %d may be added to the candidates", len(opts.Include), maxCandidates)
	}
	top, err := eq.Moves(s, opts.Candidates, eq.LeavesFor(s.Rules()), kernel.Budget{Ctx: ctx, Steps: wordgame.MoveBudget})
	if err != nil {
		return nil, err
	}
	cands := make([]candidate, len(top), len(top)+len(opts.Include))
	for i, x := range top {
		cands[i] = candidate{m: x.Move, score: x.Score, equity: x.Equity}
	}
	if cands, err = include(s, cands, opts.Include); err != nil {
		return nil, err
	}
	sim := newSimulation(s, cands, opts)
	sim.ctx = ctx
	if sim.known, err = knownTiles(ctx, s, sim.seat, opts.Inference); err != nil {
		return nil, err
	}
	// A lone candidate is played out all the same, so that its result
	// says what it leads to; several stop once one is left.
	for done := 0; done < opts.Iterations && (sim.alive() > 1 || len(cands) == 1) && ctx.Err() == nil && (steps == 0 || sim.steps+sim.last <= steps); done += opts.Batch {
		n := min(opts.Batch, opts.Iterations-done)
		sim.batch(done, n)
		if done+n < opts.Iterations {
			sim.prune()
		}
	}
	if err := parent.Err(); err != nil && sim.played == 0 {
		return nil, fmt.Errorf("wordgame/sim: simulation stopped before its first deal: %w", err)
	}
	return sim.results(), nil
}

// knownTiles returns, for each leave of inf, the known tiles by seat
// that DeterminizeKnowing deals: nil when inf has no leaves, an error
// when its seat is the mover's or not at the table, or a leave is not
// among the tiles the mover (seat) cannot see. ctx is read before each
// leave is checked, so a long list of leaves stops with it.
func knownTiles(ctx context.Context, s wordgame.State, seat int, inf *Inference) ([][]string, error) {
	if inf == nil || len(inf.Leaves) == 0 {
		return nil, nil
	}
	if inf.Seat < 0 || inf.Seat >= s.Players() || inf.Seat == seat {
		return nil, fmt.Errorf("wordgame/sim: Options.Inference is of seat %d, not another seat of this %d-player game's (the mover is %d)", inf.Seat, s.Players(), seat)
	}
	out := make([][]string, len(inf.Leaves))
	checked := map[string]bool{}
	for i, leave := range inf.Leaves {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("wordgame/sim: simulation stopped while reading Options.Inference: %w", err)
		}
		out[i] = make([]string, s.Players())
		out[i][inf.Seat] = leave
		if checked[leave] {
			continue
		}
		if _, err := s.DeterminizeKnowing(seat, 0, out[i]); err != nil {
			return nil, fmt.Errorf("wordgame/sim: Options.Inference's leave %q does not fit this position: %w", leave, err)
		}
		checked[leave] = true
	}
	return out, nil
}

// include appends to cands the moves of extra not already among them,
// valued as the candidates are; an illegal move is refused with an
// error naming it.
func include(s wordgame.State, cands []candidate, extra []wordgame.Move) ([]candidate, error) {
	if len(extra) == 0 {
		return cands, nil
	}
	pos := eq.K.Position(s)
	t := eq.LeavesFor(s.Rules())
	e := eq.New(s, &pos, t)
	var others []eq.Scored
	for i, m := range extra {
		sc, err := s.Score(m)
		if err != nil {
			return nil, fmt.Errorf("wordgame/sim: Options.Include[%d], %v, is not a legal move for %s: %w", i, m, s.Name(pos.Turn), err)
		}
		if slices.ContainsFunc(cands, func(c candidate) bool { return sameMove(c.m, m) }) {
			continue
		}
		c := candidate{m: m, score: sc.Total}
		switch m.Kind() {
		case wordgame.KindPlace:
			c.equity = e.Placement(&kernel.Scored[wordgame.Move]{Move: m, Score: sc.Total}).Equity
		default:
			// A pass or an exchange: its equity is the value of what it
			// keeps, as equity ranks it among the others.
			if others == nil {
				others = e.Others(s)
			}
			c.equity = math.Inf(-1)
			for _, o := range others {
				if sameMove(o.Move, m) {
					c.equity = o.Equity
				}
			}
			if math.IsInf(c.equity, -1) {
				c.equity = keptValue(s, &pos, t, m)
			}
		}
		cands = append(cands, c)
	}
	return cands, nil
}

// sameMove reports whether a and b are the same move, however each was
// made (generated, parsed, or built by hand).
func sameMove(a, b wordgame.Move) bool {
	return a == b || (a.Kind() == b.Kind() && a.String() == b.String())
}

// keptValue is the leave value of what exchange m keeps of the mover's
// rack, for an exchange equity did not list (racks longer than 12
// tiles, whose exchanges are too many to list).
func keptValue(s wordgame.State, pos *kernel.Position, t *leaves.Table, m wordgame.Move) float64 {
	if t == nil || !pos.English {
		return 0
	}
	var c kernel.Counts
	for _, x := range pos.Rack(pos.Turn) {
		c[kernel.RackIndex(x)]++
	}
	for _, x := range eq.K.Tiles(&m, nil) {
		if i := kernel.RackIndex(x); c[i] > 0 {
			c[i]--
		}
	}
	var lc leaves.Counts
	copy(lc[:leaves.Blank], c[:leaves.Blank])
	lc[leaves.Blank] = c[kernel.MaxLetters]
	return t.ValueCounts(&lc)
}

// A simulation is the running tally of Simulate.
type simulation struct {
	s      wordgame.State
	ctx    context.Context // stops the deals (MaxTime included)
	seat   int
	opts   Options
	cands  []candidate
	stats  []simStats
	played int        // deals played, all candidates together
	steps  int        // the move generator's steps in those deals
	last   int        // and in the last batch's
	deals  []dealt    // the batch's deals (see dealsFor)
	known  [][]string // the deals' known tiles by seat, from Options.Inference
}

// simStats sums one candidate's outcomes (valuations and chances of
// winning), and their differences from the reference candidate's (the
// best by equity) on the deals both played.
type simStats struct {
	n              int
	sum, sumSq     float64
	wins, winsSq   float64
	pruned         bool
	dn             int
	dSum, dSumSq   float64
	dWins, dWinsSq float64
}

func newSimulation(s wordgame.State, cands []candidate, opts Options) *simulation {
	return &simulation{s: s, ctx: context.Background(), seat: eq.K.Position(s).Turn, opts: opts, cands: cands, stats: make([]simStats, len(cands))}
}

func (sim *simulation) alive() int {
	n := 0
	for _, st := range sim.stats {
		if !st.pruned {
			n++
		}
	}
	return n
}

// batch plays iterations first to first+n-1 of every candidate still in
// the running, on a pool of at most opts.Workers goroutines that take
// the deals in turn (deal j is iteration first+j/len(alive) of
// candidate alive[j%len(alive)]), and adds those played to the tally in
// that order, so that the sums do not depend on the workers. A worker
// stops once the context is done.
func (sim *simulation) batch(first, n int) {
	var alive []int
	for c := range sim.cands {
		if !sim.stats[c].pruned {
			alive = append(alive, c)
		}
	}
	jobs := n * len(alive)
	vals := make([]float64, jobs)
	wins := make([]float64, jobs)
	steps := make([]int, jobs)
	played := make([]bool, jobs)
	before := sim.steps
	defer func() { sim.last = sim.steps - before }()
	deals := sim.dealsFor(n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(sim.opts.Workers, jobs) {
		wg.Go(func() {
			for sim.ctx.Err() == nil {
				j := int(next.Add(1) - 1)
				if j >= jobs {
					return
				}
				vals[j], wins[j], steps[j], played[j] = sim.playOut(&deals[j/len(alive)], first+j/len(alive), sim.cands[alive[j%len(alive)]].m)
			}
		})
	}
	wg.Wait()
	for j := range jobs {
		if !played[j] {
			continue
		}
		st := &sim.stats[alive[j%len(alive)]]
		st.n++
		st.sum += vals[j]
		st.sumSq += vals[j] * vals[j]
		st.wins += wins[j]
		st.winsSq += wins[j] * wins[j]
		sim.played++
		sim.steps += steps[j]
	}
	sim.pair(alive, vals, wins, played)
}

// pair adds to each candidate's tally its differences from the reference
// candidate (cands[0], the best by equity) on the deals of a batch both
// played; alive, vals, wins and played are the batch's, deal j being
// candidate alive[j%len(alive)]'s.
func (sim *simulation) pair(alive []int, vals, wins []float64, played []bool) {
	if len(alive) == 0 || alive[0] != 0 {
		return // the reference was dropped: nothing to pair with
	}
	for j := 0; j < len(vals); j += len(alive) {
		if !played[j] {
			continue
		}
		for k := 1; k < len(alive); k++ {
			if played[j+k] {
				d := vals[j+k] - vals[j]
				st := &sim.stats[alive[k]]
				st.dn++
				st.dSum += d
				st.dSumSq += d * d
				w := wins[j+k] - wins[j]
				st.dWins += w
				st.dWinsSq += w * w
			}
		}
	}
}

// iterSeed derives iteration it's deal seed from the simulation's seed.
func iterSeed(seed uint64, it int) uint64 {
	return rand.New(rand.NewPCG(seed, uint64(it))).Uint64()
}

// playOut plays candidate m on iteration it's deal, c, then the plies, and
// returns the valuation, the chance of winning (see outcome) and the
// move generator's steps; played is false when the context stopped the deal's moves
// before it was over.
func (sim *simulation) playOut(c *dealt, it int, m wordgame.Move) (v, win float64, steps int, played bool) {
	d, err := sim.deal(c, it)
	if err != nil {
		return 0, 0, 0, true
	}
	if d, err = d.Apply(m); err != nil {
		return 0, 0, 0, true
	}
	for ply := 0; ply < sim.opts.Plies || (sim.opts.Finish && d.BagLen() == 0 && ply < finishPlies); ply++ {
		if d.Over() {
			break
		}
		var near *kernel.Near[wordgame.Move]
		if ply == 0 && replyLists {
			var n int
			near, n = c.replies(sim, d.Mover(wordgame.Pass()))
			steps += n
		}
		rm, n := eq.Rollout(sim.ctx, d, near)
		steps += n
		next, err := d.Apply(rm)
		if err != nil {
			break
		}
		d = next
	}
	if sim.ctx.Err() != nil {
		return 0, 0, steps, false
	}
	v, win = outcome(d, sim.seat)
	return v, win, steps, true
}

// A dealt is one deal of a batch, made by the first worker to play it
// and then shared by every candidate played on it. It keeps the best
// placements of the reply's rack on the deal's board too, from which the
// reply to each candidate is made (see kernel.Access.TopNear): the
// reply's board is the deal's with the candidate's tiles added. Each is
// made once, so the steps a batch counts do not depend on the workers.
type dealt struct {
	once sync.Once
	d    wordgame.State
	err  error

	nearOnce sync.Once
	seat     int // the seat near was made for
	near     kernel.Near[wordgame.Move]
}

// dealsFor returns n deals to make, in sim's buffer, keeping the
// buffers of their lists.
func (sim *simulation) dealsFor(n int) []dealt {
	if cap(sim.deals) < n {
		sim.deals = make([]dealt, n)
	}
	ds := sim.deals[:n]
	for i := range ds {
		top := ds[i].near.Top
		ds[i] = dealt{}
		ds[i].near.Top = top[:0]
	}
	return ds
}

// deal returns iteration it's deal, c: sim.s as the mover sees it,
// determinized from the iteration's seed the first time it is asked
// for.
func (sim *simulation) deal(c *dealt, it int) (wordgame.State, error) {
	c.once.Do(func() {
		seed := iterSeed(sim.opts.Seed, it)
		if sim.known == nil {
			c.d, c.err = sim.s.Determinize(sim.seat, seed)
			return
		}
		c.d, c.err = sim.s.DeterminizeKnowing(sim.seat, seed, sim.known[seed%uint64(len(sim.known))])
	})
	return c.d, c.err
}

// nearPool is how many of the reply's best placements on the deal's
// board dealt.replies keeps: more than the rollout ranks, so that the
// few a candidate's tiles take away or change leave enough to settle
// the reply's list. Counted by callgrind on BenchmarkSimulateSpeed, the
// instructions an iteration outside the runtime were 2.32 million
// keeping 40, 1.99 million keeping 64, 1.92 million keeping 96, and 1.94
// million keeping 128 or 192 (2.53 million making every reply afresh).
const nearPool = 3 * eq.RolloutPool

// replyLists turns the replies' lists off, for the tests that compare.
var replyLists = true

// replies returns the best placements of seat's rack on c's board, made
// the first time a candidate's reply asks for them, with the steps that
// took (0 once made); nil when they were made for another seat.
func (c *dealt) replies(sim *simulation, seat int) (*kernel.Near[wordgame.Move], int) {
	steps := 0
	c.nearOnce.Do(func() {
		c.seat = seat
		steps = eq.K.NearFor(c.d, seat, nearPool, kernel.Budget{Ctx: sim.ctx, Steps: eq.RolloutBudget}, &c.near).Steps
	})
	if c.seat != seat {
		return nil, steps
	}
	return &c.near, steps
}

// interval returns a candidate's mean valuation, or its mean chance of
// winning when wins is set, and the half-width of its interval.
func (sim *simulation) interval(c int, wins bool) (mean, half float64) {
	st := sim.stats[c]
	if wins {
		return meanHalf(st.n, st.wins, st.winsSq, sim.opts.Z)
	}
	return meanHalf(st.n, st.sum, st.sumSq, sim.opts.Z)
}

// edge returns a candidate's mean difference from the reference, in
// valuation or, when wins is set, in chance of winning, and the
// half-width of its interval; the reference's own is 0 exactly.
func (sim *simulation) edge(c int, wins bool) (mean, half float64) {
	if c == 0 {
		return 0, 0
	}
	st := sim.stats[c]
	if wins {
		return meanHalf(st.dn, st.dWins, st.dWinsSq, sim.opts.Z)
	}
	return meanHalf(st.dn, st.dSum, st.dSumSq, sim.opts.Z)
}

// meanHalf returns the mean of n values of sum sum and sum of squares
// sumSq, and the half-width of its interval of z standard errors
// (infinite below two values).
func meanHalf(n int, sum, sumSq, z float64) (mean, half float64) {
	if n == 0 {
		return 0, math.Inf(1)
	}
	mean = sum / float64(n)
	if n < 2 {
		return mean, math.Inf(1)
	}
	variance := (sumSq - float64(n)*mean*mean) / float64(n-1)
	return mean, z * math.Sqrt(max(variance, 0)/float64(n))
}

// prune drops every candidate whose upper bound lies below the leader's
// lower bound, by mean spread or, with Options.Wins, by chance of
// winning.
func (sim *simulation) prune() {
	leader, bestMean := -1, math.Inf(-1)
	for c := range sim.cands {
		if m, _ := sim.interval(c, sim.opts.Wins); !sim.stats[c].pruned && m > bestMean {
			leader, bestMean = c, m
		}
	}
	if leader < 0 {
		return
	}
	_, lh := sim.interval(leader, sim.opts.Wins)
	for c := range sim.cands {
		if m, h := sim.interval(c, sim.opts.Wins); c != leader && !sim.stats[c].pruned && m+h < bestMean-lh {
			sim.stats[c].pruned = true
		}
	}
}

// results returns the tally, best first: by mean spread, or with
// Options.Wins by chance of winning.
func (sim *simulation) results() []Result {
	out := make([]Result, len(sim.cands))
	for c, cd := range sim.cands {
		st := sim.stats[c]
		mean, half := sim.interval(c, false)
		win, winHalf := sim.interval(c, true)
		e, eh := sim.edge(c, false)
		we, weh := sim.edge(c, true)
		out[c] = Result{Move: cd.m, Score: cd.score, Equity: cd.equity, Iterations: st.n,
			Spread: mean, Low: mean - half, High: mean + half,
			WinRate: win, WinLow: win - winHalf, WinHigh: win + winHalf, Pruned: st.pruned,
			Edge: e, EdgeLow: e - eh, EdgeHigh: e + eh,
			WinEdge: we, WinEdgeLow: we - weh, WinEdgeHigh: we + weh}
	}
	slices.SortStableFunc(out, func(a, b Result) int {
		if a.Pruned != b.Pruned {
			if a.Pruned {
				return 1
			}
			return -1
		}
		if sim.opts.Wins {
			return cmp.Compare(b.WinRate, a.WinRate)
		}
		return cmp.Compare(b.Spread, a.Spread)
	})
	return out
}
