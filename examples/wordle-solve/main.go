// Command wordle-solve plays every answer of a word list with the wordle
// package's solver and reports how many guesses it needed.
//
//	go run ./examples/wordle-solve -answers FILE -guesses FILE [-first WORD] [-hard] [-exact]
//
// The files hold one word per line (blank lines and surrounding spaces are
// ignored). Answers missing from the guess list are added to it, with a
// message on standard error. Without -exact the solver follows its
// heuristic (Solver.Plan), which takes a second or two for a few thousand
// answers; with -exact it builds the optimal decision tree (Solver.Exact),
// which takes from seconds to a minute or more for a few thousand answers
// with -first, and about three times that without (it then tries the
// heuristic's three best first guesses). The output is the first guess,
// the number of answers solved with each number of guesses, then a last
// line
//
//	average A.AAAA total N worst W
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tilekit/tilekit/wordle"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "wordle-solve:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("wordle-solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	answersFile := fs.String("answers", "", "file of possible answers, one per line (required)")
	guessesFile := fs.String("guesses", "", "file of allowed guesses, one per line (required)")
	first := fs.String("first", "", "first guess (default: the solver's choice)")
	hard := fs.Bool("hard", false, "play hard mode")
	exact := fs.Bool("exact", false, "build the optimal tree instead of following the heuristic")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *answersFile == "" || *guessesFile == "" {
		return errors.New("both -answers and -guesses are required")
	}
	answers, err := readWords(*answersFile)
	if err != nil {
		return err
	}
	guesses, err := readWords(*guessesFile)
	if err != nil {
		return err
	}
	s, err := wordle.NewSolver(wordle.SolverConfig{Answers: answers, Guesses: guesses, Hard: *hard})
	if err != nil {
		return err
	}
	if added := s.Added(); len(added) > 0 {
		fmt.Fprintf(stderr, "wordle-solve: %d answers are not in %s; added them as guesses: %s\n",
			len(added), *guessesFile, strings.Join(added, " "))
	}
	var tree *wordle.Tree
	if *exact {
		tree, err = s.Exact(*first)
	} else {
		tree, err = s.Plan(*first)
	}
	if err != nil {
		return err
	}
	// Play every answer through the tree, as a bot would.
	var depths []int
	for _, a := range s.Answers() {
		path, err := tree.Path(a)
		if err != nil {
			return err
		}
		for len(depths) < len(path) {
			depths = append(depths, 0)
		}
		depths[len(path)-1]++
	}
	fmt.Fprintf(stdout, "first guess %s\n", tree.Guess())
	total := 0
	for d, n := range depths {
		unit := "guesses"
		if d == 0 {
			unit = "guess"
		}
		fmt.Fprintf(stdout, "%d %s: %d\n", d+1, unit, n)
		total += (d + 1) * n
	}
	fmt.Fprintf(stdout, "average %.4f total %d worst %d\n", float64(total)/float64(len(s.Answers())), total, len(depths))
	return nil
}

// readWords reads one word per line, skipping blank lines.
func readWords(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var words []string
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		w := strings.TrimSpace(sc.Text())
		if w == "" {
			continue
		}
		for _, r := range w {
			if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
				return nil, fmt.Errorf("%s:%d: %q is not a word of letters A-Z", name, line, w)
			}
		}
		if len(words) > 0 && len(w) != len(words[0]) {
			return nil, fmt.Errorf("%s:%d: %q has %d letters, the first word %q has %d", name, line, w, len(w), words[0], len(words[0]))
		}
		words = append(words, w)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("%s: no words", name)
	}
	return words, nil
}
