package wordgame

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"iter"
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// LegalMoves yields every legal placement for the player to move, as the
// generator finds them: the order depends only on the position, but it is
// not by score (sort them, or call BestMove or the hints of package wordgame/bot,
// for that). Passes and
// exchanges are not listed. Each distinct set of placed tiles is one move,
// in normal form (see Move): a single tile appears once whatever its
// direction, a blank standing for each letter it can take gives a
// different move (and a different one from a natural tile of that letter),
// and two blanks on a rack are the same tile, so swapping them gives no new
// move. It yields nothing when the game is over, for the zero State, and
// when no usable dictionary is attached. Stopping the loop early stops the
// search. It lists every placement however many there are (a rack of 15
// with three blanks, which custom rules allow, can have millions):
// LegalMovesAs, BestMove and the hints are the bounded ways to ask.
//
// The generator walks a word automaton of the dictionary's words that fit
// the board, built once per dictionary and board size (the first call
// pays for the build: about a tenth of a second of CPU for the bundled
// Default list) and shared by every State and
// goroutine afterwards. A dictionary that cannot list its words (no
// dictionary.Lister) but answers prefix queries (dictionary.PrefixChecker)
// gets an exact automaton found through those queries, which takes
// seconds for a large list. One that only answers Contains is searched
// through the bundled Default list filtered by its Contains: moves needing
// a word outside Default are not found. A dictionary whose value cannot be
// a map key (such as a dictionary.Func) has its automaton rebuilt on every
// call. Because automata are cached, a dictionary must not change its
// words once a game has used it. A dictionary with more than
// MaxDictionaryWords playable words, or one that cannot be read (a nil
// pointer, a method that panics), gets no automaton: LegalMoves yields
// nothing and BestMove says why.
func (s State) LegalMoves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		gen, _ := s.start(modeYield, 0)
		if gen == nil {
			return
		}
		defer gen.release()
		gen.yield = yield
		gen.run(&s.board)
	}
}

// AppendLegalMoves appends the moves LegalMoves yields, in the same order,
// to dst and returns the extended slice. It allocates nothing when dst has
// room for them all, so a bot can reuse one slice for every position.
func (s State) AppendLegalMoves(dst []Move) []Move {
	gen, _ := s.start(modeAppend, 0)
	if gen == nil {
		return dst
	}
	defer gen.release()
	gen.moves = dst
	gen.run(&s.board)
	dst = gen.moves
	gen.moves = nil
	return dst
}

// findTop returns the n best placements (n >= 1) for the player to
// move with their scores, best first, found within budget b. Moves with
// equal scores come in a fixed order that depends only on the position:
// across before down, then by row, then by column, then by the tiles
// placed compared square by square along the word (a square holding a
// board tile first, then natural tiles A to Z, then blanks a to z). Only
// the n best are kept while searching (a bounded heap). It returns nil
// when LegalMoves yields nothing, with an error when the dictionary
// cannot be searched. When the search runs out of steps, or b's context
// is done, it stops there and returns the n best of the placements
// found so far, with cut set in the spent it returns.
func (s State) findTop(n int, b budget) ([]scored, spent, error) {
	return s.appendTop(nil, n, b)
}

// appendTop is findTop that appends the placements to dst.
func (s State) appendTop(dst []scored, n int, b budget) ([]scored, spent, error) {
	gen, sp, err := s.startIn(modeTop, n, b)
	if gen == nil {
		return dst, sp, err
	}
	defer gen.release()
	gen.budget = b
	gen.run(&s.board)
	gen.finish()
	return append(dst, gen.out...), gen.spent(), nil
}

// BestMove returns the highest-scoring placement for the player to move:
// the first of the hints (package wordgame/bot). Ties go to the move
// listed first there (across before down, then the lower row, the lower
// column, the lower tiles). Only the best so far is kept during the
// search, which is bounded by MoveBudget: past it, the best placement found so far. When
// there is no legal
// placement it returns an error wrapping ErrNoMove (the player may
// pass instead); for a finished game, the zero State or a State without a
// dictionary, the error Validate would give for any move; for a dictionary
// the generator cannot use, an error wrapping ErrDetached that says
// why.
func (s State) BestMove() (Move, error) {
	if err := s.ready(Pass()); err != nil {
		return Move{}, err
	}
	if s.dict == nil {
		return Move{}, &MoveError{Player: s.Name(int(s.turn)), Err: ErrDetached, Detail: "no word list is attached to this game"}
	}
	gen, err := s.start(modeTop, 1)
	if err != nil {
		return Move{}, &MoveError{Player: s.Name(int(s.turn)), Err: ErrDetached, Detail: err.Error()}
	}
	if gen != nil {
		defer gen.release()
		gen.budget = budget{steps: MoveBudget}
		gen.run(&s.board)
		gen.finish()
	}
	if gen == nil || len(gen.out) == 0 {
		return Move{}, &MoveError{Player: s.Name(int(s.turn)), Err: ErrNoMove, Detail: "no legal placement: rack " + s.g.rackText(s.racks[s.turn]) + " makes no word here"}
	}
	return gen.out[0].Move, nil
}

// MoveBudget is the most steps of the move generator that one search
// for hints, BestMove, a computer player's candidate moves or
// LegalMovesAs may take. A step is a node of the word automaton visited
// on the board, each letter tried from it, and each square of a
// placement recorded, so every placement found costs a few. A rack of
// eight tiles with two blanks takes about 1.5 million steps; long racks
// with many blanks, which custom rules allow (RackSize up to 21), can
// take billions, and there the search stops at the budget, and the
// caller gets the best of the placements found by then. A search within
// the budget takes at most about a second of CPU on a 2-core machine
// (about 10 ns a step), whatever the rack; the budget counts work, not
// time, so the same position gives the same moves on every machine.
const MoveBudget = 50_000_000

// budgetCheck is how many steps the generator takes between two looks at
// its budget and its context (a few tens of microseconds).
const budgetCheck = 1 << 12

