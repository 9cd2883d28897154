package endgame

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"unsafe"

	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// egPos is a position of the search. Seat 0 is the player to move at the
// root, seat 1 the opponent.
type egPos struct {
	board   board
	racks   [2]rack
	turn    uint8     // the seat to move, 0 or 1
	pass    bool      // a pass now ends the game
	bhash   uint64    // Zobrist hash of the board
	anchors anchorSet // the board's empty squares next to a tile
	// The last placement: the hash of the board before it (0 at the
	// root) and the squares it filled, for the one-tile scan's
	// update (see bestSingleAfter).
	prev  uint64
	nlast uint8
	last  [kernel.MaxRack]uint16
	// chg holds the squares of the board whose words the last
	// placement changed (see changedBy).
	chg anchorSet
	// The same for the placement before it, whose board after is the
	// board before the last (see singleTableBefore).
	prev2  uint64
	nlast2 uint8
	last2  [kernel.MaxRack]uint16
	// By seat: the last move list made for it on this line of play
	// (nil: none), and the squares whose words changed since (see
	// changedBy). The moves of that list that fill none of them and whose
	// tiles the seat still holds are legal here, worth what they were:
	// visit tries the first of them before making a list (see carried).
	carry [2][]egMove
	dirty [2]anchorSet
}

// egMove is a placement as the search keeps it.
type egMove struct {
	m     wordgame.Move
	score int32
	tiles uint8 // tiles placed
	out   bool  // it plays the last tile on the rack
}

// ttEntry is a transposition table slot.
type ttEntry struct {
	key   uint64
	best  wordgame.Move
	value int32
	score int32 // the best move's points
	tiles uint8 // the best move's tiles placed
	depth uint8 // plies searched below; ttComplete: to the end everywhere
	bound uint8 // ttLower, ttUpper or ttExact
	pass  bool  // the best move is a pass
}

const (
	ttLower = 1 << iota
	ttUpper
	ttExact    = ttLower | ttUpper
	ttComplete = 255
	egInf      = 1 << 24
	// egCacheBytes caps the memory of the move-list cache: each list
	// counts its moves and egEntryBytes for its entry.
	egCacheBytes = 64 << 20
	egEntryBytes = 64
	// egCheck is the work between two looks at the context.
	egCheck = 256
)

// size is the stride of a board's squares (kernel.Squares).
const size = kernel.MaxBoard

// board is a position's squares.
type board struct{ sq kernel.Squares }

// A rack is a seat's tiles as codes, sorted with blanks ('?') last.
type rack struct {
	n uint8
	t [kernel.MaxRack]byte
}

func (r rack) letters() []byte { return r.t[:r.n] }

// rackOf returns the rack of codes x.
func rackOf(x []byte) rack {
	var r rack
	r.n = uint8(copy(r.t[:], x))
	return r
}

// take removes the tiles a placement puts down (square codes, 0 where
// the board has a tile) from r, where they must be.
func (r rack) take(placed []byte) rack {
	r.n = kernel.Take(&r.t, r.n, placed)
	return r
}

