package quaddoku

import (
	"context"
	"fmt"
	"iter"
	"math/bits"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/topn"
	"github.com/tilekit/tilekit/quaddoku/internal/steps"
	"github.com/tilekit/tilekit/tiles"
)

// LegalMoves yields every legal move except the pass (legal when no
// other move is, or always with Rules.FreePass) in the finder's canonical order: the top
// word in alphabetical order, then the values of its tiles, then the left
// word and its new tiles, the right word, the bottom word. Each way of
// choosing values is a different move, so from the start there are
// millions: stop early, or use LegalMovesUpTo. A finished game, or a
// decoded state whose custom dictionary is not attached, yields nothing.
func (s State) LegalMoves() iter.Seq[Move] { return s.LegalMovesUpTo(12) }

// LegalMovesUpTo yields the legal moves placing at most n tiles, in the
// order of LegalMoves.
func (s State) LegalMovesUpTo(n int) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		f := s.finder(n)
		if f == nil {
			return
		}
		f.emit = yield
		f.run()
	}
}

// BestMove returns the legal move with the highest score. Ties go to the
// move LegalMoves yields first; the search stops as soon as it finds a
// move no other can beat (four dokus, 80 points, under the default
// rules). Its work is bounded by Budget: in the rare position where the
// search runs out of it, BestMove returns the best move it has found,
// which is always a legal move. It fails with ErrGameOver on a finished
// game, ErrDetached when a decoded state's custom dictionary is not
// attached, and ErrNoMove when no move spells a new word: then, and
// only then, the default rules allow a pass (see Validate).
func (s State) BestMove() (Move, error) {
	m, _, err := s.BestMoveWithin(Budget)
	return m, err
}

// BestMoveWithin is BestMove doing at most min(budget, Budget) steps of
// work; it also returns how many it used, so that a caller making many
// searches (a bot playing games out) can share one budget between them.
// Out of work it returns the best move it has found, which is a legal
// move, and ErrNoMove when it has found none: with the whole Budget,
// that is exactly when no move spells a new word.
func (s State) BestMoveWithin(budget int) (m Move, used int, err error) {
	return s.BestMoveWithinContext(context.Background(), budget)
}

// BestMoveWithinContext is BestMoveWithin under ctx, for a caller that
// must be able to stop a long search: it looks at ctx before it starts
// and then every few thousand steps (lookEvery), and once a look finds
// ctx done it stops and returns the zero Move, the steps it used and an
// error wrapping ctx.Err(). It never returns a move that ctx cut short:
// a move it returns is the one BestMoveWithin returns. The work is
// still bounded by budget alone; ctx only stops it.
func (s State) BestMoveWithinContext(ctx context.Context, budget int) (m Move, used int, err error) {
	if err := s.searchable(); err != nil {
		return Move{}, 0, err
	}
	w := &work{left: max(0, min(budget, Budget)), ctx: ctx}
	start := w.left
	w.pace(0) // look before starting: a done ctx leaves no work
	m, err = s.bestMove(quickBudget, w)
	if w.err != nil {
		return Move{}, w.used(start), w.stopped()
	}
	return m, w.used(start), err
}

// searchable returns the error a search for moves gets on s, or nil.
func (s State) searchable() error {
	if err := s.ready(Move{}); err != nil {
		err.Text = ""
		return err
	}
	if s.detached {
		err := s.fail(Move{}, ErrDetached, "%s", s.detachedDetail())
		err.Text = ""
		return err
	}
	return nil
}

// noMoveError is BestMove's error when only a pass is possible.
func (s State) noMoveError() error {
	err := s.fail(Move{}, ErrNoMove, "no move spells a new word with the tiles left: pass")
	err.Text = ""
	return err
}

// MaxTopMoves is the most moves one TopMoves call returns: a larger n
// is taken as MaxTopMoves, so that the moves the search keeps in memory
// stay few whatever n a caller passes.
const MaxTopMoves = 1000

