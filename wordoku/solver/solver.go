package solver

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/steps"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordoku"
)

// DefaultBudget is the node budget of BestArrangement, nodes counted with
// the work of their word searches (see stepsPerNode). On this project's
// 2-core test machine it takes at most 2.2 s of processor time on 30
// seeded 5x5 Expert deals (median 1.4-1.8 s; BenchmarkBestArrangement5x5,
// the most of three runs while other jobs shared the machine), and every
// budget unit costs about the same, so no 5x5 hand comes near 5 s. It proves 93 of the 100 seeded 4x4 deals of BenchmarkSolve4x4
// optimal (the others need up to 33 million), and its grids score 4
// points less than the optimum over all 100 (5,715 of 5,719).
const DefaultBudget = 10_000_000

// A Solution is the result of Solve.
type Solution struct {
	// Grid is the best arrangement found and Score its score.
	Grid  wordoku.Grid
	Score wordoku.Score
	// Proved reports that the search finished within its budget, so no
	// arrangement scores more than Grid.
	Proved bool
	// Nodes counts the tiles the search placed.
	Nodes int
}

// BestArrangement rearranges the tiles of g for the highest score under
// the rules (a wild stays a wild, with its letter, and may move like any
// tile). It is Solve with DefaultBudget, which proves the answer optimal
// for most 4x4 grids; call Solve to know whether it did and to set the
// budget. A nil dict means dictionary.Default().
func BestArrangement(rules wordoku.Rules, dict dictionary.Dictionary, g wordoku.Grid) (wordoku.Grid, wordoku.Score, error) {
	sol, err := Solve(context.Background(), rules, dict, g, DefaultBudget)
	return sol.Grid, sol.Score, err
}

// Solve searches the arrangements of g's tiles for the highest score,
// spending at most budget search nodes (budget <= 0 means DefaultBudget).
// A node's word searches count too: every stepsPerNode (8) steps down the
// word trie, past the first freeSteps (about 8 million) of the call, are
// charged as one more node, so the budget bounds the time (about 0.15 µs
// of processor time a node) whatever the hand and the word list. The
// words a line may try at one node are at most maxCandidates (32,768),
// which bounds the memory (under 70 MB; a few MB with the bundled lists).
// The search is deterministic, never timed: the same call gives the same
// answer on every machine. It returns the best grid found, never worse
// than g itself, and whether the search was complete, which proves the
// grid optimal.
//
// ctx can stop the search sooner: it is looked at every ctxEvery (16,384)
// units of work (nodes, and trie steps at stepsPerNode a unit, the free
// ones too), about 1.5 ms of processor time, and once it is done Solve
// returns the best grid found so far, unproved, with ctx.Err().
//
// # How it searches
//
// A grid's score comes from its words, so the search places words, not
// tiles. It visits the lines in the order row 0, column 0, row 1, column
// 1, ..., so that every line after the first crosses lines already
// decided, and gives each line either a word in one of its windows (a
// stretch of at least MinWord cells) or no word at all. Words come from a
// trie of the dictionary's words that the grid's letters can spell (a few
// hundred for a 4x4 hand), walked along the letters that crossing words
// have fixed and the letters still unused. "No word" is one branch
// however many tiles the line holds: cells that no word covers are never
// enumerated, which is what keeps a poor hand's search small.
//
// Each branch is bounded by what the undecided lines could still add: a
// line counts its longest window that some word fits, given the crossing
// letters and the letters left, and counts it twice (the balance bonus)
// only while its cells could still hold tiles of different symbols
// (Hall's condition on the symbols each cell could get: a laid letter's
// tiles carry some, a free cell gets one of the letters left). A line
// being decided tries every word up to that longest window, and a word
// counts a point per letter, less a wild it must use.
// And since nearly every word needs a vowel (words the hand could spell
// without one are allowed for), and a vowel tile serves only its row and
// its column, the lines without a vowel laid count only as far as the
// vowels left can reach. Bounds only fall further down the search, so
// each line keeps the word that showed its bound and searches again only
// when that word no longer fits. A line's words are tried in the order
// of the bound they leave, so strong grids come early and prune the
// rest.
//
// When every line is decided, the letters are laid out and what is left
// is to choose which tile stands on each cell: which symbol (for the
// balance bonus) and whether the wild does, the word cells first, then
// the free cells by symbol alone. That is a small search of its own with
// the same kind of bound, and the grid it builds is scored as any grid
// is (it may score more than its plan, when a free cell happens to extend
// a word; the plan that names those words is then searched as well).
func Solve(ctx context.Context, rules wordoku.Rules, dict dictionary.Dictionary, g wordoku.Grid, budget int) (Solution, error) {
	sc, err := wordoku.ScoreGrid(rules, dict, g)
	if err != nil {
		return Solution{}, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return Solution{Grid: g, Score: sc}, err
	}
	if dict == nil {
		dict = dictionary.Default()
	}
	if budget <= 0 {
		budget = DefaultBudget
	}
	// The word lists are built on first use: seconds for a dictionary
	// that can only answer Contains, a wait ctx may end.
	if err := listsFor(dict).ready(ctx, rules.MinWord, g.Size()); err != nil {
		return Solution{Grid: g, Score: sc}, err
	}
	sv := newSolver(rules, dict, g, budget)
	sv.ctx = ctx
	sv.best, sv.bestGrid = sc.Total, g
	sv.run()
	sol := Solution{Grid: sv.bestGrid, Score: score(rules, dict, sv.bestGrid), Proved: !sv.nodes.RanOut, Nodes: sv.nodes.Used}
	if sv.stopped {
		return sol, ctx.Err()
	}
	return sol, nil
}