// A budget bounds one run of the generator: it stops after steps steps
// (0: no limit) or, looked at every budgetCheck steps, when ctx is done
// (nil: never).
type budget struct {
	ctx   context.Context
	steps int
}

// budgetOf is package kernel's Budget as the generator takes it.
func budgetOf(b kernel.Budget) budget { return budget{ctx: b.Ctx, steps: b.Steps} }

// spent is what a run of the generator cost: its steps, whether its
// budget cut it short, and the context's error when that did.
type spent struct {
	steps int
	cut   bool
	err   error
}

// kernel is sp as package kernel gives it to the engines.
func (sp spent) kernel() kernel.Spent {
	return kernel.Spent{Steps: sp.steps, Cut: sp.cut, Err: sp.err}
}

// scored is a generated placement with its points, as the generator
// stores it (32 bytes).
type scored = kernel.Scored[Move]

// compareScored orders placements best first: higher score, then across
// before down, then lower row, lower column, and lower letters in byte
// order (where a board square, 0, comes before any letter and natural
// tiles come before blanks).
func compareScored(a, b scored) int {
	if a.Score != b.Score {
		return cmp.Compare(b.Score, a.Score)
	}
	if c := cmp.Compare(a.Move.key(), b.Move.key()); c != 0 {
		return c
	}
	return compareTiles(&a.Move.tiles, &b.Move.tiles)
}

// compareTiles compares two tile arrays in byte order, eight bytes at a
// time.
func compareTiles(a, b *[MaxBoardSize]byte) int {
	for i := 0; i+8 <= MaxBoardSize; i += 8 {
		x, y := binary.BigEndian.Uint64(a[i:]), binary.BigEndian.Uint64(b[i:])
		if x != y {
			return cmp.Compare(x, y)
		}
	}
	return bytes.Compare(a[MaxBoardSize&^7:], b[MaxBoardSize&^7:])
}

// key packs a placement's direction, row and column for ordering.
func (m Move) key() uint32 {
	return uint32(m.dir)<<10 | uint32(m.row)<<5 | uint32(m.col) // row, col < 32
}

// genMode says what the generator does with each placement it finds.
type genMode uint8

const (
	modeTop    genMode = iota // keep the limit best in out (see push)
	modeAppend                // append the move to moves
	modeYield                 // pass the move to yield
)

// start takes a generator from the pool, ready to search the position for
// the player to move. It returns nil when there is nothing to search (the
// zero State, a finished game, no dictionary, an empty rack), with an
// error when the dictionary cannot be used.
func (s State) start(mode genMode, limit int) (*generator, error) {
	gen, _, err := s.startIn(mode, limit, budget{})
	return gen, err
}

// startIn is start for a search under b: with b's context done before
// the dictionary's automaton is built (see automatonIn), it returns no
// generator and what a search that context cut short spent.
func (s State) startIn(mode genMode, limit int, b budget) (*generator, spent, error) {
	if s.g == nil || s.dict == nil || s.Over() {
		return nil, spent{}, nil
	}
	d, err, stop := s.automaton(b.ctx)
	if stop != nil {
		return nil, spent{cut: true, err: stop}, nil
	}
	if err != nil {
		return nil, spent{}, err
	}
	if d == nil || len(d.Arcs) == 0 {
		return nil, spent{}, nil
	}
	gen := generators.Get().(*generator)
	gen.reset(d, s.g)
	gen.mode, gen.limit = mode, limit
	gen.setRack(s.racks[s.turn])
	if gen.tiles == 0 {
		gen.release()
		return nil, spent{}, nil
	}
	return gen, spent{}, nil
}

// run searches both directions of board b. On an empty board whose
// premiums are symmetric about the diagonal through the start square, the
// words down the start column are the words along its row turned over,
// worth the same: only the row is searched, and record lists each word
// both ways.
func (gen *generator) run(b *Board) {
	empty := b.Empty()
	gen.mirror = empty && gen.g.symmetric()
	gen.orient(b, Across, empty)
	gen.search()
	if gen.stop || gen.mirror {
		return
	}
	gen.orient(b, Down, empty)
	gen.search()
}

// symmetric reports whether the board is square, with its start square on
// the diagonal and its premiums symmetric about it.
func (g *game) symmetric() bool {
	if g.rows != g.cols || g.startRow != g.startCol {
		return false
	}
	for r := range g.rows {
		for c := range r {
			k, t := r*MaxBoardSize+c, c*MaxBoardSize+r
			if g.letterMul[k] != g.letterMul[t] || g.wordMul[k] != g.wordMul[t] {
				return false
			}
		}
	}
	return true
}

// Generators are recycled: each holds a few kilobytes of tables and the
// buffers of its last search.
var generators = sync.Pool{New: func() any { return new(generator) }}

// reset prepares a recycled generator for a search.
func (gen *generator) reset(d *dawg.DAWG, g *game) {
	gen.d, gen.g, gen.highest = d, g, g.rules.WordBonus == Highest
	gen.count, gen.blanks, gen.have, gen.tiles = [tiles.MaxLetters]uint8{}, 0, 0, 0
	gen.word = [MaxBoardSize]byte{}
	gen.out, gen.floor, gen.tops = gen.out[:0], math.MinInt, gen.tops[:0]
	gen.stop, gen.quit, gen.cut, gen.ctxErr = false, false, false, nil
	gen.budget, gen.steps, gen.check = budget{}, 0, 1
}

// spend counts a step of the search, and the letters tried from it
// (tried), and reports whether the search must stop. At the first step
// and about every budgetCheck steps after it, it looks at the budget:
// past its steps, or with its context done, the search is cut (it stops
// and keeps what it found).
func (gen *generator) spend(tried uint64) bool {
	gen.steps += 1 + bits.OnesCount64(tried)
	if gen.steps >= gen.check {
		gen.look()
	}
	return gen.stop
}

// look looks at the budget (see spend).
func (gen *generator) look() {
	gen.check = gen.steps + budgetCheck
	b := gen.budget
	if b.steps > 0 && gen.steps > b.steps {
		gen.stop, gen.cut = true, true
	} else if b.ctx != nil {
		if err := b.ctx.Err(); err != nil {
			gen.stop, gen.cut, gen.ctxErr = true, true, err
		}
	}
}

