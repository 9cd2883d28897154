package wordgame

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// classicGame returns a Classic game for two named players after a first
// placement by Ada and an exchange of three tiles by Bob.
func classicGame(t *testing.T) (State, Move) {
	t.Helper()
	s, err := New(Classic(), Setup{Names: []string{"Ada", "Bob"}, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	best, err := s.BestMove()
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.ApplyAs(0, best); err != nil {
		t.Fatal(err)
	}
	ex, err := Exchange(s.RackLetters(1)[:3])
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.ApplyAs(1, ex); err != nil {
		t.Fatal(err)
	}
	return s, ex
}

// A seat whose turn it is not is refused with ErrNotYourTurn before its
// move is looked at: the refusal is the same whatever the move, and says
// nothing of the rack of the player to move.
func TestSeatRefusals(t *testing.T) {
	s := mustNew(t, DefaultRules(), 3)
	rack := s.RackLetters(0)
	zz := mustParse(t, s, "8H ZZZZ")
	good, err := s.BestMove()
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{1, tilekit.Onlooker, 2, 99, -7} {
		var details []string
		for _, m := range []Move{zz, good, Pass(), {kind: 9}} {
			for what, err := range map[string]error{
				"ValidateAs": s.ValidateAs(seat, m),
				"ApplyAs":    second(s.ApplyAs(seat, m)),
				"Preview":    second(s.Preview(seat, m)),
			} {
				var me *MoveError
				if !errors.Is(err, ErrNotYourTurn) || !errors.As(err, &me) {
					t.Fatalf("%s(%d, %v) = %v, want a *MoveError wrapping ErrNotYourTurn", what, seat, m, err)
				}
				if strings.Contains(err.Error(), rack) || strings.Contains(err.Error(), "rack") {
					t.Fatalf("%s(%d, %v) tells about the mover's rack: %v", what, seat, m, err)
				}
				details = append(details, me.Detail)
			}
		}
		if c := slices.Compact(details); len(c) != 1 {
			t.Errorf("seat %d: the refusals differ with the move: %q", seat, c)
		}
		if _, err := s.ParseMoveAs(seat, "8H ZZZZ"); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("ParseMoveAs(%d): %v, want ErrNotYourTurn", seat, err)
		}
		if hs, err := s.Hints(seat, 3); !errors.Is(err, ErrNotYourTurn) || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(%d, 3) = %v, %v; want no hints and ErrNotYourTurn", seat, hs, err)
		}
		if _, err := s.BotMove(tilekit.Hard, 1, seat); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("BotMove for seat %d: %v, want ErrNotYourTurn", seat, err)
		}
	}
	// The seat to move is told what is wrong with its own move.
	if err := s.ValidateAs(0, zz); !errors.Is(err, ErrNotHeld) {
		t.Errorf("ValidateAs(0, %v) = %v, want ErrNotHeld", zz, err)
	}
	if m, err := s.ParseMoveAs(0, good.String()); err != nil || m != good {
		t.Errorf("ParseMoveAs(0, %q) = %v, %v", good, m, err)
	}
	next, err := s.ApplyAs(0, good)
	if direct, _ := s.Apply(good); err != nil || encodeState(t, next) != encodeState(t, direct) {
		t.Errorf("ApplyAs(0, %v) = %v, unlike Apply", good, err)
	}
	// Once the game is over, every seat gets ErrGameOver.
	var zero State
	if err := zero.ValidateAs(0, Pass()); !errors.Is(err, ErrGameOver) {
		t.Errorf("the zero State's ValidateAs: %v", err)
	}
}

func second[T any](_ T, err error) error { return err }

