package dawg_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/dawg"
)

func Example() {
	d, err := dawg.Build(slices.Values([]string{"cat", "cats", "dog", "a", "do"}), 0, 4)
	if err != nil {
		panic(err)
	}
	fmt.Println(d.Words, d.Contains("CAT"), d.Contains("CA"), d.Contains("A"))
	a, _ := d.Child(d.Arcs[0], 'D'-'A')
	fmt.Println(a.Rest(), a.Accepts())
	// Output:
	// 4 true false false
	// 1 false
}

// containsOnly hides a list's enumeration and prefix queries.
type containsOnly struct{ d dictionary.Dictionary }

func (c containsOnly) Contains(w string) bool { return c.d.Contains(w) }

func TestWordsOfLength(t *testing.T) {
	l, err := dictionary.FromSlice([]string{"ZOO", "AB", "cab", "ABC", "QQQQ"})
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Collect(dawg.WordsOfLength(containsOnly{l}, 3))
	if want := []string{"ABC", "CAB", "ZOO"}; !slices.Equal(got, want) {
		t.Errorf("scan: %q, want %q", got, want)
	}
	listed := slices.Sorted(dawg.WordsOfLength(l, 3))
	if want := []string{"ABC", "CAB", "ZOO"}; !slices.Equal(listed, want) {
		t.Errorf("list: %q, want %q", listed, want)
	}
	for w := range dawg.Scan(containsOnly{l}, 2) {
		if w != "AB" {
			t.Errorf("scan of 2 letters gave %q", w)
		}
		break
	}
}

func TestBuildTooMany(t *testing.T) {
	words := func(yield func(string) bool) {
		for i := range dawg.MaxWords + 1 {
			w := []byte("AAAAA")
			for j, x := 4, i; j >= 0; j, x = j-1, x/26 {
				w[j] = byte('A' + x%26)
			}
			if !yield(string(w)) {
				return
			}
		}
	}
	if _, err := dawg.Build(words, 0, 5); err != dawg.ErrTooManyWords {
		t.Errorf("Build of %d words: %v, want ErrTooManyWords", dawg.MaxWords+1, err)
	}
}

// TestSets checks every node's letter sets and fewest letters to a word
// end against the words through it, on a made-up list with shared
// endings.
func TestSets(t *testing.T) {
	words := []string{"CAT", "CATS", "CART", "CARTS", "DOG", "DOGS", "DOT", "DOTS", "AT", "ATE", "EAT", "EATS", "TEA", "TEAS", "SEAT", "SEATS", "ZZZ"}
	d, err := dawg.Build(slices.Values(words), 0, 5)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, w := range words {
		for n := 0; n <= len(w); n++ {
			p := w[:n]
			if seen[p] {
				continue
			}
			seen[p] = true
			var at uint32
			for i := 0; i < n; i++ {
				var ok bool
				if at, ok = d.ChildIndex(at, p[i]-'A'); !ok {
					t.Fatalf("prefix %q: no arc for %c", p, p[i])
				}
			}
			var mask uint64
			var reach, two uint32
			rest := 31
			for _, v := range words {
				if len(v) < n || v[:n] != p {
					continue
				}
				rest = min(rest, len(v)-n)
				for i := n; i < len(v); i++ {
					reach |= 1 << (v[i] - 'A')
				}
				if len(v) > n {
					mask |= 1 << (v[n] - 'A')
				}
				if len(v) > n+1 {
					two |= 1 << (v[n+1] - 'A')
				}
			}
			a, s := d.Arcs[at], d.Sets[at]
			if a.Mask&dawg.Letters != mask || s.Reach != reach || s.Two != two || a.Rest() != rest {
				t.Errorf("prefix %q: mask %x reach %x two %x rest %d, want %x %x %x %d",
					p, a.Mask&dawg.Letters, s.Reach, s.Two, a.Rest(), mask, reach, two, rest)
			}
		}
	}
}
