package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/tilekit/tilekit"
	"pgregory.net/rapid"
)

// The checks of the public layer: seats, private history, outcomes,
// hints, previews, clocks and the registry, run on every State the suite
// reaches.

// junk are texts no game reads as a move.
var junk = []string{"@@@", "\x00", "8Z ZZZZ ?!", "99=Q9 ~", "-1,x=Q"}

// checkPublic runs the state-level checks of the public layer on s, whose
// decoded copy is twin.
func checkPublic[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s, twin S) {
	checkOutcome(t, s)
	checkPrivate(t, g, s, twin)
	checkClock(t, s)
	checkRegistry(t, g, s)
	checkCamel(t, "View", s.View(tilekit.Onlooker))
	for _, text := range junk {
		m, err := parse(t, "the ParseMove method", text, s.ParseMove)
		if err == nil {
			continue
		}
		var me *tilekit.MoveError[M]
		if !errors.As(err, &me) || !errors.Is(err, tilekit.ErrSyntax) {
			t.Fatalf("ParseMove(%q) refused it with %q (%T), want a *MoveError wrapping tilekit.ErrSyntax", text, err, err)
		}
		var zero M
		if m != zero {
			t.Fatalf("ParseMove(%q) failed but returned the move %v, want the zero Move", text, m)
		}
	}
}

// checkOutcome checks Outcome against Over and the seats.
func checkOutcome[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S) {
	o := s.Outcome()
	if o.Over != s.Over() {
		t.Fatalf("Outcome().Over = %v but Over() = %v", o.Over, s.Over())
	}
	if len(o.Scores) != s.Players() {
		t.Fatalf("Outcome().Scores = %v for %d players", o.Scores, s.Players())
	}
	if !o.Over && len(o.Winners) > 0 {
		t.Fatalf("Outcome() names winners %v before the game is over", o.Winners)
	}
	if !slices.IsSorted(o.Winners) || len(slices.Compact(slices.Clone(o.Winners))) != len(o.Winners) {
		t.Fatalf("Outcome().Winners = %v, want distinct seats in ascending order", o.Winners)
	}
	for _, p := range o.Winners {
		if p < 0 || p >= s.Players() {
			t.Fatalf("Outcome().Winners = %v with %d players", o.Winners, s.Players())
		}
	}
	if o.Over && s.Players() > 0 && (len(o.Winners) == 0 || o.Reason == "") {
		t.Fatalf("a finished game's Outcome() has winners %v and reason %q; want both", o.Winners, o.Reason)
	}
}

// checkPrivate checks that every seat's view and history read the same
// from a decoded copy, that LastMoveFor agrees with HistoryFor, and that
// no seat's history shows what the game says it must not learn.
func checkPrivate[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s, twin S) {
	n := len(s.History())
	for p := tilekit.Onlooker; p < s.Players(); p++ {
		a, _ := json.Marshal(s.View(p))
		b, _ := json.Marshal(twin.View(p))
		if !bytes.Equal(a, b) {
			t.Fatalf("View(%d) differs after decoding:\n%s\n%s", p, a, b)
		}
		h := s.HistoryFor(p)
		if len(h) != n {
			t.Fatalf("HistoryFor(%d) has %d moves, History %d", p, len(h), n)
		}
		if h2 := twin.HistoryFor(p); !slices.Equal(h, h2) {
			t.Fatalf("HistoryFor(%d) differs after decoding:\n%v\n%v", p, h, h2)
		}
		last, ok := s.LastMoveFor(p)
		if ok != (n > 0) || ok && last != h[n-1] {
			t.Fatalf("LastMoveFor(%d) = %v, %v; HistoryFor(%d) = %v", p, last, ok, p, h)
		}
		if g.Hidden == nil {
			continue
		}
		for _, secret := range g.Hidden(s, p) {
			for i, m := range h {
				if strings.Contains(m.String(), secret) {
					t.Fatalf("HistoryFor(%d) move %d (%v) shows %q, which seat %d may not see yet", p, i, m, secret, p)
				}
			}
			if strings.Contains(string(a), secret) {
				t.Fatalf("View(%d) shows %q, which seat %d may not see yet: %s", p, secret, p, a)
			}
		}
	}
}

