package quaddoku

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// A seat that is not to move is refused before its move is read, in
// words that only say whose turn it is; Mover is the seat to move,
// whatever the move, and nobody once the game is over.
func TestSeats(t *testing.T) {
	s := sampleState(t, 1) // Bob to move
	g := gamekit.Wrap("quaddoku", s)
	good, bad := mustMove(t, sampleRound[1].move), mustMove(t, "02=Z5")
	for _, m := range []Move{good, bad, Pass()} {
		if p := s.Mover(m); p != 1 {
			t.Errorf("Mover(%v) = %d, want 1 (Bob)", m, p)
		}
	}
	for _, seat := range []int{0, 2, tilekit.Onlooker, 3, 99} {
		for _, m := range []Move{good, bad, Pass()} {
			err := g.ValidateAs(seat, m.String())
			var me *MoveError
			if !errors.Is(err, ErrNotYourTurn) || !errors.As(err, &me) {
				t.Fatalf("ValidateAs(%d, %v) = %v, want a *MoveError wrapping ErrNotYourTurn", seat, m, err)
			}
			if seat >= 0 && seat < 3 && me.Detail != "it is Bob's turn" {
				t.Errorf("ValidateAs(%d, %v): detail %q", seat, m, me.Detail)
			}
			if strings.Contains(err.Error(), "Z5") && m != bad || strings.Contains(me.Detail, "word") {
				t.Errorf("ValidateAs(%d, %v) looks at the move: %v", seat, m, err)
			}
			next, err := g.PlayAs(seat, m.String())
			if !errors.Is(err, ErrNotYourTurn) || next.State().(State).Turns() != s.Turns() {
				t.Errorf("PlayAs(%d, %v) = %v", seat, m, err)
			}
		}
	}
	if err := g.ValidateAs(1, bad.String()); !errors.Is(err, ErrNotAWord) {
		t.Errorf("ValidateAs(1, %v) = %v, want ErrNotAWord", bad, err)
	}
	next, err := g.PlayAs(1, good.String())
	if err != nil || next.State().(State).Scores()[1] != 22 {
		t.Fatalf("PlayAs(1, %v) = %v, outcome %+v", good, err, next.Outcome())
	}
	// ParseMove names the player to move: the only seat whose text the
	// root reads.
	_, err = s.ParseMove("11=E3")
	var me *MoveError
	if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || me.Player != "Bob" || me.Text != "11=E3" {
		t.Errorf("ParseMove(%q) = %v", "11=E3", err)
	}
	if err := g.ValidateAs(1, "11=E3"); !errors.As(err, &me) || me.Player != "Bob" || !errors.Is(err, ErrSyntax) {
		t.Errorf("ValidateAs(1, %q) = %v", "11=E3", err)
	}
	if m, err := s.ParseMove(" 02=e3 "); err != nil || m != mustMove(t, "02=E3") {
		t.Errorf("ParseMove(02=e3) = %v, %v", m, err)
	}
	over := playOut(t, s)
	if p := over.Mover(good); p != tilekit.Onlooker {
		t.Errorf("Mover after the end = %d, want Onlooker", p)
	}
	if p := (State{}).Mover(Pass()); p != tilekit.Onlooker {
		t.Errorf("zero State Mover = %d, want Onlooker", p)
	}
	if err := gamekit.Wrap("quaddoku", over).ValidateAs(over.turn, good.String()); !errors.Is(err, ErrGameOver) {
		t.Errorf("ValidateAs after the end = %v", err)
	}
}

