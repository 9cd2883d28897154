package endgame

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// PreEndgameResult is the result of SolvePreEndgame: every move it
// valued, best first, and the position's value.
type PreEndgameResult struct {
	// Moves holds the moves valued, best first: by chance of winning,
	// then by mean spread, then by points. A move the search had no time
	// for is missing.
	Moves []PreMove
	// Spread is the position's value for the player to move, who does not
	// know the bag's tile: the best mean spread of a move (Moves' highest
	// Spread). Clairvoyant is what the player would expect to gain if
	// they knew the tile before choosing: the mean over the tiles of the
	// best move for each, at least Spread. Both are exact when Exact is.
	Spread, Clairvoyant float64
	// Exact reports that every move was valued exactly: every placement
	// of the rack (or every move given to Candidates) and the pass, each
	// against every tile the bag may hold, each endgame solved to its end.
	Exact bool
	// Endgames counts the endgames solved; Nodes and Work are theirs
	// together, in the units of NodeLimit (Work also counts the move
	// lists made outside them).
	Endgames, Nodes, Work int
}

// PreMove is one move's value in a pre-endgame.
type PreMove struct {
	Move wordgame.Move
	// Total is the sum, over the tiles the player to move cannot see
	// (the opponent's rack and the bag, one term a tile), of the points
	// the move gains on the opponent to the end of the game when that
	// tile is the one in the bag; Ways is the number of those tiles.
	// Spread is Total / Ways: the expected gain, every tile as likely as
	// any other to be the one left in the bag.
	Total, Ways int
	Spread      float64
	// Win is the chance of winning the game with this move, a draw
	// counting half, when both sides then play the endgame's best line
	// (the one that gains the most points).
	Win float64
	// Exact reports that each of the move's endgames was solved to its
	// end (else some are the estimates of a search cut by its share of
	// the work).
	Exact bool
}

// Candidates limits SolvePreEndgame to the moves given (placements and
// the pass; exchanges need a fuller bag), each valued exactly as
// without it. Without it every placement of the rack and the pass are.
// A move the position refuses makes SolvePreEndgame return an error.
func Candidates(moves ...wordgame.Move) Option {
	return func(c *config) { c.moves = append([]wordgame.Move{}, moves...) }
}

