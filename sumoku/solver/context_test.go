package solver

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
)

// maxLooksAfterDone bounds how often a stopped move looks at its
// context after the look that found it done: once the searches have
// seen it done none looks again, and BotMoveContext looks once more at
// the end (1 in all when this was written).
const maxLooksAfterDone = 3

// TestBotMoveContextStops: a server can drop a game while a bot thinks.
// On the positions of BenchmarkBotWorst (the standard game's largest
// rack and smallest die face, and the speed game of eight hands of 120
// tiles, whose moves take up to 0.7 s of CPU), at every level,
// BotMoveContext under a context that is done from its k-th look returns
// the zero Move and an error wrapping context.Canceled, having looked at
// the context at least k times (so its searches read it: every level
// looks hundreds of times over its worst move) and only a few more
// after it was done.
func TestBotMoveContextStops(t *testing.T) {
	positions := map[string]sumoku.State{"speed": hardSpeed(t)}
	for i, s := range hardStandard(t) {
		positions[fmt.Sprintf("standard %d", i)] = s
	}
	for name, s := range positions {
		seat := s.ToMove()[0]
		for _, level := range tilekit.Levels() {
			for _, k := range []int64{1, 2, 40} {
				ctx := gametest.NewDoneAfter(k)
				m, err := BotMoveContext(ctx, s, level, 1, seat)
				if ctx.Looks() < k {
					t.Errorf("%s, %v: looked %d times in all, not %d: its search does not read the context", name, level, ctx.Looks(), k)
					continue
				}
				if !errors.Is(err, context.Canceled) || m != (sumoku.Move{}) {
					t.Errorf("%s, %v, done at look %d: %v, %v", name, level, k, m, err)
				}
				if extra := ctx.Looks() - k; extra > maxLooksAfterDone {
					t.Errorf("%s, %v, done at look %d: looked %d more times", name, level, k, extra)
				}
			}
		}
	}
}

// TestBotMoveContextNeverCut: a move BotMoveContext returns is BotMove's,
// however late the context is done. In each variant the bots search in
// (and on the worst standard and speed positions unless -short), for
// contexts done at looks spread over the whole move, it returns either
// BotMove's move or the zero Move with an error wrapping
// context.Canceled: Canceled when the context is done at the move's
// last look (the one after its work), BotMove's move when it is done
// only after that.
func TestBotMoveContextNeverCut(t *testing.T) {
	type position struct {
		name  string
		s     sumoku.State
		level tilekit.Level
	}
	positions := []position{
		{"standard", dealtAfter(t, sumoku.DefaultRules(), 2, 5, 6), tilekit.Expert},
		{"spot", dealtAfter(t, sumoku.Spot(), 3, 4, 0), tilekit.Easy},
		{"speed", dealtAfter(t, sumoku.Speed(), 3, 4, 0), tilekit.Hard},
		{"solo", dealtAfter(t, sumoku.Solo(), 1, 3, 2), tilekit.Expert},
	}
	if !testing.Short() {
		positions = append(positions,
			position{"standard, worst", hardStandard(t)[1], tilekit.Expert},
			position{"speed, worst", hardSpeed(t), tilekit.Easy})
	}
	for _, p := range positions {
		seat := p.s.ToMove()[0]
		want, wantErr := BotMove(p.s, p.level, 7, seat)
		full := gametest.NewDoneAfter(1 << 62)
		if m, err := BotMoveContext(full, p.s, p.level, 7, seat); m != want || !sameError(err, wantErr) {
			t.Fatalf("%s: with a live context %v, %v; BotMove gives %v, %v", p.name, m, err, want, wantErr)
		}
		looks := full.Looks()
		t.Logf("%s, %v: %v after %d looks", p.name, p.level, want, looks)
		for _, k := range []int64{1, looks / 4, looks / 2, looks - 1, looks, looks + 1} {
			if k < 1 {
				continue
			}
			m, err := BotMoveContext(gametest.NewDoneAfter(k), p.s, p.level, 7, seat)
			cut := errors.Is(err, context.Canceled)
			switch {
			case cut && m != (sumoku.Move{}):
				t.Errorf("%s, done at look %d of %d: %v with %v", p.name, k, looks, m, err)
			case !cut && (m != want || !sameError(err, wantErr)):
				t.Errorf("%s, done at look %d of %d: %v, %v; BotMove gives %v, %v", p.name, k, looks, m, err, want, wantErr)
			case k == looks && !cut, k > looks && cut:
				t.Errorf("%s, done at look %d of %d: cut %v", p.name, k, looks, cut)
			}
		}
	}
}

// sameError reports whether a and b are both nil or say the same.
func sameError(a, b error) bool { return (a == nil) == (b == nil) && fmt.Sprint(a) == fmt.Sprint(b) }

// dealtAfter deals a game of rules for players from seed and plays
// moves moves of Hard bots (fewer if it ends), for a position in the
// middle of a game.
func dealtAfter(t *testing.T, rules sumoku.Rules, players int, seed uint64, moves int) sumoku.State {
	t.Helper()
	s := gametest.Must(sumoku.New(rules, sumoku.Setup{Players: players, Seed: seed}))
	for range moves {
		if s.Over() {
			break
		}
		m, err := BotMove(s, tilekit.Hard, seed, s.ToMove()[0])
		if err != nil {
			t.Fatal(err)
		}
		s = gametest.Play(t, s, m)
	}
	return s
}

// TestRegisteredBotStops: the registered kind's bots are
// tilekit.ContextBots that pass their context to BotMoveContext: a
// context already done stops them with an error wrapping
// context.Canceled, and a live one gives Move's move.
func TestRegisteredBotStops(t *testing.T) {
	k, ok := tilekit.Lookup("sumoku")
	if !ok {
		t.Fatal("sumoku is not registered")
	}
	g, err := k.New("standard", []string{"Ada", "Bo"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bot, ok := k.Bot(tilekit.Expert, 1).(tilekit.ContextBot)
	if !ok {
		t.Fatalf("the registered bot %T is not a tilekit.ContextBot", k.Bot(tilekit.Expert, 1))
	}
	want, err := bot.Move(g, 0)
	if err != nil || want == "" {
		t.Fatalf("Move: %q, %v", want, err)
	}
	if m, err := bot.MoveContext(context.Background(), g, 0); m != want || err != nil {
		t.Errorf("MoveContext with a live context: %q, %v; Move gives %q", m, err, want)
	}
	ctx := gametest.NewDoneAfter(3)
	if m, err := bot.MoveContext(ctx, g, 0); m != "" || !errors.Is(err, context.Canceled) {
		t.Errorf("MoveContext done at look 3: %q, %v", m, err)
	}
	if ctx.Looks() < 3 {
		t.Errorf("MoveContext looked %d times, not 3: the context does not reach the search", ctx.Looks())
	}
}