// spent returns what the last run cost.
func (gen *generator) spent() spent {
	return spent{steps: gen.steps, cut: gen.cut, err: gen.ctxErr}
}

// release returns gen to the pool, dropping very large buffers.
func (gen *generator) release() {
	if cap(gen.out) > 1<<16 {
		gen.out = nil
	}
	if cap(gen.fwords) > 2*firstWordsLimit || cap(gen.fparts) > 2*firstWordsLimit {
		gen.fwords, gen.fparts = nil, nil
	}
	gen.d, gen.g, gen.moves, gen.yield = nil, nil, nil, nil
	gen.budget = budget{}
	generators.Put(gen)
}

// The search. The move generator walks a word automaton (internal/dawg):
// a minimal deterministic acyclic automaton (a DAWG) over the letters of
// the game's alphabet (A–Z in English, up to 32 letters)
// that accepts exactly the words of a dictionary from 2 letters up to the
// length of the board's longest line (one automaton per length asked for,
// see automaton.go). The search on the board is Appel and Jacobson's
// (1988): left parts laid out from the rack on the empty squares before an
// anchor, then extended rightwards through the board's tiles, with
// cross-check letter sets computed once per position and direction. The
// walk carries no points: a placement is scored (points) only when Hints
// or BestMove weigh it, as LegalMoves and AppendLegalMoves need no score.
//
// Speed. Over the 40 positions of testdata/wordgame-movegen.tsv (Classic
// rules, dictionary.Default(); BenchmarkMovegenTable, where the figures
// are) the generator takes about a quarter of a millisecond of CPU per
// position and allocates nothing once its buffers have grown. LegalMoves
// streams the moves unsorted, AppendLegalMoves fills a caller's slice, and
// only Hints sorts (a bounded heap for Hints(n)). In the walk:
//
//   - The first move. On an empty board every word goes through the start
//     square with nothing around it, so the words the rack makes are listed
//     once and laid at each column they fit (firstMove), where the scheme
//     walks them again for every left part; the empty-board rows are most
//     of the table's moves. If the premiums are symmetric about the
//     diagonal, the words down the start column are those along its row
//     turned over.
//   - Blanks. A path that found no word with a natural tile is not walked
//     again with a blank for the same letter (generator.found): blank racks
//     are the table's slowest rows.
//   - Dead ends are dropped before a call: a letter after which the next
//     square's cross-checks, its tile or the line's end allow nothing
//     (generator.rwant), a path with too few tiles and board letters left
//     to end a word (dawg.Arc.Rest), a left part below which no letter the
//     anchor accepts, or not every letter of the run of tiles after the
//     anchor, comes (dawg.Sets.Reach), and one after which the letter on
//     the anchor cannot be followed by the tile after it (dawg.Sets.Two).
//     At anchors just before a tile this cut the left parts tried by up to
//     nine in ten.
//   - Recording a move copies the word's tiles whole (generator.word).
//   - The best placements (BestMove, the hints, the engines' lists) are
//     searched anchor by anchor from the highest bound on their points
//     down (searchBest), and the search stops at the first anchor whose
//     bound is below the limit-th best score found; an anchor that could
//     only make the list with the bonus for using every tile is searched
//     only along the paths below which every tile of the rack may still
//     go. In a simulation's plies (the 32 best) three quarters of the
//     steps went to anchors none of whose placements made the list.
//   - A simulation's replies to its candidates on one deal are the same
//     rack on nearly the same board: they are made from one list of the
//     rack's best placements (near.go), searching again only the anchors
//     that can reach a square the candidate's tiles changed.
//
// Tried and measured no faster: taking a node's children in turn instead of
// counting the bits below each letter (for racks with a blank too, where
// every child is tried), recording a word whose last tile nothing can
// follow without a call, and the pruning of a left part one tile short of
// its longest by the letters two arcs below it. For the best placements
// (a simulation's plies, issue 36): scoring the placement square by
// square along the search instead of once per word; bounding the points
// an extension can still reach from the squares laid so far and the rest
// of the row (it cut 5 to 8 in a hundred steps, and cost more than it
// saved); a tighter bound per anchor taking only the stretches one word
// can cover (it would skip under 2 in a hundred steps, as the rack's
// values on the premiums, not the window, make the bounds 3 to 10 times
// the best score); listing the rack's left parts once per search for
// every anchor to go through (a node of the list costs what a child of
// the automaton does); a bound of a word's points from the row before
// scoring it; sorting the placements by packed keys. A rack with a blank
// is a seventh of a simulation's plies and over half of its steps.

