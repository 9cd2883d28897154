package wordgame

import (
	"errors"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"pgregory.net/rapid"
)

// TestLegalMovesAs checks that every listed move is legal and listed
// once, that the placements are LegalMoves', that the exchanges are every
// distinct sub-multiset of the rack where exchanging is allowed, that the
// pass comes last, and that tilekit.Game's LegalMoves refuses other seats
// and lists the same moves for the seat to move.
func TestLegalMovesAs(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t)
		if s.Over() {
			return
		}
		seat := int(s.turn)
		for p := -1; p <= s.Players(); p++ {
			if _, err := wrap(s).LegalMoves(p); p != seat && !errors.Is(err, tilekit.ErrNotYourTurn) {
				t.Fatalf("seat %d (turn %d): got %v, want ErrNotYourTurn", p, seat, err)
			}
		}
		ms, err := s.LegalMovesAs(seat)
		if errors.Is(err, errors.ErrUnsupported) {
			// The documented refusal of a rack with too many moves (two
			// blanks can give more than MaxLegalMoves): it must be true.
			n := s.exchangeCount() + 1
			for range s.LegalMoves() {
				if n++; n >= MaxLegalMoves {
					return
				}
			}
			t.Fatalf("LegalMovesAs refused %d moves, fewer than MaxLegalMoves (%d): %v", n, MaxLegalMoves, err)
		}
		if err != nil {
			t.Fatal(err)
		}
		texts, err := wrap(s).LegalMoves(seat)
		if err != nil || len(texts) != len(ms) {
			t.Fatalf("tilekit.Game's LegalMoves: %d moves, %v; LegalMovesAs %d", len(texts), err, len(ms))
		}
		seen := map[Move]bool{}
		places, exchanges := 0, 0
		for i, m := range ms {
			if texts[i] != m.String() {
				t.Fatalf("tilekit.Game's LegalMoves lists %q where LegalMovesAs has %v", texts[i], m)
			}
			if seen[m] {
				t.Fatalf("%v listed twice", m)
			}
			seen[m] = true
			if err := s.Validate(m); err != nil {
				t.Fatalf("%v listed but refused: %v", m, err)
			}
			switch m.Kind() {
			case KindPlace:
				places++
			case KindExchange:
				exchanges++
			}
		}
		if want := len(s.AppendLegalMoves(nil)); places != want {
			t.Fatalf("%d placements, LegalMoves has %d", places, want)
		}
		if want := distinctSubsets(s.RackLetters(seat)); s.Rules().Exchange && s.BagLen() >= s.Rules().RackSize && exchanges != want {
			t.Fatalf("rack %s: %d exchanges, want %d", s.RackLetters(seat), exchanges, want)
		}
		if ms[len(ms)-1] != Pass() {
			t.Fatalf("the last move is %v, not the pass", ms[len(ms)-1])
		}
	})
}

// distinctSubsets counts the non-empty sub-multisets of a rack.
func distinctSubsets(rack string) int {
	counts := map[rune]int{}
	for _, x := range rack {
		counts[x]++
	}
	n := 1
	for _, k := range counts {
		n *= k + 1
	}
	return n - 1
}

func TestLegalMovesAsGameOver(t *testing.T) {
	if _, err := (State{}).LegalMovesAs(0); !errors.Is(err, tilekit.ErrGameOver) {
		t.Errorf("zero State: got %v, want ErrGameOver", err)
	}
}