// endgameSearch holds one Solve call's working data.
type endgameSearch struct {
	ctx       context.Context
	gen       wordgame.State   // the position handed to the move generator
	geo       *kernel.Geometry // the board's premiums and the tiles' values
	cfg       config
	rackSize  int  // the rules' rack size
	outMul    int  // the going-out bonus is outMul times the other rack
	passEnds  bool // a pass at the root ends the game
	placePass bool // a pass right after a placement ends the game
	tt        []ttEntry
	cache     map[uint64][]egMove
	singles   map[uint64]singleTable         // bestSingleAfter's tables, by board and letter
	twos      map[uint64][]twoAt             // twoTilesAfter's tables, by board and letters
	twoBytes  int                            // their bytes
	nearOne   [nearSlots]nearTable[singleAt] // the last one-tile tables made, by letter
	nearTwo   [nearSlots]nearTable[twoAt]    // the last two-tile tables made, by letters
	// nearList holds the last list the generator made for a rack, by
	// rack (see generateNear).
	nearList  [nearSlots]nearTable[kernel.Scored[wordgame.Move]]
	dawg      *dawg.DAWG               // the word automaton for bestSingle; nil: the generator does all
	cross     [2][2][size * size]int16 // twoTiles' working data (see singleTile)
	placed    [size]byte
	cached    int // bytes in cache
	cacheCap  int // the most bytes cached: egCacheBytes (tests set less)
	nodes     int
	steps     int  // the move generator's steps
	check     int  // the work at which checkStop next reads the context
	truncated bool // a move list was cut to ListMoves
	lists     int
	stopped   bool
	stopErr   error
	// generate's racks and board, and the tiles of a placement the
	// scans make: fields, as the kernel's calls keep what they are given.
	racks     [2]rack
	sq        kernel.Squares
	pv        [][]wordgame.Move
	pvLen     []int
	hints     []egMove                       // visit's table move, by ply
	fresh     []kernel.Scored[wordgame.Move] // generateNear's buffer
	twoBuf    []twoAt                        // twoTilesAfter's scan
	twoMerged []twoAt                        // twoTilesAfter's result, merged
	list      []kernel.Scored[wordgame.Move] // generate's and generateNear's result
	// moves' list being made; the blocks the cache's lists are kept in,
	// and the lists not cached, by ply (see keepList).
	building   []egMove
	listBlocks blockStore[egMove]
	plyLists   [][]egMove
	// The one-tile tables' buffer and blocks (see keepSingles).
	oneBuf       singleTable
	singleBlocks blockStore[singleAt]
	pre          [][carryTries]egMove // visit's carried moves, by ply
	root         egPos
}

func newEndgameSearch(st *kernel.EndgameStart[wordgame.State], cfg config) *endgameSearch {
	return newSearchFrom(st, cfg, nil)
}

// newSearchFrom returns the search of st, with the table and the caches
// of reuse (a search of the same game) when it is not nil: their entries
// hold for any position of the game, so one search's work serves the
// next.
func newSearchFrom(st *kernel.EndgameStart[wordgame.State], cfg config, reuse *endgameSearch) *endgameSearch {
	e := &endgameSearch{ctx: cfg.ctx, cfg: cfg, check: 1, gen: st.Gen, geo: st.Geometry, dawg: st.Automaton, rackSize: st.RackSize, cacheCap: egCacheBytes}
	if e.ctx == nil {
		e.ctx = context.Background()
	}
	e.outMul = 2
	if st.MinusOwnRack {
		e.outMul = 1
	}
	e.passEnds = st.Scoreless+1 >= st.Limit
	e.placePass = st.Limit <= 1
	if reuse != nil {
		e.tt, e.cache, e.singles, e.cached = reuse.tt, reuse.cache, reuse.singles, reuse.cached
		e.twos, e.twoBytes = reuse.twos, reuse.twoBytes
	} else {
		e.tt = make([]ttEntry, 1<<cfg.tableBits)
		e.cache = make(map[uint64][]egMove)
		e.singles = make(map[uint64]singleTable)
		e.twos = make(map[uint64][]twoAt)
	}
	plies := 2*(len(st.Racks[0])+len(st.Racks[1])) + 4
	e.pv = make([][]wordgame.Move, plies)
	for i := range e.pv {
		e.pv[i] = make([]wordgame.Move, plies)
	}
	e.pvLen = make([]int, plies)
	e.hints = make([]egMove, plies)
	e.pre = make([][carryTries]egMove, plies)
	e.plyLists = make([][]egMove, plies)
	p := egPos{board: board{st.Squares}, pass: e.passEnds}
	p.racks[0], p.racks[1] = rackOf(st.Racks[0]), rackOf(st.Racks[1])
	p.bhash = boardHash(&p.board)
	p.anchors = anchorsOf(e.geo, &p.board)
	e.root = p
	return e
}

// solve deepens the search (see deeper) until an iteration reaches
// the end of the game everywhere, the depth limit, or a stop.
func (e *endgameSearch) solve() (Result, error) {
	root := e.root
	var res Result
	for d := 1; ; d = e.deeper(d) {
		v, complete := e.negamax(&root, d, -egInf, egInf, 0)
		if e.stopped {
			break
		}
		res = Result{Value: v, PV: slices.Clone(e.pv[0][:e.pvLen[0]]), Exact: complete && !e.truncated, Depth: d}
		if complete || d == e.cfg.depth || d == e.longest() {
			break
		}
	}
	res.Nodes, res.MoveLists, res.Work = e.nodes, e.lists, e.work()
	if e.stopped {
		if res.Depth == 0 {
			res = e.fallback(&root)
		}
		return res, fmt.Errorf("wordgame: %w after %d nodes: %w", ErrStopped, e.nodes, e.stopErr)
	}
	return res, nil
}

