package quaddoku_test

import (
	"errors"
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/quaddoku"
	"github.com/tilekit/tilekit/quaddoku/bot"
)

// playedTo deals a game for players seats and plays plies moves, each
// the best or, one time in four, a casual one (a pass where no word can
// be made).
func playedTo(t *rapid.T, players, plies int) quaddoku.State {
	s := gametest.Must(quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: players}))
	return gametest.PlayFrom(t, s, plies, func(s quaddoku.State, i int) (quaddoku.Move, error) {
		level := tilekit.Medium
		if rapid.IntRange(0, 3).Draw(t, "casual") == 0 {
			level = tilekit.Easy
		}
		return bot.Move(s, level, uint64(i), s.ToMove()[0])
	})
}

// TestDeterminizeProperty: the result shows every seat what the original
// shows it, differs from seed to seed only in the drawpile's generator,
// depends on nothing but the seat's view and the seed, and encodes,
// decodes and plays on. The quick run tries 15 positions, the long run
// (TILEKIT_LONG=1) rapid's 100.
func TestDeterminizeProperty(t *testing.T) {
	gametest.Checks(t, 15)
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 4).Draw(t, "players")
		s := playedTo(t, players, rapid.IntRange(0, 6).Draw(t, "plies"))
		seat := rapid.IntRange(tilekit.Onlooker, players-1).Draw(t, "seat")
		s1, s2 := rapid.Uint64().Draw(t, "seed 1"), rapid.Uint64().Draw(t, "seed 2")
		d := gametest.Must(s.Determinize(seat, s1))
		gametest.SameViews(t, fmt.Sprintf("seat %d", seat), s, d)
		// Only the generator is hidden: another seed gives another one.
		e, _ := s.Determinize(seat, s2)
		if s1 != s2 && gametest.Text(t, d) == gametest.Text(t, e) {
			t.Fatalf("seeds %d and %d give the same State", s1, s2)
		}
		// d differs from s only in what seat cannot see, so both give the
		// same result for the same seed.
		dd, _ := d.Determinize(seat, s2)
		if gametest.Text(t, dd) != gametest.Text(t, e) {
			t.Fatal("the result depends on the hidden generator")
		}
		var back quaddoku.State
		if err := back.UnmarshalText([]byte(gametest.Text(t, d))); err != nil {
			t.Fatal(err)
		}
		if gametest.Text(t, back) != gametest.Text(t, d) {
			t.Fatal("the result does not read back as itself")
		}
		if !back.Over() {
			m := gametest.Must(bot.Move(back, tilekit.Medium, 1, back.ToMove()[0]))
			if _, err := back.Apply(m); err != nil {
				t.Fatalf("the decoded result refuses its bot's move %v: %v", m, err)
			}
		}
	})
}

// Every seat and the onlooker may ask, and nobody else; the same seed
// gives the same State.
func TestDeterminizeSeats(t *testing.T) {
	k, _ := tilekit.Lookup("quaddoku")
	game := gametest.Must(k.New("", []string{"A", "B"}, 3))
	for _, seat := range []int{-2, 2, 9} {
		if _, err := game.Determinize(seat, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
		if _, err := game.State().(quaddoku.State).Determinize(seat, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
			t.Errorf("State.Determinize, seat %d: %v, want ErrUnknownPlayer", seat, err)
		}
	}
	if _, err := gamekit.Wrap("quaddoku", quaddoku.State{}).Determinize(0, 1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
		t.Errorf("zero State: %v, want ErrUnknownPlayer", err)
	}
	for _, seat := range []int{tilekit.Onlooker, 0, 1} {
		if _, err := game.Determinize(seat, 4); err != nil {
			t.Errorf("Game.Determinize(%d): %v", seat, err)
		}
	}
	s := game.State().(quaddoku.State)
	a, _ := s.Determinize(1, 5)
	b, _ := s.Determinize(1, 5)
	if gametest.Text(t, a) != gametest.Text(t, b) {
		t.Error("the same seed gave two States")
	}
}
