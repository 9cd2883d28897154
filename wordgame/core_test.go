package wordgame

import (
	"context"
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

func mustNew(t *testing.T, r Rules, seed uint64) State {
	t.Helper()
	s, err := New(r, Setup{Players: r.Players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustCGP(t *testing.T, r Rules, text string) State {
	t.Helper()
	s, err := FromCGP(r, nil, text)
	if err != nil {
		t.Fatalf("FromCGP(%q): %v", text, err)
	}
	return s
}

func mustParse(t *testing.T, s State, text string) Move {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", text, err)
	}
	return m
}

// wrap puts s behind tilekit.Game, as the registry deals it: the seat
// checks, HistoryFor and LastMoveFor are the root's.
func wrap(s State) tilekit.Game { return gamekit.Wrap[State, Move, View]("wordgame", s) }

func encodeState(t gametest.Failer, s State) string { return gametest.Text(t, s) }

// readBack returns the State that s's text reads back as, failing t
// unless the text decodes and the State read writes the same text again.
func readBack(t gametest.Failer, s State) State {
	t.Helper()
	text := encodeState(t, s)
	var back State
	if err := back.UnmarshalText([]byte(text)); err != nil {
		t.Fatalf("the text does not read back: %v\n%s", err, text)
	}
	if again := encodeState(t, back); again != text {
		t.Fatalf("the text does not read back the same:\n%s\n%s", text, again)
	}
	return back
}

// jsonBack returns what v's JSON reads back as, failing t when v does not
// encode or its JSON does not decode.
func jsonBack[T any](t gametest.Failer, v T) T {
	t.Helper()
	js := gametest.JSON(t, v)
	var back T
	if err := json.Unmarshal([]byte(js), &back); err != nil {
		t.Fatalf("%s does not decode as %T: %v", js, back, err)
	}
	return back
}

// playBot plays up to n moves of the bot at level with seed from s, for
// whoever is to move, stopping at the end of the game.
func playBot(t gametest.Failer, s State, level tilekit.Level, seed uint64, n int) State {
	t.Helper()
	return gametest.PlayFrom(t, s, n, func(s State, _ int) (Move, error) {
		return botMove(s, level, seed, int(s.turn))
	})
}

// botMove is the move of the computer player at level with seed for
// seat, from the engine registered for the kind (package wordgame/bot,
// which example_test.go imports into the test binary).
func botMove(s State, level tilekit.Level, seed uint64, seat int) (Move, error) {
	k, _ := tilekit.Lookup("wordgame")
	if k.Bot == nil {
		return Move{}, errors.New("no engine is registered for wordgame")
	}
	return k.Bot(level, seed).(gamekit.BotContextFunc[State, Move, View])(context.Background(), s, seat)
}

func TestRejectedMoves(t *testing.T) {
	const mid = "15/15/15/15/15/15/15/6HALT5/9O5/15/15/15/15/15/15"
	exch := DefaultRules()
	exch.Exchange = true
	raw := func(m Move, err error) Move {
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	cases := []struct {
		name  string
		rules Rules
		cgp   string
		move  Move
		want  error
		text  string // part of the message
	}{
		{"off the board", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(7, 13, Across, "AB.")), ErrOffBoard, "does not fit"},
		{"gap", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(9, 1, Across, "A.B")), ErrGap, "empty"},
		{"occupied", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(7, 6, Across, "ABCD")), ErrOccupied, "already holds"},
		{"not on rack", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(5, 9, Down, "ZZ..")), ErrNotHeld, "has no Z"},
		{"blank not on rack", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(5, 9, Down, "bA..")), ErrNotHeld, "no blank"},
		{"not a word", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(5, 9, Down, "GF..")), ErrNotAWord, `"GFTO" is not a word`},
		{"cross word not a word", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(9, 8, Across, "BAD")), ErrNotAWord, `"TOA" is not a word`},
		{"not connected", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(0, 0, Across, "CAB")), ErrNotConnected, "touches"},
		{"not normalized", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(7, 10, Across, "S")), ErrNotNormalized, "write it as 8G ....S"},
		{"first move off centre", Classic(), emptyBoard + " ABCDEFG/ 0/0 0", raw(Place(0, 0, Across, "CAB")), ErrFirstMove, "8H"},
		{"first move too short", DefaultRules(), emptyBoard + " ABCDEFGH/ 0/0 0", raw(Place(7, 7, Across, "CAB")), ErrTooShort, "4 letters"},
		{"no tiles", Classic(), mid + " ABCDEFG/ 0/0 0", raw(Place(7, 6, Across, "....")), ErrNoTiles, "no tile"},
		{"exchange off", DefaultRules(), emptyBoard + " ABCDEFGH/ 0/0 0", raw(Exchange("AB")), ErrExchangeOff, "do not allow"},
		{"exchange not on rack", exch, emptyBoard + " ABCDEFGH/ 0/0 0", raw(Exchange("ZZ")), ErrNotHeld, "no Z"},
		{"exchange bag short", Classic(), fullBoardExcept(t, Classic(), "ABCDEFGHIJK") + " ABCDEFG/HIJK 0/0 0", raw(Exchange("A")), ErrBagTooSmall, "at least 7"},
		{"malformed", Classic(), mid + " ABCDEFG/ 0/0 0", Move{kind: KindPlace}, ErrBadMove, "well-formed"},
		{"zero move", Classic(), mid + " ABCDEFG/ 0/0 0", Move{}, ErrBadMove, "well-formed"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := mustCGP(t, tc.rules, tc.cgp)
			before := encodeState(t, s)
			err := s.Validate(tc.move)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Validate(%v) = %v, want %v", tc.move, err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.text) || !strings.HasPrefix(err.Error(), "wordgame: ") {
				t.Errorf("message %q lacks %q", err, tc.text)
			}
			var me *MoveError
			if !errors.As(err, &me) || me.Move != tc.move {
				t.Errorf("error %v is not a *MoveError for the move", err)
			}
			if _, err2 := s.Apply(tc.move); err2 == nil || err2.Error() != err.Error() {
				t.Errorf("Apply error %v differs from Validate's %v", err2, err)
			}
			if _, err3 := s.Score(tc.move); err3 == nil {
				t.Errorf("Score accepted a rejected move")
			}
			if after := encodeState(t, s); after != before {
				t.Errorf("rejected move changed the state:\n%s\n%s", before, after)
			}
		})
	}
}

