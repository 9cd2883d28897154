package wordgame

import (
	"math"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// TestOrientNear checks the turned boards and cross-checks orient makes
// from a board it turned lately (crossUpdate) against those made afresh:
// boards of seeded games visited in a random walk back and forth (tiles
// put down and taken up), for both directions, every empty square.
func TestOrientNear(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := New(Classic(), Setup{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := tiles.NewRand(seed)
		boards := []Board{s.board}
		for !s.Over() && len(boards) < 40 {
			top, err := s.topMoves(3)
			if err != nil {
				t.Fatal(err)
			}
			m := Pass()
			if len(top) > 0 {
				var k int
				rng, k = rng.IntN(len(top))
				m = top[k].Move
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
			boards = append(boards, s.board)
		}
		d, err := automatonFor(s.dict, MaxBoardSize)
		if err != nil {
			t.Fatal(err)
		}
		near := new(generator)
		near.reset(d, s.g)
		near.setRack(s.racks[0])
		at := 0
		for step := range 300 {
			var k int
			rng, k = rng.IntN(7)
			at = min(max(at+k-3, 0), len(boards)-1)
			if step%50 == 49 {
				rng, at = rng.IntN(len(boards))
			}
			b := &boards[at]
			for _, dir := range []Direction{Across, Down} {
				fresh := new(generator)
				fresh.reset(d, s.g)
				fresh.setRack(s.racks[0])
				fresh.orient(b, dir, b.Empty())
				near.orient(b, dir, b.Empty())
				if near.sq != fresh.sq || near.lmul != fresh.lmul || near.wmul != fresh.wmul || near.rows != fresh.rows || near.cols != fresh.cols {
					t.Fatalf("seed %d, board %d, %v: turned board differs", seed, at, dir)
				}
				for k, x := range fresh.sq {
					if x == 0 && k/MaxBoardSize < fresh.rows && k%MaxBoardSize < fresh.cols && (near.cross[k] != fresh.cross[k] || near.cpts[k] != fresh.cpts[k]) {
						t.Fatalf("seed %d, board %d, %v, square %d: cross %x %d, afresh %x %d", seed, at, dir, k, near.cross[k], near.cpts[k], fresh.cross[k], fresh.cpts[k])
					}
				}
			}
		}
	}
}

// TestAppendLines checks appendLines against appendTop: on the positions
// of seeded games, with every line the same placements in the same order
// (all of them, and the 5 best), and with some rows and columns only the
// placements of appendTop along them (but on the empty board, where it
// searches every line).
func TestAppendLines(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := New(Classic(), Setup{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := tiles.NewRand(seed)
		for turn := 0; !s.Over() && turn < 30; turn++ {
			all, _, err := s.appendTop(nil, 1<<20, budget{})
			if err != nil {
				t.Fatal(err)
			}
			whole := uint32(1<<MaxBoardSize - 1)
			got, _, _ := s.appendLines(nil, 1<<20, budget{}, whole, whole)
			if !slices.Equal(got, all) {
				t.Fatalf("seed %d, turn %d: every line: %d placements, appendTop %d", seed, turn, len(got), len(all))
			}
			top5, _, _ := s.appendTop(nil, 5, budget{})
			if got, _, _ := s.appendLines(nil, 5, budget{}, whole, whole); !slices.Equal(got, top5) {
				t.Fatalf("seed %d, turn %d: the 5 best %v, appendTop %v", seed, turn, got, top5)
			}
			var rows, cols uint32
			rng, rows = next32(rng)
			rng, cols = next32(rng)
			var want []scored
			for _, x := range all {
				if x.Move.dir == Across && rows&(1<<x.Move.row) != 0 || x.Move.dir != Across && cols&(1<<x.Move.col) != 0 {
					want = append(want, x)
				}
			}
			if got, _, _ := s.appendLines(nil, 1<<20, budget{}, rows, cols); !s.board.Empty() && !slices.Equal(got, want) {
				t.Fatalf("seed %d, turn %d, rows %b, columns %b: %d placements, appendTop's along them %d", seed, turn, rows, cols, len(got), len(want))
			}
			m := Pass()
			if len(all) > 0 {
				var k int
				rng, k = rng.IntN(min(3, len(all)))
				m = all[k].Move
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// next32 returns 32 random bits from rng.
func next32(rng tiles.Rand) (tiles.Rand, uint32) {
	rng, k := rng.IntN(math.MaxInt32)
	return rng, uint32(k) << 1
}
