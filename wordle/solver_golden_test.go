package wordle

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var updateSolver = flag.Bool("update-solver", false, "rewrite testdata/solver-golden.txt")

// TestSolverGolden pins every choice of the solver on a slice of the
// bundled lists: the same lists give the same hints, plans and exact trees
// on every machine and every run.
func TestSolverGolden(t *testing.T) {
	all, answers := bundledSlice(t, 50, 7)
	var b strings.Builder
	fmt.Fprintf(&b, "# %d answers (every 50th bundled answer from the 8th), all bundled guesses\n", len(answers))
	for _, hard := range []bool{false, true} {
		s, err := NewSolver(SolverConfig{Answers: answers, Guesses: all.Guesses(), Hard: hard})
		if err != nil {
			t.Fatal(err)
		}
		plan, exact := planAndExact(t, s)
		fmt.Fprintf(&b, "hard %v plan: %s\nhard %v exact: %s\n", hard, plan.Summary(), hard, exact.Summary())
		for _, a := range answers {
			pp, err := plan.Path(a)
			if err != nil {
				t.Fatal(err)
			}
			ep, err := exact.Path(a)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s plan %s exact %s\n", a, strings.Join(pp, " "), strings.Join(ep, " "))
		}
	}
	const file = "testdata/solver-golden.txt"
	if *updateSolver {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update-solver to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("solver output differs from %s (run with -update-solver after checking why):\n%s", file, firstDiff(got, string(want)))
	}
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n got  %q\n want %q", i+1, gl, wl)
		}
	}
	return ""
}

// TestSolverBenchLists keeps the benchmark lists in testdata (for the
// wordle-solve command) equal to what the bundled dictionaries give.
func TestSolverBenchLists(t *testing.T) {
	nonPlural, guesses := benchLists(t, 1)
	all, err := NewSolver(SolverConfig{})
	if err != nil {
		t.Fatal(err)
	}
	for file, words := range map[string][]string{
		"testdata/solver-answers.txt":        nonPlural,
		"testdata/solver-answers-common.txt": all.Answers(),
		"testdata/solver-guesses.txt":        guesses,
	} {
		text := strings.Join(words, "\n") + "\n"
		if *updateSolver {
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run with -update-solver to create it)", err)
		}
		if string(want) != text {
			t.Errorf("%s is out of date: run go test ./wordle -run SolverBenchLists -update-solver", file)
		}
	}
}
