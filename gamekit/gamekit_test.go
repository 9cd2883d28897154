package gamekit_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
)

func TestSeats(t *testing.T) {
	g := gamekit.Wrap("steps", steps{})
	for _, seat := range []int{1, tilekit.Onlooker, 2, 99} {
		_, err := g.PlayAs(seat, "0+1")
		if !errors.Is(err, tilekit.ErrNotYourTurn) {
			t.Errorf("PlayAs(%d, 0+1) = %v, want ErrNotYourTurn", seat, err)
		}
		// Refused before the move is read: text that does not parse gets
		// the same words.
		_, err2 := g.PlayAs(seat, "not a move")
		if tilekit.Detail(err) != tilekit.Detail(err2) || errors.Is(err2, tilekit.ErrSyntax) {
			t.Errorf("seat %d: %q then %q", seat, tilekit.Detail(err), tilekit.Detail(err2))
		}
	}
	if _, err := g.PlayAs(0, "0+7"); !errors.Is(err, tilekit.ErrSyntax) {
		t.Errorf("PlayAs(0, 0+7) = %v, want ErrSyntax", err)
	}
	// A move for another seat, and the clock's move, are refused from the
	// seat to move, though Validate accepts the clock's.
	for _, move := range []string{"1+1", "clock+1"} {
		if err := g.ValidateAs(0, move); !errors.Is(err, tilekit.ErrNotYourTurn) {
			t.Errorf("ValidateAs(0, %s) = %v, want ErrNotYourTurn", move, err)
		}
	}
	if err := g.Validate("clock+1"); err != nil {
		t.Errorf("Validate(clock+1) = %v", err)
	}
	var me *tilekit.MoveError[step]
	_, err := g.PlayAs(1, "1+1")
	if !errors.As(err, &me) || me.Player != "Bob" || err.Error() != "gamekit_test: Bob: 1+1: it is Ann's turn" {
		t.Errorf("PlayAs(1, 1+1) = %v (%#v)", err, me)
	}
	// The seat to move may leave itself out (the SeatParser).
	g, err = g.PlayAs(0, "+2")
	if err != nil || strings.Join(g.History(), " ") != "0+2" {
		t.Fatalf("PlayAs(0, +2) = %v, history %v", err, g.History())
	}
	for !g.Over() {
		if g, err = g.PlayAs(g.ToMove()[0], "+2"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.PlayAs(0, "0+1"); !errors.Is(err, tilekit.ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
	if o := g.Outcome(); !o.Over || !slices.Equal(o.Winners, []int{0}) {
		t.Errorf("Outcome() = %+v", o)
	}
}

// HistoryFor and LastMoveFor apply Mask; History does not.
func TestMask(t *testing.T) {
	g := gamekit.Wrap("steps", steps{})
	for _, m := range []string{"0+1", "1+2"} {
		var err error
		if g, err = g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		seat int
		want string
	}{{0, "0+1 1+0"}, {1, "0+1 1+2"}, {tilekit.Onlooker, "0+1 1+0"}, {7, "0+1 1+0"}} {
		if got := strings.Join(g.HistoryFor(c.seat), " "); got != c.want {
			t.Errorf("HistoryFor(%d) = %q, want %q", c.seat, got, c.want)
		}
		if last, ok := g.LastMoveFor(c.seat); !ok || !strings.HasSuffix(c.want, last) {
			t.Errorf("LastMoveFor(%d) = %q, %v; want the end of %q", c.seat, last, ok, c.want)
		}
	}
	if got := strings.Join(g.History(), " "); got != "0+1 1+2" {
		t.Errorf("History() = %q", got)
	}
}

// Expire applies the clock's move once, and a stale period is harmless.
func TestExpire(t *testing.T) {
	g := gamekit.Wrap("steps", steps{})
	period, length := g.Clock()
	if period != "move 0" || length == 0 {
		t.Fatalf("Clock() = %q, %v", period, length)
	}
	g, err := g.Expire(period)
	if err != nil || strings.Join(g.History(), " ") != "clock+1" {
		t.Fatalf("Expire(%q) = %v, history %v", period, err, g.History())
	}
	again, err := g.Expire(period)
	if err != nil || strings.Join(again.History(), " ") != "clock+1" {
		t.Errorf("Expire(%q) a second time = %v, history %v", period, err, again.History())
	}
}

func TestHintsAndPreview(t *testing.T) {
	g := gamekit.Wrap("steps", steps{})
	hs, err := g.Hints(0, 5)
	if err != nil || len(hs) != 2 || hs[0].Move != "0+2" || hs[1].Note != "slow" || hs[0].Words == nil {
		t.Errorf("Hints(0, 5) = %+v, %v", hs, err)
	}
	if hs, err := g.Hints(0, 0); err != nil || hs == nil || len(hs) != 0 {
		t.Errorf("Hints(0, 0) = %#v, %v", hs, err)
	}
	if _, err := g.Hints(1, 1); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("Hints(1, 1) = %v", err)
	}
	if p, err := g.Preview(0, "+2"); err != nil || p.Total != 2 {
		t.Errorf("Preview(0, +2) = %v, %v", p, err)
	}
	if _, err := g.Preview(0, "1+2"); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Errorf("Preview(0, 1+2) = %v", err)
	}
}

// A State without a capability gives errors.ErrUnsupported.
func TestUnsupported(t *testing.T) {
	g := gamekit.Wrap("bare", bare{steps{}})
	if _, err := g.Hints(0, 1); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Hints: %v", err)
	}
	if _, err := g.Expire("move 0"); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Expire: %v", err)
	}
	if p, l := g.Clock(); p != "" || l != 0 {
		t.Errorf("Clock() = %q, %v", p, l)
	}
	if _, err := g.Draw(0); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Draw: %v", err)
	}
	if _, err := g.Draw(5); !errors.Is(err, tilekit.ErrUnknownPlayer) {
		t.Errorf("Draw(5): %v", err)
	}
	if _, err := g.Determinize(0, 1); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Determinize: %v", err)
	}
	if _, err := g.LegalMoves(0); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("LegalMoves: %v", err)
	}
	if _, err := g.Preview(0, "0+1"); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Preview: %v", err)
	}
	g, _ = g.Play("0+1")
	if last, ok := g.LastMove(); !ok || last != "0+1" {
		t.Errorf("LastMove() from History = %q, %v", last, ok)
	}
}