// Every text ParseMoveAs cannot read is a *MoveError wrapping ErrSyntax
// naming the seat, with the text clipped.
func TestParseMoveAsSyntax(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ada", "Bob"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"8Z WORD", "Z8 WORD", "8H", "8H W0RD", "99A X", "-3", "8H " + strings.Repeat("Q", 5000), "\x00"} {
		_, err := s.ParseMoveAs(0, text)
		var me *MoveError
		if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || me.Player != "Ada" || me.Move != (Move{}) {
			t.Errorf("ParseMoveAs(0, %.20q) = %v, want Ada's *MoveError wrapping ErrSyntax", text, err)
			continue
		}
		if len(err.Error()) > 300 || len(me.Text) > 100 {
			t.Errorf("ParseMoveAs(0, %.20q): error of %d bytes, text of %d", text, len(err.Error()), len(me.Text))
		}
		if strings.Contains(me.Detail, "State") || strings.Contains(me.Detail, "Go ") {
			t.Errorf("ParseMoveAs(0, %.20q): detail for programmers: %q", text, me.Detail)
		}
	}
}

// Another seat's exchange shows only its count, in HistoryFor,
// LastMoveFor and View; History and the exchanger see the tiles.
func TestHistoryForHidesExchanges(t *testing.T) {
	s, ex := classicGame(t)
	hidden := hiddenExchange(3)
	if !hidden.Hidden() || hidden.String() != "-3" || ex.Hidden() {
		t.Fatalf("hidden exchange %q (%v), exchange %q (%v)", hidden, hidden.Hidden(), ex, ex.Hidden())
	}
	full := s.History()
	if len(full) != 2 || full[1] != ex {
		t.Fatalf("History = %v", full)
	}
	for seat, want := range map[int]Move{0: hidden, 1: ex, tilekit.Onlooker: hidden, 7: hidden} {
		h := s.HistoryFor(seat)
		if len(h) != 2 || h[0] != full[0] || h[1] != want {
			t.Errorf("HistoryFor(%d) = %v, want %v last", seat, h, want)
		}
		if m, ok := s.LastMoveFor(seat); !ok || m != want {
			t.Errorf("LastMoveFor(%d) = %v, %v", seat, m, ok)
		}
		if v := s.View(seat); v.LastMove == nil || v.LastMove.Move != want || v.LastMove.Player != 1 {
			t.Errorf("View(%d).LastMove = %+v", seat, v.LastMove)
		}
		if js := gametest.JSON(t, s.View(seat)); seat != 1 && strings.Contains(js, ex.String()) {
			t.Errorf("View(%d) shows Bob's exchange %s: %s", seat, ex, js)
		}
	}
	// A hidden exchange writes and reads as its count, and cannot be
	// played or parsed as a move.
	if js := gametest.JSON(t, hidden); js != `"-3"` {
		t.Fatalf("JSON %s", js)
	}
	if back := jsonBack(t, hidden); back != hidden {
		t.Fatalf("JSON reads back as %v", back)
	}
	if err := s.Validate(hidden); !errors.Is(err, ErrBadMove) {
		t.Errorf("Validate(-3) = %v, want ErrBadMove", err)
	}
	if _, err := ParseMove(s, "-3"); !errors.Is(err, ErrSyntax) {
		t.Errorf("ParseMove(-3) = %v, want ErrSyntax", err)
	}
}

// A State read back from its text has the same history, last move, views
// and game record; a CGP without tk.hist reads with none.
func TestTextKeepsHistory(t *testing.T) {
	s, _ := classicGame(t)
	s = playBot(t, s, tilekit.Medium, 5, 6)
	text, back := encodeState(t, s), readBack(t, s)
	if !slices.Equal(back.History(), s.History()) {
		t.Errorf("History %v, want %v", back.History(), s.History())
	}
	a, aok := s.LastMove()
	b, bok := back.LastMove()
	if a != b || aok != bok || !bok {
		t.Errorf("LastMove %v %v, want %v %v", b, bok, a, aok)
	}
	for p := tilekit.Onlooker; p < 2; p++ {
		if !reflect.DeepEqual(back.View(p), s.View(p)) || !slices.Equal(back.HistoryFor(p), s.HistoryFor(p)) {
			t.Errorf("View(%d) or HistoryFor(%d) differs after decoding", p, p)
		}
	}
	_, got := writeRecord(t, back)
	if _, want := writeRecord(t, s); got != want {
		t.Errorf("NewRecord differs after decoding:\n%s\nwant\n%s", got, want)
	}
	// JSON carries the same text.
	js, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var fromJSON State
	if err := json.Unmarshal(js, &fromJSON); err != nil || !slices.Equal(fromJSON.History(), s.History()) {
		t.Errorf("JSON loses the history: %v", err)
	}
	// Another engine's position has no history.
	pos, _, _ := strings.Cut(text, " tk.hist ")
	var other State
	if err := other.UnmarshalText([]byte(pos)); err != nil {
		t.Fatal(err)
	}
	if _, ok := other.LastMove(); ok || len(other.History()) != 0 || other.View(0).LastMove != nil {
		t.Errorf("a CGP without tk.hist has a history: %v", other.History())
	}
}