// A generator holds one call's working data: the board turned so that the
// direction searched runs along rows, its cross-checks and the rack. Rows
// of the turned board are lines along the direction searched; "up" and
// "down" are across the line.
type generator struct {
	d       *dawg.DAWG
	g       *game
	dir     Direction
	highest bool // word premiums combine by the highest, not the product
	mode    genMode
	limit   int  // modeTop: how many placements to keep
	stop    bool // the search stops: the consumer or the budget said so
	quit    bool // modeYield: the consumer stopped the loop
	budget  budget
	steps   int   // steps taken (see spend)
	check   int   // the step count at which spend next looks at the budget
	cut     bool  // the budget stopped the search
	ctxErr  error // the context's error, when it stopped the search
	mirror  bool  // list each word found across down the start column too

	rows, cols int
	first      bool // the board is empty: the word covers the start square
	minLen     int  // least word length (the first word's minimum, else 2)
	startR     int  // start square in turned coordinates
	startC     int

	sq    [MaxBoardSize * MaxBoardSize]byte   // turned board: 0 or a square code
	lmul  [MaxBoardSize * MaxBoardSize]uint8  // letter premium
	wmul  [MaxBoardSize * MaxBoardSize]uint8  // word premium
	cross [MaxBoardSize * MaxBoardSize]uint64 // letters allowed on an empty square
	cpts  [MaxBoardSize * MaxBoardSize]int    // points of the tiles across the line, -1: no cross word

	// seen keeps, for each direction, the boards last turned and the
	// tables orient made of them, for a search of the same board again
	// (a simulation's replies to its candidates, deal after deal), each
	// with the count of orient's calls at its last use (uses).
	seen [2][seenBoards]orientation
	uses uint64

	values [tiles.MaxLetters]int
	blankV int

	count  [tiles.MaxLetters]uint8 // natural tiles on the rack by letter
	blanks uint8
	have   uint64 // letters with count > 0
	tiles  int    // tiles on the rack

	// The line being searched, copied out of the tables above: rsq[c] is
	// 0 for an empty square, 1+letter for a tile and edgeSq past the end.
	row    int
	rsq    [MaxBoardSize + 1]byte
	rval   [MaxBoardSize]int     // points of the tile on the square
	rafter [MaxBoardSize + 1]int // board tiles on the line from the square on
	rcross [MaxBoardSize]uint64
	// rwant[c] is what the arc of a new tile just before column c must
	// hold for the word to go on: the letters that may follow it there
	// (the square's cross-checks, or the letter of its tile), with
	// dawg.Accept where the word may end before c.
	rwant  [MaxBoardSize + 1]uint64
	rcpts  [MaxBoardSize]int
	rlm    [MaxBoardSize]int
	rwm    [MaxBoardSize]int
	anchor int
	start  int // first column of the word being built
	// word holds the codes of the new tiles of the word being built, from
	// its first column on (0 for a board tile and past the tiles laid):
	// the left part, then the tiles laid from the anchor. It is a move's
	// tiles as they are, so recording a word copies it whole.
	word      [MaxBoardSize]byte
	rackTiles int    // tiles on the rack when the search began
	then      uint64 // the tile just after the anchor, as a letter set (or 0)
	thenAll   uint64 // the letters of the run of tiles after the anchor (see follow)
	thenCross uint64 // the letters that may go on the anchor
	thenAfter int    // the board tiles on the line from the anchor on
	// found counts the words recorded. A path that found none with a
	// natural tile finds none with a blank in its place either: the blank
	// leaves the same number of tiles, and any letters the rest of the
	// path takes from the rack are there for the natural tile's path too
	// (the spare natural, or the blank it kept, stands for the letter).
	found int

	fwords []firstWord // the first move's words (see firstMove)
	fparts []firstPart // and their prefixes

	out     []scored             // modeTop
	floor   int                  // modeTop: no placement scoring less can be among the limit best
	anchors [MaxBoardSize]anchor // the anchors of a row (see rowAnchors)
	bounds  []anchorBound        // modeTop: the anchors (see searchBest)
	order   []rowBound           // and their rows
	// bingoOnly: only placements of every tile of the rack are of use
	// (see searchBest).
	bingoOnly bool
	// only: a placement is kept only when it puts a tile on a square of
	// onlyRow (bit c of onlyRow[r] for column c of turned row r; see
	// appendNear).
	only    bool
	onlyRow [MaxBoardSize]uint32
	vals    [MaxBoardSize]int // the rack's values, highest first
	vmax    int               // the highest
	tops    []int             // modeTop: the limit best scores pushed, a min-heap (see raise)
	moves   []Move            // modeAppend
	yield   func(Move) bool   // modeYield
}

// setRack loads the letter values and the tiles of rack r.
func (gen *generator) setRack(r rack) {
	g := gen.g
	gen.values = g.values
	gen.blankV = g.blankValue
	for _, x := range r.t[:r.n] {
		switch {
		case x == '?':
			gen.blanks++
		case isLetterCode(x):
			gen.count[x-'A']++
			gen.have |= 1 << (x - 'A')
		default:
			continue
		}
		gen.tiles++
	}
	gen.rackTiles = gen.tiles
	// The tiles' values, highest first, for bound.
	n := 0
	for l, k := range gen.count {
		for range k {
			gen.vals[n] = g.values[l]
			n++
		}
	}
	for range gen.blanks {
		gen.vals[n] = g.blankValue
		n++
	}
	slices.Sort(gen.vals[:n])
	slices.Reverse(gen.vals[:n])
	gen.vmax = 0
	if n > 0 {
		gen.vmax = gen.vals[0]
	}
}

// search finds every word of the turned board's rows that covers an
// anchor, using Appel and Jacobson's scheme: each word is found once, from
// its leftmost anchor, by laying a left part on the free squares before
// the anchor (squares that are neither anchors nor occupied, so they have
// no cross-checks) and extending right from it.
func (gen *generator) search() {
	if gen.first {
		gen.firstMove()
		return
	}
	if gen.mode == modeTop {
		gen.searchBest(1<<MaxBoardSize - 1)
		return
	}
	for r := 0; r < gen.rows; r++ {
		gen.loadRow(r)
		for _, a := range gen.rowAnchors(r) {
			gen.searchAnchor(r, a.col, a.free)
			if gen.stop {
				return
			}
		}
	}
}

// searchAnchor finds the words of the loaded row r whose leftmost anchor
// is column c, with free empty non-anchor squares just before it.
func (gen *generator) searchAnchor(r, c, free int) {
	k := r*MaxBoardSize + c
	gen.anchor = c
	if c > 0 && gen.sq[k-1] != 0 {
		// The left part is the board tiles before the anchor.
		start := c - 1
		for start > 0 && gen.sq[k-(c-start)-1] != 0 {
			start--
		}
		var at uint32 // the root
		ok := true
		for cc := start; cc < c && ok; cc++ {
			at, ok = gen.d.ChildIndex(at, gen.rsq[cc]-1)
		}
		if ok {
			gen.start = start
			gen.extend(c, at)
		}
	} else {
		gen.follow(c)
		gen.leftPart(0, 0, min(free, gen.tiles-1))
	}
}

// An anchorBound is an anchor of the turned board with a bound on the
// points of every placement whose leftmost anchor it is.
type anchorBound struct {
	bound, rest    int // rest: the bound less the bonus for using every tile
	row, col, free int
}