// Every parse failure is a *MoveError wrapping ErrSyntax with the text
// clipped; NewMove's refusals are *MoveErrors wrapping their own rules.
func TestParseErrorsAreMoveErrors(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}})
	for _, text := range []string{"11=E3", "12=A1", "40=E3", "02=E3 02=E2", "02=E", "", "x", strings.Repeat("0", 1000)} {
		for name, parse := range map[string]func(string) (Move, error){
			"ParseMove":       func(t string) (Move, error) { return ParseMove(s, t) },
			"State.ParseMove": func(t string) (Move, error) { return s.ParseMove(t) },
			"Unmarshal":       func(t string) (Move, error) { var m Move; err := m.UnmarshalText([]byte(t)); return m, err },
		} {
			m, err := parse(text)
			var me *MoveError
			if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || m != (Move{}) {
				t.Errorf("%s(%q) = %v, %v; want a *MoveError wrapping ErrSyntax", name, text, m, err)
				continue
			}
			if len(me.Text) > 50 || errors.Is(err, ErrNotEdge) || errors.Is(err, ErrSameCell) {
				t.Errorf("%s(%q): %+v", name, text, me)
			}
		}
	}
	for _, c := range []struct {
		ps  []Placement
		err error
	}{
		{[]Placement{{1, 1, tiles.Letter('E', 3)}}, ErrNotEdge},
		{[]Placement{{0, 2, tiles.Letter('E', 3)}, {0, 2, tiles.Letter('E', 2)}}, ErrSameCell},
		{[]Placement{{0, 2, tiles.Blank(0)}}, ErrBadTile},
	} {
		var me *MoveError
		if _, err := NewMove(c.ps...); !errors.Is(err, c.err) || !errors.As(err, &me) {
			t.Errorf("NewMove(%v) = %v, want a *MoveError wrapping %v", c.ps, err, c.err)
		}
	}
}

// No message holds a Go name or a 0-based seat.
func TestPlayerWords(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Players: 3})
	d := s.Attach(dictionary.Func(nil))
	var errs []error
	errs = append(errs, d.Validate(mustMove(t, "02=E3")))
	_, err := d.BestMove()
	errs = append(errs, err)
	var back State
	text, _ := s.Attach(dictionary.Func(func(string) bool { return true })).MarshalText()
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	g := gamekit.Wrap("quaddoku", s)
	errs = append(errs, back.Validate(mustMove(t, "02=E3")), g.ValidateAs(2, "-"), g.ValidateAs(7, "-"))
	_, err = New(DefaultRules(), Setup{Players: 2, Dictionary: (*dictionary.List)(nil)})
	errs = append(errs, err)
	_, err = New(DefaultRules(), Setup{})
	errs = append(errs, err)
	for _, err := range errs {
		if err == nil {
			t.Fatal("no error")
		}
		msg := err.Error()
		for _, bad := range []string{"State.", "Setup.", "Rules.", "Attach", "*dictionary", "seat 2", "player 2"} {
			if strings.Contains(msg, bad) {
				t.Errorf("%q holds %q", msg, bad)
			}
		}
	}
	if got := errs[3].Error(); got != "quaddoku: Player 3: -: it is Player 1's turn" {
		t.Errorf("wrong seat: %q", got)
	}
	if !strings.Contains(errs[len(errs)-1].Error(), "1 to 64 players") {
		t.Errorf("no players: %v", errs[len(errs)-1])
	}
}

// Nothing is hidden and nothing is timed: every seat, and an onlooker,
// knows the whole history, and the game has no clock to expire.
func TestHistoryFor(t *testing.T) {
	r := DefaultRules()
	r.FreePass = true
	s := sampleGame(t, r, 3)
	s, _ = s.Apply(Pass())
	g := gamekit.Wrap("quaddoku", s)
	want := []string{sampleRound[0].move, sampleRound[1].move, sampleRound[2].move, "-"}
	if got := g.History(); !slices.Equal(got, want) {
		t.Fatalf("History() = %v, want %v", got, want)
	}
	for p := tilekit.Onlooker; p <= s.Players(); p++ {
		if got := g.HistoryFor(p); !slices.Equal(got, want) {
			t.Errorf("HistoryFor(%d) = %v, want %v", p, got, want)
		}
		if m, ok := g.LastMoveFor(p); !ok || m != "-" {
			t.Errorf("LastMoveFor(%d) = %q, %v", p, m, ok)
		}
	}
	if v := s.View(tilekit.Onlooker); v.Player != tilekit.Onlooker || len(v.Words) != 4 {
		t.Errorf("View(Onlooker) = %+v", v)
	}
	if p, d := g.Clock(); p != "" || d != 0 {
		t.Errorf("Clock() = %q, %v", p, d)
	}
	if next, err := g.Expire(""); !errors.Is(err, errors.ErrUnsupported) || !slices.Equal(next.History(), want) {
		t.Errorf("Expire(\"\") = %v, want errors.ErrUnsupported", err)
	}
}