// maxSize is the side of the largest grid (wordoku.MaxSize), which sizes
// the search's arrays.
const maxSize = wordoku.MaxSize

// symbolRows lists the symbols in the order of the deal's rows, the
// order the search numbers them in.
var symbolRows = wordoku.Symbols(maxSize)

// symIndex returns the number of symbol s, its row in the deal.
func symIndex(s tiles.Symbol) int { return slices.Index(symbolRows, s) }

// score scores g under the rules with dict. g holds the tiles of a grid
// that ScoreGrid has accepted (or of a game's grid), at the rules' size,
// so ScoreGrid cannot refuse it.
func score(rules wordoku.Rules, dict dictionary.Dictionary, g wordoku.Grid) wordoku.Score {
	sc, _ := wordoku.ScoreGrid(rules, dict, g)
	return sc
}

// A kind is one distinct tile of the grid being solved.
type kind struct {
	tile   tiles.Tile
	letter uint8 // 0-25
	sym    uint8 // 0-4
	wild   bool
}

// A plan is the word chosen for one line: none (L == 0), or a word of L
// letters starting at cell Start along the line.
type plan struct {
	start, L int
}

type solver struct {
	rules  wordoku.Rules
	dict   dictionary.Dictionary
	n      int
	tries  [maxSize + 1]*trie // the words of each length the hand can spell
	pool   [26]int8           // letters not yet laid out
	symsOf [26]uint8          // the symbols each letter's tiles have
	// tame counts the tiles of each letter that are not wild; hasWild
	// says that the hand has a wild.
	tame    [26]int8
	hasWild bool
	// inPool has bit l set while the pool holds letter l (fitFrom, which
	// puts back what it takes, leaves it alone); symLetters has, for each
	// symbol, the bits of the letters with a tile of that symbol.
	inPool     uint32
	symLetters [maxSize]uint32
	vowel      [26]bool // AEIOUY: see vowelBound
	// noVowel holds, by length, the words the hand can spell without a
	// vowel (nil when there are none).
	noVowel  [maxSize + 1]*trie
	kinds    []kind
	count    []int8
	lines    [][]int                 // the cells of each line, in the order lines are decided
	letter   [maxSize * maxSize]int8 // the letter laid on each cell, -1 when free
	plans    [2 * maxSize]plan
	best     int
	bestGrid wordoku.Grid
	nodes    steps.Budget // the nodes searched and allowed
	// the tile assignment
	tileAt [maxSize * maxSize]int8 // kind on each cell, -1 when none yet
	// hall caches factor's answers by the symbol masks of a line's laid
	// letters, packed 5 bits each in line order (0: not worked out yet).
	// Only grids up to 4x4 have one: 5x5 would need 32 million entries.
	hall []int8
	// kidBuf holds each depth's candidates, reused from node to node.
	kidBuf [2 * maxSize][]candidate
	// steps counts the trie nodes visited (by walk and fitFrom) and not
	// yet charged to the budget (see stepsPerNode), charged those that
	// were.
	steps, charged int
	// ctx is looked at when the work done (see work) reaches nextCheck;
	// stopped says that it was done, which ended the search (nodes.RanOut
	// is set too, so that every loop stops as on a spent budget).
	ctx       context.Context
	nextCheck int
	stopped   bool
}