// SolvePreEndgame values every move of the player to move in a
// two-player game with one tile in the bag: the pre-endgame. After a
// placement the player draws the last tile, both racks are then known to
// both players and the rest is the exact endgame (Solve). What the player
// cannot know is which of the tiles they cannot see (the opponent's rack
// and the bag, together) is the one in the bag: every tile is taken to
// be equally likely, so a move's value is the mean over those tiles of
// its score less the opponent's exact endgame value once the tile is
// drawn (PreMove). The value is not clairvoyant: the player to move
// chooses one move for all the tiles, as they must, and the best mean
// over moves is Spread; Clairvoyant, the mean of the best move for each
// tile, is what the engines that value a pre-endgame as if the mover
// knew the tile report. The search does not infer the opponent's rack
// from their play: every split of the unseen tiles counts the same.
//
// A pass leaves the bag to the opponent. It is valued as if the opponent
// then knew the bag's tile (as they do not, a value no better for the
// player to move than the truth): they answer with the placement that,
// after drawing it, gains them the most to the end of the game by the
// exact endgame, or pass back, which is counted as the end of the game
// on scoreless turns (each side losing its own rack's value), as
// passing on to the rules' limit would be. Where the pass itself
// reaches the limit, it ends the game. Exchanges are not moves here:
// the rules need a fuller bag for them.
//
// The options are Solve's. NodeLimit bounds the work of the whole call:
// the move lists and every endgame, each endgame getting an equal share
// of what is left; an endgame that uses its share stops with the value
// of its deepest finished search (an estimate, and the move is not
// Exact). When the limit is used up, or the context given with
// WithContext is done, the call returns the moves valued so far with an
// error wrapping ErrStopped. TableBits sizes the one table all the
// endgames share, and the move-list caches are shared too, so memory is
// bounded as for one Solve (see there); MaxDepth limits each endgame.
//
// Cost: one endgame per move and unseen letter (at most the racks' tiles
// plus one), two for a pass times the opponent's placements, each
// costing what Solve does for racks of that size: a full pre-endgame of
// seven tiles against seven takes minutes of work. Expert (package
// wordgame/bot) limits it to a few candidates under a node limit.
func SolvePreEndgame(s wordgame.State, opts ...Option) (PreEndgameResult, error) {
	cfg := config{tableBits: 18}
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if cfg.ctx == nil {
		cfg.ctx = context.Background()
	}
	if err := prepare(cfg.ctx, s); err != nil {
		return PreEndgameResult{}, err
	}
	st, unseen, err := k.StartPre(s)
	if err != nil {
		return PreEndgameResult{}, err
	}
	ps := &preSearch{st: st, cfg: cfg, geo: st.Geometry}
	ps.root = egPos{board: board{st.Squares}}
	ps.root.racks[0] = rackOf(st.Racks[0])
	ps.root.bhash = boardHash(&ps.root.board)
	ps.root.anchors = anchorsOf(st.Geometry, &ps.root.board)
	ps.passEnds = st.Scoreless+1 >= st.Limit
	me := s.ToMove()[0]
	ps.lead = s.Scores()[me] - s.Scores()[1-me]
	for i := 0; i < len(unseen); {
		j := i
		for j < len(unseen) && unseen[j] == unseen[i] {
			j++
		}
		ps.draws = append(ps.draws, preDraw{tile: unseen[i], ways: j - i, opp: rackOf(unseen).take(unseen[i : i+1])})
		i = j
	}
	ps.ways = len(unseen)

	cands, withPass := []kernel.Scored[wordgame.Move](nil), cfg.moves == nil
	if cfg.moves != nil {
		if cands, withPass, err = chosen(s, cfg.moves); err != nil {
			return PreEndgameResult{}, err
		}
	} else if cands, err = ps.placements(s); err != nil && ps.stopErr != nil {
		return ps.result(), err
	} else if err != nil {
		return PreEndgameResult{}, err
	}
	ps.left = len(cands) * len(ps.draws)
	if withPass {
		ps.left += 2 * len(ps.draws)
	}
	for _, c := range cands {
		pm, ok := ps.place(c)
		if !ok {
			break
		}
		ps.moves = append(ps.moves, pm)
	}
	if withPass && ps.stopErr == nil {
		if pm, ok := ps.pass(); ok {
			ps.moves = append(ps.moves, pm)
		}
	}
	res := ps.result()
	if ps.stopErr != nil {
		return res, fmt.Errorf("wordgame: %w after %d nodes: %w", ErrStopped, res.Nodes, ps.stopErr)
	}
	res.Exact = ps.exact && cfg.moves == nil
	return res, nil
}

// chosen scores the candidates given with Candidates, each once, and
// reports whether a pass is among them; an exchange is refused, as the
// rules allow none with one tile in the bag.
func chosen(s wordgame.State, moves []wordgame.Move) (cands []kernel.Scored[wordgame.Move], withPass bool, err error) {
	for _, m := range moves {
		switch m.Kind() {
		case wordgame.KindPass:
			withPass = true
			continue
		case wordgame.KindExchange:
			return nil, false, fmt.Errorf("wordgame: %w: candidate %v: the rules allow no exchange with one tile in the bag", wordgame.ErrBadSetup, m)
		}
		sc, err := s.Score(m)
		if err != nil {
			return nil, false, fmt.Errorf("wordgame: candidate %v: %w", m, err)
		}
		if !slices.ContainsFunc(cands, func(x kernel.Scored[wordgame.Move]) bool { return x.Move == m }) {
			cands = append(cands, kernel.Scored[wordgame.Move]{Move: m, Score: sc.Total})
		}
	}
	return cands, withPass, nil
}