// deeper returns the depth of the iteration after one of d plies: one
// ply more up to four, then eight, then the longest the game can last
// (every placement uses a tile and two passes in a row end it), or the
// caller's limit. (Deepening to 16 on the way cost more than it saved
// on the 7-against-7 test positions.)
func (e *endgameSearch) deeper(d int) int {
	longest := e.longest()
	next := min(d+1, longest)
	if d >= 4 {
		next = min(2*d, longest)
	}
	if d >= 8 {
		next = longest
	}
	if e.cfg.depth > 0 {
		next = min(next, e.cfg.depth)
	}
	return next
}

// longest is the most plies the game can last: every placement uses a
// tile and two passes in a row end it.
func (e *endgameSearch) longest() int {
	return 2*(int(e.root.racks[0].n)+int(e.root.racks[1].n)) + 1
}

// fallback is the result of a search stopped before its first iteration
// finished: the first move in the search's order, worth its points.
func (e *endgameSearch) fallback(root *egPos) Result {
	res := Result{Nodes: e.nodes, MoveLists: e.lists, Work: e.work(), PV: []wordgame.Move{wordgame.Pass()}}
	ms := e.moves(root, 0)
	if len(ms) > 0 {
		res.PV[0] = ms[0].m
		res.Value = int(ms[0].score)
		if ms[0].out {
			res.Value += e.outMul * rackPoints(e.geo, root.racks[1])
		}
	}
	return res
}

// rackPoints returns the points of the tiles on r.
func rackPoints(g *kernel.Geometry, r rack) int {
	v := 0
	for _, x := range r.letters() {
		v += g.Values[x]
	}
	return v
}

// work is the work done so far, in nodes (see NodeLimit).
func (e *endgameSearch) work() int { return e.nodes + e.steps/StepsPerNode }

// checkStop notes a stop once the node limit is passed or, at the first
// node and about every egCheck nodes of work after it, when the context
// is done.
func (e *endgameSearch) checkStop() bool {
	if e.stopped {
		return true
	}
	w := e.work()
	if e.cfg.nodes > 0 && w > e.cfg.nodes {
		e.stopped, e.stopErr = true, fmt.Errorf("node limit %d reached", e.cfg.nodes)
	} else if w >= e.check {
		e.check = w + egCheck
		if err := e.ctx.Err(); err != nil {
			e.stopped, e.stopErr = true, err
		}
	}
	return e.stopped
}

// genBudget is the budget of the next move list: the context, and the
// steps left under the node limit.
func (e *endgameSearch) genBudget() kernel.Budget {
	b := kernel.Budget{Ctx: e.ctx}
	if e.cfg.nodes > 0 {
		b.Steps = max((e.cfg.nodes-e.work())*StepsPerNode, 1)
	}
	return b
}

// The Zobrist keys: one per board square and tile code, one per seat,
// rack letter and copy of it, one for seat 1 to move and one for a pass
// ending the game. They come from a fixed generator, the same in every
// run. A square's keys are indexed by zslot (English tiles first, in the
// slots the English letters always had, so that English keys, and the
// searches that use them, are as they were before other alphabets), a
// rack letter's by rackSlot.
type zobristKeys struct {
	board [size * size][2 * kernel.MaxLetters]uint64 // by zslot
	rack  [2][kernel.MaxLetters + 1][size]uint64     // by rackSlot
	turn  uint64
	pass  uint64
	slot  [256]uint8 // zslot
}

// englishSlots and englishRack are the keys a square and a rack seat
// had when the game played English only: they are drawn first.
const (
	englishSlots = 58 // naturals 'A'–'Z' at 0–25, blanks at 32–57
	englishRack  = 27 // letters at 0–25, the blank at 26
)

