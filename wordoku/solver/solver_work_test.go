package solver

import (
	"iter"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordoku"
)

// solveCounted runs the search as Solve does and returns the solver, to
// read what it counted.
func solveCounted(r wordoku.Rules, d dictionary.Dictionary, g wordoku.Grid, budget int) *solver {
	sv := newSolver(r, d, g, budget)
	sv.best, sv.bestGrid = score(r, d, g).Total, g
	sv.run()
	return sv
}

// The search's work follows its budget: the trie steps it takes (walking
// a line's words, working out the bounds of the lines they cross) never
// exceed freeSteps and stepsPerNode for each node of the budget, however
// many words the nodes try. Counted as one node whatever they cost, they
// grew to 65 million steps for a budget of a million nodes on the 5x5
// hand of seed 6 (and 180 a node later on: 79 s for the default budget).
func TestSolveWorkFollowsBudget(t *testing.T) {
	d := dictionary.Default()
	const budget = 1_000_000
	for _, seed := range []uint64{1, 6} {
		g := dealt(wordoku.Expert(), seed)
		sv := solveCounted(wordoku.Expert(), d, g, budget)
		steps := sv.charged + sv.steps
		if limit := freeSteps + stepsPerNode*budget + stepsPerNode; steps > limit {
			t.Errorf("seed %d: %d trie steps for a budget of %d, want at most %d", seed, steps, budget, limit)
		}
		if sv.nodes.Used > budget {
			t.Errorf("seed %d: %d nodes counted, budget %d", seed, sv.nodes.Used, budget)
		}
		t.Logf("seed %d: %d nodes, %d trie steps, best %d", seed, sv.nodes.Used, steps, sv.best)
	}
}

// everyString is a dictionary holding every string of the given letters,
// of every length: a hostile word list under which every line fits
// tens of thousands of words.
type everyString string

func (e everyString) Contains(w string) bool {
	for _, r := range w {
		if !strings.ContainsRune(string(e), r) {
			return false
		}
	}
	return w != ""
}

func (e everyString) WordsOfLength(n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		b := make([]byte, n)
		var rec func(i int) bool
		rec = func(i int) bool {
			if i == n {
				return yield(string(b))
			}
			for _, c := range []byte(e) {
				b[i] = c
				if !rec(i + 1) {
					return false
				}
			}
			return true
		}
		rec(0)
	}
}

// The words a node tries are held at most maxCandidates at a time: with
// a word list of every string of eight letters, a 5x5 line fits 42,496
// words (32,768 of five letters, two windows of 4,096 of four, three of
// 512 of three), and the search stops, unproved, instead of holding them
// all at every depth.
func TestSolveCandidatesCapped(t *testing.T) {
	var rows []string
	for i := range 5 {
		var cells []string
		for k := range 5 {
			cells = append(cells, string(rune('A'+(i*5+k)%8))+"."+"csqod"[k:k+1])
		}
		rows = append(rows, strings.Join(cells, " "))
	}
	g, err := wordoku.ParseGrid(strings.Join(rows, " / "))
	if err != nil {
		t.Fatal(err)
	}
	d := everyString("ABCDEFGH")
	sv := solveCounted(wordoku.Expert(), d, g, DefaultBudget)
	for li, kids := range sv.kidBuf {
		if cap(kids) > 2*maxCandidates {
			t.Errorf("line %d held room for %d candidates, want at most %d", li, cap(kids), 2*maxCandidates)
		}
	}
	if len(sv.kidBuf[0]) != maxCandidates {
		t.Errorf("the first line tried %d words, want the cap, %d", len(sv.kidBuf[0]), maxCandidates)
	}
	if !sv.nodes.RanOut {
		t.Errorf("the search finished (%d nodes), want it stopped at %d candidates", sv.nodes.Used, maxCandidates)
	}
	if sv.best < 50 {
		t.Errorf("best %d, want at least 50 (every line a word)", sv.best)
	}
}
