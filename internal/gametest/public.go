package gametest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"pgregory.net/rapid"
)

// The checks of the public layer: seats, private history, outcomes,
// hints, previews, clocks and the registry, run on every State the suite
// reaches.

// junk are texts no game reads as a move.
var junk = []string{"@@@", "\x00", "8Z ZZZZ ?!", "99=Q9 ~", "-1,x=Q"}

// wrap returns s behind tilekit.Game as g's kind, as the registry deals
// it: the root's seat checks, private histories and capabilities.
func wrap[S gamekit.State[S, M, V], M tilekit.Move, V any](g Game[S, M, V], s S) tilekit.Game {
	return gamekit.Wrap(g.Kind, s)
}

// checkPublic runs the state-level checks of the public layer on s, whose
// decoded copy is twin.
func checkPublic[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s, twin S) {
	checkOutcome(t, s)
	checkPrivate(t, g, s, twin)
	checkClock(t, g, s)
	checkRegistry(t, g, s)
	checkDraw(t, g, s)
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
func checkOutcome[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S) {
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
func checkPrivate[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s, twin S) {
	n := len(s.History())
	w, wt := wrap(g, s), wrap(g, twin)
	for p := tilekit.Onlooker; p < s.Players(); p++ {
		a, _ := json.Marshal(s.View(p))
		b, _ := json.Marshal(twin.View(p))
		if !bytes.Equal(a, b) {
			t.Fatalf("View(%d) differs after decoding:\n%s\n%s", p, a, b)
		}
		h := w.HistoryFor(p)
		if len(h) != n {
			t.Fatalf("HistoryFor(%d) has %d moves, History %d", p, len(h), n)
		}
		if h2 := wt.HistoryFor(p); !slices.Equal(h, h2) {
			t.Fatalf("HistoryFor(%d) differs after decoding:\n%v\n%v", p, h, h2)
		}
		last, ok := w.LastMoveFor(p)
		if ok != (n > 0) || ok && last != h[n-1] {
			t.Fatalf("LastMoveFor(%d) = %q, %v; HistoryFor(%d) = %q", p, last, ok, p, h)
		}
		if g.Hidden == nil {
			continue
		}
		for _, secret := range g.Hidden(s, p) {
			for i, m := range h {
				if strings.Contains(m, secret) {
					t.Fatalf("HistoryFor(%d) move %d (%s) shows %q, which seat %d may not see yet", p, i, m, secret, p)
				}
			}
			if strings.Contains(string(a), secret) {
				t.Fatalf("View(%d) shows %q, which seat %d may not see yet: %s", p, secret, p, a)
			}
			if d, err := w.Draw(p); err == nil && strings.Contains(d, secret) {
				t.Fatalf("Draw(%d) shows %q, which seat %d may not see yet:\n%s", p, secret, p, d)
			}
		}
	}
}

// checkClock checks a timed game's clock: a period that is not the
// current one expires to the very same game; the current one expires
// without error to a game in another period (or over), whose history
// goes on from this one's, and expiring it again changes nothing; when
// g counts periods, exactly one more has ended.
func checkClock[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
	w := wrap(g, s)
	text := encode(t, s)
	period, length := w.Clock()
	if _, timed := any(s).(gamekit.Timed[S]); !timed {
		if period != "" || length != 0 {
			t.Fatalf("a game without a clock has the period %q of %v", period, length)
		}
		return
	}
	if (period == "") != (length == 0) || length < 0 {
		t.Fatalf("Clock() = %q, %v: want a period exactly when it has a length", period, length)
	}
	for _, stale := range []string{period + "x", "", "round 0", "-1"} {
		if stale == period {
			continue
		}
		e, err := w.Expire(stale)
		if err != nil {
			t.Fatalf("Expire(%q), not the current period %q: %v; want the game unchanged and nil", stale, period, err)
		}
		if got := encode(t, e.State().(S)); !bytes.Equal(got, text) {
			t.Fatalf("Expire(%q), not the current period %q, changed the game:\nbefore %s\nafter  %s", stale, period, text, got)
		}
	}
	if period == "" {
		return
	}
	e, err := w.Expire(period)
	if err != nil {
		t.Fatalf("Expire(%q) of the current period: %v", period, err)
	}
	next := e.State().(S)
	if p2, _ := e.Clock(); p2 == period && !next.Over() {
		t.Fatalf("Expire(%q) left the game in the same period", period)
	}
	if h, h2 := s.History(), next.History(); len(h2) < len(h) || !slices.Equal(h2[:len(h)], h) {
		t.Fatalf("Expire(%q) rewrote the history: %v, then %v", period, h, h2)
	}
	again, err := e.Expire(period)
	if err != nil || !bytes.Equal(encode(t, again.State().(S)), encode(t, next)) {
		t.Fatalf("Expire(%q) twice is not Expire once (%v)", period, err)
	}
	if g.Periods != nil {
		if a, b := g.Periods(s), g.Periods(next); b != a+1 {
			t.Fatalf("Expire(%q) ended %d periods, want 1 (%d before, %d after)", period, b-a, a, b)
		}
	}
	checkSeats(t, next)
}

// checkRegistry checks that tilekit.Decode reads the State's text back as
// the same game of the same kind, history included.
func checkRegistry[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
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
	if d.Kind() != g.Kind {
		t.Fatalf("tilekit.Decode read a game of kind %q, want %q", d.Kind(), g.Kind)
	}
	if got, want := d.History(), wrap(g, s).History(); !slices.Equal(got, want) {
		t.Fatalf("tilekit.Decode lost the history: %v, want %v", got, want)
	}
}

// checkDraw checks Draw for every seat and Onlooker: text that names
// nothing of g.Hidden (see checkPrivate), and a refusal wrapping
// ErrUnknownPlayer for a seat not at the table. A game that does not
// draw says so with errors.ErrUnsupported.
func checkDraw[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
	w := wrap(g, s)
	if _, err := w.Draw(s.Players()); !errors.Is(err, tilekit.ErrUnknownPlayer) {
		t.Fatalf("Draw(%d) of a seat not at the table: %v, want ErrUnknownPlayer", s.Players(), err)
	}
	for p := tilekit.Onlooker; p < s.Players(); p++ {
		d, err := w.Draw(p)
		if errors.Is(err, errors.ErrUnsupported) {
			return
		}
		if err != nil || strings.TrimSpace(d) == "" {
			t.Fatalf("Draw(%d) = %q, %v; want a picture", p, d, err)
		}
	}
}

// checkSeatMove checks the seat rules for one move m proposed in s: from
// a seat that may not move it is refused with ErrNotYourTurn (ErrGameOver
// once over) in words that do not depend on the move at all; from a seat
// that may, see checkMover. A legal move belongs to a seat that may move
// now, or to the clock. other is a second move, to compare refusals.
func checkSeatMove[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, m, other M) {
	to := s.ToMove()
	w := wrap(g, s)
	mover := s.Mover(m)
	if s.Validate(m) == nil && mover != tilekit.Onlooker && !slices.Contains(to, mover) {
		t.Fatalf("Validate accepts %v, whose Mover %d may not move now (ToMove %v)", m, mover, to)
	}
	for p := tilekit.Onlooker; p <= s.Players(); p++ {
		if slices.Contains(to, p) {
			checkMover(t, s, w, p, m)
			continue
		}
		want := tilekit.ErrNotYourTurn
		if s.Over() {
			want = tilekit.ErrGameOver
		}
		err := w.ValidateAs(p, m.String())
		var me *tilekit.MoveError[M]
		if !errors.Is(err, want) || !errors.As(err, &me) {
			t.Fatalf("seat %d may not move, but ValidateAs(%d, %v) says %v; want a *MoveError wrapping %v", p, p, m, err, want)
		}
		err2 := w.ValidateAs(p, other.String())
		if tilekit.Detail(err2) != tilekit.Detail(err) {
			t.Fatalf("seat %d may not move, but its refusals depend on the move: %q for %v, %q for %v", p, tilekit.Detail(err), m, tilekit.Detail(err2), other)
		}
		next, aerr := w.PlayAs(p, m.String())
		if !errors.Is(aerr, want) || !bytes.Equal(encode(t, next.State().(S)), encode(t, s)) {
			t.Fatalf("PlayAs(%d, %v) from a seat that may not move: %v, or the state changed", p, m, aerr)
		}
		if _, err := w.Hints(p, 3); !errors.Is(err, want) {
			t.Fatalf("Hints(%d, 3) for a seat that may not move: %v, want %v", p, err, want)
		}
		if _, err := w.Preview(p, m.String()); !errors.Is(err, want) {
			t.Fatalf("Preview(%d, %v) for a seat that may not move: %v, want %v", p, m, err, want)
		}
	}
}

// checkMover checks ValidateAs, PlayAs and Preview for seat p, which may
// move now: ValidateAs accepts m exactly when Validate does and m is p's
// own (Mover), PlayAs reaches the state Apply does, and Preview accepts
// what ValidateAs accepts.
func checkMover[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S, w tilekit.Game, p int, m M) {
	text := m.String()
	err := w.ValidateAs(p, text)
	// The text of an illegal move may read as another move (a board tile
	// written as its letter): judge the move the text reads as.
	read, perr := s.ParseMove(text)
	own := perr == nil && s.Mover(read) == p && s.Validate(read) == nil
	if perr == nil && read != m {
		return
	}
	if (err == nil) != own {
		t.Fatalf("ValidateAs(%d, %q) says %v, but Validate says %v and Mover is %d", p, text, err, s.Validate(m), s.Mover(m))
	}
	next, aerr := w.PlayAs(p, text)
	if (err == nil) != (aerr == nil) {
		t.Fatalf("ValidateAs(%d, %v) says %v but PlayAs says %v", p, m, err, aerr)
	}
	if err != nil {
		var me *tilekit.MoveError[M]
		if !errors.As(err, &me) {
			t.Fatalf("ValidateAs(%d, %v) refused it with %q (%T), want a *MoveError", p, m, err, err)
		}
		if _, perr := w.Preview(p, text); perr == nil {
			t.Fatalf("Preview(%d, %v) accepts a move ValidateAs refuses (%v)", p, m, err)
		}
		return
	}
	direct, _ := s.Apply(m)
	if !bytes.Equal(encode(t, next.State().(S)), encode(t, direct)) {
		t.Fatalf("PlayAs(%d, %v) and Apply(%v) reach different states", p, m, m)
	}
	pv, err := w.Preview(p, text)
	if errors.Is(err, errors.ErrUnsupported) {
		return
	}
	if err != nil {
		t.Fatalf("Preview(%d, %v) of a move seat %d may play: %v", p, m, p, err)
	}
	if js, _ := json.Marshal(pv); bytes.Contains(js, []byte("null")) {
		t.Fatalf("Preview(%d, %v) encodes a null: %s", p, m, js)
	}
}

// checkHints asks every seat to move for hints: none for n <= 0, at
// least one and at most n otherwise (a seat that may move has a legal
// move), each a move that seat may play, encoding camelCase with no null
// list. A game with nothing to offer says so with errors.ErrUnsupported.
func checkHints(t *rapid.T, s tilekit.Game) {
	for _, p := range s.ToMove() {
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
		if len(hs) == 0 || len(hs) > 3 {
			t.Fatalf("Hints(%d, 3) gave %d hints, want 1 to 3: seat %d may move, so it has a legal move", p, len(hs), p)
		}
		for _, h := range hs {
			if err := s.ValidateAs(p, h.Move); err != nil {
				t.Fatalf("Hints(%d, 3) suggests %v, which seat %d may not play: %v", p, h.Move, p, err)
			}
			checkCamel(t, "Hint", h)
		}
		checkHintsContext(t, s, p, hs)
	}
}

// checkHintsContext checks tilekit.HintsContext for seat p of s, whose
// Hints(p, 3) are want: under a live context it gives want, and under a
// context already done an empty list and an error wrapping
// context.Canceled, leaving s as it was.
func checkHintsContext(t *rapid.T, s tilekit.Game, p int, want []tilekit.Hint) {
	hs, err := tilekit.HintsContext(context.Background(), s, p, 3)
	if err != nil || !reflect.DeepEqual(hs, want) {
		t.Fatalf("HintsContext(live, %d, 3) = %v, %v; Hints gives %v", p, hs, err, want)
	}
	before, _ := s.MarshalText()
	done, cancel := context.WithCancel(context.Background())
	cancel()
	hs, err = tilekit.HintsContext(done, s, p, 3)
	if !errors.Is(err, context.Canceled) || hs == nil || len(hs) != 0 {
		t.Fatalf("HintsContext(done, %d, 3) = %#v, %v; want an empty list and context.Canceled", p, hs, err)
	}
	if after, _ := s.MarshalText(); !bytes.Equal(before, after) {
		t.Fatalf("HintsContext(done, %d, 3) changed the game:\nbefore %s\nafter  %s", p, before, after)
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