// bare is the toy with only the methods gamekit.State requires.
type bare struct{ s steps }

var _ gamekit.State[bare, step, int] = bare{}

func (b bare) Players() int                        { return b.s.Players() }
func (b bare) Name(p int) string                   { return b.s.Name(p) }
func (b bare) ToMove() []int                       { return b.s.ToMove() }
func (b bare) Over() bool                          { return b.s.Over() }
func (b bare) Outcome() tilekit.Outcome            { return b.s.Outcome() }
func (b bare) Validate(m step) error               { return b.s.Validate(m) }
func (b bare) Mover(m step) int                    { return b.s.Mover(m) }
func (b bare) History() []step                     { return b.s.History() }
func (b bare) View(p int) int                      { return b.s.View(p) }
func (b bare) ParseMove(text string) (step, error) { return b.s.ParseMove(text) }
func (b bare) MarshalText() ([]byte, error)        { return b.s.MarshalText() }
func (b bare) Apply(m step) (bare, error) {
	s, err := b.s.Apply(m)
	return bare{s}, err
}

func TestKind(t *testing.T) {
	k := stepsKind
	if len(k.Presets) != 2 || k.Presets[0].MinPlayers != 2 || k.Presets[0].MaxPlayers != 2 {
		t.Fatalf("Presets = %+v", k.Presets)
	}
	g, err := k.New("", []string{"Ann", "Bob"}, 1)
	if err != nil || g.Kind() != "steps" {
		t.Fatalf("New = %v, %v", g, err)
	}
	if _, err := k.New("words", nil, 1); !errors.Is(err, tilekit.ErrNeedsWordList) || !strings.Contains(err.Error(), "WithDictionary") {
		t.Errorf("New(words) without a list: %v", err)
	}
	if _, err := k.New("nosuch", nil, 1); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Errorf("New(nosuch): %v", err)
	}
	// Bots: NextMove asks the bot of the seat to move.
	bots := []tilekit.Bot{k.Bot(tilekit.Medium, 1), k.Bot(tilekit.Easy, 2)}
	for !g.Over() {
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			t.Fatal(err)
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			t.Fatal(err)
		}
	}
	if got := strings.Join(g.History(), " "); got != "0+2 1+1 0+2 1+1 0+2 1+1 0+2" {
		t.Errorf("the bots played %s", got)
	}
	text, _ := g.MarshalText()
	back, err := k.Decode(text, nil)
	if err != nil || back.Kind() != "steps" || !slices.Equal(back.History(), g.History()) {
		t.Errorf("Decode(%q) = %v, %v", text, back, err)
	}
}