// zslot returns the key slot of square code x: a natural letter l at l
// (from 32 on at 58+l-32), a blank for l at 32+l (from 26 on at 89+l-26).
func zslot(x byte) uint8 {
	l, blank := x&^tiles.Lower-'A', x&tiles.Lower != 0
	switch {
	case !blank && l < 32:
		return l
	case !blank:
		return 58 + l - 32
	case l < 26:
		return 32 + l
	}
	return 89 + l - 26
}

// rackSlot returns the key slot of rack code x: its letter's index, the
// blank at 26 and letters from 26 on one further.
func rackSlot(x byte) int {
	i := kernel.RackIndex(x)
	switch {
	case i == kernel.MaxLetters:
		return 26
	case i < 26:
		return i
	}
	return i + 1
}

var zobrist = sync.OnceValue(func() *zobristKeys {
	z := new(zobristKeys)
	x := uint64(0x7469_6c65_6b69_7400) // "tilekit"
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		y := x
		y = (y ^ y>>30) * 0xbf58476d1ce4e5b9
		y = (y ^ y>>27) * 0x94d049bb133111eb
		return y ^ y>>31
	}
	for i := range z.board {
		for j := range englishSlots {
			z.board[i][j] = next()
		}
	}
	for s := range z.rack {
		for l := range englishRack {
			for k := range z.rack[s][l] {
				z.rack[s][l][k] = next()
			}
		}
	}
	z.turn, z.pass = next(), next()
	for i := range z.board {
		for j := englishSlots; j < len(z.board[i]); j++ {
			z.board[i][j] = next()
		}
	}
	for s := range z.rack {
		for l := englishRack; l < len(z.rack[s]); l++ {
			for k := range z.rack[s][l] {
				z.rack[s][l][k] = next()
			}
		}
	}
	for x := range z.slot {
		z.slot[x] = zslot(byte(x))
	}
	return z
})

// boardHash returns the Zobrist hash of the tiles on b.
func boardHash(b *board) uint64 {
	z := zobrist()
	var h uint64
	for k, x := range b.sq {
		if x != 0 {
			h ^= z.board[k][z.slot[x]]
		}
	}
	return h
}

// rackHash returns the Zobrist hash of rack r held by seat.
func rackHash(seat int, r rack) uint64 {
	z := zobrist()
	var h uint64
	for i, x := range r.letters() {
		k := 0
		for i-k-1 >= 0 && r.t[i-k-1] == x {
			k++
		}
		h ^= z.rack[seat][rackSlot(x)][k]
	}
	return h
}

// key returns the transposition key of p.
func (p *egPos) key() uint64 {
	z := zobrist()
	h := p.bhash ^ rackHash(0, p.racks[0]) ^ rackHash(1, p.racks[1])
	if p.turn == 1 {
		h ^= z.turn
	}
	if p.pass {
		h ^= z.pass
	}
	return h
}

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
	key := p.key()
	slot := &e.tt[key&uint64(len(e.tt)-1)]
	n := node{p: p, depth: depth, alpha: alpha, beta: beta, ply: ply, pvNode: beta-alpha > 1, best: -egInf, complete: true, first: true}
	var hint *ttEntry
	if slot.key == key && slot.bound != 0 {
		hint = slot
		if v, ok := ttCut(slot, depth, alpha, beta); ok && !n.pvNode {
			return v, slot.depth == ttComplete
		}
	}
	e.visit(&n, hint)
	if e.stopped {
		return 0, false
	}
	bm := &n.bestMove
	if n.bestPass {
		bm = nil
	}
	e.store(slot, key, n.best, alpha, beta, depth, n.complete, bm)
	return n.best, n.complete
}

// node is a position being searched by negamax: its window, what its
// moves tried so far gave, and its best move (bestPass: the pass).
type node struct {
	p                  *egPos
	depth, alpha, beta int
	ply                int
	pvNode, first      bool
	best               int
	complete, bestPass bool
	bestMove           egMove
}

