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
