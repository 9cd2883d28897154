package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// treeEnum lists the costs of every decision tree over a tiny list, by
// building every tree, with none of the exact search's reasoning: no
// memo of costs by tries left, no bounds, no claim that an optimal tree
// is made of optimal subtrees. A tree's cost is read off its leaves: an
// answer found by the d-th guess adds d to the total and is lost when d
// is more than the tries; the worst is the largest d.
//
// Two things keep it finite and small, each plainly safe. Guesses that
// learn nothing (one part, not the answer) are not played below the
// first guess: such a guess leaves the same answers one guess deeper (in
// hard mode with the same guesses allowed or fewer), so every tree
// through it costs more than one without it, and with it there would be
// no end. And of the costs of the trees below a node, one that is no
// better than another in lost, total and worst alike is dropped: the
// trees around a subtree add its lost and total and take the larger
// worst, so swapping in the other subtree never makes a whole tree worse
// on any of the three, and the least whole tree keeps its cost.
//
// The costs are memoised by the answers, the depth and the allowed
// guesses: the trees below a node depend on nothing else.
type treeEnum struct {
	guesses []string
	tries   int
	hard    bool
	memo    map[string][][3]int
}

// allowedAfter returns the guesses hard mode allows after hist (every
// guess in normal mode).
func (e *treeEnum) allowedAfter(hist []Step) []string {
	if !e.hard {
		return e.guesses
	}
	var out []string
	for _, g := range e.guesses {
		if hardAllows(stepWords(hist), stepPats(hist), g) {
			out = append(out, g)
		}
	}
	return out
}

// costs returns the costs of every tree for the answers of set, once the
// guesses of hist have been played (less those another one beats on all
// three counts).
func (e *treeEnum) costs(set []string, hist []Step) [][3]int {
	allowed := e.allowedAfter(hist)
	key := fmt.Sprint(set, len(hist), allowed)
	if c, ok := e.memo[key]; ok {
		return c
	}
	var out [][3]int
	for _, g := range allowed {
		if c, useful := e.after(g, set, hist, false); useful {
			out = append(out, c...)
		}
	}
	out = undominated(out)
	e.memo[key] = out
	return out
}

// after returns the costs of every tree for set that plays g next, after
// hist, or false when g learns nothing there. With always, it returns
// them even then (for a first guess, which the caller chooses).
func (e *treeEnum) after(g string, set []string, hist []Step, always bool) ([][3]int, bool) {
	depth := len(hist) + 1
	parts := map[Pattern][]string{}
	found := false
	for _, a := range set {
		p, _ := wordle.Feedback(a, g)
		if p.Solved() {
			found = true
			continue
		}
		parts[p] = append(parts[p], a)
	}
	if !found && len(parts) == 1 && !always {
		return nil, false
	}
	acc := [][3]int{{}}
	if found {
		acc = [][3]int{{boolInt(depth > e.tries), depth, depth}}
	}
	for p, part := range parts {
		next := append(slices.Clip(hist), Step{Guess: g, Pattern: p})
		acc = joinCosts(acc, e.costs(part, next))
	}
	return acc, true
}

// joinCosts returns the costs of trees over two disjoint sets of
// answers, one tree from each: lost and total add, the worst is the
// larger.
func joinCosts(a, b [][3]int) [][3]int {
	var out [][3]int
	for _, x := range a {
		for _, y := range b {
			out = append(out, [3]int{x[0] + y[0], x[1] + y[1], max(x[2], y[2])})
		}
	}
	return undominated(out)
}

// undominated returns the costs of cs, once each, that no other cost of
// cs matches or beats in all of lost, total and worst.
func undominated(cs [][3]int) [][3]int {
	slices.SortFunc(cs, func(x, y [3]int) int { return slices.Compare(x[:], y[:]) })
	cs = slices.Compact(cs)
	var out [][3]int
next:
	for _, c := range cs {
		for _, d := range out {
			// d comes first in the order, so it is at least as good as c
			// on lost; c goes when d is too on the other two.
			if d[0] <= c[0] && d[1] <= c[1] && d[2] <= c[2] {
				continue next
			}
		}
		out = append(out, c)
	}
	return out
}

