package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"pgregory.net/rapid"
)

// RequireDeterminize makes [Run] fail a game whose State does not
// implement [gamekit.Determinizer]. While it is false, such a game's
// suite only logs, once per State type, that the information-set checks
// were left out.
var RequireDeterminize = false

// The information-set checks, run by [Run] on a random share of the
// positions its walk reaches, for every seat and for Onlooker:
//
//   - Determinize(seat, seed) of the typed State and of gamekit.Wrap of
//     it give the same text, and the same seed gives the same text again;
//   - View(seat) of the result encodes to exactly the JSON of the
//     original's View(seat), and the tiles in play are the same multiset;
//   - the result's text decodes, and the decoded State passes the
//     position checks of the suite;
//   - the result never reads what seat cannot see: determinizing the
//     result again with a second seed gives exactly what determinizing
//     the original with that seed gives, since the two differ only in
//     what is hidden from seat;
//   - over a handful of seeds the hidden part varies when [Game.Secret]
//     says something is hidden from seat; and when no seed changes
//     anything, the result is the original itself (nothing was drawn);
//   - a seat not at the table is refused with an error, not a panic;
//   - where the State lists moves ([gamekit.MoveLister]), every move
//     listed for a seat to move is distinct and a sample of them is
//     accepted by ValidateAs, and a seat that may not move is refused.

// variants is how many extra seeds the variation check tries.
const variants = 5

// checkDeterminize runs the information-set checks on s.
func checkDeterminize[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
	d, ok := any(s).(gamekit.Determinizer[S])
	if ok {
		// A game may implement Determinize and refuse some of its
		// variants; those count as not implementing it.
		_, err := determinize(t, d, tilekit.Onlooker, 0)
		ok = !errors.Is(err, errors.ErrUnsupported)
	}
	if !ok {
		if RequireDeterminize {
			t.Fatalf("%T does not implement gamekit.Determinizer", s)
		}
		noteMissing(t, fmt.Sprintf("%T", s))
		return
	}
	seats := append([]int{tilekit.Onlooker}, seatRange(s.Players())...)
	deep := rapid.SampledFrom(seats).Draw(t, "decoded determinization seat")
	for _, seat := range seats {
		checkDeterminizeSeat(t, g, s, d, seat, seat == deep)
	}
	for _, bad := range []int{-2, s.Players()} {
		if _, err := determinize(t, d, bad, 1); err == nil {
			t.Fatalf("Determinize(%d, 1) accepted a seat not at the table (%d players)", bad, s.Players())
		}
	}
	checkLegalMoves(t, g, s)
}