func TestErrorMessage(t *testing.T) {
	s := mustCGP(t, Classic(), emptyBoard+` QXZAEIO/ 0/0 0 tk.names "Ada" "Bob";`)
	m := mustParse(t, s, "8H QXZ")
	err := s.Validate(m)
	if got, want := err.Error(), `wordgame: Ada: 8H QXZ: "QXZ" is not a word`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var me *MoveError
	if !errors.As(err, &me) || me.Player != "Ada" || me.Detail != `"QXZ" is not a word` {
		t.Errorf("MoveError %+v", me)
	}
	anon := mustCGP(t, Classic(), emptyBoard+" QXZAEIO/ 0/0 0")
	if got, want := anon.Validate(m).Error(), `wordgame: Player 1: 8H QXZ: "QXZ" is not a word`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestZeroValues(t *testing.T) {
	var s State
	gametest.Zero(t, func(s State, m Move) error { _, err := s.Score(m); return err }, Move{}, Pass(), Move{kind: KindPlace, n: 3})
	if s.Players() != 0 || s.Rack(0) != nil || len(s.Scores()) != 0 {
		t.Error("zero State reports a game")
	}
	if s.Name(0) != "Player 1" || s.Name(-3) == "" || s.Name(99) != "Player 100" {
		t.Errorf("zero State names %q %q %q", s.Name(0), s.Name(-3), s.Name(99))
	}
	if res := s.Result(); !res.Over || len(res.Winners) != 0 {
		t.Errorf("zero State result %+v", res)
	}
	_ = s.View(0)
	_ = s.Result()
	_ = s.Normalize(Move{kind: KindPlace, n: 1, tiles: [MaxBoardSize]byte{'A'}})
	if m, err := ParseMove(s, "8H WORD"); err != nil || !errors.Is(s.Validate(m), ErrGameOver) {
		t.Errorf("ParseMove on the zero State: %v, %v; want the move, which Validate refuses", m, err)
	}
	if text := gametest.Text(t, s); text != "" {
		t.Errorf("zero State text %q", text)
	}
	if err := (Rules{}).Validate(); !errors.Is(err, ErrBadRules) {
		t.Errorf("zero Rules validate: %v", err)
	}
	if _, err := New(Rules{}, Setup{Players: 2}); !errors.Is(err, ErrBadRules) {
		t.Errorf("New(zero Rules): %v", err)
	}
	var m Move
	if text, err := m.MarshalText(); err != nil || len(text) != 0 {
		t.Errorf("zero Move text %q, %v", text, err)
	}
}

func TestRulesValidate(t *testing.T) {
	for _, r := range []Rules{DefaultRules(), Classic(), smallRules()} {
		if err := r.Validate(); err != nil {
			t.Errorf("%v", err)
		}
	}
	bad := []func(*Rules){
		func(r *Rules) { r.Players = 5 },
		func(r *Rules) { r.Layout = []string{"W"} },
		func(r *Rules) { r.Layout = append([]string{"W.."}, r.Layout[1:]...) },
		func(r *Rules) { r.Layout = []string{"ab", "cd"} },
		func(r *Rules) { r.RackSize = 0 },
		func(r *Rules) { r.MinFirstWord = 1 },
		func(r *Rules) { r.WordBonus = 7 },
		func(r *Rules) { r.AllTiles = 9 },
		func(r *Rules) { r.ScorelessTurns = 0 },
		func(r *Rules) { r.End = 3 },
		func(r *Rules) { r.Tiles = nil },
		func(r *Rules) { r.Tiles = r.Tiles.Clone(); r.Tiles[tiles.Letter('A', 5)] = 1 },
		func(r *Rules) { r.Tiles = r.Tiles.Clone(); r.Tiles[tiles.Number(3, tiles.Red)] = 1 },
	}
	for i, f := range bad {
		r := DefaultRules()
		f(&r)
		if err := r.Validate(); !errors.Is(err, ErrBadRules) {
			t.Errorf("case %d: Validate = %v", i, err)
		}
	}
}

func TestNewSetup(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ann", "Bo", "Cy"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if s.Players() != 3 || s.Rules().Players != 3 || len(s.names) != 3 {
		t.Fatalf("players %d names %v", s.Players(), s.names)
	}
	for p := range 3 {
		if len(s.Rack(p)) != 8 {
			t.Errorf("rack %d: %v", p, s.Rack(p))
		}
	}
	if got := s.BagLen(); got != 104-24 {
		t.Errorf("bag holds %d", got)
	}
	for _, setup := range []Setup{{}, {Seed: 3}, {Players: 5}, {Players: 1}, {Players: 2, Names: []string{"a"}}} {
		if _, err := New(DefaultRules(), setup); !errors.Is(err, ErrBadSetup) {
			t.Errorf("New(%+v) = %v", setup, err)
		}
	}
	small := smallRules()
	small.Players = 4
	small.RackSize = 15
	if _, err := New(small, Setup{Players: 4}); !errors.Is(err, ErrBadSetup) {
		t.Errorf("too few tiles accepted: %v", err)
	}
}

