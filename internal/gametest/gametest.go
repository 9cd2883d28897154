// Package gametest is the conformance suite every tilekit game runs from
// its own tests, in the spirit of testing/fstest.TestFS: a game describes
// itself with a [Game] value and [Run] plays random move sequences
// against it with rapid, driving it through the contract of
// [gamekit.State] and the root's [tilekit.Game], and checking after every step the promises of the
// design contract:
//
//   - Validate(m) is nil exactly when Apply(m) succeeds;
//   - Apply never panics, and a rejected move leaves the state's encoding
//     byte-for-byte as it was (so nothing shared was written either) and
//     returns a State that encodes exactly as its receiver;
//   - two different moves applied to one parent give children that
//     disturb neither each other nor the parent, then or after the next
//     move;
//   - every rejection wraps one of the game's sentinel errors, the same
//     one from Validate and Apply (when [Game.Errors] is set);
//   - a move earns exactly the points the game says it would (when
//     [Game.Points] is set);
//   - the zero State is over, has no seat to move and refuses every move
//     without a panic;
//   - ToMove lists distinct seats in range and is empty exactly when the
//     game is over; a finished game accepts no move;
//   - every refusal is the game's *tilekit.MoveError, and text that does
//     not parse wraps tilekit.ErrSyntax;
//   - a legal move belongs (Mover) to a seat that may move now, or to
//     the clock;
//   - through gamekit.Wrap, a seat that may not move is refused with
//     ErrNotYourTurn by ValidateAs, PlayAs, Hints and Preview, in words
//     that do not depend on the move (so they quote nothing of what
//     others hold); for a seat that may move, ValidateAs accepts exactly
//     the legal moves that are its own, PlayAs agrees with Apply, and
//     Preview with ValidateAs;
//   - Outcome agrees with Over and the seats, with winners only at the
//     end; every seat that may move gets at least one hint and at most
//     as many as asked, each a move it may play;
//   - View(p), HistoryFor(p) and Draw(p) of every seat and of Onlooker
//     read the same from a decoded copy, and show nothing of
//     [Game.Hidden];
//   - a timed game's Expire of a period that is not the current one
//     changes nothing, and Expire of the current one ends it (exactly
//     one, where [Game.Periods] counts them) and only once;
//   - tilekit.Decode reads the state's text back (when [Game.Kind] is
//     set), and View, Result and Hint encode camelCase JSON;
//   - Name never panics, whatever the seat, and names every seat;
//   - History grows by exactly the move applied, LastMove agrees with it,
//     and both hand out copies;
//   - View(p) of every seat encodes as a JSON object with no list written
//     as null, whose toMove is ToMove() and whose lastMove is null exactly
//     when there is no last move;
//   - no field of the state's text, made very long, comes back whole in
//     a decoding error (see [HostileFields]);
//   - the state round-trips through MarshalText/UnmarshalText and
//     encoding/json, and a decoded state plays on exactly like the
//     original: it rejects the same moves and reaches the same next
//     state for the others; a finished game's Result survives decoding;
//   - every move round-trips through its text and JSON forms, and every
//     legal move through its String form and the State's ParseMove;
//   - tiles are conserved: the multiset of tiles in play never changes;
//   - the same seed and the same moves give identical states;
//   - Determinize keeps the seat's view exactly, is deterministic, reads
//     nothing hidden from the seat and varies what is hidden, and
//     LegalMovesAs lists distinct moves the seat may play, where the
//     State offers them (see [RequireDeterminize] and [Game.Secret]).
//
// # Plugging a game in
//
// A game's State must satisfy [gamekit.State] and have its pointer
// implement encoding.TextUnmarshaler; its Move must do the same. The
// game's test then supplies the parts the suite cannot guess:
//
//	func TestConformance(t *testing.T) {
//		gametest.Run(t, gametest.Game[State, Move, View]{
//			New:    func(seed uint64) (State, error) { return New(DefaultRules(), Setup{Players: 2, Seed: seed}) },
//			Moves:  candidateMoves, // a mix of legal and illegal moves for s
//			Tiles:  allTiles,       // board + racks + bag, or nil when the game has none
//			Result: func(s State) any { return s.Result() },
//			Errors: []error{ErrGameOver, ErrNotYourTurn, ErrNotHeld, ErrSyntax},
//			Points: func(s State, m Move) (int, int, bool) {
//				sc, err := s.Score(m)
//				if err != nil {
//					return 0, 0, false
//				}
//				return s.ToMove()[0], sc.Total, true
//			},
//			Scores: func(s State) []int { return s.Scores() },
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
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// A Game describes a game to the suite. S is the game's State type, M its
// Move type and V its View type.
type Game[S gamekit.State[S, M, V], M tilekit.Move, V any] struct {
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
	// on every state whose Over is true and checks that it encodes as
	// JSON with no list written as null, and that a decoded copy of the
	// state reports the same result. Nil skips the check.
	Result func(s S) any

	// ParseMove is the game's package-level ParseMove(s, text). When set,
	// the suite checks it agrees with the State's ParseMove method on
	// every move's String form. Nil checks the method alone.
	ParseMove func(s S, text string) (M, error)

	// Errors lists the game's exported sentinel errors (ErrGameOver,
	// ErrNotYourTurn, ...). When set, every rejection by Validate or
	// Apply must wrap one of them (errors.Is), and Validate and Apply
	// must reject a move with the same one. Nil skips the check.
	Errors []error

	// Points reports what the game says m would earn in s, before it is
	// applied: the seat credited and the total (for example from
	// s.Score(m).Total). ok is false when the game makes no such claim
	// for m (it is illegal, or it ends the game with adjustments Score
	// does not include). Scores reports every seat's score, indexed by
	// seat. Set both or neither: the suite checks that applying m adds
	// exactly total to Scores[player].
	Points func(s S, m M) (player, total int, ok bool)
	Scores func(s S) []int

	// MaxSteps bounds the moves in one sequence (default 60). Without
	// TILEKIT_LONG=1 (see [IsLong]) sequences stop at 25 moves, so that
	// the README's go test ./... stays quick; CI's long step plays them
	// all.
	MaxSteps int

	// Kind is the name the game registers with tilekit.Register. When
	// set, the suite checks that tilekit.Lookup finds it and that
	// tilekit.Decode reads every State's text back, history included.
	Kind string

	// Hidden lists texts seat may not learn in s yet (another seat's
	// secret word, say). When set, the suite checks that no move of
	// HistoryFor(seat) and nothing in View(seat) shows any of them.
	Hidden func(s S, seat int) []string

	// Periods counts the timed periods that have ended in s (rounds
	// ended by the clock, say). When set, the suite checks that Expire of
	// the current period ends exactly one. Nil leaves that check out.
	Periods func(s S) int

	// Secret reports whether anything in s is hidden from seat (Onlooker
	// included) that Determinize must draw afresh: another rack, the
	// bag's order, a secret word with more than one candidate left. When
	// set, the suite checks that determinizations vary over seeds
	// wherever it says so. Nil leaves that check out.
	Secret func(s S, seat int) bool
}

