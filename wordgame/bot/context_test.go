package bot

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
)

// TestMoveContextStops: a server can drop a game while a bot thinks. On
// the rack of 21 with 7 blanks, whose moves take Expert up to 20 s of
// CPU (the package doc's table), in each of Expert's phases (the
// simulation, the late simulation, the pre-endgame and the endgame) and
// at every level, MoveContext under a context that is done from its k-th
// look returns the zero Move and an error wrapping context.Canceled,
// having looked at the context only a few more times: every search it
// runs stops at its next look, Easy's too.
func TestMoveContextStops(t *testing.T) {
	rack := "AEINRSTLODCEIU???????"
	positions := []struct {
		name   string
		s      wordgame.State
		levels []tilekit.Level
	}{
		{"30 in the bag", wgtest.LongRack(t, rack, "AE", strings.Repeat("X", 30)), tilekit.Levels()},
		{"10 in the bag", wgtest.LongRack(t, rack, "AE", strings.Repeat("X", 10)), []tilekit.Level{tilekit.Expert}},
		{"1 in the bag", wgtest.LongRack(t, rack, "AE", "X"), []tilekit.Level{tilekit.Expert}},
		{"endgame", wgtest.LongRack(t, "AEINRSTLOD??", "AEINST??", ""), []tilekit.Level{tilekit.Expert}},
	}
	for _, p := range positions {
		for _, level := range p.levels {
			for _, k := range []int64{1, 2, 40} {
				ctx := gametest.NewDoneAfter(k)
				m, err := MoveContext(ctx, p.s, level, 1, 0)
				if ctx.Looks() < k {
					t.Errorf("%s, %v: looked %d times in all, not %d: its search does not read the context", p.name, level, ctx.Looks(), k)
					continue
				}
				if !errors.Is(err, context.Canceled) || m != (wordgame.Move{}) {
					t.Errorf("%s, %v, done at look %d: %v, %v", p.name, level, k, m, err)
				}
				if extra := ctx.Looks() - k; extra > maxLooksAfterDone {
					t.Errorf("%s, %v, done at look %d: looked %d more times", p.name, level, k, extra)
				}
			}
		}
	}
}

// maxLooksAfterDone bounds how often a stopped move looks at its context
// again: each worker of the simulation once, and each search after it
// once (at most 3 in all when this was written).
const maxLooksAfterDone = 8

// TestMoveContextNeverCut: a move MoveContext returns is Move's, however
// late the context is done: on an ordinary position, for contexts done
// at looks spread over the whole of Expert's work (and never), it
// returns either Move's move or an error wrapping context.Canceled.
func TestMoveContextNeverCut(t *testing.T) {
	s := wgtest.SimPosition(t)
	want, err := Move(s, tilekit.Expert, 5, s.ToMove()[0])
	if err != nil {
		t.Fatal(err)
	}
	full := gametest.NewDoneAfter(1 << 62)
	if m, err := MoveContext(full, s, tilekit.Expert, 5, s.ToMove()[0]); m != want || err != nil {
		t.Fatalf("with a live context %v, %v; Move gives %v", m, err, want)
	}
	looks := full.Looks()
	t.Logf("Expert looked at its context %d times", looks)
	for _, k := range []int64{looks / 4, looks / 2, looks - 1, looks, looks + 1} {
		ctx := gametest.NewDoneAfter(k)
		m, err := MoveContext(ctx, s, tilekit.Expert, 5, s.ToMove()[0])
		switch {
		case err == nil && m != want:
			t.Errorf("done at look %d of %d: %v, where Move plays %v", k, looks, m, want)
		case err != nil && (!errors.Is(err, context.Canceled) || m != (wordgame.Move{})):
			t.Errorf("done at look %d of %d: %v, %v", k, looks, m, err)
		}
	}
}

// TestMoveContextStopsWhileWordListBuilds: the first move a program asks
// for with a word list waits for the move generator's automaton of it,
// and a context cancelled during that wait stops the move at once, in
// each of Expert's phases and at every level that takes a context; the
// build goes on, and the next move uses it.
func TestMoveContextStopsWhileWordListBuilds(t *testing.T) {
	fresh := func(t *testing.T) wordgame.State {
		return gametest.Must(wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 1}))
	}
	positions := []struct {
		name   string
		s      func(t *testing.T) wordgame.State
		levels []tilekit.Level
	}{
		{"a new game", fresh, tilekit.Levels()},
		{"1 in the bag", func(t *testing.T) wordgame.State { return wgtest.LongRack(t, "AEINRST", "AEDLOT", "X") }, []tilekit.Level{tilekit.Expert}},
		{"endgame", func(t *testing.T) wordgame.State { return wgtest.LongRack(t, "AEINRST", "AEDLOT", "") }, []tilekit.Level{tilekit.Expert}},
	}
	for _, p := range positions {
		for _, level := range p.levels {
			t.Run(p.name+"/"+level.String(), func(t *testing.T) {
				g := wgtest.NewGatedList()
				defer g.Open()
				s := p.s(t).Attach(g)
				r := gametest.CancelWhileBlocked(t, g.Entered, func(ctx context.Context) moveResult {
					m, err := MoveContext(ctx, s, level, 1, 0)
					return moveResult{m, err}
				})
				if r.m != (wordgame.Move{}) || !errors.Is(r.err, context.Canceled) {
					t.Errorf("cancelled while the word list was read: %v, %v; want the zero Move and context.Canceled", r.m, r.err)
				}
			})
		}
	}
	// The build a cancelled move left goes on for the next.
	g := wgtest.NewGatedList()
	defer g.Open()
	s := fresh(t).Attach(g)
	r := gametest.CancelWhileBlocked(t, g.Entered, func(ctx context.Context) moveResult {
		m, err := MoveContext(ctx, s, tilekit.Hard, 1, 0)
		return moveResult{m, err}
	})
	if !errors.Is(r.err, context.Canceled) {
		t.Fatalf("Hard cancelled while the word list was read: %v", r.err)
	}
	g.Open()
	m, err := Move(s, tilekit.Hard, 1, 0)
	if err != nil || s.Validate(m) != nil || m.Kind() != wordgame.KindPlace {
		t.Errorf("Hard after the build: %v, %v", m, err)
	}
}

// moveResult is what MoveContext returned.
type moveResult struct {
	m   wordgame.Move
	err error
}