func TestParseMove(t *testing.T) {
	s := mustCGP(t, Classic(), "15/15/15/15/15/15/15/6HAlT5/9O5/15/15/15/15/15/15 ABEOSTV/ 0/0 0")
	cases := []struct{ in, want string }{
		{"8F BHALT", "8F B...."}, // letters written in full over the board
		{"8f b....", "8F b...."}, // lower-case column, blank b
		{"8F B", "8F B...."},     // the span grows over the tiles touching it
		{"8K S", "8G ....S"},     // and backwards
		{"K8 S", "8G ....S"},     // a single tile runs across when it has a horizontal neighbour
		{"J10 S", "J8 ..S"},      // else down
		{"10J S", "J8 ..S"},      //
		{"H6 BOA", "H6 BO."},     //
		{"H6 BOa", "H6 BO."},     // a blank on the board may be written in either case
		{"  -  ", "-"},           //
		{"-vb?a", "-ABV?"},       // an exchange is sorted, blanks last
		{"8G HAlt", "8G HAlt"},   // unchanged: '.'-free text over the board is resolved...
	}
	for _, tc := range cases[:len(cases)-1] {
		m, err := ParseMove(s, tc.in)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tc.in, err)
			continue
		}
		if m.String() != tc.want {
			t.Errorf("ParseMove(%q) = %q, want %q", tc.in, m, tc.want)
		}
		var back Move
		if err := back.UnmarshalText([]byte(m.String())); err != nil || back != m {
			t.Errorf("%q does not round-trip: %v %v", m, back, err)
		}
	}
	if m, err := ParseMove(s, "8G HALT"); err != nil || m.NewTiles() != 0 {
		t.Errorf("8G HALT over the board: %v %v", m, err)
	} else if err := s.Validate(m); !errors.Is(err, ErrNoTiles) {
		t.Errorf("8G HALT: %v", err)
	}
	for _, bad := range []struct {
		in   string
		want error
	}{
		{"", ErrSyntax}, {"8H", ErrSyntax}, {"8 WORD", ErrSyntax},
		{"88 WORD", ErrSyntax}, {"H0 WORD", ErrSyntax}, {"08H WORD", ErrSyntax},
		{"8H W0RD", ErrSyntax}, {"-AB1", ErrSyntax}, {"22A WORD", ErrSyntax},
		{"8N WORD", ErrSyntax}, {"8G HAX", ErrSyntax}, {"9A ...", ErrSyntax},
		{"8H " + strings.Repeat("A", 22), ErrSyntax}, {"8Z WORD", ErrSyntax}, {"-3", ErrSyntax},
	} {
		// Every text ParseMove cannot read is a *MoveError wrapping
		// ErrSyntax, for the player to move, with the zero Move.
		m, err := ParseMove(s, bad.in)
		var me *MoveError
		if !errors.Is(err, bad.want) || !errors.As(err, &me) || m != (Move{}) || me.Move != (Move{}) || me.Player != "Player 1" {
			t.Errorf("ParseMove(%q) = %v, %v (%T), want a *MoveError wrapping %v", bad.in, m, err, err, bad.want)
		}
	}
}

