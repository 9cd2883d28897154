package games

import (
	"encoding"
	"fmt"

	"github.com/tilekit/tilekit"
)

// decoder is a State type whose pointer reads the State's text.
type decoder[S any] interface {
	*S
	encoding.TextUnmarshaler
}

// loadText reads a State's text encoding and wraps it.
func loadText[S tilekit.State[S, M, V], M tilekit.Move, V any, PS decoder[S]](_ string, data []byte) (tilekit.Game, error) {
	var s S
	if err := PS(&s).UnmarshalText(data); err != nil {
		return nil, err
	}
	return tilekit.Wrap(s), nil
}

// saveText writes g's text encoding.
func saveText(_ string, g tilekit.Game) ([]byte, error) { return g.MarshalText() }

// stateOf returns the concrete State behind g, or the zero State (which
// every game treats as over, refusing every move) when g is another game.
func stateOf[S any](g tilekit.Game) S {
	s, _ := g.State().(S)
	return s
}

// winners names the winning seats: "Ann wins" or "Ann and Bob share the win".
func winners(g tilekit.Game, seats []int) string {
	switch len(seats) {
	case 0:
		return "nobody wins"
	case 1:
		return g.Name(seats[0]) + " wins"
	}
	s := ""
	for i, p := range seats {
		switch {
		case i == 0:
		case i == len(seats)-1:
			s += " and "
		default:
			s += ", "
		}
		s += g.Name(p)
	}
	return s + " share the win"
}

// scoreLines lists each seat's score, one per line.
func scoreLines(g tilekit.Game, scores []int) string {
	s := ""
	for p, n := range scores {
		s += fmt.Sprintf("%s: %d\n", g.Name(p), n)
	}
	return s
}

// scorer is a State that reads and scores moves.
type scorer[M, SC any] interface {
	ParseMove(text string) (M, error)
	Score(m M) (SC, error)
}

// scoreOf reads move in g's notation and returns what it would score.
func scoreOf[S scorer[M, SC], M, SC any](g tilekit.Game, move string) (SC, error) {
	s := stateOf[S](g)
	m, err := s.ParseMove(move)
	if err != nil {
		var zero SC
		return zero, err
	}
	return s.Score(m)
}
