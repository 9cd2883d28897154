package wordoku

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// randomMove returns a random move for a random player still in the
// round: mostly a rearrangement, sometimes a swap, a wild or a finish,
// and now and then the clock's EndRound. It may be illegal (a second
// swap of a symbol, a second wild); the caller skips those.
func randomMove(s State, rng *rand.Rand) Move {
	ps := s.ToMove()
	if rng.IntN(40) == 0 {
		return EndRound(s.round)
	}
	p := ps[rng.IntN(len(ps))]
	n := s.rules.Size
	r, c := rng.IntN(n), rng.IntN(n)
	switch k := rng.IntN(10); {
	case k < 4:
		cells := s.Grid(p).Tiles()
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		g := Grid{n: int8(n)}
		copy(g.cells[:], cells)
		return Arrange(p, g)
	case k < 6:
		return Swap(p, r, c)
	case k < 8:
		return Wild(p, r, c, byte('A'+rng.IntN(26)))
	default:
		return Finish(p)
	}
}

// drawGame deals a game from a drawn seed (see newFromSeed) and plays a
// drawn number of random moves, so that it stops at any point: a round's
// start, its middle, between rounds or over.
func drawGame(t *rapid.T) State {
	s, err := newFromSeed(rapid.Uint64().Draw(t, "game"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "play"), 2))
	for range rapid.IntRange(0, 60).Draw(t, "moves") {
		if s.Over() {
			break
		}
		if next, err := s.Apply(randomMove(s, rng)); err == nil {
			s = next
		}
	}
	return s
}

// hiddenPart is what Determinize may change for seat: every other
// player's grid, wild and swapped-out tiles, and the order in which the
// bag would give its tiles.
func hiddenPart(s State, seat int) string {
	var b strings.Builder
	for q, st := range s.seats {
		if q != seat {
			b.WriteString(st.grid.String() + " " + st.wild.String() + " " + tiles.FormatMultiset(st.removed) + " | ")
		}
	}
	_, drawn := s.bag.DrawUpTo(s.bag.Len())
	for _, t := range drawn {
		b.WriteString(t.String() + " ")
	}
	return b.String()
}

// sortedTiles is allTiles in sorted order, for comparing multisets.
func sortedTiles(s State) []tiles.Tile { return tiles.Sort(allTiles(s)) }

// TestDeterminizeProperty checks Determinize at random points of random
// games for a random seat (Onlooker included): the seat's View encodes
// the same, the tiles in play are the same multiset, the seat's own part
// and every public flag are kept, the same seed gives the same State,
// the result reads nothing the seat cannot see, the hidden part varies
// over seeds whenever there is something to vary, the seat's moves are
// legal exactly when they are in the original, the text decodes and
// encodes to itself, and the result plays on.
func TestDeterminizeProperty(t *testing.T) {
	gametest.Checks(t, 40)
	rapid.Check(t, func(t *rapid.T) {
		s := drawGame(t)
		seat := rapid.IntRange(tilekit.Onlooker, s.Players()-1).Draw(t, "seat")
		s1, s2 := rapid.Uint64().Draw(t, "seed 1"), rapid.Uint64().Draw(t, "seed 2")
		d := gametest.Must(s.Determinize(seat, s1))
		if a, b := gametest.JSON(t, s.View(seat)), gametest.JSON(t, d.View(seat)); a != b {
			t.Fatalf("View(%d) changed:\nbefore %s\nafter  %s", seat, a, b)
		}
		if !slices.Equal(sortedTiles(s), sortedTiles(d)) {
			t.Fatal("the tiles in play changed")
		}
		checkRedealt(t, s, d, seat)
		if again := gametest.Must(s.Determinize(seat, s1)); !reflect.DeepEqual(again, d) {
			t.Fatal("one seed gave two States")
		}
		// d differs from s only in what seat cannot see, so both give
		// one State for a second seed.
		if a, b := gametest.Must(s.Determinize(seat, s2)), gametest.Must(d.Determinize(seat, s2)); !reflect.DeepEqual(a, b) {
			t.Fatalf("Determinize reads what seat %d cannot see:\n%s\n%s", seat, hiddenPart(a, seat), hiddenPart(b, seat))
		}
		checkVaries(t, s, seat, s1)
		checkSameMoves(t, s, d, seat)
		checkText(t, d, seat)
		playOn(t, d)
	})
}

