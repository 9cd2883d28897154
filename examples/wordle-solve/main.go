// Command wordle-solve shows the wordle package's solver at work: it plays
// every answer of a word list and reports how many guesses it needed, it
// writes its decision tree to a file, and it gives hints for a round in
// progress.
//
//	go run ./examples/wordle-solve -answers FILE -guesses FILE [-alphabet NAME] [-first WORD] [-hard] [-exact] [-tries N] [-tree FILE]
//	go run ./examples/wordle-solve [-answers FILE -guesses FILE [-alphabet NAME]] [-hard] [-tries N] -hint
//
// The files hold one word per line (blank lines and surrounding spaces are
// ignored). Answers missing from the guess list are added to it, with a
// message on standard error. Without -answers and -guesses the solver uses
// the package's bundled lists.
//
// The words are English (A–Z) unless -alphabet names another of package
// tiles' alphabets: spanish-27 (A–Z and Ñ, as Spanish Wordle plays),
// spanish, catalan, french, german or polish. Words are then read as that
// alphabet reads text (any case, accents folded where it folds them, Ñ or
// the N and combining tilde alike, [CH] for a letter of several
// characters), a word's length is its number of letters, and every word
// is printed in the alphabet's notation. The bundled lists are English,
// so another alphabet needs -answers and -guesses.
//
// # Playing every answer
//
// Without -exact the solver follows its heuristic (Solver.Plan), which
// takes a second or two for a few thousand answers; with -exact it builds
// the optimal decision tree (Solver.Exact), which takes from seconds to a
// minute or more for a few thousand answers with -first, and about three
// times that without (it then tries the heuristic's three best first
// guesses; on small lists, up to 262,144 answer-guess pairs or 32,768 in
// hard mode, it goes on over every first guess, so that the tree is
// optimal whatever the opener). Both trees first lose as few answers as
// they can (an answer is lost when the tree needs more than -tries
// guesses, 6 by default), then use as few guesses as they can. The
// output is the first guess, the number of answers solved with each
// number of guesses, a line
//
//	lost L (more than T guesses): WORD WORD ...
//
// only when some answers are lost (naming at most 20 of them), then a last
// line
//
//	average A.AAAA total N worst W
//
// # The tree file
//
// -tree FILE also writes the decision tree to FILE, as text: lines
// starting with # are comments (the first ones say how the tree was
// built and end with the summary line above), and every other line is
// one answer's round, the guesses the tree plays each followed by the
// feedback it gets:
//
//	SALET ....Y TRONE .GG.G DRONE GGGGG
//
// (G green, Y yellow, . grey), the last feedback all green. The lines
// follow the tree: the answer found by a node's guess comes first, then
// the branches in the order of their feedback's Pattern.Code, so a
// subtree's answers are next to each other. Two lines share their words
// up to the first feedback that differs, which is where the tree branches.
//
// # Hints
//
// -hint reads a round from standard input, one row a line: a guess and
// the feedback it got, such as
//
//	SALET ..Y.G
//
// (case does not matter; lines that are blank or start with # are
// skipped). It first prints the best first guess, then after each row
// how many answers are left (naming them when there are few) and the
// best next guess (Solver.Hint), until a row is all green. A row the
// solver cannot use (a malformed line, a feedback no answer fits, a guess
// hard mode forbids) is reported on standard error with its line number
// and left out; the command then ends with exit status 1.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordle/solver"
)

// alphabets names the alphabets of package tiles that -alphabet takes.
const alphabets = "english, spanish-27, spanish, catalan, french, german or polish"

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "wordle-solve:", err)
		os.Exit(1)
	}
}