// A tk.hist that does not read is an error wrapping ErrSyntax, never a
// panic, and quotes only a clipped piece of the text.
func TestCGPHistErrors(t *testing.T) {
	base := emptyBoard + " ABCDEFG/HIJKLMN 0/0 0 tk.rules classic; tk.hist "
	for _, h := range []string{
		"", "0", "0 ABC 0 0", "2 ABC 0 0 -", "-1 ABC 0 0 -", "01 ABC 0 0 -", "0 abc 0 0 -",
		"0 ABC x 0 -", "0 ABC 0 9999999999999999999999 -", "0 ABC 0 0 8Z WORD", "0 ABC 0 0 -3",
		"0 " + strings.Repeat("A", 30) + " 0 0 -", "0 ABC 0 0 -/", "0 ABC 0 0 8H " + strings.Repeat("é", 3000),
	} {
		var s State
		err := s.UnmarshalText([]byte(base + h + ";"))
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("tk.hist %.30q: %v, want ErrSyntax", h, err)
		} else if len(err.Error()) > 400 {
			t.Errorf("tk.hist %.30q: error of %d bytes", h, len(err.Error()))
		}
	}
	// A long history whose last entry is bad costs no more memory than
	// its text before it is refused.
	long := base + strings.Repeat("0 - 0 0 -/", 200000) + "0 - 0 0 ?;"
	gametest.Refuses[State](t, "a long tk.hist with a bad last entry", []byte(long))
	var s State
	if err := s.UnmarshalText([]byte(base + "0 - 0 0 -/1 HIJ 12 12 8H HI/0 ? -3 -3 -AB?;")); err != nil {
		t.Fatal(err)
	}
	if h := s.History(); len(h) != 3 || h[0] != Pass() || h[2].String() != "-AB?" {
		t.Errorf("history %v", h)
	}
}

