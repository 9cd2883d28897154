package wordoku

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// wrap puts s behind tilekit.Game, as the registry deals it.
func wrap(s State) tilekit.Game { return gamekit.Wrap("wordoku", s) }

func TestMover(t *testing.T) {
	s := twoPlayers(t)
	for _, c := range []struct {
		m    Move
		want int
	}{
		{Arrange(1, s.Grid(1)), 1},
		{Swap(0, 0, 0), 0},
		{Wild(1, 2, 2, 'Q'), 1},
		{Finish(0), 0},
		{Finish(7), 7}, // a seat that does not play: Validate refuses it
		{Swap(1, 0, 0).hide(), 1},
		{EndRound(1), tilekit.Onlooker},
		{EndRound(9), tilekit.Onlooker},
	} {
		if got := s.Mover(c.m); got != c.want {
			t.Errorf("Mover(%v) = %d, want %d", c.m, got, c.want)
		}
	}
}

func TestSeatRefusals(t *testing.T) {
	s := twoPlayers(t)
	g := wrap(s)
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
		err := g.ValidateAs(c.seat, c.m.String())
		var me *MoveError
		if !errors.Is(err, c.want) || !errors.As(err, &me) {
			t.Errorf("ValidateAs(%d, %v) = %v, want a *MoveError wrapping %v", c.seat, c.m, err, c.want)
			continue
		}
		if strings.Contains(tilekit.Detail(err), secret.String()[:3]) {
			t.Errorf("ValidateAs(%d, %v): %q quotes a tile", c.seat, c.m, tilekit.Detail(err))
		}
		next, aerr := g.PlayAs(c.seat, c.m.String())
		if !errors.Is(aerr, c.want) || len(next.History()) != 0 {
			t.Errorf("PlayAs(%d, %v) = %v", c.seat, c.m, aerr)
		}
	}
	// Before the seat checks refused EndRound, one seat could end the
	// round for everyone.
	if err := g.ValidateAs(0, "endround 1"); !strings.Contains(tilekit.Detail(err), "only the clock") {
		t.Errorf("EndRound from a seat: %q", tilekit.Detail(err))
	}
	done := gametest.Must(g.PlayAs(1, "finish"))
	// A finished seat is told only that it may not move, whatever it sends.
	a, b := done.ValidateAs(1, Arrange(1, secret).String()), done.ValidateAs(1, "wild 00=Q")
	if !errors.Is(a, ErrNotYourTurn) || tilekit.Detail(a) != tilekit.Detail(b) {
		t.Errorf("finished seat: %v / %v", a, b)
	}
	if next, err := done.PlayAs(0, "finish"); err != nil || next.State().(State).Round() != 2 {
		t.Errorf("the last finish: %v, %v", err, next.History())
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
		{"0 swap 12", Swap(0, 1, 2)}, // another seat's move: Mover says whose
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
		{tilekit.Onlooker, "12 30", ErrUnknownPlayer},
		{tilekit.Onlooker, "finish", ErrUnknownPlayer},
		{1, "5 12 30", ErrUnknownPlayer},
	} {
		m, err := s.ParseMoveAs(c.seat, c.text)
		var me *MoveError
		if !errors.Is(err, c.want) || !errors.As(err, &me) || m != (Move{}) {
			t.Errorf("ParseMoveAs(%d, %q) = %v, %v; want a *MoveError wrapping %v", c.seat, c.text, m, err, c.want)
		}
	}
	// Through the Game, a seat that may not move is refused first.
	for _, text := range []string{"12 30", "finish", "0 finish"} {
		if err := wrap(s).ValidateAs(tilekit.Onlooker, text); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("ValidateAs(Onlooker, %q) = %v, want ErrNotYourTurn", text, err)
		}
	}
	if err := wrap(s).ValidateAs(1, "0 swap 12"); !errors.Is(err, ErrNotYourTurn) || !strings.Contains(tilekit.Detail(err), "Ann") {
		t.Errorf("Bob sends Ann's swap: %v", err)
	}
	for _, text := range []string{"x", "0 gİveup", "endround +1", "0 swap", strings.Repeat("9", 1<<20)} {
		_, err := ParseMove(s, text)
		var me *MoveError
		if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || len(err.Error()) > 300 {
			t.Errorf("ParseMove(%.20q) = %.100v; want a short *MoveError wrapping ErrSyntax", text, err)
		}
	}
}

