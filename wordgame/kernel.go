package wordgame

import (
	"context"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// What the engines (wordgame/equity, wordgame/sim, wordgame/endgame,
// wordgame/bot) read of a State beyond the public API, given through
// package kernel so that it stays out of this package's API.
func init() {
	kernel.Set(&kernel.Access[State, Move]{
		Ready:    func(s State) error { return s.ready(Pass()) },
		Prepare:  func(ctx context.Context, s State) error { return s.prepare(ctx) },
		Position: State.position,
		Top: func(s State, n int, b kernel.Budget) ([]kernel.Scored[Move], kernel.Spent, error) {
			top, sp, err := s.findTop(n, budgetOf(b))
			return top, sp.kernel(), err
		},
		TopAppend: func(s State, n int, b kernel.Budget, dst []kernel.Scored[Move]) ([]kernel.Scored[Move], kernel.Spent, error) {
			top, sp, err := s.appendTop(dst, n, budgetOf(b))
			return top, sp.kernel(), err
		},
		TopCommon: func(s State, n int, b kernel.Budget) ([]kernel.Scored[Move], kernel.Spent, error) {
			top, sp, err := s.commonMoves(n, budgetOf(b))
			return top, sp.kernel(), err
		},
		Exchanges:     State.exchanges,
		ExchangeCount: State.exchangeCount,
		Fallback:      State.fallback,
		Exchange: func(s State, give []byte) (Move, bool) {
			if s.g == nil {
				return Move{}, false
			}
			return exchangeOf(s.g.aid, give)
		},
		Tiles: func(m *Move, dst []byte) []byte {
			for _, t := range m.tiles[:m.n] {
				if t != 0 {
					dst = append(dst, t)
				}
			}
			return dst
		},
		Turns: func(s State) int { return s.hist.Len() },
		NearFor: func(s State, seat, n int, b kernel.Budget, near *kernel.Near[Move]) kernel.Spent {
			sp := s.nearFor(seat, n, budgetOf(b), near)
			return sp.kernel()
		},
		TopNear: func(s State, n int, b kernel.Budget, near *kernel.Near[Move], dst []kernel.Scored[Move]) ([]kernel.Scored[Move], kernel.Spent, error) {
			top, sp, err := s.appendNear(dst, n, budgetOf(b), near)
			return top, sp.kernel(), err
		},
	})
	kernel.SetEndgame(&kernel.EndgameAccess[State, Move]{
		Start: func(s State) (kernel.EndgameStart[State], error) { return s.endgameStart(0) },
		StartPre: func(s State) (kernel.EndgameStart[State], []byte, error) {
			st, err := s.endgameStart(1)
			if err != nil {
				return st, nil, err
			}
			return st, s.unseenLetters(int(s.turn)), nil
		},
		SetPosition: func(gen *State, sq *kernel.Squares, mover, other []byte) {
			gen.board.sq = *sq
			gen.racks[0].n = uint8(copy(gen.racks[0].t[:], mover))
			gen.racks[1].n = uint8(copy(gen.racks[1].t[:], other))
		},
		Place: func(s *State, row, col int, across bool, n int, t *[kernel.MaxBoard]byte) Move {
			m := Move{kind: KindPlace, row: uint8(row), col: uint8(col), dir: Down, n: uint8(n), alpha: s.g.aid, tiles: *t}
			if across {
				m.dir = Across
			}
			return m
		},
		Placement: func(m *Move) (row, col int, across bool, t []byte) {
			return int(m.row), int(m.col), m.dir == Across, m.tiles[:m.n]
		},
		Compare: compareScored,
		TopLines: func(s State, n int, b kernel.Budget, across, down uint32, dst []kernel.Scored[Move]) ([]kernel.Scored[Move], kernel.Spent, error) {
			top, sp, err := s.appendLines(dst, n, budgetOf(b), across, down)
			return top, sp.kernel(), err
		},
	})
}

// prepare waits for the automaton of s's word list under ctx (see
// State.automaton), and returns ctx's error when ctx stopped the wait; nil for
// a State without one.
func (s State) prepare(ctx context.Context) error {
	if s.g == nil || s.dict == nil {
		return nil
	}
	_, _, stop := s.automaton(ctx)
	return stop
}

// endgameStart is what the endgame search reads of s, once it has
// checked that s is a position it can search: bag tiles in the bag (0
// for the endgame, 1 for the pre-endgame).
func (s State) endgameStart(bag int) (kernel.EndgameStart[State], error) {
	switch {
	case s.g == nil:
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: the zero State has no game to solve", ErrGameOver)
	case s.Over():
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: the game is over; there is no endgame to solve", ErrGameOver)
	case s.players != 2:
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: the endgame solver plays two-player games; this one has %d players", ErrBadSetup, s.players)
	case s.bag.Len() != bag && bag == 0:
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: the endgame solver needs an empty bag; it holds %d tiles", ErrBadSetup, s.bag.Len())
	case s.bag.Len() != bag:
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: the pre-endgame solver needs exactly %d tile in the bag; it holds %d", ErrBadSetup, bag, s.bag.Len())
	case s.dict == nil:
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: no word list is attached to this game", ErrDetached)
	}
	d, err, _ := s.automaton(context.Background())
	if err != nil {
		return kernel.EndgameStart[State]{}, fmt.Errorf("wordgame: %w: %v", ErrDetached, err)
	}
	g := &kernel.Geometry{Rows: s.g.rows, Cols: s.g.cols, LetterMul: s.g.letterMul, WordMul: s.g.wordMul, Product: s.g.rules.WordBonus == Product}
	for x := range g.Values {
		if x == '?' || isBlankSq(byte(x)) {
			g.Values[x] = s.g.blankValue
		} else if i := x - 'A'; i >= 0 && i < tiles.MaxLetters {
			g.Values[x] = s.g.values[i]
		}
	}
	st := kernel.EndgameStart[State]{
		Gen:          State{g: s.g, dict: s.dict, lex: s.lex, board: s.board, players: 2, opening: -1},
		Squares:      s.board.sq,
		Geometry:     g,
		Racks:        [2][]byte{s.racks[s.turn].letters(), s.racks[1-s.turn].letters()},
		Scoreless:    int(s.scoreless),
		Limit:        s.g.rules.ScorelessTurns,
		MinusOwnRack: s.g.rules.End == MinusOwnRack,
		RackSize:     s.g.rules.RackSize,
	}
	if s.g.rules.RackSize > 1 && !s.board.Empty() {
		st.Automaton = d
	}
	return st, nil
}

// position returns what kernel.Position holds of s.
func (s State) position() kernel.Position {
	p := kernel.Position{Players: int(s.players), Turn: int(s.turn)}
	if s.g == nil {
		return p
	}
	for i := range int(s.players) {
		p.Racks[i], p.RackLen[i] = s.racks[i].t, int(s.racks[i].n)
	}
	copy(p.Values[:], s.g.values[:])
	p.Values[tiles.MaxLetters] = s.g.blankValue
	p.English = s.g.aid == 0
	p.RackSize, p.End = s.g.rules.RackSize, int(s.g.rules.End)
	return p
}

// commonMoves returns up to n of the best placements whose every word is
// a common word (dictionary.Common, or the bundled common list of the
// game's alphabet) and that s's own dictionary accepts. A game in an
// alphabet with no common list in the program, or whose common list
// cannot be searched, takes the best placements of its own dictionary;
// the error is the move generator's when that cannot be searched either.
// The search, and its wait for the common list's first build, is
// bounded by b: cut short, it gives the best found by then, and the
// spent it returns says so.
func (s State) commonMoves(n int, b budget) ([]scored, spent, error) {
	if list := commonList(s.g.alpha); list != nil {
		if common, sp, err := s.Attach(list).findTop(n, b); err == nil {
			return slices.DeleteFunc(common, func(x scored) bool { return s.Validate(x.Move) != nil }), sp, nil
		}
	}
	return s.findTop(n, b)
}

// fallback is the move of a player whose rack makes no word: an exchange
// of every tile but the blanks, where that is allowed, or else a pass.
func (s State) fallback() Move {
	var give []byte
	for _, x := range s.racks[s.turn].letters() {
		if x != '?' {
			give = append(give, x)
		}
	}
	if len(give) > 0 {
		if m, ok := exchangeOf(s.g.aid, give); ok && s.Validate(m) == nil {
			return m
		}
	}
	return Pass()
}