// TopMoves returns up to n of the highest-scoring turns (moves that
// place tiles; never the pass) of at most maxTiles tiles, best first,
// among equal scores the move LegalMovesUpTo(maxTiles) yields first: so
// with maxTiles 12 the first is BestMove's move. n is taken as at most
// MaxTopMoves, and the search keeps no more moves than that in memory;
// n <= 0 gives none. It is what hints and computer players ask of the
// rules.
//
// It does at most min(budget, Budget) steps of work, and returns how
// many it used, so that a caller making many searches (a bot playing
// games out) can share one budget between them. When the work runs out
// it returns the best moves it has found. With maxTiles 12 it first
// looks for any turn, as the check of a pass does, so that it returns a
// move whenever that search meets one; with fewer tiles it first tries
// cheap bounds for a few thousand steps, which small moves rarely
// outgrow.
//
// A finished game gets ErrGameOver and a detached State ErrDetached.
// Where it finds no turn it returns ErrNoMove: with maxTiles 12 and the
// whole Budget, that is exactly when no turn spells a new word and the
// rules allow a pass (see Validate).
func (s State) TopMoves(n, maxTiles, budget int) (moves []Move, used int, err error) {
	return s.TopMovesContext(context.Background(), n, maxTiles, budget)
}

// TopMovesContext is TopMoves under ctx, for a caller that must be able
// to stop a long search: it looks at ctx before it starts and then
// every few thousand steps (lookEvery), and once a look finds ctx done
// it stops and returns no moves, the steps it used and an error
// wrapping ctx.Err(). It never returns moves that ctx cut short: moves
// it returns are the ones TopMoves returns. The work is still bounded by
// budget alone; ctx only stops it.
func (s State) TopMovesContext(ctx context.Context, n, maxTiles, budget int) (moves []Move, used int, err error) {
	if err := s.searchable(); err != nil {
		return []Move{}, 0, err
	}
	if n <= 0 {
		return []Move{}, 0, nil
	}
	w := &work{left: max(0, min(budget, Budget)), ctx: ctx}
	start := w.left
	w.pace(0) // look before starting: a done ctx leaves no work
	if maxTiles >= 12 {
		moves = s.topTurns(n, w)
	} else {
		moves = s.topSmall(n, maxTiles, w)
	}
	if w.err != nil {
		return []Move{}, w.used(start), w.stopped()
	}
	if len(moves) == 0 {
		if maxTiles >= 12 {
			err = s.noMoveError()
		} else {
			e := s.fail(Move{}, ErrNoMove, "no move of at most %d tiles spells a new word", max(maxTiles, 0))
			e.Text = ""
			err = e
		}
	}
	return moves, w.used(start), err
}

// topTurns returns up to n of the highest-scoring turns of any size,
// best first, within w's work: the first legal move the check of a pass
// meets, then the search with the tight bounds, pruned against the n-th
// best move found so far. None where no turn spells a new word.
func (s State) topTurns(n int, w *work) []Move {
	first, ok := s.firstMove(w)
	if !ok {
		return []Move{}
	}
	f := s.finder(12)
	f.work, f.best, f.top = w, -1, newTopMoves(min(n, MaxTopMoves))
	f.rx = f.relaxWithin(w)
	f.run()
	best := f.top.Sorted()
	out := make([]Move, 0, max(len(best), 1))
	for _, x := range best {
		out = append(out, x.m)
	}
	if len(out) == 0 { // the work ran out before the search found a move
		out = append(out, first)
	}
	return out
}

// topSmall returns up to n of the highest-scoring moves that place at
// most tiles tiles, best first, within w's work: first a search with
// the cheap bounds for at most quickBudget steps, which is almost always
// enough, else BestMove's search with the tight ones.
func (s State) topSmall(n, tiles int, w *work) []Move {
	f := s.finder(tiles)
	if f == nil {
		return []Move{}
	}
	n = min(n, MaxTopMoves)
	f.work, f.best, f.top, f.limit = w, -1, newTopMoves(n), quickBudget
	f.run()
	if f.aborted && w.left > 0 {
		f = s.finder(tiles)
		f.work, f.best, f.top = w, -1, newTopMoves(n)
		f.rx = f.relaxWithin(w)
		f.run()
	}
	out := []Move{}
	for _, x := range f.top.Sorted() {
		out = append(out, x.m)
	}
	return out
}