// checkClock checks that a game waiting for its clock says which move
// ends the wait, and that every timeout move is one the game accepts from
// the server but from no seat.
func checkClock[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S) {
	if !s.Over() && len(s.ToMove()) == 0 {
		if _, ok := s.Timeout(tilekit.Onlooker); !ok {
			t.Fatalf("no seat may move and the game is not over, but Timeout(Onlooker) gives no move")
		}
	}
	for p := tilekit.Onlooker; p < s.Players(); p++ {
		m, ok := s.Timeout(p)
		if !ok {
			continue
		}
		if err := s.Validate(m); err != nil {
			t.Fatalf("Timeout(%d) = %v, which Validate refuses: %v", p, m, err)
		}
		for q := range s.Players() {
			if s.ValidateAs(q, m) == nil {
				t.Fatalf("seat %d may send the clock's move %v itself", q, m)
			}
		}
	}
}

// checkRegistry checks that tilekit.Decode reads the State's text back as
// the same game, history included.
func checkRegistry[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
	if g.Kind == "" {
		return
	}
	if _, ok := tilekit.Lookup(g.Kind); !ok {
		t.Fatalf("tilekit.Lookup(%q) finds no kind", g.Kind)
	}
	text := encode(t, s)
	d, err := tilekit.Decode(text)
	if err != nil {
		t.Fatalf("tilekit.Decode of the state's text: %v\n%s", err, text)
	}
	back, err := d.MarshalText()
	if err != nil || !bytes.Equal(back, text) {
		t.Fatalf("tilekit.Decode does not round-trip (%v):\n%s\n%s", err, text, back)
	}
	if got, want := d.History(), tilekit.Wrap(s).History(); !slices.Equal(got, want) {
		t.Fatalf("tilekit.Decode lost the history: %v, want %v", got, want)
	}
}

// checkSeatMove checks the seat rules for one move m proposed in s: from
// a seat that may not move it is refused with ErrNotYourTurn (ErrGameOver
// once over) in words that do not depend on the move at all; from a seat
// that may, ValidateAs accepts only what Validate accepts, ApplyAs agrees
// with Apply, ParseMoveAs reads the move's text back, and Preview accepts
// what ValidateAs accepts. other is a second move, to compare refusals.
func checkSeatMove[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S, m, other M) {
	to := s.ToMove()
	w := tilekit.Wrap(s)
	for p := tilekit.Onlooker; p <= s.Players(); p++ {
		if slices.Contains(to, p) {
			checkMover(t, s, p, m)
			continue
		}
		want := tilekit.ErrNotYourTurn
		if s.Over() {
			want = tilekit.ErrGameOver
		}
		err := s.ValidateAs(p, m)
		var me *tilekit.MoveError[M]
		if !errors.Is(err, want) || !errors.As(err, &me) {
			t.Fatalf("seat %d may not move, but ValidateAs(%d, %v) says %v; want a *MoveError wrapping %v", p, p, m, err, want)
		}
		err2 := s.ValidateAs(p, other)
		if tilekit.Detail(err2) != tilekit.Detail(err) {
			t.Fatalf("seat %d may not move, but its refusals depend on the move: %q for %v, %q for %v", p, tilekit.Detail(err), m, tilekit.Detail(err2), other)
		}
		next, aerr := s.ApplyAs(p, m)
		if !errors.Is(aerr, want) || !bytes.Equal(encode(t, next), encode(t, s)) {
			t.Fatalf("ApplyAs(%d, %v) from a seat that may not move: %v, or the state changed", p, m, aerr)
		}
		if _, err := w.PlayAs(p, m.String()); !errors.Is(err, want) || tilekit.Detail(err) != tilekit.Detail(err2) {
			t.Fatalf("Game.PlayAs(%d, %q) from a seat that may not move: %v; want %q", p, m.String(), err, tilekit.Detail(err2))
		}
		if _, err := s.Hints(p, 3); !errors.Is(err, want) {
			t.Fatalf("Hints(%d, 3) for a seat that may not move: %v, want %v", p, err, want)
		}
		if _, err := s.Preview(p, m); !errors.Is(err, want) {
			t.Fatalf("Preview(%d, %v) for a seat that may not move: %v, want %v", p, m, err, want)
		}
	}
}

