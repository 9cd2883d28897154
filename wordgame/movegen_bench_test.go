package wordgame

import (
	"bufio"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
)

// The benchmark positions are mid-game boards from bot self-play, one CGP
// per line, stored so that the figures stay comparable between versions.
// Regenerate them (deterministically) with
//
//	go test -run '^TestWriteBench$' -update ./wordgame

// benchSets names the position files and the rules they are played under.
var benchSets = []struct {
	name  string
	file  string
	rules func() Rules
}{
	{"classic", "testdata/bench-classic.txt", Classic},
	{"default", "testdata/bench-default.txt", DefaultRules},
}

const benchPositions = 32

// selfPlayPositions plays seeded bot games (each move picked at random
// among the three best) and takes one position from each after 6 to 15
// moves. One position in eight gets a blank on the mover's rack and one in
// eight two blanks (taken from the bag: games whose blanks are already out
// are skipped for those).
func selfPlayPositions(t testing.TB, rules Rules, n int) []State {
	t.Helper()
	var out []State
	r := rand.New(rand.NewPCG(2026, 11))
	for seed := uint64(1); len(out) < n; seed++ {
		s, err := New(rules, Setup{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		moves := 6 + r.IntN(10)
		for i := 0; i < moves && !s.Over(); i++ {
			hs := hintsOf(s, 3)
			m := Pass()
			if len(hs) > 0 {
				m = hs[r.IntN(len(hs))].Move
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if s.Over() || s.Board().Empty() {
			continue
		}
		blanks := 0
		switch len(out) % 8 {
		case 0:
			blanks = 1
		case 4:
			blanks = 2
		}
		if blanks > 0 {
			rack := []byte(s.RackLetters(int(s.turn)))
			for i := 0; i < blanks && i < len(rack); i++ {
				rack[i] = '?'
			}
			s2, err := s.withRack(int(s.turn), string(rack))
			if err != nil {
				continue // the blanks are not in the bag: try the next game
			}
			s = s2
		}
		if len(s.RackLetters(int(s.turn))) != rules.RackSize {
			continue
		}
		out = append(out, s)
	}
	return out
}

// TestWriteBench rewrites the benchmark positions when -update is set.
func TestWriteBench(t *testing.T) {
	if !*updateGolden {
		t.Skip("run with -update to rewrite testdata/bench-*.txt")
	}
	for _, set := range benchSets {
		var sb strings.Builder
		for _, s := range selfPlayPositions(t, set.rules(), benchPositions) {
			text, err := s.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			sb.Write(text)
			sb.WriteByte('\n')
		}
		if err := os.WriteFile(set.file, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// loadBench reads a position file under the given rules.
func loadBench(t testing.TB, file string, rules Rules) []State {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []State
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() == "" {
			continue
		}
		s, err := FromCGP(rules, dictionary.Default(), sc.Text())
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestBenchPositions checks the stored positions: enough of them, full
// racks, some blanks, and every generated move legal with the right score
// (of every eighth position in the quick run, of all with TILEKIT_LONG=1).
func TestBenchPositions(t *testing.T) {
	for _, set := range benchSets {
		t.Run(set.name, func(t *testing.T) {
			rules := set.rules()
			ps := loadBench(t, set.file, rules)
			if len(ps) < 30 {
				t.Fatalf("%d positions, want at least 30", len(ps))
			}
			one, two := 0, 0
			for i, s := range ps {
				rack := s.RackLetters(int(s.turn))
				if len(rack) != rules.RackSize {
					t.Errorf("position %d: rack %q", i, rack)
				}
				switch strings.Count(rack, "?") {
				case 1:
					one++
				case 2:
					two++
				}
				if gametest.IsLong() || i%8 == 0 {
					checkGenerated(t, s, allHints(s))
				}
			}
			if one < 2 || two < 2 {
				t.Errorf("%d racks with one blank, %d with two; want several of each", one, two)
			}
		})
	}
}

// BenchmarkLegalMoves generates every placement, sorted by score, for each
// stored position; it reports positions and moves per second.
//
//	go test -run '^$' -bench LegalMoves -benchmem ./wordgame
func BenchmarkLegalMoves(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			ps := loadBench(b, set.file, set.rules())
			automatonFor(dictionary.Default(), 15) // built outside the timing
			moves := 0
			for _, s := range ps {
				moves += len(s.AppendLegalMoves(nil))
			}
			benchLegalMoves(b, ps, moves)
		})
	}
}

// BenchmarkBestMove finds the best placement of each stored position
// (every placement is generated and scored, none sorted).
func BenchmarkBestMove(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			ps := loadBench(b, set.file, set.rules())
			automatonFor(dictionary.Default(), 15)
			benchEach(b, ps, func(s State) {
				if _, err := s.BestMove(); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkLegalMovesRecorded runs the generator over the 30 mid-game
// positions of the reference table (boards from recorded games, with the
// rack the player held; Classic rules), the closest match to the
// positions other engines are timed on.
//
//	go test -run '^$' -bench LegalMovesRecorded -benchmem ./wordgame
func BenchmarkLegalMovesRecorded(b *testing.B) {
	ps, moves := tablePositions(b, "mid")
	benchLegalMoves(b, ps, moves)
}

// TestLegalMovesConcurrentMixed runs the generator from several goroutines
// at once over positions of both presets (recycled generators must not
// leak one search's rack, rules or board into another).
func TestLegalMovesConcurrentMixed(t *testing.T) {
	var ps []State
	for _, set := range benchSets {
		ps = append(ps, loadBench(t, set.file, set.rules())[:8]...)
	}
	want := make([][]Move, len(ps))
	for i, s := range ps {
		want[i] = s.AppendLegalMoves(nil)
	}
	var wg sync.WaitGroup
	fail := make(chan int, len(ps)*4)
	for g := range 4 {
		wg.Go(func() {
			for k := range ps {
				i := (k*7 + g*5) % len(ps)
				if !slices.Equal(slices.Collect(ps[i].LegalMoves()), want[i]) {
					fail <- i
				}
			}
		})
	}
	wg.Wait()
	close(fail)
	for i := range fail {
		t.Errorf("position %d: a concurrent call gave another list", i)
	}
}

// benchLegalMoves times AppendLegalMoves over ps, whose placements number
// moves in all, reusing one slice, and reports positions and moves per
// second.
func benchLegalMoves(b *testing.B, ps []State, moves int) {
	var buf []Move
	for _, s := range ps {
		buf = s.AppendLegalMoves(buf[:0]) // grown outside the timing
	}
	benchEach(b, ps, func(s State) { buf = s.AppendLegalMoves(buf[:0]) })
	n := float64(b.N)
	b.ReportMetric(n*float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(n*float64(len(ps))), "ns/position")
	b.ReportMetric(float64(moves)/float64(len(ps)), "moves/position")
}

// benchEach times f on every position of ps and reports allocations,
// positions per second and, where it can be read, the CPU time per
// position.
func benchEach(b *testing.B, ps []State, f func(State)) {
	b.ReportAllocs()
	cpu0, cpuOK := measure.CPU()
	b.ResetTimer()
	for b.Loop() {
		for _, s := range ps {
			f(s)
		}
	}
	n := float64(b.N) * float64(len(ps))
	b.ReportMetric(n/b.Elapsed().Seconds(), "positions/s")
	if cpu1, ok := measure.CPU(); ok && cpuOK {
		b.ReportMetric(float64(cpu1-cpu0)/n, "cpu-ns/position")
	}
}

// tablePositions reads the rows of the reference table
// (testdata/wordgame-movegen.tsv) whose ids start with prefix ("" for all
// 40) under Classic rules with the bundled dictionary, and the number of
// placements they hold in all.
func tablePositions(b *testing.B, prefix string) ([]State, int) {
	var ps []State
	moves := 0
	for _, row := range readMovegenTSV(b) {
		if !strings.HasPrefix(row.id, prefix) {
			continue
		}
		s, err := FromCGP(Classic(), dictionary.Default(), row.cgp)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, s)
		moves += row.moves
	}
	automatonFor(dictionary.Default(), 15) // built outside the timing
	return ps, moves
}

// BenchmarkMovegenTable generates every placement of each of the 40 rows
// of the reference table (empty boards, two-blank racks and recorded
// mid-game positions; Classic rules, dictionary.Default()) into one
// reused slice and reports positions and moves per second, CPU time per
// position and allocations.
//
//	go test -run '^$' -bench 'MovegenTable$' -benchmem -count 6 ./wordgame
//
// On a 2-core Xeon at load about 1 (benchstat medians of six runs) it
// does about 4,300 positions/s, 231 µs of CPU per position, with no
// allocation; the comment above generator in movegen.go says what makes
// it fast.
func BenchmarkMovegenTable(b *testing.B) {
	ps, moves := tablePositions(b, "")
	benchLegalMoves(b, ps, moves)
}

// BenchmarkBestMoveTable finds the best placement of each of the 40 rows
// of the reference table.
func BenchmarkBestMoveTable(b *testing.B) {
	ps, _ := tablePositions(b, "")
	benchEach(b, ps, func(s State) {
		if _, err := s.BestMove(); err != nil && !errors.Is(err, ErrNoMove) {
			b.Fatal(err)
		}
	})
}

// BenchmarkHintsTable finds the ten best placements of each of the 40 rows
// of the reference table, with their scores and words.
func BenchmarkHintsTable(b *testing.B) {
	ps, _ := tablePositions(b, "")
	benchEach(b, ps, func(s State) { _ = hintsOf(s, 10) })
}