// ctxEvery is how many units of work (see work) the search does between
// two looks at its context: at most about 2.5 ms of processor time, so a
// cancelled search stops promptly while the look costs nothing.
const ctxEvery = 1 << 14

func newSolver(rules wordoku.Rules, dict dictionary.Dictionary, g wordoku.Grid, budget int) *solver {
	n := g.Size()
	sv := &solver{rules: rules, dict: dict, n: n, nodes: steps.Budget{Limit: budget}, ctx: context.Background()}
	var letters [26]int
	for _, t := range tiles.Sort(g.Tiles()) {
		if k := len(sv.kinds) - 1; k >= 0 && sv.kinds[k].tile == t {
			sv.count[k]++
		} else {
			sv.kinds = append(sv.kinds, kind{tile: t, letter: t.Letter - 'A', sym: uint8(symIndex(t.Symbol)), wild: t.Blank})
			sv.count = append(sv.count, 1)
		}
		sv.inPool |= 1 << (t.Letter - 'A')
		sv.symLetters[symIndex(t.Symbol)] |= 1 << (t.Letter - 'A')
		if t.Blank {
			sv.hasWild = true
		} else {
			sv.tame[t.Letter-'A']++
		}
		letters[t.Letter-'A']++
		sv.pool[t.Letter-'A']++
		sv.symsOf[t.Letter-'A'] |= 1 << symIndex(t.Symbol)
	}
	for _, v := range "AEIOUY" {
		sv.vowel[v-'A'] = true
	}
	wl := listsFor(dict)
	for L := rules.MinWord; L <= n; L++ {
		sv.tries[L] = newTrie(wl.length(L), letters)
		var without []string
		for _, w := range wl.length(L) {
			if !strings.ContainsAny(w, "AEIOUY") {
				without = append(without, w)
			}
		}
		if t := newTrie(without, letters); !t.empty() {
			sv.noVowel[L] = t
		}
	}
	for i := range n {
		row, col := make([]int, n), make([]int, n)
		for k := range n {
			row[k], col[k] = i*n+k, k*n+i
		}
		sv.lines = append(sv.lines, row, col)
	}
	if n <= 4 {
		sv.hall = make([]int8, 1<<(5*n))
	}
	for i := range sv.letter {
		sv.letter[i] = -1
		sv.tileAt[i] = -1
	}
	return sv
}

// stepsPerNode is the number of trie steps (a node visited by walk or
// fitFrom) that the budget counts as one search node. A node's own work
// is not the same everywhere: placing a tile costs about 0.15 µs, but a
// node that gives a line its word walks every word that fits the line
// and works out, for each, the bounds of the lines it crosses, and that
// takes from a few trie steps to several thousand (about 15 ns each).
// Counted as one node whatever it cost, that work was what made the cost
// of a node grow as the search went on: once the best grid is high, most
// of the words a node tries are pruned, so the nodes that remain counted
// are the ones that tried thousands of words in vain (a 5x5 hand spent
// 180 trie steps a node, 79 s for 20 million nodes). Charged by its
// steps, every unit of the budget costs about the same time.
const stepsPerNode = 8

// maxCandidates is the most words a line may have to try at one node of
// the search: more stop the search as a spent budget would. A line's
// candidates are the words that fit it, one per window, so with the
// bundled lists (12,578 words of five letters, 5,469 of four, 1,300 of
// three) no line reaches it; it bounds the solver's memory (about 200
// bytes a candidate, at most 2*MaxSize lists) whatever the dictionary.
const maxCandidates = 1 << 15

// freeSteps is the trie steps every search may take before they are
// charged (about a tenth of a second): the words of a 5x5 hand's first
// lines cost tens of thousands of steps before the first node, and a
// small budget should still see them.
const freeSteps = 1 << 23

