package wordle

import (
	"encoding/json"
	"strings"
	"testing"
)

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
