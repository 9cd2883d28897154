// Package eq values the crossword game's moves by equity (a move's score
// plus the value of the tiles it keeps), for the engines that build on
// it: package wordgame/equity (its public face), wordgame/sim (its
// simulated plies) and wordgame/bot.
package eq

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// K is what package wordgame gives its engines.
var K = kernel.Get[wordgame.State, wordgame.Move]()

// Scored is a move with its score, leave value and equity (see
// wordgame/equity.Scored, which has the same fields).
type Scored struct {
	Move   wordgame.Move `json:"move"`
	Score  int           `json:"score"`
	Leave  float64       `json:"leave"`
	Equity float64       `json:"equity"`
}

// LeavesFor is wordgame/equity.LeavesFor.
func LeavesFor(r wordgame.Rules) *leaves.Table {
	return leavesFor(r.Tiles.Alphabet() == tiles.English(), r.RackSize)
}

// leavesFor is LeavesFor of a game in English or not, with racks of
// rackSize tiles.
func leavesFor(english bool, rackSize int) *leaves.Table {
	switch {
	case !english:
		return nil
	case rackSize <= 7:
		return leaves.Classic()
	}
	return leaves.Default()
}

// DefaultLeaves is LeavesFor the rules of the game at pos.
func DefaultLeaves(pos *kernel.Position) *leaves.Table { return leavesFor(pos.English, pos.RackSize) }

// Start is how many of the highest-scoring placements Moves first looks
// at; it doubles while a placement outside them could still make the
// list.
const Start = 96

// Moves is wordgame/equity.Moves with leave table t, within budget b
// (its steps spread over the passes of the search).
func Moves(s wordgame.State, n int, t *leaves.Table, b kernel.Budget) ([]Scored, error) {
	if n < 1 {
		return nil, fmt.Errorf("wordgame/equity: Moves(%d): n must be at least 1", n)
	}
	if err := K.Ready(s); err != nil {
		return nil, err
	}
	pos := K.Position(s)
	if s.Dictionary() == nil {
		return nil, &wordgame.MoveError{Player: s.Name(pos.Turn), Err: wordgame.ErrDetached, Detail: "no word list is attached to this game"}
	}
	e := New(s, &pos, t)
	others := e.Others(s)
	left := b.Steps
	for k := max(Start, n); ; k *= 2 {
		top, sp, err := K.Top(s, k, kernel.Budget{Ctx: b.Ctx, Steps: left})
		if err != nil {
			return nil, &wordgame.MoveError{Player: s.Name(pos.Turn), Err: wordgame.ErrDetached, Detail: err.Error()}
		}
		left -= sp.Steps
		out := make([]Scored, 0, len(top)+len(others))
		for i := range top {
			out = append(out, e.Placement(&top[i]))
		}
		out = append(out, others...)
		slices.SortStableFunc(out, func(a, b Scored) int { return cmp.Compare(b.Equity, a.Equity) })
		out = out[:min(n, len(out))]
		// A placement not generated scores at most the last one kept,
		// so its equity is at most that plus the best leave the rack
		// allows; stop when that cannot reach the n-th equity.
		// The budget, spent over the passes, ends the search too: the
		// list is then the best of the placements found.
		if sp.Cut || left <= 0 || len(top) < k || (len(out) == n && float64(top[len(top)-1].Score)+e.maxTerm < out[n-1].Equity) {
			return out, nil
		}
	}
}

// leaveOf returns the value of leave c under table t (an English table:
// see LeavesFor), 0 for a nil t.
func leaveOf(t *leaves.Table, c *kernel.Counts) float64 {
	if t == nil {
		return 0
	}
	var lc leaves.Counts
	copy(lc[:leaves.Blank], c[:leaves.Blank])
	lc[leaves.Blank] = c[kernel.MaxLetters]
	return t.ValueCounts(&lc)
}