func TestOutcome(t *testing.T) {
	s := sampleState(t, 3)
	if o := s.Outcome(); o.Over || !cmp.Equal(o.Scores, []int{29, 22, 80}) || len(o.Winners) != 0 || o.Reason != "" || o.LowerWins {
		t.Errorf("mid-game outcome %+v", o)
	}
	r := DefaultRules()
	r.FreePass = true
	s = sampleGame(t, r, 3)
	for !s.Over() {
		s, _ = s.Apply(Pass())
	}
	o := s.Outcome()
	if !o.Over || !cmp.Equal(o.Winners, []int{2}) || o.Reason != "every player passed in succession" {
		t.Errorf("final outcome %+v", o)
	}
	if r := s.Result(); r.Reason != o.Reason {
		t.Errorf("Result reason %q, Outcome %q", r.Reason, o.Reason)
	}
	// Under the default rules a game ends on passes only when nobody can
	// play.
	r = DefaultRules()
	r.Tiles = tiles.Of(append(r.Start.Tiles(), tiles.Letter('Q', 5), tiles.Letter('E', 3)))
	q, _ := New(r, Setup{Players: 2})
	q, _ = q.Apply(mustMove(t, "02=E3"))
	q, _ = q.Apply(Pass())
	q, _ = q.Apply(Pass())
	if o := q.Outcome(); !o.Over || o.Reason != "no player can make a new word" || !cmp.Equal(o.Winners, []int{0}) {
		t.Errorf("outcome when stuck %+v", o)
	}
	rules := DefaultRules()
	rules.Tiles = tiles.Of(append(rules.Start.Tiles(), tiles.Letter('E', 3)))
	e, _ := New(rules, Setup{Players: 2})
	e, _ = e.Apply(mustMove(t, "02=E3"))
	if o := e.Outcome(); !o.Over || o.Reason != "the drawpile is empty" || !cmp.Equal(o.Winners, []int{0}) {
		t.Errorf("empty pile outcome %+v", o)
	}
	if o := (State{}).Outcome(); !o.Over || len(o.Scores) != 0 || o.Winners == nil {
		t.Errorf("zero State outcome %+v", o)
	}
}

// The JSON of every type a front end reads is camelCase, with [] for an
// empty list.
func TestJSONCamelCase(t *testing.T) {
	s := sampleState(t, 1)
	sc, _ := s.Score(mustMove(t, sampleRound[1].move))
	pv, _ := s.Preview(1, mustMove(t, sampleRound[1].move))
	for name, c := range map[string]struct {
		v    any
		want string
	}{
		"Result":      {Result{}, `{"over":false,"scores":[],"words":[],"dokus":[],"winners":[],"reason":""}`},
		"Score":       {sc, `{"words":[{"side":"top","word":"MEET","sum":11,"doku":false,"new":true,"points":11},{"side":"left","word":"MOTH","sum":11,"doku":false,"new":true,"points":11}],"total":22,"quadDoku":false}`},
		"pass Score":  {Score{}, `{"words":[],"total":0,"quadDoku":false}`},
		"Preview":     {pv, `{"total":22,"parts":["MEET 11","MOTH 11"]}`},
		"Outcome":     {s.Outcome(), `{"over":false,"scores":[29,0,0],"winners":[],"lowerWins":false,"reason":""}`},
		"Result@move": {s.Result(), `{"over":false,"scores":[29,0,0],"words":[2,0,0],"dokus":[1,0,0],"winners":[],"reason":""}`},
	} {
		js, err := json.Marshal(c.v)
		if err != nil || string(js) != c.want {
			t.Errorf("%s: %s, %v\nwant %s", name, js, err, c.want)
		}
	}
}