// maskAll is every move of s's history as seat may know it.
func maskAll(s State, seat int) []Move {
	h := s.History()
	for i, m := range h {
		h[i] = s.Mask(seat, i, m)
	}
	return h
}

func TestMask(t *testing.T) {
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
	if got := wrap(s).HistoryFor(0); !slices.Equal(got, slices.Concat(full[:2], []string{"1 swap", full[3]})) {
		t.Errorf("Ann sees %q", got)
	}
	want := []string{"0 arrange", "0 wild", "1 swap 00", "0 finish"}
	if got := wrap(s).HistoryFor(1); !slices.Equal(got, want) {
		t.Errorf("Bob sees %q, want %q", got, want)
	}
	want[2] = "1 swap"
	for _, seat := range []int{tilekit.Onlooker, 2, -7} {
		if got := wrap(s).HistoryFor(seat); !slices.Equal(got, want) {
			t.Errorf("seat %d sees %q, want %q", seat, got, want)
		}
	}
	h := maskAll(s, 1)
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
	if m, ok := wrap(s).LastMoveFor(1); !ok || m != "0 finish" {
		t.Errorf("LastMoveFor(1) = %v, %v", m, ok)
	}
	s, _ = s.Apply(Arrange(1, s.Grid(1)))
	if m, _ := wrap(s).LastMoveFor(0); m != "1 arrange" || s.View(0).LastMove.Text != "1 arrange" {
		t.Errorf("LastMoveFor(0) = %v, View's %v", m, s.View(0).LastMove)
	}
	if m, _ := wrap(s).LastMoveFor(1); m != "1 arrange "+s.Grid(1).String() {
		t.Errorf("Bob's own last move: %v", m)
	}
	// When the round ends, every grid of it is public.
	s, _ = s.Apply(EndRound(1))
	for _, p := range []int{0, 1, tilekit.Onlooker} {
		if got := texts(maskAll(s, p)); !slices.Equal(got, texts(s.History())) {
			t.Errorf("after the round, seat %d sees %q", p, got)
		}
	}
	// In the next round, only its own moves are masked again.
	s, _ = s.Apply(Swap(0, 3, 3))
	if got := wrap(s).HistoryFor(1); got[len(got)-1] != "0 swap" || got[0] != full[0] {
		t.Errorf("round 2: Bob sees %q", got)
	}
	// Once the game is over, everything is public.
	s, _ = s.Apply(EndRound(2))
	s, _ = s.Apply(EndRound(3))
	if got := wrap(s).HistoryFor(tilekit.Onlooker); !s.Over() || !slices.Equal(got, texts(s.History())) {
		t.Errorf("over: the table sees %q", got)
	}
}

