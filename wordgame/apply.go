package wordgame

import (
	"fmt"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// Validate returns nil exactly when Apply(m) would succeed, and otherwise
// the *MoveError Apply would return.
func (s State) Validate(m Move) error {
	switch m.kind {
	case KindPlace:
		if err := s.ready(m); err != nil {
			return err
		}
		_, err := s.evaluate(m, nil)
		return err
	default:
		return s.checkOther(m)
	}
}

// ready reports the errors every kind of move shares.
func (s State) ready(m Move) error {
	if s.g == nil {
		return &MoveError{Move: m, Err: ErrGameOver, Detail: "there is no game"}
	}
	if s.Over() {
		return s.fail(m, ErrGameOver, "the game is over; no more moves")
	}
	if !m.valid() {
		return s.fail(m, ErrBadMove, "this is not a well-formed move")
	}
	if m.kind != KindPass && m.alpha != s.g.aid {
		return s.fail(m, ErrBadMove, "the move is in the %s alphabet, the game in the %s alphabet (read it with ParseMove)", m.Alphabet().Name(), s.g.alpha.Name())
	}
	return nil
}

// fail returns the *MoveError for move m by the player to move.
func (s State) fail(m Move, err error, format string, args ...any) *MoveError {
	return &MoveError{Player: s.Name(int(s.turn)), Move: m, Err: err, Detail: fmt.Sprintf(format, args...)}
}

// checkOther validates passes and exchanges.
func (s State) checkOther(m Move) error {
	if err := s.ready(m); err != nil {
		return err
	}
	if m.kind == KindPass {
		return nil
	}
	if !s.g.rules.Exchange {
		return s.fail(m, ErrExchangeOff, "these rules do not allow exchanges")
	}
	if s.bag.Len() < s.g.rules.RackSize {
		return s.fail(m, ErrBagTooSmall, "the bag holds %d tiles; exchanging needs at least %d", s.bag.Len(), s.g.rules.RackSize)
	}
	if missing, ok := rackHas(s.racks[s.turn], m.tiles[:m.n]); !ok {
		what := s.g.alpha.Letter(missing)
		if missing == '?' {
			what = "blank"
		}
		return s.fail(m, ErrNotHeld, "rack %s has no %s to give back", s.g.rackText(s.racks[s.turn]), what)
	}
	return nil
}

// rackHas reports whether rack r holds the tiles letters need: for
// letter codes and '?' themselves, and for blanks (codes with tiles.Lower)
// a '?'. On failure it names the first letter missing.
func rackHas(r rack, letters []byte) (byte, bool) {
	var have [tiles.MaxLetters + 1]int8
	for _, x := range r.letters() {
		have[rackIndex(x)]++
	}
	for _, x := range letters {
		if x == 0 {
			continue
		}
		if isBlankSq(x) {
			x = '?'
		}
		i := rackIndex(x)
		if have[i] == 0 {
			return x, false
		}
		have[i]--
	}
	return 0, true
}

// rackIndex returns the counting slot of a rack code: its letter's index,
// or tiles.MaxLetters for a blank.
func rackIndex(x byte) int {
	if x == '?' {
		return tiles.MaxLetters
	}
	return int(x - 'A')
}

// takeFromRack removes the tiles a move uses from r (they must be there).
func takeFromRack(r rack, letters []byte) rack {
	r.n = kernel.Take(&r.t, r.n, letters)
	return r
}

// Apply plays m and returns the new State. On error the receiver is
// unchanged (it always is: State is a value) and the *MoveError names the
// rule and the input that broke it. When the move ends the game, the
// end-of-game rack adjustments are already in the new State's scores.
func (s State) Apply(m Move) (State, error) {
	switch m.kind {
	case KindPlace:
		if err := s.ready(m); err != nil {
			return s, err
		}
		pts, err := s.evaluate(m, nil)
		if err != nil {
			return s, err
		}
		return s.withMove(s.applyPlace(m, pts), m, pts), nil
	default:
		if err := s.checkOther(m); err != nil {
			return s, err
		}
		if m.kind == KindPass {
			return s.withMove(s.applyPass(), m, 0), nil
		}
		next, err := s.applyExchange(m)
		if err != nil {
			return s, err
		}
		return s.withMove(next, m, 0), nil
	}
}

// withMove returns next with m, played from s for pts points, added to its
// history: one new link after the shared older ones.
func (s State) withMove(next State, m Move, pts int) State {
	p := s.turn
	next.hist = s.hist.Push(played{move: m, player: p, rack: s.racks[p], score: pts, total: next.scores[p] - next.adjust[p]})
	return next
}

func (s State) next() uint8 { return (s.turn + 1) % s.players }

func (s State) applyPlace(m Move, pts int) State {
	p := s.turn
	dr, dc := step(m.dir)
	r, c := int(m.row), int(m.col)
	for i := 0; i < int(m.n); i++ {
		if x := m.tiles[i]; x != 0 {
			s.board.sq[(r+dr*i)*MaxBoardSize+c+dc*i] = x
		}
	}
	s.racks[p] = takeFromRack(s.racks[p], m.tiles[:m.n])
	s.scores[p] += pts
	s.bag, s.racks[p] = s.draw(s.bag, s.racks[p])
	s.scoreless = 0
	s.opening = -1
	s.turn = s.next()
	if s.racks[p].n == 0 && s.bag.Len() == 0 {
		s = s.finish(int(p))
	}
	return s
}

func (s State) applyPass() State {
	s.scoreless++
	s.turn = s.next()
	if s.opening >= 0 {
		// The opening passes come before the end rule: they never end
		// the game, however few scoreless turns end it, and once every
		// player has passed the racks are dealt again.
		s.opening++
		if int(s.opening) >= int(s.players) {
			s = s.redraw()
		}
		return s
	}
	if s.scorelessEnd() {
		return s.finish(-1)
	}
	return s
}

// scorelessEnd reports whether the scoreless turns in a row have reached
// the limit that ends the game. The opening passes count as scoreless
// turns but never reach it: while they last (every seat passing its
// first turn) the opening redraw comes first.
func (s State) scorelessEnd() bool {
	return s.opening < 0 && int(s.scoreless) >= s.g.rules.ScorelessTurns
}

// redraw puts every rack back in the bag and deals new ones, starting
// with the player to move: the opening redraw after everyone passed.
func (s State) redraw() State {
	for p := range int(s.players) {
		s.bag = s.bag.Put(s.Rack(p)...)
		s.racks[p] = rack{}
	}
	for i := range int(s.players) {
		p := (int(s.turn) + i) % int(s.players)
		s.bag, s.racks[p] = s.draw(s.bag, s.racks[p])
	}
	s.opening, s.scoreless = -1, 0
	return s
}

func (s State) applyExchange(m Move) (State, error) {
	p := s.turn
	out := make([]tiles.Tile, m.n)
	for i, x := range m.tiles[:m.n] {
		out[i] = s.g.tileOf(x)
	}
	bag, got, err := s.bag.Exchange(out)
	if err != nil {
		return s, s.fail(m, ErrBagTooSmall, "%v", err)
	}
	r := takeFromRack(s.racks[p], m.tiles[:m.n])
	for _, t := range got {
		r.t[r.n] = tileLetter(t)
		r.n++
	}
	sortRack(r.t[:r.n])
	s.bag, s.racks[p] = bag, r
	s.scoreless++
	s.opening = -1
	s.turn = s.next()
	if s.scorelessEnd() {
		s = s.finish(-1)
	}
	return s, nil
}

// rackValue returns the points on player p's rack.
func (s State) rackValue(p int) int {
	v := 0
	for _, x := range s.racks[p].letters() {
		v += s.g.value(x)
	}
	return v
}

// finish applies the end-of-game adjustments: out is the player who used
// their last tile, or -1 when the game ended on scoreless turns.
func (s State) finish(out int) State {
	n := int(s.players)
	others := 0
	for p := range n {
		if p != out {
			others += s.rackValue(p)
		}
	}
	for p := range n {
		own := s.rackValue(p)
		switch {
		case out < 0:
			s.adjust[p] = -own
		case s.g.rules.End == MinusOwnRack:
			s.adjust[p] = -own
		case s.g.rules.End == BoxRule && p == out:
			s.adjust[p] = others
		case s.g.rules.End == BoxRule:
			s.adjust[p] = -own
		case p == out: // TournamentRule
			s.adjust[p] = 2 * others
		default:
			s.adjust[p] = 0
		}
		s.scores[p] += s.adjust[p]
	}
	return s
}

// Over reports whether the game has ended: a player has used all their
// tiles with the bag empty, or the scoreless-turn limit was reached. The
// zero State is over.
func (s State) Over() bool {
	if s.g == nil {
		return true
	}
	if s.scorelessEnd() {
		return true
	}
	return s.outPlayer() >= 0
}

// outPlayer returns the player with an empty rack when the bag is empty,
// or -1.
func (s State) outPlayer() int {
	if s.bag.Len() != 0 {
		return -1
	}
	for p := range int(s.players) {
		if s.racks[p].n == 0 {
			return p
		}
	}
	return -1
}
