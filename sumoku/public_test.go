package sumoku_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/sumoku/solver"
	"github.com/tilekit/tilekit/tiles"
)

func mustNew(t *testing.T, r sumoku.Rules, setup sumoku.Setup) sumoku.State {
	t.Helper()
	s := gametest.Must(sumoku.New(r, setup))
	return s
}

// A seat that may not move is refused with ErrNotYourTurn before the
// move is read, in words that quote none of the tiles of the seat to
// move; a move sent for another seat is refused the same way.
func TestSeatRefusals(t *testing.T) {
	s := mustNew(t, sumoku.DefaultRules(), sumoku.Setup{Names: []string{"Ada", "Bo"}, Seed: 42})
	g := gamekit.Wrap("sumoku", s)
	to := s.ToMove()[0]
	other := 1 - to
	best, err := s.BestMove()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []sumoku.Move{best, sumoku.Pass(), sumoku.Swap(other, s.Hand(to)[0])} {
		err := g.ValidateAs(other, m.String())
		var me *sumoku.MoveError
		if !errors.Is(err, sumoku.ErrNotYourTurn) || !errors.As(err, &me) {
			t.Fatalf("ValidateAs(%d, %v) = %v, want a *MoveError wrapping ErrNotYourTurn", other, m, err)
		}
		if next, err := g.PlayAs(other, m.String()); !errors.Is(err, sumoku.ErrNotYourTurn) || len(next.History()) != 0 {
			t.Fatalf("PlayAs(%d, %v) = %v", other, m, err)
		}
		for _, tile := range s.Hand(to) {
			if d := tilekit.Detail(err); strings.Contains(d, sumoku.FormatTile(tile)) {
				t.Fatalf("the refusal %q quotes a tile of the rack of the seat to move", d)
			}
		}
	}
	if err := g.ValidateAs(to, best.String()); err != nil {
		t.Fatalf("ValidateAs(%d, best) = %v", to, err)
	}
	for _, seat := range []int{tilekit.Onlooker, 2, math.MaxInt} {
		if err := g.ValidateAs(seat, best.String()); !errors.Is(err, sumoku.ErrNotYourTurn) {
			t.Errorf("ValidateAs(%d) = %v", seat, err)
		}
	}

	// Speed: everyone may move, but only for their own seat.
	sp := gamekit.Wrap("sumoku", mustNew(t, sumoku.Speed(), sumoku.Setup{Players: 3, Seed: 3}))
	hand1 := sp.State().(sumoku.State).Hand(1)
	m := sumoku.Swap(1, hand1[0]).String()
	err = sp.ValidateAs(0, m)
	if !errors.Is(err, sumoku.ErrNotYourTurn) {
		t.Fatalf("seat 0 sending seat 1's swap: %v", err)
	}
	if strings.Contains(tilekit.Detail(err), sumoku.FormatTiles(hand1)) {
		t.Fatalf("the refusal quotes seat 1's hand: %v", err)
	}
	if err := sp.ValidateAs(1, m); err != nil {
		t.Fatalf("seat 1's own swap: %v", err)
	}
	// Giving up (a claim of nothing) puts seat 0 out of the round: it may
	// not move again.
	if sp, err = sp.PlayAs(0, "claim"); err != nil {
		t.Fatal(err)
	}
	if err := sp.ValidateAs(0, "swap R1"); !errors.Is(err, sumoku.ErrNotYourTurn) || !slices.Equal(sp.ToMove(), []int{1, 2}) {
		t.Fatalf("a seat out of the round: %v, ToMove %v", err, sp.ToMove())
	}
}

