package wordoku

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

func TestSeatRefusals(t *testing.T) {
	s := twoPlayers(t)
	secret := s.Grid(1).Swapped(0, 0, 3, 3)
	for _, c := range []struct {
		seat int
		m    Move
		want error
	}{
		{0, Arrange(1, secret), ErrNotYourTurn}, // Ann sends Bob's move
		{0, Swap(1, 0, 0), ErrNotYourTurn},
		{0, EndRound(1), ErrNotYourTurn}, // only the clock ends a round
		{1, EndRound(1), ErrNotYourTurn},
		{tilekit.Onlooker, Finish(0), ErrNotYourTurn},
		{2, Finish(2), ErrNotYourTurn},
	} {
		err := s.ValidateAs(c.seat, c.m)
		var me *MoveError
		if !errors.Is(err, c.want) || !errors.As(err, &me) {
			t.Errorf("ValidateAs(%d, %v) = %v, want a *MoveError wrapping %v", c.seat, c.m, err, c.want)
			continue
		}
		if strings.Contains(tilekit.Detail(err), secret.String()[:3]) {
			t.Errorf("ValidateAs(%d, %v): %q quotes a tile", c.seat, c.m, tilekit.Detail(err))
		}
		next, aerr := s.ApplyAs(c.seat, c.m)
		if !errors.Is(aerr, c.want) || next.hist.Len() != 0 {
			t.Errorf("ApplyAs(%d, %v) = %v", c.seat, c.m, aerr)
		}
	}
	if err := s.ValidateAs(0, EndRound(1)); !strings.Contains(tilekit.Detail(err), "only the clock") {
		t.Errorf("EndRound from a seat: %q", tilekit.Detail(err))
	}
	// Before ValidateAs refused EndRound, one seat could end the round
	// for everyone.
	if _, err := tilekit.Wrap(s).PlayAs(0, "endround 1"); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf(`PlayAs(0, "endround 1") = %v`, err)
	}
	done := gametest.Must(s.ApplyAs(1, Finish(1)))
	// A finished seat is told only that it may not move, whatever it sends.
	a, b := done.ValidateAs(1, Arrange(1, secret)), done.ValidateAs(1, Wild(1, 0, 0, 'Q'))
	if !errors.Is(a, ErrNotYourTurn) || tilekit.Detail(a) != tilekit.Detail(b) {
		t.Errorf("finished seat: %v / %v", a, b)
	}
	if next, err := done.ApplyAs(0, Finish(0)); err != nil || next.Round() != 2 {
		t.Errorf("the last finish: %v, round %d", err, next.Round())
	}
}

func TestParseMoveAs(t *testing.T) {
	s := twoPlayers(t)
	g := s.Grid(1)
	for _, c := range []struct {
		text string
		want Move
	}{
		{"12 30", Arrange(1, g.Swapped(1, 2, 3, 0))},
		{" 1  12 30 ", Arrange(1, g.Swapped(1, 2, 3, 0))},
		{"0 12 30", Arrange(0, s.Grid(0).Swapped(1, 2, 3, 0))},
		{"swap 12", Swap(1, 1, 2)},
		{"SWAP 12", Swap(1, 1, 2)},
		{"1 swap 12", Swap(1, 1, 2)},
		{"0 swap 12", Swap(0, 1, 2)}, // another seat's move: ValidateAs refuses it
		{"wild 30=q", Wild(1, 3, 0, 'Q')},
		{"finish", Finish(1)},
		{"arrange " + g.String(), Arrange(1, g)},
		{"endround 1", EndRound(1)},
	} {
		m, err := s.ParseMoveAs(1, c.text)
		if err != nil || m != c.want {
			t.Errorf("ParseMoveAs(1, %q) = %v, %v; want %v", c.text, m, err, c.want)
		}
	}
	for _, c := range []struct {
		seat int
		text string
		want error
	}{
		{1, "", ErrSyntax},
		{1, "swap", ErrSyntax},
		{1, "1 swap", ErrSyntax}, // the hidden form is not a move to play
		{1, "wild 30=?", ErrSyntax},
		{1, "dance", ErrSyntax},
		{1, "arrange", ErrSyntax},
		{1, "12 30 33", ErrSyntax},
		{1, "12 44", ErrBadMove},
		{tilekit.Onlooker, "12 30", ErrNotYourTurn},
		{tilekit.Onlooker, "finish", ErrNotYourTurn},
		{1, "5 12 30", ErrUnknownPlayer},
	} {
		m, err := s.ParseMoveAs(c.seat, c.text)
		var me *MoveError
		if !errors.Is(err, c.want) || !errors.As(err, &me) || m != (Move{}) {
			t.Errorf("ParseMoveAs(%d, %q) = %v, %v; want a *MoveError wrapping %v", c.seat, c.text, m, err, c.want)
		}
	}
	for _, text := range []string{"x", "0 gİveup", "endround +1", "0 swap", strings.Repeat("9", 1<<20)} {
		_, err := ParseMove(s, text)
		var me *MoveError
		if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || len(err.Error()) > 300 {
			t.Errorf("ParseMove(%.20q) = %.100v; want a short *MoveError wrapping ErrSyntax", text, err)
		}
	}
}

