package quaddoku

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

func TestZeroValues(t *testing.T) {
	var s State
	gametest.Zero(t, func(s State, m Move) error { _, err := s.Score(m); return err }, Move{}, mustMove(t, "02=E3"))
	if _, err := s.BestMove(); !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State BestMove = %v", err)
	}
	if ms, used, err := s.TopMoves(3, 12, Budget); len(ms) != 0 || ms == nil || used != 0 || !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State TopMoves = %v, %d, %v", ms, used, err)
	}
	if m, used, err := s.BestMoveWithin(Budget); m != Pass() || used != 0 || !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State BestMoveWithin = %v, %d, %v", m, used, err)
	}
	if tm := s.ToMove(); tm == nil {
		t.Errorf("zero State ToMove = %#v", tm)
	}
	if s.Players() != 0 || s.Name(0) != "Player 1" {
		t.Errorf("zero State: %d players, Name(0) %q", s.Players(), s.Name(0))
	}
	for m := range s.LegalMoves() {
		t.Errorf("zero State yields %v", m)
	}
	_ = s.View(0)
	_ = s.Word(Top)
	_ = s.Grid()
	if r := s.Result(); !r.Over || len(r.Winners) != 0 {
		t.Errorf("zero State result %+v", r)
	}
	if _, err := New(Rules{}, Setup{Players: 1}); !errors.Is(err, ErrBadRules) {
		t.Errorf("New(Rules{}) = %v", err)
	}
	if text := gametest.Text(t, s); text != "" {
		t.Errorf("zero State text %q", text)
	}
	if (Move{}).String() != "-" || !(Move{}).IsPass() {
		t.Error("the zero Move is not a pass")
	}
	var me *MoveError
	if me.Error() == "" || me.Unwrap() != nil {
		t.Error("nil *MoveError")
	}
}