// Outcome follows the game: no winners and no reason until the end, then
// the winners of Result and why it ended, in words.
func TestOutcome(t *testing.T) {
	s := mustNew(t, DefaultRules(), 4)
	if o := s.Outcome(); o.Over || len(o.Winners) != 0 || o.Reason != "" || !slices.Equal(o.Scores, []int{0, 0}) || o.LowerWins {
		t.Errorf("new game: %+v", o)
	}
	m, _ := s.BestMove()
	s, _ = s.Apply(m)
	for range 3 {
		s, _ = s.Apply(Pass())
	}
	o := s.Outcome()
	if !o.Over || o.Reason != "three scoreless turns in a row" || !slices.Equal(o.Winners, s.Result().Winners) || !slices.Equal(o.Scores, s.Scores()) {
		t.Errorf("after three passes: %+v", o)
	}
	js, err := json.Marshal(o)
	if err != nil || !bytes.Contains(js, []byte(`"lowerWins":false`)) {
		t.Errorf("JSON %s %v", js, err)
	}
	// A game played out: someone goes out, or the scoreless turns end it.
	r := smallRules()
	r.Players = 2
	g, err := New(r, Setup{Names: []string{"Ada", "Bob"}, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	g = playBot(t, g, tilekit.Hard, 1, -1)
	o, res := g.Outcome(), g.Result()
	switch res.Reason {
	case PlayerOut:
		if o.Reason != g.Name(res.Out)+" went out" {
			t.Errorf("reason %q, %s went out", o.Reason, g.Name(res.Out))
		}
	default:
		if !strings.HasSuffix(o.Reason, "scoreless turns in a row") {
			t.Errorf("reason %q", o.Reason)
		}
	}
	var zero State
	if o := zero.Outcome(); !o.Over || o.Scores == nil || o.Winners == nil {
		t.Errorf("zero State: %+v", o)
	}
}

// Hints: none for n <= 0, at most n, all of them when n is larger, and
// never more than MaxHints; words with the main word first; a note for a
// bingo.
func TestHintsSeatAndBounds(t *testing.T) {
	s := mustCGP(t, Classic(), emptyBoard+" EGINORS/ABCDEFG 0/0 0")
	for _, n := range []int{0, -1, math.MinInt} {
		if hs, err := s.Hints(0, n); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %v, %v; want an empty list", n, hs, err)
		}
	}
	all := allHints(s)
	hs, err := s.Hints(0, math.MaxInt)
	if err != nil || len(hs) != min(len(all), MaxHints) || !reflect.DeepEqual(hs, all[:len(hs)]) {
		t.Fatalf("Hints(0, MaxInt): %d hints, %v; want %d", len(hs), err, min(len(all), MaxHints))
	}
	h := hs[0]
	if h.Words[0] != "REGIONS" || h.Score != 70 || h.Note != "bingo: all 7 tiles +50" {
		t.Errorf("best hint %+v", h)
	}
	js, err := json.Marshal(h)
	if err != nil || !strings.HasPrefix(string(js), `{"move":"8B REGIONS","score":70,"words":["REGIONS"],"note":"bingo`) {
		t.Errorf("hint JSON %s %v", js, err)
	}
	// A rack that makes no word gets an empty list, not an error.
	stuck := mustCGP(t, Classic(), "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VVWXZ/ABCDEFG 0/0 0")
	if hs, err := stuck.Hints(0, 5); err != nil || hs == nil || len(hs) != 0 {
		t.Errorf("stuck rack: %v, %v", hs, err)
	}
	// A detached State says so.
	var back State
	if err := back.UnmarshalText([]byte(strings.Replace(encodeState(t, s), "lex default", "lex custom", 1))); err != nil {
		t.Fatal(err)
	}
	if _, err := back.Hints(0, 3); !errors.Is(err, ErrDetached) {
		t.Errorf("detached Hints: %v", err)
	}
}

// Preview gives the total and one part per word and bonus.
func TestPreview(t *testing.T) {
	s := mustCGP(t, Classic(), emptyBoard+" EGINORS/ABCDEFG 0/0 0")
	p, err := s.Preview(0, mustParse(t, s, "8B REGIONS"))
	if err != nil || p.Total != 70 || !slices.Equal(p.Parts, []string{"REGIONS 20", "all tiles +50"}) {
		t.Errorf("Preview = %+v, %v", p, err)
	}
	if p.String() != "+70 (REGIONS 20, all tiles +50)" {
		t.Errorf("Preview.String() = %q", p)
	}
	p, err = s.Preview(0, Pass())
	if js, _ := json.Marshal(p); err != nil || string(js) != `{"total":0,"parts":[]}` {
		t.Errorf("Preview of a pass = %s, %v", js, err)
	}
	if _, err := s.Preview(0, mustParse(t, s, "8H ZZ")); !errors.Is(err, ErrNotHeld) {
		t.Errorf("Preview of tiles not held: %v", err)
	}
	if _, err := s.Preview(1, mustParse(t, s, "8B REGIONS")); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("Preview for the waiting seat: %v", err)
	}
	// Cross words each get their part.
	q := mustCGP(t, Classic(), "15/15/15/15/15/15/15/7QI6/15/15/15/15/15/15/15 ADEIST?/ABCDEFG 0/0 0")
	i := slices.IndexFunc(hintsOf(q, 100), func(h Hint) bool { return len(h.Words) > 1 })
	if i < 0 {
		t.Fatal("no hint with cross words")
	}
	m := hintsOf(q, 100)[i].Move
	sc, _ := q.Score(m)
	p, err = q.Preview(0, m)
	parts := len(sc.Words)
	if sc.AllTiles != 0 {
		parts++
	}
	if err != nil || p.Total != sc.Total || len(p.Parts) != parts || !strings.HasPrefix(p.Parts[0], sc.Words[0].Word+" ") {
		t.Errorf("Preview = %+v, %v; Score %s", p, err, sc)
	}
}