func TestHistoryFor(t *testing.T) {
	s := twoPlayers(t)
	ann := s.Grid(0).Swapped(0, 0, 1, 1)
	for _, m := range []Move{Arrange(0, ann), Wild(0, 2, 2, 'Q'), Swap(1, 0, 0), Finish(0)} {
		var err error
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	texts := func(ms []Move) []string {
		out := []string{}
		for _, m := range ms {
			out = append(out, m.String())
		}
		return out
	}
	full := texts(s.History())
	if got := texts(s.HistoryFor(0)); !slices.Equal(got, slices.Concat(full[:2], []string{"1 swap", full[3]})) {
		t.Errorf("Ann sees %q", got)
	}
	want := []string{"0 arrange", "0 wild", "1 swap 00", "0 finish"}
	if got := texts(s.HistoryFor(1)); !slices.Equal(got, want) {
		t.Errorf("Bob sees %q, want %q", got, want)
	}
	want[2] = "1 swap"
	if got := texts(s.HistoryFor(tilekit.Onlooker)); !slices.Equal(got, want) {
		t.Errorf("the onlooker sees %q, want %q", got, want)
	}
	h := s.HistoryFor(1)
	if !h[0].Hidden() || h[0].Kind != KindArrange || h[0].Player != 0 || h[0].Grid != (Grid{}) || h[1].Letter != 0 || h[2].Hidden() {
		t.Errorf("Bob's history: %#v", h)
	}
	if err := s.Validate(h[0]); !errors.Is(err, ErrBadMove) {
		t.Errorf("a hidden move is played: %v", err)
	}
	// Hidden moves encode and read back.
	js := gametest.Must(json.Marshal(h))
	var back []Move
	if err := json.Unmarshal(js, &back); err != nil || !slices.Equal(back, h) {
		t.Errorf("%s reads back as %v, %v", js, back, err)
	}
	if m, ok := s.LastMoveFor(1); !ok || m.String() != "0 finish" {
		t.Errorf("LastMoveFor(1) = %v, %v", m, ok)
	}
	s, _ = s.Apply(Arrange(1, s.Grid(1)))
	if m, _ := s.LastMoveFor(0); m.String() != "1 arrange" || s.View(0).LastMove.Text != "1 arrange" {
		t.Errorf("LastMoveFor(0) = %v, View's %v", m, s.View(0).LastMove)
	}
	// When the round ends, every grid is public.
	s, _ = s.Apply(EndRound(1))
	for _, p := range []int{0, 1, tilekit.Onlooker} {
		if got := texts(s.HistoryFor(p)); !slices.Equal(got, texts(s.History())) {
			t.Errorf("after the round, seat %d sees %q", p, got)
		}
	}
	s, _ = s.Apply(Swap(0, 3, 3))
	if got := texts(s.HistoryFor(1)); got[len(got)-1] != "0 swap" || got[0] != full[0] {
		t.Errorf("round 2: Bob sees %q", got)
	}
}

func TestOutcome(t *testing.T) {
	s := twoPlayers(t)
	o := s.Outcome()
	if o.Over || len(o.Winners) != 0 || o.Reason != "" || !slices.Equal(o.Scores, []int{0, 0}) || o.LowerWins {
		t.Errorf("at the start: %+v", o)
	}
	for r := 1; !s.Over(); r++ {
		best, _, err := BestArrangement(s.Rules(), nil, s.Grid(0))
		if err != nil {
			t.Fatal(err)
		}
		s, _ = s.Apply(Arrange(0, best))
		s, _ = s.Apply(EndRound(r))
	}
	o = s.Outcome()
	res := s.Result()
	if !o.Over || !slices.Equal(o.Scores, res.Tokens) || !slices.Equal(o.Winners, []int{0}) || !strings.Contains(o.Reason, "all 3 rounds played") {
		t.Errorf("at the end: %+v (result %+v)", o, res)
	}
	if d := o.Describe(s.Name); !strings.Contains(d, "Ann wins: all 3 rounds played;") {
		t.Errorf("Describe: %q", d)
	}
	js, _ := json.Marshal(o)
	if !strings.Contains(string(js), `"lowerWins":false`) {
		t.Errorf("JSON %s", js)
	}
	if o := (State{}).Outcome(); !o.Over || len(o.Scores) != 0 {
		t.Errorf("zero State: %+v", o)
	}
}

func TestHints(t *testing.T) {
	s := twoPlayers(t)
	for _, n := range []int{0, -1} {
		if hs, err := s.Hints(0, n); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %v, %v", n, hs, err)
		}
	}
	all, err := s.Hints(0, int(^uint(0)>>1))
	if err != nil || len(all) == 0 || len(all) > maxHints {
		t.Fatalf("Hints(0, max) = %d hints, %v", len(all), err)
	}
	now, _ := ScoreGrid(s.Rules(), nil, s.Grid(0))
	swaps := 0
	for i, h := range all {
		if err := s.ValidateAs(0, h.Move); err != nil {
			t.Errorf("hint %v: %v", h.Move, err)
		}
		if h.Score <= now.Total && h.Move.Kind != KindSwap || h.Note == "" || h.Words == nil {
			t.Errorf("hint %+v on a grid of %d", h, now.Total)
		}
		if h.Move.Kind == KindSwap {
			swaps++
			if !strings.Contains(h.Note, "mean over") {
				t.Errorf("swap hint note %q", h.Note)
			}
			continue
		}
		if pv, err := s.Preview(0, h.Move); err != nil || pv.Total != h.Score {
			t.Errorf("hint %d %v scores %d, its preview %v, %v", i, h.Move, h.Score, pv, err)
		}
	}
	if three, _ := s.Hints(0, 3); !slices.EqualFunc(three, all[:3], func(a, b Hint) bool { return a.Move == b.Move }) {
		t.Errorf("Hints(0, 3) is not the first three of all")
	}
	done, _ := s.Apply(Finish(0))
	if _, err := done.Hints(0, 3); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("a finished seat's hints: %v", err)
	}
	if _, err := s.Hints(tilekit.Onlooker, 3); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("the onlooker's hints: %v", err)
	}
	js, _ := json.Marshal(all[0])
	if !strings.HasPrefix(string(js), `{"move":"0 `) {
		t.Errorf("hint JSON %s", js)
	}
}

