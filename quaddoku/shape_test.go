package quaddoku

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit/internal/gametest"
)

// sampleState plays the sample round's first n moves for Ann, Bob and Cy
// under the default rules.
func sampleState(t *testing.T, n int) State {
	t.Helper()
	return sampleGame(t, DefaultRules(), n)
}

// History is shared between States but never written: two children of
// one parent keep their own last moves, and the parent keeps its own.
func TestHistory(t *testing.T) {
	r := DefaultRules()
	r.FreePass = true
	s := sampleGame(t, r, 1)
	want := []Move{mustMove(t, sampleRound[0].move)}
	a := gametest.Must(s.Apply(mustMove(t, sampleRound[1].move)))
	b := gametest.Must(s.Apply(Pass()))
	for _, c := range []struct {
		s    State
		want []Move
	}{
		{s, want},
		{a, append(want[:1:1], mustMove(t, sampleRound[1].move))},
		{b, append(want[:1:1], Pass())},
	} {
		if got := c.s.History(); !cmp.Equal(got, c.want, cmp.Comparer(func(x, y Move) bool { return x == y })) {
			t.Errorf("History = %v, want %v", got, c.want)
		}
		if m, ok := c.s.LastMove(); !ok || m != c.want[len(c.want)-1] {
			t.Errorf("LastMove = %v, %v", m, ok)
		}
		if c.s.Turns() != len(c.want) {
			t.Errorf("Turns = %d, want %d", c.s.Turns(), len(c.want))
		}
	}
	// History is a copy.
	h := a.History()
	h[0] = Pass()
	if a.History()[0] == Pass() {
		t.Error("History shares its slice")
	}
	// The text carries the history, and reads back with it.
	text, _ := a.MarshalText()
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(back.History(), a.History(), cmp.Comparer(func(x, y Move) bool { return x == y })) {
		t.Errorf("decoded history %v, want %v", back.History(), a.History())
	}
	if back.Stack(0, 0) != 2 || back.Stack(0, 2) != 2 || back.Stack(3, 3) != 1 || back.Stack(1, 1) != 0 {
		t.Errorf("decoded stacks: %d %d %d %d", back.Stack(0, 0), back.Stack(0, 2), back.Stack(3, 3), back.Stack(1, 1))
	}
}

// A decoded state is one the moves reach: a position line that does not
// follow from the moves is refused, naming the line.
func TestUnmarshalReplays(t *testing.T) {
	s := sampleState(t, 2)
	text, _ := s.MarshalText()
	good := string(text)
	for name, c := range map[string]struct{ bad, want string }{
		"score":      {strings.Replace(good, "scores 29 22 0", "scores 29 23 0", 1), "line 11"},
		"move lost":  {strings.Replace(good, ", 00=M3 10=O3", "", 1), "line 8"},
		"bad move":   {strings.Replace(good, "00=M3 10=O3", "00=M3 10=X3", 1), "move 2"},
		"not a word": {strings.Replace(good, "00=M3 10=O3", "00=M3 10=Z5", 1), "not a word"},
		"must play":  {strings.Replace(good, "00=M3 10=O3", "-, 00=M3 10=O3", 1), "may not pass"},
		"spaces":     {strings.Replace(good, ", 00=M3", ",  00=M3", 1), "line 15"},
	} {
		var back State
		err := back.UnmarshalText([]byte(c.bad))
		if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want ErrSyntax and %q", name, err, c.want)
		}
	}
}

// The error names the player as the game does; its Detail reads alone.
func TestMoveErrorNamesPlayer(t *testing.T) {
	s := sampleState(t, 1)
	_, err := s.Apply(mustMove(t, "00=Z5"))
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("Apply = %v", err)
	}
	if me.Player != "Bob" || me.Detail != `"ZEET" (top) is not a word` {
		t.Errorf("MoveError %+v", me)
	}
	if want := `quaddoku: Bob: 00=Z5: "ZEET" (top) is not a word`; err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
	unnamed, _ := New(DefaultRules(), Setup{Players: 2})
	if err := unnamed.Validate(mustMove(t, "02=X5")); err == nil || !strings.HasPrefix(err.Error(), "quaddoku: Player 1: 02=X5: ") {
		t.Errorf("unnamed: %v", err)
	}
	if err := (State{}).Validate(Pass()); err == nil || err.Error() != "quaddoku: -: no game has been dealt" {
		t.Errorf("zero State: %v", err)
	}
	over := playOut(t, s)
	if _, err := over.BestMove(); err == nil || err.Error() != "quaddoku: "+over.Name(over.turn)+": the game is over" {
		t.Errorf("BestMove after the end: %v", err)
	}
}

// The View's JSON is pinned: a client reads these names.
func TestGoldenViewJSON(t *testing.T) {
	for name, s := range map[string]State{
		"view-start.json": sampleState(t, 0),
		"view-move1.json": sampleState(t, 1),
		"view-zero.json":  {},
	} {
		got := gametest.Must(json.MarshalIndent(s.View(1), "", "  "))
		got = append(got, '\n')
		gametest.Golden(t, filepath.Join("testdata", name), got)
		var tree any
		if err := json.Unmarshal(got, &tree); err != nil {
			t.Fatal(err)
		}
		if path := nullList(tree, ""); path != "" {
			t.Errorf("%s: %s is null", name, path)
		}
	}
}

// Before the end the Result names no winner; nothing in this open game
// is hidden, so it holds what the View shows.
func TestResultBeforeEnd(t *testing.T) {
	s := sampleState(t, 2)
	r := s.Result()
	if r.Over || len(r.Winners) != 0 || !cmp.Equal(r.Scores, s.View(0).Scores) {
		t.Errorf("mid-game result %+v", r)
	}
}

func TestGridDraw(t *testing.T) {
	want := "M3 E2 E3 T3\nO3       U1\nT3       B3\nH2 A3 R3 E2\n"
	if got := sampleState(t, 2).Grid().Draw(); got != want {
		t.Errorf("Draw:\n%s\nwant\n%s", got, want)
	}
	if got := (Grid{}).Draw(); got != ".. .. .. ..\n..       ..\n..       ..\n.. .. .. ..\n" {
		t.Errorf("empty grid:\n%s", got)
	}
}

// nullList returns the path of the first null in v that is not a tile or
// the last move (the two values that may be absent), or "".
func nullList(v any, path string) string {
	switch v := v.(type) {
	case nil:
		if !strings.HasSuffix(path, ".tile") && path != ".lastMove" {
			return path
		}
	case map[string]any:
		for k, x := range v {
			if p := nullList(x, path+"."+k); p != "" {
				return p
			}
		}
	case []any:
		for i, x := range v {
			if p := nullList(x, path+"["+strconv.Itoa(i)+"]"); p != "" {
				return p
			}
		}
	}
	return ""
}