// charge counts the trie steps taken since the last charge, beyond the
// first freeSteps, as a node for every stepsPerNode of them, plus nodes
// more, and reports whether the budget allows them.
func (sv *solver) charge(nodes int) bool {
	n := nodes
	if sv.steps > freeSteps+stepsPerNode {
		k := (sv.steps - freeSteps) / stepsPerNode
		sv.steps -= k * stepsPerNode
		sv.charged += k * stepsPerNode
		n += k
	}
	if !sv.nodes.Take(n) {
		return false
	}
	if w := sv.work(); w >= sv.nextCheck {
		sv.nextCheck = w + ctxEvery
		if sv.ctx.Err() != nil {
			sv.stopped, sv.nodes.RanOut = true, true
			return false
		}
	}
	return true
}

// work is the search's work so far, in budget units: the nodes charged
// and the trie steps not charged (the first freeSteps among them) at
// stepsPerNode a unit. It is what paces the looks at the context: the
// budget alone, which lets the first freeSteps go free, would leave tens
// of milliseconds between looks at the start of a 5x5 search.
func (sv *solver) work() int { return sv.nodes.Used + sv.steps/stepsPerNode }

// tick counts a node, with the steps not yet charged, and reports
// whether the budget allows it.
func (sv *solver) tick() bool { return sv.charge(1) }

// run searches, from the grid given (the incumbent to beat).
func (sv *solver) run() { sv.decide(0, 0, nil, false) }

// A witness is a line's bound with the word that showed it: L letters
// from cell a along the line (L == 0: no word fits). Bounds only fall
// further down the search (letters get laid, the pool shrinks), so a
// child first checks whether its parent's word still fits, and only
// searches again, from that length down, when it does not.
type witness struct {
	L, a int8
	word [maxSize]int8
	val  int
}

// fitFrom reports whether some word of the trie, from node on, fits
// cells: the laid letters where there are some, letters from the pool
// elsewhere. The letters of the word found are written to w.
func (sv *solver) fitFrom(t *trie, node int32, cells []int, w []int8) bool {
	sv.steps++
	if len(cells) == 0 {
		return true
	}
	nd := &t.nodes[node]
	if l := sv.letter[cells[0]]; l >= 0 {
		c := nd.child[l]
		w[0] = l
		return c != 0 && sv.fitFrom(t, c, cells[1:], w[1:])
	}
	for _, l := range nd.kids {
		if sv.pool[l] > 0 {
			sv.pool[l]--
			w[0] = int8(l)
			ok := sv.fitFrom(t, nd.child[l], cells[1:], w[1:])
			sv.pool[l]++
			if ok {
				return true
			}
		}
	}
	return false
}

// stillFits reports whether the witness word still fits line li.
func (sv *solver) stillFits(li int, w *witness) bool {
	var need [26]int8
	cells := sv.lines[li][w.a : w.a+w.L]
	for i, c := range cells {
		l := w.word[i]
		if laid := sv.letter[c]; laid >= 0 {
			if laid != l {
				return false
			}
			continue
		}
		need[l]++
		if need[l] > sv.pool[l] {
			return false
		}
	}
	return true
}

// lineBound is the most an undecided line could add: its longest window
// that a word fits, twice when its laid letters could still stand on
// tiles of different symbols. prev is the parent's witness (nil at the
// root); same says that no letter has been laid on the line since.
func (sv *solver) lineBound(li int, prev *witness, same bool) witness {
	n := sv.n
	top := n
	if prev != nil {
		if prev.L == 0 {
			return *prev
		}
		if sv.stillFits(li, prev) {
			w := *prev
			if !same { // the symbols of new letters may spoil the balance
				w.val = int(w.L) * sv.factor(li)
			}
			return w
		}
		top = int(prev.L)
	}
	var w witness
	for L := top; L >= sv.rules.MinWord; L-- {
		t := sv.tries[L]
		if t == nil || t.empty() {
			continue
		}
		first := 0
		if prev != nil && L == top {
			first = int(prev.a) // earlier windows of this length failed already
		}
		for a := first; a+L <= n; a++ {
			if sv.fitFrom(t, 0, sv.lines[li][a:a+L], w.word[:L]) {
				w.L, w.a = int8(L), int8(a)
				w.val = L * sv.factor(li)
				return w
			}
		}
	}
	return witness{}
}

