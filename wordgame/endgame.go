package wordgame

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// Endgame is the result of SolveEndgame: what the player to move gains
// from the position to the end of the game under best play by both sides,
// and a line of play that gets it.
type Endgame struct {
	// Value is the final score difference (the player to move's minus the
	// opponent's) less the difference now: the points the player to move
	// gains on the opponent from here to the end, the end-of-game rack
	// adjustments included. When Exact is false it is the value of the
	// deepest search that finished, an estimate.
	Value int
	// PV is the principal variation: the best move for the player to move
	// first, then the best replies, alternating, to the end of the game
	// (or of the search depth when Exact is false). Passes are Pass().
	PV []Move
	// Exact reports whether the search reached the end of the game on
	// every line it needed, so that Value is the true value.
	Exact bool
	// Depth is the number of plies of the deepest search that finished.
	Depth int
	// Nodes counts the positions the search visited, all iterations
	// together; MoveLists counts the move lists made (by the move
	// generator, or for a rack of one or two natural tiles by a quicker
	// scan of the board). Work is the work done in the units of
	// EndgameNodeLimit: the positions plus the move generator's steps
	// over EndgameStepsPerNode.
	Nodes, MoveLists, Work int
}

// ErrEndgameStopped is wrapped by the error SolveEndgame returns when the
// search stopped before it was exact: its context was done or its node
// limit was reached (while making the first move list too). The Endgame
// returned with it holds the best line of the deepest search that
// finished or, when none did, the first move the search would have tried
// of the placements found before the stop, worth its points (a pass when
// it found none).
var ErrEndgameStopped = kernel.ErrEndgameStopped

// An EndgameOption sets a limit or a resource of SolveEndgame.
type EndgameOption func(*endgameConfig)

type endgameConfig struct {
	nodes     int // stop after this many nodes; 0: no limit
	depth     int // search at most this many plies; 0: to the end
	tableBits int // the transposition table holds 1<<tableBits entries
}

// EndgameNodeLimit stops the search once it has done n nodes of work
// (n <= 0: no limit), where visiting a position is one node and making a
// move list costs one node per EndgameStepsPerNode steps of the move
// generator (see MoveBudget), so that a position whose list is long (a
// rack with blanks) costs what it takes. The budget holds while the
// first move list is made: n = 1 stops within a few thousand steps. A
// stopped search returns its best line so far with an error wrapping
// ErrEndgameStopped.
func EndgameNodeLimit(n int) EndgameOption {
	return func(c *endgameConfig) { c.nodes = max(n, 0) }
}

// EndgameMaxDepth stops deepening after the given number of plies
// (plies <= 0: search to the end of the game). When the game can last
// longer than that, the result has Exact false and no error.
func EndgameMaxDepth(plies int) EndgameOption {
	return func(c *endgameConfig) { c.depth = max(plies, 0) }
}

// EndgameTableBits sizes the transposition table at 1<<bits entries of
// about 48 bytes each (bits from 10 to 26; the default, 18, takes 12 MiB).
func EndgameTableBits(bits int) EndgameOption {
	return func(c *endgameConfig) { c.tableBits = min(max(bits, 10), 26) }
}

// EndgameStepsPerNode is how many steps of the move generator count as
// one node of EndgameNodeLimit: about what visiting a position costs
// beside making its move list (a microsecond).
const EndgameStepsPerNode = kernel.EndgameStepsPerNode

// EndgameListMoves is the most placements the search keeps for one
// position: a rack whose list is longer (many tiles with blanks, which
// custom rules allow) is searched with only its EndgameListMoves best by
// points, and the result is not Exact. Racks of seven or eight tiles
// with at most one blank stay well below it.
const EndgameListMoves = kernel.EndgameListMoves

