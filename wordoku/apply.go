package wordoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/tiles"
)

// Validate reports whether m is legal now: nil exactly when Apply would
// succeed.
func (s State) Validate(m Move) error {
	return s.check(m)
}

// Apply makes move m and returns the new State; s is left as it was, and
// on error Apply returns s itself with a *MoveError saying which rule the
// move broke.
//
// Arrange lays out the player's grid anew. Swap sends a tile out of play
// and puts a random unseen tile of the same symbol, from the bag, in its
// cell. Wild turns a tile over. Finish marks the player done; when the
// last player still playing finishes, the round ends within that Apply,
// as with EndRound, so ToMove is empty only once the game is over. When
// a round ends every grid is scored, the round's tokens are awarded, and
// the next round is dealt from the whole set again (or, after the last
// round, the game is over). A decoded game whose custom dictionary has
// not been given back (see Attach) cannot score a round: there the last
// player's Finish and EndRound are refused with ErrDetached, and the
// round stays open.
func (s State) Apply(m Move) (State, error) {
	if err := s.check(m); err != nil {
		return s, err
	}
	return s.apply(m), nil
}

// fail builds the MoveError for m.
func (s State) fail(m Move, err error, format string, args ...any) error {
	e := &MoveError{Move: m, Err: err, Detail: fmt.Sprintf(format, args...)}
	if m.Kind != KindEndRound && m.Player >= 0 && m.Player < s.players {
		e.Player = s.Name(m.Player)
	}
	return e
}

// Mover returns the seat m belongs to: the player it names, valid or
// not, and tilekit.Onlooker for EndRound, which only the table's clock
// plays. tilekit.Game's ValidateAs and PlayAs refuse a move whose Mover
// is not the seat that sends it.
func (s State) Mover(m Move) int {
	if m.Kind == KindEndRound {
		return tilekit.Onlooker
	}
	return m.Player
}

// check validates m against s.
func (s State) check(m Move) error {
	if s.players == 0 {
		return s.fail(m, ErrGameOver, "there is no game")
	}
	if s.over {
		return s.fail(m, ErrGameOver, "the game is over")
	}
	if m.Kind != KindEndRound && m.Kind != KindNone && (m.Player < 0 || m.Player >= s.players) {
		return s.fail(m, ErrUnknownPlayer, "the game has %d players, numbered 0-%d in moves", s.players, s.players-1)
	}
	if err := m.canonical(); err != nil {
		if m.Kind == KindWild && (m.Letter < 'A' || m.Letter > 'Z') {
			return s.fail(m, ErrWildLetter, "the wild's letter must be one of A-Z")
		}
		return s.fail(m, ErrBadMove, "%v", err)
	}
	if m.Kind == KindEndRound {
		if m.Round != s.round {
			return s.fail(m, ErrRoundOver, "round %d is being played, not round %d", s.round, m.Round)
		}
		if !s.canScore() {
			return s.fail(m, ErrDetached, "the round cannot be scored until the game's own word list is given back")
		}
		return nil
	}
	if s.seats[m.Player].finished {
		return s.fail(m, ErrNotYourTurn, "%s has finished round %d", s.Name(m.Player), s.round)
	}
	return s.checkPlayerMove(m)
}

// checkPlayerMove validates m, a move of a player still in the round,
// against the rules of its kind.
func (s State) checkPlayerMove(m Move) error {
	st := s.seats[m.Player]
	n := s.rules.Size
	inGrid := func() error {
		if m.Row >= n || m.Col >= n {
			return s.fail(m, ErrBadMove, "cell %d%d is off the %dx%d grid", m.Row, m.Col, n, n)
		}
		return nil
	}
	switch m.Kind {
	case KindArrange:
		if m.Grid.Size() != n {
			return s.fail(m, ErrBadGrid, "the arrangement is %dx%d; the grid is %dx%d", m.Grid.Size(), m.Grid.Size(), n, n)
		}
		if !sameTiles(m.Grid, st.grid) {
			missing := tiles.Difference(m.Grid.Tiles(), st.grid.Tiles())
			return s.fail(m, ErrNotHeld, "%s holds no %s to place", s.Name(m.Player), tileName(missing[0]))
		}
	case KindSwap:
		if err := inGrid(); err != nil {
			return err
		}
		t := st.grid.At(m.Row, m.Col)
		if t.Blank {
			return s.fail(m, ErrBadMove, "the wild at %d%d cannot be swapped", m.Row, m.Col)
		}
		i := symbolIndex(t.Symbol)
		if st.swapped&(1<<i) != 0 {
			return s.fail(m, ErrSwapUsed, "a %v tile has already been swapped this round", t.Symbol)
		}
		if !slices.ContainsFunc(s.bag.Tiles(), func(u tiles.Tile) bool { return u.Symbol == t.Symbol }) {
			return s.fail(m, ErrNoTiles, "no unseen %v tile is left to swap with", t.Symbol)
		}
	case KindWild:
		if err := inGrid(); err != nil {
			return err
		}
		if st.wild != (tiles.Tile{}) {
			return s.fail(m, ErrWildUsed, "a wild has already been turned this round")
		}
	case KindFinish:
		if !s.canScore() && len(s.ToMove()) == 1 {
			return s.fail(m, ErrDetached, "finishing would end the round, which cannot be scored until the game's own word list is given back")
		}
	}
	return nil
}

