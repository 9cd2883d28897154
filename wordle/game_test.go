package wordle

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// play applies moves written in the notation, failing t on any rejection.
func play(t testing.TB, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("Apply(%q): %v", text, err)
		}
		s = next
	}
	return s
}

func mustNew(t testing.TB, r Rules, setup Setup) State {
	t.Helper()
	s, err := New(r, setup)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s
}

func encodeState(t gametest.Failer, s State) string { return gametest.Text(t, s) }

// wrap puts s behind tilekit.Game, as the registry deals it: with the
// root's seat checks and masked histories.
func wrap(s State) tilekit.Game { return gamekit.Wrap("wordle", s) }

// unwrap returns the State behind g.
func unwrap(g tilekit.Game) State { return g.State().(State) }

// playAs plays seat's move text through the root's seat checks, failing
// t on a refusal.
func playAs(t testing.TB, s State, seat int, text string) State {
	t.Helper()
	g, err := wrap(s).PlayAs(seat, text)
	if err != nil {
		t.Fatalf("PlayAs(%d, %q): %v", seat, text, err)
	}
	return unwrap(g)
}

// historyFor is the history as seat may know it, as the root gives it.
func historyFor(s State, seat int) []string { return wrap(s).HistoryFor(seat) }

// engineMove is the move the registered engine's bot at level sends for
// seat (the engine of package wordle/solver, which engine_test.go brings
// into this test binary), or the zero Move when seat waits.
func engineMove(s State, level tilekit.Level, seed uint64, seat int) (Move, error) {
	text, err := wordleKind().Bot(level, seed).Move(wrap(s), seat)
	if err != nil || text == "" {
		return Move{}, err
	}
	var m Move
	err = m.UnmarshalText([]byte(text))
	return m, err
}

// wordleKind is the registered kind.
func wordleKind() tilekit.Kind {
	k, _ := tilekit.Lookup("wordle")
	return k
}

func TestFullGame(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Names: []string{"Ann", "Bob", "Cy"}, Seed: 7})
	if got := s.ToMove(); !slices.Equal(got, []int{0}) {
		t.Fatalf("ToMove at start = %v, want the host [0]", got)
	}
	// Round 1, Ann hosts: Bob solves in three, Cy gives up.
	s = play(t, s, "0 secret solve", "1 guess crane", "2 guess pious", "1 guess slime", "2 giveup")
	if s.Status(2) != StatusGaveUp || s.Tries(1) != 2 || s.Round() != 0 {
		t.Fatalf("mid round: status %v, tries %d, round %d", s.Status(2), s.Tries(1), s.Round())
	}
	s = play(t, s, "1 guess solve")
	if s.Round() != 1 || s.Host() != 1 || s.Secret() != "" {
		t.Fatalf("round 2 should start with host 1 and no secret: round %d host %d secret %q", s.Round(), s.Host(), s.Secret())
	}
	// Round 2, Bob hosts: Ann solves at once, Cy fails six times.
	s = play(t, s, "1 secret chest", "0 guess chest")
	for range 6 {
		s = play(t, s, "2 guess crane")
	}
	// Round 3, Cy hosts: both solve in two.
	s = play(t, s, "2 secret brave", "0 guess crane", "1 guess grave", "0 guess brave", "1 guess brave")
	if !s.Over() {
		t.Fatal("game should be over after three rounds")
	}
	want := Result{
		Over:    true,
		Scores:  []int{3, 5, 14},
		Rounds:  [][]int{{0, 3, 7}, {1, 0, 7}, {2, 2, 0}},
		Winners: []int{0},
	}
	if diff := cmp.Diff(want, s.Result()); diff != "" {
		t.Errorf("Result (-want +got):\n%s", diff)
	}
	_, err := s.Apply(Guess(0, "CRANE"))
	if !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the end: %v, want ErrGameOver", err)
	}
	if len(s.ToMove()) != 0 {
		t.Errorf("ToMove after the end = %v", s.ToMove())
	}
}

func TestTiesAreShared(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Players: 2})
	s = play(t, s, "0 secret solve", "1 guess crane", "1 guess solve", "1 secret chest", "0 guess crate", "0 guess chest")
	if got := s.Result(); !got.Over || !slices.Equal(got.Winners, []int{0, 1}) || !slices.Equal(got.Scores, []int{2, 2}) {
		t.Errorf("Result = %+v, want a shared win on 2 points each", got)
	}
}

func TestFastMode(t *testing.T) {
	s := mustNew(t, FastMode(), Setup{Players: 3})
	s = play(t, s, "0 secret solve", "1 guess crane", "2 guess slope")
	sc, err := s.Score(Guess(2, "SOLVE"))
	if err != nil || sc.Total != 1 || !sc.Final {
		t.Fatalf("Score of the first solve = %+v, %v; want 1 point, final", sc, err)
	}
	s = play(t, s, "2 guess solve")
	if s.Round() != 1 {
		t.Fatalf("the first solve should end the round; round is %d", s.Round())
	}
	v := s.View(1)
	if got := v.Rounds[0].Boards[1].Status; got != StatusStopped {
		t.Errorf("the other guesser's status = %v, want stopped", got)
	}
	if got := v.Rounds[0].Points; !slices.Equal(got, []int{0, 0, 1}) {
		t.Errorf("round points = %v, want [0 0 1]", got)
	}
	// Round 2: nobody solves; round 3: player 0 solves. Most points wins,
	// shared between the two solvers.
	s = play(t, s, "1 secret chest", "0 giveup", "2 giveup")
	s = play(t, s, "2 secret brave", "1 guess crane", "0 guess brave")
	res := s.Result()
	if !res.Over || !slices.Equal(res.Scores, []int{1, 0, 1}) || !slices.Equal(res.Winners, []int{0, 2}) {
		t.Errorf("Result = %+v, want scores [1 0 1] won by 0 and 2", res)
	}
}