func TestOutcome(t *testing.T) {
	t.Parallel()
	s := twoPlayers(t)
	o := s.Outcome()
	if o.Over || len(o.Winners) != 0 || o.Reason != "" || !slices.Equal(o.Scores, []int{0, 0}) || o.LowerWins {
		t.Errorf("at the start: %+v", o)
	}
	for r := 1; !s.Over(); r++ {
		s, _ = s.Apply(Arrange(0, climb(s, 0)))
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

// climb returns player p's grid improved by exchanging two cells, the
// best exchange at a time, for as long as one raises its score: a grid
// that scores more than the deal, without the solver (which is an
// engine, in package wordoku/solver).
func climb(s State, p int) Grid {
	g := s.Grid(p)
	now := gametest.Must(ScoreGrid(s.Rules(), s.Dictionary(), g)).Total
	n := g.Size()
	for {
		best, bestScore := g, now
		for a := range n * n {
			for b := a + 1; b < n*n; b++ {
				h := g.Swapped(a/n, a%n, b/n, b%n)
				if sc := gametest.Must(ScoreGrid(s.Rules(), s.Dictionary(), h)).Total; sc > bestScore {
					best, bestScore = h, sc
				}
			}
		}
		if bestScore == now {
			return g
		}
		g, now = best, bestScore
	}
}

// TestHintsNeverEmpty: at random points of random games, every seat that
// may move gets a hint it may play (through the registry, from the
// engine that the package's examples import, as a program's import
// does).
func TestHintsNeverEmpty(t *testing.T) {
	t.Parallel()
	gametest.Checks(t, 10)
	rapid.Check(t, func(t *rapid.T) {
		s := drawGame(t)
		for _, p := range s.ToMove() {
			hs, err := wrap(s).Hints(p, 1)
			if err != nil || len(hs) != 1 {
				t.Fatalf("Hints(%d, 1) = %v, %v", p, hs, err)
			}
			if err := wrap(s).ValidateAs(p, hs[0].Move); err != nil {
				t.Fatalf("hint %v: %v", hs[0].Move, err)
			}
		}
	})
}

func TestPreview(t *testing.T) {
	g := gametest.Must(ParseGrid(latin))
	s := twoPlayers(t)
	// A grid of the same tiles as Ann's spelling something.
	best := climb(s, 0)
	sc, _ := ScoreGrid(s.Rules(), nil, best)
	pv, err := wrap(s).Preview(0, Arrange(0, best).String())
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
		if pv, err := wrap(s).Preview(c.seat, c.m.String()); !errors.Is(err, c.want) || pv.Parts == nil {
			t.Errorf("Preview(%d, %v) = %v, %v; want %v", c.seat, c.m, pv, err, c.want)
		}
	}
	for _, seat := range []int{tilekit.Onlooker, 2} {
		if pv, err := s.Preview(seat, Finish(0)); !errors.Is(err, ErrUnknownPlayer) || pv.Parts == nil {
			t.Errorf("Preview(%d) = %v, %v; want ErrUnknownPlayer", seat, pv, err)
		}
	}
	if _, err := (State{}).Preview(0, Finish(0)); !errors.Is(err, ErrUnknownPlayer) {
		t.Errorf("zero State: %v", err)
	}
}

// TestPreviewBadCell: an arrangement whose grid holds a tile no grid can
// hold (put there with Grid.With: no symbol, a symbol outside the game,
// a value other than 1) is refused with ErrBadGrid. Scoring it used to
// panic on the balance test of a line with a word (CATS, its A the bad
// tile).
func TestPreviewBadCell(t *testing.T) {
	s := twoPlayers(t)
	g := gametest.Must(ParseGrid(latin))
	for _, bad := range []tiles.Tile{
		{Letter: 'A', Value: 1},
		{Letter: 'A', Value: 1, Symbol: tiles.Symbol(99)},
		{Letter: 'A', Value: 3, Symbol: tiles.Star},
	} {
		m := Arrange(0, g.With(0, 1, bad))
		pv, err := s.Preview(0, m)
		if !errors.Is(err, ErrBadGrid) || pv.Parts == nil {
			t.Errorf("Preview of a grid holding %+v = %v, %v; want ErrBadGrid", bad, pv, err)
		}
	}
}

func TestClock(t *testing.T) {
	s := twoPlayers(t)
	if k, d := s.Clock(); k != "round 1" || d != s.Rules().RoundTime {
		t.Errorf("Clock = %q, %v", k, d)
	}
	s, _ = s.Apply(EndRound(1))
	if k, _ := s.Clock(); k != "round 2" {
		t.Errorf("Clock = %q in round 2", k)
	}
	s, _ = s.Apply(EndRound(2))
	s, _ = s.Apply(EndRound(3))
	if k, d := s.Clock(); !s.Over() || k != "" || d != 0 {
		t.Errorf("over: Clock = %q, %v", k, d)
	}
	r := DefaultRules()
	r.RoundTime = 0
	u, _ := New(r, Setup{Players: 1})
	if k, d := u.Clock(); k != "" || d != 0 {
		t.Errorf("untimed: Clock = %q, %v", k, d)
	}
	if next, err := u.Expire("round 1"); err != nil || !reflect.DeepEqual(next, u) {
		t.Errorf("untimed: Expire ends a round: %v, %v", next.History(), err)
	}
}

// TestExpire: one timer ends one round. The old Clock doc had a server
// play Timeout(seat) for every seat to move; each gave EndRound, so one
// timer at a table of three ended all three rounds.
func TestExpire(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 3, Seed: 4}))
	s = gametest.Play(t, s, Finish(1))
	period, _ := s.Clock()
	next := s
	for range s.ToMove() { // the old server's loop, with the period read once
		var err error
		if next, err = next.Expire(period); err != nil {
			t.Fatal(err)
		}
	}
	if got := next.History(); next.Round() != 2 || len(got) != 2 || got[1] != EndRound(1) {
		t.Fatalf("after three Expire(%q): round %d, history %v", period, next.Round(), got)
	}
	if !reflect.DeepEqual(s.History(), gametest.Must(s.Expire(period)).History()[:1]) || s.Round() != 1 {
		t.Error("Expire changed its receiver")
	}
	// Periods that are not current change nothing.
	for _, p := range []string{"round 1", "round 3", "", "round", "Round 2", "round 2 "} {
		if again, err := next.Expire(p); err != nil || !reflect.DeepEqual(again, next) {
			t.Errorf("Expire(%q) in round 2: %v, %v", p, again.History(), err)
		}
	}
	// Through the Game, each period ends once, and the game ends with
	// the last.
	g := wrap(next)
	for want := 2; !g.Over(); want++ {
		p, d := g.Clock()
		if p != fmt.Sprintf("round %d", want) || d != 5*time.Minute {
			t.Fatalf("Clock = %q, %v; want round %d", p, d, want)
		}
		g = gametest.Must(g.Expire(p))
		if again := gametest.Must(g.Expire(p)); !slices.Equal(again.History(), g.History()) {
			t.Fatalf("a second Expire(%q) played %v", p, again.History())
		}
	}
	if h := g.History(); len(h) != 4 || h[3] != "endround 3" || len(g.ToMove()) != 0 {
		t.Errorf("over: history %v, to move %v", h, g.ToMove())
	}
	if again, err := g.Expire("round 3"); err != nil || !slices.Equal(again.History(), g.History()) {
		t.Errorf("Expire after the end: %v, %v", again.History(), err)
	}
	if z, err := (State{}).Expire("round 1"); err != nil || z.Players() != 0 {
		t.Errorf("zero State: %v", err)
	}
}