// canScore reports whether the current round can be scored: the
// dictionary is there, or (while a decoder replays a custom game) the
// text gave the round's scores.
func (s State) canScore() bool {
	return !s.detached || len(s.past) < len(s.given)
}

// tileName names a tile for a player: "E (clove)", "wild Q (star)".
func tileName(t tiles.Tile) string {
	if t.Blank {
		return fmt.Sprintf("wild %c (%v)", t.Letter, t.Symbol)
	}
	return fmt.Sprintf("%c (%v)", t.Letter, t.Symbol)
}

// apply makes a move check has accepted.
func (s State) apply(m Move) State {
	next := s
	next.hist = s.hist.Push(m)
	if m.Kind == KindEndRound {
		return next.endRound()
	}
	if !s.owned {
		next.seats = slices.Clone(s.seats)
	}
	st := &next.seats[m.Player]
	switch m.Kind {
	case KindArrange:
		st.grid = m.Grid
	case KindSwap:
		old := st.grid.At(m.Row, m.Col)
		bag, drawn, _ := s.bag.DrawFunc(1, func(t tiles.Tile) bool { return t.Symbol == old.Symbol })
		next.bag = bag
		st.grid = st.grid.With(m.Row, m.Col, drawn[0])
		st.removed = append(slices.Clip(st.removed), old)
		st.swapped |= 1 << symbolIndex(old.Symbol)
	case KindWild:
		t := st.grid.At(m.Row, m.Col)
		st.wild = t
		st.grid = st.grid.With(m.Row, m.Col, WildTile(m.Letter, t.Symbol))
	case KindFinish:
		st.finished = true
		if len(next.ToMove()) == 0 {
			return next.endRound()
		}
	}
	return next
}

// endRound scores every grid, awards the round's tokens and deals the
// next round, or ends the game after the last.
func (s State) endRound() State {
	rec := record{
		grids:  make([]Grid, s.players),
		scores: make([]int, s.players),
		wilds:  make([]bool, s.players),
		pbs:    make([]int, s.players),
		victor: -1,
	}
	k := len(s.past)
	for p, st := range s.seats {
		rec.grids[p] = st.grid
		rec.wilds[p] = st.wild != (tiles.Tile{})
		if s.detached && k < len(s.given) {
			rec.scores[p] = s.given[k][p]
		} else {
			rec.scores[p] = scoreGrid(s.rules, s.dictionary(), st.grid).Total
		}
	}
	award(&rec, s.past)
	s.past = append(slices.Clip(s.past), rec)
	s.started = s.hist.Len()
	if s.round >= s.rules.Rounds {
		s.over = true
		s.seats = slices.Clone(s.seats)
		for p := range s.seats {
			s.seats[p].finished = true
		}
		return s
	}
	s.round++
	s.bag = s.rules.Tiles.Bag(0).WithRand(s.bag.Rand())
	if err := s.deal(); err != nil {
		// Unreachable: New has checked that the set deals to every
		// player, and every round starts from the whole set again. Should
		// it happen, the game ends rather than panic.
		s.over = true
	}
	return s
}

// award gives rec's tokens: the victor token to the highest score, ties
// going to fewer wilds; players still tied each get a personal-best token
// instead. From the second round on, a score above every earlier round of
// the same player earns a personal-best token as well.
func award(rec *record, past []record) {
	top := slices.Max(rec.scores)
	var tied []int
	for p, v := range rec.scores {
		if v == top {
			tied = append(tied, p)
		}
	}
	// A player turns at most one wild a round, so fewer wilds means none.
	var best []int
	for _, p := range tied {
		if !rec.wilds[p] {
			best = append(best, p)
		}
	}
	if len(best) == 0 {
		best = tied
	}
	if len(best) == 1 {
		rec.victor = best[0]
	} else {
		for _, p := range best {
			rec.pbs[p]++
		}
	}
	for p, v := range rec.scores {
		if len(past) == 0 {
			break
		}
		better := true
		for _, r := range past {
			better = better && v > r.scores[p]
		}
		if better {
			rec.pbs[p]++
		}
	}
}

// sameTiles reports whether grids a and b, of one size, hold the same
// tiles, in sorted copies on the stack: an Arrange move is checked
// without allocating, so that a decoder replaying many of them stays
// within a small constant of its text's size.
func sameTiles(a, b Grid) bool {
	n := int(a.n) * int(a.n)
	x, y := a.cells, b.cells
	slices.SortFunc(x[:n], tiles.Compare)
	slices.SortFunc(y[:n], tiles.Compare)
	return x == y
}