// Mover is the seat a move names, or for placements and the pass the
// player to move, and Onlooker once the game is over.
func TestMover(t *testing.T) {
	s := mustNew(t, sumoku.DefaultRules(), sumoku.Setup{Players: 3, Seed: 42})
	best, _ := s.BestMove()
	to := s.ToMove()[0]
	for _, c := range []struct {
		m    sumoku.Move
		want int
	}{{best, to}, {sumoku.Pass(), to}, {sumoku.Swap(2, sumoku.Tile(tiles.Red, 1)), 2}, {sumoku.Stop(7), 7}, {sumoku.Claim(1, sumoku.Layout{}), 1}} {
		if got := s.Mover(c.m); got != c.want {
			t.Errorf("Mover(%v) = %d, want %d", c.m, got, c.want)
		}
	}
	if got := (sumoku.State{}).Mover(sumoku.Pass()); got != tilekit.Onlooker {
		t.Errorf("the zero State's Mover(pass) = %d", got)
	}
	sp := mustNew(t, sumoku.Spot(), sumoku.Setup{Players: 3, Seed: 4})
	m, _ := sumoku.ClaimSpot(2, 0, 1, 2, 3)
	if got := sp.Mover(m); got != 2 {
		t.Errorf("Mover(%v) = %d", m, got)
	}
}

// Text that does not parse is a *MoveError wrapping ErrSyntax, with the
// zero Move and the text kept, clipped; ParseMoveAs lets the seat be left
// out of moves that name one.
func TestParseErrors(t *testing.T) {
	s := mustNew(t, sumoku.Speed(), sumoku.Setup{Players: 3, Seed: 1})
	long := strings.Repeat("0,0=R1 ", 100)
	for _, text := range []string{"", "x", "8Z WORD", "0,0=Z1", "0,0=R3 0,0=O2", "1 swap", "1 fly", "9 stop", "0 spot 1 1 2 3", long,
		"0,0=R1 0,1=O2 0,2=Y3 0,3=G4 0,4=B5 0,5=P6 0,6=R1"} {
		for _, parse := range []func(string) (sumoku.Move, error){
			s.ParseMove,
			func(t string) (sumoku.Move, error) { return sumoku.ParseMove(s, t) },
			func(t string) (sumoku.Move, error) { return s.ParseMoveAs(1, t) },
		} {
			m, err := parse(text)
			var me *sumoku.MoveError
			if !errors.As(err, &me) || !errors.Is(err, sumoku.ErrSyntax) || m != (sumoku.Move{}) {
				t.Fatalf("parsing %q: %v, %v; want a *MoveError wrapping ErrSyntax", text, m, err)
			}
			if len(me.Text) > 50 || me.Detail == "" || strings.Contains(me.Detail, "sumoku") {
				t.Fatalf("parsing %q: text %q, detail %q", text, me.Text, me.Detail)
			}
		}
	}
	for text, want := range map[string]string{
		"swap R3":      "1 swap R3",
		"  SWAP R3":    "1 swap R3",
		"stop":         "1 stop",
		"spot 3 0 5 7": "1 spot 0 3 5 7",
		"claim 0,0=R3": "1 claim 0,0=R3",
		"2 swap R3":    "2 swap R3",
		"0,0=R3":       "0,0=R3",
		"-":            "-",
	} {
		m, err := s.ParseMoveAs(1, text)
		if err != nil || m.String() != want {
			t.Errorf("ParseMoveAs(1, %q) = %v, %v; want %s", text, m, err, want)
		}
	}
	// A seat's own typed move plays; one naming another seat, or sent
	// from a seat not at the table, is refused.
	g := gamekit.Wrap("sumoku", s)
	if err := g.ValidateAs(5, "stop"); !errors.Is(err, sumoku.ErrNotYourTurn) {
		t.Errorf("a move from a seat not at the table: %v", err)
	}
	if _, err := g.PlayAs(1, "swap "+sumoku.FormatTile(s.Hand(1)[0])); err != nil {
		t.Errorf("PlayAs(1, swap): %v", err)
	}
	if _, err := g.PlayAs(1, "2 swap "+sumoku.FormatTile(s.Hand(2)[0])); !errors.Is(err, sumoku.ErrNotYourTurn) {
		t.Errorf("PlayAs(1, 2 swap): %v", err)
	}
}

