package solver

import (
	"math"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"pgregory.net/rapid"
)

// TestMinLostCores checks minLost's cores against the same search without
// them, on random lists in both modes. One search answers a run of random
// subsets, so that cores found for one set are used for the next.
func TestMinLostCores(t *testing.T) {
	var hits, multi int
	defer func() {
		// The lists must make cores, and cores of more than one lost
		// answer, for the test to mean anything.
		t.Logf("%d sets answered by cores, %d of them losing more than one", hits, multi)
	}()
	rapid.Check(t, func(t *rapid.T) {
		hard := rapid.Bool().Draw(t, "hard")
		// Few letters at most places and more at one make clusters of
		// words hard mode cannot tell apart quickly, where sets lose
		// answers and minLost finds cores.
		var alphabets [4]string
		for i := range alphabets {
			alphabets[i] = "ABCDEFGH"[:rapid.IntRange(1, 8).Draw(t, "letters")]
		}
		word := rapid.Custom(func(t *rapid.T) string {
			var w [4]byte
			for i, l := range alphabets {
				w[i] = rapid.SampledFrom([]byte(l)).Draw(t, "letter")
			}
			return string(w[:])
		})
		answers := rapid.SliceOfNDistinct(word, 8, 120, rapid.ID).Draw(t, "answers")
		extra := wordsOver(t, "ABCDEFGH", 4, rapid.IntRange(0, 20).Draw(t, "nextra"), "extra")
		s := gametest.Must(New(Config{Answers: answers, Guesses: extra, Hard: hard}))
		ix := s.ix.(*index[uint8])
		all := ix.allAnswers()
		with := ix.newSearch(hard, new(atomic.Bool))
		with.setLocal(all)
		checkCores(t, with)
		for range rapid.IntRange(1, 40).Draw(t, "queries") {
			var set []int32
			for _, a := range all {
				if rapid.IntRange(0, 5).Draw(t, "drop") > 0 {
					set = append(set, a)
				}
			}
			r := rapid.IntRange(2, 4).Draw(t, "tries")
			limit := int32(rapid.IntRange(1, 6).Draw(t, "limit"))
			without := ix.newSearch(hard, new(atomic.Bool))
			without.noCores = true
			want, _ := without.minLost(set, nil, 0, r, math.MaxInt32)
			before := with.coreHits
			got, exact := with.minLost(set, nil, 0, r, limit)
			hits += with.coreHits - before
			if with.coreHits > before && got > 1 {
				multi++
			}
			// Exact when below limit (or known), a bound not above the
			// truth otherwise.
			if exact && got != want || !exact && (got < limit || got > want) || want < limit && !exact {
				t.Fatalf("minLost(%d answers, %d tries, limit %d) = %d, %v with cores; %d without",
					len(set), r, limit, got, exact, want)
			}
		}
	})
}

// TestMinLostCoresBundled does the same on the words of the bundled lists
// that SALET marks .G.G. in hard mode (BAKED, BAKER, BARED, …): the set
// that must lose HARED after SALET, full of the clusters cores are for.
func TestMinLostCoresBundled(t *testing.T) {
	gametest.Long(t)
	if testing.Short() {
		t.Skip("builds the bundled feedback table")
	}
	answers, guesses := benchLists(t, 1)
	s := gametest.Must(New(Config{Answers: answers, Guesses: guesses, Hard: true}))
	ix := s.ix.(*index[uint8])
	salet := ix.byWord["SALET"]
	code := 0
	for _, a := range ix.allAnswers() {
		if ix.answers[a] == "HARED" {
			code = ix.pattern(salet, a)
		}
	}
	var part []int32
	for _, a := range ix.allAnswers() {
		if ix.pattern(salet, a) == code {
			part = append(part, a)
		}
	}
	allowed, h := ix.narrow(nil, salet, code)
	with := ix.newSearch(true, new(atomic.Bool))
	with.setLocal(part)
	checked := checkCores(t, with)
	without := ix.newSearch(true, new(atomic.Bool))
	without.noCores = true
	without.setLocal(part)
	rng := rand.New(rand.NewPCG(1, 2))
	hits, multi := 0, 0
	const queries = 200
	for range queries {
		var set []int32
		keep := 0.15 + 0.35*rng.Float64()
		for _, a := range part {
			if rng.Float64() < keep {
				set = append(set, a)
			}
		}
		r := 3 + rng.IntN(4)/3 // 4 tries a quarter of the time
		limit := int32(1 + rng.IntN(3))
		want, _ := without.minLost(set, allowed, h, r, math.MaxInt32)
		before := with.coreHits
		got, exact := with.minLost(set, allowed, h, r, limit)
		if with.coreHits > before {
			hits++
			if got > 1 {
				multi++
			}
		}
		if exact && got != want || !exact && (got < limit || got > want) || want < limit && !exact {
			t.Fatalf("minLost(%d answers, %d tries, limit %d) = %d, %v with cores; %d without",
				len(set), r, limit, got, exact, want)
		}
	}
	t.Logf("%d of %d sets answered by cores, %d of them losing more than one; %d cores checked", hits, queries, multi, *checked)
	if hits == 0 || multi == 0 || *checked == 0 {
		t.Fatal("the cores were never found or never used: the test checks nothing")
	}
}

// checkCores makes ss check every core it finds with a search of its own
// that does without cores: a core must lose as many answers as it claims.
// It returns the count of cores checked so far.
func checkCores[C uint8 | uint16](t interface{ Fatalf(string, ...any) }, ss *search[C]) *int {
	n := new(int)
	ss.onCore = func(core lostCore, allowed []int32, h uint64, r int) {
		*n++
		v := ss.ix.newSearch(ss.hard, new(atomic.Bool))
		v.noCores = true
		v.local = ss.local
		if got, exact := v.minLost(core.ans, allowed, h, r, core.lost); exact {
			t.Fatalf("a core of %d answers, %d tries, claims to lose %d: it loses %d", len(core.ans), r, core.lost, got)
		}
	}
	return n
}
