package sumoku_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
)

func TestLegalMovesAsStandard(t *testing.T) {
	for plies := range 6 {
		s := standardAfter(t, 2, uint64(plies), plies*3)
		if s.Over() {
			continue
		}
		seat := s.ToMove()[0]
		ms, err := s.LegalMovesAs(seat)
		if err != nil {
			t.Fatal(err)
		}
		want := s.AppendLegalMoves(nil)
		if s.Validate(sumoku.Pass()) == nil {
			want = append(want, sumoku.Pass())
		}
		if !slices.Equal(ms, want) || len(ms) == 0 {
			t.Fatalf("LegalMovesAs lists %d moves, want %d", len(ms), len(want))
		}
		g := gamekit.Wrap("sumoku", s)
		for _, m := range ms {
			if err := g.ValidateAs(seat, m.String()); err != nil {
				t.Fatalf("%v: %v", m, err)
			}
		}
		if _, err := s.LegalMovesAs(1 - seat); !errors.Is(err, tilekit.ErrNotYourTurn) {
			t.Errorf("the other seat: %v, want ErrNotYourTurn", err)
		}
	}
}

func TestLegalMovesAsSpot(t *testing.T) {
	s := gametest.Must(sumoku.New(sumoku.Spot(), sumoku.Setup{Players: 3, Seed: 4}))
	ms := gametest.Must(s.LegalMovesAs(2))
	if len(ms) != 210 { // every 4 of the 10 face-up tiles
		t.Errorf("%d claims, want 210", len(ms))
	}
	right := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(s.FaceUp()))
	if len(right) == 0 {
		t.Fatal("no right claim among the face-up tiles")
	}
	for _, idx := range right {
		m, _ := sumoku.ClaimSpot(2, idx[:]...)
		if !slices.Contains(ms, m) {
			t.Errorf("the right claim %v is not listed", m)
		}
	}
}

func TestLegalMovesAsUnsupported(t *testing.T) {
	for _, r := range []sumoku.Rules{sumoku.Speed(), sumoku.Team(2)} {
		s := gametest.Must(sumoku.New(r, sumoku.Setup{Players: 2, Seed: 1}))
		if ms, err := s.LegalMovesAs(0); !errors.Is(err, errors.ErrUnsupported) || len(ms) != 0 {
			t.Errorf("%v: %d moves, %v; want ErrUnsupported", r.Variant, len(ms), err)
		}
	}
}