// A Valuer values the moves of one position.
type Valuer struct {
	table   *leaves.Table
	rack    kernel.Counts      // the mover's rack
	empty   bool               // the bag is empty: end-of-game terms, no leave
	penalty int                // points lost per point of tiles kept when the bag is empty
	outGain int                // points going out earns when the bag is empty
	maxTerm float64            // the largest leave or end term any placement can have
	bag     int                // tiles in the bag
	rackLen int                // tiles on the mover's rack
	bagTerm *[BagTerms]float64 // the bag terms, or nil where no move can have one
	values  [kernel.MaxLetters + 1]int
	buf     []byte
	cache   *leaveCache // remembers leave values, or nil
}

// New prepares the valuation of the moves of the player to move in s,
// whose kernel.Position is pos, with leave table t. A game in another
// alphabet than English values leaves at 0 whatever t.
func New(s wordgame.State, pos *kernel.Position, t *leaves.Table) *Valuer {
	e := newValuer(s, pos, t)
	e.maxTerm = math.Inf(1)
	if rackSubsets(pos.Rack(pos.Turn)) <= Subsets {
		e.maxTerm = e.bestTerm()
	}
	return e
}

// newValuer is New without the bound on the leave (maxTerm), which only
// Moves reads.
func newValuer(s wordgame.State, pos *kernel.Position, t *leaves.Table) *Valuer {
	e := new(Valuer)
	e.init(s, pos, t)
	return e
}

// init makes e the valuation newValuer returns, keeping its buffer.
func (e *Valuer) init(s wordgame.State, pos *kernel.Position, t *leaves.Table) {
	if !pos.English {
		t = nil
	}
	*e = Valuer{table: t, empty: s.BagLen() == 0, values: pos.Values, buf: e.buf[:0], bag: s.BagLen()}
	rack := pos.Rack(pos.Turn)
	e.rackLen = len(rack)
	if e.bag > 0 && e.bag-e.rackLen < BagTerms && t == leaves.Classic() && pos.RackSize == 7 && pos.Players == 2 {
		e.bagTerm = &BagTerm
	}
	for _, x := range rack {
		e.rack[kernel.RackIndex(x)]++
	}
	if e.empty {
		others := 0
		for p := range pos.Players {
			if p != pos.Turn {
				others += rackPoints(pos, p)
			}
		}
		switch wordgame.EndRule(pos.End) {
		case wordgame.TournamentRule:
			e.penalty, e.outGain = 2, 2*others
		case wordgame.BoxRule:
			e.penalty, e.outGain = 2, others
		default:
			e.penalty, e.outGain = 1, 0
		}
	}
}

// rackPoints returns the points of seat p's tiles.
func rackPoints(pos *kernel.Position, p int) int {
	v := 0
	for _, x := range pos.Rack(p) {
		v += pos.Values[kernel.RackIndex(x)]
	}
	return v
}

// rackSubsets returns the number of sub-multisets of the sorted rack r,
// the empty one included.
func rackSubsets(r []byte) int {
	n, run := 1, 1
	for i, x := range r {
		if i+1 < len(r) && r[i+1] == x {
			run++
			continue
		}
		n *= run + 1
		run = 1
	}
	return n
}

// Subsets is the most sub-multisets of a rack that equity goes through,
// for the best leave a placement could keep (bestTerm) and for the
// exchanges (Others): racks of up to 12 tiles always have fewer. A
// longer rack, which custom rules allow, can have two million; then no
// bound on the leave is known (Moves ranks every placement it finds
// within its budget) and the one exchange ranked is the fallback's.
const Subsets = 1 << 12

// term is the equity a move earns beyond its score when it keeps leave:
// while the bag holds tiles, the leave's value and the bag term of the
// tiles the move leaves in the bag (a move that keeps the whole rack
// leaves the bag as it is).
func (e *Valuer) term(leave *kernel.Counts) float64 {
	if !e.empty {
		v := e.leaveValue(leave)
		if e.bagTerm != nil {
			v += e.bagValue(e.bag - (e.rackLen - leave.Len()))
		}
		return v
	}
	kept := 0
	for i, n := range leave {
		kept += int(n) * e.values[i]
	}
	if leave.Len() == 0 {
		return float64(e.outGain)
	}
	return -float64(e.penalty * kept)
}

