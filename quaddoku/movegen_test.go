package quaddoku

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// kinds returns the distinct tiles of the pile.
func kinds(s State) []tiles.Tile {
	return slices.Compact(s.Bag())
}

// bruteMoves returns every legal move of s placing exactly n tiles (n is 1
// or 2), found by trying every tile kind on every cell and asking Validate.
func bruteMoves(s State, n int) map[Move]bool {
	ks := kinds(s)
	out := map[Move]bool{}
	try := func(ps ...Placement) {
		m, err := NewMove(ps...)
		if err == nil && s.Validate(m) == nil {
			out[m] = true
		}
	}
	for c1 := range 12 {
		for _, t1 := range ks {
			p1 := Placement{cellRow[c1], cellCol[c1], t1}
			if n == 1 {
				try(p1)
				continue
			}
			for c2 := c1 + 1; c2 < 12; c2++ {
				for _, t2 := range ks {
					try(p1, Placement{cellRow[c2], cellCol[c2], t2})
				}
			}
		}
	}
	return out
}

// finderMoves collects the moves LegalMovesUpTo(n) yields that place
// exactly n tiles, failing on a duplicate.
func finderMoves(t *testing.T, s State, n int) map[Move]bool {
	t.Helper()
	out := map[Move]bool{}
	for m := range s.LegalMovesUpTo(n) {
		if out[m] {
			t.Fatalf("LegalMoves yields %v twice", m)
		}
		if m.Len() == n {
			out[m] = true
		}
	}
	return out
}

// The number of legal 1-tile and 2-tile moves from the default start,
// with the bundled dictionary.
const (
	startMoves1 = 82
	startMoves2 = 4330
	// startMoves3 is pinned from the finder alone (too many tile choices
	// for the brute force here); the rapid tests cross-check the finder.
	startMoves3 = 136732
)

func TestStartMoveCounts(t *testing.T) {
	t.Parallel()
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	for n, want := range map[int]int{1: startMoves1, 2: startMoves2} {
		got := finderMoves(t, s, n)
		brute := bruteMoves(s, n)
		t.Logf("%d-tile moves from the start: %d (brute force %d)", n, len(got), len(brute))
		for m := range brute {
			if !got[m] {
				t.Errorf("LegalMoves misses %v", m)
			}
		}
		for m := range got {
			if !brute[m] {
				t.Errorf("LegalMoves yields %v, which brute force rejects", m)
			}
		}
		if len(got) != want {
			t.Errorf("%d-tile moves: %d, want %d", n, len(got), want)
		}
	}
	if got := len(finderMoves(t, s, 3)); got != startMoves3 {
		t.Errorf("3-tile moves: %d, want %d", got, startMoves3)
	}
}

func TestBestMoveStart(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	m := gametest.Must(s.BestMove())
	sc := gametest.Must(s.Score(m))
	if sc.Total != 80 || !sc.QuadDoku {
		t.Fatalf("best move %v scores %d, want a Quad*doku", m, sc.Total)
	}
	// That ties go to the first move of LegalMoves is checked where
	// LegalMoves can be listed in full (TestFinderAgainstBruteForce,
	// TestBestMoveMidGame): from the start the first Quad*doku lies
	// millions of moves deep.
}

// TestBestMoveMidGame checks BestMove against an exhaustive search of
// LegalMoves on the mid-game positions with the smaller piles, and under
// rules where no doku can be made.
func TestBestMoveMidGame(t *testing.T) {
	var positions []State
	for _, s := range midGame(t) {
		if len(s.Bag()) <= 12 {
			positions = append(positions, s)
		}
	}
	r := DefaultRules()
	r.DokuSum = 99
	r.Tiles = tiles.Of(append(r.Start.Tiles(), tiles.Letter('E', 3), tiles.Letter('O', 2), tiles.Letter('S', 3), tiles.Letter('M', 4), tiles.Letter('N', 2), tiles.Letter('T', 3)))
	noDoku, err := New(r, Setup{Players: 1})
	if err != nil {
		t.Fatal(err)
	}
	positions = append(positions, noDoku)
	if len(positions) < 2 {
		t.Fatal("too few positions")
	}
	for _, s := range positions {
		best, n := -1, 0
		var first Move
		for m := range s.LegalMoves() {
			n++
			sc := gametest.Must(s.Score(m))
			if sc.Total > best {
				best, first = sc.Total, m
			}
		}
		if msg := checkBest(s, first, best); msg != "" {
			t.Errorf("pile %d, %d moves: %s", len(s.Bag()), n, msg)
		}
	}
}
