package notation

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestWriterReadsBack writes a text with every Writer method and reads
// it back with Lines.
func TestWriterReadsBack(t *testing.T) {
	w := NewWriter("game 1")
	w.Line("seed", 42)
	w.Linef("rules", "size=%d fast=%t", 4, true)
	w.Players(2, []string{"A", "B"}, func(s []string) string { return strings.Join(s, " ") })
	w.Players(3, nil, nil)
	w.Line("scores", Ints([]int{3, 0, 12}))
	w.List("moves", slices.Values([]string{"a", "b"}), ", ")
	w.List("moves", slices.Values([]string(nil)), ", ")
	want := "game 1\nseed 42\nrules size=4 fast=true\nplayers 2\nnames A B\nplayers 3\nscores 3 0 12\nmoves a, b\nmoves\n"
	if got := string(w.Bytes()); got != want {
		t.Fatalf("text = %q, want %q", got, want)
	}
	in := NewLines(want)
	if err := in.Version("game 1"); err != nil {
		t.Fatal(err)
	}
	if seed, err := Parse(in, "seed", strconv.Atoi); err != nil || seed != 42 {
		t.Fatalf("Parse = %d, %v", seed, err)
	}
}

// TestParseNamesTheKey checks that a parse error comes back after the
// line's key, and a missing line as Next reports it.
func TestParseNamesTheKey(t *testing.T) {
	in := NewLines("seed x\n")
	if _, err := Parse(in, "seed", strconv.Atoi); err == nil || !strings.HasPrefix(err.Error(), "seed: ") {
		t.Fatalf("Parse of a bad number: %v", err)
	}
	if _, err := Parse(in, "seed", strconv.Atoi); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("Parse past the end: %v", err)
	}
}

// TestReplay plays every move line on a running sum and stops at the
// first bad one, naming its line.
func TestReplay(t *testing.T) {
	add := func(s, m int) (int, error) {
		if m < 0 {
			return s, errors.New("negative")
		}
		return s + m, nil
	}
	got, err := Replay(NewLines("move 1\nmove 2\nmove 3\n"), 10, strconv.Atoi, add)
	if err != nil || got != 16 {
		t.Fatalf("Replay = %d, %v; want 16", got, err)
	}
	for _, text := range []string{"move 1\nmove -1\n", "move 1\nmove x\n", "move 1\nseed 2\n"} {
		if _, err := Replay(NewLines(text), 0, strconv.Atoi, add); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("Replay(%q) = %v, want an error on line 2", text, err)
		}
	}
}

// TestUnmarshal checks the zero value for empty text, the decoded value
// otherwise, and an untouched destination with a wrapped error.
func TestUnmarshal(t *testing.T) {
	errSyntax := errors.New("cannot be read")
	decode := func(s string) (int, error) { return strconv.Atoi(strings.TrimSpace(s)) }
	v := 7
	if err := Unmarshal(&v, nil, "game", errSyntax, decode); err != nil || v != 0 {
		t.Fatalf("empty text: %d, %v", v, err)
	}
	if err := Unmarshal(&v, []byte("12\n"), "game", errSyntax, decode); err != nil || v != 12 {
		t.Fatalf("12: %d, %v", v, err)
	}
	err := Unmarshal(&v, []byte("x"), "game", errSyntax, decode)
	if !errors.Is(err, errSyntax) || v != 12 || !strings.HasPrefix(err.Error(), "game: cannot be read: state: ") {
		t.Fatalf("bad text: %d, %v", v, err)
	}
}

// TestValues reads a rules line's values and refuses a line with a
// field missing, a field too many or a key out of place.
func TestValues(t *testing.T) {
	got, err := Values("size=4 fast=true", "size", "fast")
	if err != nil || len(got) != 2 || got[0] != "4" || got[1] != "true" {
		t.Fatalf("Values = %q, %v", got, err)
	}
	for _, line := range []string{"size=4", "size=4 fast=true x=1", "fast=true size=4", "size=4  fast=true", ""} {
		if _, err := Values(line, "size", "fast"); err == nil {
			t.Errorf("Values(%q) = nil error", line)
		}
	}
}

// TestInto sets the destination from parse and leaves it alone when
// parse fails.
func TestInto(t *testing.T) {
	v := 5
	if err := Into(&v, []byte("12"), strconv.Atoi); err != nil || v != 12 {
		t.Fatalf("Into(12) = %d, %v", v, err)
	}
	if err := Into(&v, []byte("x"), strconv.Atoi); err == nil || v != 12 {
		t.Fatalf("Into(x) = %d, %v", v, err)
	}
}
