package solver

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// bruteSolver finds the optimal (lost, total, worst) cost of solving the
// answers in set with guesses from allowed and r tries left, found by
// trying every guess at every node: the obviously correct, exponential
// definition the exact search must match. An answer is lost when the tree
// finds it with no try left; the tree goes on until it finds it.
type bruteSolver struct {
	answers, guesses []string
	hard             bool
	memo             map[string][3]int
}

// bruteNoLimit is the tries of a search with no limit.
const bruteNoLimit = -1

func newBrute(s *Solver) *bruteSolver {
	return &bruteSolver{answers: s.Answers(), guesses: s.Guesses(), hard: s.Hard(), memo: map[string][3]int{}}
}

func bruteLess(c, d [3]int) bool {
	return slices.Compare(c[:], d[:]) < 0
}

func (b *bruteSolver) cost(set, allowed []string, r int) [3]int {
	if r != bruteNoLimit && r < 1 {
		c := b.cost(set, allowed, bruteNoLimit)
		c[0] += len(set)
		return c
	}
	if len(set) == 1 {
		return [3]int{0, 1, 1}
	}
	key := strings.Join(set, ",") + "|" + strings.Join(allowed, ",") + "|" + strconv.Itoa(r)
	if c, ok := b.memo[key]; ok {
		return c
	}
	best := [3]int{1 << 30, 1 << 30, 1 << 30}
	for _, g := range allowed {
		c, ok := b.play(g, set, allowed, r)
		if ok && bruteLess(c, best) {
			best = c
		}
	}
	b.memo[key] = best
	return best
}

// play returns the cost of guessing g now with r ≥ 1 tries left, or false
// if g learns nothing.
func (b *bruteSolver) play(g string, set, allowed []string, r int) ([3]int, bool) {
	parts := map[Pattern][]string{}
	for _, a := range set {
		p, _ := wordle.Feedback(a, g)
		if !p.Solved() {
			parts[p] = append(parts[p], a)
		}
	}
	if len(parts) == 1 && !slices.Contains(set, g) {
		return [3]int{}, false
	}
	next := r - 1
	if r == bruteNoLimit {
		next = bruteNoLimit
	}
	c := [3]int{0, len(set), 1}
	for p, part := range parts {
		sub := allowed
		if b.hard {
			sub = nil
			for _, w := range allowed {
				if hardAllows([]string{g}, []Pattern{p}, w) {
					sub = append(sub, w)
				}
			}
		}
		pc := b.cost(part, sub, next)
		c[0] += pc[0]
		c[1] += pc[1]
		c[2] = max(c[2], pc[2]+1)
	}
	return c, true
}

// treeCost is a tree's cost as the brute force measures it.
func treeCost(t *Tree) [3]int {
	return [3]int{len(t.Lost()), t.Total(), t.Worst()}
}

// bundledSlice returns a solver over the bundled lists and every every-th
// of its answers from the from-th on (counting from 0).
func bundledSlice(t *testing.T, every, from int) (*Solver, []string) {
	t.Helper()
	all := gametest.Must(New(Config{}))
	var answers []string
	for i, a := range all.Answers() {
		if i%every == from {
			answers = append(answers, a)
		}
	}
	return all, answers
}

// wordsOver draws n distinct words of length l over letters.
func wordsOver(t *rapid.T, letters string, l, n int, label string) []string {
	w := rapid.StringOfN(rapid.SampledFrom([]rune(letters)), l, l, l)
	return rapid.SliceOfNDistinct(w, n, n, rapid.ID).Draw(t, label)
}

func TestExactMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hard := rapid.Bool().Draw(t, "hard")
		tries := rapid.IntRange(1, 5).Draw(t, "tries")
		answers := wordsOver(t, "ABCDE", 3, rapid.IntRange(1, 16).Draw(t, "nanswers"), "answers")
		extra := wordsOver(t, "ABCDEF", 3, rapid.IntRange(0, 10).Draw(t, "nextra"), "extra")
		s := gametest.Must(New(Config{Answers: answers, Guesses: extra, Hard: hard, Tries: tries}))
		guesses := s.Guesses()
		first := rapid.SampledFrom(guesses).Draw(t, "first")
		b := newBrute(s)
		want, ok := b.play(first, s.Answers(), guesses, tries)
		if !ok {
			// A first guess that learns nothing still leads to the same
			// set: its cost is one more guess for everyone, with one try
			// fewer.
			c := b.cost(s.Answers(), guesses, tries-1)
			want = [3]int{c[0], c[1] + len(answers), c[2] + 1}
		}
		tree := gametest.Must(s.Exact(first))
		if got := treeCost(tree); got != want {
			t.Fatalf("Exact(%s) over %v (hard %v, %d tries) = %v, brute force %v", first, answers, hard, tries, got, want)
		}
		checkTree(t, s, tree)
	})
}