// SolveEndgame searches the position to the end of the game, when the
// bag is empty and so both racks are known to both players, and returns
// its exact value and principal variation (see Endgame). Only two-player
// games qualify. The end of the game is the one the rules give: a player
// who plays their last tile ends it, with the rack adjustment of the
// rules' end rule, and Rules.ScorelessTurns scoreless turns in a row
// (with the bag empty, passes) end it with each player losing the value
// of their own rack. A pass answered by a pass only brings the same
// position back, so the search ends the game at the second pass in a row:
// the value is the same as playing on to the limit (whatever was better
// than passing before the two passes still is after them), and the
// principal variation then stops at the two passes. At the root the
// count of scoreless turns so far is the rules': a pass there ends the
// game only when it reaches the limit.
//
// The search is a negamax with alpha-beta pruning and principal variation
// windows, deepened iteratively (1, 2, 3, 4 and 8 plies, then to the
// longest the game can last), with a transposition
// table keyed by a Zobrist hash of the board, both racks, the side to
// move and whether a pass ends the game, and moves tried best first: the
// table's move, then going out, then by points and tiles played. It runs on the
// calling goroutine and is deterministic: the same position and options
// give the same Endgame.
//
// Cost: one move list per new position, from the move generator (tens
// of microseconds) for racks of three tiles or more and from a scan of
// the board for one or two natural tiles (a few microseconds for one).
// On the 20 positions of testdata/endgame.tsv (BenchmarkEndgame, CPU time
// on one core of a shared 2-core machine) racks of up to three tiles
// solve in milliseconds, four to seven tiles a rack in up to 0.6 s, and
// seven against seven in 0.2 to 7.5 s (median 1.1 s). Racks with blanks
// cost far more: each blank multiplies the moves of a rack by up to the
// size of the alphabet, and long racks with several blanks have millions.
//
// Memory is bounded whatever the racks: the table (1<<bits entries of
// 48 bytes: 12 MiB by default), a cache of move lists of at most 64 MiB
// (every list counted, the empty ones too), and the lists of the line
// being searched, at most EndgameListMoves placements of 32 bytes
// (512 KiB) for each of its plies (at most two plies a tile on the racks,
// and deep in the line the lists are short), so under 100 MiB in all for
// racks of seven or eight tiles and the default table.
//
// Time: a search with neither a context deadline nor a node limit runs
// until it is exact, which with blanks can take far longer than any
// caller waits. A caller with a deadline passes a context, and one that
// wants the same answer on every machine a node limit: the search then
// stops within a few milliseconds of the deadline (the context is read
// every few thousand steps of the move generator and every 256 nodes of
// work, the first move list included) or at the limit, and returns its
// best line so far with an error wrapping ErrEndgameStopped (and the
// context's error).
func (s State) SolveEndgame(ctx context.Context, opts ...EndgameOption) (Endgame, error) {
	if err := s.endgameReady(); err != nil {
		return Endgame{}, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	cfg := endgameConfig{tableBits: 18}
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if _, err := automatonFor(s.dict, max(s.g.rows, s.g.cols)); err != nil {
		return Endgame{}, fmt.Errorf("wordgame: %w: %v", ErrDetached, err)
	}
	e := newEndgameSearch(ctx, s, cfg)
	return e.solve()
}

// solveEndgame is SolveEndgame within the limits l, for package
// wordgame/endgame.
func (s State) solveEndgame(l kernel.EndgameLimits) (kernel.Endgame[Move], error) {
	eg, err := s.SolveEndgame(l.Ctx, EndgameNodeLimit(l.Nodes), EndgameMaxDepth(l.Depth), EndgameTableBits(l.TableBits))
	return kernel.Endgame[Move](eg), err
}

// endgameReady checks that s is a position SolveEndgame can search.
func (s State) endgameReady() error {
	switch {
	case s.g == nil:
		return fmt.Errorf("wordgame: %w: the zero State has no game to solve", ErrGameOver)
	case s.Over():
		return fmt.Errorf("wordgame: %w: the game is over; there is no endgame to solve", ErrGameOver)
	case s.players != 2:
		return fmt.Errorf("wordgame: %w: the endgame solver plays two-player games; this one has %d players", ErrBadSetup, s.players)
	case s.bag.Len() != 0:
		return fmt.Errorf("wordgame: %w: the endgame solver needs an empty bag; it holds %d tiles", ErrBadSetup, s.bag.Len())
	case s.dict == nil:
		return fmt.Errorf("wordgame: %w: no word list is attached to this game", ErrDetached)
	}
	return nil
}

// egPos is a position of the search. Seat 0 is the player to move at the
// root, seat 1 the opponent.
type egPos struct {
	board   Board
	racks   [2]rack
	turn    uint8     // the seat to move, 0 or 1
	pass    bool      // a pass now ends the game
	bhash   uint64    // Zobrist hash of the board
	anchors anchorSet // the board's empty squares next to a tile
}

// egMove is a placement as the search keeps it.
type egMove struct {
	m     Move
	score int32
	tiles uint8 // tiles placed
	out   bool  // it plays the last tile on the rack
}

// ttEntry is a transposition table slot.
type ttEntry struct {
	key   uint64
	best  Move
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

// endgameSearch holds one SolveEndgame call's working data.
type endgameSearch struct {
	ctx       context.Context
	gen       State // the position handed to the move generator
	cfg       endgameConfig
	outMul    int  // the going-out bonus is outMul times the other rack
	passEnds  bool // a pass at the root ends the game
	placePass bool // a pass right after a placement ends the game
	tt        []ttEntry
	cache     map[uint64][]egMove
	dawg      *dawg.DAWG // the word automaton for bestSingle; nil: the generator does all
	scan      singleTile // bestSingle's and twoTiles' working data
	cached    int        // bytes in cache
	nodes     int
	steps     int  // the move generator's steps
	check     int  // the work at which checkStop next reads the context
	truncated bool // a move list was cut to EndgameListMoves
	lists     int
	stopped   bool
	stopErr   error
	pv        [][]Move
	pvLen     []int
	root      egPos
}

func newEndgameSearch(ctx context.Context, s State, cfg endgameConfig) *endgameSearch {
	e := &endgameSearch{ctx: ctx, cfg: cfg, check: 1}
	e.gen = State{g: s.g, dict: s.dict, lex: s.lex, board: s.board, players: 2, opening: -1}
	e.outMul = 2
	if s.g.rules.End == MinusOwnRack {
		e.outMul = 1
	}
	limit := s.g.rules.ScorelessTurns
	e.passEnds = int(s.scoreless)+1 >= limit
	e.placePass = limit <= 1
	e.tt = make([]ttEntry, 1<<cfg.tableBits)
	e.cache = make(map[uint64][]egMove)
	plies := 2*(int(s.racks[0].n)+int(s.racks[1].n)) + 4
	e.pv = make([][]Move, plies)
	for i := range e.pv {
		e.pv[i] = make([]Move, plies)
	}
	e.pvLen = make([]int, plies)
	e.root = e.rootPos(s)
	if s.g.rules.RackSize > 1 && !s.board.Empty() {
		e.dawg, _ = automatonFor(s.dict, max(s.g.rows, s.g.cols))
	}
	return e
}

// rootPos returns the search's root: s with the seats renumbered from the
// player to move.
func (e *endgameSearch) rootPos(s State) egPos {
	p := egPos{board: s.board, pass: e.passEnds}
	p.racks[0], p.racks[1] = s.racks[s.turn], s.racks[1-s.turn]
	p.bhash = boardHash(&p.board)
	p.anchors = anchorsOf(s.g, &p.board)
	return p
}

// solve deepens the search (see deeper) until an iteration reaches
// the end of the game everywhere, the depth limit, or a stop.
func (e *endgameSearch) solve() (Endgame, error) {
	root := e.root
	var res Endgame
	for d := 1; ; d = e.deeper(d) {
		v, complete := e.negamax(&root, d, -egInf, egInf, 0)
		if e.stopped {
			break
		}
		res = Endgame{Value: v, PV: slices.Clone(e.pv[0][:e.pvLen[0]]), Exact: complete && !e.truncated, Depth: d}
		if complete || d == e.cfg.depth || d == e.longest() {
			break
		}
	}
	res.Nodes, res.MoveLists, res.Work = e.nodes, e.lists, e.work()
	if e.stopped {
		if res.Depth == 0 {
			res = e.fallback(&root)
		}
		return res, fmt.Errorf("wordgame: %w after %d nodes: %w", ErrEndgameStopped, e.nodes, e.stopErr)
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
func (e *endgameSearch) fallback(root *egPos) Endgame {
	res := Endgame{Nodes: e.nodes, MoveLists: e.lists, Work: e.work(), PV: []Move{Pass()}}
	ms := e.moves(root)
	if len(ms) > 0 {
		res.PV[0] = ms[0].m
		res.Value = int(ms[0].score)
		if ms[0].out {
			res.Value += e.outMul * rackPoints(e.gen.g, root.racks[1])
		}
	}
	return res
}

// rackPoints returns the points of the tiles on r.
func rackPoints(g *game, r rack) int {
	v := 0
	for _, x := range r.letters() {
		v += g.value(x)
	}
	return v
}

// work is the work done so far, in nodes (see EndgameNodeLimit).
func (e *endgameSearch) work() int { return e.nodes + e.steps/EndgameStepsPerNode }

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
func (e *endgameSearch) genBudget() budget {
	b := budget{ctx: e.ctx}
	if e.cfg.nodes > 0 {
		b.steps = max((e.cfg.nodes-e.work())*EndgameStepsPerNode, 1)
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
	board [MaxBoardSize * MaxBoardSize][2 * tiles.MaxLetters]uint64 // by zslot
	rack  [2][tiles.MaxLetters + 1][MaxBoardSize]uint64             // by rackSlot
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
	l := upper(x) - 'A'
	switch {
	case !isBlankSq(x) && l < 32:
		return l
	case !isBlankSq(x):
		return 58 + l - 32
	case l < 26:
		return 32 + l
	}
	return 89 + l - 26
}

// rackSlot returns the key slot of rack code x: its letter's index, the
// blank at 26 and letters from 26 on one further.
func rackSlot(x byte) int {
	i := rackIndex(x)
	switch {
	case i == tiles.MaxLetters:
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
func boardHash(b *Board) uint64 {
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
