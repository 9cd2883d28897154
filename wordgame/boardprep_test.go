package wordgame

import (
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