// checkTree plays every answer through the tree and checks it finds it,
// with every guess allowed in hard mode.
func checkTree(t interface{ Fatalf(string, ...any) }, s *Solver, tree *Tree) {
	total := 0
	for _, a := range s.Answers() {
		path, err := tree.Path(a)
		if err != nil {
			t.Fatalf("Path(%s): %v", a, err)
		}
		if path[len(path)-1] != a {
			t.Fatalf("Path(%s) = %v", a, path)
		}
		var hist []Step
		for _, g := range path {
			if s.Hard() && !hardAllows(stepWords(hist), stepPats(hist), g) {
				t.Fatalf("Path(%s) = %v breaks hard mode at %s", a, path, g)
			}
			p, _ := wordle.Feedback(a, g)
			hist = append(hist, Step{Guess: g, Pattern: p})
		}
		total += len(path)
	}
	if total != tree.Total() {
		t.Fatalf("paths total %d, tree says %d", total, tree.Total())
	}
	var lost []string
	for _, a := range s.Answers() {
		if path, _ := tree.Path(a); len(path) > s.Tries() {
			lost = append(lost, a)
		}
	}
	slices.Sort(lost)
	if got := tree.Lost(); !slices.Equal(got, lost) || tree.Tries() != s.Tries() {
		t.Fatalf("tree (tries %d) loses %v, its paths longer than %d are %v", tree.Tries(), got, s.Tries(), lost)
	}
}

// TestExactTries solves a slice of the bundled lists in hard mode with
// fewer and fewer tries: the trees stay valid, lose more answers only as
// the tries shrink, and lose none with as many tries as the tree without
// a limit needs, when they match that tree.
func TestExactTries(t *testing.T) {
	all, answers := bundledSlice(t, 50, 7)
	free := gametest.Must(New(Config{Answers: answers, Guesses: all.Guesses(), Hard: true, Tries: wordle.MaxTries}))
	unlimited, err := free.Exact("SALET")
	if err != nil {
		t.Fatal(err)
	}
	prev := [3]int{-1, -1, -1}
	for tries := unlimited.Worst(); tries >= 1; tries-- {
		s := gametest.Must(New(Config{Answers: answers, Guesses: all.Guesses(), Hard: true, Tries: tries}))
		tree := gametest.Must(s.Exact("SALET"))
		checkTree(t, s, tree)
		got := treeCost(tree)
		if tries == unlimited.Worst() && got != treeCost(unlimited) {
			t.Errorf("%d tries: %v, without a limit %v", tries, got, treeCost(unlimited))
		}
		if got[0] < prev[0] || got[0] == prev[0] && got[1] < prev[1] {
			t.Errorf("%d tries: %v, better than %v with one more", tries, got, prev)
		}
		if tries == 1 && got[0] != len(answers) {
			t.Errorf("one try: %d lost, want all %d", got[0], len(answers))
		}
		prev = got
	}
}

func TestSolverTries(t *testing.T) {
	for _, n := range []int{-1, wordle.MaxTries + 1} {
		if _, err := New(Config{Answers: []string{"CRANE"}, Tries: n}); !errors.Is(err, tilekit.ErrBadRules) {
			t.Errorf("Tries %d: New = %v, want tilekit.ErrBadRules", n, err)
		}
	}
	s := gametest.Must(New(Config{Answers: []string{"CRANE", "CRATE"}}))
	if s.Tries() != 6 {
		t.Errorf("default Tries() = %d, want 6", s.Tries())
	}
	tree := gametest.Must(s.Exact(""))
	if tree.Tries() != 6 || tree.Lost() != nil {
		t.Errorf("tree: Tries %d, Lost %v", tree.Tries(), tree.Lost())
	}
	for _, p := range tree.Patterns() {
		if tree.Next(p).Tries() != 5 {
			t.Errorf("subtree after %s: Tries %d, want 5", p, tree.Next(p).Tries())
		}
	}
}

func stepWords(h []Step) []string {
	var out []string
	for _, s := range h {
		out = append(out, s.Guess)
	}
	return out
}

func stepPats(h []Step) []Pattern {
	var out []Pattern
	for _, s := range h {
		out = append(out, s.Pattern)
	}
	return out
}

