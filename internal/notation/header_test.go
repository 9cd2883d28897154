package notation

import (
	"errors"
	"strings"
	"testing"
)

func split(s string) ([]string, error) { return strings.Fields(s), nil }

func TestHeader(t *testing.T) {
	text := "game 1\nplayers 2\nnames A B\nseed 42\ndictionary common\nmove x\nmove y\n"
	in := NewLines(text)
	if err := in.Version("game 1"); err != nil {
		t.Fatal(err)
	}
	n, names, err := in.Players(4, split)
	if err != nil || n != 2 || len(names) != 2 {
		t.Fatalf("Players = %d, %q, %v", n, names, err)
	}
	if seed, err := in.Uint("seed"); err != nil || seed != 42 {
		t.Fatalf("Uint = %d, %v", seed, err)
	}
	byName := func(s string) (int, bool) { return len(s), s == "common" || s == "default" }
	if d, custom, err := Dictionary(in, byName); err != nil || custom || d != 6 {
		t.Fatalf("Dictionary = %d, %v, %v", d, custom, err)
	}
	var got []string
	if err := in.Each("move", func(m string) error { got = append(got, m); return nil }); err != nil || len(got) != 2 {
		t.Fatalf("Each = %q, %v", got, err)
	}
	if err := Canonical(text, []byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := Canonical(strings.TrimSuffix(text, "\n"), []byte(text)); err != nil {
		t.Fatal("a missing final newline:", err)
	}
}

func TestHeaderErrors(t *testing.T) {
	long := strings.Repeat("9", 5000)
	byName := func(string) (int, bool) { return 0, false }
	for _, c := range []struct {
		text string
		read func(*Lines) error
		want string
	}{
		{"game 2\n", func(l *Lines) error { return l.Version("game 1") }, `first line must be "game 1"`},
		{"players 9\n", func(l *Lines) error { _, _, err := l.Players(4, split); return err }, `players: want 1-4, got "9"`},
		{"players " + long + "\n", func(l *Lines) error { _, _, err := l.Players(4, split); return err }, `players: want 1-4, got "9999`},
		{"players 2\nnames A\n", func(l *Lines) error { _, _, err := l.Players(4, split); return err }, `names: 1 names for 2 players`},
		{"seed x" + long + "\n", func(l *Lines) error { _, err := l.Uint("seed"); return err }, `seed: "x999`},
		{"dictionary big\n", func(l *Lines) error { _, _, err := Dictionary(l, byName); return err }, `line 1: dictionary must be default, common or custom, not "big"`},
		{"move a\nmove b\n", func(l *Lines) error {
			return l.Each("move", func(m string) error {
				if m == "b" {
					return errors.New("no b")
				}
				return nil
			})
		}, `line 2: no b`},
		{"move a\nmoves b\n", func(l *Lines) error { return l.Each("move", func(string) error { return nil }) }, `line 2: want the "move" line`},
	} {
		err := c.read(NewLines(c.text))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || len(err.Error()) > 120 {
			t.Errorf("%.20q: got %v, want %s...", c.text, err, c.want)
		}
	}
	err := Canonical("a\nb \nc\n", []byte("a\nb\nc\n"))
	if err == nil || err.Error() != `line 2: "b " is not the game's own spelling (want "b")` {
		t.Errorf("Canonical: %v", err)
	}
}
