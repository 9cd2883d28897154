package solver

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordoku"
)

// scanWords is wordLists.build as it was before it shared
// dawg.WordsOfLength, for a dictionary that only answers Contains.
func scanWords(d dictionary.Dictionary, L int) []string {
	out := []string{}
	var buf [maxSize]byte
	n := 1
	for range L {
		n *= 26
	}
	for code := range n {
		x := code
		for j := L - 1; j >= 0; j-- {
			buf[j] = byte('A' + x%26)
			x /= 26
		}
		if w := string(buf[:L]); d.Contains(w) {
			out = append(out, w)
		}
	}
	return out
}

// containsOnlyDict hides a list's enumeration.
type containsOnlyDict struct{ d dictionary.Dictionary }

func (c containsOnlyDict) Contains(w string) bool { return c.d.Contains(w) }

// TestWordListsScanUnchanged checks the word lists of the bundled list,
// built by the shared scan and from the list itself, against the scan
// they replaced (3 and 4 letters: 5 letters is 11.9 million questions).
func TestWordListsScanUnchanged(t *testing.T) {
	for _, L := range []int{3, 4} {
		want := scanWords(dictionary.Default(), L)
		if got := buildWords(containsOnlyDict{dictionary.Default()}, L); !slices.Equal(got, want) {
			t.Errorf("%d letters, scanned: %d words, the old scan gives %d", L, len(got), len(want))
		}
		got := buildWords(dictionary.Default(), L)
		if !slices.Equal(slices.Sorted(slices.Values(got)), want) {
			t.Errorf("%d letters, listed: %d words, the old scan gives %d", L, len(got), len(want))
		}
	}
}

// gatedScan answers Contains only, as the bundled list does, except that
// a question about a string holding the letter gate waits until open is
// closed, and closes entered. With a gate that no tile of the deal shows,
// scoring the deal goes through and the scan that lists the words of
// each length waits.
type gatedScan struct {
	gate          byte
	open, entered chan struct{}
	once          sync.Once
}

func (g *gatedScan) Contains(w string) bool {
	if strings.IndexByte(w, g.gate) >= 0 {
		g.once.Do(func() { close(g.entered) })
		<-g.open
	}
	return dictionary.Default().Contains(w)
}

// TestSolveStopsWhileListsBuild: Solve under a context cancelled while
// the word lists of a dictionary that only answers Contains are scanned
// (seconds for five letters, once a program) returns at once with the
// deal as it is and the context's error; the scan goes on, and the next
// Solve finds what a plain Contains-only list gives.
func TestSolveStopsWhileListsBuild(t *testing.T) {
	r := wordoku.DefaultRules()
	g := dealt(r, 3)
	used := map[byte]bool{}
	for _, x := range g.Tiles() {
		used[x.Letter] = true
	}
	d := &gatedScan{gate: 'A', open: make(chan struct{}), entered: make(chan struct{})}
	for used[d.gate] {
		d.gate++
	}
	defer func() {
		select {
		case <-d.open:
		default:
			close(d.open)
		}
	}()
	type result struct {
		sol Solution
		err error
	}
	x := gametest.CancelWhileBlocked(t, d.entered, func(ctx context.Context) result {
		sol, err := Solve(ctx, r, d, g, 0)
		return result{sol, err}
	})
	if !errors.Is(x.err, context.Canceled) || x.sol.Grid != g || x.sol.Nodes != 0 {
		t.Errorf("cancelled during the scan: %v, %v; want the deal as it is and context.Canceled", x.sol, x.err)
	}
	close(d.open)
	got := gametest.Must(Solve(context.Background(), r, d, g, 0))
	want := gametest.Must(Solve(context.Background(), r, containsOnlyDict{dictionary.Default()}, g, 0))
	if got.Score.Total != want.Score.Total || got.Proved != want.Proved {
		t.Errorf("after the scan: %v; a Contains-only list gives %v", got, want)
	}
}