// Preview says what m would earn for seat without playing it: the total
// and one part per side it scores, such as "BEET 20 (doku)" and "TUBE 9",
// and "Quad*doku" when it makes four dokus. A move that Validate refuses
// gets Validate's error. Every seat's move would score the same, so seat
// changes nothing: tilekit.Game's Preview refuses a seat that may not
// move before it gets here.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	sc, err := s.Score(m)
	if err != nil {
		return tilekit.Preview{Parts: []string{}}, err
	}
	p := tilekit.Preview{Total: sc.Total, Parts: make([]string, 0, len(sc.Words)+1)}
	for _, w := range sc.Words {
		part := fmt.Sprintf("%s %d", w.Word, w.Points)
		if w.Doku {
			part += " (doku)"
		}
		p.Parts = append(p.Parts, part)
	}
	if sc.QuadDoku {
		p.Parts = append(p.Parts, "Quad*doku")
	}
	return p, nil
}

// scored is a move with its score, as TopMoves' finder keeps the best.
type scored struct {
	score int
	m     Move
}

// newTopMoves keeps the n best moves offered, ties in the order found.
func newTopMoves(n int) *topn.Keeper[scored] {
	return topn.New(n, func(a, b scored) bool { return a.score < b.score })
}

// offerTop adds a move scoring total to f.top and returns the score a
// move must now beat to get in (-1 until the keeper is full).
func (f *finder) offerTop(total int) int {
	f.top.Offer(scored{total, f.move()})
	if w, _ := f.top.Worst(); f.top.Full() {
		return w.score
	}
	return -1
}

// Budget is the most work one BestMove, BestMoveWithin or TopMoves
// call, or the check of a pass (see Validate), does, in steps (the bots
// of package quaddoku/bot share a larger budget between many such
// calls). A step is one word the
// search tries for a side or one tile it tries on a cell; building the
// tables behind the tight bounds costs relaxSteps(n) steps for n kinds
// of tile in the pile (n³/16 and a little more), and BestMove does not
// build them when they would cost more than the work left. Budget steps
// take about a second on a laptop of 2025. The standard game needs far
// fewer (BestMove from the start about 2,000, in mid-game at most some
// tens of thousands, and about 3.3 million from the start when no doku
// can be made at all), so the limit only bites on rules built to be
// slow, where the call returns the best it has found.
const Budget = 8_000_000

// quickBudget is how many steps BestMove spends with the cheap bounds
// before it builds the relaxation and starts again with the tight ones.
// Most positions have a Quad*doku that the quick search finds well
// within it.
const quickBudget = 20000

// A work counts the steps left to a search of several passes (BestMove's
// first move, quick search and full search), so that the whole call does
// at most what the counter started with. It also holds the context that
// may stop the call: the search looks at it every lookEvery steps, and
// once it is done spends all the work left, so that every pass of the
// call stops at once.
type work struct {
	left int
	ctx  context.Context // nil: never looked at
	due  int             // steps until the next look at ctx (0: look now)
	err  error           // ctx.Err(), once a look has found ctx done
	// unspent is what was left when a look found ctx done (left is
	// then 0, so that every pass of the call stops).
	unspent int
}

// lookEvery is how many steps a search takes between looks at its
// context: a few hundred microseconds of search at most, so that a
// cancelled search stops within a millisecond or so, while the looks
// cost nothing measurable.
const lookEvery = 4096

// pace counts n steps towards w's next look at its context, looks when
// one is due, and reports whether the work may go on: false once a look
// has found the context done, which also spends all the work left.
func (w *work) pace(n int) bool {
	if w.ctx == nil {
		return true
	}
	if w.due -= n; w.due > 0 {
		return true
	}
	return w.look()
}

// look looks at w's context, as pace does when a look is due. Once it
// is done, w's work is spent and every later pace reports false at once,
// without looking again.
func (w *work) look() bool {
	if w.err != nil {
		return false
	}
	if w.err = w.ctx.Err(); w.err != nil {
		w.unspent, w.left, w.due = w.left, 0, 0
		return false
	}
	w.due = lookEvery
	return true
}