func TestZeroState(t *testing.T) {
	var s sumoku.State
	for _, m := range []sumoku.Move{sumoku.Pass(), sumoku.Stop(0)} {
		if err := s.Validate(m); !errors.Is(err, sumoku.ErrGameOver) {
			t.Errorf("zero State Validate(%v) = %v", m, err)
		}
	}
	if o := s.Outcome(); !o.Over || len(o.Scores) != 0 || o.Scores == nil {
		t.Errorf("zero Outcome %+v", o)
	}
	if _, err := solver.Hints(s, 0, 3); !errors.Is(err, sumoku.ErrGameOver) {
		t.Errorf("zero Hints: %v", err)
	}
	s.View(tilekit.Onlooker)
	if _, err := sumoku.New(sumoku.DefaultRules(), sumoku.Setup{}); !errors.Is(err, sumoku.ErrBadSetup) || !strings.Contains(err.Error(), "2-5") {
		t.Errorf("New with no players: %v", err)
	}
}

// Names left "" are "Player N", in a new game and in a decoded one.
func TestEmptyNames(t *testing.T) {
	s := mustNew(t, sumoku.DefaultRules(), sumoku.Setup{Names: []string{"", "Bo", ""}, Seed: 1})
	text, _ := s.MarshalText()
	var back sumoku.State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	for _, st := range []sumoku.State{s, back} {
		if got := []string{st.Name(0), st.Name(1), st.Name(2), st.Name(-1), st.Name(math.MaxInt)}; !slices.Equal(got,
			[]string{"Player 1", "Bo", "Player 3", "Player 0", fmt.Sprint("Player ", uint64(math.MaxInt)+1)}) {
			t.Errorf("names %q", got)
		}
	}
	if !strings.Contains(string(text), `names "" "Bo" ""`) {
		t.Errorf("the text does not keep the names as given:\n%s", text)
	}
}

// Nothing is hidden: every seat's history is the whole history.
func TestHistoryFor(t *testing.T) {
	s := mustNew(t, sumoku.DefaultRules(), sumoku.Setup{Players: 3, Seed: 5})
	s = gametest.PlayFrom(t, s, 4, func(s sumoku.State, _ int) (sumoku.Move, error) {
		return solver.BotMove(s, tilekit.Hard, 1, s.ToMove()[0])
	})
	g := gamekit.Wrap("sumoku", s)
	for p := tilekit.Onlooker; p < 3; p++ {
		if h := g.HistoryFor(p); len(h) != 4 || !slices.Equal(h, g.History()) {
			t.Errorf("HistoryFor(%d) = %v", p, h)
		}
		last, ok := g.LastMoveFor(p)
		if want, _ := s.LastMove(); !ok || last != want.String() {
			t.Errorf("LastMoveFor(%d) = %v", p, last)
		}
	}
	v := s.View(tilekit.Onlooker)
	if v.Player != tilekit.Onlooker || len(v.Layout) == 0 {
		t.Errorf("View(Onlooker) = %+v", v)
	}
}

// No variant has a clock: a Game of any preset has no period, and
// Expire says it is unsupported.
func TestNoClock(t *testing.T) {
	if _, ok := any(sumoku.State{}).(gamekit.Timed[sumoku.State]); ok {
		t.Fatal("State has Clock and Expire")
	}
	k, _ := tilekit.Lookup("sumoku")
	for _, p := range k.Presets {
		g := gametest.Must(k.New(p.Name, nil, 1))
		if period, length := g.Clock(); period != "" || length != 0 {
			t.Errorf("%s: Clock() = %q, %v", p.Name, period, length)
		}
		if _, err := g.Expire(""); !errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("%s: Expire: %v", p.Name, err)
		}
	}
}