// Run checks g with rapid, failing t on the first broken promise. Without
// TILEKIT_LONG=1 it tries quickCases sequences rather than rapid's 100
// (see [Checks]), as it plays them shorter (see [Game.MaxSteps]), so that
// the README's go test ./... stays quick; CI's long step tries them all.
func Run[S gamekit.State[S, M, V], M tilekit.Move, V any](t *testing.T, g Game[S, M, V]) {
	t.Helper()
	Checks(t, quickCases)
	rapid.Check(t, Property(g))
}

// Property returns the suite as a rapid property, for callers that want to
// run it themselves (with rapid.Check on a custom TB, or as a fuzz target
// through rapid.MakeFuzz).
func Property[S gamekit.State[S, M, V], M tilekit.Move, V any](g Game[S, M, V]) func(*rapid.T) {
	return func(t *rapid.T) {
		checkConfig(t, g)
		seed := rapid.Uint64().Draw(t, "seed")
		s0, again := newTwice(t, g, seed)
		var want []tiles.Tile
		if g.Tiles != nil {
			want = normalized(g.Tiles(s0))
		}
		checkZero(t, g, g.Moves(t, s0))
		s, played := walk(t, g, s0, want)

		// No field of the state's text is echoed whole in an error.
		if rapid.IntRange(0, 3).Draw(t, "hostile") == 0 {
			HostileFields[S](t, encode(t, s))
		}
		checkReplay(t, seed, again, played, s)
	}
}

