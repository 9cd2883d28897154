package solver_test

import (
	"os"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordle/solver"
)

// TestBenchLists keeps the benchmark lists in testdata (for the
// wordle-solve command) equal to what the bundled dictionaries give: the
// answers are the five-letter common words wordle.IsPlural accepts.
func TestBenchLists(t *testing.T) {
	var nonPlural, guesses []string
	common, _ := dictionary.WordsOfLength(dictionary.CommonList(), 5)
	for w := range common {
		if !wordle.IsPlural(w, nil) {
			nonPlural = append(nonPlural, w)
		}
	}
	all, _ := dictionary.WordsOfLength(dictionary.DefaultList(), 5)
	for w := range all {
		guesses = append(guesses, w)
	}
	s, err := solver.New(solver.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for file, words := range map[string][]string{
		"testdata/solver-answers.txt":        nonPlural,
		"testdata/solver-answers-common.txt": s.Answers(),
		"testdata/solver-guesses.txt":        guesses,
	} {
		text := strings.Join(words, "\n") + "\n"
		if *solver.Update {
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if string(want) != text {
			t.Errorf("%s is out of date: run go test ./wordle/solver -run BenchLists -update", file)
		}
	}
}
