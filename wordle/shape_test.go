package wordle

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// Tests of the shape every tilekit game shares and of hostile input.

func TestHistoryAndLastMove(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Players: 3})
	if m, ok := s.LastMove(); ok || m != (Move{}) || len(s.History()) != 0 {
		t.Fatalf("a new game has no last move: %v %v %v", m, ok, s.History())
	}
	s = play(t, s, "0 secret solve", "2 guess crane", "1 guess slime", "2 giveup")
	want := []Move{SetSecret(0, "SOLVE"), Guess(2, "CRANE"), Guess(1, "SLIME"), GiveUp(2)}
	if got := s.History(); !slices.Equal(got, want) {
		t.Fatalf("History = %v, want %v (the order of application)", got, want)
	}
	if m, ok := s.LastMove(); !ok || m != GiveUp(2) {
		t.Errorf("LastMove = %v, %v", m, ok)
	}
	// The slice is a copy.
	h := s.History()
	h[0] = GiveUp(1)
	if s.History()[0] != want[0] {
		t.Error("changing History's slice changed the State")
	}
	// Two children of one parent do not see each other's moves.
	a, err := s.Apply(Guess(1, "SOLVE"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Apply(GiveUp(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.History(); !slices.Equal(got, append(slices.Clone(want), Guess(1, "SOLVE"))) {
		t.Errorf("child a History = %v", got)
	}
	if got := b.History(); !slices.Equal(got, append(slices.Clone(want), GiveUp(1))) {
		t.Errorf("child b History = %v", got)
	}
	if got := s.History(); !slices.Equal(got, want) {
		t.Errorf("parent History changed to %v", got)
	}
	// The text form keeps the order, and the decoded state its history.
	var back State
	if err := back.UnmarshalText([]byte(encodeState(t, a))); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.History(), a.History()) {
		t.Errorf("decoded History = %v, want %v", back.History(), a.History())
	}
}

func TestParseMoveMethod(t *testing.T) {
	s := fuzzState(t)
	for _, text := range []string{"1 guess crane", "2 slime", "0 secret x", "", "gİveup"} {
		m1, err1 := s.ParseMove(text)
		m2, err2 := ParseMove(s, text)
		if m1 != m2 || (err1 == nil) != (err2 == nil) {
			t.Errorf("%q: method %v %v, function %v %v", text, m1, err1, m2, err2)
		}
	}
}

func TestZeroStateIsOver(t *testing.T) {
	var s State
	if !s.Over() || len(s.ToMove()) != 0 {
		t.Fatalf("the zero State must be over with no one to move: over %v, toMove %v", s.Over(), s.ToMove())
	}
	for _, m := range []Move{Guess(0, "CRANE"), SetSecret(0, "SOLVE"), GiveUp(0), TimeUp(0), {}} {
		next, err := s.Apply(m)
		if !errors.Is(err, ErrGameOver) || !next.Over() || next.history.Len() != 0 {
			t.Errorf("zero State Apply(%v) = %v, want ErrGameOver and the zero State", m, err)
		}
	}
	if got := s.Attach(dictionary.Default()); !got.Over() {
		t.Error("Attach made the zero State a game")
	}
}

func TestMoveErrorNamesPlayer(t *testing.T) {
	s := play(t, mustNew(t, DefaultRules(), Setup{Names: []string{"Ann", "Bob"}}), "0 secret solve")
	_, err := s.Apply(Guess(1, "QXZZY"))
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("%v is not a *MoveError", err)
	}
	if me.Player != "Bob" || me.Move != Guess(1, "QXZZY") || me.Detail != `"QXZZY" is not a word` {
		t.Errorf("MoveError = %+v", *me)
	}
	if want := `wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word`; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	// A seat outside the game has no name.
	_, err = s.Apply(Guess(7, "CRANE"))
	if !errors.As(err, &me) || me.Player != "" || err.Error() != "wordle: 7 guess CRANE: the move is for a seat that is not at the table (2 players)" {
		t.Errorf("unknown seat: %v", err)
	}
	// A guesser who has finished may not move now: the specific sentinel
	// and the shared one both match.
	three := play(t, mustNew(t, DefaultRules(), Setup{Players: 3}), "0 secret solve", "1 giveup")
	if _, err := three.Apply(Guess(1, "CRANE")); !errors.Is(err, ErrPlayerDone) || !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("a guess after giving up: %v, want ErrPlayerDone and ErrNotYourTurn", err)
	}
	// Details read well alone: no seat numbers, names instead.
	_, err = s.Apply(Guess(0, "CRANE"))
	if !errors.As(err, &me) || me.Detail != "Ann hosts round 1 and does not guess" {
		t.Errorf("host guessing: %q", me.Detail)
	}
}