func TestPreview(t *testing.T) {
	g := gametest.Must(ParseGrid(latin))
	s := twoPlayers(t)
	// A grid of the same tiles as Ann's spelling something: a real
	// arrangement from the solver.
	best, sc, _ := BestArrangement(s.Rules(), nil, s.Grid(0))
	pv, err := s.Preview(0, Arrange(0, best))
	if err != nil || pv.Total != sc.Total || len(pv.Parts) != len(sc.Lines) {
		t.Fatalf("Preview = %v, %v; want %d in %d parts", pv, err, sc.Total, len(sc.Lines))
	}
	for i, l := range sc.Lines {
		if !strings.HasPrefix(pv.Parts[i], l.Word+" ") || strings.HasSuffix(pv.Parts[i], " balanced") != (l.Bonus > 0) {
			t.Errorf("part %q for %+v", pv.Parts[i], l)
		}
	}
	now, _ := ScoreGrid(s.Rules(), nil, s.Grid(0))
	for _, m := range []Move{Swap(0, 0, 0), Finish(0)} {
		if pv, err := s.Preview(0, m); err != nil || pv.Total != now.Total {
			t.Errorf("Preview(%v) = %v, %v; want the grid as it is, %d", m, pv, err, now.Total)
		}
	}
	wild := s.Grid(0).With(1, 1, WildTile('Q', s.Grid(0).At(1, 1).Symbol))
	wsc, _ := ScoreGrid(s.Rules(), nil, wild)
	if pv, err := s.Preview(0, Wild(0, 1, 1, 'Q')); err != nil || pv.Total != wsc.Total {
		t.Errorf("Preview of a wild = %v, %v; want %d", pv, err, wsc.Total)
	}
	for _, c := range []struct {
		seat int
		m    Move
		want error
	}{
		{1, Arrange(0, best), ErrNotYourTurn},
		{0, Arrange(0, g), ErrNotHeld},
		{0, EndRound(1), ErrNotYourTurn},
	} {
		if pv, err := s.Preview(c.seat, c.m); !errors.Is(err, c.want) || pv.Parts == nil {
			t.Errorf("Preview(%d, %v) = %v, %v; want %v", c.seat, c.m, pv, err, c.want)
		}
	}
}