func TestPlaceConstructor(t *testing.T) {
	m, err := Place(7, 7, Down, "Ab.")
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind() != KindPlace || m.Row() != 7 || m.Col() != 7 || m.Dir() != Down || m.Len() != 3 ||
		m.Word() != "Ab." || m.NewTiles() != 2 || m.String() != "H8 Ab." || m.Coord() != "H8" {
		t.Errorf("accessors of %v", m)
	}
	for _, bad := range []struct {
		r, c int
		d    Direction
		w    string
	}{{-1, 0, Across, "A"}, {0, 21, Across, "A"}, {0, 0, 2, "A"}, {0, 0, Across, ""}, {0, 15, Across, "ABCDEFG"}, {0, 0, Down, "A1"}} {
		if _, err := Place(bad.r, bad.c, bad.d, bad.w); err == nil {
			t.Errorf("Place(%v) accepted", bad)
		}
	}
	if _, err := Exchange(""); err == nil {
		t.Error("empty exchange accepted")
	}
	if Pass().String() != "-" || Pass().Kind() != KindPass {
		t.Error("pass")
	}
}

func TestPassesEndAndRedraw(t *testing.T) {
	s := mustNew(t, DefaultRules(), 3)
	r0, r1 := s.RackLetters(0), s.RackLetters(1)
	s, _ = s.Apply(Pass())
	if s.ScorelessTurns() != 1 || s.RackLetters(0) != r0 {
		t.Fatal("first pass")
	}
	s, _ = s.Apply(Pass())
	// Both players passed on their first turn: new racks, counter reset.
	if s.ScorelessTurns() != 0 || (s.RackLetters(0) == r0 && s.RackLetters(1) == r1) {
		t.Fatalf("no redraw: %q %q", s.RackLetters(0), s.RackLetters(1))
	}
	if s.BagLen() != 104-16 {
		t.Fatalf("bag %d after redraw", s.BagLen())
	}
	// No second redraw: three more passes end the game.
	for i := range 3 {
		if s.Over() {
			t.Fatalf("over after %d passes", i)
		}
		s, _ = s.Apply(Pass())
	}
	if !s.Over() {
		t.Fatal("three passes did not end the game")
	}
	res := s.Result()
	for p := range 2 {
		own := 0
		for _, x := range s.Rack(p) {
			own += int(x.Value)
		}
		if res.Adjustments[p] != -own || res.Scores[p] != -own {
			t.Errorf("player %d: adjustment %d score %d, rack worth %d", p, res.Adjustments[p], res.Scores[p], own)
		}
	}
	if res.Reason != ScorelessLimit || res.Out != -1 {
		t.Errorf("result %+v", res)
	}
	if _, err := s.Apply(Pass()); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
	// Without the knob there is no redraw.
	r := DefaultRules()
	r.OpeningRedraw = false
	s = mustNew(t, r, 3)
	s, _ = s.Apply(Pass())
	s, _ = s.Apply(Pass())
	if s.RackLetters(0) != r0 || s.ScorelessTurns() != 2 {
		t.Errorf("redraw with the knob off")
	}
	// An exchange breaks the opening: no redraw.
	r = DefaultRules()
	r.Exchange = true
	s = mustNew(t, r, 3)
	s, _ = s.Apply(Pass())
	m, _ := Exchange(s.RackLetters(1)[:2])
	s, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	if s.RackLetters(0) != r0 || s.ScorelessTurns() != 2 {
		t.Errorf("redraw after an exchange")
	}
}

