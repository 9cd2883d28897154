package wordgame

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
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
	if s, err = s.Apply(best); err != nil {
		t.Fatal(err)
	}
	ex, err := Exchange(s.RackLetters(1)[:3])
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.Apply(ex); err != nil {
		t.Fatal(err)
	}
	return s, ex
}

// Mover: every move, legal or not, is the seat to move's; a finished game
// and the zero State have no mover.
func TestMover(t *testing.T) {
	s, _ := classicGame(t)
	zz, err := Place(0, 0, Across, "ZZZZ")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Move{Pass(), zz, hiddenExchange(2), {kind: 9}} {
		if got := s.Mover(m); got != 0 {
			t.Errorf("Mover(%v) = %d with Ada to move", m, got)
		}
	}
	s, _ = s.Apply(Pass())
	if got := s.Mover(Pass()); got != 1 {
		t.Errorf("Mover(-) = %d with Bob to move", got)
	}
	for s.Mover(Pass()) != tilekit.Onlooker {
		if s.Over() {
			t.Fatal("the game is over and still has a mover")
		}
		s, _ = s.Apply(Pass())
	}
	if !s.Over() || len(s.ToMove()) != 0 {
		t.Errorf("no mover, yet the game goes on: %v", s.ToMove())
	}
	if got := (State{}).Mover(Pass()); got != tilekit.Onlooker {
		t.Errorf("the zero State's Mover = %d", got)
	}
}

// Through tilekit.Game, a seat whose turn it is not is refused with
// ErrNotYourTurn before its move is looked at: the refusal is the same
// whatever the move, and says nothing of the rack of the player to move.
func TestSeatRefusals(t *testing.T) {
	s := mustNew(t, DefaultRules(), 3)
	g := wrap(s)
	rack := s.RackLetters(0)
	zz := mustParse(t, s, "8H ZZZZ")
	good, err := s.BestMove()
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{1, tilekit.Onlooker, 2, 99, -7} {
		var details []string
		for _, m := range []string{zz.String(), good.String(), "-", "8Z Q", "\x00"} {
			for what, err := range map[string]error{
				"ValidateAs": g.ValidateAs(seat, m),
				"PlayAs":     second(g.PlayAs(seat, m)),
				"Preview":    second(g.Preview(seat, m)),
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
		if hs, err := g.Hints(seat, 3); !errors.Is(err, ErrNotYourTurn) || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(%d, 3) = %v, %v; want no hints and ErrNotYourTurn", seat, hs, err)
		}
		if ms, err := g.LegalMoves(seat); !errors.Is(err, ErrNotYourTurn) || len(ms) != 0 {
			t.Errorf("LegalMoves(%d) = %d moves, %v; want ErrNotYourTurn", seat, len(ms), err)
		}
		if _, err := botMove(s, tilekit.Hard, 1, seat); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("BotMove for seat %d: %v, want ErrNotYourTurn", seat, err)
		}
	}
	// The seat to move is told what is wrong with its own move.
	if err := g.ValidateAs(0, zz.String()); !errors.Is(err, ErrNotHeld) {
		t.Errorf("ValidateAs(0, %v) = %v, want ErrNotHeld", zz, err)
	}
	next, err := g.PlayAs(0, good.String())
	if direct, _ := s.Apply(good); err != nil || encodeState(t, next.State().(State)) != encodeState(t, direct) {
		t.Errorf("PlayAs(0, %v) = %v, unlike Apply", good, err)
	}
	// Once the game is over, every seat gets ErrGameOver.
	if err := wrap(State{}).ValidateAs(0, "-"); !errors.Is(err, ErrGameOver) {
		t.Errorf("the zero State's ValidateAs: %v", err)
	}
}

func second[T any](_ T, err error) error { return err }

// Every text ParseMove cannot read is a *MoveError wrapping ErrSyntax
// naming the seat to move, with the text clipped; the seat to move gets
// the same error from tilekit.Game's PlayAs.
func TestParseMoveSyntax(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ada", "Bob"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"8Z WORD", "Z8 WORD", "8H", "8H W0RD", "99A X", "-3", "8H " + strings.Repeat("Q", 5000), "\x00"} {
		_, err := s.ParseMove(text)
		var me *MoveError
		if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || me.Player != "Ada" || me.Move != (Move{}) {
			t.Errorf("ParseMove(%.20q) = %v, want Ada's *MoveError wrapping ErrSyntax", text, err)
			continue
		}
		if len(err.Error()) > 300 || len(me.Text) > 100 {
			t.Errorf("ParseMove(%.20q): error of %d bytes, text of %d", text, len(err.Error()), len(me.Text))
		}
		if strings.Contains(me.Detail, "State") || strings.Contains(me.Detail, "Go ") {
			t.Errorf("ParseMove(%.20q): detail for programmers: %q", text, me.Detail)
		}
		if _, err2 := wrap(s).PlayAs(0, text); err2 == nil || err2.Error() != err.Error() {
			t.Errorf("PlayAs(0, %.20q) = %v, want %v", text, err2, err)
		}
	}
}