func TestClock(t *testing.T) {
	s := twoPlayers(t)
	if k, d := s.Clock(); k != "round 1" || d != s.Rules().RoundTime {
		t.Errorf("Clock = %q, %v", k, d)
	}
	for _, p := range []int{tilekit.Onlooker, 0, 1} {
		if m, ok := s.Timeout(p); !ok || m != EndRound(1) {
			t.Errorf("Timeout(%d) = %v, %v", p, m, ok)
		}
	}
	s, _ = s.Apply(EndRound(1))
	if k, _ := s.Clock(); k != "round 2" {
		t.Errorf("Clock = %q in round 2", k)
	}
	if m, _ := s.Timeout(tilekit.Onlooker); m != EndRound(2) {
		t.Errorf("Timeout in round 2 = %v", m)
	}
	s, _ = s.Apply(EndRound(2))
	s, _ = s.Apply(EndRound(3))
	if k, d := s.Clock(); !s.Over() || k != "" || d != 0 {
		t.Errorf("over: Clock = %q, %v", k, d)
	}
	if _, ok := s.Timeout(tilekit.Onlooker); ok {
		t.Error("over: a timeout")
	}
	r := DefaultRules()
	r.RoundTime = 0
	u, _ := New(r, Setup{Players: 1})
	if k, d := u.Clock(); k != "" || d != 0 {
		t.Errorf("untimed: Clock = %q, %v", k, d)
	}
}

func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("wordoku")
	if !ok || len(k.Presets) != 2 || k.Presets[0].Name != "default" || k.MinPlayers != 1 || k.MaxPlayers != MaxPlayers {
		t.Fatalf("Lookup = %+v, %v", k, ok)
	}
	g := gametest.Must(k.New("expert", []string{"Ann", "Bob"}, 3))
	if s := g.State().(State); s.Rules().Size != 5 || s.Name(1) != "Bob" {
		t.Errorf("expert deal: %v", s.Rules())
	}
	if _, err := k.New("huge", []string{"Ann"}, 3); !errors.Is(err, ErrBadSetup) {
		t.Errorf("unknown preset: %v", err)
	}
	if _, err := k.New("", nil, 3); !errors.Is(err, ErrBadSetup) {
		t.Errorf("no seats: %v", err)
	}
	g, _ = k.New("", []string{"Ann", "Bob"}, 3)
	for _, mv := range []struct {
		seat int
		text string
	}{{0, "12 30"}, {1, "swap 00"}, {0, "finish"}} {
		g = gametest.Must(g.PlayAs(mv.seat, mv.text))
	}
	text, _ := g.MarshalText()
	d := gametest.Must(tilekit.Decode(text))
	if !slices.Equal(d.History(), g.History()) || !slices.Equal(d.HistoryFor(1), g.HistoryFor(1)) {
		t.Errorf("decoded history %v, want %v", d.History(), g.History())
	}
	if h := d.HistoryFor(1); h[0] != "0 arrange" {
		t.Errorf("Bob sees %v", h)
	}
}

