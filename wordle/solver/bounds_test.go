package solver

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// synthWords returns n different five-letter words: the numbers 0..n-1
// written in base 26 with the letters A-Z.
func synthWords(n int) []string {
	out := make([]string, n)
	for i := range out {
		b := []byte("AAAAA")
		for j, x := 4, i; j >= 0; j, x = j-1, x/26 {
			b[j] = byte('A' + x%26)
		}
		out[i] = string(b)
	}
	return out
}

// TestNewBoundsMemory: lists whose feedback table would pass the
// limit are refused before the table is built, so the call allocates a
// small multiple of its input, not the table.
func TestNewBoundsMemory(t *testing.T) {
	words := synthWords(12000) // 12,000 x 12,000 = 144 million cells
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	sv, err := New(Config{Answers: words, Guesses: words})
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrBadWordList) || sv != nil {
		t.Fatalf("New of 12,000 x 12,000 words: %v, want ErrBadWordList", err)
	}
	if !strings.Contains(err.Error(), "12000 answers") {
		t.Errorf("the refusal does not say what is too large: %v", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 32<<20 {
		t.Errorf("the refused New allocated %d MB", got>>20)
	}
	// Just under the limit is built.
	if testing.Short() {
		return
	}
	if _, err := New(Config{Answers: words[:2000], Guesses: words}); err != nil {
		t.Errorf("New of 2,000 x 12,000 words: %v", err)
	}
}

// TestHardHistoryLinear: checking a hard-mode history reads each step a
// bounded number of times, not once per later step.
func TestHardHistoryLinear(t *testing.T) {
	sv, err := New(Config{Answers: []string{"SOLVE", "CRANE", "GHOST"}, Guesses: []string{"SLATE"}, Hard: true})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := wordle.Feedback("SOLVE", "CRANE") // ....G: E stays fifth
	for _, n := range []int{10, 1000, 4000} {
		steps := make([]Step, n)
		for i := range steps {
			steps[i] = Step{Guess: "CRANE", Pattern: p}
		}
		h := gametest.Must(sv.checkHistory(steps))
		if h.work > 2*n {
			t.Errorf("%d steps: the hard-mode check read %d rows, want at most %d", n, h.work, 2*n)
		}
		if got, err := sv.Candidates(steps); err != nil || len(got) != 1 || got[0] != "SOLVE" {
			t.Errorf("%d steps: Candidates = %v, %v", n, got, err)
		}
	}
	// The checks still refuse a step that ignores a clue, however far back.
	steps := []Step{{Guess: "CRANE", Pattern: p}}
	for range 50 {
		steps = append(steps, Step{Guess: "SLATE", Pattern: p})
	}
	steps = append(steps, Step{Guess: "GHOST", Pattern: p})
	if _, err := sv.Candidates(steps); !errors.Is(err, wordle.ErrHardMode) {
		t.Errorf("a guess without the green E: %v, want ErrHardMode", err)
	}
}

// TestSolverErrorsClipInput: errors quote at most a short piece of what
// the caller passed, however long.
func TestSolverErrorsClipInput(t *testing.T) {
	long := strings.Repeat("Q", 1<<20)
	sv := gametest.Must(New(Config{Answers: []string{"SOLVE", "CRANE"}, Guesses: []string{"SLATE"}}))
	tree := gametest.Must(sv.Plan(""))
	p, _ := wordle.Feedback("SOLVE", "CRANE")
	errs := map[string]error{}
	_, errs["New answers"] = New(Config{Answers: []string{long}})
	_, errs["New non-letters"] = New(Config{Answers: []string{"1" + long}})
	_, errs["New guesses"] = New(Config{Answers: []string{"SOLVE"}, Guesses: []string{long}})
	_, errs["Candidates"] = sv.Candidates([]Step{{Guess: long[:5] + long, Pattern: p}})
	_, errs["Hint"] = sv.Hint([]Step{{Guess: "é" + long, Pattern: p}})
	_, errs["Plan"] = sv.Plan(long)
	_, errs["Exact"] = sv.Exact(long)
	_, errs["Tree.Path"] = tree.Path(long)
	_, errs["Tree.Path letters"] = tree.Path("SOLV" + long)
	for what, err := range errs {
		gametest.ShortError(t, what, err, 200)
	}
}

// hardAllows is the hard-mode check as the rule reads, row by row: the
// reference hardNeed is tested against. It reports whether guess keeps every green of the earlier rows
// in place and uses each revealed letter at least as often as one row
// revealed it.
func hardAllows(words []string, pats []Pattern, guess string) bool {
	var need, got [26]uint8
	for i := range len(guess) {
		got[guess[i]-'A']++
	}
	for r, w := range words {
		var have [26]uint8
		for i := range len(w) {
			switch pats[r].At(i) {
			case wordle.Green:
				if guess[i] != w[i] {
					return false
				}
				have[w[i]-'A']++
			case wordle.Yellow:
				have[w[i]-'A']++
			}
		}
		for c, k := range have {
			need[c] = max(need[c], k)
		}
	}
	for c, k := range need {
		if got[c] < k {
			return false
		}
	}
	return true
}

// TestHardNeedMatchesRows: folding rows into hardNeed one at a time
// allows exactly the guesses the row-by-row check allows, on histories
// hard mode accepts.
func TestHardNeedMatchesRows(t *testing.T) {
	words := slices.Collect(dictionary.CommonList().WordsOfLength(5))
	rapid.Check(t, func(t *rapid.T) {
		secret := rapid.SampledFrom(words).Draw(t, "secret")
		var need hardNeed
		var ws []string
		var ps []Pattern
		for range 6 {
			for range 20 {
				w := rapid.SampledFrom(words).Draw(t, "word")
				if got, want := need.allows(w), hardAllows(ws, ps, w); got != want {
					t.Fatalf("after %v %v: hardNeed allows %s: %v, the rows say %v", ws, ps, w, got, want)
				}
			}
			var ok []string
			for _, w := range words {
				if hardAllows(ws, ps, w) {
					ok = append(ok, w)
				}
			}
			g := rapid.SampledFrom(ok).Draw(t, "guess")
			p, _ := wordle.Feedback(secret, g)
			need.add(g, p)
			ws, ps = append(ws, g), append(ps, p)
		}
	})
}
