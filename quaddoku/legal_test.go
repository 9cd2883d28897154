package quaddoku_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
)

// lateGame plays best moves until fewer than MaxLegalMoves moves remain.
func lateGame(t *testing.T) quaddoku.State {
	t.Helper()
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	for !s.Over() {
		if _, err := s.LegalMovesAs(s.ToMove()[0]); err == nil {
			return s
		}
		m := gametest.Must(s.BotMove(tilekit.Medium, 0, s.ToMove()[0]))
		s, _ = s.Apply(m)
	}
	t.Fatal("the game ended before its moves could be listed")
	return s
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
	for _, m := range ms {
		if err := s.ValidateAs(seat, m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	best, _ := s.BestMove()
	if !slices.Contains(ms, best) {
		t.Errorf("BestMove %v is not listed", best)
	}
	if _, err := s.LegalMovesAs(1 - seat); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("the other seat: %v, want ErrNotYourTurn", err)
	}
	g := tilekit.Wrap(s)
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
	s, _ := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	for !s.Over() {
		seat := s.ToMove()[0]
		ms, err := s.LegalMovesAs(seat)
		if err == nil && len(ms) == 1 && ms[0].IsPass() {
			return
		}
		m, _ := s.BotMove(tilekit.Medium, 0, seat)
		s, _ = s.Apply(m)
	}
	t.Error("no position with the pass alone")
}