func TestBotFunc(t *testing.T) {
	b := gamekit.BotFunc[steps, step, int](func(s steps, seat int) (step, error) {
		if s.moves.Len() == 1 {
			return step{}, nil // the zero step is no move for seat 1: wait
		}
		return step{seat, 1}, nil
	})
	g := gamekit.Wrap("steps", steps{})
	if m, err := b.Move(g, 0); m != "0+1" || err != nil {
		t.Errorf("the bot's move: %q, %v", m, err)
	}
	if m, err := b.Move(g, 1); m != "" || err != nil {
		t.Errorf("a seat not to move: %q, %v, want to wait", m, err)
	}
	g, _ = g.Play("0+2")
	if m, err := b.Move(g, 1); m != "" || err != nil {
		t.Errorf("the zero move: %q, %v, want to wait", m, err)
	}
	if _, err := b.Move(gamekit.Wrap("bare", bare{}), 0); !errors.Is(err, tilekit.ErrUnknownKind) {
		t.Errorf("another kind of game: %v", err)
	}
}

func TestDecodeText(t *testing.T) {
	s, err := gamekit.DecodeText[steps, step, int, *steps]([]byte("steps 0+1 1+2"), nil)
	if err != nil || s.count != 3 {
		t.Errorf("DecodeText = %v, %v", s, err)
	}
	if _, err := gamekit.DecodeText[steps, step, int, *steps]([]byte("chess"), nil); err == nil {
		t.Error("DecodeText read another game's text")
	}
}

