package wordle

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/internal/gametest"
)

// Tests of the moves and input the game refuses: the errors name the
// player and the character at fault, quote the input clipped, and leave
// the State as it was.

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