func TestExactWithoutFirst(t *testing.T) {
	gametest.Long(t)
	rapid.Check(t, func(t *rapid.T) {
		answers := wordsOver(t, "ABCD", 3, rapid.IntRange(1, 8).Draw(t, "nanswers"), "answers")
		tries := rapid.IntRange(1, 4).Draw(t, "tries")
		s := gametest.Must(New(Config{Answers: answers, Openers: 1000, Tries: tries}))
		want := newBrute(s).cost(s.Answers(), s.Guesses(), tries)
		tree := gametest.Must(s.Exact(""))
		if got := treeCost(tree); got != want {
			t.Fatalf("Exact over %v (%d tries) = %v, brute force %v", answers, tries, got, want)
		}
	})
}

func TestPlanCoversEveryAnswer(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hard := rapid.Bool().Draw(t, "hard")
		answers := wordsOver(t, "ABCDEFG", 4, rapid.IntRange(1, 60).Draw(t, "nanswers"), "answers")
		extra := wordsOver(t, "ABCDEFGH", 4, rapid.IntRange(0, 30).Draw(t, "nextra"), "extra")
		s := gametest.Must(New(Config{Answers: answers, Guesses: extra, Hard: hard}))
		tree := gametest.Must(s.Plan(""))
		checkTree(t, s, tree)
		exact := gametest.Must(s.Exact(tree.Guess()))
		if exact.Total() > tree.Total() {
			t.Fatalf("exact tree total %d worse than heuristic %d", exact.Total(), tree.Total())
		}
		// The hint agrees with the plan at the root and after each
		// feedback of the first guess that leaves few enough answers for
		// both to play the exact choice.
		h, err := s.Hint(nil)
		if err != nil || h != tree.Guess() {
			t.Fatalf("Hint(nil) = %q, %v; plan starts %s", h, err, tree.Guess())
		}
		for _, p := range tree.Patterns() {
			left, err := s.Candidates([]Step{{Guess: tree.Guess(), Pattern: p}})
			if err != nil || len(left) > planExact {
				continue
			}
			h, err := s.Hint([]Step{{Guess: tree.Guess(), Pattern: p}})
			if err != nil || h != tree.Next(p).Guess() {
				t.Fatalf("Hint after %s %s = %q, %v; plan says %s", tree.Guess(), p, h, err, tree.Next(p).Guess())
			}
		}
	})
}

func TestCandidatesMatchFeedback(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	answers := s.Answers()
	rapid.Check(t, func(t *rapid.T) {
		secret := rapid.SampledFrom(answers).Draw(t, "secret")
		guesses := rapid.SliceOfN(rapid.SampledFrom(s.Guesses()), 0, 3).Draw(t, "guesses")
		var hist []Step
		for _, g := range guesses {
			p, _ := wordle.Feedback(secret, g)
			hist = append(hist, Step{Guess: strings.ToLower(g), Pattern: p})
		}
		got := gametest.Must(s.Candidates(hist))
		var want []string
		for _, a := range answers {
			ok := true
			for _, st := range hist {
				if p, _ := wordle.Feedback(a, st.Guess); p != st.Pattern {
					ok = false
				}
			}
			if ok {
				want = append(want, a)
			}
		}
		if !slices.Equal(got, want) || !slices.Contains(got, secret) {
			t.Fatalf("Candidates(%v) = %d words, want %d including %s", hist, len(got), len(want), secret)
		}
	})
}

