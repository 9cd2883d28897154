package wordgame

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// Equity: a move's score plus the value of the tiles it keeps (its
// leave), from a table of package leaves learned by self-play. It picks
// better moves than the score alone (BestMove): a play that keeps a blank
// and an S is often worth more than one a few points higher that keeps
// three vowels.

// Scored is a candidate move ranked by equity: its score, the value of
// the leave it keeps, and their sum as Equity (with the end-of-game
// terms once the bag is empty; see EquityMoves).
type Scored struct {
	Move   Move    `json:"move"`
	Score  int     `json:"score"`
	Leave  float64 `json:"leave"`
	Equity float64 `json:"equity"`
}

// An EquityOption changes how EquityMoves and BestEquity value moves.
type EquityOption func(*equityConfig)

type equityConfig struct {
	table *leaves.Table
}

// WithLeaves values leaves with table t instead of the table for the
// game's rules (LeavesFor); a nil t values every leave at 0, so equity
// is the score. The tables are English: a game in another alphabet
// ignores t and values every leave at 0.
func WithLeaves(t *leaves.Table) EquityOption {
	return func(c *equityConfig) { c.table = t }
}

// LeavesFor returns the leave table equity uses for rules r by default:
// leaves.Classic() for racks of 7 or fewer tiles, leaves.Default() for
// larger racks. Tables are learned for Classic() and DefaultRules();
// other rules get the one nearer their rack size. The tables are
// English: for a tile set of another alphabet it returns nil, and equity
// values every leave at 0 (equity is then the score while the bag holds
// tiles, and the end-of-game terms once it is empty).
func LeavesFor(r Rules) *leaves.Table {
	if r.Tiles.Alphabet() != tiles.English() {
		return nil
	}
	if r.RackSize <= 7 {
		return leaves.Classic()
	}
	return leaves.Default()
}

// equityStart is how many of the highest-scoring placements EquityMoves
// first looks at; it doubles while a placement outside them could still
// make the list.
const equityStart = 96

// EquityMoves returns up to n moves for the player to move, best equity
// first: placements, and also the exchanges the rules and the bag allow
// (score 0, their equity the value of what they keep) and the pass (the
// whole rack kept). While the bag holds tiles, equity is score plus leave
// value. Once the bag is empty there is nothing to draw and the leave
// term goes: a move that goes out adds what going out earns under the
// rules' end rule, and any other move subtracts what its kept tiles
// would cost if the opponent went out next. Ties keep BestMove's order
// among placements, then exchanges (fewest tiles first), then the pass.
//
// The list is exact: only the best-scoring placements are generated,
// and more are fetched until no placement outside them could rank among
// the first n, within MoveBudget steps of the move generator in all;
// past them, the list ranks the placements found so far (see Hints). It returns an error for a finished game, the zero State
// or a State without a usable dictionary (as BestMove does), and for n
// < 1.
func (s State) EquityMoves(n int, opts ...EquityOption) ([]Scored, error) {
	return s.equityMoves(n, budget{steps: MoveBudget}, opts...)
}

// equityMoves is EquityMoves within budget b (its steps spread over the
// passes of the search).
func (s State) equityMoves(n int, b budget, opts ...EquityOption) ([]Scored, error) {
	if n < 1 {
		return nil, fmt.Errorf("wordgame: EquityMoves(%d): n must be at least 1", n)
	}
	if err := s.ready(Pass()); err != nil {
		return nil, err
	}
	if s.dict == nil {
		return nil, &MoveError{Player: s.Name(int(s.turn)), Err: ErrDetached, Detail: "no word list is attached to this game"}
	}
	cfg := equityConfig{table: LeavesFor(s.g.rules)}
	for _, o := range opts {
		o(&cfg)
	}
	e := s.newEquity(cfg.table)
	others := e.others(s)
	left := b.steps
	for k := max(equityStart, n); ; k *= 2 {
		top, sp, err := s.findTop(k, budget{ctx: b.ctx, steps: left})
		if err != nil {
			return nil, &MoveError{Player: s.Name(int(s.turn)), Err: ErrDetached, Detail: err.Error()}
		}
		left -= sp.steps
		out := make([]Scored, 0, len(top)+len(others))
		for _, x := range top {
			out = append(out, e.placement(x))
		}
		out = append(out, others...)
		slices.SortStableFunc(out, func(a, b Scored) int { return cmp.Compare(b.Equity, a.Equity) })
		out = out[:min(n, len(out))]
		// A placement not generated scores at most the last one kept,
		// so its equity is at most that plus the best leave the rack
		// allows; stop when that cannot reach the n-th equity.
		// The budget, spent over the passes, ends the search too: the
		// list is then the best of the placements found.
		if sp.cut || left <= 0 || len(top) < k || (len(out) == n && float64(top[len(top)-1].score)+e.maxTerm < out[n-1].Equity) {
			return out, nil
		}
	}
}

