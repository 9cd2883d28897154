package solver

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Update is the -update flag, for the external tests.
var Update = update

// TestSolverGolden pins every choice of the solver on a slice of the
// bundled lists: the same lists give the same hints, plans and exact trees
// on every machine and every run.
func TestSolverGolden(t *testing.T) {
	all, answers := bundledSlice(t, 50, 7)
	var b strings.Builder
	fmt.Fprintf(&b, "# %d answers (every 50th bundled answer from the 8th), all bundled guesses\n", len(answers))
	for _, hard := range []bool{false, true} {
		s, err := New(Config{Answers: answers, Guesses: all.Guesses(), Hard: hard})
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
	if *update {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("solver output differs from %s (run with -update after checking why):\n%s", file, firstDiff(got, string(want)))
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
