package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
)

// maxLooksAfterDone bounds how often a stopped move looks at its
// context after the look that found it done: the search that found it
// stops without looking again, and MoveContext looks once more at the
// end (1 in all when this was written).
const maxLooksAfterDone = 3

// TestMoveContextStops: a server can drop a game while a bot thinks. On
// the positions whose moves cost the bots most (BenchmarkBotWorst's:
// with no doku possible, and the openings of the two rule sets built to
// defeat the search's bounds, where every level does between 0.9 and 16
// million steps of work), at every level, MoveContext under a context
// that is done from its k-th look returns the zero Move and an error
// wrapping context.Canceled, having looked at the context at least k
// times (every level's searches read it as they go: even Easy's worst
// move takes 0.1 s) and only a few more times after.
func TestMoveContextStops(t *testing.T) {
	names := []string{"nodoku", "slow", "big"}
	for i, s := range hard(t, names...) {
		seat := s.ToMove()[0]
		for _, level := range tilekit.Levels() {
			for _, k := range []int64{1, 2, 40, 150} {
				ctx := gametest.NewDoneAfter(k)
				m, err := bot.MoveContext(ctx, s, level, 1, seat)
				if !errors.Is(err, context.Canceled) || m != (quaddoku.Move{}) {
					t.Errorf("%s, %v, done at look %d: %v, %v", names[i], level, k, m, err)
				}
				if ctx.Looks() < k {
					t.Errorf("%s, %v: looked %d times in all, not %d: its search does not read the context", names[i], level, ctx.Looks(), k)
				}
				if extra := ctx.Looks() - k; extra > maxLooksAfterDone {
					t.Errorf("%s, %v, done at look %d: looked %d more times", names[i], level, k, extra)
				}
			}
		}
	}
}

// TestMoveContextNeverCut: a move MoveContext returns is Move's, however
// late the context is done. On a mid-game position, at every level, for
// contexts done at looks spread over the whole move (and never), it
// returns Move's move when the context is done after its last look and
// an error wrapping context.Canceled otherwise, never another move.
func TestMoveContextNeverCut(t *testing.T) {
	s := hard(t, "mid2")[0]
	seat := s.ToMove()[0]
	for _, level := range tilekit.Levels() {
		want, err := bot.Move(s, level, 5, seat)
		if err != nil {
			t.Fatal(err)
		}
		full := gametest.NewDoneAfter(1 << 62)
		if m, err := bot.MoveContext(full, s, level, 5, seat); m != want || err != nil {
			t.Fatalf("%v with a live context: %v, %v; Move gives %v", level, m, err, want)
		}
		looks := full.Looks()
		t.Logf("%v looked at its context %d times", level, looks)
		for _, k := range []int64{1, looks / 4, looks / 2, 3 * looks / 4, looks - 1, looks, looks + 1} {
			ctx := gametest.NewDoneAfter(k)
			m, err := bot.MoveContext(ctx, s, level, 5, seat)
			switch {
			case err == nil && (m != want || k <= looks):
				t.Errorf("%v done at look %d of %d: %v, where Move plays %v", level, k, looks, m, want)
			case err != nil && (!errors.Is(err, context.Canceled) || m != (quaddoku.Move{}) || k > looks):
				t.Errorf("%v done at look %d of %d: %v, %v", level, k, looks, m, err)
			}
		}
	}
}

// The registered kind's bots are tilekit.ContextBots that pass their
// context to MoveContext: a done context stops them with its error and
// no move, and tilekit.NextMoveContext reports it with the seat.
func TestRegisteredContext(t *testing.T) {
	k, _ := tilekit.Lookup("quaddoku")
	s := hard(t, "nodoku")[0]
	g := gamekit.Wrap("quaddoku", s)
	for _, level := range tilekit.Levels() {
		b, ok := k.Bot(level, 1).(gamekit.BotContextFunc[quaddoku.State, quaddoku.Move, quaddoku.View])
		if !ok {
			t.Fatalf("%v: Kind.Bot gives %T, not a gamekit.BotContextFunc", level, k.Bot(level, 1))
		}
		ctx := gametest.NewDoneAfter(40)
		if text, err := b.MoveContext(ctx, g, 0); text != "" || !errors.Is(err, context.Canceled) || ctx.Looks() < 40 {
			t.Errorf("%v done at look 40: %q, %v after %d looks", level, text, err, ctx.Looks())
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	bots := []tilekit.Bot{k.Bot(tilekit.Expert, 1), nil}
	if seat, move, err := tilekit.NextMoveContext(ctx, g, bots); seat != 0 || move != "" || !errors.Is(err, context.Canceled) {
		t.Errorf("NextMoveContext with a cancelled context: %d, %q, %v", seat, move, err)
	}
	start := gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2}))
	want := gametest.Must(bot.Move(start, tilekit.Hard, 1, 0))
	if seat, move, err := tilekit.NextMoveContext(context.Background(), gamekit.Wrap("quaddoku", start), []tilekit.Bot{k.Bot(tilekit.Hard, 1)}); seat != 0 || move != want.String() || err != nil {
		t.Errorf("NextMoveContext with a live context: %d, %q, %v; Move gives %v", seat, move, err, want)
	}
}