// Hints: none for n <= 0, the best first, at most 100 whatever n asks.
func TestHints(t *testing.T) {
	s, err := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B7 P2 B6 P1 R1 R2 R4")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, -1, math.MinInt} {
		if hs, err := solver.Hints(s, 0, n); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %v, %v", n, hs, err)
		}
	}
	if _, err := solver.Hints(s, 1, 3); !errors.Is(err, sumoku.ErrNotYourTurn) {
		t.Errorf("Hints for the seat not to move: %v", err)
	}
	hs, err := solver.Hints(s, 0, math.MaxInt)
	if err != nil || len(hs) != 100 {
		t.Fatalf("Hints(0, MaxInt): %d hints, %v", len(hs), err)
	}
	best, _ := s.BestMove()
	if hs[0].Move != best || hs[0].Score != 45 {
		t.Errorf("first hint %+v, BestMove %v", hs[0], best)
	}
	for i, h := range hs {
		if i > 0 && h.Score > hs[i-1].Score {
			t.Fatalf("hints out of order at %d: %v", i, hs[:i+1])
		}
		pv, err := s.Preview(0, h.Move)
		if err != nil || pv.Total != h.Score || !slices.Equal(pv.Parts[:len(h.Words)], h.Words) {
			t.Fatalf("hint %+v, preview %+v, %v", h, pv, err)
		}
	}
	js, _ := json.Marshal(hs[0])
	if want := `{"move":"-1,-2=G5 -1,-1=P2 -1,0=R4 -1,1=B9","score":45,"words":["G5 P2 R4 B9 = 20","P2 R3 = 5","R4 O1 = 5","B9 Y6 = 15"],"note":""}`; string(js) != want {
		t.Errorf("hint JSON %s\nwant %s", js, want)
	}
	// Fewer moves than asked: all of them, and the pass when none.
	few, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5")
	hs, _ = solver.Hints(few, 0, 50)
	if n := len(few.AppendLegalMoves(nil)); len(hs) != n || n == 0 {
		t.Errorf("%d hints for %d moves", len(hs), n)
	}
	stuck, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "R3")
	if hs, err := solver.Hints(stuck, 0, 5); err != nil || len(hs) != 1 || !hs[0].Move.IsPass() || hs[0].Note == "" {
		t.Errorf("hints with nothing to place: %+v, %v", hs, err)
	}
}

func TestHintsVariants(t *testing.T) {
	sp := mustNew(t, sumoku.Spot(), sumoku.Setup{Players: 2, Seed: 7})
	hs, err := solver.Hints(sp, 1, 1000)
	if err != nil || len(hs) == 0 {
		t.Fatalf("spot hints: %v, %v", hs, err)
	}
	all := sumoku.SpotClaims(sp.Key(), sumoku.FormatTiles(sp.FaceUp()))
	if len(hs) > len(all) {
		t.Errorf("%d spot hints, %d claims", len(hs), len(all))
	}
	for _, h := range hs {
		if h.Move.Player() != 1 || h.Score != 4 || len(h.Words) != 1 {
			t.Errorf("spot hint %+v", h)
		}
		if pv, err := sp.Preview(1, h.Move); err != nil || pv.Total != 4 {
			t.Errorf("spot preview of %v: %+v, %v", h.Move, pv, err)
		}
	}

	// The first seed whose 16 tiles Solve lays out.
	var solo sumoku.State
	for seed := uint64(0); seed < 20; seed++ {
		solo = mustNew(t, sumoku.Solo(), sumoku.Setup{Players: 1, Seed: seed})
		if _, ok := solver.Solve(sumoku.FormatTiles(solo.Hand(0)), solo.Key(), true); ok {
			break
		}
	}
	hs, err = solver.Hints(solo, 0, 3)
	if err != nil || len(hs) != 2 || hs[0].Move.Kind() != sumoku.KindClaim || hs[0].Score != 16 ||
		hs[1].Move != sumoku.Stop(0) || hs[1].Note == "" {
		t.Fatalf("solo hints: %+v, %v", hs, err)
	}
	if one, _ := solver.Hints(solo, 0, 1); len(one) != 1 || one[0].Move != hs[0].Move {
		t.Errorf("solo Hints(0, 1) = %+v", one)
	}
	if pv, err := solo.Preview(0, hs[0].Move); err != nil || pv.Total != 16 {
		t.Errorf("solo preview: %+v, %v", pv, err)
	}

	// Speed: a claim of the whole hand when one is found, then a swap,
	// then giving up the round, each a move the seat may play.
	for seed := range uint64(4) {
		speed := mustNew(t, sumoku.Speed(), sumoku.Setup{Players: 2, Seed: seed})
		for p := range 2 {
			hs, err := solver.Hints(speed, p, 3)
			if err != nil || len(hs) == 0 {
				t.Fatalf("speed hints: %+v, %v", hs, err)
			}
			want := 2 // a swap and giving up
			if hs[0].Move.Kind() == sumoku.KindClaim {
				want = 3
			}
			last := hs[len(hs)-1]
			if len(hs) != want || last.Move != sumoku.Claim(p, sumoku.Layout{}) || last.Note == "" || hs[len(hs)-2].Move.Kind() != sumoku.KindSwap {
				t.Errorf("speed hints: %+v", hs)
			}
			if _, err := speed.Apply(last.Move); err != nil {
				t.Errorf("giving up: %v", err)
			}
			if hs[0].Move.Kind() == sumoku.KindClaim {
				pv, err := speed.Preview(p, hs[0].Move)
				if err != nil || pv.Total != 1 || hs[0].Score != 1 {
					t.Errorf("speed preview: %+v, %v", pv, err)
				}
			}
		}
	}
}

