package wordgame

import (
	"cmp"
	"fmt"
	"slices"
	"unsafe"
)

// negamax returns the value of p for the seat to move, searched depth
// plies deep within the window (alpha, beta), and whether that value is
// complete: every line it rests on reached the end of the game. Values
// outside the window are bounds (fail-soft). Nodes whose window is wider
// than one point are principal-variation nodes: they record their line in
// e.pv[ply] and never stop at a table entry, so the line is whole.
func (e *endgameSearch) negamax(p *egPos, depth, alpha, beta, ply int) (int, bool) {
	e.nodes++
	e.pvLen[ply] = 0
	if e.checkStop() {
		return 0, false
	}
	if depth == 0 {
		return 0, false
	}
	pvNode := beta-alpha > 1
	key := p.key()
	slot := &e.tt[key&uint64(len(e.tt)-1)]
	var hint *ttEntry
	if slot.key == key && slot.bound != 0 {
		hint = slot
		if v, ok := ttCut(slot, depth, alpha, beta); ok && !pvNode {
			return v, slot.depth == ttComplete
		}
	}
	alpha0 := alpha
	best, complete := -egInf, true
	var bestMove egMove
	bestPass := false
	first := true
	try := func(mv *egMove) bool {
		var v int
		var c bool
		if first || !pvNode {
			v, c = e.child(p, mv, depth, alpha, beta, ply)
		} else {
			v, c = e.child(p, mv, depth, alpha, alpha+1, ply)
			if v > alpha && v < beta && !e.stopped {
				v, c = e.child(p, mv, depth, alpha, beta, ply)
			}
		}
		first = false
		if e.stopped {
			return false
		}
		complete = complete && c
		if v > best {
			best = v
			bestPass = mv == nil
			pm := Pass()
			if !bestPass {
				bestMove, pm = *mv, mv.m
			}
			if v > alpha {
				alpha = v
				if pvNode {
					e.setPV(ply, pm)
				}
			}
		}
		return v < beta
	}
	if !e.visit(p, hint, try) {
		if e.stopped {
			return 0, false
		}
	}
	bm := &bestMove
	if bestPass {
		bm = nil
	}
	e.store(slot, key, best, alpha0, beta, depth, complete, bm)
	return best, complete
}

// visit offers the moves of a node to try in search order: the table's
// best move (before the move list is made, which a cutoff then saves),
// the placements in the order of moves, then the pass, unless a
// placement goes out. It stops when try
// returns false and reports whether every move was tried.
func (e *endgameSearch) visit(p *egPos, hint *ttEntry, try func(*egMove) bool) bool {
	passTried, hinted := false, false
	var hm egMove
	if hint != nil {
		if hint.pass {
			passTried = true
			if !try(nil) {
				return false
			}
		} else {
			hinted = true
			hm = egMove{m: hint.best, score: hint.score, tiles: hint.tiles}
			hm.out = hm.tiles == p.racks[p.turn].n
			if !try(&hm) {
				return false
			}
		}
	}
	moves := e.moves(p)
	for i := range moves {
		if hinted && moves[i].m == hm.m {
			continue
		}
		if !try(&moves[i]) {
			return false
		}
	}
	// Going out is worth at least as much as passing: after a pass the
	// opponent can always end the game with a pass of their own, which
	// gives the passer at best the value of the opponent's rack less
	// their own. Out moves come first, so moves[0] tells.
	if len(moves) > 0 && moves[0].out {
		return true
	}
	return passTried || try(nil)
}

// child returns the value for the seat to move in p of playing mv (nil:
// a pass) and searching the reply depth-1 plies deep, within (alpha,
// beta), and whether it is complete.
func (e *endgameSearch) child(p *egPos, mv *egMove, depth, alpha, beta, ply int) (int, bool) {
	e.pvLen[ply+1] = 0
	other := p.racks[1-p.turn]
	if mv == nil {
		if p.pass {
			// The game ends: each loses the value of their own rack.
			return rackPoints(e.gen.g, other) - rackPoints(e.gen.g, p.racks[p.turn]), true
		}
		c := *p
		c.turn, c.pass = 1-p.turn, true
		v, comp := e.negamax(&c, depth-1, -beta, -alpha, ply+1)
		return -v, comp
	}
	sc := int(mv.score)
	if mv.out {
		return sc + e.outMul*rackPoints(e.gen.g, other), true
	}
	c := *p
	c.play(e.gen.g, mv.m)
	c.turn, c.pass = 1-p.turn, e.placePass
	v, comp := e.negamax(&c, depth-1, sc-beta, sc-alpha, ply+1)
	return sc - v, comp
}

// play puts m's tiles on the board of game g and takes them from the
// rack of the seat to move.
func (p *egPos) play(g *game, m Move) {
	z := zobrist()
	dr, dc := step(m.dir)
	r, c := int(m.row), int(m.col)
	for i := 0; i < int(m.n); i++ {
		if x := m.tiles[i]; x != 0 {
			k := (r+dr*i)*MaxBoardSize + c + dc*i
			p.board.sq[k] = x
			p.bhash ^= z.board[k][z.slot[x]]
			p.anchors.place(g, &p.board, r+dr*i, c+dc*i)
		}
	}
	p.racks[p.turn] = takeFromRack(p.racks[p.turn], m.tiles[:m.n])
}