func TestSolverErrors(t *testing.T) {
	for name, cfg := range map[string]Config{
		"empty answers":    {Answers: []string{}},
		"non-letters":      {Answers: []string{"AB1DE"}},
		"mixed lengths":    {Answers: []string{"ABCDE", "ABCD"}},
		"bad guess":        {Answers: []string{"ABCDE"}, Guesses: []string{"AB-DE"}},
		"guess wrong size": {Answers: []string{"ABCDE"}, Guesses: []string{"ABCDEF"}},
		"too long":         {Answers: []string{"ABCDEFGHIJK"}},
	} {
		if _, err := New(cfg); !errors.Is(err, ErrBadWordList) {
			t.Errorf("%s: New = %v, want ErrBadWordList", name, err)
		}
	}
	s, err := New(Config{Answers: []string{"crane", "crate", "slate"}, Guesses: []string{"TRACE", "CRANE"}, Hard: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Added(); !slices.Equal(got, []string{"CRATE", "SLATE"}) {
		t.Errorf("Added() = %v", got)
	}
	p, _ := wordle.ParsePattern("..GGG")
	g, _ := wordle.ParsePattern("GGGGG")
	four, _ := wordle.ParsePattern("GGGG")
	for name, c := range map[string]struct {
		hist []Step
		want error
	}{
		"short guess":   {[]Step{{Guess: "CRAN", Pattern: four}}, wordle.ErrWrongLength},
		"short pattern": {[]Step{{Guess: "CRANE", Pattern: four}}, wordle.ErrWrongLength},
		"non-letters":   {[]Step{{Guess: "CRAN3", Pattern: p}}, wordle.ErrNotLetters},
		"hard mode":     {[]Step{{Guess: "SLATE", Pattern: p}, {Guess: "CRANE", Pattern: p}}, wordle.ErrHardMode},
	} {
		if _, err := s.Candidates(c.hist); !errors.Is(err, c.want) {
			t.Errorf("%s: Candidates = %v, want %v", name, err, c.want)
		}
		if _, err := s.Hint(c.hist); !errors.Is(err, c.want) {
			t.Errorf("%s: Hint = %v, want %v", name, err, c.want)
		}
	}
	if _, err := s.Hint([]Step{{Guess: "CRANE", Pattern: g}, {Guess: "SLATE", Pattern: g}}); err == nil {
		t.Error("Hint after two different solved rows: no error")
	}
	if _, err := s.Hint([]Step{{Guess: "TRACE", Pattern: g}}); !errors.Is(err, ErrNoCandidates) {
		t.Errorf("Hint with no candidates = %v", err)
	}
	if _, err := s.Plan("ZZZZZ"); !errors.Is(err, ErrUnknownWord) {
		t.Errorf("Plan(ZZZZZ) = %v", err)
	}
	if _, err := s.Exact("ZZZZZ"); !errors.Is(err, ErrUnknownWord) {
		t.Errorf("Exact(ZZZZZ) = %v", err)
	}
	tree := gametest.Must(s.Exact(""))
	if _, err := tree.Path("ZZZZZ"); !errors.Is(err, ErrUnknownWord) {
		t.Errorf("Path(ZZZZZ) = %v", err)
	}
	if _, err := tree.Path("ZZ"); !errors.Is(err, wordle.ErrWrongLength) {
		t.Errorf("Path(ZZ) = %v", err)
	}
	if tree.Next(Pattern{}) != nil {
		t.Error("Next(zero Pattern) is not nil")
	}
}

// TestExactBundledSample pins the exact search on a slice of the bundled
// lists, where the brute force is out of reach: the tree must be valid,
// no worse than the heuristic's, and the same on every run.
func TestExactBundledSample(t *testing.T) {
	gametest.Long(t)
	all, answers := bundledSlice(t, 40, 0)
	for _, hard := range []bool{false, true} {
		s := gametest.Must(New(Config{Answers: answers, Guesses: all.Guesses(), Hard: hard}))
		plan, exact := planAndExact(t, s)
		checkTree(t, s, exact)
		checkTree(t, s, plan)
		if exact.Total() > plan.Total() {
			t.Errorf("hard %v: exact %s worse than plan %s", hard, exact.Summary(), plan.Summary())
		}
		t.Logf("%d answers, hard %v: plan %s: %s; exact: %s", len(answers), hard, plan.Guess(), plan.Summary(), exact.Summary())
	}
}

func TestZeroSolverAndTree(t *testing.T) {
	for _, s := range []*Solver{nil, {}} {
		if _, err := s.Candidates(nil); !errors.Is(err, ErrBadWordList) {
			t.Errorf("Candidates on %v: %v", s, err)
		}
		if _, err := s.Hint(nil); !errors.Is(err, ErrBadWordList) {
			t.Errorf("Hint on %v: %v", s, err)
		}
		if _, err := s.Plan(""); !errors.Is(err, ErrBadWordList) {
			t.Errorf("Plan on %v: %v", s, err)
		}
		if _, err := s.Exact(""); !errors.Is(err, ErrBadWordList) {
			t.Errorf("Exact on %v: %v", s, err)
		}
		if s.WordLength() != 0 || s.Hard() || s.Tries() != 0 || s.Answers() != nil || s.Guesses() != nil || s.Added() != nil {
			t.Errorf("accessors on %v", s)
		}
	}
	for _, tr := range []*Tree{nil, {}} {
		if _, err := tr.Path("CRANE"); !errors.Is(err, ErrUnknownWord) {
			t.Errorf("Path on %v: %v", tr, err)
		}
		if tr.Guess() != "" || tr.Patterns() != nil || tr.Next(wordle.Solved(5)) != nil || tr.Total() != 0 || tr.Worst() != 0 ||
			tr.Average() != 0 || tr.Answers() != 0 || tr.Tries() != 0 || tr.Lost() != nil || tr.Summary() != "average 0.0000 total 0 worst 0" {
			t.Errorf("accessors on %v", tr)
		}
	}
}

// TestHintProperties: the hint is a word of the guess list, obeys hard
// mode, and once two or fewer answers are left it is one of them; playing
// hints always solves within a bounded number of guesses.
func TestHintProperties(t *testing.T) {
	gametest.Long(t)
	all, answers := bundledSlice(t, 7, 3)
	solvers := map[bool]*Solver{}
	for _, hard := range []bool{false, true} {
		var err error
		if solvers[hard], err = New(Config{Answers: answers, Guesses: all.Guesses(), Hard: hard}); err != nil {
			t.Fatal(err)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		s := solvers[rapid.Bool().Draw(t, "hard")]
		secret := rapid.SampledFrom(answers).Draw(t, "secret")
		var hist []Step
		for try := 1; ; try++ {
			h := gametest.Must(s.Hint(hist))
			if !slices.Contains(all.Guesses(), h) {
				t.Fatalf("hint %s is not a guess", h)
			}
			if s.Hard() && !hardAllows(stepWords(hist), stepPats(hist), h) {
				t.Fatalf("hint %s after %v breaks hard mode", h, hist)
			}
			left, _ := s.Candidates(hist)
			if len(left) <= 2 && !slices.Contains(left, h) {
				t.Fatalf("hint %s with candidates %v", h, left)
			}
			p, _ := wordle.Feedback(secret, h)
			hist = append(hist, Step{Guess: h, Pattern: p})
			if p.Solved() {
				break
			}
			if try == 12 {
				t.Fatalf("not solved after %v", hist)
			}
		}
	})
}

// TestSolverLongWords runs the two-byte table (words of six letters or
// more) through Candidates, Hint, Plan and Exact, and checks the exact
// tree against a brute force on a tiny list.
func TestSolverLongWords(t *testing.T) {
	gametest.Long(t)
	for _, n := range []int{4, 6, 8} {
		seq, _ := dictionary.WordsOfLength(dictionary.CommonList(), n)
		var answers []string
		i := 0
		for w := range seq {
			if i%97 == 0 {
				answers = append(answers, w)
			}
			i++
		}
		answers = answers[:min(len(answers), 40)]
		s := gametest.Must(New(Config{Answers: answers}))
		if s.WordLength() != n || len(s.Guesses()) < 1000 {
			t.Fatalf("length %d: WordLength %d, %d guesses", n, s.WordLength(), len(s.Guesses()))
		}
		plan, exact := planAndExact(t, s)
		checkTree(t, s, plan)
		checkTree(t, s, exact)
		if exact.Total() > plan.Total() {
			t.Errorf("length %d: exact %s worse than plan %s", n, exact.Summary(), plan.Summary())
		}
		secret := answers[len(answers)/2]
		h := gametest.Must(s.Hint(nil))
		p, _ := wordle.Feedback(secret, h)
		left, err := s.Candidates([]Step{{Guess: h, Pattern: p}})
		if err != nil || !slices.Contains(left, secret) {
			t.Errorf("length %d: Candidates after %s %s = %v, %v", n, h, p, left, err)
		}
	}
	// Brute force on seven-letter words over a small alphabet.
	rapid.Check(t, func(t *rapid.T) {
		answers := wordsOver(t, "ABC", 7, rapid.IntRange(1, 8).Draw(t, "n"), "answers")
		tries := rapid.IntRange(1, 4).Draw(t, "tries")
		s := gametest.Must(New(Config{Answers: answers, Tries: tries}))
		first := rapid.SampledFrom(answers).Draw(t, "first")
		want, _ := newBrute(s).play(first, s.Answers(), s.Guesses(), tries)
		tree := gametest.Must(s.Exact(first))
		if got := treeCost(tree); got != want {
			t.Fatalf("Exact(%s) over %v = %v, brute force %v", first, answers, got, want)
		}
	})
}

func TestSolverAnswersOnly(t *testing.T) {
	s := gametest.Must(New(Config{Answers: []string{"crane", "slate", "trace"}, Guesses: []string{}}))
	if got := s.Guesses(); !slices.Equal(got, []string{"CRANE", "SLATE", "TRACE"}) {
		t.Errorf("Guesses() = %v", got)
	}
	if got := s.Added(); len(got) != 3 {
		t.Errorf("Added() = %v", got)
	}
}

// planAndExact returns s's heuristic plan and the exact tree that starts
// with the plan's first guess.
func planAndExact(t *testing.T, s *Solver) (plan, exact *Tree) {
	t.Helper()
	plan, err := s.Plan("")
	if err != nil {
		t.Fatal(err)
	}
	exact, err = s.Exact(plan.Guess())
	if err != nil {
		t.Fatal(err)
	}
	return plan, exact
}