// try searches the move mv (nil: a pass) of node n, a null window first
// after the first move of a principal-variation node, and reports
// whether the node's search goes on (no cutoff, no stop).
func (e *endgameSearch) try(n *node, mv *egMove) bool {
	var v int
	var c bool
	if n.first || !n.pvNode {
		v, c = e.child(n.p, mv, n.depth, n.alpha, n.beta, n.ply, n.pvNode)
	} else {
		v, c = e.child(n.p, mv, n.depth, n.alpha, n.alpha+1, n.ply, n.pvNode)
		if v > n.alpha && v < n.beta && !e.stopped {
			v, c = e.child(n.p, mv, n.depth, n.alpha, n.beta, n.ply, n.pvNode)
		}
	}
	n.first = false
	if e.stopped {
		return false
	}
	n.complete = n.complete && c
	if v > n.best {
		n.best = v
		n.bestPass = mv == nil
		pm := wordgame.Pass()
		if !n.bestPass {
			n.bestMove, pm = *mv, mv.m
		}
		if v > n.alpha {
			n.alpha = v
			if n.pvNode {
				e.setPV(n.ply, pm)
			}
		}
	}
	return v < n.beta
}

// visit tries the moves of node n in search order (see try): the
// table's best move (before the move list is made, which a cutoff then
// saves), the placements in the order of moves, then the pass, unless a
// placement goes out. It stops at a cutoff or a stop.
func (e *endgameSearch) visit(n *node, hint *ttEntry) {
	p := n.p
	passTried, hinted := false, false
	hm := &e.hints[n.ply]
	if hint != nil {
		if hint.pass {
			passTried = true
			if !e.try(n, nil) {
				return
			}
		} else {
			hinted = true
			*hm = egMove{m: hint.best, score: hint.score, tiles: hint.tiles}
			hm.out = hm.tiles == p.racks[p.turn].n
			if !e.try(n, hm) {
				return
			}
		}
	}
	// Before a list is made: the first moves still legal of the last
	// list of the player to move on this line (see carried), which a
	// cutoff then saves.
	var pre [carryTries]*egMove
	npre := 0
	// The cache's list, when this looked and found one (the cache
	// never drops a list during a search).
	var moves []egMove
	listed := false
	if p.carry[p.turn] != nil && e.generated(p) {
		if moves, listed = e.cache[p.bhash^rackHash(0, p.racks[p.turn])]; !listed {
			npre = e.carried(p, n.ply, &pre)
			for _, mv := range pre[:npre] {
				if hinted && mv.m == hm.m {
					continue
				}
				if !e.try(n, mv) {
					return
				}
			}
		}
	}
	if !listed {
		moves = e.moves(p, n.ply)
	}
	p.carry[p.turn], p.dirty[p.turn] = moves, anchorSet{}
	for i := range moves {
		if hinted && moves[i].m == hm.m || npre > 0 && e.tried(&pre, npre, &moves[i]) {
			continue
		}
		if !e.try(n, &moves[i]) {
			return
		}
	}
	// Going out is worth at least as much as passing: after a pass the
	// opponent can always end the game with a pass of their own, which
	// gives the passer at best the value of the opponent's rack less
	// their own. Out moves come first, so moves[0] tells.
	if len(moves) > 0 && moves[0].out || passTried {
		return
	}
	e.try(n, nil)
}

// carryTries is how many carried moves visit tries before it makes a
// move list.
const carryTries = 1