// searchBest is search for the best placements (modeTop) along the rows
// whose bit is set in lines: it bounds the
// points of the placements of every anchor of those rows (see
// bound), then searches the anchors from the highest bound down, and
// stops at the first whose bound is below gen.floor, under which no
// placement can be among the limit best any more. The placements kept
// are those the search of every anchor keeps, as the floor only drops
// placements that would not be kept; the steps are fewer.
func (gen *generator) searchBest(lines uint32) {
	gen.bounds = gen.bounds[:0]
	for r := 0; r < gen.rows; r++ {
		if lines&(1<<r) == 0 {
			continue
		}
		for _, a := range gen.rowAnchors(r) {
			if gen.only && !gen.reaches(r, a.col) {
				continue
			}
			if b, rest, ok := gen.bound(r, a.col, a.free); ok {
				gen.bounds = append(gen.bounds, anchorBound{bound: b, rest: rest, row: r, col: a.col, free: a.free})
			}
		}
	}
	// The rows from the highest bound of their anchors down, each
	// loaded once and its anchors searched in order.
	gen.order = gen.order[:0]
	for i := 0; i < len(gen.bounds); {
		j, best := i, gen.bounds[i].bound
		for ; j < len(gen.bounds) && gen.bounds[j].row == gen.bounds[i].row; j++ {
			best = max(best, gen.bounds[j].bound)
		}
		gen.order = append(gen.order, rowBound{best: best, lo: i, hi: j})
		i = j
	}
	slices.SortFunc(gen.order, func(a, b rowBound) int {
		if a.best != b.best {
			return cmp.Compare(b.best, a.best)
		}
		return cmp.Compare(a.lo, b.lo)
	})
	for _, o := range gen.order {
		if o.best < gen.floor {
			return
		}
		gen.loadRow(gen.bounds[o.lo].row)
		for _, x := range gen.bounds[o.lo:o.hi] {
			if x.bound < gen.floor {
				continue
			}
			// Only a placement of every tile could be kept from an
			// anchor whose bound without that bonus is below the floor:
			// its search leaves the paths below which some tile of the
			// rack cannot go.
			gen.bingoOnly = x.rest < gen.floor
			gen.searchAnchor(x.row, x.col, x.free)
			gen.bingoOnly = false
			if gen.stop {
				return
			}
		}
	}
}

// A rowBound is a row's anchors, gen.bounds[lo:hi], and the highest of
// their bounds.
type rowBound struct{ best, lo, hi int }

// usable reports whether a new tile of the rack can go on the empty
// square of the loaded row in column c.
func (gen *generator) usable(c int) bool { return gen.fits(gen.rcross[c]) }

// usableAt is usable for square k of the turned board, loaded or not.
func (gen *generator) usableAt(k int) bool { return gen.fits(gen.cross[k]) }

// fits reports whether a new tile of the rack can go on an empty square
// whose cross-checks are cross.
func (gen *generator) fits(cross uint64) bool {
	allowed := cross & dawg.Letters
	return allowed&gen.have != 0 || gen.blanks > 0 && allowed != 0
}

// bound returns a number no placement whose leftmost anchor is column c
// of row r of the turned board (loaded or not) can score more than
// (total), the same for the placements that leave a tile on the rack
// (rest), and false when none can be made there (no tile of the rack may go on the anchor). The
// placement lies within a window: from the board tiles just before the
// anchor, or from as many of the free squares before it as a left part
// may take (one fewer than the rack's tiles), to where the rack's tiles
// run out going right, stopping before a square none of them may go on.
// Its main word counts at most every board tile of the window and the
// rack's highest values on the window's highest letter premiums, times
// every word premium of the window; its cross words at most each cross
// square's tiles and the rack's highest value with the premiums; and the
// bonus for using every tile only when the rack is full and the window
// has room for all of it.
func (gen *generator) bound(r, c, free int) (total, rest int, ok bool) {
	base := r * MaxBoardSize
	if !gen.usableAt(base + c) {
		return 0, 0, false
	}
	lo := c - min(free, gen.tiles-1)
	if c > 0 && gen.sq[base+c-1] != 0 {
		for lo = c - 1; lo > 0 && gen.sq[base+lo-1] != 0; lo-- {
		}
	}
	var lms [MaxBoardSize]int
	board, cross, factor, empties := 0, 0, 1, 0
	add := func(j int) {
		if x := gen.sq[base+j]; x != 0 {
			board += gen.value(x)
			return
		}
		lm, wm := int(gen.lmul[base+j]), int(gen.wmul[base+j])
		lms[empties] = lm
		empties++
		factor = combineMul(gen.highest, factor, wm)
		if cp := gen.cpts[base+j]; cp >= 0 {
			cross += (cp + gen.vmax*lm) * wm
		}
	}
	for j := lo; j < c; j++ {
		add(j)
	}
	right := 0
	for j := c; j < gen.cols; j++ {
		if gen.sq[base+j] == 0 {
			if right == gen.tiles || !gen.usableAt(base+j) {
				break
			}
			right++
		}
		add(j)
	}
	// A placement that does not use every tile places at most
	// RackSize-1 of them: rest counts that many.
	k := min(empties, gen.tiles)
	slices.Sort(lms[:empties])
	letters, fewer := 0, 0
	for i := range k {
		if i == gen.g.rules.RackSize-1 {
			fewer = letters
		}
		letters += gen.vals[i] * lms[empties-1-i]
	}
	if k < gen.g.rules.RackSize {
		fewer = letters
	}
	main := (board + letters) * factor
	total = main + cross
	rest = (board+fewer)*factor + cross
	if k >= gen.g.rules.RackSize && gen.tiles >= gen.g.rules.RackSize {
		total += gen.g.allTilesBonus(gen.g.rules.RackSize, main, cross)
	}
	return total, rest, true
}