// factor is 2 when the balance bonus is on and line li could still end
// up with tiles of all different symbols, 1 otherwise. Each cell of the
// line offers the symbols it could still get: a cell with a laid letter
// the symbols of that letter's tiles, a free cell the symbols of the
// tiles of every letter left in the pool (the free cells of the grid
// take exactly the pool's letters). The line can be balanced only if its
// cells can take different symbols, which by Hall's theorem needs every
// set of its cells to offer at least as many symbols as it has cells.
// That is a relaxation (it forgets how many tiles each letter has of
// each symbol, and what the other lines take), so a factor of 1 is
// certain and a factor of 2 only possible: the bound stays admissible.
//
// Free cells matter only when they offer fewer symbols than the line has
// cells: a set holding a free cell offers all the free cells' symbols,
// and no set has more cells than the line. Then (a hand of three
// symbols on a 4x4 grid, or a pool whose letters carry too few) the
// whole line is checked; otherwise the laid cells alone are, and their
// answers are cached.
func (sv *solver) factor(li int) int {
	if !sv.rules.Balance {
		return 1
	}
	var masks [maxSize]uint8
	k := 0
	key := 0
	for _, c := range sv.lines[li] {
		if l := sv.letter[c]; l >= 0 {
			masks[k] = sv.symsOf[l]
			key = key<<5 | int(masks[k])
			k++
		}
	}
	if k < sv.n {
		if free := sv.freeSymbols(); bits.OnesCount8(free) < sv.n {
			for i := k; i < sv.n; i++ {
				masks[i] = free
			}
			return hallFactor(masks[:sv.n])
		}
	}
	if k <= 1 {
		return 2 // every letter's tiles have some symbol
	}
	if sv.hall == nil {
		return hallFactor(masks[:k])
	}
	if f := sv.hall[key]; f != 0 {
		return int(f)
	}
	f := hallFactor(masks[:k])
	sv.hall[key] = int8(f)
	return f
}

// freeSymbols returns the symbols of the tiles of the letters left in
// the pool: the symbols a free cell could still get.
func (sv *solver) freeSymbols() uint8 {
	var free uint8
	for i, ls := range sv.symLetters {
		if ls&sv.inPool != 0 {
			free |= 1 << i
		}
	}
	return free
}

// hallFactor is factor's answer for the symbol masks of a line's cells
// (or of its laid cells alone): 2 when every set of them offers as many
// symbols as it has cells, else 1.
func hallFactor(masks []uint8) int {
	k := len(masks)
	// The union of each subset of the masks, built from the subset
	// without its lowest member.
	var union [1 << maxSize]uint8
	for sub := 1; sub < 1<<k; sub++ {
		low := bits.TrailingZeros(uint(sub))
		union[sub] = union[sub&(sub-1)] | masks[low]
		if bits.OnesCount8(union[sub]) < bits.OnesCount(uint(sub)) {
			return 1
		}
	}
	return 2
}