func TestTimedMode(t *testing.T) {
	s := mustNew(t, TimedMode(60*time.Second), Setup{Players: 2})
	s = play(t, s, "0 secret solve", "1 timeup", "1 guess crane")
	if s.Tries(1) != 2 {
		t.Fatalf("a crossed-out row counts as a try: tries = %d, want 2", s.Tries(1))
	}
	rows := s.View(0).Rounds[0].Boards[1].Rows
	if !rows[0].CrossedOut || rows[0].Word != "" || rows[1].CrossedOut || rows[1].Word != "CRANE" {
		t.Errorf("host's view of the rows = %+v", rows)
	}
	for range 4 {
		s = play(t, s, "1 timeup")
	}
	if got := s.Result().Rounds[0]; !slices.Equal(got, []int{0, 7}) {
		t.Errorf("six rows without a solve score 7; round points %v", got)
	}
	steps := s.View(1).Rounds[0].Boards[1].Steps()
	if len(steps) != 1 || steps[0].Guess != "CRANE" || steps[0].Pattern.String() != "....G" {
		t.Errorf("Steps of the guesser's own board = %v", steps)
	}
	if got := s.View(0).Rounds[0].Boards[1].Steps(); len(got) != 1 {
		t.Errorf("the host reads the guesser's rows: %v", got)
	}
	if s.View(2).Rounds[0].Boards[1].Steps() != nil {
		t.Error("a spectator has no readable rows")
	}
	u := mustNew(t, DefaultRules(), Setup{Players: 2})
	u = play(t, u, "0 secret solve")
	if _, err := u.Apply(TimeUp(1)); !errors.Is(err, ErrNotTimed) {
		t.Errorf("TimeUp in an untimed game: %v, want ErrNotTimed", err)
	}
}

func TestHardMode(t *testing.T) {
	for _, c := range []struct {
		secret string
		before []string
		guess  string
		want   string // "" for legal
	}{
		{"SOLVE", []string{"SLIME"}, "SLOPE", ""},
		{"SOLVE", []string{"SLIME"}, "CRANE", "the 1st letter must be S"},
		{"SOLVE", []string{"SLIME"}, "SPIKE", "must contain L"},
		{"SOLVE", []string{"SLIME"}, "STOLE", ""},
		{"SOLVE", []string{"CRANE", "SLIME"}, "SHOVE", "must contain L"},
		{"EERIE", []string{"EMCEE"}, "ELDER", "the 5th letter must be E"},
		{"EERIE", []string{"EMCEE"}, "EDGEE", ""}, // not a word, but hard mode passes it
		{"SPEED", []string{"EERIE"}, "CRANE", "must contain E 2 times"},
		{"SPEED", []string{"EERIE"}, "THEME", ""},
		{"SOLVE", []string{"LOOPS"}, "BOLTS", ""},
		{"SOLVE", []string{"LOOPS"}, "BOLTE", "must contain S"},
		{"SOLVE", []string{"CRANE"}, "THOSE", ""},
		{"SOLVE", []string{"CRANE"}, "BOXES", "the 5th letter must be E"},
		{"SOLVE", nil, "QUICK", ""},
	} {
		var rows []row
		for _, w := range c.before {
			p, err := Feedback(c.secret, w)
			if err != nil {
				t.Fatal(err)
			}
			rows = append(rows, row{w, p})
		}
		err := (State{}).hardCheck(rows, c.guess)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s after %v against %s: %v, want legal", c.guess, c.before, c.secret, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s after %v against %s: %v, want %q", c.guess, c.before, c.secret, err, c.want)
		}
	}
	// Through Apply: the error wraps ErrHardMode and costs no try.
	s := mustNew(t, HardMode(), Setup{Players: 2})
	s = play(t, s, "0 secret solve", "1 guess slime")
	_, err := s.Apply(Guess(1, "CRANE"))
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, ErrHardMode) || me.Move != Guess(1, "CRANE") {
		t.Fatalf("hard-mode violation: %v", err)
	}
	if want := `wordle: Player 2: 1 guess CRANE: hard mode: the 1st letter must be S`; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
}