// A rejected Apply returns its receiver, unchanged.
func TestRejectedApplyReturnsReceiver(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomGame(t)
		for range rapid.IntRange(0, 40).Draw(t, "steps") {
			m := rapid.SampledFrom(candidateMoves(t, s)).Draw(t, "move")
			before, _ := s.MarshalText()
			next, err := s.Apply(m)
			if err == nil {
				s = next
				continue
			}
			if got, _ := next.MarshalText(); string(got) != string(before) || !slices.Equal(next.History(), s.History()) {
				t.Fatalf("rejected %v returned another State:\n%s\nwant\n%s", m, got, before)
			}
			if lm, ok := next.LastMove(); ok != (len(s.History()) > 0) || ok && lm != s.History()[len(s.History())-1] {
				t.Fatalf("rejected %v changed LastMove", m)
			}
		}
	})
}

// Decoding refuses move lines of megabytes with memory proportional to
// the input (gametest.Hostile checks the header lines).
func TestUnmarshalTextLongMoves(t *testing.T) {
	const size = 10 << 20
	header := encodeState(t, mustNew(t, DefaultRules(), Setup{Players: 2}))
	for name, text := range map[string]string{
		"state then bad moves":  header + strings.Repeat("0 x\n", size/4),
		"one long quoted guess": header + "0 secret \"" + strings.Repeat("A", size) + "\"\n",
	} {
		gametest.Refuses[State](t, name, []byte(text))
	}
}

// Errors quote a clipped piece of the input and name
// a non-ASCII character as the character.
func TestErrorsClipInputAndNameCharacters(t *testing.T) {
	s := fuzzState(t)
	long := strings.Repeat("A", 1<<20)
	longBad := strings.Repeat("ı", 1<<19)
	var errs []error
	add := func(_ any, err error) { errs = append(errs, err) }
	errs = append(errs, s.Validate(Guess(1, long)), s.Validate(Guess(1, longBad)))
	add(s.Apply(Guess(2, long)))
	add(s.Apply(SetSecret(0, long)))
	add(Feedback(long, long+"B"))
	add(Feedback(longBad, longBad))
	add(ParsePattern(long))
	add(ParsePattern(longBad))
	add(ParseMove(s, long))
	add(ParseMove(s, "1 guess "+longBad))
	add(ParseMove(s, `1 guess "`+long))
	add(parseStrict("1 " + long))
	errs = append(errs, DefaultSecretCheck(longBad, nil), DefaultSecretCheck(long, nil))
	for i, err := range errs {
		gametest.ShortError(t, fmt.Sprintf("error %d", i), err, 300)
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{s.Validate(Guess(1, "ıdeas")), `'ı' in "ıDEAS" is not a letter A-Z`},
		{mustNew(t, DefaultRules(), Setup{Players: 2}).Validate(SetSecret(0, "cafés")), `'é' in "CAFéS"`},
		{errOf(Feedback("ıdeas", "crane")), `'ı' in "ıdeas" is not a letter A-Z`},
		{errOf(Feedback("crane", "cranĆ")), `'Ć'`},
		{errOf(ParsePattern("GGıGG")), `'ı' is not G, Y or '.'`},
		{errOf(ParseMove(s, "1 guess ıdeas")), `'ı' in "ıdeas"`},
		{DefaultSecretCheck("ıdeas", nil), `'ı'`},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) || strings.Contains(c.err.Error(), "'Ä'") || strings.Contains(c.err.Error(), `'\xc4'`) {
			t.Errorf("error %v should name the character: %s", c.err, c.want)
		}
	}
}

