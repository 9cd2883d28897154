package solver

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

// Tests of the bots: the move each level makes, and the ladder of levels.

func TestBotMove(t *testing.T) {
	fresh := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 3, Seed: 3})
	for _, level := range tilekit.Levels() {
		m, err := BotMove(fresh, level, 1, 0)
		if err != nil || m.Kind != wordle.KindSetSecret || wrap(fresh).ValidateAs(0, m.String()) != nil {
			t.Errorf("%v host bot: %v, %v", level, m, err)
		}
		if m, err := BotMove(fresh, level, 1, 1); err != nil || m != (wordle.Move{}) {
			t.Errorf("%v bot of a waiting guesser: %v, %v; want to wait", level, m, err)
		}
	}
	s := play(t, fresh, "0 secret SOLVE", "1 guess CRANE", "2 guess CRANE")
	p, _ := wordle.Feedback("SOLVE", "CRANE")
	hint, _ := Hints(s, 1, 1)
	for _, level := range tilekit.Levels() {
		m, err := BotMove(s, level, 5, 1)
		if err != nil || m.Kind != wordle.KindGuess || m.Player != 1 || wrap(s).ValidateAs(1, m.String()) != nil {
			t.Errorf("%v guesser bot: %v, %v; want a guess", level, m, err)
		}
		if q, _ := wordle.Feedback(m.Word, "CRANE"); level < tilekit.Hard && q != p {
			t.Errorf("%v guesser bot plays %v, which does not fit CRANE %v", level, m, p)
		}
		again, _ := BotMove(s, level, 5, 1)
		if again != m {
			t.Errorf("%v bot is not deterministic: %v then %v", level, m, again)
		}
		if level >= tilekit.Hard && m != hint[0].Move {
			t.Errorf("%v bot plays %v, the hint is %v", level, m, hint[0].Move)
		}
	}
	// Easy picks at random among fitting words: seeds differ.
	picks := map[wordle.Move]bool{}
	for seed := range uint64(20) {
		m, _ := BotMove(s, tilekit.Easy, seed, 1)
		picks[m] = true
	}
	if len(picks) < 3 {
		t.Errorf("the easy bot picks only %v over 20 seeds", picks)
	}
	// Nothing fits: the bot gives up.
	odd := play(t, mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Dictionary: mapDict{"QQQQQ": true, "ZZZZZ": true}}), "0 secret QQQQQ")
	if m, err := BotMove(odd, tilekit.Hard, 1, 1); err != nil || m != wordle.GiveUp(1) {
		t.Errorf("a bot with nothing to guess: %v, %v", m, err)
	}
	if m, err := BotMove(wordle.State{}, tilekit.Hard, 1, 0); err != nil || m != (wordle.Move{}) {
		t.Errorf("the zero State's bot: %v, %v", m, err)
	}
	// The registered bot refuses a game of another kind.
	if _, err := wordleKind().Bot(tilekit.Hard, 1).Move(fakeGame{}, 0); !errors.Is(err, tilekit.ErrUnknownKind) {
		t.Errorf("the bot on another game: %v", err)
	}
}

// TestBotErrors: a host bot with nothing to set errs rather than pass
// silently, and so does one whose game was decoded without its
// dictionary.
func TestBotErrors(t *testing.T) {
	odd := mapDict{"QQQQQ": true, "ZZZZZ": true}
	none := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Dictionary: odd})
	none = none.AttachCheck(func(string, dictionary.Dictionary) error { return wordle.ErrPlural })
	for _, level := range tilekit.Levels() {
		if m, err := BotMove(none, level, 1, 0); !errors.Is(err, wordle.ErrNoSuggestions) || m != (wordle.Move{}) {
			t.Errorf("%v host with no word to set: %v, %v; want ErrNoSuggestions", level, m, err)
		}
	}
	var detached wordle.State
	text, _ := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Dictionary: odd}).MarshalText()
	if err := detached.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if m, err := BotMove(detached, tilekit.Hard, 1, 0); !errors.Is(err, wordle.ErrDetached) {
		t.Errorf("a host bot in a game decoded without its dictionary: %v, %v; want ErrDetached", m, err)
	}
}

// fakeGame is a Game of no kind the bot knows.
type fakeGame struct{ tilekit.Game }

func (fakeGame) State() any { return 0 }

// TestLadderQuick is the ladder on a small seeded sample: each level
// takes more than half the points from the one below it. In a two-seat
// game each player hosts one round and guesses the other's secret, so a
// game is won by guessing better and by setting a harder word.
func TestLadderQuick(t *testing.T) {
	games := map[tilekit.Level]int{tilekit.Medium: 16, tilekit.Hard: 16, tilekit.Expert: 4}
	gametest.CheckLadder(t, "wordle", "", games, 7, 0.51)
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it). Its mean
// scores are points: fewer is better.
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "wordle") }

// TestHardOpenerLong: the Hard guesser's stored first word is the one its
// search finds over the bundled lists.
func TestHardOpenerLong(t *testing.T) {
	gametest.Long(t)
	s := play(t, mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2}), "0 secret SOLVE")
	fit, err := s.Fitting(1)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := openers.Load(5)
	if got, err := maxEntropy(t.Context(), s.CommonWords(), slices.Collect(fit.Words)); got != want || err != nil {
		t.Errorf("the Hard guesser's first word is %s (%v), stored %s", got, err, want)
	}
}
