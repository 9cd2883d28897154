package sumoku

import (
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// randomPosition plays random legal moves from a random deal and returns
// a position with a small rack for player 0, built by FromPosition.
func randomPosition(t *rapid.T, maxRack int) State {
	seed := rapid.Uint64().Draw(t, "seed")
	r := DefaultRules()
	r.NoRepeatNumbers = rapid.Bool().Draw(t, "norepeat")
	s, err := New(r, Setup{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	// Random play stops early when the game ends (every seat passing
	// on an empty board can end it at once).
	s = gametest.PlayFrom(t, s, rapid.IntRange(0, 6).Draw(t, "turns"), func(s State, _ int) (Move, error) {
		legal := s.AppendLegalMoves(nil)
		if len(legal) == 0 {
			return Pass(), nil
		}
		return rapid.SampledFrom(legal).Draw(t, "move"), nil
	})
	left := gametest.Must(tiles.Remove(r.Tiles.Tiles(), s.Layout().Tiles()))
	n := rapid.IntRange(1, maxRack).Draw(t, "rack size")
	idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(left)-1), n, n, rapid.ID).Draw(t, "rack")
	var rack []tiles.Tile
	for _, i := range idx {
		rack = append(rack, left[i])
	}
	key := rapid.SampledFrom([]int{3, 4, 5}).Draw(t, "key")
	if s.Layout().Len() > 0 {
		key = s.Key()
	}
	p := gametest.Must(FromPosition(r, key, s.Layout().String(), FormatTiles(rack)))
	return p
}

// bruteForce lists every legal placement by trying every set of squares
// in one row or column near the layout with every arrangement of rack
// tiles, and asking Validate.
func bruteForce(s State) map[Move]bool {
	rack := s.Rack()
	top, left, bottom, right := s.Layout().Bounds()
	if s.Layout().Len() == 0 {
		top, left, bottom, right = 0, 0, 0, 0
	}
	d := len(rack)
	out := map[Move]bool{}
	var squares [][2]int
	try := func(sq [][2]int) {
		// Every arrangement of distinct rack tiles on the squares.
		used := make([]bool, len(rack))
		ps := make([]Placement, len(sq))
		var rec func(i int)
		rec = func(i int) {
			if i == len(sq) {
				if m, err := Place(ps...); err == nil && s.Validate(m) == nil {
					out[m] = true
				}
				return
			}
			for j, t := range rack {
				if used[j] {
					continue
				}
				used[j] = true
				for _, nine := range []bool{false, true} {
					if nine && t.Number != 6 {
						continue
					}
					ps[i] = Placement{Row: sq[i][0], Col: sq[i][1], Tile: t, Nine: nine}
					rec(i + 1)
				}
				used[j] = false
			}
		}
		rec(0)
	}
	// Sets of squares in a line: choose them in increasing order.
	var choose func(line int, down bool, from, k int)
	choose = func(line int, down bool, from, k int) {
		if k == 0 {
			try(squares)
			return
		}
		lo, hi := left-d, right+d
		if down {
			lo, hi = top-d, bottom+d
		}
		if len(squares) > 0 {
			// New tiles more than five squares apart would need a line of
			// seven or more: no need to try them.
			first := squares[0][1]
			if down {
				first = squares[0][0]
			}
			hi = min(hi, first+MaxLine-1)
		}
		for x := max(from, lo); x <= hi; x++ {
			sq := [2]int{line, x}
			if down {
				sq = [2]int{x, line}
			}
			if _, taken := s.Layout().At(sq[0], sq[1]); taken {
				continue
			}
			squares = append(squares, sq)
			choose(line, down, x+1, k-1)
			squares = squares[:len(squares)-1]
		}
	}
	for k := 1; k <= d; k++ {
		for r := top - d; r <= bottom+d; r++ {
			choose(r, false, left-d, k)
		}
		if k >= 2 {
			for c := left - d; c <= right+d; c++ {
				choose(c, true, top-d, k)
			}
		}
	}
	return out
}

// TestLegalMovesAgainstBruteForce checks on small racks that LegalMoves
// yields exactly the moves the brute-force enumerator finds, each once,
// with the scores Score gives, and that BestMove has the top score. The
// quick run tries 12 positions, the long run (TILEKIT_LONG=1) rapid's 100.
func TestLegalMovesAgainstBruteForce(t *testing.T) {
	gametest.Checks(t, 12)
	rapid.Check(t, func(t *rapid.T) {
		s := randomPosition(t, 3)
		got := map[Move]bool{}
		best := -1
		f := s.finder()
		f.emit = func(m Move, score int) bool {
			if sc := gametest.ScoreListed(t, got, m, s.Score); sc.Total != score {
				t.Fatalf("%v: finder scores %d, Score %d", m, score, sc.Total)
			}
			best = max(best, score)
			return true
		}
		f.run()
		want := bruteForce(s)
		for m := range want {
			if !got[m] {
				t.Fatalf("layout %v rack %s: legal move %v missing from LegalMoves", s.Layout(), FormatTiles(s.Rack()), m)
			}
		}
		if len(got) != len(want) {
			t.Fatalf("LegalMoves finds %d moves, brute force %d", len(got), len(want))
		}
		m, err := s.BestMove()
		if best < 0 {
			if err == nil {
				t.Fatalf("BestMove = %v with no legal move", m)
			}
			return
		}
		if sc, _ := s.Score(m); err != nil || sc.Total != best {
			t.Fatalf("BestMove = %v (%d), %v; best score %d", m, sc.Total, err, best)
		}
	})
}

// TestLegalMovesFullRack checks with full racks that every move found is
// legal and scored right.
func TestLegalMovesFullRack(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s := randomPosition(t, 8)
		legal := s.AppendLegalMoves(nil)
		for i := 0; i < len(legal); i += 1 + len(legal)/100 {
			if err := s.Validate(legal[i]); err != nil {
				t.Fatalf("LegalMoves yields %v, which is rejected: %v", legal[i], err)
			}
		}
		top := s.BestPlacements(3, 0)
		if len(top) > 3 || (len(top) == 0) != (len(legal) == 0) {
			t.Fatalf("BestPlacements(3, 0) = %v of %d legal moves", top, len(legal))
		}
		for i := 1; i < len(top); i++ {
			a, b := gametest.Must(s.Score(top[i-1])), gametest.Must(s.Score(top[i]))
			if b.Total > a.Total {
				t.Fatalf("BestPlacements out of order: %v", top)
			}
		}
		if len(legal) > 0 {
			best, _ := s.BestMove()
			if top[0] != best {
				t.Fatalf("BestPlacements starts with %v, BestMove is %v", top[0], best)
			}
		}
		// BestPlacements of one move keeps it apart from the others.
		for _, size := range []int{0, 1, 2} {
			one, some := s.BestPlacements(1, size), s.BestPlacements(3, size)
			if len(one) != min(len(some), 1) || len(one) == 1 && one[0] != some[0] {
				t.Fatalf("BestPlacements(1, %d) = %v; BestPlacements(3, %d) = %v", size, one, size, some)
			}
		}
	})
}

// TestMoveCounts pins the number of legal moves of fixed positions, in
// the manner of chess perft counts.
func TestMoveCounts(t *testing.T) {
	for _, tc := range []struct {
		layout, rack string
		key, want    int
	}{
		// 1+4 and 2+3 in 2 orders, 2 places, 2 directions: 16; all four in
		// 24 orders, 4 places, 2 directions: 192.
		{"", "R1 O2 Y3 G4", 5, 208},
		{"0,-1=R3 0,0=O1 0,1=Y6", "G5 B7 P2 B6 P1 R1 R2 R4", 5, 1854},
	} {
		s := gametest.Must(FromPosition(DefaultRules(), tc.key, tc.layout, tc.rack))
		if got := len(s.AppendLegalMoves(nil)); got != tc.want {
			t.Errorf("%q with %s: %d moves, want %d", tc.layout, tc.rack, got, tc.want)
		}
	}
	if got := len(midGame(t, 12).AppendLegalMoves(nil)); got != 3787 {
		t.Errorf("mid-game position: %d moves, want 3787", got)
	}
}