func TestClock(t *testing.T) {
	s := mustNew(t, DefaultRules(), 1)
	if period, d := s.Clock(); period != "" || d != 0 {
		t.Errorf("Clock = %q, %v", period, d)
	}
	for p := tilekit.Onlooker; p < 2; p++ {
		if m, ok := s.Timeout(p); ok || m != (Move{}) {
			t.Errorf("Timeout(%d) = %v, %v", p, m, ok)
		}
	}
}

// The registry deals, reads back and plays the game.
func TestRegistry(t *testing.T) {
	t.Parallel()
	k, ok := tilekit.Lookup("wordgame")
	if !ok {
		t.Fatal("tilekit.Lookup(wordgame) finds nothing")
	}
	if k.Presets[0].Name != "default" || !strings.Contains(k.Presets[0].About, "no exchanges") || k.MinPlayers != 2 || k.MaxPlayers != 4 {
		t.Errorf("kind %+v", k)
	}
	if !strings.Contains(k.Help, "-ABC") || !strings.Contains(k.Help, "classic") {
		t.Errorf("Help does not say where exchanges are allowed: %q", k.Help)
	}
	for _, preset := range []string{"", "default", "classic"} {
		g, err := k.New(preset, []string{"Ada", "", "Cy"}, 5)
		if err != nil {
			t.Fatalf("New(%q): %v", preset, err)
		}
		s := g.State().(State)
		want := DefaultRules()
		if preset == "classic" {
			want = Classic()
		}
		want.Players = 3
		if !rulesEqual(s.Rules(), want) || s.Players() != 3 || g.Name(1) != "Player 2" {
			t.Errorf("New(%q): rules %s, players %d, %q", preset, s.Rules().spec(true), s.Players(), g.Name(1))
		}
	}
	if _, err := k.New("speedy", []string{"a", "b"}, 1); !errors.Is(err, ErrBadRules) {
		t.Errorf("unknown preset: %v", err)
	}
	if _, err := k.New("", nil, 1); !errors.Is(err, ErrBadSetup) {
		t.Errorf("no players: %v", err)
	}
	for _, line := range []string{"wordle 1", "quaddoku 2", "sumoku 1", "wordoku 1", "", "15/15 a b", "a/b c d e", "8H WORD", "15/15/15 A/B 0/0 x"} {
		if k.Match(line) {
			t.Errorf("Match(%q) is true", line)
		}
	}
	// Play a game through tilekit.Game with two bots, saving and reading
	// back after every move. Expert simulates every move: the quick run
	// has it play the first two of its seat and Hard the rest,
	// TILEKIT_LONG=1 the whole game.
	g, err := k.New("classic", []string{"Ada", "Bob"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Easy, 1), k.Bot(tilekit.Expert, 2)}
	for turn := 0; !g.Over() && turn < 200; turn++ {
		if turn == 4 && !gametest.IsLong() {
			bots[1] = k.Bot(tilekit.Hard, 2)
		}
		seat := g.ToMove()[0]
		if m, err := bots[seat].Move(g, 1-seat); err != nil || m != "" {
			t.Fatalf("a bot for the waiting seat says %q, %v", m, err)
		}
		m, err := bots[seat].Move(g, seat)
		if err != nil || m == "" {
			t.Fatalf("bot move %q, %v", m, err)
		}
		if g, err = g.PlayAs(seat, m); err != nil {
			t.Fatal(err)
		}
		text, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		line, _, _ := strings.Cut(string(text), "\n")
		if !k.Match(line) {
			t.Fatalf("Match does not recognise %.60q", line)
		}
		back, err := tilekit.Decode(text)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := back.MarshalText()
		if !bytes.Equal(again, text) || !slices.Equal(back.History(), g.History()) || !slices.Equal(back.HistoryFor(0), g.HistoryFor(0)) {
			t.Fatalf("tilekit.Decode does not round-trip:\n%s\n%s", text, again)
		}
		g = back
	}
	if !g.Over() {
		t.Fatal("the bots did not finish the game")
	}
	if o := g.Outcome(); len(o.Winners) == 0 || o.Reason == "" {
		t.Errorf("outcome %+v", o)
	}
	// DecodeWith attaches the dictionary given.
	text, _ := g.MarshalText()
	d, err := tilekit.DecodeWith(text, dictionary.Common())
	if err != nil || d.State().(State).Dictionary() != dictionary.Common() {
		t.Errorf("DecodeWith: %v", err)
	}
}