// follow sets gen.then and gen.thenAll for an anchor in column c: a word
// through the anchor goes on through the run of tiles just after it, if
// there is one, so the anchor's letter must be followed by the first of
// them, and the automaton must hold all their letters below the left
// part. It keeps what leftPart reads of the anchor's square too
// (thenCross, thenAfter).
func (gen *generator) follow(c int) {
	gen.then, gen.thenAll = 0, 0
	gen.thenCross, gen.thenAfter = gen.rcross[c], gen.rafter[c]
	if x := gen.rsq[c+1]; x != 0 && x != edgeSq {
		gen.then = 1 << (x - 1)
	}
	for c++; gen.rsq[c] != 0 && gen.rsq[c] != edgeSq; c++ {
		gen.thenAll |= 1 << (gen.rsq[c] - 1)
	}
}

// leftPart tries every left part of n tiles (in gen.word[:n]) that the
// automaton continues from its arc at, growing it up to limit tiles: it
// lays each before the anchor and extends it right from the anchor.
func (gen *generator) leftPart(at uint32, n, limit int) {
	arcs, sets := gen.d.Arcs, gen.d.Sets
	a := arcs[at]
	if gen.spend(a.Mask & dawg.Letters) {
		return
	}
	// Some letter of need must follow the left part, on the anchor, and
	// the tile after the anchor, if any, after that.
	need := gen.thenCross
	if gen.blanks == 0 {
		need &= gen.have
	}
	then, all := gen.then, gen.thenAll
	if a.Mask&need != 0 && uint64(sets[at].Two)&then == then {
		gen.start = gen.anchor - n
		gen.extend(gen.anchor, at)
	}
	if n >= limit || gen.stop {
		return
	}
	avail := a.Mask & dawg.Letters
	if gen.blanks == 0 {
		avail &= gen.have
	}
	rest := gen.tiles - 1 + gen.thenAfter
	for m := avail; m != 0; m &= m - 1 {
		l := uint8(bits.TrailingZeros64(m))
		k := a.First() + uint32(bits.OnesCount64(a.Mask&(1<<l-1)))
		x := sets[k]
		if reach := uint64(x.Reach); reach&need == 0 || reach&all != all {
			continue // no letter of need can come on the anchor
		}
		next := arcs[k]
		if n+1 == limit && (next.Mask&need == 0 || uint64(x.Two)&then != then) {
			continue // nor on the anchor just after this letter
		}
		if next.Rest() > rest {
			continue // too few letters left to end a word
		}
		if gen.bingoOnly && gen.have&^(1<<l)&^uint64(x.Reach) != 0 {
			continue // some tile of the rack could not be placed below
		}
		if gen.count[l] > 0 {
			found := gen.found
			gen.take(l)
			gen.word[n] = 'A' + l
			gen.leftPart(k, n+1, limit)
			gen.put(l)
			if gen.stop {
				return
			}
			if gen.found == found {
				continue // a blank for l would find nothing either
			}
		}
		if gen.blanks > 0 {
			gen.blanks--
			gen.tiles--
			gen.word[n] = blankOf('A' + l)
			gen.leftPart(k, n+1, limit)
			gen.blanks++
			gen.tiles++
			if gen.stop {
				return
			}
		}
	}
	gen.word[n] = 0
}

// combineMul folds one square's word premium into a word's factor.
func combineMul(highest bool, factor, mul int) int {
	if highest {
		return max(factor, mul)
	}
	return factor * mul
}

func (gen *generator) take(l uint8) {
	gen.count[l]--
	gen.tiles--
	if gen.count[l] == 0 {
		gen.have &^= 1 << l
	}
}

func (gen *generator) put(l uint8) {
	gen.count[l]++
	gen.tiles++
	gen.have |= 1 << l
}

// extend continues the word that starts at column gen.start from column c
// with the automaton's arc at.
func (gen *generator) extend(c int, at uint32) {
	if gen.spend(0) {
		return
	}
	arcs := gen.d.Arcs
	a := arcs[at]
	// Through the tiles already on the line.
	for {
		x := gen.rsq[c]
		if x == 0 || x == edgeSq {
			break
		}
		bit := uint64(1) << ((x - 1) & 63)
		if a.Mask&bit == 0 {
			return
		}
		at = a.First() + uint32(bits.OnesCount64(a.Mask&(bit-1)))
		a = arcs[at]
		c++
	}
	if c > gen.anchor && a.Accepts() {
		gen.record(c)
	}
	if gen.rsq[c] == edgeSq || gen.tiles == 0 {
		return
	}
	avail := a.Mask & gen.rcross[c]
	if gen.blanks == 0 {
		avail &= gen.have
	}
	gen.steps += bits.OnesCount64(avail) // the letters tried (see spend)
	want, rest := gen.rwant[c+1], gen.tiles-1+gen.rafter[c+1]
	if avail == 0 || want&dawg.Accept == 0 && uint64(gen.d.Sets[at].Two)&want == 0 {
		return // no tile here, or none the tile after it can follow
	}
	i := c - gen.start
	for m := avail; m != 0; m &= m - 1 {
		l := uint8(bits.TrailingZeros64(m))
		k := a.First() + uint32(bits.OnesCount64(a.Mask&(1<<l-1)))
		if next := arcs[k]; next.Mask&want == 0 || next.Rest() > rest {
			continue // the word can neither end nor go on after l
		}
		if gen.bingoOnly && gen.have&^(1<<l)&^uint64(gen.d.Sets[k].Reach) != 0 {
			continue // some tile of the rack could not be placed below
		}
		if gen.count[l] > 0 {
			found := gen.found
			gen.take(l)
			gen.word[i] = 'A' + l
			gen.extend(c+1, k)
			gen.put(l)
			if gen.stop {
				return
			}
			if gen.found == found {
				continue // a blank for l would find nothing either
			}
		}
		if gen.blanks > 0 {
			gen.blanks--
			gen.tiles--
			gen.word[i] = blankOf('A' + l)
			gen.extend(c+1, k)
			gen.blanks++
			gen.tiles++
			if gen.stop {
				return
			}
		}
	}
	gen.word[i] = 0
}