func TestBots(t *testing.T) {
	k, _ := tilekit.Lookup("wordoku")
	levels := tilekit.Levels()
	if !gametest.IsLong() {
		levels = levels[:2] // Hard and Expert search for seconds a move
	}
	for _, level := range levels {
		g := gametest.Must(k.New("", []string{"Ann", "Bob"}, 9))
		b := k.Bot(level, 1)
		for steps := 0; !g.Over(); steps++ {
			if steps > 60 {
				t.Fatalf("%v: the bots do not end the game", level)
			}
			moved := false
			for p := range g.Players() {
				text, err := b.Move(g, p)
				if err != nil {
					t.Fatalf("%v seat %d: %v", level, p, err)
				}
				if text == "" {
					if slices.Contains(g.ToMove(), p) {
						t.Fatalf("%v: seat %d may move but waits", level, p)
					}
					continue
				}
				again, _ := b.Move(g, p)
				if again != text {
					t.Fatalf("%v: %q then %q from one position", level, text, again)
				}
				if g, err = g.PlayAs(p, text); err != nil {
					t.Fatalf("%v: %q: %v", level, text, err)
				}
				moved = true
			}
			if !moved {
				t.Fatalf("%v: nobody moved", level)
			}
		}
		if o := g.Outcome(); len(o.Winners) == 0 {
			t.Errorf("%v: %+v", level, o)
		}
	}
	// A stronger level never lays out a worse grid than a weaker one.
	s, _ := New(DefaultRules(), Setup{Players: 1, Seed: 4})
	prev := -1
	for _, level := range tilekit.Levels() {
		m, err := s.BotMove(level, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		g := s.Grid(0)
		if m.Kind == KindArrange {
			g = m.Grid
		}
		sc, _ := ScoreGrid(s.Rules(), nil, g)
		if sc.Total < prev && level > tilekit.Medium {
			t.Errorf("%v scores %d, below %d", level, sc.Total, prev)
		}
		prev = sc.Total
	}
	over := State{}
	if _, err := over.BotMove(tilekit.Hard, 0, 0); !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State: %v", err)
	}
}

func TestOutcomeReasons(t *testing.T) {
	s := twoPlayers(t)
	three, _ := New(DefaultRules(), Setup{Players: 3, Seed: 1})
	solo, _ := New(DefaultRules(), Setup{Players: 1, Seed: 1})
	for _, c := range []struct {
		s    State
		r    Result
		want string
	}{
		{s, Result{Rounds: make([]RoundResult, 3), Tokens: []int{3, 1}, Best: []int{30, 40}, Winners: []int{0}}, "all 3 rounds played; the most tokens, 3"},
		{s, Result{Rounds: make([]RoundResult, 3), Tokens: []int{2, 2}, Best: []int{30, 40}, Winners: []int{1}}, "all 3 rounds played; level on 2 tokens, the best single round (40) decides"},
		{three, Result{Rounds: make([]RoundResult, 1), Tokens: []int{1, 1, 0}, Best: []int{30, 30, 20}, Winners: []int{0, 1}}, "1 round played; level on 1 token and on the best single round, 30"},
		{solo, Result{Rounds: make([]RoundResult, 3), Tokens: []int{2}, Best: []int{44}, Winners: []int{0}}, "all 3 rounds played alone: 2 tokens, best round 44"},
	} {
		if got := c.s.reason(c.r); got != c.want {
			t.Errorf("reason(%+v) = %q, want %q", c.r, got, c.want)
		}
	}
}