// checkConfig stops the suite when g lacks what it needs.
func checkConfig[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V]) {
	if g.New == nil || g.Moves == nil {
		t.Fatalf("gametest: Game needs New and Moves")
	}
	if (g.Points == nil) != (g.Scores == nil) {
		t.Fatalf("gametest: set both Points and Scores, or neither")
	}
}

// newTwice makes the State of seed twice and checks that both encode the
// same; the second is kept for the replay at the end.
func newTwice[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], seed uint64) (S, S) {
	s0, err := g.New(seed)
	if err != nil {
		t.Fatalf("New(%d): %v", seed, err)
	}
	again, err := g.New(seed)
	if err != nil {
		t.Fatalf("New(%d) second call: %v", seed, err)
	}
	sameText(t, s0, again, "New(%d) is not deterministic", seed)
	return s0, again
}

// stepLimit is how many moves one sequence may play: g.MaxSteps (60 when
// unset), at most shortSteps unless the long runs are on.
func stepLimit[S gamekit.State[S, M, V], M tilekit.Move, V any](g Game[S, M, V]) int {
	maxSteps := g.MaxSteps
	if maxSteps <= 0 {
		maxSteps = 60
	}
	if !IsLong() {
		maxSteps = min(maxSteps, shortSteps)
	}
	return maxSteps
}

// walk plays a drawn number of drawn moves from s0, checking each State
// on the way (and its tiles against want, when g counts tiles) and each
// move's promises; it returns the last State and the moves that were
// applied.
func walk[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s0 S, want []tiles.Tile) (S, []M) {
	steps := rapid.IntRange(0, stepLimit(g)).Draw(t, "steps")
	s := s0
	var played []M
	var watch []witness[S] // earlier States that must never change
	for step := 0; ; step++ {
		checkState(t, g, s)
		if rapid.IntRange(0, 3).Draw(t, "determinize") == 0 {
			checkDeterminize(t, g, s)
		}
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
		next, ok := tryMove(t, g, s, m, cands[0], watch)
		watch = watch[:0]
		if ok {
			// A sibling: another move applied to the same parent.
			m2 := rapid.SampledFrom(cands).Draw(t, "sibling")
			watch = siblings(t, s, m, next, m2)
			played = append(played, m)
			s = next
		}
	}
	return s, played
}

// tryMove checks m's promises in s (other is another legal move, for the
// seat checks), applies it, and checks that no State in watch changed;
// it returns the next State and whether m was accepted.
func tryMove[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, m, other M, watch []witness[S]) (S, bool) {
	checkMove(t, g, s, m)
	next, ok := step1(t, g, s, m)
	checkSeatMove(t, g, s, m, other)
	if rapid.IntRange(0, 7).Draw(t, "hints") == 0 {
		checkHints(t, wrap(g, s))
	}
	for _, w := range watch {
		if got := encode(t, w.s); !bytes.Equal(got, w.text) {
			t.Fatalf("move %v changed a State made earlier (%s):\nbefore %s\nafter  %s", m, w.what, w.text, got)
		}
	}
	return next, ok
}

// checkReplay applies played to again, the seed's second fresh State,
// and checks that it ends where the walk ended: same seed, same moves,
// same game.
func checkReplay[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, seed uint64, again S, played []M, s S) {
	r := again
	for i, m := range played {
		next, err := r.Apply(m)
		if err != nil {
			t.Fatalf("replay from seed %d: move %d (%v) rejected: %v", seed, i, m, err)
		}
		r = next
	}
	sameText(t, s, r, "replaying %d moves from seed %d gave a different state", len(played), seed)
}