// decide gives line li a plan; sofar is what the plans of the earlier
// lines are worth at most.
//
// parent holds the witnesses of the parent node, or, when fresh is set,
// witnesses already taken for this node's letters and pool.
func (sv *solver) decide(li, sofar int, parent *[2 * maxSize]witness, fresh bool) {
	if sv.nodes.RanOut {
		return
	}
	if li == len(sv.lines) {
		sv.assign()
		return
	}
	var wit [2 * maxSize]witness
	var lb [2 * maxSize]int
	for l := li; l < len(sv.lines); l++ {
		switch {
		case fresh:
			wit[l] = parent[l]
		case parent != nil:
			wit[l] = sv.lineBound(l, &parent[l], false)
		default:
			wit[l] = sv.lineBound(l, nil, false)
		}
		lb[l] = wit[l].val
	}
	// A fresh node's bound is the one its parent checked just before.
	if !fresh && sofar+sv.vowelBound(li, &lb) <= sv.best {
		return
	}
	rest := sv.vowelBound(li+1, &lb) // what the lines after li add at most
	if !sv.tick() {
		return
	}
	n := sv.n
	// No word of this line is worth more than its length times the
	// line's factor now (laying letters only lowers it), and none is
	// longer than the witness: lineBound found no word longer than that
	// (or the parent did, and words only fit less often further down).
	factor := sv.factor(li)
	restBound := rest
	cells := sv.lines[li]
	// Gather the words that fit, then try them most promising first:
	// the one whose grid leaves the highest bound.
	kids := sv.kidBuf[li][:0]
	for L := int(wit[li].L); L >= sv.rules.MinWord; L-- {
		if sofar+factor*L+restBound <= sv.best {
			break
		}
		t := sv.tries[L]
		if t == nil || t.empty() {
			continue
		}
		for a := 0; a+L <= n; a++ {
			sv.plans[li] = plan{start: a, L: L}
			sv.walk(t, 0, cells[a:a+L], func() {
				if !sv.charge(0) {
					return
				}
				if li == 1 && sv.key(1) > sv.key(0) {
					return // the transpose of a grid searched already
				}
				value := sv.factor(li) * sv.points(cells[a:a+L])
				if sofar+value+rest <= sv.best {
					return // the parent's bound of the later lines rules it out
				}
				c := candidate{plan: sv.plans[li], value: value}
				for i, cell := range cells[a : a+L] {
					c.word[i] = sv.letter[cell]
				}
				c.bound = sofar + c.value + sv.restAfter(li, a, L, &wit, &c.wit, sv.best-sofar-c.value)
				if c.bound > sv.best {
					if len(kids) == maxCandidates {
						sv.nodes.RanOut = true
						return
					}
					kids = append(kids, c)
				}
			})
		}
	}
	sv.kidBuf[li] = kids // reused by this depth's next visit
	if sv.nodes.RanOut {
		return
	}
	slices.SortStableFunc(kids, func(x, y candidate) int { return y.bound - x.bound })
	for i := range kids {
		c := &kids[i] // not a copy: its witnesses would escape to the heap
		if c.bound <= sv.best {
			break
		}
		sv.plans[li] = c.plan
		laid := sv.lay(cells[c.plan.start:c.plan.start+c.plan.L], c.word[:c.plan.L])
		sv.decide(li+1, sofar+c.value, &c.wit, true)
		sv.unlay(cells[c.plan.start:c.plan.start+c.plan.L], laid)
		if sv.nodes.RanOut {
			return
		}
	}
	sv.plans[li] = plan{}
	if li == 1 && sv.key(1) > sv.key(0) {
		return
	}
	if sofar+restBound > sv.best {
		sv.decide(li+1, sofar, &wit, true)
	}
}

// points is what a word laid on cells is worth at most before its
// bonus: a point per letter, less one for each letter it uses more often
// than the hand has tiles of that letter that are not wild (those must
// be wilds, worth 0).
func (sv *solver) points(cells []int) int {
	pts := len(cells)
	if !sv.hasWild {
		return pts
	}
	var used [26]int8
	for _, c := range cells {
		l := sv.letter[c]
		if used[l]++; used[l] > sv.tame[l] {
			pts--
		}
	}
	return pts
}

// A candidate is a word for the line being decided.
type candidate struct {
	plan  plan
	word  [maxSize]int8
	value int                  // what the word is worth at most
	bound int                  // what the grid is worth at most with it
	wit   [2 * maxSize]witness // the bounds of the later lines with it
}

// restAfter is what the lines after li could add with the letters laid
// now; it writes their witnesses to wit. It may stop early, returning a
// value no more than need, as soon as the parent's bounds of the lines
// not yet looked at show that the lines cannot add more than need.
//
// The lines crossing the new word (cells a to a+L-1 of line li) are
// looked at first: their bounds are the likeliest to fall.
func (sv *solver) restAfter(li, a, L int, parent, wit *[2 * maxSize]witness, need int) int {
	var lb [2 * maxSize]int
	upper := 0 // the parent's bounds: no less than the new ones
	var order [2 * maxSize]int
	k := 0
	for x := a; x < a+L; x++ {
		// Line li is row or column li/2; cell x of it crosses the
		// perpendicular line number x.
		if l := 2*x + 1 - li%2; l > li {
			order[k] = l
			k++
		}
	}
	crossing := k
	for l := li + 1; l < len(sv.lines); l++ {
		upper += parent[l].val
		if (l%2 == li%2) || l/2 < a || l/2 >= a+L {
			order[k] = l
			k++
		}
	}
	for i, l := range order[:k] {
		wit[l] = sv.lineBound(l, &parent[l], i >= crossing)
		lb[l] = wit[l].val
		upper -= parent[l].val - lb[l]
		if upper <= need {
			return upper
		}
	}
	return sv.vowelBound(li+1, &lb)
}