// placements lists every placement of the player to move within the
// node limit and the context; when either stops the list, the error
// wraps ErrStopped.
func (ps *preSearch) placements(s wordgame.State) ([]kernel.Scored[wordgame.Move], error) {
	b := kernel.Budget{Ctx: ps.cfg.ctx}
	if ps.cfg.nodes > 0 {
		b.Steps = max(ps.cfg.nodes*StepsPerNode, 1)
	}
	top, sp, err := gen.Top(s, ListMoves, b)
	ps.steps += sp.Steps
	if err != nil {
		return nil, err
	}
	if sp.Cut || len(top) == ListMoves {
		ps.stopErr = sp.Err
		if sp.Err == nil {
			ps.stopErr = fmt.Errorf("node limit %d reached while making the move list", ps.cfg.nodes)
		}
		return nil, fmt.Errorf("wordgame: %w: %w", ErrStopped, ps.stopErr)
	}
	return top, nil
}

// preDraw is one letter the bag may hold: its code, how many of the
// unseen tiles are that letter, and the opponent's rack when it is in
// the bag (the other unseen tiles).
type preDraw struct {
	tile byte
	ways int
	opp  rack
}

// preSearch holds one SolvePreEndgame call's working data.
type preSearch struct {
	st       kernel.EndgameStart[wordgame.State]
	cfg      config
	geo      *kernel.Geometry
	root     egPos // the board, the player to move's rack as racks[0]
	draws    []preDraw
	ways     int  // unseen tiles
	lead     int  // the player to move's score less the opponent's
	passEnds bool // a pass now ends the game
	moves    []PreMove
	best     []int // by draw: the best value of a move valued so far
	last     *endgameSearch
	left     int // endgames still to solve, for the shares of the work
	endgames int
	nodes    int
	steps    int
	exact    bool
	stopErr  error
}

// work is the work done so far, in nodes.
func (ps *preSearch) work() int { return ps.nodes + ps.steps/StepsPerNode }

// endgame returns the exact value of the endgame on sq with racks
// toMove (the player to move) and other, from the player to move's side,
// and whether it is exact; ok is false when the call must stop.
func (ps *preSearch) endgame(sq *kernel.Squares, toMove, other rack) (v int, exact, ok bool) {
	cfg := ps.cfg
	if cfg.nodes > 0 {
		rest := cfg.nodes - ps.work()
		if rest <= 0 {
			ps.stopErr = fmt.Errorf("node limit %d reached", cfg.nodes)
			return 0, false, false
		}
		cfg.nodes = max(rest/max(ps.left, 1), 1)
	}
	ps.left--
	st := ps.st
	st.Squares = *sq
	st.Racks = [2][]byte{toMove.letters(), other.letters()}
	st.Scoreless = 0
	e := newSearchFrom(&st, cfg, ps.last)
	res, err := e.solve()
	ps.endgames++
	ps.nodes += e.nodes
	ps.steps += e.steps
	ps.last = e
	if e.stopped {
		// A list cut by the budget may be in the cache: start afresh.
		e.cache, e.cached = make(map[uint64][]egMove), 0
	}
	if err != nil {
		if cfg.ctx.Err() != nil || !errors.Is(err, ErrStopped) {
			ps.stopErr = err
			return 0, false, false
		}
	}
	return res.Value, res.Exact && err == nil, true
}

// place values placement c over every draw; ok is false when the call
// must stop first.
func (ps *preSearch) place(c kernel.Scored[wordgame.Move]) (PreMove, bool) {
	after := ps.root
	after.play(ps.geo, &c.Move)
	pm := PreMove{Move: c.Move, Exact: true}
	vals := make([]int, len(ps.draws))
	for i, d := range ps.draws {
		mine := after.racks[0].add(d.tile)
		v, exact, ok := ps.endgame(&after.board.sq, d.opp, mine)
		if !ok {
			return PreMove{}, false
		}
		vals[i] = c.Score - v
		pm.Exact = pm.Exact && exact
	}
	ps.finish(&pm, vals)
	return pm, true
}