// step1 validates and applies m to s, checking they agree, that nothing
// panics, that s is untouched, that the history grew by m, and that a
// decoded copy of s plays m the same way.
func step1[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, m M) (S, bool) {
	before := encode(t, s)
	twin := decode[S](t, before)
	hist := s.History()
	verr := call(t, "Validate", m, func() error { return s.Validate(m) })
	next, aerr := apply(t, "Apply", s, m)
	if after := encode(t, s); !bytes.Equal(before, after) {
		t.Fatalf("Apply(%v) changed its receiver:\nbefore %s\nafter  %s", m, before, after)
	}
	if (verr == nil) != (aerr == nil) {
		t.Fatalf("move %v: Validate says %v but Apply says %v", m, verr, aerr)
	}
	if s.Over() && aerr == nil {
		t.Fatalf("move %v accepted after the game is over", m)
	}
	terr := call(t, "Validate (on a decoded copy)", m, func() error { return twin.Validate(m) })
	if (terr == nil) != (verr == nil) {
		t.Fatalf("move %v: the state says %v but its decoded copy says %v", m, verr, terr)
	}
	if aerr != nil {
		if aerr.Error() == "" {
			t.Fatalf("move %v rejected with an empty error message", m)
		}
		if got := encode(t, next); !bytes.Equal(got, before) {
			t.Fatalf("rejected Apply(%v) returned a State other than its receiver:\nreceiver %s\nreturned %s", m, before, got)
		}
		checkSentinel(t, g, m, verr, aerr)
		return s, false
	}
	checkPoints(t, g, s, m, next)
	checkGrew(t, hist, m, next)
	// A decoded state must play on exactly like the original.
	next2, err := twin.Apply(m)
	if err != nil {
		t.Fatalf("move %v: accepted by the state but rejected by its decoded copy: %v", m, err)
	}
	sameText(t, next, next2, "move %v: the decoded copy reached a different state", m)
	return next, true
}

// A witness is a State and its encoding, checked again later to catch a
// move that writes into memory an earlier State shares.
type witness[S any] struct {
	s    S
	text []byte
	what string
}

// siblings applies m2 to s, whose child by m is next, and checks that
// neither child nor the parent is disturbed. It returns the parent and
// both children as witnesses for the next step.
func siblings[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S, m M, next S, m2 M) []witness[S] {
	parent, child := encode(t, s), encode(t, next)
	watch := []witness[S]{
		{s, parent, "the parent of " + m.String()},
		{next, child, "the child by " + m.String()},
	}
	if m2 == m {
		return watch
	}
	c2, err := apply(t, "Apply", s, m2)
	if err != nil {
		return watch
	}
	if got := encode(t, s); !bytes.Equal(got, parent) {
		t.Fatalf("applying %v after %v to the same parent changed a State made earlier (the parent):\nbefore %s\nafter  %s", m2, m, parent, got)
	}
	if got := encode(t, next); !bytes.Equal(got, child) {
		t.Fatalf("applying %v to the parent changed a State made earlier (its sibling, the child by %v):\nbefore %s\nafter  %s", m2, m, child, got)
	}
	checkGrew(t, s.History(), m2, c2)
	return append(watch, witness[S]{c2, encode(t, c2), "the sibling by " + m2.String()})
}

// checkGrew checks that next, made by applying m to a State whose
// history was hist, has hist followed by m as its history and m as its
// last move.
func checkGrew[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, hist []M, m M, next S) {
	h := next.History()
	if len(h) != len(hist)+1 || !slices.Equal(h[:len(hist)], hist) || h[len(hist)] != m {
		t.Fatalf("after move %v, History is %v; want %v followed by the move", m, h, hist)
	}
	if last, ok := lastMove(next); !ok || last != m {
		t.Fatalf("after move %v, History is right but LastMove is %v, %v", m, last, ok)
	}
}

// checkSentinel checks that a rejection wraps one of g.Errors, the same
// one from Validate and Apply.
func checkSentinel[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], m M, verr, aerr error) {
	var me *tilekit.MoveError[M]
	if !errors.As(verr, &me) || !errors.As(aerr, &me) {
		t.Fatalf("move %v: refused with %q (%T) and %q (%T), want the game's *MoveError", m, verr, verr, aerr, aerr)
	}
	if len(g.Errors) == 0 {
		return
	}
	i := slices.IndexFunc(g.Errors, func(e error) bool { return errors.Is(verr, e) })
	if i < 0 {
		t.Fatalf("move %v: rejection %q wraps none of the game's sentinel errors", m, verr)
	}
	if !errors.Is(aerr, g.Errors[i]) {
		t.Fatalf("move %v: Validate says %q (%v) but Apply says %q", m, verr, g.Errors[i], aerr)
	}
}