// cheapest returns the least cost of costs in the solver's order: lost,
// then total, then worst.
func cheapest(costs [][3]int) [3]int {
	best := [3]int{1 << 30, 1 << 30, 1 << 30}
	for _, c := range costs {
		if bruteLess(c, best) {
			best = c
		}
	}
	return best
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// enumList draws a tiny list: 3 to 8 answers of 3 to 5 letters over
// A–H, and up to 8 more guesses, in one of two shapes. In the first the
// answers take each letter from two or three that the position allows,
// so they look alike (as BARED, CARED, DARED do); in the second they
// share all their letters but one or two positions, which take any of
// the eight letters (as BATCH, CATCH, HATCH, MATCH, PATCH, WATCH). The
// other guesses take their letters from all eight, so that they can tell
// apart what the answers' own words cannot: the second shape is where a
// guess outside a set of answers most often splits it into two parts more
// than any guess inside it (the case issue 38 found the search pruning).
// The guess list comes in a random order, the answers among the others:
// the search meets guesses in that order, and it decides which of two
// equal bounds is tried first.
func enumList(rng *rand.Rand) (answers, guesses []string) {
	const letters = "ABCDEFGH"
	length := 3 + rng.IntN(3)
	pos := make([]string, length) // the letters each position of an answer takes
	if rng.IntN(2) == 0 {
		for i := range pos {
			for _, j := range rng.Perm(len(letters))[:2+rng.IntN(2)] {
				pos[i] += letters[j : j+1]
			}
		}
	} else {
		for i := range pos {
			j := rng.IntN(len(letters))
			pos[i] = letters[j : j+1]
		}
		for _, i := range rng.Perm(length)[:1+rng.IntN(2)] {
			pos[i] = letters
		}
	}
	seen := map[string]bool{}
	fresh := func(from func(i int) string) string {
		for {
			b := make([]byte, length)
			for i := range b {
				l := from(i)
				b[i] = l[rng.IntN(len(l))]
			}
			if w := string(b); !seen[w] {
				seen[w] = true
				return w
			}
		}
	}
	for range 3 + rng.IntN(6) {
		answers = append(answers, fresh(func(i int) string { return pos[i] }))
	}
	guesses = slices.Clone(answers)
	for range 1 + rng.IntN(8) {
		guesses = append(guesses, fresh(func(int) string { return letters }))
	}
	rng.Shuffle(len(guesses), func(i, j int) { guesses[i], guesses[j] = guesses[j], guesses[i] })
	return answers, guesses
}

// enumCompare checks Exact after every first guess of a tiny list, and
// Exact with every guess as an opener, against the least cost of every
// tree. It returns how many of those calls it made and how many
// disagreed, after reporting the first few.
func enumCompare(t *testing.T, answers, guesses []string, tries int, hard bool, report int) (calls, bad int) {
	t.Helper()
	s := gametest.Must(New(Config{Answers: answers, Guesses: guesses, Hard: hard, Tries: tries, Openers: len(guesses)}))
	e := &treeEnum{guesses: s.Guesses(), tries: tries, hard: hard, memo: map[string][][3]int{}}
	check := func(first string, got, want [3]int) {
		calls++
		if got == want {
			return
		}
		bad++
		if bad <= report {
			t.Errorf("Exact(%q) over answers %v, guesses %v (hard %v, %d tries) costs %v; the best tree of all costs %v",
				first, answers, guesses, hard, tries, got, want)
		}
	}
	best := [3]int{1 << 30, 1 << 30, 1 << 30}
	for _, g := range s.Guesses() {
		c, _ := e.after(g, s.Answers(), nil, true)
		want := cheapest(c)
		if bruteLess(want, best) {
			best = want
		}
		tree := gametest.Must(s.Exact(g))
		checkTree(t, s, tree)
		check(g, treeCost(tree), want)
	}
	check("", treeCost(gametest.Must(s.Exact(""))), best)
	return calls, bad
}

// TestExactMatchesEnumeration compares the exact search with every
// decision tree on many tiny random lists (enumList), in both modes, with
// 2 to 6 tries: after each first guess, and choosing the first guess
// itself among all of them. The quick run tries 80 lists for each number
// of tries and mode; TILEKIT_LONG=1 tries 4,000.
func TestExactMatchesEnumeration(t *testing.T) {
	perCase := gametest.Size(80, 4000)
	lists, calls, bad, badLists := 0, 0, 0, 0
	for tries := 2; tries <= 6; tries++ {
		for _, hard := range []bool{false, true} {
			rng := rand.New(rand.NewPCG(uint64(tries), uint64(boolInt(hard))+38))
			for range perCase {
				answers, guesses := enumList(rng)
				c, b := enumCompare(t, answers, guesses, tries, hard, 3-bad)
				lists, calls, bad = lists+1, calls+c, bad+b
				if b > 0 {
					badLists++
				}
			}
		}
	}
	t.Logf("%d lists (tries 2-6, normal and hard), %d calls of Exact: %d disagree, in %d lists", lists, calls, bad, badLists)
}

// TestExactIssue38 holds the lists of issue 38, where Exact lost an
// answer more than it had to at the same total.
func TestExactIssue38(t *testing.T) {
	seven := strings.Fields("DICED WAFER CHEER KITED MIKED FAZES BOOBY")
	six := strings.Fields("GENES TONES LAMES CRIED SAFES WAKES")
	for _, c := range []struct {
		answers []string
		extra   string
		first   string
		hard    bool
		want    [3]int
	}{
		{seven, "COMES", "BOOBY", false, [3]int{1, 20, 4}},
		{seven, "COMES", "BOOBY", true, [3]int{1, 20, 4}},
		{six, "GAVEL", "CRIED", true, [3]int{1, 17, 4}},
	} {
		guesses := append(slices.Clone(c.answers), c.extra)
		s := gametest.Must(New(Config{Answers: c.answers, Guesses: guesses, Hard: c.hard, Tries: 3}))
		tree := gametest.Must(s.Exact(c.first))
		checkTree(t, s, tree)
		if got := treeCost(tree); got != c.want {
			t.Errorf("Exact(%s) over %v + %s (hard %v, 3 tries) = %v (loses %v), want %v",
				c.first, c.answers, c.extra, c.hard, got, tree.Lost(), c.want)
		}
	}
}