// TestRoundCloses: ToMove is empty exactly when the game is over, in
// every preset and at every seat count: a round that every seat has
// finished ends inside Apply. A decoded game whose dictionary is not
// attached keeps its last seat in the round (its Finish would need a
// score) until the dictionary is given back.
func TestRoundCloses(t *testing.T) {
	t.Parallel()
	k, _ := tilekit.Lookup("wordoku")
	for _, p := range k.Presets {
		for n := p.MinPlayers; n <= p.MaxPlayers; n++ {
			g := gametest.Must(k.New(p.Name, make([]string, n), uint64(n)))
			rng := rand.New(rand.NewPCG(uint64(n), 3))
			for steps := 0; !g.Over(); steps++ {
				if steps > 1000 {
					t.Fatalf("%s, %d seats: no end", p.Name, n)
				}
				s := g.State().(State)
				m := randomMove(s, rng)
				if m.Kind == KindEndRound || rng.IntN(3) == 0 {
					m = Finish(s.ToMove()[rng.IntN(len(s.ToMove()))])
				}
				if next, err := g.PlayAs(m.Player, m.String()); err == nil {
					g = next
				}
				if (len(g.ToMove()) == 0) != g.Over() {
					t.Fatalf("%s, %d seats: to move %v, over %v", p.Name, n, g.ToMove(), g.Over())
				}
			}
			if h := g.History(); slices.ContainsFunc(h, func(m string) bool { return strings.HasPrefix(m, "endround") }) {
				t.Errorf("%s, %d seats: the finishes needed the clock: %v", p.Name, n, h)
			}
		}
	}

	d := dictionary.Func(func(w string) bool { return len(w) == 3 })
	s := gametest.Must(New(DefaultRules(), Setup{Players: 3, Seed: 2, Dictionary: d}))
	var back State
	if err := back.UnmarshalText(mustText(t, s)); err != nil {
		t.Fatal(err)
	}
	back = gametest.Play(t, back, Finish(0), Finish(2))
	if _, err := back.Apply(Finish(1)); !errors.Is(err, ErrDetached) {
		t.Errorf("the detached last finish: %v", err)
	}
	if back.Dictionary() != nil {
		t.Errorf("detached Dictionary: %v", back.Dictionary())
	}
	if again, err := back.Expire("round 1"); !errors.Is(err, ErrDetached) || !reflect.DeepEqual(again, back) {
		t.Errorf("detached Expire: %v", err)
	}
	if to := back.ToMove(); back.Over() || !slices.Equal(to, []int{1}) {
		t.Errorf("detached: to move %v, over %v", to, back.Over())
	}
	back = gametest.Play(t, back.Attach(d), Finish(1))
	if to := back.ToMove(); back.Round() != 2 || !slices.Equal(to, []int{0, 1, 2}) {
		t.Errorf("attached: round %d, to move %v", back.Round(), to)
	}
}

