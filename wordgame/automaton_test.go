package wordgame

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"pgregory.net/rapid"
)

// automatonFor is automatonIn with no context.
func automatonFor(d dictionary.Dictionary, maxLen int) (*dawg.DAWG, error) {
	a, err, _ := automatonIn(context.Background(), d, maxLen)
	return a, err
}

func TestDawgDefaultWords(t *testing.T) {
	d, _ := automatonFor(dictionary.Default(), MaxBoardSize)
	n := 0
	for w := range dictionary.DefaultList().Words() {
		want := len(w) >= 2 && len(w) <= MaxBoardSize
		if got := d.Contains(w); got != want {
			t.Fatalf("contains(%q) = %v, want %v", w, got, want)
		}
		if want {
			n++
		}
	}
	if d.Words != n {
		t.Errorf("automaton holds %d words, want %d", d.Words, n)
	}
	// Random strings: accepted exactly when they are words.
	r := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	for range 200000 {
		sb.Reset()
		for range 2 + r.IntN(8) {
			sb.WriteByte(byte('A' + r.IntN(26)))
		}
		w := sb.String()
		if got, want := d.Contains(w), dictionary.Default().Contains(w); got != want {
			t.Fatalf("contains(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestDawgRandomLists(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		word := rapid.StringMatching(`[A-Ea-e]{0,6}`)
		words := rapid.SliceOf(word).Draw(t, "words")
		d, err := dawg.Build(func(yield func(string) bool) {
			for _, w := range words {
				if !yield(w) {
					return
				}
			}
		}, len(words), MaxBoardSize)
		if err != nil {
			t.Fatal(err)
		}
		in := map[string]bool{}
		for _, w := range words {
			if len(w) >= 2 {
				in[strings.ToUpper(w)] = true
			}
		}
		if d.Words != len(in) {
			t.Fatalf("automaton holds %d words, want %d", d.Words, len(in))
		}
		for w := range in {
			if !d.Contains(w) {
				t.Fatalf("%q missing", w)
			}
		}
		probe := rapid.StringMatching(`[A-F]{0,7}`).Draw(t, "probe")
		if d.Contains(probe) != in[probe] {
			t.Fatalf("contains(%q) = %v, want %v", probe, d.Contains(probe), in[probe])
		}
	})
}

func TestDawgEmpty(t *testing.T) {
	d, _ := dawg.Build(func(func(string) bool) {}, 0, MaxBoardSize)
	if d.Contains("AB") || d.Words != 0 {
		t.Fatal("empty automaton accepts a word")
	}
	if _, ok := d.Child(d.Arcs[0], 0); ok {
		t.Fatal("empty automaton has an arc")
	}
}

// containsOnly is a dictionary that cannot list its words.
type containsOnly struct{ words map[string]bool }

func (c *containsOnly) Contains(w string) bool { return c.words[strings.ToUpper(w)] }

func TestAutomatonForContainsOnly(t *testing.T) {
	// Words outside the bundled list are not generated; words inside it
	// that the dictionary accepts are.
	c := &containsOnly{words: map[string]bool{"CAT": true, "ZZZQ": true, "DOG": true}}
	d := mustAutomaton(t, c, MaxBoardSize)
	if !d.Contains("CAT") || !d.Contains("DOG") || d.Contains("ZZZQ") || d.Contains("COW") {
		t.Fatalf("filtered automaton wrong: CAT %v DOG %v ZZZQ %v COW %v",
			d.Contains("CAT"), d.Contains("DOG"), d.Contains("ZZZQ"), d.Contains("COW"))
	}
	if mustAutomaton(t, c, MaxBoardSize) != d {
		t.Error("a pointer dictionary is not cached")
	}
	// A dictionary.Func cannot be a map key: built per call, no panic.
	f := dictionary.Func(func(w string) bool { return strings.EqualFold(w, "at") })
	if a := mustAutomaton(t, f, MaxBoardSize); !a.Contains("AT") || a.Words != 1 {
		t.Fatal("Func dictionary automaton wrong")
	}
	// A comparable struct type holding a non-comparable value.
	s := holder{d: f}
	if a := mustAutomaton(t, s, MaxBoardSize); !a.Contains("AT") {
		t.Fatal("holder dictionary automaton wrong")
	}
	if a, err := automatonFor(nil, MaxBoardSize); a != nil || err != nil {
		t.Fatal("nil dictionary has an automaton")
	}
}

type holder struct{ d dictionary.Dictionary }

func (h holder) Contains(w string) bool { return h.d.Contains(w) }

func TestAutomatonConcurrent(t *testing.T) {
	l, err := dictionary.FromSlice([]string{"AB", "ABC", "BCD"})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	got := make([]*dawg.DAWG, 8)
	for i := range got {
		wg.Go(func() { got[i], _ = automatonFor(l, MaxBoardSize) })
	}
	wg.Wait()
	for _, d := range got {
		if d != got[0] {
			t.Fatal("two automata built for one dictionary")
		}
	}
	if !got[0].Contains("ABC") || got[0].Contains("BC") {
		t.Fatal("automaton wrong")
	}
}

// BenchmarkBuildDefault builds the automaton of the bundled list, the
// cost of the move generator's first use of dictionary.Default(); it
// reports the automaton's size (its arcs and their letter sets) and the
// CPU time per build.
//
//	go test -run '^$' -bench BuildDefault -benchmem -count 6 -benchtime 5x ./wordgame
func BenchmarkBuildDefault(b *testing.B) {
	words := dictionary.DefaultList()
	b.ReportAllocs()
	var d *dawg.DAWG
	cpu0, cpuOK := measure.CPU()
	for b.Loop() {
		d, _ = dawg.Build(words.Words(), words.Len(), MaxBoardSize)
	}
	if cpu1, ok := measure.CPU(); ok && cpuOK {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
	}
	b.ReportMetric(float64(len(d.Arcs)), "arcs")
	size := len(d.Arcs)*int(unsafe.Sizeof(dawg.Arc{})) + len(d.Sets)*int(unsafe.Sizeof(dawg.Sets{}))
	b.ReportMetric(float64(size)/(1<<20), "MiB")
}

// prefixOnly hides a List's word enumeration.
type prefixOnly struct{ l *dictionary.List }

func (p prefixOnly) Contains(w string) bool  { return p.l.Contains(w) }
func (p prefixOnly) HasPrefix(s string) bool { return p.l.HasPrefix(s) }

func TestAutomatonForPrefixChecker(t *testing.T) {
	words := []string{"AB", "ABC", "ABCD", "ZYX", "QI", "A", strings.Repeat("E", MaxBoardSize), strings.Repeat("E", MaxBoardSize+1)}
	l, err := dictionary.FromSlice(words)
	if err != nil {
		t.Fatal(err)
	}
	d := mustAutomaton(t, prefixOnly{l}, MaxBoardSize)
	for _, w := range words {
		want := len(w) >= 2 && len(w) <= MaxBoardSize
		if d.Contains(w) != want {
			t.Errorf("contains(%q) = %v, want %v", w, !want, want)
		}
	}
	if d.Words != 6 || d.Contains("ABD") || d.Contains("Q") {
		t.Errorf("automaton of %d words, want 6", d.Words)
	}
}

func BenchmarkDawgBuildPrefixChecker(b *testing.B) {
	pc := prefixOnly{dictionary.DefaultList()}
	b.ReportAllocs()
	for b.Loop() {
		buildFor(pc, MaxBoardSize)
	}
}

// mustAutomaton returns the automaton of d's words of 2 to maxLen
// letters, failing t on an error.
func mustAutomaton(t testing.TB, d dictionary.Dictionary, maxLen int) *dawg.DAWG {
	t.Helper()
	a, err := automatonFor(d, maxLen)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestAutomatonBoardLengths: an automaton holds only the word lengths the
// board allows, for listed and prefix-walked dictionaries alike, and each
// length limit gets its own cached automaton.
func TestAutomatonBoardLengths(t *testing.T) {
	long := strings.Repeat("AB", 8) // 16 letters
	l, err := dictionary.FromSlice([]string{"AB", "ABAB", long})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []dictionary.Dictionary{l, prefixOnly{l}} {
		short := mustAutomaton(t, d, 15)
		if !short.Contains("ABAB") || short.Contains(long) || short.Words != 2 {
			t.Errorf("%T, 15 letters: %d words, long word %v", d, short.Words, short.Contains(long))
		}
		if full := mustAutomaton(t, d, MaxBoardSize); !full.Contains(long) || full.Words != 3 {
			t.Errorf("%T, %d letters: %d words", d, MaxBoardSize, full.Words)
		}
		if tiny := mustAutomaton(t, d, 3); tiny.Words != 1 || mustAutomaton(t, d, 15) != short {
			t.Errorf("%T: 3 letters give %d words, or the 15-letter automaton was rebuilt", d, tiny.Words)
		}
	}
	// The generator asks for the board's longest line: on a 9x9 board the
	// automaton stops at 9 letters.
	rules := Classic()
	rules.Layout = layout9x9
	s, err := New(rules, Setup{Players: 2, Seed: 3, Dictionary: l})
	if err != nil {
		t.Fatal(err)
	}
	s.AppendLegalMoves(nil)
	set := automata.Get(l)
	if !set.byLen[9].Built() {
		t.Error("no 9-letter automaton after generating on a 9x9 board")
	}
}