// lay puts word on cells, taking the letters of the free cells from the
// pool; it returns which cells it laid, for unlay.
func (sv *solver) lay(cells []int, word []int8) (laid uint32) {
	for i, c := range cells {
		if sv.letter[c] < 0 {
			sv.letter[c] = word[i]
			if sv.pool[word[i]]--; sv.pool[word[i]] == 0 {
				sv.inPool &^= 1 << word[i]
			}
			laid |= 1 << i
		}
	}
	return laid
}

// unlay takes back what lay laid.
func (sv *solver) unlay(cells []int, laid uint32) {
	for i, c := range cells {
		if laid&(1<<i) != 0 {
			sv.pool[sv.letter[c]]++
			sv.inPool |= 1 << sv.letter[c]
			sv.letter[c] = -1
		}
	}
}

// vowelBound is what lines from..2n-1 can add at most, knowing that a
// word needs a vowel: a line holding a laid vowel may score its bound lb,
// but every other line needs a vowel tile from the pool, and each such
// tile serves two lines at most (its row and its column). So only the
// 2v best of the lines without a vowel count, v being the vowels left;
// the others count only what they could score without one.
// "Vowel" is a letter of vowels, and words the hand can spell without
// one (NTH, BRR) are allowed for: such a line counts its bound with them
// alone (noVowel) whatever happens.
func (sv *solver) vowelBound(from int, lb *[2 * maxSize]int) int {
	total := 0
	var bare [2 * maxSize]int // the lines without a vowel
	k := 0
	for l := from; l < len(sv.lines); l++ {
		total += lb[l]
		served := false
		for _, c := range sv.lines[l] {
			if x := sv.letter[c]; x >= 0 && sv.vowel[x] {
				served = true
				break
			}
		}
		if !served {
			bare[k] = l
			k++
		}
	}
	v := 0
	for x, isV := range sv.vowel {
		if isV {
			v += int(sv.pool[x])
		}
	}
	if k <= 2*v {
		return total // every such line may have a vowel: lb stands
	}
	// Only the 2v best gains over the bound without a vowel count: the
	// bound without a vowel is asked for only here.
	var gains [2 * maxSize]int
	g := gains[:k]
	for i, l := range bare[:k] {
		g[i] = lb[l] - sv.noVowelBound(l)
	}
	slices.SortFunc(g, func(a, b int) int { return a - b })
	for _, x := range g[:k-2*v] {
		total -= x
	}
	return total
}

// noVowelBound is what line li could score with a word without a vowel.
func (sv *solver) noVowelBound(li int) int {
	var w [maxSize]int8
	for L := sv.n; L >= sv.rules.MinWord; L-- {
		t := sv.noVowel[L]
		if t == nil {
			continue
		}
		for a := 0; a+L <= sv.n; a++ {
			if sv.fitFrom(t, 0, sv.lines[li][a:a+L], w[:L]) {
				return L * sv.factor(li)
			}
		}
	}
	return 0
}

// key orders the plans of line li (0: row 0, 1: column 0) so that of a
// grid and its transpose, which score the same, only the one whose row 0
// plan is not below its column 0 plan is searched: by word length, then
// earlier start, then the word's letters.
func (sv *solver) key(li int) uint64 {
	p := sv.plans[li]
	k := uint64(p.L)<<4 | uint64(maxSize-p.start)
	for i := range maxSize {
		k <<= 5
		if i < p.L {
			k |= uint64(sv.letter[sv.lines[li][p.start+i]]) + 1
		}
	}
	return k
}

// walk lays every word of the trie that fits cells (laid letters where
// there are some, pool letters elsewhere) and calls found for each, taking
// the letters up again afterwards.
func (sv *solver) walk(t *trie, node int32, cells []int, found func()) {
	if sv.nodes.RanOut {
		return
	}
	sv.steps++
	if len(cells) == 0 {
		found()
		return
	}
	cell := cells[0]
	nd := &t.nodes[node]
	if l := sv.letter[cell]; l >= 0 {
		if c := nd.child[l]; c != 0 {
			sv.walk(t, c, cells[1:], found)
		}
		return
	}
	for _, l := range nd.kids {
		if sv.pool[l] == 0 {
			continue
		}
		if sv.pool[l]--; sv.pool[l] == 0 {
			sv.inPool &^= 1 << l
		}
		sv.letter[cell] = int8(l)
		sv.walk(t, nd.child[l], cells[1:], found)
		sv.letter[cell] = -1
		sv.pool[l]++
		sv.inPool |= 1 << l
	}
}