func TestDraw(t *testing.T) {
	s := twoPlayers(t)
	s = gametest.Play(t, s, Swap(1, 1, 0), Wild(1, 0, 0, 'E'), Arrange(0, s.Grid(0).Swapped(0, 0, 1, 1)), Finish(1))
	ann := s.Draw(0)
	for _, want := range []string{"round 1 of 3, 5m0s a round", "Ann's grid", strings.Split(s.Grid(0).String(), " / ")[2],
		"wild unused; swapped: none", "finished, wild, swapped star", "last move: 1 finish"} {
		if !strings.Contains(ann, want) {
			t.Errorf("Ann's picture lacks %q:\n%s", want, ann)
		}
	}
	bob := s.Draw(1)
	if !strings.Contains(bob, "Bob's grid") || !strings.Contains(bob, "wild turned; swapped: ") {
		t.Errorf("Bob's picture:\n%s", bob)
	}
	// Nobody sees another's grid of the round being played.
	for seat, pic := range map[int]string{0: ann, 1: bob, tilekit.Onlooker: s.Draw(tilekit.Onlooker), 5: s.Draw(5)} {
		for q := range 2 {
			if q != seat && strings.Contains(pic, strings.Split(s.Grid(q).String(), " / ")[1]) {
				t.Errorf("seat %d sees row 1 of player %d's grid:\n%s", seat, q, pic)
			}
		}
		if strings.Contains(pic, "arrange ") {
			t.Errorf("seat %d sees an arrangement:\n%s", seat, pic)
		}
	}
	if s.Draw(tilekit.Onlooker) != s.Draw(5) {
		t.Error("a seat that does not play sees more than the table")
	}
	// Once over, every final grid is drawn, with the winners.
	s = gametest.Play(t, s, EndRound(1), EndRound(2), EndRound(3))
	end := s.Draw(tilekit.Onlooker)
	for _, want := range []string{"over after 3 rounds", "grids of round 3", " wins: all 3 rounds played",
		strings.Split(s.Grid(0).String(), " / ")[3], strings.Split(s.Grid(1).String(), " / ")[3]} {
		if !strings.Contains(end, want) {
			t.Errorf("the end lacks %q:\n%s", want, end)
		}
	}
	if pic, err := wrap(s).Draw(2); !errors.Is(err, ErrUnknownPlayer) || pic != "" {
		t.Errorf("Draw(2) through the Game: %q, %v", pic, err)
	}
	if pic := (State{}).Draw(tilekit.Onlooker); pic == "" {
		t.Error("the zero State draws nothing")
	}
}

