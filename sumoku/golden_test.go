package sumoku

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// The rule book's worked examples, with key number 5: the opening row
// R3 O1 Y6 scores 10; a 5 added to it scores 15; a column 7, 2 hung from
// the 1 scores 1+7+2 = 10; a column 5, 9, 1 whose 5 ends the row scores
// (3+1+6+5) + (5+9+1) = 30.
func TestRuleBookExamples(t *testing.T) {
	const opening = "0,-1=R3 0,0=O1 0,1=Y6"
	for _, tc := range []struct {
		name, layout, rack, move string
		total                    int
		lines                    int
	}{
		{"opening line", "", "R3 O1 Y6 G5 B7 P2 B6 P1", opening, 10, 1},
		{"extend a line", opening, "G5 B7 P2 B6 P1 R1 R2 R4", "0,2=G5", 15, 1},
		{"link a new line", opening, "G5 B7 P2 B6 P1 R1 R2 R4", "1,0=B7 2,0=P2", 10, 1},
		{"row plus column", opening, "G5 B7 P2 B6 P1 R1 R2 R4", "0,2=G5 1,2=B9 2,2=P1", 30, 2},
	} {
		s, err := FromPosition(DefaultRules(), 5, tc.layout, tc.rack)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		m, err := ParseMove(s, tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		sc, err := s.Score(m)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if sc.Total != tc.total || len(sc.Lines) != tc.lines {
			t.Errorf("%s: %v scores %d in %d lines, want %d in %d", tc.name, m, sc.Total, len(sc.Lines), tc.total, tc.lines)
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := next.Scores()[0]; got != tc.total {
			t.Errorf("%s: player 0 has %d points, want %d", tc.name, got, tc.total)
		}
		if err := CheckLayout(next.Layout(), 5, false); err != nil {
			t.Errorf("%s: layout after the move: %v", tc.name, err)
		}
		found := false
		for lm := range s.LegalMoves() {
			found = found || lm == m
		}
		if !found {
			t.Errorf("%s: LegalMoves misses %v", tc.name, m)
		}
	}
}

func TestBadPlacements(t *testing.T) {
	const opening = "0,-1=R3 0,0=O1 0,1=Y6"
	for _, tc := range []struct {
		layout, move string
		want         error
	}{
		{"", "0,1=R3 0,2=O2", ErrOpening},
		{"", "0,0=R3", ErrOpening},
		{"", "0,0=R3 0,1=O3", ErrNotMultiple},
		{"", "0,-1=R3 0,1=O2", ErrGap},
		{"", "0,0=R3 1,1=O2", ErrNotInLine},
		{opening, "0,2=R2", ErrNotHeld},
		{opening, "0,2=G4", ErrNotMultiple},
		{opening, "0,2=R5", ErrNotHeld},
		{opening, "0,0=G5", ErrOccupied},
		{opening, "3,3=G5", ErrNotTouching},
		{opening, "1,-1=G4 1,0=B7", ErrNotMultiple},
		{"0,-2=R3 0,-1=O1 0,0=Y6 0,1=G5 0,2=B3 0,3=P2", "0,4=G5", ErrLineTooLong},
	} {
		s := gametest.Must(FromPosition(DefaultRules(), 5, tc.layout, "R3 O1 O2 O3 Y6 G5 G4 B7"))
		m := gametest.Must(ParseMove(s, tc.move))
		next, err := s.Apply(m)
		var me *MoveError
		if !errors.Is(err, tc.want) || !errors.As(err, &me) {
			t.Errorf("%s on %q: error %v, want %v", tc.move, tc.layout, err, tc.want)
			continue
		}
		if me.Detail == "" || me.Player != s.Name(0) {
			t.Errorf("%s: MoveError %+v", tc.move, me)
		}
		a, _ := next.MarshalText()
		b, _ := s.MarshalText()
		if string(a) != string(b) {
			t.Errorf("%s: rejected move changed the state", tc.move)
		}
		t.Logf("%v", err)
	}
}

// TestSeedGolden pins what a seed deals, so that a change to the
// randomness (or its order of use) shows up: the same seed and moves
// must give the same game on every machine.
func TestSeedGolden(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 42}))
	m := gametest.Must(s.BestMove())
	got := fmt.Sprintf("key %d; %s | %s; %d opens: %v", s.Key(), FormatTiles(s.Hand(0)), FormatTiles(s.Hand(1)), s.ToMove()[0], m)
	const want = "key 4; O3 O5 Y3 Y6 Y6 G7 B3 P6 | R6 R7 R8 O1 G3 G8 P4 P7; 0 opens: 0,-4=O3 0,-3=Y6 0,-2=G7 0,-1=B3 0,0=P9"
	if got != want {
		t.Errorf("seed 42:\n got %s\nwant %s", got, want)
	}
}
