package wordoku

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

func twoPlayers(t *testing.T) State {
	t.Helper()
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}, Seed: 11}))
	return s
}

func TestDeal(t *testing.T) {
	for _, r := range []Rules{DefaultRules(), Expert()} {
		s, err := New(r, Setup{Players: MaxPlayers, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(s.Bag()) + MaxPlayers*r.Size*r.Size; got != 30*r.Size {
			t.Errorf("size %d: %d tiles in all, want %d", r.Size, got, 30*r.Size)
		}
		for p := range MaxPlayers {
			g := s.Grid(p)
			for row := range r.Size {
				for c := range r.Size {
					if g.At(row, c).Symbol != symbols[row] {
						t.Fatalf("player %d row %d holds %v", p, row, g.At(row, c))
					}
				}
			}
		}
	}
	if _, err := New(DefaultRules(), Setup{Players: 8}); !errors.Is(err, ErrBadSetup) {
		t.Errorf("8 players: %v", err)
	}
	if _, err := New(DefaultRules(), Setup{Dictionary: (*dictionary.List)(nil), Players: 1}); !errors.Is(err, ErrBadSetup) {
		t.Errorf("typed nil dictionary: %v", err)
	}
}

func TestRulesValidate(t *testing.T) {
	bad := func(f func(*Rules)) Rules { r := DefaultRules(); f(&r); return r }
	for name, r := range map[string]Rules{
		"size 6":         bad(func(r *Rules) { r.Size = 6 }),
		"min word 5":     bad(func(r *Rules) { r.MinWord = 5 }),
		"no rounds":      bad(func(r *Rules) { r.Rounds = 0 }),
		"negative time":  bad(func(r *Rules) { r.RoundTime = -1 }),
		"diamond in 4x4": bad(func(r *Rules) { r.Tiles[LetterTile('A', tiles.Diamond)] = 1 }),
		"value 2":        bad(func(r *Rules) { r.Tiles[tiles.Tile{Letter: 'A', Value: 2, Symbol: tiles.Star}] = 1 }),
		"huge count":     bad(func(r *Rules) { r.Tiles[LetterTile('A', tiles.Star)] = 1 << 30 }),
		"overflow": bad(func(r *Rules) {
			r.Tiles[LetterTile('A', tiles.Star)] = MaxTiles
			r.Tiles[LetterTile('B', tiles.Star)] = MaxTiles
		}),
		"too few stars": bad(func(r *Rules) {
			for t := range r.Tiles {
				if t.Symbol == tiles.Star {
					delete(r.Tiles, t)
				}
			}
		}),
	} {
		if err := r.Validate(); !errors.Is(err, ErrBadRules) {
			t.Errorf("%s: Validate = %v", name, err)
		}
	}
	if err := Expert().Validate(); err != nil {
		t.Error(err)
	}
}

func TestBadMoves(t *testing.T) {
	s := twoPlayers(t)
	g := s.Grid(0)
	s1, _ := s.Apply(Swap(0, 1, 0)) // a star swapped
	s1, _ = s1.Apply(Wild(0, 0, 0, 'Q'))
	done, _ := s.Apply(Finish(1))
	small, err := ParseGrid("C.c A.s T.q / O.s X.c X.o / D.q X.o X.s")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s    State
		m    Move
		want error
		text string
	}{
		{s, Arrange(0, g.With(0, 0, LetterTile('Z', tiles.Clove))), ErrNotHeld, "Ann holds no Z (clove)"},
		{s, Arrange(0, s.Grid(1)), ErrNotHeld, ""},
		{s, Arrange(0, Grid{}), ErrBadMove, "needs a grid"},
		{s, Arrange(0, small), ErrBadGrid, "3x3"},
		{s1, Swap(0, 1, 3), ErrSwapUsed, "a star tile has already been swapped"},
		{s1, Swap(0, 0, 0), ErrBadMove, "the wild at 00 cannot be swapped"},
		{s1, Wild(0, 2, 2, 'E'), ErrWildUsed, ""},
		{s, Wild(0, 2, 2, '?'), ErrWildLetter, ""},
		{s, Wild(0, 4, 0, 'E'), ErrBadMove, "off the 4x4 grid"},
		{s, Finish(2), ErrUnknownPlayer, "2 players, numbered 0-1"},
		{s, Swap(-1, 0, 0), ErrUnknownPlayer, ""},
		{done, Finish(1), ErrNotYourTurn, "Bob has finished round 1"},
		{done, Arrange(1, done.Grid(1)), ErrNotYourTurn, ""},
		{s, EndRound(2), ErrRoundOver, "round 1 is being played"},
		{s, Move{}, ErrBadMove, ""},
		{State{}, Finish(0), ErrGameOver, ""},
	} {
		before, _ := c.s.MarshalText()
		next, err := c.s.Apply(c.m)
		after, _ := next.MarshalText()
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%v: %v, want %v containing %q", c.m, err, c.want, c.text)
		}
		if string(before) != string(after) {
			t.Errorf("%v: the rejected move changed the state", c.m)
		}
		var me *MoveError
		if !errors.As(err, &me) || me.Detail == "" {
			t.Errorf("%v: %v is not a MoveError with a detail", c.m, err)
		}
	}
}

