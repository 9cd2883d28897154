package notation

import (
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	in := NewLines("game 1\nplayers 2\nnames \"A\" \"B\"\nmove -\n")
	if l, ok := in.Line(); !ok || l != "game 1" || in.N() != 1 {
		t.Fatalf("Line = %q, %v (n %d)", l, ok, in.N())
	}
	if v, err := in.Next("players"); err != nil || v != "2" {
		t.Fatalf("Next(players) = %q, %v", v, err)
	}
	if in.Peek("seed") || !in.Peek("names") {
		t.Fatal("Peek is wrong about the names line")
	}
	if _, err := in.Next("seed"); err == nil || err.Error() != `line 3: want the "seed" line, got "names \"A\" \"B\""` {
		t.Fatalf("Next(seed) on the names line: %v", err)
	}
	if v, err := in.Next("move"); err != nil || v != "-" || !in.Done() {
		t.Fatalf("Next(move) = %q, %v, done %v", v, err, in.Done())
	}
	if _, err := in.Next("move"); err == nil || err.Error() != `line 5: missing the "move" line` {
		t.Fatalf("Next past the end: %v", err)
	}
	if _, ok := in.Line(); ok {
		t.Fatal("Line past the end")
	}
	// A long line is quoted clipped.
	in = NewLines(strings.Repeat("x", 1000))
	if _, err := in.Next("y"); err == nil || len(err.Error()) > 100 {
		t.Fatalf("error for a long line: %v", err)
	}
}
