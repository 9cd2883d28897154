package gametest

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// unwritable is a value whose text cannot be written.
type unwritable struct{}

func (unwritable) MarshalText() ([]byte, error) { return nil, errors.New("no text") }

// TestEncodeHelpers checks both helpers' output and that each fails the
// test on a value that does not encode.
func TestEncodeHelpers(t *testing.T) {
	if got := JSON(t, map[string]int{"a": 1}); got != `{"a":1}` {
		t.Errorf("JSON = %s", got)
	}
	if got := Text(t, lossy{}); got != "y" {
		t.Errorf("Text = %q", got)
	}
	r := &recorder{T: t}
	JSON(r, math.Inf(1))
	if !r.failed {
		t.Error("JSON of +Inf does not fail")
	}
	r = &recorder{T: t}
	Text(r, unwritable{})
	if !r.failed {
		t.Error("Text of an unwritable value does not fail")
	}
}

// TestSameViews passes a State against itself and fails it against a
// State one move on.
func TestSameViews(t *testing.T) {
	g := Must(newToy(1, ""))
	SameViews(t, "itself", g, g)
	next := Must(g.Apply(toyMove{}))
	r := &recorder{T: t}
	SameViews(r, "a pass later", g, next)
	if !r.failed || !strings.Contains(r.msg, "a pass later: View(") {
		t.Errorf("SameViews of two positions: failed %v, %q", r.failed, r.msg)
	}
}

// TestShortError passes a short error and fails none or a long one.
func TestShortError(t *testing.T) {
	ShortError(t, "short", errors.New("short"), 10)
	for what, err := range map[string]error{"none": nil, "long": errors.New(strings.Repeat("x", 11))} {
		r := &recorder{T: t}
		ShortError(r, what, err, 10)
		if !r.failed || !strings.HasPrefix(r.msg, what+": ") {
			t.Errorf("ShortError(%s): failed %v, %q", what, r.failed, r.msg)
		}
	}
}

// TestZero passes the toy's zero State and fails it once the zero toy
// claims a game in progress.
func TestZero(t *testing.T) {
	score := func(g toy, m toyMove) error { _, err := g.Score(m); return err }
	Zero(t, score, toyMove{}, toyMove{Tile: tiles.Number(1, tiles.Red)})
	zeroFlaw = true
	defer func() { zeroFlaw = false }()
	r := &recorder{T: t}
	Zero(r, score, toyMove{})
	if !r.failed {
		t.Error("Zero passes a zero State that is not over")
	}
}