// Another seat's exchange shows only its count, in Mask (so in
// tilekit.Game's HistoryFor and LastMoveFor), View and Draw; History and
// the exchanger see the tiles.
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
	// Another exchange by Ada, then a placement, so that Bob's exchange
	// is no longer the last move.
	adas, err := Exchange(s.RackLetters(0)[:2])
	if err != nil {
		t.Fatal(err)
	}
	later, err := s.Apply(adas)
	if err != nil {
		t.Fatal(err)
	}
	if later, err = later.Apply(Pass()); err != nil {
		t.Fatal(err)
	}
	lh := later.History()
	for seat, want := range map[int]Move{0: hidden, 1: ex, tilekit.Onlooker: hidden, 7: hidden} {
		if got := s.Mask(seat, 1, ex); got != want {
			t.Errorf("Mask(%d, 1, %v) = %v, want %v", seat, ex, got, want)
		}
		if got := later.Mask(seat, 1, ex); got != want {
			t.Errorf("later: Mask(%d, 1, %v) = %v, want %v", seat, ex, got, want)
		}
		if got := later.Mask(seat, 0, lh[0]); got != lh[0] {
			t.Errorf("later: Mask(%d, 0, %v) = %v: a placement is public", seat, lh[0], got)
		}
		wantAdas := hiddenExchange(2)
		if seat == 0 {
			wantAdas = adas
		}
		if got := later.Mask(seat, 2, lh[2]); lh[2] != adas || got != wantAdas {
			t.Errorf("later: Mask(%d, 2, %v) = %v, want %v", seat, lh[2], got, wantAdas)
		}
		h := wrap(s).HistoryFor(seat)
		if len(h) != 2 || h[0] != full[0].String() || h[1] != want.String() {
			t.Errorf("HistoryFor(%d) = %v, want %v last", seat, h, want)
		}
		if m, ok := wrap(s).LastMoveFor(seat); !ok || m != want.String() {
			t.Errorf("LastMoveFor(%d) = %v, %v", seat, m, ok)
		}
		drawn := "last: Bob exchanged 3 tiles\n"
		if seat == 1 {
			drawn = "last: Bob exchanged " + ex.String()[1:] + "\n"
		}
		if d := s.Draw(seat); !strings.Contains(d, drawn) {
			t.Errorf("Draw(%d) does not show %q:\n%s", seat, drawn, d)
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
		if !reflect.DeepEqual(back.View(p), s.View(p)) || !slices.Equal(wrap(back).HistoryFor(p), wrap(s).HistoryFor(p)) {
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
	if _, err := wrap(s).Preview(1, "8B REGIONS"); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("Preview for the waiting seat: %v", err)
	}
	if p, err := wrap(s).Preview(0, "8B REGIONS"); err != nil || p.Total != 70 {
		t.Errorf("Preview through tilekit.Game = %+v, %v", p, err)
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

// The game has no clock: tilekit.Game says so.
func TestNoClock(t *testing.T) {
	g := wrap(mustNew(t, DefaultRules(), 1))
	if period, d := g.Clock(); period != "" || d != 0 {
		t.Errorf("Clock = %q, %v", period, d)
	}
	next, err := g.Expire("")
	if !errors.Is(err, errors.ErrUnsupported) || gametest.Text(t, next) != gametest.Text(t, g) {
		t.Errorf("Expire: %v", err)
	}
}

// The registry deals, reads back and plays the game.
func TestRegistry(t *testing.T) {
	t.Parallel()
	k, ok := tilekit.Lookup("wordgame")
	if !ok {
		t.Fatal("tilekit.Lookup(wordgame) finds nothing")
	}
	if k.Presets[0].Name != "default" || !strings.Contains(k.Presets[0].About, "no exchanges") {
		t.Errorf("kind %+v", k)
	}
	// Every preset seats 2 to 4; those in other alphabets name theirs.
	alphabets := map[string]string{"default": "", "classic": "", "spanish": "spanish", "catalan": "catalan", "french": "french", "german": "german", "polish": "polish"}
	if len(k.Presets) != len(alphabets) {
		t.Errorf("presets %v", k.PresetNames())
	}
	for _, p := range k.Presets {
		if a, ok := alphabets[p.Name]; !ok || p.Alphabet != a || p.MinPlayers != 2 || p.MaxPlayers != 4 {
			t.Errorf("preset %+v", p)
		}
		want := tiles.English()
		if p.Alphabet != "" {
			want, _ = tiles.LookupAlphabet(p.Alphabet)
		}
		if r, ok := presetRules(p.Name); !ok || r.Tiles.Alphabet() != want {
			t.Errorf("presetRules(%q): the tiles are in %v, %v", p.Name, r.Tiles.Alphabet().Name(), ok)
		}
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
	if _, err := k.New("speedy", []string{"a", "b"}, 1); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Errorf("unknown preset: %v", err)
	}
	if g, err := k.New("", nil, 1); err != nil || g.Players() != 2 || g.Kind() != "wordgame" {
		t.Errorf("no names: %v", err)
	}
	for _, names := range [][]string{{"a"}, {"a", "b", "c", "d", "e"}} {
		if _, err := k.New("classic", names, 1); !errors.Is(err, ErrBadSetup) {
			t.Errorf("%d players: %v", len(names), err)
		}
	}
	// A preset in another alphabet needs the caller's word list, in its
	// alphabet.
	if _, err := k.New("spanish", nil, 1); !errors.Is(err, tilekit.ErrNeedsWordList) {
		t.Errorf("spanish without a word list: %v", err)
	}
	if _, err := k.New("spanish", nil, 1, tilekit.WithDictionary(dictionary.Default())); !errors.Is(err, ErrBadSetup) {
		t.Errorf("spanish with the English list: %v", err)
	}
	if g, err := k.New("spanish", []string{"Ana", "Bea", "Cruz"}, 1, tilekit.WithDictionary(esList(t))); err != nil || g.Players() != 3 || g.State().(State).Rules().Tiles.Alphabet().Name() != "spanish" {
		t.Errorf("spanish with a Spanish list: %v", err)
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
		if !bytes.Equal(again, text) || back.Kind() != "wordgame" || !slices.Equal(back.History(), g.History()) || !slices.Equal(back.HistoryFor(0), g.HistoryFor(0)) {
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