func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("wordoku")
	if !ok || len(k.Presets) != 2 || k.Presets[0].Name != "default" {
		t.Fatalf("Lookup = %+v, %v", k, ok)
	}
	for _, p := range k.Presets {
		if p.MinPlayers != 1 || p.MaxPlayers != MaxPlayers {
			t.Errorf("preset %s: %d-%d players", p.Name, p.MinPlayers, p.MaxPlayers)
		}
		// The tile set deals to the largest table.
		if _, err := k.New(p.Name, make([]string, p.MaxPlayers), 1); err != nil {
			t.Errorf("preset %s, %d players: %v", p.Name, p.MaxPlayers, err)
		}
		if _, err := k.New(p.Name, make([]string, p.MaxPlayers+1), 1); !errors.Is(err, ErrBadSetup) {
			t.Errorf("preset %s, %d players: %v", p.Name, p.MaxPlayers+1, err)
		}
	}
	g := gametest.Must(k.New("expert", []string{"Ann", "Bob"}, 3))
	if s := g.State().(State); s.Rules().Size != 5 || s.Name(1) != "Bob" || g.Kind() != "wordoku" {
		t.Errorf("expert deal: %v", s.Rules())
	}
	if _, err := k.New("huge", []string{"Ann"}, 3); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Errorf("unknown preset: %v", err)
	}
	if solo, err := k.New("", nil, 3); err != nil || solo.Players() != 1 {
		t.Errorf("no names: %v", err)
	}
	d := dictionary.Func(func(w string) bool { return len(w) == 3 })
	if g, err := k.New("", []string{"Ann"}, 3, tilekit.WithDictionary(d)); err != nil || !strings.Contains(string(gametest.Must(g.MarshalText())), "dictionary custom") {
		t.Errorf("with a dictionary: %v", err)
	}
	g, _ = k.New("", []string{"Ann", "Bob"}, 3)
	for _, mv := range []struct {
		seat int
		text string
	}{{0, "12 30"}, {1, "swap 00"}, {0, "finish"}} {
		g = gametest.Must(g.PlayAs(mv.seat, mv.text))
	}
	text, _ := g.MarshalText()
	back := gametest.Must(tilekit.Decode(text))
	if back.Kind() != "wordoku" || !slices.Equal(back.History(), g.History()) || !slices.Equal(back.HistoryFor(1), g.HistoryFor(1)) {
		t.Errorf("decoded history %v, want %v", back.History(), g.History())
	}
	if h := back.HistoryFor(1); h[0] != "0 arrange" {
		t.Errorf("Bob sees %v", h)
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

// The information sets: Determinize.

// randomMove returns a random move for a random player still in the
// round: mostly a rearrangement, sometimes a swap, a wild or a finish,
// and now and then the clock's EndRound. It may be illegal (a second
// swap of a symbol, a second wild); the caller skips those.
func randomMove(s State, rng *rand.Rand) Move {
	ps := s.ToMove()
	if rng.IntN(40) == 0 {
		return EndRound(s.round)
	}
	p := ps[rng.IntN(len(ps))]
	n := s.rules.Size
	r, c := rng.IntN(n), rng.IntN(n)
	switch k := rng.IntN(10); {
	case k < 4:
		cells := s.Grid(p).Tiles()
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		g := Grid{n: int8(n)}
		copy(g.cells[:], cells)
		return Arrange(p, g)
	case k < 6:
		return Swap(p, r, c)
	case k < 8:
		return Wild(p, r, c, byte('A'+rng.IntN(26)))
	default:
		return Finish(p)
	}
}

// drawGame deals a game from a drawn seed (see newFromSeed) and plays a
// drawn number of random moves, so that it stops at any point: a round's
// start, its middle, between rounds or over.
func drawGame(t *rapid.T) State {
	s, err := newFromSeed(rapid.Uint64().Draw(t, "game"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play"), 2))
	for range rapid.IntRange(0, 60).Draw(t, "moves") {
		if s.Over() {
			break
		}
		if next, err := s.Apply(randomMove(s, rng)); err == nil {
			s = next
		}
	}
	return s
}

// hiddenPart is what Determinize may change for seat: every other
// player's grid, wild and swapped-out tiles, and the order in which the
// bag would give its tiles.
func hiddenPart(s State, seat int) string {
	var b strings.Builder
	for q, st := range s.seats {
		if q != seat {
			b.WriteString(st.grid.String() + " " + st.wild.String() + " " + tiles.FormatMultiset(st.removed) + " | ")
		}
	}
	_, drawn := s.bag.DrawUpTo(s.bag.Len())
	for _, t := range drawn {
		b.WriteString(t.String() + " ")
	}
	return b.String()
}

// sortedTiles is allTiles in sorted order, for comparing multisets.
func sortedTiles(s State) []tiles.Tile { return tiles.Sort(allTiles(s)) }

// TestDeterminizeProperty checks Determinize at random points of random
// games for a random seat (Onlooker included): the seat's View encodes
// the same, the tiles in play are the same multiset, the seat's own part
// and every public flag are kept, the same seed gives the same State,
// the result reads nothing the seat cannot see, the hidden part varies
// over seeds whenever there is something to vary, the seat's moves are
// legal exactly when they are in the original, the text decodes and
// encodes to itself, and the result plays on.
func TestDeterminizeProperty(t *testing.T) {
	gametest.Checks(t, 40)
	rapid.Check(t, func(t *rapid.T) {
		s := drawGame(t)
		seat := rapid.IntRange(tilekit.Onlooker, s.Players()-1).Draw(t, "seat")
		s1, s2 := rapid.Uint64().Draw(t, "seed 1"), rapid.Uint64().Draw(t, "seed 2")
		d := gametest.Must(s.Determinize(seat, s1))
		if a, b := gametest.JSON(t, s.View(seat)), gametest.JSON(t, d.View(seat)); a != b {
			t.Fatalf("View(%d) changed:\nbefore %s\nafter  %s", seat, a, b)
		}
		if !slices.Equal(sortedTiles(s), sortedTiles(d)) {
			t.Fatal("the tiles in play changed")
		}
		checkRedealt(t, s, d, seat)
		if again := gametest.Must(s.Determinize(seat, s1)); !reflect.DeepEqual(again, d) {
			t.Fatal("one seed gave two States")
		}
		// d differs from s only in what seat cannot see, so both give
		// one State for a second seed.
		if a, b := gametest.Must(s.Determinize(seat, s2)), gametest.Must(d.Determinize(seat, s2)); !reflect.DeepEqual(a, b) {
			t.Fatalf("Determinize reads what seat %d cannot see:\n%s\n%s", seat, hiddenPart(a, seat), hiddenPart(b, seat))
		}
		checkVaries(t, s, seat, s1)
		checkSameMoves(t, s, d, seat)
		checkText(t, d, seat)
		playOn(t, d)
	})
}

// checkRedealt checks that seat's own part of the round is d's as it is
// s's, that every other player keeps what everyone sees of them and
// holds Size tiles of each symbol, laid out one symbol per row when they
// have not rearranged, and that the bag keeps its count of each symbol.
func checkRedealt(t *rapid.T, s, d State, seat int) {
	if seat >= 0 && !reflect.DeepEqual(s.seats[seat], d.seats[seat]) {
		t.Fatalf("seat %d's own part changed", seat)
	}
	if !reflect.DeepEqual(s.past, d.past) || !reflect.DeepEqual(s.History(), d.History()) {
		t.Fatal("the finished rounds or the history changed")
	}
	n := s.rules.Size
	arranged := s.arrangedThisRound()
	for q := range s.players {
		a, b := s.seats[q], d.seats[q]
		if a.finished != b.finished || a.swapped != b.swapped || (a.wild == tiles.Tile{}) != (b.wild == tiles.Tile{}) {
			t.Fatalf("player %d: the public flags changed", q)
		}
		for i, sym := range symbols[:n] {
			if got := countSymbol(b.grid.Tiles(), sym); got != n {
				t.Fatalf("player %d holds %d %v tiles", q, got, sym)
			}
			if got := countSymbol(s.Bag(), sym); got != countSymbol(d.Bag(), sym) {
				t.Fatalf("the bag holds %d %v tiles, not %d", countSymbol(d.Bag(), sym), sym, got)
			}
			for c := range n {
				if !arranged[q] && !s.over && b.grid.At(i, c).Symbol != sym {
					t.Fatalf("player %d has not rearranged, yet row %d holds %v", q, i, b.grid.At(i, c))
				}
			}
		}
	}
}

func countSymbol(ts []tiles.Tile, sym tiles.Symbol) int {
	k := 0
	for _, t := range ts {
		if t.Symbol == sym {
			k++
		}
	}
	return k
}

// checkVaries checks that over eight seeds the hidden part of the
// result changes when seat cannot see two different tiles, or the game
// is over and nothing but the generator is hidden.
func checkVaries(t *rapid.T, s State, seat int, s1 uint64) {
	if s.Over() {
		return
	}
	seen := map[string]bool{}
	for i := range uint64(8) {
		seen[hiddenPart(gametest.Must(s.Determinize(seat, s1+i)), seat)] = true
	}
	if len(slices.Compact(s.hiddenFrom(seat))) > 1 && len(seen) < 2 {
		t.Fatalf("8 seeds gave seat %d one deal of %d hidden tiles", seat, len(s.hiddenFrom(seat)))
	}
}

// checkSameMoves checks that a sample of moves for seat (every swap and
// wild cell, rearrangements, finish, the clock) is refused by d exactly
// when s refuses it.
func checkSameMoves(t *rapid.T, s, d State, seat int) {
	ms := []Move{EndRound(s.round), Finish(max(seat, 0))}
	if seat >= 0 && !s.Over() {
		n := s.rules.Size
		for r := range n {
			for c := range n {
				ms = append(ms, Swap(seat, r, c), Wild(seat, r, c, 'Q'))
			}
		}
		ms = append(ms, candidates(t, s)...)
	}
	for _, m := range ms {
		if m.Player != seat && m.Kind != KindEndRound {
			continue
		}
		a, b := s.Validate(m), d.Validate(m)
		if (a == nil) != (b == nil) {
			t.Fatalf("%v: the original says %v, the result %v", m, a, b)
		}
		if seat >= 0 {
			if a, b := wrap(s).ValidateAs(seat, m.String()), wrap(d).ValidateAs(seat, m.String()); (a == nil) != (b == nil) {
				t.Fatalf("ValidateAs(%d, %v): the original says %v, the result %v", seat, m, a, b)
			}
		}
	}
}

// checkText checks that d's text decodes to a State that shows seat the
// same and writes the same text again.
func checkText(t *rapid.T, d State, seat int) {
	text := gametest.Must(d.MarshalText())
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatalf("the result's text does not decode: %v\n%s", err, text)
	}
	if again := gametest.Must(back.MarshalText()); string(again) != string(text) {
		t.Fatalf("the text changed on a round trip:\n%s\n%s", text, again)
	}
	if a, b := gametest.JSON(t, back.View(seat)), gametest.JSON(t, d.View(seat)); a != b {
		t.Fatalf("the decoded result shows seat %d something else", seat)
	}
	js, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var fromJSON State
	if err := json.Unmarshal(js, &fromJSON); err != nil {
		t.Fatalf("the result's JSON does not decode: %v", err)
	}
}

// playOn swaps where it can and finishes every player still in the
// round: the result accepts the moves, ends the round and keeps its
// tiles.
func playOn(t *rapid.T, d State) {
	if d.Over() {
		return
	}
	want := sortedTiles(d)
	for _, p := range d.ToMove() {
		for r := range d.rules.Size {
			if next, err := d.Apply(Swap(p, r, r)); err == nil {
				d = next
			}
		}
		next, err := d.Apply(Finish(p))
		if err != nil {
			t.Fatalf("the result refuses %v: %v", Finish(p), err)
		}
		d = next
	}
	if d.Over() {
		return
	}
	if !slices.Equal(want, sortedTiles(d)) {
		t.Fatal("the next round of the result does not deal the whole set")
	}
}

func TestDeterminizeRefusals(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 3}))
	for _, seat := range []int{-2, 2, 9} {
		d, err := s.Determinize(seat, 1)
		if !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
		if !reflect.DeepEqual(d, s) {
			t.Errorf("seat %d: a refusal changed the State", seat)
		}
	}
	for _, seat := range []int{tilekit.Onlooker, 0} {
		if _, err := (State{}).Determinize(seat, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("zero State, seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
	}
	// Through the registry, as a search reaches it.
	k, _ := tilekit.Lookup("wordoku")
	for _, preset := range []string{"default", "expert"} {
		g := gametest.Must(k.New(preset, []string{"Ann", "Bob", "Cy"}, 5))
		d, err := g.Determinize(1, 4)
		if err != nil {
			t.Fatalf("%s: %v", preset, err)
		}
		if a, b := gametest.JSON(t, g.View(1)), gametest.JSON(t, d.View(1)); a != b {
			t.Errorf("%s: View(1) changed", preset)
		}
	}
}

// TestDeterminizeOver: once the game is over every grid is public, so
// every seat, and the onlooker, sees the result as the original.
func TestDeterminizeOver(t *testing.T) {
	r := DefaultRules()
	r.Rounds = 1
	s := gametest.Must(New(r, Setup{Players: 2, Seed: 9}))
	s = gametest.Play(t, s, Swap(0, 1, 1), Wild(1, 0, 0, 'E'), EndRound(1))
	if !s.Over() {
		t.Fatal("the game is not over")
	}
	for seat := tilekit.Onlooker; seat < 2; seat++ {
		d := gametest.Must(s.Determinize(seat, 8))
		gametest.SameViews(t, "over", s, d)
		if !reflect.DeepEqual(d.seats, s.seats) || !reflect.DeepEqual(d.Bag(), s.Bag()) {
			t.Errorf("seat %d: a finished game's tiles moved", seat)
		}
	}
}