// used returns the steps w's call has taken, from start: the work it
// spent, less what it had left when its context stopped it.
func (w *work) used(start int) int {
	if w.err != nil {
		return start - w.unspent
	}
	return start - w.left
}

// stopped is the error of a call that its context stopped.
func (w *work) stopped() error {
	return fmt.Errorf("quaddoku: the search for moves was stopped: %w", w.err)
}

// firstMove returns the first legal move that the search meets within the
// work left; false when it finds none. It looks at letters only (any tile
// of a letter will do where the letter changes), so it proves quickly
// that a position has no legal move: this is the search that decides
// whether a pass is allowed.
func (s State) firstMove(w *work) (Move, bool) {
	f := s.finder(12)
	if f == nil {
		return Move{}, false
	}
	var found Move
	ok := false
	f.work, f.exists = w, true
	f.emit = func(m Move) bool {
		found, ok = m, true
		return false
	}
	f.run()
	return found, ok
}

// bestMove finds the best move within the work w allows: the first legal
// move, then the quick search with the cheap bounds for at most quick
// steps (none when 0), then, if that ran out, the full search with the
// tight bounds, which only looks for moves at least as good as the best
// found so far: the first such move in search order is the answer.
func (s State) bestMove(quick int, w *work) (Move, error) {
	first, ok := s.firstMove(w)
	if !ok {
		return Move{}, s.noMoveError()
	}
	sc, _ := s.Score(first)
	floor, best := sc.Total, first
	if quick > 0 {
		f := s.finder(12)
		f.work, f.limit, f.best = w, quick, floor-1
		f.run()
		if f.best >= floor {
			floor, best = f.best, f.bestMove
		}
		if !f.aborted || w.left <= 0 {
			return best, nil
		}
	}
	f := s.finder(12)
	f.work, f.best = w, floor-1
	f.rx = f.relaxWithin(w)
	f.run()
	if f.best >= floor {
		best = f.bestMove
	}
	return best, nil
}

// relaxWithin builds the relaxation's tables when they cost no more than
// the work left, charging them to it; nil otherwise (the search then
// uses the cheap bounds).
func (f *finder) relaxWithin(w *work) *relax {
	n := f.kinds() + 1
	cost := relaxSteps(n, len(f.ix.words))
	if cost > w.left {
		return nil
	}
	w.left -= cost
	return newRelax(f)
}

// A finder searches the moves of one position. It is made afresh for
// every search; the word index it reads is shared.
type finder struct {
	ix        *index
	dokuSum   int
	dokuScore int
	maxWord   int  // the most one word can score
	valueOnly bool // Rules.AllowValueOnly
	maxTiles  int

	curL [12]byte                // current letters, 0–25
	curV [12]int8                // current values
	cnt  [26][MaxValue + 1]int16 // pile tiles per letter and value (at most MaxTiles)
	left [26]int                 // tiles per letter still in the pile

	// The partial move.
	let    [12]byte
	val    [12]int8
	placed [12]bool
	nPlace int
	nNew   int // placed tiles that change a letter

	emit     func(Move) bool // LegalMoves; nil for BestMove
	exists   bool            // only look for a first legal move (firstMove)
	stopped  bool
	best     int
	bestMove Move
	work     *work                // the steps left to the whole call; nil: no limit
	limit    int                  // the most steps of this search (0: no limit of its own)
	steps    int                  // steps taken
	aborted  bool                 // the work or the limit ran out
	rx       *relax               // BestMove's bounds
	top      *topn.Keeper[scored] // TopMoves' best moves so far
	optBuf   [12][]int            // scratch for relax.optsFor
}