// BestEquity returns the move with the highest equity for the player to
// move: the first of EquityMoves. It may be an exchange or a pass; when
// the player has no placement, it is the best exchange or the pass.
func (s State) BestEquity(opts ...EquityOption) (Move, error) {
	top, err := s.EquityMoves(1, opts...)
	if err != nil {
		return Move{}, err
	}
	return top[0].Move, nil
}

// rackCounts counts tiles by rackIndex: letters by index, the blank
// last.
type rackCounts [tiles.MaxLetters + 1]uint8

// len returns the number of tiles counted.
func (c *rackCounts) len() int {
	n := 0
	for _, x := range c {
		n += int(x)
	}
	return n
}

// leaveOf returns the value of leave c under table t (an English table:
// see LeavesFor), 0 for a nil t.
func leaveOf(t *leaves.Table, c *rackCounts) float64 {
	if t == nil {
		return 0
	}
	var lc leaves.Counts
	copy(lc[:leaves.Blank], c[:leaves.Blank])
	lc[leaves.Blank] = c[tiles.MaxLetters]
	return t.ValueCounts(&lc)
}

// equity values the moves of one position.
type equity struct {
	table   *leaves.Table
	rack    rackCounts // the mover's rack
	empty   bool       // the bag is empty: end-of-game terms, no leave
	penalty int        // points lost per point of tiles kept when the bag is empty
	outGain int        // points going out earns when the bag is empty
	maxTerm float64    // the largest leave or end term any placement can have
	values  [tiles.MaxLetters + 1]int
}

// newEquity prepares the valuation of the player to move's moves. A game
// in another alphabet than English values leaves at 0 whatever t.
func (s State) newEquity(t *leaves.Table) *equity {
	if s.g.aid != 0 {
		t = nil
	}
	e := &equity{table: t, empty: s.bag.Len() == 0}
	for _, x := range s.racks[s.turn].letters() {
		e.rack[rackIndex(x)]++
	}
	copy(e.values[:], s.g.values[:])
	e.values[tiles.MaxLetters] = s.g.blankValue
	if e.empty {
		others := 0
		for p := range int(s.players) {
			if p != int(s.turn) {
				for _, x := range s.racks[p].letters() {
					others += s.g.value(x)
				}
			}
		}
		switch s.g.rules.End {
		case TournamentRule:
			e.penalty, e.outGain = 2, 2*others
		case BoxRule:
			e.penalty, e.outGain = 2, others
		default:
			e.penalty, e.outGain = 1, 0
		}
	}
	e.maxTerm = math.Inf(1)
	if rackSubsets(s.racks[s.turn]) <= equitySubsets {
		e.maxTerm = e.bestTerm()
	}
	return e
}

// equitySubsets is the most sub-multisets of a rack that equity goes
// through, for the best leave a placement could keep (bestTerm) and for
// the exchanges (others): racks of up to 12 tiles always have fewer. A
// longer rack, which custom rules allow, can have two million; then no
// bound on the leave is known (EquityMoves ranks every placement it
// finds within its budget) and the one exchange ranked is fallback's.
const equitySubsets = 1 << 12

// term is the equity a move earns beyond its score when it keeps leave.
func (e *equity) term(leave *rackCounts) float64 {
	if !e.empty {
		return leaveOf(e.table, leave)
	}
	kept := 0
	for i, n := range leave {
		kept += int(n) * e.values[i]
	}
	if leave.len() == 0 {
		return float64(e.outGain)
	}
	return -float64(e.penalty * kept)
}

// bestTerm returns the largest term of any sub-multiset of the rack,
// counting through every choice of how many of each tile to keep.
func (e *equity) bestTerm() float64 {
	var kinds []int
	for i, n := range e.rack {
		if n > 0 {
			kinds = append(kinds, i)
		}
	}
	var keep rackCounts
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

// placement values a generated placement.
func (e *equity) placement(x scored) Scored {
	leave := e.rack
	for _, t := range x.m.tiles[:x.m.n] {
		switch {
		case t == 0:
		case isBlankSq(t):
			leave[tiles.MaxLetters]--
		default:
			leave[t-'A']--
		}
	}
	v := e.term(&leave)
	return Scored{Move: x.m, Score: x.score, Leave: v, Equity: float64(x.score) + v}
}

// others values the exchanges the player may make and the pass.
func (e *equity) others(s State) []Scored {
	var out []Scored
	exchanges := []Move{}
	if n := s.exchangeCount(); n > equitySubsets {
		if m := s.fallback(); m.kind == KindExchange {
			exchanges = append(exchanges, m)
		}
	} else if n > 0 {
		exchanges = s.exchanges()
	}
	for _, m := range exchanges {
		leave := e.rack
		for _, t := range m.tiles[:m.n] {
			leave[rackIndex(t)]--
		}
		v := leaveOf(e.table, &leave)
		out = append(out, Scored{Move: m, Leave: v, Equity: v})
	}
	v := e.term(&e.rack)
	return append(out, Scored{Move: Pass(), Leave: v, Equity: v})
}