func TestBadInput(t *testing.T) {
	base := mustNew(t, DefaultRules(), Setup{Players: 3})
	set := play(t, base, "0 secret solve", "1 guess crane")
	for _, c := range []struct {
		s    State
		m    Move
		err  error
		text string
	}{
		{base, Guess(1, "CRANE"), ErrNotYourTurn, "Player 2: 1 guess CRANE: waiting for Player 1 to set the secret of round 1"},
		{base, SetSecret(1, "SOLVE"), ErrNotYourTurn, "Player 1 hosts round 1 and sets its secret"},
		{base, SetSecret(0, "CARTS"), ErrPlural, `"CARTS" is a plural`},
		{base, SetSecret(0, "QXZQX"), ErrNotAWord, `"QXZQX" is not in the dictionary`},
		{base, SetSecret(0, "SOLVED"), ErrWrongLength, `"SOLVED" has 6 letters, not 5`},
		{base, SetSecret(0, "SO VE"), ErrNotLetters, `' ' in "SO VE" is not a letter A-Z`},
		{base, SetSecret(0, "ıDEAS"), ErrNotLetters, `'ı' in "ıDEAS" is not a letter A-Z`},
		{base, SetSecret(0, ""), ErrNotLetters, "0 secret: no word given"},
		{base, SetSecret(3, "SOLVE"), ErrUnknownPlayer, "wordle: 3 secret SOLVE: the move is for a seat that is not at the table (3 players)"},
		{base, SetSecret(-1, "SOLVE"), ErrUnknownPlayer, "wordle: -1 secret SOLVE: the move is for a seat"},
		{base, Move{}, ErrBadMove, "0 is not a kind of move"},
		{base, Move{Kind: 42}, ErrBadMove, "42 is not a kind of move"},
		{set, SetSecret(0, "CHEST"), ErrNotYourTurn, "already set"},
		{set, Guess(0, "CRANE"), ErrNotYourTurn, "hosts round 1 and does not guess"},
		{set, Guess(1, "QXZQX"), ErrNotAWord, `1 guess QXZQX: "QXZQX" is not a word`},
		{set, Guess(1, "CRAN"), ErrWrongLength, "has 4 letters, not 5"},
		{set, Guess(1, "CR4NE"), ErrNotLetters, `1 guess "CR4NE"`},
		{set, Move{Kind: KindGiveUp, Player: 1, Word: "NOW"}, ErrBadMove, "giveup takes no word"},
		{set, TimeUp(2), ErrNotTimed, "only for timed games"},
		{play(t, set, "1 giveup"), Guess(1, "SOLVE"), ErrPlayerDone, "Player 2 has given up in round 1"},
		{play(t, set, "1 guess solve"), GiveUp(1), ErrPlayerDone, "already solved"},
		{State{}, Guess(1, "SOLVE"), ErrGameOver, "the game is over: no game was dealt"},
	} {
		before := encodeState(t, c.s)
		tries := c.s.Tries(c.m.Player)
		err := c.s.Validate(c.m)
		next, aerr := c.s.Apply(c.m)
		if !errors.Is(err, c.err) || !errors.Is(aerr, c.err) {
			t.Errorf("%v: Validate %v, Apply %v; want %v", c.m, err, aerr, c.err)
			continue
		}
		if !strings.Contains(err.Error(), c.text) || !strings.HasPrefix(err.Error(), "wordle: ") {
			t.Errorf("%v: message %q should contain %q", c.m, err, c.text)
		}
		var me *MoveError
		if !errors.As(err, &me) || me.Move != c.m {
			t.Errorf("%v: error %T does not carry the move", c.m, err)
		}
		if encodeState(t, c.s) != before || encodeState(t, next) != before || next.Tries(c.m.Player) != tries {
			t.Errorf("%v: a rejected move changed something", c.m)
		}
	}
}

func TestCustomSecretCheck(t *testing.T) {
	errVowelStart := errors.New("starts with a vowel")
	r := DefaultRules()
	r.SecretCheck = func(w string, d dictionary.Dictionary) error {
		if strings.ContainsRune("AEIOU", rune(w[0])) {
			return errVowelStart
		}
		return DefaultSecretCheck(w, d)
	}
	s := mustNew(t, r, Setup{Players: 2})
	_, err := s.Apply(SetSecret(0, "ALOFT"))
	if !errors.Is(err, errVowelStart) || !strings.Contains(err.Error(), "ALOFT") {
		t.Fatalf("custom check: %v", err)
	}
	s = play(t, s, "0 secret plumb")
	text := encodeState(t, s)
	if !strings.Contains(text, "check=custom") {
		t.Fatalf("text should record the custom check:\n%s", text)
	}
	var back State
	if err := back.UnmarshalText([]byte(text)); err != nil {
		t.Fatal(err)
	}
	back = play(t, back, "1 guess plumb") // guesses need only the dictionary
	if _, err := back.Apply(SetSecret(1, "ALOFT")); !errors.Is(err, ErrDetached) {
		t.Fatalf("a decoded state must refuse secrets until the check is attached: %v", err)
	}
	if _, err := back.Suggest(3); !errors.Is(err, ErrDetached) {
		t.Errorf("Suggest on a detached state: %v", err)
	}
	back = back.AttachCheck(r.SecretCheck)
	if _, err := back.Apply(SetSecret(1, "ALOFT")); !errors.Is(err, errVowelStart) {
		t.Errorf("after Attach the custom check is back: %v", err)
	}
	if got := encodeState(t, back); !strings.Contains(got, "check=custom") {
		t.Errorf("Attach lost the custom marker:\n%s", got)
	}
}