// finder prepares a search of s's moves placing at most maxTiles tiles,
// or returns nil when s takes no move.
func (s State) finder(maxTiles int) *finder {
	if s.players == 0 || s.Over() || s.detached {
		return nil
	}
	f := &finder{
		ix:        indexFor(s.dictionary()),
		dokuSum:   s.rules.DokuSum,
		dokuScore: s.rules.DokuScore,
		maxWord:   s.rules.maxWordScore(),
		valueOnly: s.rules.AllowValueOnly,
		maxTiles:  min(maxTiles, 12),
	}
	for c, t := range s.grid {
		f.curL[c], f.curV[c] = t.Letter-'A', t.Value
	}
	f.cnt = s.pile.n
	for l, byValue := range f.cnt {
		for _, k := range byValue {
			f.left[l] += int(k)
		}
	}
	return f
}

// The search fills the words in the order top, left, right, bottom; each
// word first chooses its letters, then the tiles of its cells not yet
// filled. wordCells gives the cells; a word's free cells are these.
var freeCells = [4][]int{
	Top:    {0, 1, 2, 3},
	Left:   {4, 6, 8},
	Right:  {5, 7, 11},
	Bottom: {9, 10},
}

// freeAt gives the positions in the side's word of its free cells.
var freeAt = [4][]int{
	Top:    {0, 1, 2, 3},
	Left:   {1, 2, 3},
	Right:  {1, 2, 3},
	Bottom: {1, 2},
}

// isFree marks, for each side, which positions of its word are free
// cells.
var isFree = [4][4]bool{
	Top:    {true, true, true, true},
	Left:   {false, true, true, true},
	Right:  {false, true, true, true},
	Bottom: {false, true, true, false},
}

func (f *finder) run() {
	if f.maxTiles < 1 {
		return
	}
	f.word(Top, 0)
}

// tick counts one step of work and reports whether the search may take
// it; when the work or the search's own limit has run out, it stops the
// search.
func (f *finder) tick() bool {
	if f.work != nil {
		if f.work.left <= 0 || f.limit > 0 && f.steps >= f.limit || !f.work.pace(1) {
			f.stopped, f.aborted = true, true
			return false
		}
		f.work.left--
		f.steps++
	}
	if steps.Hook != nil {
		steps.Hook(1)
	}
	return true
}

// kinds counts the kinds of tile (letter and value) in the pile.
func (f *finder) kinds() int {
	n := 0
	for _, byValue := range f.cnt {
		for _, k := range byValue {
			if k > 0 {
				n++
			}
		}
	}
	return n
}

// done reports whether the search should stop.
func (f *finder) done() bool {
	return f.stopped || (f.emit == nil && f.best >= 4*f.maxWord)
}

// word tries every word for side, given the scores so far of the sides
// before it.
func (f *finder) word(side Side, sofar int) {
	var cands []int32
	switch side {
	case Top:
		cands = nil // every word
	case Left:
		cands = f.ix.byFirst[f.let[0]]
	case Right:
		cands = f.ix.byFirst[f.let[3]]
	case Bottom:
		cands = f.ix.byFirstLast[int(f.let[8])*26+int(f.let[11])]
	}
	n := len(cands)
	if side == Top {
		n = len(f.ix.words)
	}
	free := freeCells[side]
	rest := f.maxWord * (3 - int(side)) // bound for the sides after this one
	for i := range n {
		if !f.tick() {
			return
		}
		w := i
		if side != Top {
			w = int(cands[i])
		}
		word := f.ix.words[w]
		// Letters: cells that change need a tile of their letter and count
		// against the tile limit.
		forced := 0
		ok := true
		var need [26]int8
		for k, c := range free {
			l := word[freeAt[side][k]]
			f.let[c] = l
			if l != f.curL[c] {
				forced++
				need[l]++
				if int(need[l]) > f.left[l] {
					ok = false
				}
			}
		}
		if !ok || f.nPlace+forced > f.maxTiles {
			continue
		}
		if side == Right && len(f.ix.byFirstLast[int(f.let[8])*26+int(f.let[11])]) == 0 {
			continue // no bottom word fits these corners
		}
		if f.emit == nil && sofar+f.bound(side)+f.rest(side, false, rest) <= f.best {
			continue
		}
		f.values(side, free, 0, sofar)
		if f.done() {
			return
		}
	}
}