func seatRange(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// checkDeterminizeSeat checks the determinizations of s for one seat;
// deep also runs the position checks on a decoded result.
func checkDeterminizeSeat[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, d gamekit.Determinizer[S], seat int, deep bool) {
	s1 := rapid.Uint64().Draw(t, "determinize seed")
	s2 := rapid.Uint64().Draw(t, "second determinize seed")
	x, err := determinize(t, d, seat, s1)
	if err != nil {
		t.Fatalf("Determinize(%d, %d): %v", seat, s1, err)
	}
	text := encode(t, x)
	// Step 1: determinism, typed and through Game.
	if again, err := determinize(t, d, seat, s1); err != nil || !bytes.Equal(encode(t, again), text) {
		t.Fatalf("Determinize(%d, %d) twice gave different States (%v)", seat, s1, err)
	}
	if w, err := wrap(g, s).Determinize(seat, s1); err != nil {
		t.Fatalf("Game.Determinize(%d, %d): %v", seat, s1, err)
	} else if wt, _ := w.MarshalText(); !bytes.Equal(wt, text) {
		t.Fatalf("Game.Determinize(%d, %d) and the State's Determinize differ:\n%s\n%s", seat, s1, wt, text)
	}
	// Step 2: the seat's view and the tiles in play are kept.
	if a, b := viewJSON(t, s, seat), viewJSON(t, x, seat); !bytes.Equal(a, b) {
		t.Fatalf("Determinize(%d, %d) changed View(%d):\nbefore %s\nafter  %s", seat, s1, seat, a, b)
	}
	if g.Tiles != nil {
		if a, b := normalized(g.Tiles(s)), normalized(g.Tiles(x)); !slices.Equal(a, b) {
			t.Fatalf("Determinize(%d, %d) changed the tiles in play", seat, s1)
		}
	}
	// Step 3: the result is a legal State.
	if deep {
		checkState(t, g, decode[S](t, text))
	}
	// Step 4: independence of what seat cannot see.
	y, err := determinize(t, d, seat, s2)
	if err != nil {
		t.Fatalf("Determinize(%d, %d): %v", seat, s2, err)
	}
	xd, ok := any(x).(gamekit.Determinizer[S])
	if !ok {
		t.Fatalf("a determinized %T does not implement gamekit.Determinizer", x)
	}
	z, err := determinize(t, xd, seat, s2)
	if err != nil {
		t.Fatalf("Determinize(%d, %d) of a determinized State: %v", seat, s2, err)
	}
	sameText(t, y, z, "Determinize(%d, %d) reads what seat %d cannot see: the original and a determinization of it give", seat, s2, seat)
	// Step 5: variation over seeds.
	checkVaries(t, g, s, d, seat, s1, text)
}

// checkVaries checks that the hidden part varies over seeds where the
// game says something is hidden, and that a determinization no seed
// changes is the original.
func checkVaries[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S, d gamekit.Determinizer[S], seat int, s1 uint64, text []byte) {
	for i := range uint64(variants) {
		v, err := determinize(t, d, seat, s1+1+i)
		if err != nil {
			t.Fatalf("Determinize(%d, %d): %v", seat, s1+1+i, err)
		}
		if !bytes.Equal(encode(t, v), text) {
			return
		}
	}
	if g.Secret != nil && g.Secret(s, seat) {
		t.Fatalf("Determinize(%d, seed) gave the same State for %d seeds, though something is hidden from seat %d:\n%s", seat, variants+1, seat, text)
	}
	if orig := encode(t, s); !bytes.Equal(orig, text) {
		t.Fatalf("Determinize(%d, seed) gives one State whatever the seed, yet not the original:\noriginal %s\nresult   %s", seat, orig, text)
	}
}

// checkLegalMoves checks Game.LegalMoves where the State offers it: a
// seat that may not move is refused; for a seat that may, the moves are
// distinct and a sample of them is accepted by ValidateAs.
func checkLegalMoves[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, g Game[S, M, V], s S) {
	if _, ok := any(s).(gamekit.MoveLister[M]); !ok {
		return
	}
	w := wrap(g, s)
	for _, seat := range append([]int{tilekit.Onlooker}, seatRange(s.Players())...) {
		var ms []string
		err := call(t, "LegalMoves", seat, func() error {
			var err error
			ms, err = w.LegalMoves(seat)
			return err
		})
		if !slices.Contains(s.ToMove(), seat) {
			if err == nil {
				t.Fatalf("LegalMoves(%d) listed %d moves for a seat that may not move", seat, len(ms))
			}
			continue
		}
		if errors.Is(err, errors.ErrUnsupported) {
			continue
		}
		if err != nil {
			t.Fatalf("LegalMoves(%d): %v", seat, err)
		}
		seen := make(map[string]bool, len(ms))
		for _, m := range ms {
			if seen[m] {
				t.Fatalf("LegalMoves(%d) lists %v twice", seat, m)
			}
			seen[m] = true
		}
		for range min(len(ms), 4) {
			m := rapid.SampledFrom(ms).Draw(t, "listed move")
			if err := w.ValidateAs(seat, m); err != nil {
				t.Fatalf("LegalMoves(%d) lists %v, which ValidateAs refuses: %v", seat, m, err)
			}
		}
	}
}

// determinize calls d.Determinize, failing t if it panics.
func determinize[S any](t *rapid.T, d gamekit.Determinizer[S], seat int, seed uint64) (S, error) {
	var out S
	err := call(t, "Determinize", seat, func() error {
		var err error
		out, err = d.Determinize(seat, seed)
		return err
	})
	return out, err
}

func viewJSON[S gamekit.State[S, M, V], M tilekit.Move, V any](t *rapid.T, s S, seat int) []byte {
	js, err := json.Marshal(s.View(seat))
	if err != nil {
		t.Fatalf("json.Marshal(View(%d)): %v", seat, err)
	}
	return js
}

// missing remembers the State types already logged as lacking
// Determinize, so that each is logged once per test binary.
var missing sync.Map

func noteMissing(t *rapid.T, typ string) {
	if _, seen := missing.LoadOrStore(typ, true); !seen {
		t.Logf("gametest: %s does not implement gamekit.Determinizer yet: the information-set checks are left out", typ)
	}
}