// checkPoints checks that applying m, which made next, added what Points
// promised to the mover's score.
func checkPoints[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, m M, next S) {
	if g.Points == nil {
		return
	}
	p, total, ok := g.Points(s, m)
	if !ok {
		return
	}
	before, after := g.Scores(s), g.Scores(next)
	if n := s.Players(); len(before) != n || len(after) != n || p < 0 || p >= n {
		t.Fatalf("move %v: Points credits seat %d, Scores gives %v then %v, with %d players", m, p, before, after, n)
	}
	if got := after[p] - before[p]; got != total {
		t.Fatalf("move %v: the game says it earns %d, but Apply added %d to %s's score (%v → %v)", m, total, got, s.Name(p), before, after)
	}
}

// checkZero checks the zero State: over, no seat to move, no history, and
// every move (those proposed for a fresh game) refused without a panic,
// returning the zero State.
func checkZero[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], moves []M) {
	var zero S
	w := wrap(g, zero)
	if !zero.Over() {
		t.Fatalf("the zero State is not over")
	}
	if tm := zero.ToMove(); len(tm) != 0 {
		t.Fatalf("the zero State has seats to move: %v", tm)
	}
	if h := zero.History(); len(h) != 0 {
		t.Fatalf("the zero State has a history: %v", h)
	}
	name(t, zero, 0)
	name(t, zero, -1)
	for _, m := range moves {
		verr := call(t, "Validate (on the zero State)", m, func() error { return zero.Validate(m) })
		next, aerr := apply(t, "Apply (on the zero State)", zero, m)
		if verr == nil || aerr == nil {
			t.Fatalf("the zero State accepts move %v: Validate says %v, Apply says %v", m, verr, aerr)
		}
		if !reflect.ValueOf(&next).Elem().IsZero() {
			t.Fatalf("the zero State's Apply(%v) returned a non-zero State", m)
		}
		checkSentinel(t, g, m, verr, aerr)
		if err := w.ValidateAs(0, m.String()); !errors.Is(err, tilekit.ErrGameOver) {
			t.Fatalf("the zero State's ValidateAs(0, %v) says %v, want ErrGameOver", m, err)
		}
	}
	if o := zero.Outcome(); !o.Over {
		t.Fatalf("the zero State's Outcome is not over")
	}
	zero.View(tilekit.Onlooker)
	if h := w.HistoryFor(tilekit.Onlooker); len(h) != 0 {
		t.Fatalf("the zero State has a history for onlookers: %v", h)
	}
	if _, err := w.Hints(0, 3); !errors.Is(err, tilekit.ErrGameOver) {
		t.Fatalf("the zero State's Hints(0, 3) says %v, want ErrGameOver", err)
	}
}

// apply is s.Apply(m), failing t if it panics.
func apply[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, what string, s S, m M) (next S, err error) {
	err = call(t, what, m, func() error {
		var err error
		next, err = s.Apply(m)
		return err
	})
	return next, err
}

func call[M any](t *rapid.T, what string, m M, f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s(%v) panicked: %v", what, m, r)
		}
	}()
	return f()
}

func checkState[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
	text := encode(t, s)
	twin := decode[S](t, text)
	if again := encode(t, twin); !bytes.Equal(text, again) {
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
	checkSeats(t, s)
	checkHistory(t, s)
	for p := range s.Players() {
		checkView(t, s, p)
	}
	checkPublic(t, g, s, twin)
	if s.Over() && g.Result != nil {
		r := g.Result(s)
		checkCamel(t, "Result", r)
		js, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("json.Marshal(Result): %v", err)
		}
		if path := nullList(reflect.ValueOf(r), "Result", 0); path != "" {
			t.Fatalf("Result encodes the list or map %s as null, want [] or {}", path)
		}
		if js2, _ := json.Marshal(g.Result(twin)); !bytes.Equal(js, js2) {
			t.Fatalf("a decoded copy of a finished game reports another Result:\n%s\n%s", js, js2)
		}
	}
}