// setPV makes the line at ply m followed by the line found below it.
func (e *endgameSearch) setPV(ply int, m Move) {
	e.pv[ply][0] = m
	n := copy(e.pv[ply][1:], e.pv[ply+1][:e.pvLen[ply+1]])
	e.pvLen[ply] = n + 1
}

// ttCut returns the value a table entry gives for a search depth plies
// deep within (alpha, beta), when it settles it.
func ttCut(t *ttEntry, depth, alpha, beta int) (int, bool) {
	if int(t.depth) < depth {
		return 0, false
	}
	v := int(t.value)
	switch {
	case t.bound == ttExact,
		t.bound == ttLower && v >= beta,
		t.bound == ttUpper && v <= alpha:
		return v, true
	}
	return 0, false
}

// store writes a node's result into its table slot (replacing what was
// there).
func (e *endgameSearch) store(slot *ttEntry, key uint64, v, alpha, beta, depth int, complete bool, best *egMove) {
	t := ttEntry{key: key, value: int32(v), depth: uint8(min(depth, ttComplete-1)), pass: best == nil}
	if best != nil {
		t.best, t.score, t.tiles = best.m, best.score, best.tiles
	}
	if complete {
		t.depth = ttComplete
	}
	switch {
	case v <= alpha:
		t.bound = ttUpper
	case v >= beta:
		t.bound = ttLower
	default:
		t.bound = ttExact
	}
	*slot = t
}

// moves returns the placements of the seat to move in p in search order:
// the best way to go out first (any other is worth no more), then the
// others by points plus one a tile played (of weights from -5 to 6 a
// tile, one made the smallest trees on the 7-against-7 test positions),
// the list's own order breaking ties. Lists are cached by board and rack. A rack of one
// natural tile gets only its best placement (bestSingle), and one of two
// natural tiles its list from twoTiles rather than the generator.
func (e *endgameSearch) moves(p *egPos) []egMove {
	r := p.racks[p.turn]
	key := p.bhash ^ rackHash(0, r)
	if ms, ok := e.cache[key]; ok {
		return ms
	}
	e.lists++
	if r.n == 1 && r.t[0] != '?' && e.dawg != nil {
		var ms []egMove
		if m, pts, ok := e.bestSingle(&p.board, &p.anchors, r.t[0]); ok {
			ms = []egMove{{m: m, score: int32(pts), tiles: 1, out: true}}
		}
		e.keepList(key, ms)
		return ms
	}
	var scoredMoves []scored
	if r.n == 2 && r.t[0] != '?' && r.t[1] != '?' && e.dawg != nil && e.gen.g.rules.RackSize > 2 {
		scoredMoves = e.twoTiles(&p.board, &p.anchors, r.t[0], r.t[1])
		slices.SortStableFunc(scoredMoves, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
	} else {
		scoredMoves = e.generate(p, r)
	}
	ms := make([]egMove, 0, len(scoredMoves))
	outSeen := false
	for _, x := range scoredMoves {
		mv := egMove{m: x.m, score: int32(x.score), tiles: uint8(x.m.NewTiles())}
		mv.out = int(mv.tiles) == int(r.n)
		if mv.out {
			if outSeen {
				continue
			}
			outSeen = true
		}
		ms = append(ms, mv)
	}
	slices.SortStableFunc(ms, func(a, b egMove) int {
		if a.out != b.out {
			if a.out {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.order(), a.order())
	})
	e.keepList(key, ms)
	return ms
}

// generate returns the placements of rack r (the seat to move's) in p,
// from the move generator under the search's budget: at most
// EndgameListMoves of them, the best by points. A list the budget cut
// stops the search (and is what a stopped search's fallback plays from).
func (e *endgameSearch) generate(p *egPos, r rack) []scored {
	g := &e.gen
	g.board, g.racks[0], g.racks[1] = p.board, r, p.racks[1-p.turn]
	out, sp, _ := g.findTop(EndgameListMoves, e.genBudget())
	e.steps += sp.steps
	if len(out) == EndgameListMoves {
		e.truncated = true
	}
	if sp.cut {
		e.stopped, e.stopErr = true, sp.err
		if sp.err == nil {
			e.stopErr = fmt.Errorf("node limit %d reached while making a move list", e.cfg.nodes)
		}
	}
	return out
}

// keepList caches a move list while the cache has room, and always the
// list of a stopped search (its fallback's).
func (e *endgameSearch) keepList(key uint64, ms []egMove) {
	size := egEntryBytes + len(ms)*int(unsafe.Sizeof(egMove{}))
	if e.cached+size <= egCacheBytes || e.stopped {
		e.cache[key] = ms
		e.cached += size
	}
}

// order is a placement's rank in the search order, higher first.
func (mv *egMove) order() int { return int(mv.score) + int(mv.tiles) }
