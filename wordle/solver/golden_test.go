package solver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// Update is the -update flag, for the external tests.
var Update = gametest.Update

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
			pp := gametest.Must(plan.Path(a))
			ep := gametest.Must(exact.Path(a))
			fmt.Fprintf(&b, "%s plan %s exact %s\n", a, strings.Join(pp, " "), strings.Join(ep, " "))
		}
	}
	gametest.Golden(t, "testdata/solver-golden.txt", []byte(b.String()))
}