func TestPreview(t *testing.T) {
	s := sampleState(t, 0)
	pv, err := s.Preview(0, mustMove(t, sampleRound[0].move))
	if err != nil || pv.Total != 29 || !slices.Equal(pv.Parts, []string{"BEET 20 (doku)", "TUBE 9"}) {
		t.Errorf("Preview = %+v, %v", pv, err)
	}
	s = sampleState(t, 2)
	pv, err = s.Preview(2, mustMove(t, sampleRound[2].move))
	if err != nil || pv.Total != 80 || pv.String() != "+80 (MELT 20 (doku), MOON 20 (doku), TUBS 20 (doku), NAPS 20 (doku), Quad*doku)" {
		t.Errorf("Preview = %v, %v", pv, err)
	}
	if pv, err := s.Preview(2, Pass()); !errors.Is(err, ErrMustPlay) || pv.Parts == nil {
		t.Errorf("Preview of a pass while a turn is possible = %#v, %v", pv, err)
	}
	free := DefaultRules()
	free.FreePass = true
	if pv, err := sampleGame(t, free, 2).Preview(2, Pass()); err != nil || pv.Total != 0 || pv.Parts == nil {
		t.Errorf("Preview of a free pass = %#v, %v", pv, err)
	}
	if _, err := gamekit.Wrap("quaddoku", s).Preview(0, sampleRound[2].move); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("Game.Preview from the wrong seat = %v", err)
	}
	if _, err := s.Preview(2, mustMove(t, "02=X5")); !errors.Is(err, ErrNotAWord) {
		t.Errorf("Preview of a non-word = %v", err)
	}
}

func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("quaddoku")
	if !ok || k.Title != "Quad*doku" {
		t.Fatalf("Lookup = %+v, %v", k, ok)
	}
	if got := k.PresetNames(); !slices.Equal(got, []string{"default", "value-only", "free-pass"}) {
		t.Errorf("presets %v", got)
	}
	for _, p := range k.Presets {
		if p.About == "" || strings.Contains(p.About, "\n") || p.MinPlayers != 1 || p.MaxPlayers != MaxPlayers || p.Alphabet != "" {
			t.Errorf("preset %+v", p)
		}
	}
	if _, err := k.New("speedy", []string{"a"}, 1); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Errorf("unknown preset: %v", err)
	}
	if _, err := k.New("", make([]string, MaxPlayers+1), 1); !errors.Is(err, ErrBadSetup) {
		t.Errorf("%d players: %v", MaxPlayers+1, err)
	}
	if g, err := k.New("", nil, 1); err != nil || g.Players() != 1 || g.Kind() != "quaddoku" {
		t.Errorf("no names: %v", err)
	}
	g, err := k.New("value-only", []string{"Ann", ""}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if g.Name(1) != "Player 2" || !g.State().(State).rules.AllowValueOnly || g.Kind() != "quaddoku" {
		t.Errorf("New: name %q, kind %q", g.Name(1), g.Kind())
	}
	for _, move := range []string{"02=E3 13=U1 23=B3", "01=E3", "00=M3 10=O3"} {
		if _, err := g.PlayAs(1-g.ToMove()[0], move); !errors.Is(err, ErrNotYourTurn) {
			t.Fatalf("the seat that waits plays %q: %v", move, err)
		}
		g = gametest.Must(g.PlayAs(g.ToMove()[0], move))
		text, _ := g.MarshalText()
		back, err := tilekit.Decode(text)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(back.History(), g.History()) || back.Name(1) != "Player 2" {
			t.Fatalf("decoded %v, want %v", back.History(), g.History())
		}
		again, _ := back.MarshalText()
		if string(again) != string(text) {
			t.Fatalf("round trip:\n%s\n%s", text, again)
		}
	}
	// A custom dictionary deals through WithDictionary and goes back in
	// through DecodeWith.
	small, _ := dictionary.FromSlice([]string{"BEAT", "BATH", "TAKE", "HARE", "BEET", "TUBE"})
	g, err = k.New("", []string{"Ann"}, 1, tilekit.WithDictionary(small))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.ValidateAs(0, "02=E3 13=U1 23=B3"); err != nil {
		t.Errorf("dealt with its dictionary: %v", err)
	}
	if err := g.ValidateAs(0, "00=M3 10=O3"); !errors.Is(err, ErrNotAWord) {
		t.Errorf("MEET and MOTH with a dictionary without them: %v", err)
	}
	s, _ := New(DefaultRules(), Setup{Players: 1, Dictionary: small})
	text, _ := s.MarshalText()
	g, err = tilekit.DecodeWith(text, small)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.ValidateAs(0, "02=E3 13=U1 23=B3"); err != nil {
		t.Errorf("decoded with its dictionary: %v", err)
	}
	g, _ = tilekit.Decode(text)
	if err := g.ValidateAs(0, "02=E3 13=U1 23=B3"); !errors.Is(err, ErrDetached) {
		t.Errorf("decoded without its dictionary: %v", err)
	}
}

