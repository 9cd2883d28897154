package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/tilekit/tilekit"
)

// Options tune a [Searcher]. The zero Options is a sound default: 200
// iterations, seed 0, exploration 0.7, greedy rollouts of 2 moves,
// the best 8 moves considered at each node, one worker, no clock.
// Values outside sane limits are never trusted: [New] clamps them as
// each field says, and [Searcher.Options] reports what it kept.
type Options struct {
	// Iterations is the budget of one move: how many determinizations
	// are searched (default 200, at most MaxIterations). It is what
	// makes a search deterministic; split between Workers. The tree
	// grows by a node an iteration, so it bounds the memory too.
	Iterations int
	// Seed makes the search reproducible: the same Seed, game and seat
	// give the same move.
	Seed uint64
	// Exploration is the constant of the upper confidence bound (default
	// 0.7, for rewards between 0 and 1; a value that is not a finite
	// positive number takes the default). Larger explores more.
	Exploration float64
	// MaxTime, when positive, stops a search that has run this long even
	// if iterations remain: a cap for servers. No iteration starts once
	// it has passed (not even a worker's first: a search may run none),
	// and a rollout under way stops at its next move and is scored
	// where it stands, so the search returns within about one move
	// generation of the cap. A search that stops on the clock depends on
	// the machine's speed, so it is no longer deterministic.
	MaxTime time.Duration
	// Rollout chooses the moves of the imagined continuation after the
	// tree (default [Greedy]).
	Rollout Rollout
	// Depth is how many moves each rollout plays before the position is
	// scored by its margin (default 2: a reply and the move after it,
	// at most MaxDepth); negative plays to the end, or MaxDepth moves. A period the rollout expires is the
	// clock's move and does not count. Every rollout move costs a move
	// generation: from the crossword game's opening, an iteration with
	// rollouts to the end costs about 40 times one with 2 moves.
	Depth int
	// Width is how many moves the tree considers at each node: the best
	// Width that Game.Hints suggests (default 8, at most MaxWidth; every
	// legal move when the game offers no hints). Negative considers every legal move,
	// which spreads the budget thin in games with hundreds of moves a
	// turn (the crossword game: see the package's figures).
	Width int
	// Scale is the score margin that counts as a clear gain: a rollout
	// that stops before the end is worth 0.5 + 0.5*tanh(gain/Scale) to a
	// seat, where gain is how much its lead over its best rival grew
	// since the root (default 20; a value that is not a finite positive
	// number takes the default).
	Scale float64
	// Margin scores finished games by their margin too, instead of 1, 0.5
	// and 0: it plays for points rather than for the win.
	Margin bool
	// Workers splits the iterations between this many independent trees
	// searched in parallel, whose root counts are added up (root
	// parallelization). The result depends on Workers but not on
	// scheduling. Default 1, at most GOMAXPROCS (when New is called)
	// and at most Iterations: more goroutines than processors would
	// only share them, so a larger value searches as that many workers.
	Workers int
}

// The limits that New clamps Options to.
const (
	// MaxIterations is the most iterations a search runs, and so the
	// most nodes its trees hold.
	MaxIterations = 1 << 20
	// MaxWidth is the most moves a node of the tree considers when
	// Width is positive.
	MaxWidth = 256
	// MaxDepth is the most moves a rollout plays.
	MaxDepth = maxPlies
)

// withDefaults fills in the zero fields.
func (o Options) withDefaults() Options {
	if o.Iterations <= 0 {
		o.Iterations = 200
	}
	o.Iterations = min(o.Iterations, MaxIterations)
	if !positive(o.Exploration) {
		o.Exploration = 0.7
	}
	if o.Rollout == nil {
		o.Rollout = Greedy
	}
	if o.Width == 0 {
		o.Width = 8
	}
	o.Width = min(o.Width, MaxWidth)
	if o.Depth == 0 {
		o.Depth = 2
	}
	o.Depth = min(o.Depth, MaxDepth)
	if !positive(o.Scale) {
		o.Scale = 20
	}
	if o.Workers <= 0 {
		o.Workers = 1
	}
	o.Workers = min(o.Workers, o.Iterations, runtime.GOMAXPROCS(0))
	return o
}

// positive reports whether x is a finite number above 0.
func positive(x float64) bool { return x > 0 && !math.IsInf(x, 1) }

// A Searcher chooses moves by ISMCTS with fixed Options. It holds no
// state between moves, so one Searcher may serve many games and
// goroutines at once.
type Searcher struct {
	opts Options
}

// New returns a Searcher with opts (zero fields take their defaults).
func New(opts Options) *Searcher {
	return &Searcher{opts: opts.withDefaults()}
}

// Options returns the Searcher's options, defaults filled in.
func (s *Searcher) Options() Options { return s.opts }

// Stat is what the search learned of one move at the root.
type Stat struct {
	// Move is the move in the game's notation.
	Move string `json:"move"`
	// Visits is how many iterations chose the move.
	Visits int `json:"visits"`
	// Mean is the searching seat's mean reward after the move, from 0
	// (a sure loss) to 1 (a sure win).
	Mean float64 `json:"mean"`
}

// Result is a finished search: the moves at the root, most visited
// first, and the iterations run.
type Result struct {
	Moves      []Stat `json:"moves"`
	Iterations int    `json:"iterations"`
}

// Best returns the move to play: the most visited (Moves[0]), or "" when
// there is none.
func (r Result) Best() string {
	if len(r.Moves) == 0 {
		return ""
	}
	return r.Moves[0].Move
}