func TestCustomDictionary(t *testing.T) {
	list, err := dictionary.FromSlice([]string{"apple", "mango", "lemon", "melon", "grape", "grapes"})
	if err != nil {
		t.Fatal(err)
	}
	s := mustNew(t, DefaultRules(), Setup{Players: 2, Dictionary: list})
	if _, err := s.Apply(SetSecret(0, "SOLVE")); !errors.Is(err, ErrNotAWord) {
		t.Fatalf("a word outside the custom dictionary: %v", err)
	}
	if _, err := s.Apply(SetSecret(0, "GRAPES")); !errors.Is(err, ErrWrongLength) {
		t.Fatalf("length: %v", err)
	}
	got, err := s.Suggest(10)
	slices.Sort(got)
	if err != nil || !slices.Equal(got, []string{"APPLE", "GRAPE", "LEMON", "MANGO", "MELON"}) {
		t.Errorf("Suggest = %v, %v", got, err)
	}
	s = play(t, s, "0 secret melon", "1 guess lemon")
	var back State
	if err := back.UnmarshalText([]byte(encodeState(t, s))); err != nil {
		t.Fatal(err)
	}
	if back.Dictionary() != nil {
		t.Error("a decoded custom-dictionary state should have no dictionary until Attach")
	}
	if _, err := back.Apply(Guess(1, "MANGO")); !errors.Is(err, ErrDetached) {
		t.Fatalf("guess on a detached state: %v", err)
	}
	if err := back.Validate(GiveUp(1)); err != nil {
		t.Errorf("giving up needs no dictionary: %v", err)
	}
	back = back.Attach(list)
	back = play(t, back, "1 guess melon")
	if encodeState(t, back) != encodeState(t, play(t, s, "1 guess melon")) {
		t.Error("the re-attached state should play on like the original")
	}
}

func TestFuncDictionary(t *testing.T) {
	// A dictionary.Func is not comparable: the game must never compare it.
	onlyS := dictionary.Func(func(w string) bool {
		return dictionary.Default().Contains(w) && strings.HasPrefix(strings.ToUpper(w), "S")
	})
	s := mustNew(t, DefaultRules(), Setup{Players: 1, Dictionary: onlyS, Seed: 3})
	if !strings.HasPrefix(s.Secret(), "S") {
		t.Errorf("solo secret %q should come from the Func dictionary", s.Secret())
	}
	if _, err := s.Apply(Guess(0, "CRANE")); !errors.Is(err, ErrNotAWord) {
		t.Errorf("CRANE is not in the Func dictionary: %v", err)
	}
	if s = s.Attach(onlyS); s.Dictionary() == nil {
		t.Error("Attach lost the Func dictionary")
	}
}

// A nil dictionary is an error, never a panic.
func TestNilDictionaries(t *testing.T) {
	var nilList *dictionary.List
	var nilFunc dictionary.Func
	for _, d := range []dictionary.Dictionary{nilList, nilFunc} {
		if _, err := New(DefaultRules(), Setup{Players: 2, Dictionary: d}); !errors.Is(err, ErrBadSetup) {
			t.Errorf("New with a nil %T: %v, want ErrBadSetup", d, err)
		}
		if _, err := New(DefaultRules(), Setup{Players: 1, Dictionary: d}); !errors.Is(err, ErrBadSetup) {
			t.Errorf("New solo with a nil %T: %v, want ErrBadSetup", d, err)
		}
		if _, err := Suggestions(DefaultRules(), d); !errors.Is(err, ErrDetached) {
			t.Errorf("Suggestions with a nil %T: %v", d, err)
		}
		if err := DefaultSecretCheck("SOLVE", d); !errors.Is(err, ErrDetached) {
			t.Errorf("DefaultSecretCheck with a nil %T: %v", d, err)
		}
		if IsPlural("CARTS", d) {
			t.Errorf("IsPlural with a nil %T", d)
		}
	}
	s := play(t, mustNew(t, DefaultRules(), Setup{Players: 2}), "0 secret solve")
	// Attach(nil) is the bundled dictionary, as a nil Setup.Dictionary is.
	if a := s.Attach(dictionary.Common()).Attach(nil); a.Dictionary() != dictionary.Default() || a.Validate(Guess(1, "CRANE")) != nil {
		t.Errorf("Attach(nil) should give the bundled default dictionary, got %v", a.Dictionary())
	}
	for _, d := range []dictionary.Dictionary{nilList, nilFunc} {
		a := s.Attach(d)
		if a.Dictionary() != nil {
			t.Errorf("Attach(%T nil) should leave no dictionary", d)
		}
		if _, err := a.Apply(Guess(1, "CRANE")); !errors.Is(err, ErrDetached) {
			t.Errorf("a guess after Attach(%T nil): %v, want ErrDetached", d, err)
		}
		if _, err := a.Suggest(2); !errors.Is(err, ErrDetached) {
			t.Errorf("Suggest after Attach(%T nil): %v", d, err)
		}
		if _, err := a.Apply(GiveUp(1)); err != nil {
			t.Errorf("giving up needs no dictionary: %v", err)
		}
		if a = a.Attach(dictionary.Default()); a.Validate(Guess(1, "CRANE")) != nil {
			t.Error("attaching the dictionary again should work")
		}
	}
	// A nil map is a typed nil too (dictionary.Check, shared by every
	// game, refuses it); an empty one is a working dictionary of no words.
	e := play(t, mustNew(t, DefaultRules(), Setup{Players: 2}), "0 secret solve")
	if _, err := e.Attach(mapDict(nil)).Apply(Guess(1, "CRANE")); !errors.Is(err, ErrDetached) {
		t.Errorf("a guess with a nil map dictionary: %v, want ErrDetached", err)
	}
	if _, err := e.Attach(mapDict{}).Apply(Guess(1, "CRANE")); !errors.Is(err, ErrNotAWord) {
		t.Errorf("a guess with an empty map dictionary: %v, want ErrNotAWord", err)
	}
}

type mapDict map[string]bool

func (m mapDict) Contains(w string) bool { return m[strings.ToUpper(w)] }