func TestPreview(t *testing.T) {
	s, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B6 P1 B7 P2")
	m, _ := sumoku.ParseMove(s, "0,2=G5 1,2=B9 2,2=P1")
	pv, err := s.Preview(0, m)
	if err != nil || pv.Total != 30 || pv.String() != "+30 (G5 B9 P1 = 15, R3 O1 Y6 G5 = 15)" {
		t.Errorf("Preview = %v, %v", pv, err)
	}
	if _, err := gamekit.Wrap("sumoku", s).Preview(1, m.String()); !errors.Is(err, sumoku.ErrNotYourTurn) {
		t.Errorf("Preview from the other seat: %v", err)
	}
	bad, _ := sumoku.ParseMove(s, "0,2=B7")
	if pv, err := s.Preview(0, bad); !errors.Is(err, sumoku.ErrNotMultiple) || pv.Parts == nil {
		t.Errorf("Preview of an illegal move: %+v, %v", pv, err)
	}
	six, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-2=R1 0,-1=O2 0,0=Y3 0,1=G4 0,2=B5", "P5")
	m, _ = sumoku.ParseMove(six, "0,3=P5")
	if pv, _ := six.Preview(0, m); pv.Total != 20 || len(pv.Parts) != 2 {
		t.Errorf("a line of six: %v", pv)
	}
}

