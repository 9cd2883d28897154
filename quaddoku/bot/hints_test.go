package bot_test

import (
	"encoding/json"
	"errors"
	"math"
	"runtime"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
	"github.com/tilekit/tilekit/tiles"
)

func TestHintsArguments(t *testing.T) {
	r := quaddoku.DefaultRules()
	pile, _ := tiles.ParseMultiset("E3 U1 B3")
	r.Tiles = tiles.Of(append(r.Start.Tiles(), pile...))
	s, err := quaddoku.New(r, quaddoku.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for range s.LegalMoves() {
		n++
	}
	for _, k := range []int{0, -1, math.MinInt} {
		if hs, err := bot.Hints(s, 0, k); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %#v, %v", k, hs, err)
		}
	}
	for _, k := range []int{n, n + 1, 1 << 20} {
		if hs, err := bot.Hints(s, 0, k); err != nil || len(hs) != n {
			t.Errorf("Hints(0, %d) gives %d hints, %v; want all %d", k, len(hs), err, n)
		}
	}
	if _, err := gamekit.Wrap("quaddoku", s).Hints(1, 3); !errors.Is(err, quaddoku.ErrNotYourTurn) {
		t.Errorf("Game.Hints(1, 3) = %v, want quaddoku.ErrNotYourTurn", err)
	}
	hs, _ := bot.Hints(s, 0, 3)
	for _, h := range hs {
		sc, _ := s.Score(h.Move)
		if h.Score != sc.Total || len(h.Words) != len(sc.Words) {
			t.Errorf("hint %+v, score %+v", h, sc)
		}
	}
}

// The pass is a hint whenever it is legal and fewer than n turns exist:
// alone where no turn spells a new word, last under free passing.
func TestHintsPass(t *testing.T) {
	r := quaddoku.DefaultRules()
	r.Tiles = tiles.Of(append(r.Start.Tiles(), tiles.Letter('Q', 5)))
	stuck := gametest.Must(quaddoku.New(r, quaddoku.Setup{Players: 2}))
	want := []bot.Hint{{Move: quaddoku.Pass(), Words: []string{}, Note: "no tile can be placed: pass"}}
	for _, n := range []int{1, 3, bot.MaxHints + 5} {
		if hs, err := bot.Hints(stuck, 0, n); err != nil || !cmp.Equal(hs, want, cmp.Comparer(func(a, b quaddoku.Move) bool { return a == b })) {
			t.Errorf("Hints(0, %d) with only a Q left = %v, %v; want the pass", n, hs, err)
		}
	}
	hs, err := gamekit.Wrap("quaddoku", stuck).Hints(0, 2)
	if err != nil || len(hs) != 1 || hs[0].Move != "-" || hs[0].Note != "no tile can be placed: pass" || hs[0].Words == nil {
		t.Errorf("Game.Hints(0, 2) with only a Q left = %+v, %v", hs, err)
	}

	// Three tiles left: the default rules list the turns alone, free
	// passing adds the pass after them when fewer than n turns exist.
	r = quaddoku.DefaultRules()
	pile, _ := tiles.ParseMultiset("E3 U1 B3")
	r.Tiles = tiles.Of(append(r.Start.Tiles(), pile...))
	s := gametest.Must(quaddoku.New(r, quaddoku.Setup{Players: 2}))
	turns := gametest.Must(bot.Hints(s, 0, bot.MaxHints))
	r.FreePass = true
	free := gametest.Must(quaddoku.New(r, quaddoku.Setup{Players: 2}))
	for _, n := range []int{1, len(turns), len(turns) + 1, len(turns) + 9} {
		hs := gametest.Must(bot.Hints(free, 0, n))
		want := turns[:min(n, len(turns))]
		if n > len(turns) {
			want = append(slices.Clone(want), bot.Hint{Move: quaddoku.Pass(), Words: []string{}, Note: "pass: free passing allows it"})
		}
		if !cmp.Equal(hs, want, cmp.Comparer(func(a, b quaddoku.Move) bool { return a == b })) {
			t.Errorf("free passing, Hints(0, %d) = %v; want %v", n, hs, want)
		}
		if hs := gametest.Must(bot.Hints(s, 0, n)); len(hs) != min(n, len(turns)) || slices.ContainsFunc(hs, func(h bot.Hint) bool { return h.Move.IsPass() }) {
			t.Errorf("default rules, Hints(0, %d) = %v: the pass is not legal", n, hs)
		}
	}
}