// BagTerms is how many counts of tiles left in the bag have a bag term: a
// move that leaves 0 to BagTerms-1 tiles in the bag has BagTerm's, and
// any other none.
//
// The bag term is what a move's equity gains or loses by the tiles it
// leaves in the bag near the end of the game, when its valuation would
// otherwise miss it: a move that empties the bag gives the opponent the
// first move of the endgame, one that leaves a tile or two lets the
// opponent empty it and gives the mover that first move. The terms apply
// in two-player games with racks of 7 valued by the bundled classic table
// (leaves.Classic), the games they were fitted to, and nowhere else (a
// caller's own table has none, even with the same values). Package
// internal/baggen fits them to tilekit's own self-play: equity against
// itself under the classic rules, the points each move's player went on
// to gain on the opponent beyond the move's equity, averaged by the tiles
// the move left in the bag, less that average over the moves that left 8
// to 23; two generations, the second playing with the first's terms and
// correcting them.
const BagTerms = 8

//go:generate go run ./internal/baggen -out bagterm.go

// bagValue is the bag term of a move that leaves k tiles in the bag (0
// for a move that empties it): BagTerm[k] where the terms apply and k is
// below BagTerms, else 0.
func (e *Valuer) bagValue(k int) float64 {
	if e.bagTerm == nil || k >= BagTerms {
		return 0
	}
	return e.bagTerm[max(k, 0)]
}

// exchangeTerm is the term of an exchange that keeps leave: the leave's
// value and the bag term of the bag as it is (the tiles given back go
// into it).
func (e *Valuer) exchangeTerm(leave *kernel.Counts) float64 {
	return e.leaveValue(leave) + e.bagValue(e.bag)
}

// bestTerm returns the largest term of any sub-multiset of the rack,
// counting through every choice of how many of each tile to keep.
func (e *Valuer) bestTerm() float64 {
	var kinds []int
	for i, n := range e.rack {
		if n > 0 {
			kinds = append(kinds, i)
		}
	}
	var keep kernel.Counts
	best := e.term(&keep)
	for {
		j := 0
		for j < len(kinds) && keep[kinds[j]] == e.rack[kinds[j]] {
			keep[kinds[j]] = 0
			j++
		}
		if j == len(kinds) {
			return best
		}
		keep[kinds[j]]++
		best = max(best, e.term(&keep))
	}
}

// leaveValue is leaveOf(e.table, leave), from e's cache when it has one.
func (e *Valuer) leaveValue(leave *kernel.Counts) float64 {
	if e.cache == nil {
		return leaveOf(e.table, leave)
	}
	return e.cache.value(leave)
}

// Placement values a generated placement.
func (e *Valuer) Placement(x *kernel.Scored[wordgame.Move]) Scored {
	leave := e.rack
	e.buf = K.Tiles(&x.Move, e.buf[:0])
	for _, t := range e.buf {
		leave[kernel.SquareIndex(t)]--
	}
	v := e.term(&leave)
	return Scored{Move: x.Move, Score: x.Score, Leave: v, Equity: float64(x.Score) + v}
}

// Others values the exchanges the player may make and the pass.
func (e *Valuer) Others(s wordgame.State) []Scored {
	var out []Scored
	exchanges := []wordgame.Move{}
	if n := K.ExchangeCount(s); n > Subsets {
		if m := K.Fallback(s); m.Kind() == wordgame.KindExchange {
			exchanges = append(exchanges, m)
		}
	} else if n > 0 {
		exchanges = K.Exchanges(s)
	}
	for i := range exchanges {
		leave := e.rack
		e.buf = K.Tiles(&exchanges[i], e.buf[:0])
		for _, t := range e.buf {
			leave[kernel.RackIndex(t)]--
		}
		v := e.exchangeTerm(&leave)
		out = append(out, Scored{Move: exchanges[i], Leave: v, Equity: v})
	}
	v := e.term(&e.rack)
	return append(out, Scored{Move: wordgame.Pass(), Leave: v, Equity: v})
}

// RolloutPool is how many of the highest-scoring placements a simulated
// ply ranks by equity.
const RolloutPool = 32