// carried puts in pre the first moves, at most carryTries, of the last
// list of the seat to move in p on this line (p.carry) that fill none of
// the squares changed since (p.dirty) and whose tiles its rack holds:
// they are legal in p and score what they did. It returns how many. A
// move that uses the whole rack is marked as going out. It looks at no
// more than carryLook moves of the list.
func (e *endgameSearch) carried(p *egPos, ply int, pre *[carryTries]*egMove) int {
	r := p.racks[p.turn]
	var have kernel.Counts
	for _, x := range r.letters() {
		have[kernel.RackIndex(x)]++
	}
	dirty := &p.dirty[p.turn]
	n := 0
	list := p.carry[p.turn]
	for i := range list[:min(len(list), carryLook)] {
		mv := &list[i]
		if mv.tiles > r.n || mv.out {
			continue
		}
		row, col, across, placed := k.Placement(&mv.m)
		dr, dc := step(across)
		need, ok := have, true
		for j, x := range placed {
			if x == 0 {
				continue
			}
			sq := (row+dr*j)*size + col + dc*j
			if dirty.has(sq) {
				ok = false
				break
			}
			if c := &need[kernel.SquareIndex(x)]; *c > 0 {
				*c--
			} else {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		c := &e.pre[ply][n]
		*c = *mv
		c.out = mv.tiles == r.n
		pre[n] = c
		n++
		if n == carryTries {
			break
		}
	}
	return n
}

// carryLook is the most moves carried reads of a list.
const carryLook = 64

// tried reports whether mv is one of the moves in pre[:n].
func (e *endgameSearch) tried(pre *[carryTries]*egMove, n int, mv *egMove) bool {
	for _, x := range pre[:n] {
		if x.m == mv.m {
			return true
		}
	}
	return false
}

// generated reports whether the move list of p comes from the move
// generator (not from a scan of the board, see moves).
func (e *endgameSearch) generated(p *egPos) bool {
	r := p.racks[p.turn]
	if e.dawg == nil || r.n > 2 || r.t[0] == '?' || r.n == 2 && (r.t[1] == '?' || e.rackSize <= 2) {
		return true
	}
	return false
}

// child returns the value for the seat to move in p of playing mv (nil:
// a pass) and searching the reply depth-1 plies deep, within (alpha,
// beta), and whether it is complete. pv reports that p's node is a
// principal-variation node, which reads the line found below.
func (e *endgameSearch) child(p *egPos, mv *egMove, depth, alpha, beta, ply int, pv bool) (int, bool) {
	e.pvLen[ply+1] = 0
	other := p.racks[1-p.turn]
	if mv == nil {
		if p.pass {
			// The game ends: each loses the value of their own rack.
			return rackPoints(e.geo, other) - rackPoints(e.geo, p.racks[p.turn]), true
		}
		c := *p
		c.turn, c.pass = 1-p.turn, true
		v, comp := e.negamax(&c, depth-1, -beta, -alpha, ply+1)
		return -v, comp
	}
	sc := int(mv.score)
	if mv.out {
		return sc + e.outMul*rackPoints(e.geo, other), true
	}
	c := *p
	c.play(e.geo, &mv.m)
	c.turn, c.pass = 1-p.turn, e.placePass
	if v, ok := e.goOut(&c, depth-1, ply+1, pv); ok {
		return sc - v, true
	}
	v, comp := e.negamax(&c, depth-1, sc-beta, sc-alpha, ply+1)
	return sc - v, comp
}

// goOut is negamax for a position whose player to move holds one
// natural tile that fits somewhere: the value of playing it on its best
// square, which ends the game (worth more than passing, see visit), made
// without the table or the cache of move lists (the one-tile scan is
// quicker than either). It counts the node and the list as negamax
// would, and reports false, leaving the position to negamax, for
// any other position, at depth 0 and when the search stops. The move
// is made, as the line at ply, only when pv is set (see child): no
// other node reads it.
func (e *endgameSearch) goOut(p *egPos, depth, ply int, pv bool) (int, bool) {
	r := p.racks[p.turn]
	if depth == 0 || r.n != 1 || r.t[0] == '?' || e.dawg == nil {
		return 0, false
	}
	at, pts, ok := e.bestSquareAfter(p, r.t[0])
	if !ok {
		return 0, false
	}
	e.nodes++
	e.lists++
	if e.checkStop() {
		return 0, false
	}
	if pv {
		st := e.newScan(&p.board, &p.anchors)
		e.pv[ply][0], e.pvLen[ply] = st.singleMove(e, at/size, at%size, r.t[0]), 1
	}
	return pts + e.outMul*rackPoints(e.geo, p.racks[1-p.turn]), true
}

// play puts m's tiles on the board of game g and takes them from the
// rack of the seat to move.
func (p *egPos) play(g *kernel.Geometry, m *wordgame.Move) {
	z := zobrist()
	r, c, across, placed := k.Placement(m)
	dr, dc := step(across)
	p.prev2, p.nlast2, p.last2 = p.prev, p.nlast, p.last
	p.prev, p.nlast = p.bhash, 0
	for i, x := range placed {
		if x != 0 {
			k := (r+dr*i)*size + c + dc*i
			p.last[p.nlast] = uint16(k)
			p.nlast++
			p.board.sq[k] = x
			p.bhash ^= z.board[k][z.slot[x]]
			p.anchors.place(g, &p.board, r+dr*i, c+dc*i)
		}
	}
	p.racks[p.turn] = p.racks[p.turn].take(placed)
	p.chg = placementChanged(g, &p.board, p.last[:p.nlast], across)
	for i, x := range p.chg {
		p.dirty[0][i] |= x
		p.dirty[1][i] |= x
	}
}

// setPV makes the line at ply m followed by the line found below it.
func (e *endgameSearch) setPV(ply int, m wordgame.Move) {
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
// natural tile gets only its best placement (bestSingleAfter; goOut
// values such a position without a list), and one of two natural tiles
// its list from twoTilesAfter rather than the generator. A list not
// cached lives in the buffer of ply (see keepList): it holds until the
// next list made at that ply.
func (e *endgameSearch) moves(p *egPos, ply int) []egMove {
	r := p.racks[p.turn]
	key := p.bhash ^ rackHash(0, r)
	if ms, ok := e.cache[key]; ok {
		return ms
	}
	e.lists++
	ms := e.building[:0]
	if r.n == 1 && r.t[0] != '?' && e.dawg != nil {
		if m, pts, ok := e.bestSingleAfter(p, r.t[0]); ok {
			ms = append(ms, egMove{m: m, score: int32(pts), tiles: 1, out: true})
		}
		e.building = ms
		return e.keepList(key, ms, ply)
	}
	outSeen := false
	add := func(mv egMove) {
		mv.out = int(mv.tiles) == int(r.n)
		if mv.out {
			if outSeen {
				return
			}
			outSeen = true
		}
		ms = append(ms, mv)
	}
	if r.n == 2 && r.t[0] != '?' && r.t[1] != '?' && e.dawg != nil && e.rackSize > 2 {
		for _, x := range e.twoTilesAfter(p, r.t[0], r.t[1]) {
			tiles := uint8(1)
			if x.k2 >= 0 {
				tiles = 2
			}
			add(egMove{m: x.m, score: x.score, tiles: tiles})
		}
	} else {
		for _, x := range e.generate(p, r) {
			add(egMove{m: x.Move, score: int32(x.Score), tiles: uint8(x.Move.NewTiles())})
		}
	}
	e.building = ms
	slices.SortStableFunc(ms, func(a, b egMove) int {
		if a.out != b.out {
			if a.out {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.order(), a.order())
	})
	return e.keepList(key, ms, ply)
}

// generate returns the placements of rack r (the seat to move's) in p,
// from the move generator under the search's budget: at most
// ListMoves of them, the best by points. A list the budget cut
// stops the search (and is what a stopped search's fallback plays from).
// The slice is the search's (e.list or e.fresh), good until the next
// call.
func (e *endgameSearch) generate(p *egPos, r rack) []kernel.Scored[wordgame.Move] {
	e.racks, e.sq = [2]rack{r, p.racks[1-p.turn]}, p.board.sq
	k.SetPosition(&e.gen, &e.sq, e.racks[0].t[:r.n], e.racks[1].t[:e.racks[1].n])
	rk := rackHash(0, r)
	near := &e.nearList[rk%nearLists]
	var out []kernel.Scored[wordgame.Move]
	var sp kernel.Spent
	fromNear := false // the list comes from generateNear (an empty one is kept as a list, not as none)
	if changed, ok := near.changed(e.geo, rk, &p.board); ok {
		out, sp = e.generateNear(near.t, &changed)
		fromNear = true
	} else {
		all := [2]uint32{1<<e.geo.Rows - 1, 1<<e.geo.Cols - 1}
		out, sp, _ = k.TopLines(e.gen, ListMoves, e.genBudget(), all[0], all[1], e.list[:0])
		e.list = out
	}
	e.steps += sp.Steps
	if len(out) >= ListMoves {
		e.truncated = true
		out = out[:ListMoves]
	}
	if !sp.Cut && len(out) <= nearListMoves {
		if len(out) == 0 && !fromNear {
			near.keepCopy(rk, &p.board, nil)
		} else {
			near.keepCopy(rk, &p.board, out)
		}
	}
	if sp.Cut {
		e.stopped, e.stopErr = true, sp.Err
		if sp.Err == nil {
			e.stopErr = fmt.Errorf("node limit %d reached while making a move list", e.cfg.nodes)
		}
	}
	return out
}

// keepList returns a copy of the move list ms (made in the search's
// buffer e.building) that holds as long as the search needs it: in the
// cache (in a block of e.blocks) while the cache has room, and always
// for the list of a stopped search (its fallback's); else in the buffer
// of ply, which the next list made at that ply overwrites (the list's
// node and those below it, which may carry it, are done by then).
func (e *endgameSearch) keepList(key uint64, ms []egMove, ply int) []egMove {
	size := egEntryBytes + len(ms)*int(unsafe.Sizeof(egMove{}))
	if e.cached+size <= e.cacheCap || e.stopped {
		out := e.listBlocks.keep(ms)
		e.cache[key] = out
		e.cached += size
		return out
	}
	out := append(e.plyLists[ply][:0], ms...)
	e.plyLists[ply] = out
	return out
}

// A blockStore keeps copies of short slices in blocks of blockLen
// elements, allocated as they fill, so that the many lists and tables a
// search keeps cost a few allocations, not one each; a slice longer than
// an eighth of a block gets an array of its own, so that at most an
// eighth of a block goes unused. A block of the cache's move lists is
// 144 KiB, one of the one-tile tables 16 KiB.
type blockStore[T any] struct{ cur []T }

// blockLen is the number of elements in a block of a blockStore.
const blockLen = 4096

// keep returns a copy of t, never nil, in the current block (a new one
// when it has too little room) or, for a long t, in an array of its own.
func (b *blockStore[T]) keep(t []T) []T {
	n := len(t)
	if n > blockLen/8 {
		return append(make([]T, 0, n), t...)
	}
	if b.cur == nil || cap(b.cur)-len(b.cur) < n {
		b.cur = make([]T, 0, blockLen)
	}
	i := len(b.cur)
	b.cur = append(b.cur, t...)
	return b.cur[i : i+n : i+n]
}

// order is a placement's rank in the search order, higher first.
func (mv *egMove) order() int { return int(mv.score) + int(mv.tiles) }

// nearLists is the number of slots of endgameSearch.nearList: a slot by
// rack (its key's low bits), each the last list made for it when that
// has at most nearListMoves placements (so that the slots hold at most
// 10 MiB of them, at 40 bytes a placement).
const (
	nearLists     = 64
	nearListMoves = 4096
)

// generateNear returns the placements of the rack in e.gen on its board
// made from old, every placement of the same rack on a board whose words
// differ from this one's only on the squares changed (a sibling's: the
// other player's reply played elsewhere): the placements of old that
// fill none of them, legal here and worth what they were, and those the
// generator finds along the rows and columns of the squares changed that
// fill at least one, merged in the generator's order, in the search's
// buffer e.list (e.fresh when the budget cut the search), good until the
// next call.
func (e *endgameSearch) generateNear(old []kernel.Scored[wordgame.Move], changed *anchorSet) ([]kernel.Scored[wordgame.Move], kernel.Spent) {
	across, down := (*kernel.SquareSet)(changed).Lines()
	fresh, sp, _ := k.TopLines(e.gen, ListMoves, e.genBudget(), across, down, e.fresh[:0])
	e.fresh = fresh
	if sp.Cut {
		return fresh, sp
	}
	out := e.list[:0]
	if out == nil {
		out = make([]kernel.Scored[wordgame.Move], 0, len(old)+len(fresh))
	}
	i := 0
	for j := range fresh {
		if !fills(&fresh[j].Move, changed) {
			continue
		}
		for ; i < len(old); i++ {
			if fills(&old[i].Move, changed) {
				continue
			}
			if k.Compare(old[i], fresh[j]) > 0 {
				break
			}
			out = append(out, old[i])
		}
		out = append(out, fresh[j])
	}
	for ; i < len(old); i++ {
		if !fills(&old[i].Move, changed) {
			out = append(out, old[i])
		}
	}
	e.list = out
	return out, sp
}

// fills reports whether the placement m puts a tile on one of the
// squares of set.
func fills(m *wordgame.Move, set *anchorSet) bool {
	row, col, across, placed := k.Placement(m)
	return (*kernel.SquareSet)(set).Fills(row, col, across, placed)
}
