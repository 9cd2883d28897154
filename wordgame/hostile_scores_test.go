package wordgame

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"
)

// TestCGPScoreBounds: a CGP position's scores, tk.hist scores and totals
// and tk.end adjustments must lie within ±MaxScore. A score of
// 9223372036854775800 was read, and the next move wrapped it to a large
// negative number.
func TestCGPScoreBounds(t *testing.T) {
	s, err := mustNew(t, Classic(), 1).Apply(Pass())
	if err != nil {
		t.Fatal(err)
	}
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	fields := strings.SplitN(string(text), " ", 4)
	for _, score := range []string{"9223372036854775800", strconv.Itoa(MaxScore + 1), strconv.Itoa(-MaxScore - 1)} {
		bad := fields[0] + " " + fields[1] + " " + score + "/0 " + fields[3]
		if err := back.UnmarshalText([]byte(bad)); !errors.Is(err, ErrSyntax) {
			t.Errorf("CGP score %s: %v, want ErrSyntax", score, err)
		}
	}
	edge := fields[0] + " " + fields[1] + " " + strconv.Itoa(MaxScore) + "/0 " + fields[3]
	if err := back.UnmarshalText([]byte(edge)); err != nil {
		t.Errorf("CGP score MaxScore: %v", err)
	}
	hist := strings.Replace(string(text), " 0 0 -;", " 0 9223372036854775800 -;", 1)
	if hist == string(text) {
		t.Fatalf("no tk.hist entry to change in %s", text)
	}
	if err := back.UnmarshalText([]byte(hist)); !errors.Is(err, ErrSyntax) {
		t.Errorf("tk.hist total past MaxScore: %v", err)
	}
}

// TestGCGBounds: gcg.Read refuses scores and cumulative scores past
// MaxScore (a wrapped cumulative score was accepted) and names a game
// would refuse (an invalid-UTF-8 name made a record declared UTF-8 that
// gcg.Read then refused).
func TestGCGBounds(t *testing.T) {
	head := "#character-encoding UTF-8\n#player1 a A\n#player2 b B\n"
	for _, rec := range []string{
		head + ">a: (challenge) +9223372036854775807 9223372036854775807\n",
		head + ">a: (challenge) +5 1000000001\n",
		head + ">a: (time) -1000000001 -1000000001\n",
		"#player1 a A\x1b[2J\n#player2 b B\n",
		"#player1 a A\u202eB\n#player2 b B\n",
		"#player1 a " + strings.Repeat("é", 65) + "\n#player2 b B\n",
		"#player1 a\x7f A\n#player2 b B\n",
		">a\u2028b: - +0 0\n",
	} {
		_, err := gcg.Read(strings.NewReader(rec))
		if !errors.Is(err, gcg.ErrSyntax) {
			t.Errorf("%.60q: %v, want gcg.ErrSyntax", rec, err)
			continue
		}
		if msg := err.Error(); len(msg) > 200 || strings.ContainsAny(msg, "\x1b\u202e\u2028\x7f") {
			t.Errorf("%.60q: unsafe message %q", rec, msg)
		}
	}
	rec, err := gcg.Read(strings.NewReader(head + ">a: (challenge) +1000000000 1000000000\n"))
	if err != nil {
		t.Fatalf("a score of MaxScore: %v", err)
	}
	rec.Players[0].Name = "A\xff"
	if err := gcg.Write(&bytes.Buffer{}, rec); err == nil {
		t.Errorf("gcg.Write wrote an invalid-UTF-8 name")
	}
}