// checkMover checks ValidateAs, ApplyAs, ParseMoveAs and Preview for a
// seat that may move now.
func checkMover[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S, p int, m M) {
	err := s.ValidateAs(p, m)
	if err == nil && s.Validate(m) != nil {
		t.Fatalf("ValidateAs(%d, %v) accepts a move Validate refuses", p, m)
	}
	next, aerr := s.ApplyAs(p, m)
	if (err == nil) != (aerr == nil) {
		t.Fatalf("ValidateAs(%d, %v) says %v but ApplyAs says %v", p, m, err, aerr)
	}
	if err != nil {
		var me *tilekit.MoveError[M]
		if !errors.As(err, &me) {
			t.Fatalf("ValidateAs(%d, %v) refused it with %q (%T), want a *MoveError", p, m, err, err)
		}
		if _, perr := s.Preview(p, m); perr == nil {
			t.Fatalf("Preview(%d, %v) accepts a move ValidateAs refuses (%v)", p, m, err)
		}
		return
	}
	direct, _ := s.Apply(m)
	if !bytes.Equal(encode(t, next), encode(t, direct)) {
		t.Fatalf("ApplyAs(%d, %v) and Apply(%v) reach different states", p, m, m)
	}
	if back, err := s.ParseMoveAs(p, m.String()); err != nil || back != m {
		t.Fatalf("ParseMoveAs(%d, %q) = %v, %v; want the move back", p, m.String(), back, err)
	}
	pv, err := s.Preview(p, m)
	if err != nil {
		t.Fatalf("Preview(%d, %v) of a move seat %d may play: %v", p, m, p, err)
	}
	if js, _ := json.Marshal(pv); bytes.Contains(js, []byte("null")) {
		t.Fatalf("Preview(%d, %v) encodes a null: %s", p, m, js)
	}
}

// checkHints asks the first seat to move for hints: none for n <= 0, at
// most n otherwise, each a move that seat may play, encoding camelCase
// with no null list. A game with nothing to offer says so with
// errors.ErrUnsupported.
func checkHints[S tilekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S) {
	to := s.ToMove()
	if len(to) == 0 {
		return
	}
	p := to[0]
	hs, err := s.Hints(p, 0)
	if err == nil && (hs == nil || len(hs) != 0) {
		t.Fatalf("Hints(%d, 0) = %#v, want an empty list", p, hs)
	}
	hs, err = s.Hints(p, 3)
	if errors.Is(err, errors.ErrUnsupported) {
		return
	}
	if err != nil {
		t.Fatalf("Hints(%d, 3): %v", p, err)
	}
	if hs == nil || len(hs) > 3 {
		t.Fatalf("Hints(%d, 3) gave %d hints (nil: %v)", p, len(hs), hs == nil)
	}
	for _, h := range hs {
		if err := s.ValidateAs(p, h.Move); err != nil {
			t.Fatalf("Hints(%d, 3) suggests %v, which seat %d may not play: %v", p, h.Move, p, err)
		}
		checkCamel(t, "Hint", h)
		checkCamel(t, "Hint", h.Text())
	}
}

// checkCamel checks that v encodes as JSON whose object keys all start
// with a lower-case letter and with no list written as null.
func checkCamel(t Failer, what string, v any) {
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%s): %v", what, err)
	}
	var tree any
	if err := json.Unmarshal(js, &tree); err != nil {
		t.Fatalf("%s's JSON does not read back: %v", what, err)
	}
	if key := pascalKey(tree); key != "" {
		t.Fatalf("%s encodes the key %q, want camelCase: %s", what, key, clip(js))
	}
}

// pascalKey returns the first object key in tree that starts with an
// upper-case letter, or "".
func pascalKey(tree any) string {
	switch v := tree.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if r := []rune(k); len(r) > 0 && unicode.IsUpper(r[0]) {
				return k
			}
			if bad := pascalKey(v[k]); bad != "" {
				return bad
			}
		}
	case []any:
		for _, e := range v {
			if bad := pascalKey(e); bad != "" {
				return bad
			}
		}
	}
	return ""
}

func clip(b []byte) string {
	if len(b) > 300 {
		return fmt.Sprintf("%s…", b[:300])
	}
	return string(b)
}