func mustMove(t *testing.T, text string) Move {
	t.Helper()
	m, err := parseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestNewErrors(t *testing.T) {
	r := DefaultRules()
	for _, c := range []struct {
		name  string
		rules func(r *Rules)
		setup Setup
		err   error
	}{
		{"no players", nil, Setup{}, ErrBadSetup},
		{"too many", nil, Setup{Players: MaxPlayers + 1}, ErrBadSetup},
		{"names mismatch", nil, Setup{Players: 2, Names: []string{"a"}}, ErrBadSetup},
		{"start not words", func(r *Rules) { r.Start[0][1], r.Start[0][2] = r.Start[0][2], r.Start[0][1] }, Setup{Players: 1}, ErrBadSetup},
		{"centre tile", func(r *Rules) { r.Start[1][1] = tiles.Letter('A', 3) }, Setup{Players: 1}, ErrBadRules},
		{"blank", func(r *Rules) { r.Tiles = r.Tiles.Clone(); r.Tiles[tiles.Blank(0)] = 1 }, Setup{Players: 1}, ErrBadRules},
		{"big value", func(r *Rules) { r.Tiles = r.Tiles.Clone(); r.Tiles[tiles.Letter('A', MaxValue+1)] = 1 }, Setup{Players: 1}, ErrBadRules},
		{"start tile missing", func(r *Rules) { r.Tiles = r.Tiles.Clone(); delete(r.Tiles, tiles.Letter('K', 2)) }, Setup{Players: 1}, ErrBadRules},
		{"negative doku", func(r *Rules) { r.DokuSum = -1 }, Setup{Players: 1}, ErrBadRules},
	} {
		rr := r.clone()
		if c.rules != nil {
			c.rules(&rr)
		}
		if _, err := New(rr, c.setup); !errors.Is(err, c.err) {
			t.Errorf("%s: New = %v, want %v", c.name, err, c.err)
		}
	}
}

func TestEndRules(t *testing.T) {
	free := DefaultRules()
	free.FreePass = true
	pass := Move{}
	s := gametest.Play(t, gametest.Must(New(free, Setup{Players: 3})), pass, pass)
	if s.Over() || s.Passes() != 2 {
		t.Fatalf("over after two passes of three: %v", s.Passes())
	}
	// A move resets the run of passes.
	s = gametest.Play(t, s, mustMove(t, "02=E3"))
	if s.Passes() != 0 || !cmp.Equal(s.ToMove(), []int{0}) {
		t.Fatalf("after a move: passes %d to move %v", s.Passes(), s.ToMove())
	}
	s = gametest.Play(t, s, pass, pass, pass)
	if !s.Over() {
		t.Fatal("not over after every player passed")
	}
	if err := s.Validate(pass); !errors.Is(err, ErrGameOver) {
		t.Errorf("pass after the end: %v", err)
	}
	r := s.Result()
	if !r.Over || !cmp.Equal(r.Winners, []int{2}) {
		t.Errorf("result %+v", r)
	}
	if _, err := s.BestMove(); !errors.Is(err, ErrGameOver) {
		t.Errorf("BestMove after the end: %v", err)
	}

	// An empty pile ends the game too: a set with one spare tile.
	rules := DefaultRules()
	rules.Tiles = tiles.Of(append(rules.Start.Tiles(), tiles.Letter('E', 3)))
	s = gametest.Play(t, gametest.Must(New(rules, Setup{Players: 2})), mustMove(t, "02=E3"))
	if !s.Over() || !cmp.Equal(s.Result().Winners, []int{0}) {
		t.Errorf("empty pile: over %v result %+v", s.Over(), s.Result())
	}
}

func TestValueOnly(t *testing.T) {
	r := DefaultRules()
	r.AllowValueOnly = true
	s := gametest.Must(New(r, Setup{Players: 1}))
	sc, err := s.Score(mustMove(t, "01=E3"))
	if err != nil || sc.Total != 11 || len(sc.Words) != 1 {
		t.Errorf("value-only turn: %+v, %v", sc, err)
	}
}

func TestDictionaries(t *testing.T) {
	// A Contains-only dictionary: the finder scans every four-letter
	// string once.
	small := gametest.Must(dictionary.FromSlice([]string{"BEAT", "BATH", "TAKE", "HARE", "BEET", "TUBE", "MEAT"}))
	var d dictionary.Dictionary = dictionary.Func(small.Contains)
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Dictionary: d}))
	viaList, err := New(DefaultRules(), Setup{Players: 2, Dictionary: small})
	if err != nil {
		t.Fatal(err)
	}
	var got, want []Move
	best := -1
	for m := range s.LegalMoves() {
		next, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		for side := range Side(4) {
			if !small.Contains(next.Word(side)) {
				t.Fatalf("%v spells %s", m, next.Word(side))
			}
		}
		sc, _ := s.Score(m)
		best = max(best, sc.Total)
		got = append(got, m)
	}
	for m := range viaList.LegalMoves() {
		want = append(want, m)
	}
	if len(got) == 0 || !cmp.Equal(got, want, cmp.Comparer(func(a, b Move) bool { return a == b })) {
		t.Fatalf("a Contains-only dictionary gives %d moves, its List %d", len(got), len(want))
	}
	m := gametest.Must(s.BestMove())
	if sc, _ := s.Score(m); sc.Total != best {
		t.Errorf("best move %v scores %d, want %d", m, sc.Total, best)
	}

	// A custom dictionary cannot be written: the decoded state needs it
	// attached again.
	text, _ := s.MarshalText()
	if !strings.Contains(string(text), "dictionary custom") {
		t.Fatalf("text does not say custom:\n%s", text)
	}
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if err := back.Validate(m); !errors.Is(err, ErrDetached) {
		t.Errorf("detached Validate = %v", err)
	}
	if _, err := back.BestMove(); !errors.Is(err, ErrDetached) {
		t.Errorf("detached BestMove = %v", err)
	}
	if err := back.Attach(d).Validate(m); err != nil {
		t.Errorf("attached Validate = %v", err)
	}

	// The common list is named in the text and restored.
	s, err = New(DefaultRules(), Setup{Players: 1, Dictionary: dictionary.Common()})
	if err != nil {
		t.Fatal(err)
	}
	js := gametest.Must(json.Marshal(s))
	if err := json.Unmarshal(js, &back); err != nil || back.dictKind != "common" || back.detached {
		t.Errorf("common state: %v %q", err, back.dictKind)
	}
}