// Bots: each level plays a legal move, the same one for the same seed and
// position; Hard the best by equity, Expert one of the candidates it
// simulates, Medium one of the best three, Easy a placement of common
// words. The quick run tries the first two positions (the opening and a
// reply), TILEKIT_LONG=1 all six.
func TestBotLevels(t *testing.T) {
	t.Parallel()
	positions := gametest.Size(2, 6)
	s := mustNew(t, DefaultRules(), 21)
	for i := 0; i < positions; i++ {
		top := allHints(s)
		for _, level := range tilekit.Levels() {
			m, err := s.BotMove(level, 9, s.ToMove()[0])
			if err != nil || s.Validate(m) != nil {
				t.Fatalf("%v: %v, %v", level, m, err)
			}
			if again, _ := s.BotMove(level, 9, s.ToMove()[0]); again != m {
				t.Fatalf("%v plays %v, then %v", level, m, again)
			}
			switch level {
			case tilekit.Hard:
				if want := s.policyMove(); m != want {
					t.Errorf("hard plays %v, not the best by equity %v", m, want)
				}
			case tilekit.Expert:
				if !slices.ContainsFunc(s.equityTop(expertSim.Candidates), func(c candidate) bool { return c.m == m }) {
					t.Errorf("expert plays %v, not one of its candidates", m)
				}
			case tilekit.Medium:
				if len(top) > 0 && !slices.ContainsFunc(top[:min(3, len(top))], func(h Hint) bool { return h.Move == m }) {
					t.Errorf("medium plays %v, not one of the best three", m)
				}
			case tilekit.Easy:
				if m.kind == KindPlace {
					sc, _ := s.Score(m)
					for _, w := range sc.Words {
						if !dictionary.Common().Contains(w.Word) {
							t.Errorf("easy plays %s, which is not a common word", w.Word)
						}
					}
				}
			}
		}
		m, _ := s.BotMove(tilekit.Medium, uint64(i), s.ToMove()[0])
		s, _ = s.Apply(m)
	}
	// A rack that makes no word exchanges under Classic and passes
	// under the default rules.
	stuck := mustCGP(t, Classic(), "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VVWXZ/ABCDEFG 0/0 0")
	if m, err := stuck.BotMove(tilekit.Medium, 1, 0); err != nil || m.String() != "-VVWXZ" {
		t.Errorf("stuck under Classic: %v, %v", m, err)
	}
	r := DefaultRules()
	stuck = mustCGP(t, r, "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VWWXZ/ABCDEFG 0/0 0")
	if m, err := stuck.BotMove(tilekit.Easy, 1, 0); err != nil || m != Pass() {
		t.Errorf("stuck under the default rules: %v, %v", m, err)
	}
}