// checkView checks that View(p) encodes as a JSON object with no null
// list, whose toMove is ToMove() and whose lastMove is null exactly when
// there is no last move.
func checkView[S gamekit.State[S, M, V], M tilekit.Move, V any](t Failer, s S, p int) {
	v := s.View(p)
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(View(%d)): %v", p, err)
	}
	if path := nullList(reflect.ValueOf(v), "View", 0); path != "" {
		t.Fatalf("View(%d) encodes the list or map %s as null, want [] or {}", p, path)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(js, &obj); err != nil {
		t.Fatalf("View(%d) does not encode as a JSON object: %s", p, js)
	}
	var seats []int
	if err := json.Unmarshal(obj["toMove"], &seats); err != nil || !slices.Equal(seats, s.ToMove()) {
		t.Fatalf("View(%d) has toMove %s, want ToMove() = %v", p, obj["toMove"], s.ToMove())
	}
	lm, ok := obj["lastMove"]
	if _, has := lastMove(s); !ok || (string(lm) == "null") == has {
		t.Fatalf("View(%d) has lastMove %s (present: %v), but LastMove() reports %v", p, lm, ok, has)
	}
}

// checkSeats checks Players, Name and ToMove.
func checkSeats[S gamekit.State[S, M, V], M tilekit.Move, V any](t Failer, s S) {
	n := s.Players()
	if n < 0 {
		t.Fatalf("Players() = %d", n)
	}
	for _, p := range []int{math.MinInt, -1, n, n + 1, math.MaxInt} {
		name(t, s, p)
	}
	for p := range n {
		if name(t, s, p) == "" {
			t.Fatalf("Name(%d) is empty", p)
		}
	}
	tm := s.ToMove()
	if s.Over() != (len(tm) == 0) {
		t.Fatalf("Over() = %v but ToMove() = %v: want no seat to move exactly when the game is over", s.Over(), tm)
	}
	seen := make(map[int]bool)
	for _, p := range tm {
		if p < 0 || p >= n || seen[p] {
			t.Fatalf("ToMove() = %v with %d players", tm, n)
		}
		seen[p] = true
	}
	if len(tm) > 0 {
		tm[0] = -1
		if again := s.ToMove(); len(again) == 0 || again[0] == -1 {
			t.Fatalf("ToMove() hands out a slice the State keeps")
		}
	}
}

func name[S gamekit.State[S, M, V], M tilekit.Move, V any](t Failer, s S, p int) string {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("Name(%d) panicked: %v", p, r)
		}
	}()
	return s.Name(p)
}

// checkHistory checks that LastMove agrees with History and that History
// hands out a copy.
func checkHistory[S gamekit.State[S, M, V], M tilekit.Move, V any](t Failer, s S) {
	h := s.History()
	last, ok := lastMove(s)
	if len(h) == 0 {
		if ok {
			t.Fatalf("LastMove() = %v with an empty History", last)
		}
		return
	}
	if !ok || last != h[len(h)-1] {
		t.Fatalf("LastMove() = %v, %v; History ends with %v", last, ok, h[len(h)-1])
	}
	keep := slices.Clone(h)
	var zero M
	for i := range h {
		h[i] = zero
	}
	if again := s.History(); !slices.Equal(again, keep) {
		t.Fatalf("History() hands out a slice the State keeps")
	}
}

func checkMove[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, m M) {
	legal := s.Validate(m) == nil
	text, err := m.MarshalText()
	if err != nil {
		// A move that cannot be written must also be one the game rejects.
		if legal {
			t.Fatalf("legal move %#v cannot be marshalled: %v", m, err)
		}
		return
	}
	back := decode[M](t, text)
	if back != m {
		t.Fatalf("move text %q decodes to %#v, want %#v", text, back, m)
	}
	moveJSON(t, m)
	// Any text must parse without panicking; a legal move's notation
	// must read back as the very same move. (An illegal move may be
	// rejected by the parser, or normalised into another value.)
	str := m.String()
	p, err := parse(t, "the ParseMove method", str, s.ParseMove)
	if g.ParseMove != nil {
		p2, err2 := parse(t, "ParseMove", str, func(text string) (M, error) { return g.ParseMove(s, text) })
		if (err == nil) != (err2 == nil) || (err == nil && p != p2) {
			t.Fatalf("ParseMove(s, %q) = %#v, %v but s.ParseMove(%q) = %#v, %v", str, p2, err2, str, p, err)
		}
	}
	if legal {
		if err != nil {
			t.Fatalf("ParseMove(%q) of a legal move: %v", str, err)
		}
		if p != m {
			t.Fatalf("ParseMove(%q) = %#v, want %#v", str, p, m)
		}
	}
}