func TestBundledDictionariesNeedNoAttach(t *testing.T) {
	for _, d := range []dictionary.Dictionary{nil, dictionary.Default(), dictionary.Common(), dictionary.CommonList()} {
		s := mustNew(t, DefaultRules(), Setup{Players: 2, Dictionary: d})
		s = play(t, s, "0 secret solve")
		var back State
		if err := back.UnmarshalText([]byte(encodeState(t, s))); err != nil {
			t.Fatal(err)
		}
		if back.Dictionary() == nil || back.Dictionary() != s.Dictionary() {
			t.Errorf("dictionary %T: decoded state has %v", d, back.Dictionary())
		}
		if _, err := back.Apply(Guess(1, "crane")); err != nil {
			t.Errorf("dictionary %T: %v", d, err)
		}
	}
	// Common lacks some Default words: the game must use the one it was given.
	s := mustNew(t, DefaultRules(), Setup{Players: 2, Dictionary: dictionary.Common()})
	s = play(t, s, "0 secret solve")
	if _, err := s.Apply(Guess(1, "AALII")); !errors.Is(err, ErrNotAWord) {
		t.Errorf("a Default-only word in a Common game: %v", err)
	}
}

func TestSolo(t *testing.T) {
	a := mustNew(t, DefaultRules(), Setup{Players: 1, Seed: 20261123})
	b := mustNew(t, DefaultRules(), Setup{Players: 1, Seed: 20261123})
	if a.Secret() == "" || a.Secret() != b.Secret() || a.Host() != -1 {
		t.Fatalf("solo secret %q and %q from one seed, host %d", a.Secret(), b.Secret(), a.Host())
	}
	list, err := Suggestions(DefaultRules(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := slices.BinarySearch(list, a.Secret()); !ok {
		t.Errorf("solo secret %q is not from the suggestion list", a.Secret())
	}
	seen := map[string]bool{}
	for seed := range uint64(20) {
		seen[mustNew(t, DefaultRules(), Setup{Players: 1, Seed: seed}).Secret()] = true
	}
	if len(seen) < 15 {
		t.Errorf("20 seeds drew only %d different secrets", len(seen))
	}
	if v := a.View(0); v.Rounds[0].Secret != "" {
		t.Errorf("the solo player sees the secret before the end: %+v", v.Rounds[0])
	}
	if _, err := a.Apply(SetSecret(0, "CRANE")); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("the solo player cannot set the secret: %v", err)
	}
	done := play(t, a, "crane", a.Secret())
	if !done.Over() || done.View(0).Rounds[0].Secret != a.Secret() || done.Result().Scores[0] != 2 {
		t.Errorf("solo game after solving in two: over %v, result %+v", done.Over(), done.Result())
	}
	daily := mustNew(t, DefaultRules(), Setup{Players: 1, Secret: "knoll"})
	if daily.Secret() != "KNOLL" {
		t.Errorf("Setup.Secret gave %q", daily.Secret())
	}
	if _, err := New(DefaultRules(), Setup{Players: 1, Secret: "knolls"}); !errors.Is(err, ErrBadSetup) || !errors.Is(err, ErrWrongLength) {
		t.Errorf("a bad solo secret: %v", err)
	}
	if _, err := New(DefaultRules(), Setup{Players: 1, Secret: "carts"}); !errors.Is(err, ErrPlural) {
		t.Errorf("a plural solo secret: %v", err)
	}
	if _, err := New(DefaultRules(), Setup{Players: 2, Secret: "knoll"}); !errors.Is(err, ErrBadSetup) {
		t.Errorf("Setup.Secret with two players: %v", err)
	}
}

func TestTeams(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Teams: [][]string{{"Ann", "Al"}, {"Bo"}, nil}, Seed: 3})
	if s.Players() != 3 || s.Name(0) != "Ann & Al" || s.Name(1) != "Bo" || s.Name(2) != "Player 3" {
		t.Errorf("team names: %q %q %q", s.Name(0), s.Name(1), s.Name(2))
	}
	m := s.Members(0)
	m[0] = "changed"
	if s.Members(0)[0] != "Ann" {
		t.Error("Members must return a copy")
	}
	if s.Members(5) != nil || s.Name(-1) != "" {
		t.Error("out-of-range players have no name or members")
	}
	named := mustNew(t, DefaultRules(), Setup{Names: []string{"Reds", "Blues"}, Teams: [][]string{{"a", "b"}, {"c"}}})
	if named.Name(0) != "Reds" || !slices.Equal(named.Members(0), []string{"a", "b"}) {
		t.Errorf("named teams: %q %v", named.Name(0), named.Members(0))
	}
	var back State
	if err := back.UnmarshalText([]byte(encodeState(t, named))); err != nil || back.Name(1) != "Blues" || !slices.Equal(back.Members(1), []string{"c"}) {
		t.Errorf("teams after a round trip: %v %q %v", err, back.Name(1), back.Members(1))
	}
}

func TestSetupAndRulesErrors(t *testing.T) {
	for _, r := range []Rules{{}, {WordLength: 3, Tries: 6}, {WordLength: 9, Tries: 6}, {WordLength: 5}, {WordLength: 5, Tries: MaxTries + 1}, TimedMode(-time.Second)} {
		if err := r.Validate(); !errors.Is(err, ErrBadRules) {
			t.Errorf("%+v: Validate %v", r, err)
		}
		if _, err := New(r, Setup{Players: 2}); !errors.Is(err, ErrBadRules) {
			t.Errorf("%+v: New %v", r, err)
		}
	}
	for _, r := range []Rules{DefaultRules(), FastMode(), HardMode(), TimedMode(90 * time.Second), TimedMode(0)} {
		if err := r.Validate(); err != nil {
			t.Errorf("preset %+v: %v", r, err)
		}
	}
	for _, su := range []Setup{{}, {Players: MaxPlayers + 1}, {Players: 2, Names: []string{"a"}}, {Names: []string{}}, {Players: 3, Teams: [][]string{{"a"}}}, {Names: []string{"a", "b"}, Teams: [][]string{{"x"}}}} {
		if _, err := New(DefaultRules(), su); !errors.Is(err, ErrBadSetup) {
			t.Errorf("%+v: New %v, want ErrBadSetup", su, err)
		}
	}
}

