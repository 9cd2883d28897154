package wordgame

import (
	"errors"
	"testing"
)

func mustNew(t *testing.T, r Rules, seed uint64) State {
	t.Helper()
	s, err := New(r, Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustCGP(t *testing.T, r Rules, text string) State {
	t.Helper()
	s, err := FromCGP(r, nil, text)
	if err != nil {
		t.Fatalf("FromCGP(%q): %v", text, err)
	}
	return s
}

func mustParse(t *testing.T, s State, text string) Move {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", text, err)
	}
	return m
}

func TestSmoke(t *testing.T) {
	s := mustCGP(t, Classic(), "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEHLRT/ 0/0 0")
	m := mustParse(t, s, "8D HALTED")
	sc, err := s.Score(m)
	if err != nil {
		t.Fatal(err)
	}
	if sc.Total != 28 {
		t.Fatalf("8D HALTED = %v, want 28", sc)
	}
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := next.MarshalText()
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	again, _ := back.MarshalText()
	if string(again) != string(text) {
		t.Fatalf("round trip:\n%s\n%s", text, again)
	}
	t.Logf("%s", text)
	if _, err := next.Apply(mustParse(t, next, "9D QQ")); !errors.Is(err, ErrNotOnRack) && !errors.Is(err, ErrNotInDictionary) {
		t.Fatalf("got %v", err)
	}
}