// record adds the word from column gen.start to end-1 of the current row,
// whose new tiles are gen.word.
func (gen *generator) record(end int) {
	start := gen.start
	if gen.first && end-start < gen.minLen {
		// Too short for a first word (which covers the start square, as
		// every word from its anchor does).
		return
	}
	if gen.tiles == gen.rackTiles-1 && gen.dir == Down {
		// A single tile with a neighbour along a row is listed as an
		// across move; skip its down twin.
		for c := start; c < end; c++ {
			if gen.rsq[c] == 0 && gen.rcpts[c] >= 0 {
				return
			}
		}
	}
	gen.found++
	gen.steps += end - start // recording and scoring cost a step a square
	total := 0
	if gen.mode == modeTop {
		// Scored before the move is made up: most words found score
		// less than the floor.
		if total = gen.points(&gen.word, start, end); total < gen.floor {
			return
		}
		if gen.only && !gen.fillsOnly(start, end) {
			return
		}
	}
	m := Move{kind: KindPlace, n: uint8(end - start), alpha: gen.g.aid, tiles: gen.word}
	if gen.mode == modeAppend && !gen.mirror {
		// As deliver does it.
		m.row, m.col, m.dir = uint8(gen.row), uint8(start), gen.dir
		if gen.dir == Down {
			m.row, m.col = m.col, m.row
		}
		gen.moves = append(gen.moves, m)
		return
	}
	gen.deliver(m, start, total)
}

// deliver hands on placement m of the current row, with its first tile
// in column start and its tiles already set, and its points, total (the
// best placements' search only). On an empty board with a symmetric
// layout the same word down the start column comes right after it.
func (gen *generator) deliver(m Move, start, total int) {
	if gen.dir == Across {
		m.row, m.col, m.dir = uint8(gen.row), uint8(start), Across
	} else {
		m.row, m.col, m.dir = uint8(start), uint8(gen.row), Down
	}
	switch gen.mode {
	case modeAppend:
		gen.moves = append(gen.moves, m)
		if gen.mirror {
			m.dir, m.row, m.col = Down, m.col, m.row
			gen.moves = append(gen.moves, m)
		}
		return
	case modeYield:
		if !gen.yield(m) {
			gen.stop, gen.quit = true, true
			return
		}
		if gen.mirror {
			m.dir, m.row, m.col = Down, m.col, m.row
			gen.quit = !gen.yield(m)
			gen.stop = gen.stop || gen.quit
		}
		return
	}
	if total < gen.floor {
		return // worse than limit placements kept
	}
	gen.push(scored{Move: m, Score: total})
	if gen.mirror {
		// The same word down the start column scores the same.
		m.dir, m.row, m.col = Down, m.col, m.row
		gen.push(scored{Move: m, Score: total})
	}
}

// points returns the points of the placement of the current row from
// column start to end-1 whose new tiles are tiles (0 for the board's):
// the main word's letters, with the new tiles' letter premiums, times
// their word premiums, plus each cross word a new tile makes, plus the
// all-tiles bonus when it places the whole rack.
func (gen *generator) points(tiles *[MaxBoardSize]byte, start, end int) int {
	sum, factor, cross, placed := 0, 1, 0, 0
	for c := start; c < end; c++ {
		x := tiles[c-start]
		if x == 0 {
			sum += gen.rval[c]
			continue
		}
		v := gen.value(x) * gen.rlm[c]
		sum += v
		wm := gen.rwm[c]
		factor = combineMul(gen.highest, factor, wm)
		if cp := gen.rcpts[c]; cp >= 0 {
			cross += (cp + v) * wm
		}
		placed++
	}
	main := sum * factor
	total := main + cross
	return total + gen.g.allTilesBonus(placed, main, cross)
}

// push adds x to the placements kept in gen.out, in the order found,
// and raises the floor to the limit-th best score pushed (see raise).
// When they reach twice the limit it keeps only those that can still be
// among the limit best: placements of the floor's score stay, as their
// order among equal scores is settled by finish. This costs a comparison
// of scores for most placements, where a heap of the limit best compared
// them whole on every move up or down it.
func (gen *generator) push(x scored) {
	gen.out = append(gen.out, x)
	gen.raise(x.Score)
	if len(gen.out) >= 2*gen.limit {
		gen.shrink()
	}
}

// raise counts score among the limit best scores pushed (gen.tops, a
// min-heap of scores only) and, once there are limit of them, keeps the
// floor at the least: no placement scoring less can be among the limit
// best, so the search skips the anchors whose bound is below it as soon
// as a placement lifts it, not only when gen.out is next shrunk.
func (gen *generator) raise(score int) {
	h := gen.tops
	if len(h) < gen.limit {
		h = append(h, score)
		for i := len(h) - 1; i > 0; {
			p := (i - 1) / 2
			if h[p] <= h[i] {
				break
			}
			h[p], h[i] = h[i], h[p]
			i = p
		}
		gen.tops = h
	} else if score > h[0] {
		h[0] = score
		for i := 0; ; {
			l := 2*i + 1
			if l >= len(h) {
				break
			}
			if r := l + 1; r < len(h) && h[r] < h[l] {
				l = r
			}
			if h[i] <= h[l] {
				break
			}
			h[i], h[l] = h[l], h[i]
			i = l
		}
	}
	if len(h) == gen.limit {
		gen.floor = h[0]
	}
}

// shrink drops the placements of gen.out below the floor (the limit-th
// best score pushed, see raise), and when placements of that score alone are
// still too many, keeps the limit best (finish).
func (gen *generator) shrink() {
	floor := gen.floor
	out := gen.out[:0]
	for _, x := range gen.out {
		if x.Score >= floor {
			out = append(out, x)
		}
	}
	gen.out, gen.floor = out, floor
	if len(out) > gen.limit+gen.limit/2 {
		gen.finish()
	}
}

// finish sorts gen.out best first (compareScored) and keeps the limit
// best.
func (gen *generator) finish() {
	slices.SortFunc(gen.out, compareScored)
	gen.out = gen.out[:min(len(gen.out), gen.limit)]
}