func TestZeroValues(t *testing.T) {
	moves := []Move{Guess(0, "CRANE"), SetSecret(0, "SOLVE"), GiveUp(0), TimeUp(0), {}}
	gametest.Zero(t, func(s State, m Move) error { _, err := s.Score(m); return err }, moves...)
	var s State
	if _, ok := s.LastMove(); !s.Over() || s.Players() != 0 || s.Host() != -1 || s.Secret() != "" || len(s.ToMove()) != 0 || len(s.History()) != 0 || ok {
		t.Error("zero State accessors")
	}
	for _, m := range moves {
		if next, err := s.Apply(m); !errors.Is(err, ErrGameOver) || !next.Over() || next.history.Len() != 0 {
			t.Errorf("zero State Apply(%v) = %v, want ErrGameOver and the zero State", m, err)
		}
	}
	if got := s.Attach(dictionary.Default()); !got.Over() {
		t.Error("Attach made the zero State a game")
	}
	if _, err := s.Suggest(3); !errors.Is(err, ErrGameOver) {
		t.Errorf("Suggest: %v", err)
	}
	if r := s.Result(); len(r.Scores) != 0 || len(r.Winners) != 0 {
		t.Errorf("Result: %+v", r)
	}
	if v := s.View(0); len(v.Rounds) != 0 {
		t.Errorf("View: %+v", v)
	}
	b, err := json.Marshal(s)
	if err != nil || string(b) != `""` {
		t.Errorf("json of the zero State: %s, %v", b, err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || back.players != 0 {
		t.Errorf("zero State back from JSON: %v", err)
	}
	if _, err := (Move{}).MarshalText(); err == nil {
		t.Error("the zero Move has no text form")
	}
	if (Move{}).String() != "0 (none)" {
		t.Errorf("zero Move String = %q", Move{}.String())
	}
	var nilErr *MoveError
	if nilErr.Error() == "" || nilErr.Unwrap() != nil || (&MoveError{}).Error() == "" {
		t.Error("MoveError values a caller can build must print")
	}
	if st := Status(99); st.String() != "status(99)" {
		t.Errorf("Status(99) = %q", st)
	}
	if _, err := Status(99).MarshalText(); err == nil {
		t.Error("an unknown Status has no text form")
	}
}

func TestIsPlural(t *testing.T) {
	for w, want := range map[string]bool{
		"CATS": true, "carts": true, "BOXES": true, "SPIES": true, "TRIES": true, "CALVES": true,
		"ABYSS": false, "GLOSS": false, "BRASS": false, "CHAOS": false, "GENUS": false,
		"SOLVE": false, "LENS": false, "BASIS": false, "S": false, "": false, "CAT5": false,
	} {
		if got := IsPlural(w, nil); got != want {
			t.Errorf("IsPlural(%q) = %v, want %v", w, got, want)
		}
	}
	if err := DefaultSecretCheck("abyss", nil); err != nil {
		t.Errorf("ABYSS is a fine secret: %v", err)
	}
	if err := DefaultSecretCheck("x-ray", nil); !errors.Is(err, ErrNotLetters) {
		t.Errorf("X-RAY: %v", err)
	}
}

func TestSuggestions(t *testing.T) {
	for n := MinWordLength; n <= MaxWordLength; n++ {
		r := DefaultRules()
		r.WordLength = n
		list, err := Suggestions(r, nil)
		if err != nil || len(list) < 100 {
			t.Fatalf("length %d: %d suggestions, %v", n, len(list), err)
		}
		if !slices.IsSorted(list) {
			t.Errorf("length %d: not sorted", n)
		}
		for _, w := range list {
			if len(w) != n || DefaultSecretCheck(w, nil) != nil || !dictionary.Common().Contains(w) {
				t.Errorf("length %d: unsuitable suggestion %q", n, w)
			}
		}
	}
	list, _ := Suggestions(DefaultRules(), nil)
	list[0] = "MUTATED"
	if again, _ := Suggestions(DefaultRules(), nil); again[0] == "MUTATED" {
		t.Error("Suggestions must return a copy of its cache")
	}
	s := mustNew(t, DefaultRules(), Setup{Players: 2, Seed: 9})
	a, err := s.Suggest(8)
	b, _ := s.Suggest(8)
	if err != nil || len(a) != 8 || !slices.Equal(a, b) {
		t.Errorf("Suggest(8) = %v, %v; again %v", a, err, b)
	}
	if got := len(slices.Compact(slices.Sorted(slices.Values(a)))); got != 8 {
		t.Errorf("suggestions repeat: %v", a)
	}
	if none, err := s.Suggest(0); none != nil || err != nil {
		t.Errorf("Suggest(0) = %v, %v", none, err)
	}
	empty, _ := dictionary.FromSlice([]string{"zzz"})
	if _, err := New(DefaultRules(), Setup{Players: 1, Dictionary: empty}); !errors.Is(err, ErrNoSuggestions) {
		t.Errorf("solo game without suggestions: %v", err)
	}
}

func TestScore(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Players: 2})
	sc, err := s.Score(SetSecret(0, "SOLVE"))
	if err != nil || sc.Total != 0 || !sc.Final {
		t.Errorf("Score(secret) = %+v, %v", sc, err)
	}
	s = play(t, s, "0 secret solve")
	for _, c := range []struct {
		m     Move
		total int
		final bool
		label string
	}{
		{Guess(1, "CRANE"), 0, false, "row 1 of 6, not solved yet"},
		{Guess(1, "SOLVE"), 1, true, "solved in 1 try"},
		{GiveUp(1), 7, true, "gave up"},
	} {
		sc, err := s.Score(c.m)
		if err != nil || sc.Total != c.total || sc.Final != c.final || len(sc.Parts) != 1 || sc.Parts[0].Label != c.label {
			t.Errorf("Score(%v) = %+v, %v", c.m, sc, err)
		}
	}
	for range 5 {
		s = play(t, s, "1 guess crane")
	}
	if sc, _ := s.Score(Guess(1, "CRATE")); sc.Total != 7 || sc.Parts[0].Label != "not solved in 6 tries" {
		t.Errorf("last failing try: %+v", sc)
	}
	if _, err := s.Score(Guess(1, "QXZQX")); !errors.Is(err, ErrNotAWord) {
		t.Errorf("Score of an illegal move: %v", err)
	}
}