// rest bounds what the sides after side can add: from the relaxation
// when there is one, else def.
func (f *finder) rest(side Side, values bool, def int) int {
	if f.rx == nil {
		return def
	}
	return f.restBound(side, values)
}

// values chooses the tile (or none) for free[k] and the cells after it,
// then scores side and moves on to the next side.
func (f *finder) values(side Side, free []int, k int, sofar int) {
	if k == len(free) {
		sofar += f.score(side)
		if side == Bottom {
			f.leaf(sofar)
			return
		}
		if f.emit == nil && sofar+f.rest(side, true, f.maxWord*(3-int(side))) <= f.best {
			return
		}
		f.word(side+1, sofar)
		return
	}
	c := free[k]
	l := f.let[c]
	if l == f.curL[c] { // keep the tile there
		f.placed[c], f.val[c] = false, f.curV[c]
		f.values(side, free, k+1, sofar)
		if f.done() || f.exists && !f.valueOnly {
			// Looking for any move, a new tile of the same letter is
			// needed only where turns may change just values.
			return
		}
	}
	if f.nPlace >= f.maxTiles {
		return
	}
	changes := l != f.curL[c]
	if changes {
		f.nNew++
	}
	f.placed[c] = true
	f.nPlace++
	for v := range int8(MaxValue + 1) {
		if f.cnt[l][v] == 0 || (l == f.curL[c] && v == f.curV[c]) {
			continue
		}
		if !f.tick() {
			break
		}
		f.cnt[l][v]--
		f.left[l]--
		f.val[c] = v
		f.values(side, free, k+1, sofar)
		f.cnt[l][v]++
		f.left[l]++
		if f.done() || f.exists {
			// Looking for any move, one tile of the letter stands for
			// every other.
			break
		}
	}
	f.nPlace--
	f.placed[c] = false
	if changes {
		f.nNew--
	}
}

// score is what side scores with the cells as chosen.
func (f *finder) score(side Side) int {
	touched := false
	sum := 0
	for _, c := range wordCells[side] {
		touched = touched || f.placed[c]
		sum += int(f.val[c])
	}
	if !touched {
		return 0
	}
	if sum == f.dokuSum {
		return f.dokuScore
	}
	return sum
}

// bound is the most side can score with its letters chosen: its earlier
// cells fixed, its free cells taking any value the pile (or the tile
// there) offers.
func (f *finder) bound(side Side) int {
	reach := uint64(1)
	canTouch := false
	for k, c := range wordCells[side] {
		l := f.let[c]
		var vals uint64
		if !isFree[side][k] {
			vals = 1 << f.val[c]
			canTouch = canTouch || f.placed[c]
		} else {
			if l == f.curL[c] {
				vals = 1 << f.curV[c]
			}
			for v := range int8(MaxValue + 1) {
				if f.cnt[l][v] > 0 && (l != f.curL[c] || v != f.curV[c]) {
					vals |= 1 << v
					canTouch = true
				}
			}
		}
		var next uint64
		for vals != 0 {
			v := bits.TrailingZeros64(vals)
			vals &^= 1 << v
			next |= reach << v
		}
		reach = next
	}
	if !canTouch {
		return 0
	}
	b := 0
	if f.dokuSum < 64 && reach&(1<<f.dokuSum) != 0 {
		b = f.dokuScore
		reach &^= 1 << f.dokuSum
	}
	if reach != 0 {
		b = max(b, 63-bits.LeadingZeros64(reach))
	}
	return b
}

// leaf handles a complete choice of tiles.
func (f *finder) leaf(total int) {
	if f.nPlace == 0 || (f.nNew == 0 && !f.valueOnly) {
		return
	}
	if f.emit == nil {
		if total <= f.best {
			return
		}
		if f.top != nil {
			f.best = f.offerTop(total)
			return
		}
		f.best = total
		f.bestMove = f.move()
		return
	}
	if !f.emit(f.move()) {
		f.stopped = true
	}
}

func (f *finder) move() Move {
	var m Move
	for c := range 12 {
		if f.placed[c] {
			m.cells[c] = tiles.Letter('A'+f.let[c], int(f.val[c]))
		}
	}
	return m
}