// The first move. On an empty board every word goes through the start
// square along its row, with nothing around it, so Appel and Jacobson's
// scheme walks the same words again for every left part: once for each
// column it may start in. Instead the words the rack makes are listed
// once, in the order the scheme meets them, and each left part takes its
// words from that list (the words extending a prefix are a run of it).

// firstWordsLimit is the most words firstMove lists (the reference
// table's AELRT?? makes about 11,000 with dictionary.Default()): past it
// the first move is searched like any other, holding no list. A variable
// for the tests.
var firstWordsLimit = 1 << 16

// A firstWord is a word the rack makes on an empty board: its tiles and
// how many.
type firstWord struct {
	tiles [MaxBoardSize]byte
	n     uint8
}

// A firstPart is a prefix of at most limit tiles of the listed words: its
// length, and the run fwords[lo:hi] of the listed words that extend it
// (itself excluded).
type firstPart struct {
	n, lo, hi int
}

// firstMove lists the placements of an empty board's start row: for each
// prefix, in the order leftPart meets them, the words that extend it laid
// with the prefix before the start square.
func (gen *generator) firstMove() {
	gen.loadRow(gen.startR)
	gen.anchor = gen.startC
	limit := min(gen.startC, gen.tiles-1)
	room := gen.cols - gen.startC // squares from the start square on
	gen.fwords, gen.fparts = gen.fwords[:0], gen.fparts[:0]
	gen.firstWalk(gen.d.Arcs[0], 0, limit, limit+room)
	if len(gen.fwords) > firstWordsLimit {
		// Too many words to hold (a long rack with many blanks): they
		// are walked again for each left part, in the same order.
		gen.fwords, gen.fparts = gen.fwords[:0], gen.fparts[:0]
		gen.follow(gen.startC)
		gen.leftPart(0, 0, limit)
		return
	}
	// A walk the budget cut still lays the words it listed.
	for _, p := range gen.fparts {
		gen.placeFirst(p, room)
		if gen.quit {
			return
		}
	}
}

// firstWalk lists in gen.fwords every word of at least gen.minLen and at
// most maxLen tiles the rack makes from the path gen.word[:n] to a, in the
// order extend meets them, and in gen.fparts the prefixes of at most
// limit tiles that some listed word extends.
func (gen *generator) firstWalk(a dawg.Arc, n, limit, maxLen int) {
	if gen.spend(a.Mask & dawg.Letters) {
		return
	}
	part := -1
	if n <= limit {
		part = len(gen.fparts)
		gen.fparts = append(gen.fparts, firstPart{n: n})
	}
	if a.Accepts() && n >= gen.minLen {
		gen.fwords = append(gen.fwords, firstWord{gen.word, uint8(n)})
		gen.found++
	}
	if part >= 0 {
		gen.fparts[part].lo = len(gen.fwords)
	}
	if n < maxLen && gen.tiles > 0 {
		gen.firstStep(a, n, limit, maxLen)
	}
	if part >= 0 {
		if len(gen.fwords) == gen.fparts[part].lo {
			// No word extends the prefix, nor any longer one: the
			// parts after it are its own.
			gen.fparts = gen.fparts[:part]
		} else {
			gen.fparts[part].hi = len(gen.fwords)
		}
	}
}

// firstStep continues firstWalk from a with each tile the rack holds.
func (gen *generator) firstStep(a dawg.Arc, n, limit, maxLen int) {
	arcs := gen.d.Arcs
	avail := a.Mask & dawg.Letters
	if gen.blanks == 0 {
		avail &= gen.have
	}
	for m := avail; m != 0 && len(gen.fwords) <= firstWordsLimit && !gen.stop; m &= m - 1 {
		l := uint8(bits.TrailingZeros64(m))
		next := arcs[a.First()+uint32(bits.OnesCount64(a.Mask&(1<<l-1)))]
		if next.Rest() > gen.tiles-1 {
			continue // too few tiles left to end a word
		}
		if gen.count[l] > 0 {
			found := gen.found
			gen.take(l)
			gen.word[n] = 'A' + l
			gen.firstWalk(next, n+1, limit, maxLen)
			gen.put(l)
			if gen.found == found {
				continue // a blank for l would find nothing either
			}
		}
		if gen.blanks > 0 {
			gen.blanks--
			gen.tiles--
			gen.word[n] = blankOf('A' + l)
			gen.firstWalk(next, n+1, limit, maxLen)
			gen.blanks++
			gen.tiles++
		}
	}
	gen.word[n] = 0
}

// placeFirst lays the words of prefix p with the prefix before the start
// square, those that fit in the room from the start square on.
func (gen *generator) placeFirst(p firstPart, room int) {
	start := gen.startC - p.n
	words := gen.fwords[p.lo:p.hi]
	if gen.mode == modeAppend {
		// As deliver does it, with the squares set once.
		m := Move{kind: KindPlace, row: uint8(gen.row), col: uint8(start), dir: gen.dir, alpha: gen.g.aid}
		if gen.dir == Down {
			m.row, m.col = m.col, m.row
		}
		t := Move{kind: KindPlace, row: m.col, col: m.row, dir: Down, alpha: gen.g.aid}
		moves := gen.moves
		for i := range words {
			w := &words[i]
			if int(w.n)-p.n > room {
				continue
			}
			m.n, m.tiles = w.n, w.tiles
			moves = append(moves, m)
			if gen.mirror {
				t.n, t.tiles = w.n, w.tiles
				moves = append(moves, t)
			}
		}
		gen.moves = moves
		return
	}
	for i := range words {
		w := &words[i]
		n := int(w.n)
		if n-p.n > room {
			continue
		}
		total := 0
		if gen.mode == modeTop {
			total = gen.points(&w.tiles, start, start+n)
		}
		gen.deliver(Move{kind: KindPlace, n: w.n, alpha: gen.g.aid, tiles: w.tiles}, start, total)
		if gen.quit {
			return
		}
	}
}
