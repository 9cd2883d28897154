package quaddoku_test

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
)

// mediumGame is every State of one default two-player game that Medium
// bots (seed 0) play to its end, played once for the tests that look for
// a position in it.
var mediumGame = sync.OnceValues(func() ([]quaddoku.State, error) {
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	states := []quaddoku.State{s}
	for err == nil && !s.Over() {
		var m quaddoku.Move
		if m, err = bot.Move(s, tilekit.Medium, 0, s.ToMove()[0]); err == nil {
			s, err = s.Apply(m)
			states = append(states, s)
		}
	}
	return states, err
})

// findInGame returns the first State of mediumGame that ok accepts.
func findInGame(t *testing.T, what string, ok func(s quaddoku.State) bool) quaddoku.State {
	t.Helper()
	states, err := mediumGame()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range states {
		if ok(s) {
			return s
		}
	}
	t.Fatalf("the game ended without %s", what)
	return quaddoku.State{}
}

// lateGame is the first position of mediumGame with few enough moves to
// list.
func lateGame(t *testing.T) quaddoku.State {
	t.Helper()
	return findInGame(t, "a position whose moves could be listed", func(s quaddoku.State) bool {
		if s.Over() {
			return false
		}
		_, err := s.LegalMovesAs(s.ToMove()[0])
		return err == nil
	})
}

func TestLegalMovesAs(t *testing.T) {
	s := lateGame(t)
	seat := s.ToMove()[0]
	ms, err := s.LegalMovesAs(seat)
	if err != nil {
		t.Fatal(err)
	}
	var all []quaddoku.Move
	for m := range s.LegalMoves() {
		all = append(all, m)
	}
	if len(all) == 0 || !slices.Equal(ms, all) {
		t.Fatalf("LegalMovesAs lists %d moves, LegalMoves %d", len(ms), len(all))
	}
	g := gamekit.Wrap("quaddoku", s)
	for _, m := range ms {
		if err := g.ValidateAs(seat, m.String()); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	best, _ := s.BestMove()
	if !slices.Contains(ms, best) {
		t.Errorf("BestMove %v is not listed", best)
	}
	if _, err := g.LegalMoves(1 - seat); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("the other seat: %v, want ErrNotYourTurn", err)
	}
	texts, err := g.LegalMoves(seat)
	if err != nil || len(texts) != len(ms) || texts[0] != ms[0].String() {
		t.Errorf("Game.LegalMoves: %d moves, %v", len(texts), err)
	}
}

func TestLegalMovesAsTooMany(t *testing.T) {
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	ms, err := s.LegalMovesAs(0)
	if !errors.Is(err, errors.ErrUnsupported) || len(ms) != 0 {
		t.Errorf("the opening: %d moves, %v; want none and ErrUnsupported", len(ms), err)
	}
}

// TestLegalMovesAsPass: at the end of a game where no word can be made,
// the pass is the one move.
func TestLegalMovesAsPass(t *testing.T) {
	findInGame(t, "a position with the pass alone", func(s quaddoku.State) bool {
		if s.Over() {
			return false
		}
		ms, err := s.LegalMovesAs(s.ToMove()[0])
		return err == nil && len(ms) == 1 && ms[0].IsPass()
	})
}