// Move implements [tilekit.Bot]: it searches g for seat and returns the
// most visited move, or "" when seat may not move now. A game that cannot
// determinize or list its moves gives an error wrapping
// errors.ErrUnsupported.
func (s *Searcher) Move(g tilekit.Game, seat int) (string, error) {
	return s.MoveContext(context.Background(), g, seat)
}

// MoveContext implements [tilekit.ContextBot]: Move under ctx. Unlike
// SearchContext, it treats ctx's end as an error: once ctx is done it
// returns no move and an error wrapping ctx.Err(), so that a move it
// returns is always the full search's.
func (s *Searcher) MoveContext(ctx context.Context, g tilekit.Game, seat int) (string, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if !slices.Contains(g.ToMove(), seat) {
		return "", nil
	}
	r, err := s.SearchContext(ctx, g, seat)
	if err == nil && ctx.Err() != nil {
		err = fmt.Errorf("search: the search for seat %d was stopped: %w", seat, ctx.Err())
	}
	if err != nil {
		return "", err
	}
	return r.Best(), nil
}

// Search is SearchContext with a context that is never done.
func (s *Searcher) Search(g tilekit.Game, seat int) (Result, error) {
	return s.SearchContext(context.Background(), g, seat)
}

// SearchContext searches g for seat and reports what it learned of every
// move at the root. It stops, as at Options.MaxTime, when ctx is done:
// no iteration starts after that, a rollout under way stops at its next
// move, and the result holds the iterations that ran (Result.Iterations
// says how many; with none, the moves come in the game's order, its best
// hint first). A search that stops on the context is not deterministic
// either, and ctx's end is not an error. A seat that may not move gets an error wrapping
// ErrNotYourTurn (ErrGameOver once the game is over). The moves searched
// are the best Options.Width hints, or every legal move (Game.LegalMoves)
// when Width is negative, and then the best 32 hints where the game
// cannot list its moves. When seat has a single legal move, the
// search returns it at once with no iteration.
func (s *Searcher) SearchContext(ctx context.Context, g tilekit.Game, seat int) (Result, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	switch {
	case g.Over():
		return Result{Moves: []Stat{}}, fmt.Errorf("search: %w", tilekit.ErrGameOver)
	case !slices.Contains(g.ToMove(), seat):
		return Result{Moves: []Stat{}}, fmt.Errorf("search: seat %d may not move now: %w", seat, tilekit.ErrNotYourTurn)
	}
	if _, err := g.Determinize(seat, 0); err != nil {
		return Result{Moves: []Stat{}}, fmt.Errorf("search: %w", err)
	}
	o := s.opts
	moves, err := candidates(g, seat, o.Width)
	if err != nil {
		return Result{Moves: []Stat{}}, err
	}
	if o.Width < 0 {
		if _, err := g.LegalMoves(seat); errors.Is(err, errors.ErrUnsupported) {
			// The game cannot list its moves here: the whole tree
			// considers hints, without asking again at every node.
			o.Width = fallbackWidth
		}
	}
	if len(moves) == 0 {
		return Result{Moves: []Stat{}}, fmt.Errorf("search: seat %d has no legal move", seat)
	}
	if len(moves) == 1 {
		return Result{Moves: []Stat{{Move: moves[0]}}}, nil
	}
	// The searching seat's seed for this move: the same game gives the
	// same seed, the next move of the game another.
	base := rand.New(rand.NewPCG(o.Seed, uint64(len(g.History())))).Uint64()
	stop := stopper(ctx, o.MaxTime)
	roots := make([]*node, o.Workers)
	errs := make([]error, o.Workers)
	counts := make([]int, o.Workers)
	var wg sync.WaitGroup
	for w := range o.Workers {
		n := o.Iterations / o.Workers
		if w < o.Iterations%o.Workers {
			n++
		}
		k := &kernel{opts: o, game: g, seat: seat, seed: base ^ uint64(w)*0x9e3779b97f4a7c15, stop: stop, rootMoves: moves}
		wg.Go(func() { roots[w], counts[w], errs[w] = k.run(n) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return Result{Moves: []Stat{}}, err
	}
	r := merge(roots, moves)
	for _, c := range counts {
		r.Iterations += c
	}
	return r, nil
}

// stopper returns the test of whether a search must stop: ctx is done
// or maxTime (when positive) has passed since now.
func stopper(ctx context.Context, maxTime time.Duration) func() bool {
	var deadline time.Time
	if maxTime > 0 {
		deadline = time.Now().Add(maxTime)
	}
	done := ctx.Done()
	return func() bool {
		select {
		case <-done:
			return true
		default:
		}
		return !deadline.IsZero() && !time.Now().Before(deadline)
	}
}

// merge adds up the root children of every worker's tree, keeps the
// moves legal in the real game, and sorts them: most visits first, then
// the higher mean, then the game's own order of moves.
func merge(roots []*node, legal []string) Result {
	stats := make([]Stat, len(legal))
	at := make(map[string]int, len(legal))
	for i, m := range legal {
		stats[i].Move = m
		at[m] = i
	}
	sums := make([]float64, len(legal))
	for _, r := range roots {
		for _, c := range r.children {
			if i, ok := at[c.move]; ok {
				stats[i].Visits += c.visits
				sums[i] += c.reward
			}
		}
	}
	order := make([]int, len(legal))
	for i := range stats {
		order[i] = i
		if stats[i].Visits > 0 {
			stats[i].Mean = sums[i] / float64(stats[i].Visits)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := cmp.Compare(stats[b].Visits, stats[a].Visits); c != 0 {
			return c
		}
		return cmp.Compare(stats[b].Mean, stats[a].Mean)
	})
	out := make([]Stat, len(order))
	for i, j := range order {
		out[i] = stats[j]
	}
	return Result{Moves: out}
}