// checkRedealt checks that seat's own part of the round is d's as it is
// s's, that every other player keeps what everyone sees of them and
// holds Size tiles of each symbol, laid out one symbol per row when they
// have not rearranged, and that the bag keeps its count of each symbol.
func checkRedealt(t *rapid.T, s, d State, seat int) {
	if seat >= 0 && !reflect.DeepEqual(s.seats[seat], d.seats[seat]) {
		t.Fatalf("seat %d's own part changed", seat)
	}
	if !reflect.DeepEqual(s.past, d.past) || !reflect.DeepEqual(s.History(), d.History()) {
		t.Fatal("the finished rounds or the history changed")
	}
	n := s.rules.Size
	arranged := s.arrangedThisRound()
	for q := range s.players {
		a, b := s.seats[q], d.seats[q]
		if a.finished != b.finished || a.swapped != b.swapped || (a.wild == tiles.Tile{}) != (b.wild == tiles.Tile{}) {
			t.Fatalf("player %d: the public flags changed", q)
		}
		for i, sym := range symbols[:n] {
			if got := countSymbol(b.grid.Tiles(), sym); got != n {
				t.Fatalf("player %d holds %d %v tiles", q, got, sym)
			}
			if got := countSymbol(s.Bag(), sym); got != countSymbol(d.Bag(), sym) {
				t.Fatalf("the bag holds %d %v tiles, not %d", countSymbol(d.Bag(), sym), sym, got)
			}
			for c := range n {
				if !arranged[q] && !s.over && b.grid.At(i, c).Symbol != sym {
					t.Fatalf("player %d has not rearranged, yet row %d holds %v", q, i, b.grid.At(i, c))
				}
			}
		}
	}
}

func countSymbol(ts []tiles.Tile, sym tiles.Symbol) int {
	k := 0
	for _, t := range ts {
		if t.Symbol == sym {
			k++
		}
	}
	return k
}

// checkVaries checks that over eight seeds the hidden part of the
// result changes when seat cannot see two different tiles, or the game
// is over and nothing but the generator is hidden.
func checkVaries(t *rapid.T, s State, seat int, s1 uint64) {
	if s.Over() {
		return
	}
	seen := map[string]bool{}
	for i := range uint64(8) {
		seen[hiddenPart(gametest.Must(s.Determinize(seat, s1+i)), seat)] = true
	}
	if len(slices.Compact(s.hiddenFrom(seat))) > 1 && len(seen) < 2 {
		t.Fatalf("8 seeds gave seat %d one deal of %d hidden tiles", seat, len(s.hiddenFrom(seat)))
	}
}

// checkSameMoves checks that a sample of moves for seat (every swap and
// wild cell, rearrangements, finish, the clock) is refused by d exactly
// when s refuses it.
func checkSameMoves(t *rapid.T, s, d State, seat int) {
	ms := []Move{EndRound(s.round), Finish(max(seat, 0))}
	if seat >= 0 && !s.Over() {
		n := s.rules.Size
		for r := range n {
			for c := range n {
				ms = append(ms, Swap(seat, r, c), Wild(seat, r, c, 'Q'))
			}
		}
		ms = append(ms, candidates(t, s)...)
	}
	for _, m := range ms {
		if m.Player != seat && m.Kind != KindEndRound {
			continue
		}
		a, b := s.Validate(m), d.Validate(m)
		if (a == nil) != (b == nil) {
			t.Fatalf("%v: the original says %v, the result %v", m, a, b)
		}
		if seat >= 0 {
			if a, b := s.ValidateAs(seat, m), d.ValidateAs(seat, m); (a == nil) != (b == nil) {
				t.Fatalf("ValidateAs(%d, %v): the original says %v, the result %v", seat, m, a, b)
			}
		}
	}
}