// pass values the pass over every draw (see SolvePreEndgame); ok is
// false when the call must stop first.
func (ps *preSearch) pass() (PreMove, bool) {
	pm := PreMove{Move: wordgame.Pass(), Exact: true}
	vals := make([]int, len(ps.draws))
	mine := ps.root.racks[0]
	for i, d := range ps.draws {
		// Each side losing its own rack: the end on scoreless turns.
		ends := rackPoints(ps.geo, d.opp) - rackPoints(ps.geo, mine)
		if ps.passEnds {
			vals[i] = ends
			ps.left -= 2
			continue
		}
		// The opponent's best answer, knowing the tile: passing back or
		// a placement, drawing the tile, then the endgame.
		g := ps.st.Gen
		k.SetPosition(&g, &ps.root.board.sq, d.opp.letters(), mine.letters())
		b := kernel.Budget{Ctx: ps.cfg.ctx}
		if ps.cfg.nodes > 0 {
			b.Steps = max((ps.cfg.nodes-ps.work())*StepsPerNode, 1)
		}
		top, sp, err := gen.Top(g, ListMoves, b)
		ps.steps += sp.Steps
		if err != nil || sp.Cut {
			ps.stopErr = cmp.Or(err, sp.Err, fmt.Errorf("node limit %d reached while making a move list", ps.cfg.nodes))
			return PreMove{}, false
		}
		ps.left += len(top) - 2 // the draw's two shares become one a reply
		theirs := -ends
		for _, r := range top {
			after := ps.root
			after.turn = 1
			after.racks[1] = d.opp
			after.play(ps.geo, &r.Move)
			after.racks[1] = after.racks[1].add(d.tile)
			v, exact, ok := ps.endgame(&after.board.sq, mine, after.racks[1])
			if !ok {
				return PreMove{}, false
			}
			theirs = max(theirs, r.Score-v)
			pm.Exact = pm.Exact && exact
		}
		vals[i] = -theirs
	}
	ps.finish(&pm, vals)
	return pm, true
}

// finish fills pm's totals from its values by draw and notes the best
// value of each draw.
func (ps *preSearch) finish(pm *PreMove, vals []int) {
	if ps.best == nil {
		ps.best = slices.Clone(vals)
		ps.exact = true
	}
	win := 0 // in half games
	for i, d := range ps.draws {
		pm.Total += d.ways * vals[i]
		switch lead := ps.lead + vals[i]; {
		case lead > 0:
			win += 2 * d.ways
		case lead == 0:
			win += d.ways
		}
		ps.best[i] = max(ps.best[i], vals[i])
	}
	pm.Ways = ps.ways
	pm.Spread = float64(pm.Total) / float64(ps.ways)
	pm.Win = float64(win) / float64(2*ps.ways)
	ps.exact = ps.exact && pm.Exact
}

// result sorts the moves valued and sums up.
func (ps *preSearch) result() PreEndgameResult {
	res := PreEndgameResult{Moves: ps.moves, Endgames: ps.endgames, Nodes: ps.nodes, Work: ps.work()}
	slices.SortStableFunc(res.Moves, func(a, b PreMove) int {
		if c := cmp.Compare(b.Win, a.Win); c != 0 {
			return c
		}
		return cmp.Compare(b.Total, a.Total)
	})
	if len(res.Moves) > 0 {
		res.Spread = res.Moves[0].Spread
		for _, m := range res.Moves {
			res.Spread = max(res.Spread, m.Spread)
		}
		total := 0
		for i, d := range ps.draws {
			total += d.ways * ps.best[i]
		}
		res.Clairvoyant = float64(total) / float64(ps.ways)
	}
	return res
}

// add returns r with tile x put in its place in rack order.
func (r rack) add(x byte) rack {
	i := 0
	for i < int(r.n) && kernel.RackIndex(r.t[i]) <= kernel.RackIndex(x) {
		i++
	}
	copy(r.t[i+1:r.n+1], r.t[i:r.n])
	r.t[i] = x
	r.n++
	return r
}