// assign chooses the tile of every cell for the laid letters: the word
// cells first (which tile of the letter: its symbol, or the wild), then
// the symbol of each free cell that a planned word's line crosses.
func (sv *solver) assign() {
	var fixed, free []int
	for cell := range sv.n * sv.n {
		switch {
		case sv.letter[cell] >= 0:
			fixed = append(fixed, cell)
		case sv.plans[2*(cell/sv.n)].L > 0 || sv.plans[2*(cell%sv.n)+1].L > 0:
			free = append(free, cell)
		}
	}
	sv.place(fixed, free)
}

// planBound is what the plans are worth at most with the tiles chosen so
// far: each word's letters less its wild, twice when its line's chosen
// symbols are still all different.
func (sv *solver) planBound() int {
	total := 0
	for li, p := range sv.plans[:len(sv.lines)] {
		if p.L == 0 {
			continue
		}
		cells := sv.lines[li]
		pts := p.L
		for _, c := range cells[p.start : p.start+p.L] {
			if k := sv.tileAt[c]; k >= 0 && sv.kinds[k].wild {
				pts--
			}
		}
		if sv.rules.Balance && sv.lineMayBalance(cells) {
			pts *= 2
		}
		total += pts
	}
	return total
}

// lineMayBalance reports whether the tiles chosen on the line so far have
// different symbols.
func (sv *solver) lineMayBalance(cells []int) bool {
	seen := 0
	for _, c := range cells {
		if k := sv.tileAt[c]; k >= 0 {
			bit := 1 << sv.kinds[k].sym
			if seen&bit != 0 {
				return false
			}
			seen |= bit
		}
	}
	return true
}

// place chooses tiles for the fixed cells, then symbols for the free
// ones, and scores each complete choice that could beat the best grid.
func (sv *solver) place(fixed, free []int) {
	if sv.nodes.RanOut || sv.planBound() <= sv.best {
		return
	}
	if len(fixed) > 0 {
		cell := fixed[0]
		for k := range sv.kinds {
			if sv.count[k] == 0 || int8(sv.kinds[k].letter) != sv.letter[cell] {
				continue
			}
			if !sv.tick() {
				return
			}
			sv.count[k]--
			sv.tileAt[cell] = int8(k)
			sv.place(fixed[1:], free)
			sv.tileAt[cell] = -1
			sv.count[k]++
		}
		return
	}
	if len(free) > 0 {
		// Any left-over tile of the symbol will do: the cell is in no
		// word. Try one tile per symbol.
		cell := free[0]
		var tried uint8
		for k := range sv.kinds {
			sym := sv.kinds[k].sym
			if sv.count[k] == 0 || tried&(1<<sym) != 0 {
				continue
			}
			tried |= 1 << sym
			if !sv.tick() {
				return
			}
			sv.count[k]--
			sv.tileAt[cell] = int8(k)
			sv.place(nil, free[1:])
			sv.tileAt[cell] = -1
			sv.count[k]++
		}
		return
	}
	// Every cell that matters has its tile: the rest take what is left.
	g := sv.bestGrid // a grid of the size: every cell is set below
	var left []int8
	for k, c := range sv.count {
		for range c {
			left = append(left, int8(k))
		}
	}
	for cell := range sv.n * sv.n {
		k := sv.tileAt[cell]
		if k < 0 {
			k, left = left[0], left[1:]
		}
		g = g.With(cell/sv.n, cell%sv.n, sv.kinds[k].tile)
	}
	if v := score(sv.rules, sv.dict, g).Total; v > sv.best {
		sv.best, sv.bestGrid = v, g
	}
}

// String describes a solution for logs and tests.
func (s Solution) String() string {
	return fmt.Sprintf("%v (%d points, proved %t, %d nodes)", s.Grid, s.Score.Total, s.Proved, s.Nodes)
}
