package search

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/tilekit/tilekit"
)

// A node is a move of the shared tree: the move text that leads to it
// from its parent, the seat that chose it, and what the iterations
// through it earned that seat. Availability counts the iterations in
// which the move was legal at its parent, the visits of the upper
// confidence bound's logarithm in ISMCTS (a move legal in few
// determinizations is not penalized for the others).
type node struct {
	move     string
	seat     int
	visits   int
	avail    int
	reward   float64
	children []*node // in order of expansion, for deterministic ties
	index    map[string]*node
}

func (n *node) add(c *node) {
	if n.index == nil {
		n.index = make(map[string]*node)
	}
	n.children = append(n.children, c)
	n.index[c.move] = c
}

// A kernel runs the iterations of one worker on one tree.
type kernel struct {
	opts Options
	game tilekit.Game
	seat int
	seed uint64
	// stop reports that the search must stop: its context is done or
	// its MaxTime has passed.
	stop func() bool
	// rootMoves are the searching seat's moves at the root, the same in
	// every determinization (they depend only on what the seat sees), so
	// listed once.
	rootMoves []string
	// base is every seat's lead at the root: a rollout that stops early
	// is scored by how the lead changed, so that a seat far ahead or
	// far behind still tells its moves apart.
	base []float64
}

// maxPlies bounds the steps of a rollout (moves and expired periods),
// in case a game never ends under the rollout policy.
const maxPlies = 10000

// run plays up to n iterations (fewer when the search must stop: then no
// more start, the first included) and returns the tree's root and the
// iterations done.
func (k *kernel) run(n int) (*node, int, error) {
	o := k.game.Outcome()
	k.base = make([]float64, len(o.Scores))
	for p := range k.base {
		k.base[p] = lead(o, p)
	}
	root := &node{seat: tilekit.Onlooker}
	for i := range n {
		if k.stop() {
			return root, i, nil
		}
		if err := k.iterate(root, uint64(i)); err != nil {
			return root, i, err
		}
	}
	return root, n, nil
}

// iterate is one iteration: determinize, descend the tree and expand it
// by one node, roll out, and credit the path.
func (k *kernel) iterate(root *node, i uint64) error {
	rng := rand.New(rand.NewPCG(k.seed, i))
	d, err := k.game.Determinize(k.seat, rng.Uint64())
	if err != nil {
		return fmt.Errorf("search: determinizing for seat %d: %w", k.seat, err)
	}
	d, path, err := k.descend(d, root, rng)
	if err != nil {
		return err
	}
	d, err = k.rollout(d, rng)
	if err != nil {
		return err
	}
	r := k.rewards(d)
	for _, n := range path {
		n.visits++
		if n.seat >= 0 && n.seat < len(r) {
			n.reward += r[n.seat]
		}
	}
	return nil
}

// descend walks from root by the upper confidence bound among the moves
// legal in d, and stops after adding one untried move (or at the end of
// the game). It returns the position reached and the nodes walked.
func (k *kernel) descend(d tilekit.Game, root *node, rng *rand.Rand) (tilekit.Game, []*node, error) {
	path := []*node{root}
	n := root
	var err error
	for {
		to := d.ToMove() // empty exactly when the game is over
		if len(to) == 0 {
			return d, path, nil
		}
		mover, moves := k.seat, k.rootMoves
		if n != root {
			mover = to[0]
			moves, err = k.candidates(d, mover)
		}
		if err != nil || len(moves) == 0 {
			return d, path, err
		}
		var untried []string
		for _, m := range moves {
			if c, ok := n.index[m]; ok {
				c.avail++
			} else {
				untried = append(untried, m)
			}
		}
		var c *node
		if len(untried) > 0 {
			c = &node{move: untried[rng.IntN(len(untried))], seat: mover, avail: 1}
			n.add(c)
		} else {
			c = k.pick(n, moves)
		}
		next, err := d.PlayAs(mover, c.move)
		if err != nil {
			return d, path, fmt.Errorf("search: the game refused its own legal move %q: %w", c.move, err)
		}
		d = next
		path = append(path, c)
		if len(untried) > 0 {
			return d, path, nil
		}
		n = c
	}
}

// pick returns the child among moves (all of them expanded) with the
// highest upper confidence bound; the first in moves' order on a tie.
func (k *kernel) pick(n *node, moves []string) *node {
	var best *node
	bestU := math.Inf(-1)
	for _, m := range moves {
		c := n.index[m]
		u := c.reward/float64(c.visits) + k.opts.Exploration*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
		if u > bestU {
			best, bestU = c, u
		}
	}
	return best
}

// candidates lists the moves the tree considers for mover in d.
func (k *kernel) candidates(d tilekit.Game, mover int) ([]string, error) {
	return candidates(d, mover, k.opts.Width)
}

// fallbackWidth is how many hints stand for the moves of a game that
// cannot list them all in a position.
const fallbackWidth = 32