// sampleGame plays the sample round's first n moves for Ann, Bob and Cy
// under rules r.
func sampleGame(t *testing.T, r Rules, n int) State {
	t.Helper()
	s, err := New(r, Setup{Names: []string{"Ann", "Bob", "Cy"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range sampleRound[:n] {
		if s, err = s.Apply(mustMove(t, step.move)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// playOut plays s to the end with BestMove, passing when it finds
// nothing.
func playOut(tb testing.TB, s State) State {
	tb.Helper()
	return gametest.PlayBest(tb, s, Pass(), -1)
}

// Draw keeps its columns aligned whatever the stacks' heights, marks
// only the seat's own score, and says how the game ended.
func TestStateDraw(t *testing.T) {
	r := DefaultRules()
	r.FreePass = true
	s := gametest.Must(New(r, Setup{Names: []string{"Ann", "Bob"}}))
	// aligned reports whether the four words start in one column.
	aligned := func(d string) bool {
		lines := strings.Split(d, "\n")
		at := -1
		for i, side := range []string{"top", "left", "right", "bottom"} {
			j := strings.Index(lines[2+i], "   "+side+" ")
			if j < 0 || at >= 0 && j != at {
				return false
			}
			at = j
		}
		return true
	}
	// A tall stack and a two-digit value, which no short game reaches,
	// widen their columns.
	tall := s
	tall.stacks[0], tall.grid[5] = 12, tiles.Letter('A', 11)
	if d := tall.Draw(0); !aligned(d) || !strings.Contains(d, " A11 ") || !strings.Contains(d, " 12 ") {
		t.Errorf("a tall stack and a two-digit value:\n%s", d)
	}
	for {
		for _, seat := range []int{tilekit.Onlooker, 0, 1} {
			d := s.Draw(seat)
			if !aligned(d) {
				t.Fatalf("turn %d: the words are out of line:\n%s", s.Turns(), d)
			}
			if n := strings.Count(d, "(you)"); n != min(seat+1, 1) || seat >= 0 && !strings.Contains(d, s.Name(seat)+" "+strconv.Itoa(s.Scores()[seat])+" (you)") {
				t.Fatalf("turn %d, seat %d: %d (you):\n%s", s.Turns(), seat, n, d)
			}
		}
		if s.Over() {
			break
		}
		m, err := s.BestMove()
		if err != nil {
			m = Pass()
		}
		s = gametest.Must(s.Apply(m))
	}
	if d := s.Draw(0); !strings.HasPrefix(d, "Quad*doku: over after ") || !strings.Contains(d, " wins\n") && !strings.Contains(d, "share the win") {
		t.Errorf("the end:\n%s", d)
	}
	if d := (State{}).Draw(tilekit.Onlooker); d != "Quad*doku: no game has been dealt\n" {
		t.Errorf("zero State: %q", d)
	}
}
