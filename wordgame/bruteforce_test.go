package wordgame

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"pgregory.net/rapid"
)

// Small layouts for the brute-force comparison: one square, two wider
// than tall (so the turned board of down moves has other dimensions), one
// of them as wide as a board may be.
var (
	layout9x9 = []string{
		"W...w...W",
		".l.....l.",
		"..L...L..",
		"...l.l...",
		"w...w...w",
		"...l.l...",
		"..L...L..",
		".l.....l.",
		"W...w...W",
	}
	layout7x11 = []string{
		"W..l.w.l..W",
		".w...L...w.",
		"..l.....l..",
		"w....w....w",
		"..l.....l..",
		".w...L...w.",
		"W..l.w.l..W",
	}
	layout3x21 = []string{
		"W..l...w..L..w...l..W",
		".l...L...lwl...L...l.",
		"W..l...w..L..w...l..W",
	}
)

// bruteForce lists every legal placement of s by trying, from every
// square and in both directions, every ordered choice of distinct rack
// tiles (a blank as each letter) laid on the empty squares from there on,
// keeping what Validate accepts. It shares no code with the generator
// beyond Normalize and Validate.
func bruteForce(s State) map[Move]int {
	out := map[Move]int{}
	rackLetters := s.racks[s.turn].letters()
	b := s.Board()
	used := make([]bool, len(rackLetters))
	var placed []byte
	var try func(r, c int, dir Direction)
	try = func(r0, c0 int, dir Direction) {
		dr, dc := step(dir)
		// Lay placed on the empty squares from (r0, c0).
		r, c := r0, c0
		var cells [][3]int // row, col, letter
		for i := 0; i < len(placed); {
			if !b.inside(r, c) {
				return
			}
			if b.At(r, c) == 0 {
				cells = append(cells, [3]int{r, c, int(placed[i])})
				i++
			}
			r, c = r+dr, c+dc
		}
		if len(cells) > 0 {
			// The span from the first to the last new tile, grown over
			// the board tiles at both ends.
			sr, sc := cells[0][0], cells[0][1]
			for b.At(sr-dr, sc-dc) != 0 {
				sr, sc = sr-dr, sc-dc
			}
			er, ec := cells[len(cells)-1][0], cells[len(cells)-1][1]
			for b.At(er+dr, ec+dc) != 0 {
				er, ec = er+dr, ec+dc
			}
			m := Move{kind: KindPlace, row: uint8(sr), col: uint8(sc), dir: dir, alpha: s.g.aid}
			for rr, cc := sr, sc; ; rr, cc = rr+dr, cc+dc {
				for _, cell := range cells {
					if cell[0] == rr && cell[1] == cc {
						m.tiles[m.n] = byte(cell[2])
					}
				}
				m.n++
				if rr == er && cc == ec {
					break
				}
			}
			m = s.Normalize(m)
			if s.Validate(m) == nil {
				sc, err := s.Score(m)
				if err != nil {
					panic(err)
				}
				out[m] = sc.Total
			}
		}
		for i, x := range rackLetters {
			if used[i] || (i > 0 && rackLetters[i-1] == x && !used[i-1]) {
				continue // identical tiles: take them in order only
			}
			used[i] = true
			if x == '?' {
				for i := range s.g.alpha.Len() {
					placed = append(placed, blankOf(s.g.alpha.Code(i)))
					try(r0, c0, dir)
					placed = placed[:len(placed)-1]
				}
			} else {
				placed = append(placed, x)
				try(r0, c0, dir)
				placed = placed[:len(placed)-1]
			}
			used[i] = false
		}
	}
	for r := range b.Rows() {
		for c := range b.Cols() {
			if b.At(r, c) != 0 {
				continue
			}
			for _, dir := range []Direction{Across, Down} {
				try(r, c, dir)
			}
		}
	}
	return out
}

// bruteRules draws rules for a small board: a layout, a short rack, and
// the scoring knobs.
func bruteRules(t *rapid.T) Rules {
	r := Classic()
	r.Layout = rapid.SampledFrom([][]string{layout9x9, layout7x11, layout3x21}).Draw(t, "layout")
	r.RackSize = rapid.IntRange(2, 4).Draw(t, "rack")
	r.MinFirstWord = rapid.IntRange(2, 3).Draw(t, "minFirst")
	r.WordBonus = rapid.SampledFrom([]WordBonus{Highest, Product}).Draw(t, "wordBonus")
	r.AllTiles = rapid.SampledFrom([]AllTilesBonus{DoubleMainWord, DoubleMove, FlatBonus}).Draw(t, "allTiles")
	r.AllTilesPoints = 20
	return r
}

// TestLegalMovesBruteForce compares LegalMoves with the brute-force
// generator on positions reached by random play on small boards.
func TestLegalMovesBruteForce(t *testing.T) {
	gametest.Long(t)
	rapid.Check(t, func(t *rapid.T) {
		rules := bruteRules(t)
		s, err := New(rules, Setup{Players: 2, Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		plies := rapid.IntRange(0, 6).Draw(t, "plies")
		s = gametest.PlayFrom(t, s, plies, func(s State, _ int) (Move, error) {
			ms := s.AppendLegalMoves(nil)
			if len(ms) == 0 {
				return Pass(), nil
			}
			return ms[rapid.IntRange(0, len(ms)-1).Draw(t, "pick")], nil
		})
		if s.Over() {
			return
		}
		if blanks := rapid.IntRange(0, 2).Draw(t, "blanks"); blanks > 0 {
			// Swap rack tiles for blanks when the bag has them (two
			// blanks only on racks of two, to keep the brute force quick).
			rack := []byte(s.RackLetters(int(s.turn)))
			if blanks == 2 && (len(rack) > 2 || testing.Short()) {
				blanks = 1
			}
			for i := 0; i < blanks && i < len(rack); i++ {
				rack[i] = '?'
			}
			if s2, err := s.withRack(int(s.turn), string(rack)); err == nil {
				s = s2
			}
		}
		want := bruteForce(s)
		t.Logf("rack %s: %d moves", s.RackLetters(int(s.turn)), len(want))
		hs := allHints(s)
		got := make(map[Move]int, len(hs))
		for _, h := range hs {
			got[h.Move] = h.Score
		}
		for m, sc := range want {
			if g, ok := got[m]; !ok {
				t.Errorf("missing %s (%d points)", m, sc)
			} else if g != sc {
				t.Errorf("%s: generator %d points, Score %d", m, g, sc)
			}
		}
		for m := range got {
			if _, ok := want[m]; !ok {
				t.Errorf("extra move %s", m)
			}
		}
		if t.Failed() {
			t.Logf("board:\n%srack %s", s.Board(), s.RackLetters(int(s.turn)))
		}
		ms := slices.Collect(s.LegalMoves())
		if len(ms) != len(hs) {
			t.Fatalf("LegalMoves yields %d moves, Hints(0) lists %d", len(ms), len(hs))
		}
		for _, m := range ms {
			if _, ok := got[m]; !ok {
				t.Fatalf("LegalMoves yields %s, which Hints(0) lacks", m)
			}
		}
	})
}
