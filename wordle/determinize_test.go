package wordle

import (
	"errors"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// drawGame plays a random game of a random variant part of the way.
func drawGame(t *rapid.T) State {
	r, setup := testGame(rapid.Uint64Range(0, 2999).Draw(t, "game"))
	s, err := New(r, setup)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	for range rapid.IntRange(0, 40).Draw(t, "steps") {
		if s.Over() {
			break
		}
		m := rapid.SampledFrom(candidateMoves(t, s)).Draw(t, "move")
		s, _ = s.Apply(m)
	}
	return s
}

// TestDeterminizeProperties: the seat's view is kept exactly, the result
// encodes, decodes and plays on, and two States that differ only in what
// the seat cannot see give the same result for the same seed.
func TestDeterminizeProperties(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s := drawGame(t)
		seat := rapid.IntRange(-1, s.Players()-1).Draw(t, "seat")
		seed := rapid.Uint64().Draw(t, "seed")
		d, err := s.Determinize(seat, seed)
		if err != nil {
			t.Fatalf("Determinize(%d): %v", seat, err)
		}
		if got, want := gametest.JSON(t, d.View(seat)), gametest.JSON(t, s.View(seat)); got != want {
			t.Fatalf("View(%d) changed:\n got %s\nwant %s", seat, got, want)
		}
		if got, want := historyFor(d, seat), historyFor(s, seat); !slices.Equal(got, want) {
			t.Fatalf("HistoryFor(%d) changed:\n got %v\nwant %v", seat, got, want)
		}
		// Another State seat cannot tell from s gives the same result.
		other, err := s.Determinize(seat, seed^0x5bd1e995)
		if err != nil {
			t.Fatalf("Determinize(%d), another seed: %v", seat, err)
		}
		again, err := other.Determinize(seat, seed)
		if err != nil {
			t.Fatalf("Determinize of a determinized State: %v", err)
		}
		if a, b := encodeState(t, again), encodeState(t, d); a != b {
			t.Fatalf("two States seat %d cannot tell apart determinize differently:\n%s\n----\n%s", seat, a, b)
		}
		var back State
		if err := back.UnmarshalText([]byte(encodeState(t, d))); err != nil {
			t.Fatalf("decoding the result: %v\n%s", err, encodeState(t, d))
		}
		if a, b := encodeState(t, back), encodeState(t, d); a != b {
			t.Fatalf("the result does not round-trip:\n%s\n----\n%s", a, b)
		}
		if ps := d.ToMove(); len(ps) > 0 {
			m, err := engineMove(d, tilekit.Easy, seed, ps[0])
			if err != nil {
				t.Fatalf("BotMove on the result: %v", err)
			}
			if _, err := d.Apply(m); err != nil {
				t.Fatalf("playing on: %v", err)
			}
		}
	})
}

func equalMoves(a, b []Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestDeterminizeVaries: while more than one suggestion fits a guesser's
// rows, the secret changes with the seed.
func TestDeterminizeVaries(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s, err := New(DefaultRules(), Setup{Players: 2, Seed: rapid.Uint64().Draw(t, "deal")})
		if err != nil {
			t.Fatal(err)
		}
		list, _ := Suggestions(DefaultRules(), nil)
		s, err = s.Apply(SetSecret(0, rapid.SampledFrom(list).Draw(t, "secret")))
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 3).Draw(t, "rows") {
			m := Guess(1, rapid.SampledFrom(commonWords()[5]).Draw(t, "guess"))
			if next, err := s.Apply(m); err == nil && !next.Over() && next.Round() == 0 {
				s = next
			}
		}
		steps := s.codeSteps(1)
		fitting := 0
		for _, w := range list {
			if fits(w, steps) {
				fitting++
			}
		}
		seen := map[string]bool{}
		for seed := range uint64(32) {
			d, err := s.Determinize(1, seed)
			if err != nil {
				t.Fatal(err)
			}
			seen[d.Secret()] = true
		}
		if fitting > 1 && len(seen) < 2 {
			t.Fatalf("%d suggestions fit the rows, but 32 seeds all drew %v", fitting, seen)
		}
		if fitting == 1 && len(seen) != 1 {
			t.Fatalf("one suggestion fits, but the seeds drew %v", seen)
		}
	})
}