// run is the whole command: it parses args, reads stdin in -hint mode,
// and writes its report to stdout and its notes to stderr.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("wordle-solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	answersFile := fs.String("answers", "", "file of possible answers, one per line (default: the bundled list)")
	guessesFile := fs.String("guesses", "", "file of allowed guesses, one per line (default: the bundled list)")
	first := fs.String("first", "", "first guess (default: the solver's choice)")
	hard := fs.Bool("hard", false, "play hard mode")
	exact := fs.Bool("exact", false, "build the optimal tree instead of following the heuristic")
	tries := fs.Int("tries", 6, "guesses a round allows; answers needing more are lost")
	treeFile := fs.String("tree", "", "also write the decision tree to this file")
	hint := fs.Bool("hint", false, "read rows (GUESS FEEDBACK) from standard input and print hints")
	alphabet := fs.String("alphabet", "english", "alphabet of the words: "+alphabets)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if (*answersFile == "") != (*guessesFile == "") {
		return errors.New("-answers and -guesses are required together (or neither, for the bundled lists)")
	}
	if *hint && (*exact || *treeFile != "") {
		return errors.New("-hint does not build a tree: leave out -exact and -tree")
	}
	if *tries < 1 || *tries > wordle.MaxTries {
		return fmt.Errorf("-tries %d: want 1 to %d", *tries, wordle.MaxTries)
	}
	a, ok := tiles.LookupAlphabet(*alphabet)
	if !ok {
		return fmt.Errorf("-alphabet %q: want %s", *alphabet, alphabets)
	}
	cfg := solver.Config{Hard: *hard, Tries: *tries}
	if a != tiles.English() {
		if *answersFile == "" {
			return fmt.Errorf("-alphabet %s needs -answers and -guesses: the bundled lists are English", a)
		}
		cfg.Alphabet = a
	}
	if *answersFile != "" {
		var err error
		if cfg.Answers, err = readWords(*answersFile, a); err != nil {
			return err
		}
		if cfg.Guesses, err = readWords(*guessesFile, a); err != nil {
			return err
		}
	}
	s, err := solver.New(cfg)
	if err != nil {
		return err
	}
	if added := s.Added(); len(added) > 0 {
		fmt.Fprintf(stderr, "wordle-solve: %d answers are not in %s; added them as guesses: %s\n",
			len(added), *guessesFile, strings.Join(added, " "))
	}
	if *hint {
		return hints(s, a, *first, stdin, stdout, stderr)
	}
	var tree *solver.Tree
	if *exact {
		tree, err = s.Exact(*first)
	} else {
		tree, err = s.Plan(*first)
	}
	if err != nil {
		return err
	}
	report := summary(s, tree)
	if *treeFile != "" {
		if err := writeTree(*treeFile, s, a, tree, report); err != nil {
			return err
		}
	}
	_, err = io.WriteString(stdout, report)
	return err
}

// summary plays every answer through the tree, as a bot would, and
// returns the report: the first guess, the answers per number of guesses,
// the lost answers if any, and the summary line.
func summary(s *solver.Solver, tree *solver.Tree) string {
	var b strings.Builder
	fmt.Fprintf(&b, "first guess %s\n", tree.Guess())
	for d, n := range tree.Depths() {
		unit := "guesses"
		if d == 0 {
			unit = "guess"
		}
		fmt.Fprintf(&b, "%d %s: %d\n", d+1, unit, n)
	}
	if lost := tree.Lost(); len(lost) > 0 {
		const most = 20
		fmt.Fprintf(&b, "lost %d (more than %d guesses): %s", len(lost), s.Tries(), strings.Join(lost[:min(len(lost), most)], " "))
		if len(lost) > most {
			b.WriteString(" ...")
		}
		b.WriteString("\n")
	}
	fmt.Fprintln(&b, tree.Summary())
	return b.String()
}