func errOf[T any](_ T, err error) error { return err }

// Keywords match in any ASCII case, fields are separated by ASCII space
// only, and a Move's own text is canonical (gametest.Hostile checks that
// no Unicode lookalike stands for an ASCII letter).
func TestMoveTextCaseAndSpace(t *testing.T) {
	s := fuzzState(t)
	for _, text := range []string{"0 secret\u00a0SOLVE", "1 guess\u2003crane"} {
		if m, err := ParseMove(s, text); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", text, m)
		}
	}
	for text, want := range map[string]Move{"1 GiveUp": GiveUp(1), "2 TIMEUP": TimeUp(2), "1\tGUESS\tslime": Guess(1, "SLIME")} {
		if m, err := ParseMove(s, text); err != nil || m != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", text, m, err, want)
		}
	}
	var m Move
	for _, text := range []string{"1 gİveup", "+1 giveup", "01 giveup", "1 GIVEUP"} {
		if err := m.UnmarshalText([]byte(text)); err == nil {
			t.Errorf("Move.UnmarshalText(%q) = %v, want an error", text, m)
		}
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

func TestKeyboard(t *testing.T) {
	var k Keyboard
	for _, g := range []string{"SPEED", "ABIDE", "EERIE"} {
		p, err := Feedback("ABIDE", g)
		if err != nil {
			t.Fatal(err)
		}
		k = k.With(g, p)
	}
	for letter, want := range map[rune]KeyStatus{'A': KeyGreen, 'E': KeyGreen, 'S': KeyGrey, 'P': KeyGrey, 'D': KeyGreen, 'R': KeyGrey, 'Z': KeyUnknown, 'e': KeyGreen, '?': KeyUnknown} {
		if got := k.Status(letter); got != want {
			t.Errorf("Status(%c) = %v, want %v", letter, got, want)
		}
	}
	// A repeated letter keeps its best mark: E yellow in one place, grey
	// in another.
	p, _ := Feedback("CRANE", "EERIE")
	if got := (Keyboard{}).With("eerie", p).Status('E'); got != KeyGreen {
		t.Errorf("E after EERIE on CRANE = %v", got)
	}
	p, _ = Feedback("ABIDE", "SPEED")
	if got := (Keyboard{}).With("SPEED", p); got.Status('E') != KeyYellow || got.Letters(KeyYellow) != "DE" {
		t.Errorf("SPEED on ABIDE: E %v, yellows %q", got.Status('E'), got.Letters(KeyYellow))
	}
	if got := k.Letters(KeyGreen); got != "ABDEI" {
		t.Errorf("greens %q", got)
	}
	b, err := json.Marshal(k)
	if err != nil || !strings.HasPrefix(string(b), `{"a":"green","b":"green","c":"unknown",`) {
		t.Fatalf("JSON %s, %v", b, err)
	}
	var back Keyboard
	if err := json.Unmarshal(b, &back); err != nil || back != k {
		t.Errorf("JSON round trip: %v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"A":"green","z":"grey"}`), &back); err != nil || back.Status('A') != KeyGreen || back.Status('Z') != KeyGrey {
		t.Errorf("Keyboard with an upper-case key: %v, %v", back, err)
	}
	for _, bad := range []string{`{"AA":"green"}`, `{"A":"blue"}`, `{"@":"grey"}`, `{"{":"grey"}`, `[]`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("Keyboard from %s: no error", bad)
		}
	}
	// View fills the keyboard from the rows the viewer can read.
	s := play(t, mustNew(t, DefaultRules(), Setup{Players: 3}), "0 secret solve", "1 guess slime")
	if got := s.View(1).Rounds[0].Boards[1].Keyboard; got.Letters(KeyGreen) != "ES" || got.Letters(KeyYellow) != "L" {
		t.Errorf("guesser's keyboard %v", got)
	}
	if got := s.View(2).Rounds[0].Boards[1].Keyboard; got != (Keyboard{}) {
		t.Errorf("another guesser's view of the keyboard shows %v", got)
	}
}

func TestBoardShareGrid(t *testing.T) {
	r := TimedMode(time.Minute)
	s := play(t, mustNew(t, r, Setup{Players: 4}), "0 secret solve", "1 guess crane", "1 timeup", "1 giveup", "2 timeup", "2 giveup")
	b := s.View(1).Rounds[0].Boards[1]
	got, err := b.ShareGrid("Wordle", r)
	if want := "Wordle X/6\n\n⬛⬛⬛⬛🟩\n⬜⬜⬜⬜⬜"; err != nil || got != want {
		t.Errorf("give-up board: %q, %v; want %q", got, err, want)
	}
	got, err = s.View(2).Rounds[0].Boards[2].ShareGrid("", r)
	if want := "X/6\n\n⬜⬜⬜⬜⬜"; err != nil || got != want {
		t.Errorf("time-out board: %q, %v; want %q", got, err, want)
	}
	for name, bad := range map[string]Board{
		"playing": s.View(3).Rounds[0].Boards[3],
		"hosting": s.View(0).Rounds[0].Boards[0],
		"hidden":  s.View(3).Rounds[0].Boards[1],
		"no rows": s.View(3).Rounds[0].Boards[2],
	} {
		if name == "no rows" {
			bad.Rows = nil
		}
		if _, err := bad.ShareGrid("Wordle", r); !errors.Is(err, ErrBadPattern) {
			t.Errorf("%s board: %v, want ErrBadPattern", name, err)
		}
	}
	// The package function takes a give-up (fewer rows, none solved) and
	// crossed-out rows (zero Patterns) too.
	p, _ := ParsePattern("Y....")
	got, err = ShareGrid("Wordle", []Pattern{p, {}}, 6, true)
	if want := "Wordle X/6*\n\n🟨⬛⬛⬛⬛\n⬜⬜⬜⬜⬜"; err != nil || got != want {
		t.Errorf("ShareGrid of a give-up: %q, %v; want %q", got, err, want)
	}
}

func TestRulesJSON(t *testing.T) {
	b, err := json.Marshal(TimedMode(90 * time.Second))
	if want := `{"wordLength":5,"tries":6,"timeLimitMs":90000,"fast":false,"hard":false}`; err != nil || string(b) != want {
		t.Errorf("JSON %s, %v; want %s", b, err, want)
	}
	rapid.Check(t, func(t *rapid.T) {
		r := Rules{
			WordLength: rapid.Int().Draw(t, "len"),
			Tries:      rapid.Int().Draw(t, "tries"),
			TimeLimit:  time.Duration(rapid.Int64().Draw(t, "time")),
			Fast:       rapid.Bool().Draw(t, "fast"),
			Hard:       rapid.Bool().Draw(t, "hard"),
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back Rules
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if back.WordLength != r.WordLength || back.Tries != r.Tries || back.TimeLimit != r.TimeLimit || back.Fast != r.Fast || back.Hard != r.Hard {
			t.Fatalf("%+v encodes as %s and reads back as %+v", r, b, back)
		}
	})
	for _, bad := range []string{`{"timeLimitMs":1.1234567}`, `{"timeLimitMs":1e3}`, `{"timeLimitMs":99999999999999999}`} {
		var r Rules
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("Rules from %s = %+v, want an error", bad, r)
		}
	}
}

func TestResultHoldsNoSecrets(t *testing.T) {
	s := play(t, mustNew(t, DefaultRules(), Setup{Players: 3}), "0 secret solve", "1 guess slime", "2 guess crane")
	b, err := json.Marshal(s.Result())
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"over":false,"scores":[0,0,0],"rounds":[],"winners":[]}`; string(b) != want {
		t.Errorf("Result mid-game %s, want %s", b, want)
	}
}