// TestOpeningRedrawManyPlayers: with 3 or 4 players, and with a limit of
// scoreless turns below the number of players, the opening passes never
// end the game: when every player has passed their first turn, every
// rack goes back and everyone draws anew (issue 38: the third pass ended
// the game first, every rack subtracted, and seat 3 of four never
// moved). The count of scoreless turns then starts afresh, and it ends
// the game as usual; the state reads back from its CGP at every step.
func TestOpeningRedrawManyPlayers(t *testing.T) {
	for _, c := range []struct{ players, limit int }{{3, 3}, {4, 3}, {4, 2}, {2, 1}, {3, 1}} {
		r := DefaultRules()
		r.Players, r.ScorelessTurns = c.players, c.limit
		s := mustNew(t, r, 7)
		before := make([]string, c.players)
		for p := range c.players {
			before[p] = s.RackLetters(p)
		}
		for p := range c.players {
			if s.Over() || !slices.Equal(s.ToMove(), []int{p}) {
				t.Fatalf("%d players, limit %d: before seat %d's opening pass: over %v, to move %v (%s)", c.players, c.limit, p, s.Over(), s.ToMove(), s.Result().Reason)
			}
			var err error
			if s, err = s.Apply(Pass()); err != nil {
				t.Fatalf("%d players, limit %d: seat %d's opening pass: %v", c.players, c.limit, p, err)
			}
			roundTripCGP(t, r, s)
		}
		changed := false
		for p := range c.players {
			changed = changed || s.RackLetters(p) != before[p]
		}
		if s.Over() || s.ScorelessTurns() != 0 || !changed || s.BagLen() != r.Tiles.Total()-c.players*r.RackSize {
			t.Fatalf("%d players, limit %d: after every opening pass: over %v, %d scoreless turns, racks changed %v, bag %d; want a redraw",
				c.players, c.limit, s.Over(), s.ScorelessTurns(), changed, s.BagLen())
		}
		for _, sc := range s.Scores() {
			if sc != 0 {
				t.Fatalf("%d players, limit %d: scores %v after the redraw", c.players, c.limit, s.Scores())
			}
		}
		// Once per game: the limit of passes now ends it.
		for i := range c.limit {
			if s.Over() {
				t.Fatalf("%d players, limit %d: over after %d passes past the redraw", c.players, c.limit, i)
			}
			s, _ = s.Apply(Pass())
			roundTripCGP(t, r, s)
		}
		if !s.Over() || s.Result().Reason != ScorelessLimit {
			t.Errorf("%d players, limit %d: %d passes after the redraw do not end the game", c.players, c.limit, c.limit)
		}
	}
}