// writeTree writes the tree file described in the package comment.
func writeTree(name string, s *solver.Solver, a *tiles.Alphabet, tree *solver.Tree, report string) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	mode := "normal"
	if s.Hard() {
		mode = "hard"
	}
	fmt.Fprintf(w, "# wordle-solve decision tree: %d answers, %d guesses, %s mode, %d tries\n", len(s.Answers()), len(s.Guesses()), mode, s.Tries())
	fmt.Fprintln(w, "# each line: the guesses played for one answer, each with its feedback (G green, Y yellow, . grey)")
	for line := range strings.Lines(report) {
		fmt.Fprintf(w, "# %s", line)
	}
	// Walk the tree with the answers that reach each node.
	var walk func(t *solver.Tree, prefix string, cands []string) error
	walk = func(t *solver.Tree, prefix string, cands []string) error {
		branches := map[wordle.Pattern][]string{}
		for _, answer := range cands {
			p, err := wordle.FeedbackIn(a, answer, t.Guess())
			if err != nil {
				return err
			}
			if p.Solved() {
				fmt.Fprintf(w, "%s%s %s\n", prefix, t.Guess(), p)
				continue
			}
			branches[p] = append(branches[p], answer)
		}
		for _, p := range t.Patterns() {
			if err := walk(t.Next(p), prefix+t.Guess()+" "+p.String()+" ", branches[p]); err != nil {
				return err
			}
		}
		return nil
	}
	err = walk(tree, "", s.Answers())
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// hints runs the -hint mode described in the package comment.
func hints(s *solver.Solver, a *tiles.Alphabet, first string, stdin io.Reader, stdout, stderr io.Writer) error {
	if first != "" {
		spelled, _, err := spell(a, first)
		if err != nil || !slices.Contains(s.Guesses(), spelled) {
			return fmt.Errorf("first guess %q: %w", first, solver.ErrUnknownWord)
		}
		first = spelled
	}
	var history []wordle.Step
	next := func() error {
		guess := first
		if len(history) > 0 || guess == "" {
			var err error
			if guess, err = s.Hint(history); err != nil {
				return err
			}
		}
		_, err := fmt.Fprintf(stdout, "best next guess %s\n", guess)
		return err
	}
	if _, err := fmt.Fprintf(stdout, "%d answers\n", len(s.Answers())); err != nil {
		return err
	}
	if err := next(); err != nil {
		return err
	}
	sc := bufio.NewScanner(stdin)
	bad, solved := 0, false
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if err := hintRow(s, a, &history, text, solved); err != nil {
			fmt.Fprintf(stderr, "wordle-solve: line %d: %v\n", line, err)
			bad++
			continue
		}
		left, _ := s.Candidates(history)
		last := history[len(history)-1]
		if last.Pattern.Solved() {
			solved = true
			fmt.Fprintf(stdout, "%s %s: solved in %d %s\n", last.Guess, last.Pattern, len(history), plural(len(history), "guess", "guesses"))
			continue
		}
		fmt.Fprintf(stdout, "%s %s: %d %s left", last.Guess, last.Pattern, len(left), plural(len(left), "answer", "answers"))
		if len(left) <= 10 {
			fmt.Fprintf(stdout, " (%s)", strings.Join(left, " "))
		}
		if len(history) >= s.Tries() {
			fmt.Fprintf(stdout, ", no try left of %d", s.Tries())
		}
		fmt.Fprintln(stdout)
		if err := next(); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if bad > 0 {
		return fmt.Errorf("%d of the lines could not be used", bad)
	}
	return nil
}

// hintRow reads one row, GUESS FEEDBACK, and adds it to history if the
// solver can use it.
func hintRow(s *solver.Solver, a *tiles.Alphabet, history *[]wordle.Step, text string, solved bool) error {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return fmt.Errorf("%q: want a guess and its feedback, such as SALET ..Y.G", text)
	}
	if solved {
		return errors.New("the round is solved already")
	}
	p, err := wordle.ParsePattern(fields[1])
	if err != nil {
		return err
	}
	guess, n, err := spell(a, fields[0])
	if err != nil {
		return fmt.Errorf("guess: %v", err)
	}
	if n != p.Len() {
		return fmt.Errorf("guess %s has %d letters, feedback %s has %d marks", guess, n, p, p.Len())
	}
	row := []wordle.Step{{Guess: guess, Pattern: p}}
	h := append(*history, row...)
	left, err := s.Candidates(h)
	if err != nil {
		return err
	}
	if len(left) == 0 {
		return fmt.Errorf("no answer fits %s %s after the rows before it", guess, p)
	}
	*history = h[:len(h):len(h)]
	return nil
}

// plural returns one or many as n is 1 or not.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// spell reads w as a word of alphabet a and returns it in a's notation
// (upper case, a letter of several characters in brackets), which is how
// the solver writes its words, and its number of letters.
func spell(a *tiles.Alphabet, w string) (string, int, error) {
	codes, err := a.ParseWord(w)
	if err != nil {
		return "", 0, err
	}
	return a.Format(codes), len(codes), nil
}

// readWords reads one word of alphabet a per line, skipping blank lines;
// every word must have as many letters as the first.
func readWords(name string, a *tiles.Alphabet) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var words []string
	first := 0 // the first word's number of letters
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		w := strings.TrimSpace(sc.Text())
		if w == "" {
			continue
		}
		_, n, err := spell(a, w)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %q is not a word of the %s alphabet (%v)", name, line, w, a, err)
		}
		if len(words) == 0 {
			first = n
		} else if n != first {
			return nil, fmt.Errorf("%s:%d: %q has %d letters, the first word %q has %d", name, line, w, n, words[0], first)
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
