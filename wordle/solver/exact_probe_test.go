package solver

import (
	"slices"
	"sync/atomic"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// probeAgainstScan checks probe against solve's own scan with a probe's
// budget: for subsets of a set, the bound probe finds with the guesses
// ordered by their split of the set must be the bound a scan of every
// guess finds, and probe may give up only when a guess splits the subset
// into single answers or with one try left.
func probeAgainstScan[C uint8 | uint16](t *rapid.T, ix *index[C], local bool) {
	all := ix.allAnswers()
	n := rapid.IntRange(60, min(200, len(all))).Draw(t, "n")
	set := slices.Clone(rapid.Permutation(all).Draw(t, "perm")[:n])
	slices.Sort(set)
	ss := ix.newSearch(false, new(atomic.Bool))
	if local {
		ss.setLocal(set)
	}
	sc := ss.scan(set, nil, n, infinite)
	ss.depth++
	guesses, ord := ss.distinct(set, sc.useful, sc.usefulK)
	for range 5 {
		m := rapid.IntRange(smallSet+1, n).Draw(t, "m")
		part := slices.Clone(rapid.Permutation(set).Draw(t, "part")[:m])
		slices.Sort(part)
		// One or two tries left, or as many as answers (no limit): the
		// tries where solve's bound is its scan alone (between those,
		// solve also counts the answers every tree must lose).
		r := rapid.SampledFrom([]int{1, 2, m}).Draw(t, "tries")
		ref := ix.newSearch(false, new(atomic.Bool))
		budget := cost{lostFloor(m, r), int32(2 * m), 0}
		want, wantExact := ref.solve(part, guesses, 0, r, budget)
		key := ss.key(part, 0, r)
		got, ok := ss.probe(part, ord, key, r)
		switch {
		case !ok:
			if r > 1 && (!wantExact || want.total > int32(2*m)) {
				t.Fatalf("probe gave up on %d answers, scan says %v (exact %v)", m, want, wantExact)
			}
		case wantExact:
			t.Fatalf("probe found %v on %d answers, scan says %v exactly", got, m, want)
		case got != want:
			t.Fatalf("probe found %v on %d answers, scan says %v", got, m, want)
		case ss.memo[key] != (memoEntry{cost: got}):
			t.Fatalf("probe recorded %+v, want the bound %v", ss.memo[key], got)
		}
	}
}

func TestExactProbeMatchesScan(t *testing.T) {
	gametest.Long(t)
	answers, guesses := benchLists(t, 8)
	s := gametest.Must(New(Config{Answers: answers, Guesses: guesses}))
	ix := s.ix.(*index[uint8])
	rapid.Check(t, func(t *rapid.T) {
		probeAgainstScan(t, ix, rapid.Bool().Draw(t, "local"))
	})
}

// TestExactProbeMatchesScanLong is the same on six-letter words, whose
// table has two bytes a cell.
func TestExactProbeMatchesScanLong(t *testing.T) {
	seq, _ := dictionary.WordsOfLength(dictionary.CommonList(), 6)
	var answers []string
	for w := range seq {
		answers = append(answers, w)
	}
	answers = answers[:min(len(answers), 400)]
	s := gametest.Must(New(Config{Answers: answers, Guesses: []string{}}))
	ix := s.ix.(*index[uint16])
	rapid.Check(t, func(t *rapid.T) {
		probeAgainstScan(t, ix, rapid.Bool().Draw(t, "local"))
	})
}

// TestExactOrder checks guessOrder.sort: most patterns first, list order
// among equals, nothing lost.
func TestExactOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		npat := rapid.IntRange(1, 300).Draw(t, "npat")
		k := rapid.SliceOf(rapid.Int32Range(0, int32(npat))).Draw(t, "k")
		g := make([]int32, len(k))
		for i := range g {
			g[i] = int32(i)
		}
		var o guessOrder
		o.sort(g, k, npat)
		want := slices.Clone(g)
		slices.SortStableFunc(want, func(x, y int32) int { return int(k[y] - k[x]) })
		if !slices.Equal(o.g, want) {
			t.Fatalf("order %v, want %v", o.g, want)
		}
		for i, x := range o.g {
			if o.k[i] != k[x] {
				t.Fatalf("count %d of guess %d, want %d", o.k[i], x, k[x])
			}
		}
	})
}