// checkText checks that d's text decodes to a State that shows seat the
// same and writes the same text again.
func checkText(t *rapid.T, d State, seat int) {
	text := gametest.Must(d.MarshalText())
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatalf("the result's text does not decode: %v\n%s", err, text)
	}
	if again := gametest.Must(back.MarshalText()); string(again) != string(text) {
		t.Fatalf("the text changed on a round trip:\n%s\n%s", text, again)
	}
	if a, b := gametest.JSON(t, back.View(seat)), gametest.JSON(t, d.View(seat)); a != b {
		t.Fatalf("the decoded result shows seat %d something else", seat)
	}
	js, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var fromJSON State
	if err := json.Unmarshal(js, &fromJSON); err != nil {
		t.Fatalf("the result's JSON does not decode: %v", err)
	}
}

// playOn swaps where it can and finishes every player still in the
// round: the result accepts the moves, ends the round and keeps its
// tiles.
func playOn(t *rapid.T, d State) {
	if d.Over() {
		return
	}
	want := sortedTiles(d)
	for _, p := range d.ToMove() {
		for r := range d.rules.Size {
			if next, err := d.Apply(Swap(p, r, r)); err == nil {
				d = next
			}
		}
		next, err := d.Apply(Finish(p))
		if err != nil {
			t.Fatalf("the result refuses %v: %v", Finish(p), err)
		}
		d = next
	}
	if d.Over() {
		return
	}
	if !slices.Equal(want, sortedTiles(d)) {
		t.Fatal("the next round of the result does not deal the whole set")
	}
}

func TestDeterminizeRefusals(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2, Seed: 3}))
	for _, seat := range []int{-2, 2, 9} {
		d, err := s.Determinize(seat, 1)
		if !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
		if !reflect.DeepEqual(d, s) {
			t.Errorf("seat %d: a refusal changed the State", seat)
		}
	}
	for _, seat := range []int{tilekit.Onlooker, 0} {
		if _, err := (State{}).Determinize(seat, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("zero State, seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
	}
	// Through the registry, as a search reaches it.
	k, _ := tilekit.Lookup("wordoku")
	for _, preset := range []string{"default", "expert"} {
		g := gametest.Must(k.New(preset, []string{"Ann", "Bob", "Cy"}, 5))
		d, err := g.Determinize(1, 4)
		if err != nil {
			t.Fatalf("%s: %v", preset, err)
		}
		if a, b := gametest.JSON(t, g.View(1)), gametest.JSON(t, d.View(1)); a != b {
			t.Errorf("%s: View(1) changed", preset)
		}
	}
}

// TestDeterminizeOver: once the game is over every grid is public, so
// every seat, and the onlooker, sees the result as the original.
func TestDeterminizeOver(t *testing.T) {
	r := DefaultRules()
	r.Rounds = 1
	s := gametest.Must(New(r, Setup{Players: 2, Seed: 9}))
	s = gametest.Play(t, s, Swap(0, 1, 1), Wild(1, 0, 0, 'E'), EndRound(1))
	if !s.Over() {
		t.Fatal("the game is not over")
	}
	for seat := tilekit.Onlooker; seat < 2; seat++ {
		d := gametest.Must(s.Determinize(seat, 8))
		gametest.SameViews(t, "over", s, d)
		if !reflect.DeepEqual(d.seats, s.seats) || !reflect.DeepEqual(d.Bag(), s.Bag()) {
			t.Errorf("seat %d: a finished game's tiles moved", seat)
		}
	}
}