// TestBotContext: a BotContextFunc gets MoveContext's context and its
// answer stands while the context is live; once the context is done it
// returns no move, even from a function that ignored the context; and a
// BotFunc is not asked at all under a context already done.
func TestBotContext(t *testing.T) {
	type key struct{}
	var got context.Context
	ignores := gamekit.BotContextFunc[steps, step, int](func(ctx context.Context, s steps, seat int) (step, error) {
		got = ctx
		return step{seat, 1}, nil
	})
	g := gamekit.Wrap("steps", steps{})
	live := context.WithValue(context.Background(), key{}, "live")
	if m, err := ignores.MoveContext(live, g, 0); m != "0+1" || err != nil || got.Value(key{}) != "live" {
		t.Errorf("a live context: %q, %v, the function got %v", m, err, got)
	}
	if m, err := ignores.Move(g, 0); m != "0+1" || err != nil {
		t.Errorf("Move: %q, %v", m, err)
	}
	done, cancel := context.WithCancel(live)
	cancel()
	if m, err := ignores.MoveContext(done, g, 0); m != "" || !errors.Is(err, context.Canceled) {
		t.Errorf("a context done: %q, %v, want no move and context.Canceled", m, err)
	}
	asked := 0
	plain := gamekit.BotFunc[steps, step, int](func(s steps, seat int) (step, error) {
		asked++
		return step{seat, 1}, nil
	})
	if m, err := plain.MoveContext(done, g, 0); m != "" || !errors.Is(err, context.Canceled) || asked != 0 {
		t.Errorf("BotFunc under a context done: %q, %v, asked %d times", m, err, asked)
	}
	if m, err := plain.MoveContext(live, g, 0); m != "0+1" || err != nil {
		t.Errorf("BotFunc under a live context: %q, %v", m, err)
	}
	var never context.Context // nil: never done
	if m, err := plain.MoveContext(never, g, 0); m != "0+1" || err != nil {
		t.Errorf("BotFunc under a nil context: %q, %v", m, err)
	}
	if m, err := ignores.MoveContext(never, g, 0); m != "0+1" || err != nil {
		t.Errorf("BotContextFunc under a nil context: %q, %v", m, err)
	}
	// An Engine with BotContext gives Kind.Bot bots that pass the
	// context on, and plays BotContext rather than Bot.
	e := gamekit.EngineOf(gamekit.Engine[steps, step, int]{
		Bot: func(s steps, level tilekit.Level, seed uint64, seat int) (step, error) { return step{seat, 2}, nil },
		BotContext: func(ctx context.Context, s steps, level tilekit.Level, seed uint64, seat int) (step, error) {
			got = ctx
			return step{seat, 1}, nil
		},
	})
	b, ok := e.Bot(tilekit.Hard, 1).(tilekit.ContextBot)
	if !ok {
		t.Fatalf("%T is not a tilekit.ContextBot", e.Bot(tilekit.Hard, 1))
	}
	if m, err := b.MoveContext(live, g, 0); m != "0+1" || err != nil || got.Value(key{}) != "live" {
		t.Errorf("the engine's bot: %q, %v, BotContext got %v", m, err, got)
	}
}

// TestUncut: a move stands while the context is live; once it is done,
// no move, with the search's own error when it says why, else one that
// names the game, the level and the player.
func TestUncut(t *testing.T) {
	m, err := gamekit.Uncut(context.Background(), tilekit.Hard, "Ann", step{0, 1}, nil)
	if m != (step{0, 1}) || err != nil {
		t.Errorf("a live context: %v, %v", m, err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	m, err = gamekit.Uncut(done, tilekit.Hard, "Ann", step{0, 1}, nil)
	if m != (step{}) || !errors.Is(err, context.Canceled) || err.Error() != "gamekit_test: the hard computer player's move for Ann was stopped: context canceled" {
		t.Errorf("a context done: %v, %q", m, err)
	}
	own := fmt.Errorf("the search: %w", context.Canceled)
	if m, err = gamekit.Uncut(done, tilekit.Hard, "Ann", step{0, 1}, own); m != (step{}) || err != own {
		t.Errorf("a context done and the search's error: %v, %v", m, err)
	}
	// A search that returns ctx's error bare gets the sentence that names
	// the game, the level and the player.
	if m, err = gamekit.Uncut(done, tilekit.Hard, "Ann", step{0, 1}, context.Canceled); m != (step{}) || err.Error() != "gamekit_test: the hard computer player's move for Ann was stopped: context canceled" || !errors.Is(err, context.Canceled) {
		t.Errorf("a context done and its bare error: %v, %q", m, err)
	}
}

func TestSeatName(t *testing.T) {
	names := []string{"Ann", "", "Cy"}
	for _, c := range []struct {
		names []string
		p     int
		want  string
	}{
		{names, 0, "Ann"},
		{names, 1, "Player 2"},
		{names, 2, "Cy"},
		{names, 3, "Player 4"},
		{nil, 0, "Player 1"},
		{nil, -1, "Player 0"},
		{nil, -5, "Player -4"},
		{nil, math.MaxInt, "Player " + strconv.FormatUint(uint64(math.MaxInt)+1, 10)},
		{nil, math.MinInt, "Player " + strconv.Itoa(math.MinInt+1)},
	} {
		if got := gamekit.SeatName(c.names, c.p); got != c.want {
			t.Errorf("SeatName(%q, %d) = %q, want %q", c.names, c.p, got, c.want)
		}
	}
}