// RolloutBudget is the most steps of the move generator a simulated ply
// takes (see wordgame.MoveBudget): more than a rack of eight with two
// blanks needs, so that a simulated ply of a long rack with many blanks
// costs at most a few tens of milliseconds.
const RolloutBudget = 2_000_000

// Rollout is the equity player's move in a simulated line: the best by
// equity among the RolloutPool highest-scoring placements, the exchanges
// and the pass, with the move generator's steps it took. It runs the
// move generator once, where Moves may run it again to be exact; the
// rare move it misses scores less than all of those placements. The
// search stops at RolloutBudget steps or when ctx is done, with the best
// found so far. Equal equities go to the first move in the order Moves
// lists them before sorting (placements best first, then exchanges
// fewest tiles first, then the pass); the exchanges are valued without
// being listed, and only the best is made a move. The placements are
// made from near when it holds the player's best placements on the
// board before the last move (see kernel.Access.TopNear; nil: none is
// kept), with the same move for fewer steps.
func Rollout(ctx context.Context, s wordgame.State, near *kernel.Near[wordgame.Move]) (wordgame.Move, int) {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	top, sp, _ := K.TopNear(s, RolloutPool, kernel.Budget{Ctx: ctx, Steps: RolloutBudget}, near, sc.top[:0])
	sc.top = top
	pos := K.Position(s)
	e := &sc.valuer
	e.init(s, &pos, DefaultLeaves(&pos))
	if e.table != nil {
		e.cache = &sc.leaves
		e.cache.use(e.table)
	}
	best := Scored{Equity: math.Inf(-1)}
	for i := range top {
		if c := e.Placement(&top[i]); c.Equity > best.Equity {
			best = c
		}
	}
	switch n := K.ExchangeCount(s); {
	case n > Subsets:
		if m := K.Fallback(s); m.Kind() == wordgame.KindExchange {
			leave := e.rack
			e.buf = K.Tiles(&m, e.buf[:0])
			for _, t := range e.buf {
				leave[kernel.RackIndex(t)]--
			}
			if v := e.exchangeTerm(&leave); v > best.Equity {
				best = Scored{Move: m, Leave: v, Equity: v}
			}
		}
	case n > 0:
		if give, v := e.bestExchange(pos.Rack(pos.Turn)); v > best.Equity {
			if m, ok := K.Exchange(s, give); ok {
				best = Scored{Move: m, Leave: v, Equity: v}
			}
		}
	}
	if v := e.term(&e.rack); v > best.Equity || best.Move == (wordgame.Move{}) {
		best = Scored{Move: wordgame.Pass(), Leave: v, Equity: v}
	}
	return best.Move, sp.Steps
}

// bestExchange returns the exchange from rack (sorted codes) that keeps
// the most valuable leave, and that value with the bag term of an
// exchange (which leaves the bag as it is): of those that tie, the first
// that K.Exchanges lists (fewest tiles, then the order in which it counts
// through them: how many of each letter to give back, the rack's first
// letter counting fastest).
func (e *Valuer) bestExchange(rack []byte) ([]byte, float64) {
	var letters [kernel.MaxRack]byte
	var counts, take, bestTake [kernel.MaxRack]int
	k := 0
	for i, x := range rack {
		if i > 0 && rack[i-1] == x {
			counts[k-1]++
			continue
		}
		letters[k], counts[k] = x, 1
		k++
	}
	leave := e.rack
	bestV, bestSize, size := math.Inf(-1), 0, 0
	for {
		i := 0
		for i < k && take[i] == counts[i] {
			leave[kernel.RackIndex(letters[i])] += uint8(take[i])
			size -= take[i]
			take[i] = 0
			i++
		}
		if i == k {
			break
		}
		take[i]++
		size++
		leave[kernel.RackIndex(letters[i])]--
		if v := e.leaveValue(&leave); v > bestV || v == bestV && size < bestSize {
			bestV, bestSize, bestTake = v, size, take
		}
	}
	give := e.buf[:0]
	for j := range k {
		for range bestTake[j] {
			give = append(give, letters[j])
		}
	}
	e.buf = give
	return give, bestV + e.bagValue(e.bag)
}

// leaveBits sets the size of a leaveCache: 1<<leaveBits values.
const leaveBits = 14

