package tilekit

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// step is a move of no game, for testing MoveError alone.
type step int

func (m step) String() string               { return string(rune('0' + m)) }
func (m step) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

func TestMoveErrorText(t *testing.T) {
	for _, c := range []struct {
		e    *MoveError[step]
		want string
	}{
		{&MoveError[step]{Player: "Ann", Move: 2, Err: ErrNotHeld, Detail: "no 2"}, "tilekit: Ann: 2: no 2"},
		{&MoveError[step]{Text: "zz", Err: ErrSyntax}, "tilekit: zz: cannot be read"},
		{&MoveError[step]{Err: ErrGameOver}, "tilekit: the game is over"},
		{nil, "tilekit: <nil MoveError>"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
	wrapped := errors.Join(errors.New("context"), &MoveError[step]{Err: ErrNotHeld, Detail: "no such tile"})
	if got := Detail(wrapped); got != "no such tile" {
		t.Errorf("Detail = %q", got)
	}
	if got := Detail(errors.New("plain")); got != "plain" {
		t.Errorf("Detail of a plain error = %q", got)
	}
}

func TestLevels(t *testing.T) {
	for _, l := range Levels() {
		b, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		var back Level
		if err := json.Unmarshal(b, &back); err != nil || back != l || string(b) != `"`+l.String()+`"` {
			t.Errorf("%v: JSON %s reads back as %v, %v", l, b, back, err)
		}
	}
	if l, err := ParseLevel("EXPERT"); err != nil || l != Expert {
		t.Errorf("ParseLevel(EXPERT) = %v, %v", l, err)
	}
	if _, err := ParseLevel(strings.Repeat("x", 1000)); !errors.Is(err, ErrSyntax) || len(err.Error()) > 200 {
		t.Errorf("ParseLevel of junk: %v", err)
	}
	if _, err := Level(9).MarshalText(); err == nil {
		t.Error("Level(9) marshals")
	}
}

func TestJSONNeverNull(t *testing.T) {
	for _, v := range []any{Outcome{}, Hint{}, Preview{}, Preset{}} {
		b, err := json.Marshal(v)
		if err != nil || strings.Contains(string(b), "null") {
			t.Errorf("%T encodes as %s (%v)", v, b, err)
		}
	}
	b, _ := json.Marshal(Outcome{Over: true, Scores: []int{3}, Winners: []int{0}, LowerWins: true, Reason: "r"})
	if string(b) != `{"over":true,"scores":[3],"winners":[0],"lowerWins":true,"reason":"r"}` {
		t.Errorf("Outcome JSON = %s", b)
	}
	if got := (Preview{Total: 29, Parts: []string{"BEET 20", "TUBE 9"}}).String(); got != "+29 (BEET 20, TUBE 9)" {
		t.Errorf("Preview.String = %q", got)
	}
}

// ParseLevel reads every level's name back and refuses anything else with
// a short error.
func FuzzParseLevel(f *testing.F) {
	for _, s := range []string{"easy", "Medium", "HARD", "expert", "", "level(4)", "eXpErT\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLevel(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) || len(err.Error()) > 300 {
				t.Fatalf("ParseLevel(%q): %v", s, err)
			}
			return
		}
		if !strings.EqualFold(l.String(), s) {
			t.Fatalf("ParseLevel(%q) = %v", s, l)
		}
		var back Level
		if text, err := l.MarshalText(); err != nil || back.UnmarshalText(text) != nil || back != l {
			t.Fatalf("%v does not round-trip: %q, %v", l, text, err)
		}
	})
}