// lastMove is the State's LastMove where it has one (gamekit.LastMover),
// else the end of its History.
func lastMove[S gamekit.State[S, M, V], M tilekit.Move, V any](s S) (M, bool) {
	if l, ok := any(s).(gamekit.LastMover[M]); ok {
		return l.LastMove()
	}
	var zero M
	h := s.History()
	if len(h) == 0 {
		return zero, false
	}
	return h[len(h)-1], true
}

func parse[M any](t *rapid.T, what, text string, f func(string) (M, error)) (m M, err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s(%q) panicked: %v", what, text, r)
		}
	}()
	return f(text)
}

func encode[T encoding.TextMarshaler](t *rapid.T, v T) []byte {
	b, err := v.MarshalText()
	if err != nil {
		t.Fatalf("MarshalText: %v", err)
	}
	return b
}

// moveJSON checks that m encodes as JSON that decodes to m again.
func moveJSON[M tilekit.Move](t Failer, m M) {
	t.Helper()
	js, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("json.Marshal(move %v): %v", m, err)
	}
	var back M
	if err := json.Unmarshal(js, &back); err != nil || back != m {
		t.Fatalf("move JSON %s decodes to %#v (%v), want %#v", js, back, err, m)
	}
}

// sameText fails t unless a and b encode alike: the message is format,
// with args, then both texts.
func sameText[T encoding.TextMarshaler](t *rapid.T, a, b T, format string, args ...any) {
	if x, y := encode(t, a), encode(t, b); !bytes.Equal(x, y) {
		t.Fatalf(format+":\n%s\n%s", append(args, x, y)...)
	}
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

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// nullList returns the path of the first slice or map in v that
// encoding/json would write as null, or "" when there is none. Values
// with their own MarshalJSON or MarshalText are taken as they encode
// themselves; nil pointers and interfaces (null on purpose) are allowed.
func nullList(v reflect.Value, path string, depth int) string {
	if !v.IsValid() || depth > 64 {
		return ""
	}
	if v.Type().Implements(jsonMarshaler) || v.Type().Implements(textMarshaler) {
		return ""
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return ""
		}
		return nullList(v.Elem(), path, depth+1)
	case reflect.Slice:
		if v.IsNil() {
			return path
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return "" // []byte encodes as a base64 string
		}
		fallthrough
	case reflect.Array:
		for i := range v.Len() {
			if p := nullList(v.Index(i), path+"["+itoa(i)+"]", depth+1); p != "" {
				return p
			}
		}
	case reflect.Map:
		if v.IsNil() {
			return path
		}
		for it := v.MapRange(); it.Next(); {
			if p := nullList(it.Value(), path+"[…]", depth+1); p != "" {
				return p
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Type().Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" || (!f.IsExported() && !f.Anonymous) {
				continue
			}
			key, opts, _ := strings.Cut(tag, ",")
			fv := v.Field(i)
			if (strings.Contains(opts, "omitempty") && isEmpty(fv)) ||
				(strings.Contains(opts, "omitzero") && fv.IsZero()) {
				continue
			}
			if key == "" {
				key = f.Name
			}
			sub := path + "." + key
			if f.Anonymous && tag == "" {
				sub = path
			}
			if p := nullList(fv, sub, depth+1); p != "" {
				return p
			}
		}
	}
	return ""
}

func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Slice, reflect.Map, reflect.String, reflect.Array:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	case reflect.Struct:
		return false
	}
	return v.IsZero()
}

func itoa(i int) string { return strconv.Itoa(i) }

// MoverEarns is the Points of a game in which a move earns its mover what
// the game's Score says, except a move that ends the game, whose
// end-of-game adjustments come on top: it credits total to the first
// seat of s.ToMove, and makes no claim when scoreErr (Score's error) is
// not nil or applying m fails or ends the game.
func MoverEarns[S gamekit.State[S, M, V], M tilekit.Move, V any](s S, m M, total int, scoreErr error) (player, points int, ok bool) {
	if scoreErr != nil {
		return 0, 0, false
	}
	next, err := s.Apply(m)
	if err != nil || next.Over() {
		return 0, 0, false
	}
	return s.ToMove()[0], total, true
}