func TestParseMove(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Players: 3})
	set := play(t, s, "0 secret solve")
	one := play(t, set, "1 giveup")
	for _, c := range []struct {
		s    State
		text string
		want Move
		err  bool
	}{
		{s, "0 secret solve", SetSecret(0, "SOLVE"), false},
		{s, "0 solve", SetSecret(0, "SOLVE"), false},
		{s, "  1   GUESS   Crane ", Guess(1, "CRANE"), false},
		{set, "2 crane", Guess(2, "CRANE"), false},
		{set, "2 giveup", GiveUp(2), false},
		{set, "2 TimeUp", TimeUp(2), false},
		{set, `2 guess "cr ne"`, Guess(2, "CR NE"), false},
		{set, "crane", Move{}, true}, // two guessers could mean it
		{one, "crane", Guess(2, "CRANE"), false},
		{one, "giveup", Move{}, true},
		{s, "", Move{}, true},
		{s, "1", Move{}, true},
		{s, "1 guess a b", Move{}, true},
		{s, "1 guess cr4ne", Move{}, true},
		{s, `1 guess "unterminated`, Move{}, true},
		{s, `1 2 3 "x"`, Move{}, true},
	} {
		got, err := ParseMove(c.s, c.text)
		if c.err {
			if err == nil || !errors.Is(err, ErrSyntax) {
				t.Errorf("ParseMove(%q) = %v, %v; want a syntax error", c.text, got, err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("ParseMove(%q) = %#v, %v; want %#v", c.text, got, err, c.want)
		}
	}
}

func TestMoveText(t *testing.T) {
	for _, m := range []Move{SetSecret(0, "solve"), Guess(12, "CRANE"), GiveUp(1), TimeUp(2), Guess(-3, ""), {Kind: KindGuess, Player: 1, Word: "a b\"c"}, {Kind: KindGiveUp, Player: 1, Word: "X"}, Guess(1, "crane\xff"), {Kind: KindGuess, Player: 2, Masked: true, Greens: 2, Yellows: 1}, {Kind: KindGuess, Player: 0, Masked: true}} {
		b := gametest.Text(t, m)
		var back Move
		if err := back.UnmarshalText([]byte(b)); err != nil || back != m {
			t.Errorf("%#v → %q → %#v, %v", m, b, back, err)
		}
		js := gametest.JSON(t, m)
		var jback Move
		if json.Unmarshal([]byte(js), &jback) != nil || jback != m {
			t.Errorf("%#v JSON %s → %#v", m, js, jback)
		}
	}
	if got := Guess(1, "crane").String(); got != "1 guess CRANE" {
		t.Errorf("String = %q", got)
	}
	for _, bad := range []string{"", "1", "x guess CRANE", "1 shout CRANE", "1 none", "1 guess CR4NE", "1  guess CRANE"} {
		var m Move
		if err := m.UnmarshalText([]byte(bad)); !errors.Is(err, ErrSyntax) {
			t.Errorf("UnmarshalText(%q): %v", bad, err)
		}
	}
}

func TestStateText(t *testing.T) {
	s := mustNew(t, TimedMode(90*time.Second), Setup{Names: []string{"Ann", `Bob "B"`}, Seed: 5})
	s = play(t, s, "0 secret solve", "1 timeup", "1 guess crane")
	text := encodeState(t, s)
	want := `wordle 1
rules length=5 tries=6 time=1m30s fast=false hard=false check=default
dictionary default
players 2
names "Ann" "Bob \"B\""
rng 000000000000000574696c656b697421
0 secret SOLVE
1 timeup
1 guess CRANE
`
	if text != want {
		t.Errorf("text form:\n%s\nwant:\n%s", text, want)
	}
	js, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(js, &back); err != nil || encodeState(t, back) != text {
		t.Errorf("JSON round trip: %v", err)
	}
	// A rules line of the wrong shape is named once, with the shape it
	// must have.
	var st State
	err = st.UnmarshalText([]byte(strings.Replace(want, " check=default", "", 1)))
	if err == nil || !strings.Contains(err.Error(), "state: rules: want length=") {
		t.Errorf("rules line without check: %v", err)
	}
	// As in every game's state text, the final newline may be left out.
	if err := back.UnmarshalText([]byte(strings.TrimSuffix(want, "\n"))); err != nil || encodeState(t, back) != text {
		t.Errorf("text without its final newline: %v", err)
	}
	for _, bad := range []string{
		"wordle 2\n",
		strings.Replace(want, "tries=6", "tries=0", 1),
		strings.Replace(want, "1 guess CRANE", "1 guess QXZQX", 1),
		strings.Replace(want, "1 guess CRANE", "2 guess CRANE", 1),
		strings.Replace(want, "0 secret SOLVE", "0 secret CARTS", 1),
		strings.Replace(want, "players 2", "players 0", 1),
		strings.Replace(want, `"Ann" `, "", 1),
		strings.Replace(want, "rng 0", "rng x", 1),
		strings.Replace(want, "players 2", "players 02", 1),
		strings.Replace(want, "time=1m30s", "time=90s", 1),
		want + "\n",
	} {
		var st State
		if err := st.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("UnmarshalText accepted:\n%s", bad)
		}
	}
}

