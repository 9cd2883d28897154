package wordgame

import (
	"bufio"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
)

// movegenRow is one line of testdata/wordgame-movegen.tsv (see
// /work/shared/testdata/README.md for its conventions).
type movegenRow struct {
	id, cgp   string
	moves     int
	bestScore int
	bestMoves []string
}

func readMovegenTSV(t testing.TB) []movegenRow {
	t.Helper()
	f, err := os.Open("testdata/wordgame-movegen.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []movegenRow
	sc := bufio.NewScanner(f)
	for line := 0; sc.Scan(); line++ {
		if line == 0 {
			continue // header
		}
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 5 {
			t.Fatalf("line %d: %d fields", line+1, len(fields))
		}
		moves, err1 := strconv.Atoi(fields[2])
		best, err2 := strconv.Atoi(fields[3])
		if err := errors.Join(err1, err2); err != nil {
			t.Fatalf("line %d: %v", line+1, err)
		}
		rows = append(rows, movegenRow{fields[0], fields[1], moves, best, strings.Split(fields[4], "|")})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 40 {
		t.Fatalf("read %d rows, want 40", len(rows))
	}
	return rows
}

// TestMovegenReference reproduces every row of the reference table: the
// number of placements, the best score, and the moves tying for it.
func TestMovegenReference(t *testing.T) {
	total := 0
	for _, row := range readMovegenTSV(t) {
		t.Run(row.id, func(t *testing.T) {
			s, err := FromCGP(Classic(), dictionary.Default(), row.cgp)
			if err != nil {
				t.Fatal(err)
			}
			hs := s.Hints(0)
			total += len(hs)
			if len(hs) != row.moves {
				t.Errorf("%d moves, want %d", len(hs), row.moves)
			}
			if len(hs) == 0 {
				return
			}
			if hs[0].Score != row.bestScore {
				t.Errorf("best score %d (%s), want %d", hs[0].Score, hs[0].Move, row.bestScore)
			}
			var top []string
			for _, h := range hs {
				if h.Score == hs[0].Score {
					top = append(top, h.Move.String())
				}
			}
			slices.Sort(top)
			for _, want := range row.bestMoves {
				if !slices.Contains(top, want) {
					t.Errorf("listed best move %s is not among ours: %v", want, top)
				}
			}
			if len(row.bestMoves) < 5 && len(top) != len(row.bestMoves) {
				t.Errorf("%d moves tie for best, want %d: %v", len(top), len(row.bestMoves), top)
			}
			if !slices.Contains(row.bestMoves, hs[0].Move.String()) && len(row.bestMoves) < 5 {
				t.Errorf("our top move %s is not listed", hs[0].Move)
			}
			checkGenerated(t, s, hs)
		})
	}
	if total != 193037 {
		t.Errorf("%d moves in all, want 193,037", total)
	}
}

// checkGenerated checks that every hint is a distinct legal move whose
// score Score agrees with, and that the list is in LegalMoves' order.
func checkGenerated(t testing.TB, s State, hs []Hint) {
	t.Helper()
	seen := make(map[Move]bool, len(hs))
	for i, h := range hs {
		if seen[h.Move] {
			t.Fatalf("%s listed twice", h.Move)
		}
		seen[h.Move] = true
		pts, err := s.points(h.Move)
		if err != nil {
			t.Fatalf("generated move %s: %v", h.Move, err)
		}
		if pts != h.Score {
			sc, _ := s.Score(h.Move)
			t.Fatalf("%s: generator scores %d, Score says %d (%s)", h.Move, h.Score, pts, sc)
		}
		if i > 0 && compareScored(scored{hs[i-1].Move, int32(hs[i-1].Score)}, scored{h.Move, int32(h.Score)}) >= 0 {
			t.Fatalf("hints out of order at %d: %s (%d) then %s (%d)", i, hs[i-1].Move, hs[i-1].Score, h.Move, h.Score)
		}
	}
}