// A leaveCache remembers the values of the leaves of one table that the
// simulated plies of one goroutine meet, most of them again and again:
// each slot holds the last leave whose key hashed to it.
type leaveCache struct {
	table *leaves.Table
	keys  [1 << leaveBits]uint64
	vals  [1 << leaveBits]float64
}

// A scratch is what Rollout works in, recycled from one simulated ply to
// the next: the placements it ranks, their valuation and its cache of
// leave values.
type scratch struct {
	top    []kernel.Scored[wordgame.Move]
	valuer Valuer
	leaves leaveCache
}

// scratches recycles Rollout's scratch, which it takes for each ply and
// gives back.
var scratches = sync.Pool{New: func() any { return new(scratch) }}

// use empties c unless it already holds values of table t.
func (c *leaveCache) use(t *leaves.Table) {
	if c.table != t {
		c.table = t
		c.keys = [1 << leaveBits]uint64{}
	}
}

// value returns leaveOf(c.table, l): the value the cache holds for l, or
// the table's, which it then keeps.
func (c *leaveCache) value(l *kernel.Counts) float64 {
	key, ok := leaveKey(l)
	if !ok {
		return leaveOf(c.table, l)
	}
	h := (key * 0x9E3779B97F4A7C15) >> (64 - leaveBits)
	if c.keys[h] == key {
		return c.vals[h]
	}
	v := leaveOf(c.table, l)
	c.keys[h], c.vals[h] = key, v
	return v
}

// leaveKey packs a leave of at most 11 tiles into a nonzero number, five
// bits a tile (a letter's index, 26 for a blank) in the leave's order and
// the count above them; false for a longer leave. Like leaveOf, it reads
// only the English letters and the blank.
func leaveKey(l *kernel.Counts) (uint64, bool) {
	key, n := uint64(0), 0
	// Eight letters at a time, skipping those the leave does not hold.
	for base := 0; base < leaves.Blank; base += 8 {
		w := binary.LittleEndian.Uint64(l[base:])
		if rest := leaves.Blank - base; rest < 8 {
			w &= 1<<(8*rest) - 1
		}
		for w != 0 {
			b := bits.TrailingZeros64(w) &^ 7
			x := int(w >> b & 0xff)
			w &^= 0xff << b
			if n += x; n > 11 {
				return 0, false
			}
			for range x {
				key = key<<5 | uint64(base+b/8)
			}
		}
	}
	if x := l[kernel.MaxLetters]; x > 0 {
		if n += int(x); n > 11 {
			return 0, false
		}
		for range x {
			key = key<<5 | leaves.Blank
		}
	}
	return key | uint64(n)<<55 | 1<<63, true
}

// Lead is seat's valuation at the end of a simulated line, in the
// position s (whose Position is pos): its points ahead of the best other
// seat, plus, while the game goes on, its LeaveValue
// by the rules' own table minus that seat's. Package wordgame/sim values
// its deals by it, and the generator of sim's win curves fits the curves
// to it, so that both read the same lead.
func Lead(s wordgame.State, pos *kernel.Position, seat int) float64 {
	scores := s.Scores()
	best := -1
	for p := range scores {
		if p != seat && (best < 0 || scores[p] > scores[best]) {
			best = p
		}
	}
	lead := float64(scores[seat] - scores[best])
	if !s.Over() {
		t := DefaultLeaves(pos)
		lead += LeaveValue(s, pos, t, seat) - LeaveValue(s, pos, t, best)
	}
	return lead
}

// LeaveValue is what seat p's rack is worth to them at the end of a
// simulated line: its leave value while the bag holds tiles, and minus
// its points once the bag is empty (what it costs if the opponent goes
// out).
func LeaveValue(s wordgame.State, pos *kernel.Position, t *leaves.Table, p int) float64 {
	if s.BagLen() == 0 {
		return -float64(rackPoints(pos, p))
	}
	var c kernel.Counts
	for _, x := range pos.Rack(p) {
		c[kernel.RackIndex(x)]++
	}
	if !pos.English {
		return 0
	}
	return leaveOf(t, &c)
}