// roundTripCGP checks that s reads back from its CGP as the same game.
func roundTripCGP(t *testing.T, r Rules, s State) {
	t.Helper()
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := FromCGP(r, nil, string(text))
	if err != nil {
		t.Fatalf("FromCGP(%q): %v", text, err)
	}
	again, _ := back.MarshalText()
	if string(again) != string(text) || back.Over() != s.Over() {
		t.Fatalf("CGP %q reads back as %q (over %v, want %v)", text, again, back.Over(), s.Over())
	}
}

// The end rules, checked on one position: player 0 goes out with the last
// tile while player 1 holds Q (10) and V (4).
func TestEndRules(t *testing.T) {
	// The bag is empty: the board holds everything but the racks. Player
	// 0 (to move) holds S and plays it; player 1 keeps QV (10 + 4).
	board := fullBoardExcept(t, Classic(), "SQV")
	for _, tc := range []struct {
		end       EndRule
		out, held int
	}{
		{MinusOwnRack, 0, -14},
		{BoxRule, 14, -14},
		{TournamentRule, 28, 0},
	} {
		r := Classic()
		r.End = tc.end
		// Any string is a word here: the filler board is not made of words.
		s, err := FromCGP(r, dictionary.Func(func(string) bool { return true }), board+" S/QV 100/90 0")
		if err != nil {
			t.Fatal(err)
		}
		m := findHook(t, s)
		sc, err := s.Score(m)
		if err != nil {
			t.Fatal(err)
		}
		next := gametest.Play(t, s, m)
		if !next.Over() {
			t.Fatalf("%v: not over", tc.end)
		}
		res := next.Result()
		want := Result{Over: true, Reason: PlayerOut, Out: 0,
			Scores:      []int{100 + sc.Total + tc.out, 90 + tc.held},
			Adjustments: []int{tc.out, tc.held}, Racks: []string{"", "QV"}}
		if want.Scores[0] >= want.Scores[1] {
			want.Winners = []int{0}
		}
		if want.Scores[1] >= want.Scores[0] {
			want.Winners = append(want.Winners, 1)
		}
		if diff := cmp.Diff(want, res); diff != "" {
			t.Errorf("%v: result (-want +got):\n%s", tc.end, diff)
		}
		// The final CGP carries the final scores and reads back the same.
		if diff := cmp.Diff(res, readBack(t, next).Result()); diff != "" {
			t.Errorf("decoded result differs:\n%s", diff)
		}
	}
}

// fullBoardExcept returns a CGP board holding every tile of r except
// keep, laid out in rows as filler (it need not be made of words).
func fullBoardExcept(t *testing.T, r Rules, keep string) string {
	t.Helper()
	var letters []byte
	for _, x := range r.Tiles.Tiles() {
		if x.Blank {
			letters = append(letters, 'e')
		} else {
			letters = append(letters, x.Letter)
		}
	}
	for _, k := range []byte(keep) {
		for i, x := range letters {
			if x == k {
				letters = append(letters[:i], letters[i+1:]...)
				break
			}
		}
	}
	// Fill rows from the top; the rows below stay empty.
	var rows []string
	for len(letters) > 0 {
		n := min(15, len(letters))
		row := string(letters[:n])
		if n < 15 {
			row += strconv.Itoa(15 - n)
		}
		rows = append(rows, row)
		letters = letters[n:]
	}
	for len(rows) < 15 {
		rows = append(rows, "15")
	}
	return strings.Join(rows, "/")
}

