package sim

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
)

// equityGame plays plies moves of a classic game dealt from seed, each
// the best by equity, and returns every position with the one before it.
func equityGame(t *testing.T, seed uint64, plies int) (after, before []wordgame.State) {
	t.Helper()
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for range plies {
		if s.Over() {
			break
		}
		m, err := equity.Best(s)
		if err != nil {
			t.Fatal(err)
		}
		before = append(before, s)
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
		after = append(after, s)
	}
	return after, before
}

// keptLeave returns what the mover of m in s keeps, in RackLetters'
// notation (English: a byte a tile).
func keptLeave(s wordgame.State, m wordgame.Move) string {
	rack := []byte(s.RackLetters(s.ToMove()[0]))
	for _, x := range eq.K.Tiles(&m, nil) {
		if x&tiles.Lower != 0 {
			x = '?' // a blank played as a letter
		}
		if i := slices.Index(rack, x); i >= 0 {
			rack = slices.Delete(rack, i, i+1)
		}
	}
	return string(rack)
}

// An equity player's placement is explained by the leave it really
// kept: read with no margin, the true leave passes (the reader values
// the moves as the player chose among them), and Infer names the last
// mover, draws leaves of the size kept, and keeps some of them.
func TestInferReadsEquityPlayer(t *testing.T) {
	read := 0
	for g := range 4 {
		after, before := equityGame(t, uint64(300+g), 14)
		for i, s := range after {
			m, _ := s.LastMove()
			kept := keptLeave(before[i], m)
			if m.Kind() != wordgame.KindPlace || kept == "" || s.BagLen() == 0 {
				continue
			}
			viewer := s.ToMove()[0]
			turn, err := lastTurn(s, viewer, 7)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := turn.Before.Score(turn.Move)
			if err != nil {
				t.Fatal(err)
			}
			rd := reader{turn: turn, score: sc.Total, table: eq.LeavesFor(s.Rules()), margin: 1e-9, known: make([]string, 2)}
			ok, err := rd.explains(context.Background(), kept, 1)
			if err != nil || !ok {
				t.Errorf("game %d ply %d: %v keeping %s is not explained by its own leave (%v)", g, i, m, kept, err)
			}
			inf, err := Infer(context.Background(), s, InferOptions{Samples: 20, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			if inf.Seat != 1-viewer || inf.Tried != 20 || inf.Move != m {
				t.Errorf("game %d ply %d: inference of seat %d, %d tried, move %v; want seat %d, 20, %v", g, i, inf.Seat, inf.Tried, inf.Move, 1-viewer, m)
			}
			for _, l := range inf.Leaves {
				if len(l) != len(kept) {
					t.Errorf("game %d ply %d: leave %q, want %d tiles", g, i, l, len(kept))
				}
			}
			read++
		}
	}
	if read < 20 {
		t.Errorf("only %d positions read", read)
	}
}

// An inference is the same from the same seed, and says nothing of a
// first move, an exchange or a placement that kept nothing.
func TestInferNothingToRead(t *testing.T) {
	ctx := context.Background()
	after, _ := equityGame(t, 5, 6)
	a, err := Infer(ctx, after[5], InferOptions{Samples: 10, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Infer(ctx, after[5], InferOptions{Samples: 10, Seed: 9})
	if a.Seat < 0 || !slices.Equal(a.Leaves, b.Leaves) {
		t.Errorf("two inferences from one seed: %+v and %+v", a, b)
	}
	s, _ := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 5})
	if inf, err := Infer(ctx, s, InferOptions{}); err != nil || inf.Seat != -1 || len(inf.Leaves) != 0 {
		t.Errorf("before any move: %+v, %v", inf, err)
	}
	x, _ := s.ParseMove("-" + s.RackLetters(0)[:3])
	ex, err := s.Apply(x)
	if err != nil {
		t.Fatal(err)
	}
	if inf, err := Infer(ctx, ex, InferOptions{}); err != nil || inf.Seat != -1 {
		t.Errorf("after an exchange: %+v, %v", inf, err)
	}
}

// A position read from CGP has no history to replay: a move made from
// it is refused with an error that says so, not guessed at.
func TestInferNeedsHistory(t *testing.T) {
	after, _ := equityGame(t, 5, 4)
	text, _ := after[3].MarshalText()
	s, err := wordgame.FromCGP(wordgame.Classic(), after[3].Dictionary(), strings.Split(string(text), " tk.hist")[0])
	if err != nil {
		t.Fatal(err)
	}
	m, err := equity.Best(s)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.Apply(m); err != nil {
		t.Fatal(err)
	}
	if _, err := Infer(context.Background(), s, InferOptions{}); !errors.Is(err, wordgame.ErrGCGMismatch) {
		t.Errorf("Infer on a position without its history: %v, want ErrGCGMismatch", err)
	}
}

// With an Inference, every deal gives its seat one of its leaves; one
// that does not fit the position is refused.
func TestSimulateInference(t *testing.T) {
	after, before := equityGame(t, 11, 5)
	s := after[4]
	m, _ := s.LastMove()
	kept := keptLeave(before[4], m)
	seat := 1 - s.ToMove()[0]
	inf := &Inference{Seat: seat, Leaves: []string{kept, kept[:1]}}
	sim := newSimulation(s, nil, Options{Seed: 4}.withDefaults())
	var err error
	if sim.known, err = knownTiles(context.Background(), s, sim.seat, inf); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for it := range 16 {
		var c dealt
		d, err := sim.deal(&c, it)
		if err != nil {
			t.Fatal(err)
		}
		rack := d.RackLetters(seat)
		has := func(l string) bool {
			left := []byte(rack)
			for _, x := range []byte(l) {
				i := slices.Index(left, x)
				if i < 0 {
					return false
				}
				left = slices.Delete(left, i, i+1)
			}
			return true
		}
		if !has(kept[:1]) {
			t.Fatalf("deal %d gives seat %d %s, without %s", it, seat, rack, kept[:1])
		}
		seen[rack] = true
	}
	if len(seen) < 2 {
		t.Errorf("16 deals gave one rack")
	}
	for _, bad := range []*Inference{
		{Seat: s.ToMove()[0], Leaves: []string{"E"}},
		{Seat: 5, Leaves: []string{"E"}},
		{Seat: seat, Leaves: []string{"ZZZ"}},
	} {
		if _, err := Simulate(context.Background(), s, Options{Candidates: 2, Iterations: 4, Inference: bad}); err == nil {
			t.Errorf("Simulate with inference %+v: no error", bad)
		}
	}
	if _, err := Simulate(context.Background(), s, Options{Candidates: 2, Iterations: 4, Inference: inf}); err != nil {
		t.Errorf("Simulate with a fitting inference: %v", err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := knownTiles(done, s, sim.seat, inf); !errors.Is(err, context.Canceled) {
		t.Errorf("knownTiles after its context ended: %v, want context.Canceled", err)
	}
}
