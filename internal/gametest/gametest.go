// Package gametest is the conformance suite every tilekit game runs from
// its own tests, in the spirit of testing/fstest.TestFS: a game describes
// itself with a [Game] value and [Run] plays random move sequences
// against it with rapid, checking after every step the promises of the
// design contract:
//
//   - Validate(m) is nil exactly when Apply(m) succeeds;
//   - Apply never panics, and a rejected move leaves the state's encoding
//     byte-for-byte as it was (so nothing shared was written either);
//   - a finished game accepts no move and reports a result;
//   - the state round-trips through MarshalText/UnmarshalText and
//     encoding/json, and a decoded state plays on exactly like the
//     original (same next state for the same move);
//   - every move round-trips through its text and JSON forms, and every
//     legal move through its String form and the game's ParseMove, when
//     given;
//   - tiles are conserved: the multiset of tiles in play never changes;
//   - the same seed and the same moves give identical states.
//
// # Plugging a game in
//
// A game's State must have the methods Validate(M) error, Apply(M) (S,
// error) and Over() bool, implement encoding.TextMarshaler, and have its
// pointer implement encoding.TextUnmarshaler; its Move must be comparable
// with the same text methods. The game's test then supplies the parts the
// suite cannot guess:
//
//	func TestConformance(t *testing.T) {
//		gametest.Run(t, gametest.Game[State, Move]{
//			New:    func(seed uint64) (State, error) { return New(DefaultRules(), Setup{Players: 2, Seed: seed}) },
//			Moves:  candidateMoves, // a mix of legal and illegal moves for s
//			Tiles:  allTiles,       // board + racks + bag, or nil when the game has none
//			Result: func(s State) any { return s.Result() },
//		})
//	}
//
// Moves is where a game earns its coverage: propose the legal moves a
// bot would play (often enough that games reach their end) and near-miss
// illegal ones (a tile not on the rack, an off-board square, a non-word).
package gametest

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// Stater is the method set the suite drives. S is the game's State type
// and M its Move type.
type Stater[S any, M any] interface {
	Validate(m M) error
	Apply(m M) (S, error)
	Over() bool
	encoding.TextMarshaler
}

// A Game describes a game to the suite.
type Game[S Stater[S, M], M comparable] struct {
	// New returns the starting state for a seed. It must be a pure
	// function of seed (derive the player count, rules and so on from it)
	// so that the suite can check determinism. Required.
	New func(seed uint64) (S, error)

	// Moves proposes candidate moves for s, legal and illegal; the suite
	// plays one of them, chosen by rapid. It may use t to draw values.
	// Required. An empty list ends the sequence.
	Moves func(t *rapid.T, s S) []M

	// Tiles lists every tile in play (board, racks, bag, discards...).
	// The suite checks the multiset never changes; blanks are compared
	// without their letter. Nil skips the check.
	Tiles func(s S) []tiles.Tile

	// Result reports the outcome of a finished game. The suite calls it
	// on every state whose Over is true and checks the answer is stable
	// and encodes as JSON. Nil skips the check.
	Result func(s S) any

	// ParseMove reads a move's String form in the context of s, when the
	// game has such a parser. Nil skips the check.
	ParseMove func(s S, text string) (M, error)

	// MaxSteps bounds the moves in one sequence (default 60).
	MaxSteps int
}

// Run checks g with rapid, failing t on the first broken promise.
func Run[S Stater[S, M], M comparable](t *testing.T, g Game[S, M]) {
	t.Helper()
	rapid.Check(t, Property(g))
}

// Property returns the suite as a rapid property, for callers that want to
// run it themselves (with rapid.Check on a custom TB, or as a fuzz target
// through rapid.MakeFuzz).
func Property[S Stater[S, M], M comparable](g Game[S, M]) func(*rapid.T) {
	return func(t *rapid.T) {
		if g.New == nil || g.Moves == nil {
			t.Fatalf("gametest: Game needs New and Moves")
		}
		seed := rapid.Uint64().Draw(t, "seed")
		s0, err := g.New(seed)
		if err != nil {
			t.Fatalf("New(%d): %v", seed, err)
		}
		again, err := g.New(seed)
		if err != nil {
			t.Fatalf("New(%d) second call: %v", seed, err)
		}
		if a, b := encode(t, s0), encode(t, again); !bytes.Equal(a, b) {
			t.Fatalf("New(%d) is not deterministic:\n%s\n%s", seed, a, b)
		}
		var want []tiles.Tile
		if g.Tiles != nil {
			want = normalized(g.Tiles(s0))
		}

		maxSteps := g.MaxSteps
		if maxSteps <= 0 {
			maxSteps = 60
		}
		steps := rapid.IntRange(0, maxSteps).Draw(t, "steps")
		s := s0
		var played []M
		for step := 0; ; step++ {
			checkState(t, g, s)
			if g.Tiles != nil {
				if got := normalized(g.Tiles(s)); !slices.Equal(got, want) {
					t.Fatalf("after %d moves, tiles not conserved:\n got %s\nwant %s",
						len(played), tiles.FormatMultiset(got), tiles.FormatMultiset(want))
				}
			}
			if step >= steps {
				break
			}
			cands := g.Moves(t, s)
			if len(cands) == 0 {
				break
			}
			m := rapid.SampledFrom(cands).Draw(t, "move")
			checkMove(t, g, s, m)
			next, ok := step1(t, g, s, m)
			if ok {
				played = append(played, m)
				s = next
			}
		}

		// Same seed, same moves, same game.
		r := again
		for i, m := range played {
			next, err := r.Apply(m)
			if err != nil {
				t.Fatalf("replay from seed %d: move %d (%v) rejected: %v", seed, i, m, err)
			}
			r = next
		}
		if a, b := encode(t, s), encode(t, r); !bytes.Equal(a, b) {
			t.Fatalf("replaying %d moves from seed %d gave a different state:\n%s\n%s", len(played), seed, a, b)
		}
	}
}