// TestViewsKeepSecrets plays random games and checks the information
// rules after every move: a guesser never sees the secret of an unfinished
// round (unless they found it) nor anyone else's letters.
func TestViewsKeepSecrets(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		s := randomGame(t)
		for range rapid.IntRange(0, 60).Draw(t, "steps") {
			checkViews(t, s)
			m := rapid.SampledFrom(candidateMoves(t, s)).Draw(t, "move")
			if next, err := s.Apply(m); err == nil {
				s = next
			}
		}
		checkViews(t, s)
	})
}

func TestResultHoldsNoSecrets(t *testing.T) {
	s := play(t, mustNew(t, DefaultRules(), Setup{Players: 3}), "0 secret solve", "1 guess slime", "2 guess crane")
	b := gametest.JSON(t, s.Result())
	if want := `{"over":false,"scores":[0,0,0],"rounds":[],"winners":[]}`; b != want {
		t.Errorf("Result mid-game %s, want %s", b, want)
	}
}

func checkViews(t *rapid.T, s State) {
	cur := s.current()
	for p := -1; p <= s.Players(); p++ {
		v := s.View(p)
		if len(v.Rounds) != s.Round()+1 || v.Over != s.Over() {
			t.Fatalf("view of %d: %d rounds, over %v", p, len(v.Rounds), v.Over)
		}
		rv := v.Rounds[len(v.Rounds)-1]
		host := p == cur.host && p >= 0
		js := gametest.JSON(t, rv)
		solved := p >= 0 && p < s.Players() && cur.boards[p].status == StatusSolved
		if !cur.over && !host && cur.secret != "" && !solved && strings.Contains(js, `"`+cur.secret+`"`) {
			t.Fatalf("view of player %d leaks the secret %s:\n%s", p, cur.secret, js)
		}
		for q, b := range rv.Boards {
			for i, row := range b.Rows {
				real := cur.boards[q].rows[i]
				g, y := real.pat.Counts()
				if row.Greens != g || row.Yellows != y || row.CrossedOut != (real.word == "") {
					t.Fatalf("view of %d, board %d row %d: counts %+v, want %d/%d", p, q, i, row, g, y)
				}
				if (row.Word != "") != ((host || p == q) && real.word != "") {
					t.Fatalf("view of %d sees board %d row %d as %+v", p, q, i, row)
				}
			}
		}
	}
}

// TestHistoryReplays checks that History replays to the same State
// for random games (the decoder relies on it).
func TestHistoryReplays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomGame(t)
		start := s
		for range rapid.IntRange(0, 80).Draw(t, "steps") {
			m := rapid.SampledFrom(candidateMoves(t, s)).Draw(t, "move")
			if next, err := s.Apply(m); err == nil {
				s = next
			}
		}
		r2 := start
		for _, m := range s.History() {
			var err error
			if r2, err = r2.Apply(m); err != nil {
				t.Fatalf("History move %v rejected: %v", m, err)
			}
		}
		a, _ := s.MarshalText()
		b, _ := r2.MarshalText()
		if string(a) != string(b) {
			t.Fatalf("History replay differs:\n%s\n%s", a, b)
		}
		res := s.Result()
		total := 0
		for _, pts := range res.Rounds {
			for _, x := range pts {
				total += x
			}
		}
		if fmt.Sprint(total) != fmt.Sprint(sum(res.Scores)) {
			t.Fatalf("round points %v do not add up to scores %v", res.Rounds, res.Scores)
		}
	})
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// TestConcurrentUse shares one State between goroutines (run with -race).
func TestConcurrentUse(t *testing.T) {
	s := play(t, mustNew(t, HardMode(), Setup{Players: 3, Seed: 4}), "0 secret solve", "1 guess slime")
	want := encodeState(t, s)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			r := DefaultRules()
			r.WordLength = 4 + g // cold suggestion caches, filled concurrently
			if _, err := Suggestions(r, nil); err != nil {
				t.Error(err)
			}
			for range 20 {
				if _, err := s.Apply(Guess(1+g%2, "STOLE")); err != nil {
					t.Error(err)
				}
				_ = s.View(g % 3)
				if _, err := s.Suggest(3); err != nil {
					t.Error(err)
				}
				if _, err := s.MarshalText(); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	if encodeState(t, s) != want {
		t.Error("concurrent use changed the shared State")
	}
}