// findHook finds a legal one-tile play for the player to move.
func findHook(t *testing.T, s State) Move {
	t.Helper()
	b := s.Board()
	x := s.RackLetters(int(s.turn))[0]
	for r := 0; r < b.Rows(); r++ {
		for c := 0; c < b.Cols(); c++ {
			if b.At(r, c) != 0 {
				continue
			}
			m, err := Place(r, c, Down, string(x))
			if err != nil {
				continue
			}
			m = s.Normalize(m)
			if s.Validate(m) == nil {
				return m
			}
		}
	}
	t.Fatal("no one-tile play found")
	return Move{}
}

func TestView(t *testing.T) {
	s := mustNew(t, DefaultRules(), 11)
	v := s.View(1)
	if !cmp.Equal(v.Rack, viewTiles(s.g, s.Rack(1))) || v.Player != 1 || !cmp.Equal(v.ToMove, []int{0}) || v.BagSize != s.BagLen() {
		t.Fatalf("view %+v", v)
	}
	want := tiles.Sort(append(s.Bag(), s.Rack(0)...))
	if !cmp.Equal(v.Unseen, viewTiles(s.g, want)) || len(v.Unseen) != 104-8 {
		t.Errorf("unseen %d tiles", len(v.Unseen))
	}
	if v.RackSizes[0] != 8 || v.RackSizes[1] != 8 || v.LastMove != nil {
		t.Errorf("rack sizes %v, last move %v", v.RackSizes, v.LastMove)
	}
	if pub := s.View(9); len(pub.Rack) != 0 || len(pub.Unseen) != 104 {
		t.Errorf("public view shows a rack")
	}
	if c := v.Board[7][7]; !c.Start || c.Premium != DoubleWord || c.Letter != "" || v.Board[0][0].Premium != TripleWord {
		t.Errorf("board cells %+v %+v", c, v.Board[0][0])
	}
}