// TestDeterminizeSeats: the host keeps every move (only the generator,
// which no seat sees, is drawn again); a seat off the table
// and the zero State are refused; the root Game offers it too.
func TestDeterminizeSeats(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Players: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Move{SetSecret(0, "PLANT"), Guess(1, "CRANE"), Guess(2, "SLOTH")} {
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	d, err := s.Determinize(0, 1)
	if err != nil || !equalMoves(d.History(), s.History()) {
		t.Errorf("the host's determinization changed the round: %v\n%s", err, encodeState(t, d))
	}
	d, err = s.Determinize(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if rows := d.current().boards[1].rows; rows[0].word != "CRANE" {
		t.Errorf("seat 1's own row changed: %v", rows)
	}
	for _, seat := range []int{-2, 3} {
		if _, err := s.Determinize(seat, 1); !errors.Is(err, ErrUnknownPlayer) {
			t.Errorf("Determinize(%d): %v, want ErrUnknownPlayer", seat, err)
		}
	}
	if _, err := (State{}).Determinize(0, 1); !errors.Is(err, ErrUnknownPlayer) {
		t.Errorf("zero State: %v, want ErrUnknownPlayer", err)
	}
	g := wrap(s)
	dg, err := g.Determinize(tilekit.Onlooker, 3)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := gametest.JSON(t, dg.View(tilekit.Onlooker)), gametest.JSON(t, g.View(tilekit.Onlooker)); a != b {
		t.Errorf("Game.Determinize changed the onlooker's view:\n%s\n%s", a, b)
	}
}

// TestDeterminizeHardModeRows: in hard mode a hidden board's rows limit
// one another, so a row drawn without looking ahead can leave no word for
// a later one. Here guesser 1's ABRUPT (two greens, a yellow) and ABATES
// (five greens) were found against ABATED: most words with ABRUPT's
// counts rule out every five-green word, and a Determinize that drew rows
// one at a time failed for the onlooker (found by TestConformance). Every
// seat, and every seed, must now find rows.
func TestDeterminizeHardModeRows(t *testing.T) {
	r := HardMode()
	r.WordLength = 6
	base, err := New(r, Setup{Players: 3, Seed: 5, Dictionary: dictionary.Common()})
	if err != nil {
		t.Fatal(err)
	}
	open := gametest.Play(t, base, SetSecret(0, "ABATED"), Guess(1, "ABRUPT"), Guess(1, "ABATES"), Guess(2, "ABATED"))
	done := gametest.Play(t, open, Guess(1, "ABATED"))
	if open.current().over || !done.rounds[0].over {
		t.Fatal("the positions are not the ones the test means")
	}
	for _, s := range []State{open, done} {
		for seat := tilekit.Onlooker; seat < s.Players(); seat++ {
			for seed := range uint64(40) {
				d, err := s.Determinize(seat, seed)
				if err != nil {
					t.Fatalf("Determinize(%d, %d): %v\n%s", seat, seed, err, encodeState(t, s))
				}
				if got, want := gametest.JSON(t, d.View(seat)), gametest.JSON(t, s.View(seat)); got != want {
					t.Fatalf("Determinize(%d, %d) changed the view:\n got %s\nwant %s", seat, seed, got, want)
				}
			}
		}
	}
}

// deepHardText is the position of TestDeterminizeHardModeDeepRows.
const deepHardText = `wordle 1
rules length=8 tries=8 time=1m0s fast=true hard=true check=default
dictionary default
players 4
rng 000000d1b63d2f5f74696c656b697421
0 secret ABDICATE
1 giveup
2 giveup
3 guess ABDICATE
1 secret GHOSTING
3 guess GHOSTING
2 secret ABHORRED
0 guess ABETTING
0 guess ABACUSES
0 guess ABHORRED
3 secret AARDVARK
`

// TestDeterminizeHardModeDeepRows: guesser 0's ABETTING (two greens, a
// yellow) and ABACUSES (three greens, no yellow) against ABHORRED leave
// only a few words of ABETTING's counts that a three-green word can keep
// to, and eight-letter buckets are large: a search that gave up after a
// fixed number of words failed for seat 3 and seed 1 (found by
// TestConformanceLong). The search over hard mode's signatures is
// complete, so every seat and seed finds rows.
func TestDeterminizeHardModeDeepRows(t *testing.T) {
	var s State
	if err := s.UnmarshalText([]byte(deepHardText)); err != nil {
		t.Fatal(err)
	}
	for seat := tilekit.Onlooker; seat < s.Players(); seat++ {
		for seed := range uint64(40) {
			d, err := s.Determinize(seat, seed)
			if err != nil {
				t.Fatalf("Determinize(%d, %d): %v", seat, seed, err)
			}
			if got, want := gametest.JSON(t, d.View(seat)), gametest.JSON(t, s.View(seat)); got != want {
				t.Fatalf("Determinize(%d, %d) changed the view:\n got %s\nwant %s", seat, seed, got, want)
			}
		}
	}
}

// TestHardSigMatchesHardMode: a word keeps to a row marked against the
// secret, by the rule hard mode applies to guesses, exactly when its
// hardSig holds the row's; Determinize's search rests on that.
func TestHardSigMatchesHardMode(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinWordLength, MaxWordLength).Draw(t, "n")
		// A small alphabet makes repeated letters, greens and yellows common.
		word := func(label string) string {
			return rapid.StringOfN(rapid.RuneFrom([]rune("ABCDE")), n, n, -1).Draw(t, label)
		}
		secret, prev, w := word("secret"), word("row"), word("word")
		rows := []row{{word: prev, pat: codeFeedback(secret, prev)}}
		at, _, k := hardBreak(rows, w)
		keeps := at < 0 && k == 0
		if holds := sigOf(secret, w).holds(sigOf(secret, prev)); holds != keeps {
			t.Fatalf("secret %s, row %s, word %s: hard mode keeps %v, hardSig holds %v", secret, prev, w, keeps, holds)
		}
	})
}