func TestRounds(t *testing.T) {
	s := twoPlayers(t)
	if got := s.ToMove(); len(got) != 2 {
		t.Fatalf("ToMove = %v", got)
	}
	s, _ = s.Apply(Finish(0))
	if got := s.ToMove(); len(got) != 1 || got[0] != 1 {
		t.Fatalf("after Ann finishes, ToMove = %v", got)
	}
	s, _ = s.Apply(Finish(1)) // everyone finished: round 1 ends
	if s.Round() != 2 || len(s.Result().Rounds) != 1 {
		t.Fatalf("round %d, %d results", s.Round(), len(s.Result().Rounds))
	}
	// A late timer for round 1 must not end round 2.
	if _, err := s.Apply(EndRound(1)); !errors.Is(err, ErrRoundOver) {
		t.Errorf("late EndRound(1): %v", err)
	}
	for s.Round() < 3 || !s.Over() {
		var err error
		if s, err = s.Apply(EndRound(s.Round())); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Over() || len(s.ToMove()) != 0 {
		t.Fatalf("not over after three rounds")
	}
	if _, err := s.Apply(Finish(0)); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
	if h := s.History(); len(h) != 4 || h[3] != EndRound(3) {
		t.Errorf("History = %v", h)
	}
	if m, ok := s.LastMove(); !ok || m != EndRound(3) {
		t.Errorf("LastMove = %v, %v", m, ok)
	}
	r := s.Result()
	if !r.Over || len(r.Winners) == 0 || len(r.Rounds) != 3 {
		t.Errorf("Result = %+v", r)
	}
}

func TestSwapDrawsSameSymbol(t *testing.T) {
	s := twoPlayers(t)
	old := s.Grid(0).At(2, 1)
	next := gametest.Must(s.Apply(Swap(0, 2, 1)))
	if nt := next.Grid(0).At(2, 1); nt.Symbol != old.Symbol {
		t.Errorf("swapped %v for %v", old, nt)
	}
	if got := next.Removed(0); len(got) != 1 || got[0] != old {
		t.Errorf("Removed = %v", got)
	}
	if len(next.Bag()) != len(s.Bag())-1 {
		t.Errorf("bag %d, was %d", len(next.Bag()), len(s.Bag()))
	}
	if !next.SwapUsed(0, old.Symbol) || next.SwapUsed(1, old.Symbol) {
		t.Error("SwapUsed wrong")
	}
}

func TestViewHidesOthers(t *testing.T) {
	s := twoPlayers(t)
	g := s.Grid(1).Swapped(0, 0, 0, 1)
	s, _ = s.Apply(Arrange(1, g))
	v := s.View(0)
	if v.LastMove.Text != "1 arrange" {
		t.Errorf("Ann sees Bob's move as %q", v.LastMove.Text)
	}
	js := gametest.Must(json.Marshal(v))
	if strings.Contains(string(js), "null") {
		t.Errorf("view JSON has a null: %s", js)
	}
	if strings.Contains(string(js), g.String()) {
		t.Error("Ann's view holds Bob's grid")
	}
	if own := s.View(1); own.LastMove.Text != Arrange(1, g).String() || own.Grid[0][0].Letter != string(rune(g.At(0, 0).Letter)) {
		t.Errorf("Bob's own view: %+v", own.LastMove)
	}
	s, _ = s.Apply(EndRound(1))
	v = s.View(0)
	if len(v.Past) != 1 || len(v.Past[0].Grids) != 2 || v.Past[0].Scores[1].Total != v.Result.Rounds[0].Scores[1] {
		t.Errorf("after the round, Ann sees %+v", v.Past)
	}
	spectator, _ := json.Marshal(s.View(-1))
	if strings.Contains(string(spectator), "null") {
		t.Errorf("spectator JSON has a null: %s", spectator)
	}
	// Lists are [] never null; only the missing last move is null.
	zero, _ := json.Marshal(State{}.View(0))
	if strings.Contains(strings.Replace(string(zero), `"lastMove":null`, "", 1), "null") {
		t.Errorf("zero State's view has a null: %s", zero)
	}
}

// TestCustomDictionary: a custom dictionary's game decodes detached,
// keeps the finished rounds' scores, refuses to score another round, and
// plays on once attached.
func TestCustomDictionary(t *testing.T) {
	d := dictionary.Func(func(w string) bool { return len(w) == 3 })
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 1, Dictionary: d}))
	s, _ = s.Apply(EndRound(1))
	text, _ := s.MarshalText()
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if got, want := back.Result(), s.Result(); got.Rounds[0].Scores[0] != want.Rounds[0].Scores[0] {
		t.Errorf("decoded scores %v, want %v", got.Rounds[0].Scores, want.Rounds[0].Scores)
	}
	if _, err := back.Apply(EndRound(2)); !errors.Is(err, ErrDetached) {
		t.Errorf("detached EndRound: %v", err)
	}
	if _, err := back.Attach(d).Apply(EndRound(2)); err != nil {
		t.Errorf("attached EndRound: %v", err)
	}
	// Scores that disagree with a bundled dictionary are refused.
	bad := strings.Replace(string(mustText(t, twoPlayersEnded(t))), "scores 1 ", "scores 1 9", 1)
	if err := back.UnmarshalText([]byte(bad)); err == nil {
		t.Error("wrong scores accepted")
	}
}