func TestOutcome(t *testing.T) {
	s := mustNew(t, sumoku.Spot(), sumoku.Setup{Names: []string{"Ada", "Bo"}, Seed: 7})
	o := s.Outcome()
	if o.Over || len(o.Winners) != 0 || o.Reason != "" || !slices.Equal(o.Scores, []int{0, 0}) {
		t.Fatalf("outcome at the start: %+v", o)
	}
	for !s.Over() {
		m, err := solver.BotMove(s, tilekit.Hard, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		if s.Mover(m) != 1 {
			t.Fatalf("the bot for seat 1 sent %v", m)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	o = s.Outcome()
	if !o.Over || !slices.Equal(o.Winners, []int{1}) || o.Reason != "Bo kept 16 tiles" || o.LowerWins {
		t.Fatalf("outcome at the end: %+v", o)
	}
	js, _ := json.Marshal(s.Result())
	if want := `{"over":true,"variant":"spot","scores":[0,16],"winners":[1],"reason":"Bo kept 16 tiles"}`; string(js) != want {
		t.Errorf("Result JSON %s\nwant %s", js, want)
	}
}

// The registry deals every preset, refuses counts a preset does not
// allow, and reads its games back with their history.
func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("sumoku")
	if !ok {
		t.Fatal("sumoku is not registered")
	}
	if k.Presets[0].Name != "standard" || k.Bot == nil || k.Help == "" {
		t.Fatalf("kind %+v", k)
	}
	seats := map[string][2]int{"standard": {2, 5}, "spot": {2, 8}, "speed": {2, 8}, "solo": {1, 1}, "team": {2, 4}, "challenge": {2, 5}}
	if len(k.Presets) != len(seats) {
		t.Errorf("%d presets, want %d", len(k.Presets), len(seats))
	}
	for _, p := range k.Presets {
		if p.About == "" || strings.Contains(p.About, "\n") {
			t.Errorf("preset %q: about %q", p.Name, p.About)
		}
		if got := [2]int{p.MinPlayers, p.MaxPlayers}; got != seats[p.Name] {
			t.Errorf("preset %q for %d-%d players, want %d-%d", p.Name, got[0], got[1], seats[p.Name][0], seats[p.Name][1])
		}
		for _, n := range []int{p.MinPlayers - 1, p.MaxPlayers + 1} {
			if _, err := k.New(p.Name, make([]string, n), 1); !errors.Is(err, sumoku.ErrBadSetup) {
				t.Errorf("%s for %d: %v", p.Name, n, err)
			}
		}
		// No names deal the fewest seats.
		if g, err := k.New(p.Name, nil, 1); err != nil || g.Players() != p.MinPlayers || g.Kind() != "sumoku" {
			t.Errorf("%s with no names: %v", p.Name, err)
		}
	}
	if _, err := k.New("", []string{"", ""}, 1); err != nil {
		t.Fatalf("the default preset with 2 seats: %v", err)
	}
	if _, err := k.New("blitz", []string{"a", "b"}, 1); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Errorf("an unknown preset: %v", err)
	}
	g, err := k.New("standard", []string{"Ada", ""}, 9)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		m, err := k.Bot(tilekit.Medium, 2).Move(g, g.ToMove()[0])
		if err != nil {
			t.Fatal(err)
		}
		if g, err = g.PlayAs(g.ToMove()[0], m); err != nil {
			t.Fatal(err)
		}
	}
	text, _ := g.MarshalText()
	back := gametest.Must(tilekit.Decode(text))
	if again, _ := back.MarshalText(); string(again) != string(text) || !slices.Equal(back.History(), g.History()) || back.Name(1) != "Player 2" {
		t.Fatalf("decoded game differs:\n%s\n%s", text, again)
	}
}

// Bots play every preset at every level to the end, the same way each
// time from the same seed. Medium and Expert games of the standard rules
// take most of a second, so the quick run plays those two levels under
// the other presets only (TestStandardLevels and TestLadderQuick check
// them on the standard rules) and replays only the Hard games; the long
// run (TILEKIT_LONG=1) plays and replays them all.
func TestBotsPlayEveryPreset(t *testing.T) {
	t.Parallel()
	k, _ := tilekit.Lookup("sumoku")
	for _, p := range k.Presets {
		for _, level := range tilekit.Levels() {
			if testing.Short() && level != tilekit.Easy && level != tilekit.Hard {
				continue
			}
			standard := p.Name == "standard" || p.Name == "challenge"
			if standard && (level == tilekit.Medium || level == tilekit.Expert) && !gametest.IsLong() {
				continue
			}
			play := func() tilekit.Game {
				n := 2
				if p.Name == "solo" {
					n = 1
				}
				g, err := k.New(p.Name, make([]string, n), 7)
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]tilekit.Bot, n)
				for seat := range bots {
					bots[seat] = k.Bot(level, uint64(seat))
				}
				for moves := 0; !g.Over(); moves++ {
					seat, m, err := tilekit.NextMove(g, bots)
					if err != nil || moves > 500 {
						t.Fatalf("%s %v: after %d moves: %v", p.Name, level, moves, err)
					}
					if g, err = g.PlayAs(seat, m); err != nil {
						t.Fatalf("%s %v: the bot's %s: %v", p.Name, level, m, err)
					}
				}
				return g
			}
			a := play()
			if gametest.IsLong() || level == tilekit.Hard {
				if b := play(); !slices.Equal(a.History(), b.History()) {
					t.Errorf("%s %v: two games from one seed differ", p.Name, level)
				}
			}
			if o := a.Outcome(); !o.Over || len(o.Winners) == 0 || o.Reason == "" {
				t.Errorf("%s %v: outcome %+v", p.Name, level, o)
			}
		}
	}
}
