package wordle

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// presetLists are the word lists the presets in other alphabets are
// dealt with.
func presetLists(t testing.TB) map[string]dictionary.Dictionary {
	return map[string]dictionary.Dictionary{
		"spanish": spanishList(),
		"french":  wordList(t, tiles.French(), frenchWords),
		"german":  wordList(t, tiles.German(), germanWords),
	}
}

// TestPresetsPlayOut deals every preset through the registry (the ones
// in other alphabets with a list in theirs) and plays it to its end with
// bots at every seat through tilekit.NextMove: ToMove is empty exactly
// when the game is over, hints are never empty while a seat may move,
// and every game ends. The quick run deals 1, 2 and 3 seats; the long
// run adds 8 and, for the default preset, MaxPlayers.
func TestPresetsPlayOut(t *testing.T) {
	k := wordleKind()
	lists := presetLists(t)
	seats := gametest.Size([]int{1, 2, 3}, []int{1, 2, 3, 8})
	for _, p := range k.Presets {
		var opts []tilekit.Option
		if p.Alphabet != "" {
			opts = append(opts, tilekit.WithDictionary(lists[p.Name]))
		}
		counts := seats
		if p.Name == "default" && gametest.IsLong() {
			counts = append(slices.Clone(counts), MaxPlayers)
		}
		for i, n := range counts {
			level := tilekit.Levels()[i%len(tilekit.Levels())]
			g, err := k.New(p.Name, make([]string, n), uint64(n), opts...)
			if err != nil {
				t.Fatalf("%s with %d seats: %v", p.Name, n, err)
			}
			if _, err := gametest.PlayOut(g, k, level, uint64(n), 20*n*n+20); err != nil {
				t.Errorf("%s with %d seats, %v bots: %v", p.Name, n, level, err)
			}
		}
	}
}

// TestTimedPresetExpires plays the timed preset with a bot at one seat
// and at the other a person who sets a secret when hosting but never
// guesses: only Expire moves that seat on, and the game still ends with
// nobody left to move.
func TestTimedPresetExpires(t *testing.T) {
	k := wordleKind()
	g, err := k.New("timed", []string{"Ann", "Bob"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Medium, 1), nil}
	for moves := 0; !g.Over(); moves++ {
		if moves > 100 {
			t.Fatal("the game does not end")
		}
		seat, move, err := tilekit.NextMove(g, bots)
		switch {
		case err == nil:
			g, err = g.PlayAs(seat, move)
		case errors.Is(err, tilekit.ErrNoMove) && unwrap(g).needsSecret(1):
			g, err = g.PlayAs(1, "crane") // the host's choice is not timed
		case errors.Is(err, tilekit.ErrNoMove):
			// Only Bob may move, and never guesses: his time runs out.
			period, length := g.Clock()
			if period == "" || length != 90*time.Second {
				t.Fatalf("Bob waits for nothing: Clock() = %q, %v", period, length)
			}
			g, err = g.Expire(period)
		}
		if err != nil {
			t.Fatal(err)
		}
		if g.Over() != (len(g.ToMove()) == 0) {
			t.Fatalf("Over() = %v, ToMove() = %v", g.Over(), g.ToMove())
		}
	}
	s := unwrap(g)
	if got := s.Result().Rounds[0][1]; got != 7 {
		t.Errorf("Bob, who never guessed, scores %d for round 1, want 7", got)
	}
	if n := strings.Count(strings.Join(g.History(), "\n"), "1 timeup"); n != 6 {
		t.Errorf("Bob lost %d rows to the clock, want 6:\n%v", n, g.History())
	}
}

// TestDraw checks what each seat's picture shows and hides.
func TestDraw(t *testing.T) {
	r := TimedMode(time.Minute)
	s := mustNew(t, r, Setup{Names: []string{"Ann", "Bob", "Cy"}})
	if got := s.Draw(1); !strings.Contains(got, "Round 1, hosted by Ann: no secret yet") || !strings.Contains(got, "To move: Ann, to set the secret") || strings.Contains(got, "Last move") {
		t.Errorf("Draw(1) before the secret:\n%s", got)
	}
	s = playAs(t, s, 0, "solve")
	s = playAs(t, s, 1, "crane")
	k, _ := s.Clock()
	s, _ = s.Expire(k)
	for seat, want := range map[int][]string{
		0:                {"hosted by Ann: SOLVE", "Bob  playing  CRANE ....G  (time)", "Cy   playing  (time)"},
		1:                {"as Bob sees it", "secret hidden", "Bob  playing  CRANE ....G  (time)"},
		2:                {"as Cy sees it", "Bob  playing  ????? 1G 0Y  (time)"},
		tilekit.Onlooker: {"as the table sees it", "Bob  playing  ????? 1G 0Y  (time)", "To move: Bob and Cy", "Last move: 2 timeup"},
	} {
		got := s.Draw(seat)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("Draw(%d) lacks %q:\n%s", seat, w, got)
			}
		}
		if seat != 0 && strings.Contains(got, "SOLVE") {
			t.Errorf("Draw(%d) shows the secret:\n%s", seat, got)
		}
		if seat != 0 && seat != 1 && strings.Contains(got, "CRANE") {
			t.Errorf("Draw(%d) shows Bob's guess:\n%s", seat, got)
		}
	}
	// A finished solo game: the secret, the points and the winner.
	solo := play(t, mustNew(t, DefaultRules(), Setup{Names: []string{"Zoë"}, Secret: "SOLVE"}), "CRANE", "SOLVE")
	got := solo.Draw(0)
	for _, w := range []string{"Round 1, hosted by the library: SOLVE, over", "Zoë  solved   CRANE ....G  SOLVE GGGGG  2 points", "Points: Zoë 2 (fewest wins)", "Game over: Zoë wins", "Last move: 0 guess SOLVE"} {
		if !strings.Contains(got, w) {
			t.Errorf("the solo game's Draw lacks %q:\n%s", w, got)
		}
	}
	if got := (State{}).Draw(tilekit.Onlooker); got == "" {
		t.Error("the zero State draws nothing")
	}
	if _, err := wrap(solo).Draw(1); !errors.Is(err, tilekit.ErrUnknownPlayer) {
		t.Errorf("Game.Draw of a seat not at the table: %v", err)
	}
}
