package solver

import (
	"os"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// benchLists returns the benchmark lists: every step-th word of
// testdata/solver-answers.txt (every five-letter word of dictionary.Common
// that is not a plural, a list much like the original game's answers;
// TestBenchLists keeps it so), and every five-letter word of
// dictionary.Default as guesses. With step 1 they are
// testdata/solver-answers.txt and solver-guesses.txt, for the wordle-solve
// command.
func benchLists(tb testing.TB, step int) (answers, guesses []string) {
	tb.Helper()
	text := gametest.Must(os.ReadFile("testdata/solver-answers.txt"))
	for i, w := range strings.Fields(string(text)) {
		if i%step == 0 {
			answers = append(answers, w)
		}
	}
	all, _ := dictionary.WordsOfLength(dictionary.DefaultList(), 5)
	for w := range all {
		guesses = append(guesses, w)
	}
	return answers, guesses
}

// BenchmarkHintOpening is the hint a front end asks for before the first
// guess: every guess scored against every answer of the bundled lists.
func BenchmarkHintOpening(b *testing.B) {
	s, err := New(Config{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(s.Answers())), "answers")
	for b.Loop() {
		if _, err := s.Hint(nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHintOpeningHard is the same in hard mode.
func BenchmarkHintOpeningHard(b *testing.B) {
	s, err := New(Config{Hard: true})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := s.Hint(nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewSolver builds the feedback table of the bundled lists with
// New.
func BenchmarkNewSolver(b *testing.B) {
	answers, guesses := benchLists(b, 1)
	for b.Loop() {
		if _, err := New(Config{Answers: answers, Guesses: guesses}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlan builds the heuristic's whole tree over the non-plural
// answers.
func BenchmarkPlan(b *testing.B) {
	t := benchTree(b, 1, false, func(s *Solver) (*Tree, error) { return s.Plan("") })
	b.ReportMetric(t.Average(), "avg-guesses")
}

// benchTree times build on a solver over every step-th non-plural answer
// and returns the tree it builds.
func benchTree(b *testing.B, step int, hard bool, build func(s *Solver) (*Tree, error)) *Tree {
	answers, guesses := benchLists(b, step)
	s, err := New(Config{Answers: answers, Guesses: guesses, Hard: hard})
	if err != nil {
		b.Fatal(err)
	}
	var t *Tree
	for b.Loop() {
		if t, err = build(s); err != nil {
			b.Fatal(err)
		}
	}
	return t
}

// BenchmarkExact builds the optimal tree after SALET with the game's 6
// tries, over every 8th non-plural answer (about 280, the quick case) and
// over all of them (about 2,270: run it with -benchtime=1x). In hard mode
// the whole list must lose one answer; proving that takes most of its
// time.
func BenchmarkExact(b *testing.B) {
	for _, c := range []struct {
		name string
		step int
		hard bool
	}{{"eighth", 8, false}, {"eighth-hard", 8, true}, {"all", 1, false}, {"all-hard", 1, true}} {
		b.Run(c.name, func(b *testing.B) {
			t := benchTree(b, c.step, c.hard, func(s *Solver) (*Tree, error) { return s.Exact("SALET") })
			b.ReportMetric(float64(t.Total()), "total")
			b.ReportMetric(t.Average(), "avg-guesses")
			b.ReportMetric(float64(t.Worst()), "worst")
			b.ReportMetric(float64(len(t.Lost())), "lost")
		})
	}
}