// candidates lists the moves a search considers for mover in d: the best
// width hints when width is positive (every legal move where the game
// has no hints), and otherwise every legal move, or the best
// fallbackWidth hints where the game cannot list its moves (too many).
func candidates(d tilekit.Game, mover, width int) ([]string, error) {
	if width > 0 {
		if ms, err := hinted(d, mover, width); err == nil && len(ms) > 0 {
			return ms, nil
		}
	}
	moves, err := d.LegalMoves(mover)
	if errors.Is(err, errors.ErrUnsupported) {
		if ms, herr := hinted(d, mover, fallbackWidth); herr == nil && len(ms) > 0 {
			return ms, nil
		}
	}
	if err != nil {
		return nil, fmt.Errorf("search: listing seat %d's moves: %w", mover, err)
	}
	return moves, nil
}

// hinted lists the moves of d.Hints(mover, n).
func hinted(d tilekit.Game, mover, n int) ([]string, error) {
	hs, err := d.Hints(mover, n)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Move
	}
	return out, nil
}

// rollout plays the imagined continuation after the tree: the
// Rollout policy sits at every seat, and tilekit.NextMove asks the seats
// to move in turn, as a table of bots is driven. It plays Depth moves
// (every move when Depth is negative, up to maxPlies), and stops early
// when the game is over, when nobody has a move and no clock runs, or
// when the search must stop (its context or MaxTime), scoring the
// position it reached.
//
// A clock is left alone while some seat has a move: an imagined player
// answers at once, so no timer runs out under it, and the searching seat
// cannot know when a real one would. When every seat to move waits, the
// table would sit until the current period's time ran out, so the
// rollout does what the rules do then: it expires the period
// (Game.Expire), which may end a round or play the seats' timeouts. An
// expiry is the clock's move, not a seat's, and does not count against
// Depth.
func (k *kernel) rollout(d tilekit.Game, rng *rand.Rand) (tilekit.Game, error) {
	plies := k.opts.Depth
	if plies < 0 {
		plies = maxPlies
	}
	bots := make([]tilekit.Bot, d.Players())
	b := &policy{k.opts.Rollout, rng} // one for every seat
	for p := range bots {
		bots[p] = b
	}
	for steps := 0; plies > 0 && steps < maxPlies && !d.Over() && !k.stop(); steps++ {
		seat, m, err := tilekit.NextMove(d, bots)
		switch {
		case errors.Is(err, tilekit.ErrNoMove):
			period, _ := d.Clock()
			if period == "" {
				return d, nil
			}
			if d, err = d.Expire(period); err != nil {
				return d, fmt.Errorf("search: expiring %q in a rollout: %w", period, err)
			}
			continue
		case err != nil:
			return d, fmt.Errorf("search: rollout for seat %d: %w", seat, err)
		}
		next, err := d.PlayAs(seat, m)
		if err != nil {
			return d, fmt.Errorf("search: rollout move %q for seat %d: %w", m, seat, err)
		}
		d = next
		plies--
	}
	return d, nil
}

// policy is the Rollout at a seat of the imagined table, as a
// tilekit.Bot for NextMove: every seat draws from the iteration's rng.
type policy struct {
	play Rollout
	rng  *rand.Rand
}

func (b policy) Move(g tilekit.Game, seat int) (string, error) { return b.play(g, seat, b.rng) }

// rewards scores d for every seat between 0 and 1: a finished game 1 to
// its sole winner, 0.5 to winners who share, 0 to the others (with
// Margin, its final lead over its best rival squashed by tanh); an
// unfinished one by how much the seat's lead grew since the root,
// squashed by tanh.
func (k *kernel) rewards(d tilekit.Game) []float64 {
	o := d.Outcome()
	r := make([]float64, d.Players())
	for p := range r {
		r[p] = 0.5
		if len(o.Scores) != len(r) {
			continue
		}
		if o.Over && !k.opts.Margin {
			r[p] = share(o.Winners, p)
			continue
		}
		gain := lead(o, p)
		if !o.Over && p < len(k.base) {
			gain -= k.base[p]
		}
		r[p] = 0.5 + 0.5*math.Tanh(gain/k.opts.Scale)
	}
	return r
}

// share is seat p's part of a finished game's win.
func share(winners []int, p int) float64 {
	for _, w := range winners {
		if w == p {
			if len(winners) == 1 {
				return 1
			}
			return 0.5
		}
	}
	return 0
}

// lead is seat p's score margin over its best rival (positive when p is
// ahead, whichever way the game counts).
func lead(o tilekit.Outcome, p int) float64 {
	best := math.Inf(-1)
	for q, s := range o.Scores {
		if q == p {
			continue
		}
		v := float64(s)
		if o.LowerWins {
			v = -v
		}
		best = max(best, v)
	}
	if math.IsInf(best, -1) {
		return 0
	}
	mine := float64(o.Scores[p])
	if o.LowerWins {
		mine = -mine
	}
	return mine - best
}