// step1 validates and applies m to s, checking they agree, that nothing
// panics, that s is untouched, and that a decoded copy of s plays m the
// same way.
func step1[S Stater[S, M], M comparable](t *rapid.T, g Game[S, M], s S, m M) (S, bool) {
	before := encode(t, s)
	verr := call(t, "Validate", m, func() error { return s.Validate(m) })
	var next S
	aerr := call(t, "Apply", m, func() error {
		var err error
		next, err = s.Apply(m)
		return err
	})
	if after := encode(t, s); !bytes.Equal(before, after) {
		t.Fatalf("Apply(%v) changed its receiver:\nbefore %s\nafter  %s", m, before, after)
	}
	if (verr == nil) != (aerr == nil) {
		t.Fatalf("move %v: Validate says %v but Apply says %v", m, verr, aerr)
	}
	if s.Over() && aerr == nil {
		t.Fatalf("move %v accepted after the game is over", m)
	}
	if aerr != nil {
		if aerr.Error() == "" {
			t.Fatalf("move %v rejected with an empty error message", m)
		}
		return s, false
	}
	// A decoded state must play on exactly like the original.
	twin := decode[S](t, before)
	next2, err := twin.Apply(m)
	if err != nil {
		t.Fatalf("move %v: accepted by the state but rejected by its decoded copy: %v", m, err)
	}
	if a, b := encode(t, next), encode(t, next2); !bytes.Equal(a, b) {
		t.Fatalf("move %v: the decoded copy reached a different state:\n%s\n%s", m, a, b)
	}
	return next, true
}

func call[M any](t *rapid.T, what string, m M, f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s(%v) panicked: %v", what, m, r)
		}
	}()
	return f()
}

func checkState[S Stater[S, M], M comparable](t *rapid.T, g Game[S, M], s S) {
	text := encode(t, s)
	if again := encode(t, decode[S](t, text)); !bytes.Equal(text, again) {
		t.Fatalf("state text does not round-trip:\n%s\n%s", text, again)
	}
	js, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("json.Marshal(state): %v", err)
	}
	var back S
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatalf("json.Unmarshal(state): %v\n%s", err, js)
	}
	if again := encode(t, back); !bytes.Equal(text, again) {
		t.Fatalf("state JSON does not round-trip:\n%s\n%s", text, again)
	}
	if s.Over() && g.Result != nil {
		r1, r2 := g.Result(s), g.Result(s)
		if r1 == nil {
			t.Fatalf("finished game reports a nil Result")
		}
		if !reflect.DeepEqual(r1, r2) {
			t.Fatalf("Result is not stable: %v then %v", r1, r2)
		}
		if _, err := json.Marshal(r1); err != nil {
			t.Fatalf("json.Marshal(Result): %v", err)
		}
	}
}

func checkMove[S Stater[S, M], M comparable](t *rapid.T, g Game[S, M], s S, m M) {
	tm, ok := any(m).(encoding.TextMarshaler)
	if !ok {
		t.Fatalf("move type %T does not implement encoding.TextMarshaler", m)
	}
	text, err := tm.MarshalText()
	if err != nil {
		// A move that cannot be written must also be one the game rejects.
		if s.Validate(m) == nil {
			t.Fatalf("legal move %#v cannot be marshalled: %v", m, err)
		}
		return
	}
	back := decode[M](t, text)
	if back != m {
		t.Fatalf("move text %q decodes to %#v, want %#v", text, back, m)
	}
	js, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("json.Marshal(move %q): %v", text, err)
	}
	var jback M
	if err := json.Unmarshal(js, &jback); err != nil || jback != m {
		t.Fatalf("move JSON %s decodes to %#v (%v), want %#v", js, jback, err, m)
	}
	if g.ParseMove != nil {
		str, ok := any(m).(fmt.Stringer)
		if !ok {
			t.Fatalf("move type %T has no String method", m)
		}
		// Any text must parse without panicking; a legal move's notation
		// must read back as the very same move. (An illegal move may be
		// rejected by the parser, or normalised into another value.)
		p, err := g.ParseMove(s, str.String())
		if s.Validate(m) == nil {
			if err != nil {
				t.Fatalf("ParseMove(%q) of a legal move: %v", str.String(), err)
			}
			if p != m {
				t.Fatalf("ParseMove(%q) = %#v, want %#v", str.String(), p, m)
			}
		}
	}
}

func encode[T any](t *rapid.T, v T) []byte {
	tm, ok := any(v).(encoding.TextMarshaler)
	if !ok {
		t.Fatalf("%T does not implement encoding.TextMarshaler", v)
	}
	b, err := tm.MarshalText()
	if err != nil {
		t.Fatalf("MarshalText: %v", err)
	}
	return b
}

func decode[T any](t *rapid.T, text []byte) T {
	var v T
	tu, ok := any(&v).(encoding.TextUnmarshaler)
	if !ok {
		t.Fatalf("*%T does not implement encoding.TextUnmarshaler", v)
	}
	if err := tu.UnmarshalText(text); err != nil {
		t.Fatalf("UnmarshalText(%q): %v", text, err)
	}
	return v
}

func normalized(ts []tiles.Tile) []tiles.Tile {
	out := make([]tiles.Tile, len(ts))
	for i, x := range ts {
		out[i] = x.Unassigned()
	}
	return tiles.Sort(out)
}