func TestAttach(t *testing.T) {
	words, err := dictionary.FromSlice([]string{"zzz", "halt"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := FromCGP(Classic(), words, emptyBoard+" ZZZAHLT/ 0/0 0"); !errors.Is(err, ErrTooManyTiles) {
		t.Fatalf("three Z in a one-Z set: %v", err)
	}
	s, err := FromCGP(Classic(), words, emptyBoard+" AHLTXYZ/ 0/0 0")
	if err != nil {
		t.Fatal(err)
	}
	m := mustParse(t, s, "8H HALT")
	if err := s.Validate(m); err != nil {
		t.Fatal(err)
	}
	if text := encodeState(t, s); !strings.Contains(text, "lex custom;") {
		t.Fatalf("custom dictionary not marked: %s", text)
	}
	back := readBack(t, s)
	if err := back.Validate(m); !errors.Is(err, ErrDetached) {
		t.Fatalf("detached dictionary: %v", err)
	}
	if err := back.Attach(words).Validate(m); err != nil {
		t.Fatal(err)
	}
	// A nil dictionary, or a nil pointer in the interface, is refused
	// with an error, never a panic.
	var typedNil *dictionary.List
	if d := back.Attach(nil).Dictionary(); d != dictionary.Default() {
		t.Errorf("Attach(nil) attaches %v, want dictionary.Default()", d)
	}
	for _, d := range []dictionary.Dictionary{typedNil} {
		if err := back.Attach(d).Validate(m); !errors.Is(err, ErrDetached) {
			t.Errorf("Attach(%#v): %v, want ErrDetached", d, err)
		}
		if _, err := back.Attach(words).Attach(d).BestMove(); !errors.Is(err, ErrDetached) {
			t.Errorf("Attach(%#v).BestMove: %v, want ErrDetached", d, err)
		}
	}
	if _, err := New(Classic(), Setup{Players: 2, Dictionary: typedNil}); !errors.Is(err, ErrBadSetup) {
		t.Errorf("New with a typed nil dictionary: %v", err)
	}
	if _, err := FromCGP(Classic(), typedNil, emptyBoard+" AHLTXYZ/ 0/0 0"); !errors.Is(err, ErrBadSetup) {
		t.Errorf("FromCGP with a typed nil dictionary: %v", err)
	}
	if _, err := ReplayGCG(Classic(), typedNil, strings.NewReader("#player1 a A\n#player2 b B\n")); !errors.Is(err, ErrBadSetup) {
		t.Errorf("ReplayGCG with a typed nil dictionary: %v", err)
	}
}

func TestWithRack(t *testing.T) {
	s := mustNew(t, Classic(), 5)
	other := s.RackLetters(1)
	want := other[:3] + "?"
	next, err := s.withRack(0, want)
	if err != nil {
		t.Fatal(err)
	}
	if got := next.RackLetters(0); got != canonicalRack(want) {
		t.Errorf("rack %q, want %q", got, want)
	}
	if len(next.Rack(1)) != 7 {
		t.Errorf("robbed rack not refilled: %q", next.RackLetters(1))
	}
	if !tiles.Equal(tilesNoLetter(next.AllTiles()), tilesNoLetter(s.AllTiles())) {
		t.Error("tiles not conserved")
	}
	// With seat 1 kept, the tiles it holds beyond the bag's are missing.
	if _, err := s.withRack(0, "Q", 1); s.bag.Count(s.g.tileOf('Q')) == 0 && !errors.Is(err, ErrTooManyTiles) {
		t.Errorf("keep: %v", err)
	}
	if _, err := s.withRack(0, "QQ"); !errors.Is(err, ErrTooManyTiles) {
		t.Errorf("two Q: %v", err)
	}
	if _, err := s.withRack(0, "A1"); !errors.Is(err, ErrBadSetup) {
		t.Errorf("bad letter: %v", err)
	}
	if got := withDelta(s, 1, 5).Scores()[1]; got != 5 {
		t.Errorf("score delta: %d", got)
	}
}

func canonicalRack(s string) string {
	b := []byte(s)
	sortRack(b)
	return string(b)
}

func tilesNoLetter(ts []tiles.Tile) []tiles.Tile {
	out := make([]tiles.Tile, len(ts))
	for i, x := range ts {
		out[i] = x.Unassigned()
	}
	return tiles.Sort(out)
}

func TestRulesJSON(t *testing.T) {
	for _, r := range []Rules{DefaultRules(), Classic(), smallRules()} {
		if diff := cmp.Diff(r, jsonBack(t, r)); diff != "" {
			t.Errorf("rules JSON round trip (-want +got):\n%s", diff)
		}
		if js := gametest.JSON(t, r); !strings.Contains(js, `"wordBonus":"`+r.WordBonus.String()+`"`) {
			t.Errorf("enum not written by name: %s", js)
		}
	}
	var d Direction
	if err := d.UnmarshalText([]byte("sideways")); err == nil {
		t.Error("unknown direction accepted")
	}
}

func TestDictionaryAskedInUpperCase(t *testing.T) {
	strict := dictionary.Func(func(w string) bool { return w == "HALT" })
	s, err := FromCGP(Classic(), strict, emptyBoard+" ALT?XYZ/ 0/0 0")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(mustParse(t, s, "8H hALT")); err != nil {
		t.Errorf("a blank reached the dictionary in lower case: %v", err)
	}
}

func withDelta(s State, p, d int) State {
	s, _ = s.withScoreDelta(p, d)
	return s
}

// A player who types a word in lower case meant tiles, not blanks: the
// error says so.
func TestLowerCaseHint(t *testing.T) {
	s := mustCGP(t, Classic(), emptyBoard+" EGINORS/ 0/0 0")
	m, err := s.ParseMove("8h eringos")
	if err != nil {
		t.Fatal(err)
	}
	err = s.Validate(m)
	var me *MoveError
	if !errors.Is(err, ErrNotHeld) || !errors.As(err, &me) || !strings.Contains(me.Detail, "a lower-case letter is a blank; type 8H ERINGOS to play tiles") {
		t.Errorf("8h eringos: %v", err)
	}
	// With the blanks on the rack, lower case is what the player meant.
	s = mustCGP(t, Classic(), emptyBoard+" EGINO??/ 0/0 0")
	m = mustParse(t, s, "8H ERINGOs")
	if err := s.Validate(m); !errors.Is(err, ErrNotHeld) || strings.Contains(err.Error(), "lower-case") {
		t.Errorf("8H ERINGOs with two blanks but no R: %v", err)
	}
}