// Hints are TopMoves' moves described by Score: the same moves in the
// same order, each with its score, words and note; a finished game and
// a detached State get their errors and an empty list.
func TestHintsDescribeTopMoves(t *testing.T) {
	s := gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2}))
	s = gametest.Must(s.Apply(gametest.Must(quaddoku.ParseMove(s, "02=E3 13=U1 23=B3"))))
	hs := gametest.Must(bot.Hints(s, 1, 5))
	ms, _, err := s.TopMoves(5, 12, quaddoku.Budget)
	if err != nil || len(hs) != len(ms) {
		t.Fatalf("%d hints, %d top moves (%v)", len(hs), len(ms), err)
	}
	for i, h := range hs {
		sc := gametest.Must(s.Score(ms[i]))
		if h.Move != ms[i] || h.Score != sc.Total || len(h.Words) != len(sc.Words) {
			t.Errorf("hint %d: %+v, top move %v scoring %+v", i, h, ms[i], sc)
		}
	}
	js, err := json.Marshal(hs[0])
	if want := `{"move":"00=A2 01=A2 02=H3 03=S3 13=A3 20=H2 30=S3 32=D3 33=E1","score":80,"words":["AAHS","AAHS","SABE","SADE"],"note":"Quad*doku"}`; err != nil || string(js) != want {
		t.Errorf("JSON %s, %v\nwant %s", js, err, want)
	}
	var zero quaddoku.State
	if hs, err := bot.Hints(zero, 0, 3); len(hs) != 0 || hs == nil || !errors.Is(err, quaddoku.ErrGameOver) {
		t.Errorf("zero State Hints = %v, %v", hs, err)
	}
	small := gametest.Must(dictionary.FromSlice([]string{"BEAT", "BATH", "TAKE", "HARE", "BEET", "TUBE"}))
	custom := gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 1, Dictionary: small}))
	var detached quaddoku.State
	if err := detached.UnmarshalText(gametest.Must(custom.MarshalText())); err != nil {
		t.Fatal(err)
	}
	if hs, err := bot.Hints(detached, 0, 3); len(hs) != 0 || hs == nil || !errors.Is(err, quaddoku.ErrDetached) {
		t.Errorf("detached State Hints = %v, %v", hs, err)
	}
	if hs := gametest.Must(bot.Hints(detached.Attach(small), 0, 3)); len(hs) != 3 || !slices.ContainsFunc(hs[0].Words, func(w string) bool { return w == "TUBE" }) {
		t.Errorf("attached State Hints = %v", hs)
	}
}

// Hints(seat, math.MaxInt) keeps at most MaxHints moves: its memory
// does not grow with the millions of legal moves of the opening.
func TestHintsMemory(t *testing.T) {
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	bot.Hints(s, 0, 1) // build the word index
	for _, n := range []int{math.MaxInt, bot.MaxHints + 1, 1 << 30} {
		var hs []bot.Hint
		var a, b runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&a)
		hs, err = bot.Hints(s, 0, n)
		runtime.ReadMemStats(&b)
		if err != nil || len(hs) != bot.MaxHints {
			t.Fatalf("Hints(0, %d): %d hints, %v", n, len(hs), err)
		}
		if mem := b.TotalAlloc - a.TotalAlloc; mem > 4<<20 {
			t.Errorf("Hints(0, %d) allocates %d bytes", n, mem)
		}
		for i := 1; i < len(hs); i++ {
			if hs[i].Score > hs[i-1].Score {
				t.Fatalf("Hints(0, %d) out of order at %d", n, i)
			}
		}
	}
}