func TestView(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}})
	if v := s.View(0); v.LastMove != nil || !cmp.Equal(v.ToMove, []int{0}) {
		t.Errorf("view at the start: last move %v, to move %v", v.LastMove, v.ToMove)
	}
	s, _ = s.Apply(mustMove(t, "02=E3 13=U1 23=B3"))
	v := s.View(1)
	var words []string
	for _, w := range v.Words {
		words = append(words, w.Word)
	}
	if v.Player != 1 || !cmp.Equal(v.ToMove, []int{1}) || !cmp.Equal(v.Scores, []int{29, 0}) || !cmp.Equal(words, []string{"BEET", "BATH", "TUBE", "HARE"}) {
		t.Errorf("view %+v", v)
	}
	pile := 0
	for _, k := range v.Pile {
		pile += k.Count
	}
	if pile != 60 || !cmp.Equal(v.Covered, []ViewTiles{{"A", 3, 2}, {"K", 2, 1}}) || !cmp.Equal(v.Names, []string{"Ann", "Bob"}) {
		t.Errorf("view pile %d covered %v names %v", pile, v.Covered, v.Names)
	}
	if v.LastMove == nil || v.LastMove.Player != 0 || v.LastMove.Text != "02=E3 13=U1 23=B3" || len(v.LastMove.Placements) != 3 {
		t.Errorf("view last move %+v", v.LastMove)
	}
	if c := v.Grid[0][2]; c.Tile == nil || *c.Tile != (ViewTile{"E", 3}) || c.Stack != 2 || !c.Edge {
		t.Errorf("view cell 02 %+v", c)
	}
	if c := v.Grid[1][1]; c.Tile != nil || c.Edge || c.Stack != 0 {
		t.Errorf("view centre cell %+v", c)
	}
	// The view is a copy.
	v.Scores[0] = 99
	v.Names[0] = "Zed"
	if s.Scores()[0] != 29 || s.Name(0) != "Ann" {
		t.Error("View shares the State's slices")
	}
}

func TestUnmarshalRejects(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Players: 2})
	text, _ := s.MarshalText()
	good := string(text)
	for name, bad := range map[string]string{
		"version":    strings.Replace(good, "quaddoku 3", "quaddoku 1", 1),
		"tile lost":  strings.Replace(good, "Z5\ncovered", "\ncovered", 1),
		"not a word": strings.Replace(good, "grid B2 E2 A3", "grid B2 E2 X3", 1),
		"turn":       strings.Replace(good, "turn 0", "turn 2", 1),
		"scores":     strings.Replace(good, "scores 0 0", "scores 0", 1),
		"extra":      good + "more\n",
		"players":    strings.Replace(good, "players 2", "players 0", 1),
	} {
		var back State
		if err := back.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// A rejected Apply returns its receiver, so s, err = s.Apply(m) keeps
// the game.
func TestApplyErrorKeepsState(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	s, _ = s.Apply(mustMove(t, "02=E3 13=U1 23=B3"))
	before, _ := s.MarshalText()
	s, err = s.Apply(mustMove(t, "02=X5"))
	if !errors.Is(err, ErrNotAWord) {
		t.Fatalf("Apply = %v", err)
	}
	if after, _ := s.MarshalText(); string(after) != string(before) {
		t.Fatalf("after a rejected Apply the game is\n%s\nwant\n%s", after, before)
	}
	if s.Over() || s.Turns() != 1 {
		t.Fatalf("after a rejected Apply: over %v, %d turns", s.Over(), s.Turns())
	}
}