func twoPlayersEnded(t *testing.T) State {
	s := twoPlayers(t)
	s, _ = s.Apply(EndRound(1))
	return s
}

func mustText(t *testing.T, s State) []byte { return []byte(gametest.Text(t, s)) }

// ParseMove names in an error the player whose seat the text starts with.
func TestParseMoveNamesPlayer(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}, Seed: 1}))
	gametest.RefusalNames(t, s, ParseMove, map[string]string{"1 arrange junk": "Bob", "junk": "", "7 arrange junk": ""})
}

// Dictionary gives the list words are checked against: the bundled
// default for nil, the caller's, and nil for a decoded game whose custom
// list has not been given back, until Attach gives it.
func TestDictionary(t *testing.T) {
	if d := twoPlayers(t).Dictionary(); dictionary.Name(d) != dictionary.DefaultName {
		t.Errorf("a default game's Dictionary is %v", d)
	}
	d := dictionary.Func(func(w string) bool { return len(w) == 3 })
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 2, Dictionary: d}))
	if s.Dictionary() == nil {
		t.Error("a custom game's Dictionary is nil")
	}
	var back State
	if err := back.UnmarshalText(mustText(t, s)); err != nil {
		t.Fatal(err)
	}
	if back.Dictionary() != nil {
		t.Errorf("a detached game's Dictionary is %v", back.Dictionary())
	}
	if got := back.Attach(d).Dictionary(); got == nil || !got.Contains("ABC") || got.Contains("ABCD") {
		t.Errorf("after Attach, Dictionary is %v", got)
	}
}
