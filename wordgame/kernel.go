package wordgame

import (
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
		Position: State.position,
		Top: func(s State, n int, b kernel.Budget) ([]kernel.Scored[Move], kernel.Spent, error) {
			top, sp, err := s.findTop(n, budget{ctx: b.Ctx, steps: b.Steps})
			return toKernel(top), kernel.Spent{Steps: sp.steps, Cut: sp.cut, Err: sp.err}, err
		},
		TopCommon: func(s State, n int) ([]kernel.Scored[Move], error) {
			top, err := s.commonMoves(n)
			return toKernel(top), err
		},
		Exchanges:     State.exchanges,
		ExchangeCount: State.exchangeCount,
		Fallback:      State.fallback,
		Tiles: func(m *Move, dst []byte) []byte {
			for _, t := range m.tiles[:m.n] {
				if t != 0 {
					dst = append(dst, t)
				}
			}
			return dst
		},
		Turns: func(s State) int { return s.hist.Len() },
	})
	kernel.SetEndgame(&kernel.EndgameAccess[State, Move]{Solve: State.solveEndgame})
}

// toKernel converts the generator's placements for the engines.
func toKernel(top []scored) []kernel.Scored[Move] {
	if top == nil {
		return nil
	}
	out := make([]kernel.Scored[Move], len(top))
	for i, x := range top {
		out[i] = kernel.Scored[Move]{Move: x.m, Score: x.score}
	}
	return out
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
func (s State) commonMoves(n int) ([]scored, error) {
	if list := commonList(s.g.alpha); list != nil {
		if common, err := s.Attach(list).topMoves(n); err == nil {
			return slices.DeleteFunc(common, func(x scored) bool { return s.Validate(x.m) != nil }), nil
		}
	}
	return s.topMoves(n)
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
