package gametest

import (
	"encoding"
	"encoding/json"
	"errors"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
)

// JSON returns v's JSON as a string, failing t when v does not encode:
// the helper the games' tests use to compare Views and Results.
func JSON(t Failer, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%T does not encode as JSON: %v", v, err)
	}
	return string(b)
}

// Text returns v's text (its MarshalText) as a string, failing t when v
// cannot be written: the helper the games' tests use to compare States.
func Text(t Failer, v encoding.TextMarshaler) string {
	t.Helper()
	b, err := v.MarshalText()
	if err != nil {
		t.Fatalf("%T does not encode as text: %v", v, err)
	}
	return string(b)
}

// SameViews fails t, naming what, unless every seat of a (Onlooker
// included) sees exactly the same in b: the View JSON of each is equal.
// It is the check of a determinization in a game where every seat sees
// the whole table, so that nothing hidden may show.
func SameViews[S gamekit.State[S, M, V], M tilekit.Move, V any](t Failer, what string, a, b S) {
	t.Helper()
	for p := tilekit.Onlooker; p < a.Players(); p++ {
		if got, want := JSON(t, b.View(p)), JSON(t, a.View(p)); got != want {
			t.Fatalf("%s: View(%d) changed:\n got %s\nwant %s", what, p, got, want)
		}
	}
}

// ShortError fails t, naming what, unless err is an error of at most max
// bytes: the check of a refusal of input of any length, which an error
// may quote only clipped.
func ShortError(t Failer, what string, err error, max int) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: no error", what)
		return
	}
	if n := len(err.Error()); n > max {
		t.Fatalf("%s: the error is %d bytes long (at most %d): %.100s…", what, n, max, err)
	}
}

// Zero checks the zero State, which holds no game: it is over, has no
// seat to move and no history, and refuses each of
// moves with an error wrapping tilekit.ErrGameOver from Validate, Apply,
// score (the game's Score, when not nil) and Hints. It is the check every
// game's test of its zero values starts with.
func Zero[S gamekit.State[S, M, V], M tilekit.Move, V any](t Failer, score func(S, M) error, moves ...M) {
	t.Helper()
	var s S
	if !s.Over() || len(s.ToMove()) != 0 {
		t.Fatalf("the zero State is a game in progress: over %v, to move %v", s.Over(), s.ToMove())
	}
	if _, ok := lastMove(s); ok || len(s.History()) != 0 {
		t.Fatalf("the zero State has a history")
	}
	for _, m := range moves {
		if err := s.Validate(m); !errors.Is(err, tilekit.ErrGameOver) {
			t.Fatalf("zero State Validate(%v) = %v, want ErrGameOver", m, err)
		}
		if _, err := s.Apply(m); !errors.Is(err, tilekit.ErrGameOver) {
			t.Fatalf("zero State Apply(%v) = %v, want ErrGameOver", m, err)
		}
		if score == nil {
			continue
		}
		if err := score(s, m); !errors.Is(err, tilekit.ErrGameOver) {
			t.Fatalf("zero State score of %v = %v, want ErrGameOver", m, err)
		}
	}
	if _, err := gamekit.Wrap("", s).Hints(0, 3); !errors.Is(err, tilekit.ErrGameOver) {
		t.Fatalf("zero State Hints = %v, want ErrGameOver", err)
	}
}
