package wordoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// Bounded work: a decoding error quotes at most a short,
// clipped piece of the text, whichever value of the rules line is made
// huge. The time= value used to come back whole inside
// time.ParseDuration's message (8 times the input for some texts).
func TestRulesLineErrorsAreShort(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Players: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := s.MarshalText()
	text := string(b)
	for _, key := range []string{"size=", "minword=", "rounds=", "time=", "balance="} {
		i := strings.Index(text, key) + len(key)
		j := i + strings.IndexAny(text[i:], " \n")
		for _, long := range []string{strings.Repeat("9", 4096), strings.Repeat("x", 4096), strings.Repeat("\xff", 4096), "1" + strings.Repeat("h", 4096)} {
			bad := text[:i] + long + text[j:]
			var st State
			err := st.UnmarshalText([]byte(bad))
			if err == nil || !errors.Is(err, ErrSyntax) {
				t.Errorf("%s<%d bytes>: %v", key, len(long), err)
				continue
			}
			if len(err.Error()) > 300 {
				t.Errorf("%s<%d bytes>: an error of %d bytes: %.120s…", key, len(long), len(err.Error()), err)
			}
		}
	}
}

// A seat whose name is "" is "Player N", from Setup and from a
// decoded text alike, as in every game.
func TestEmptyNames(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"", "Bob", ""}, Seed: 1}))
	want := []string{"Player 1", "Bob", "Player 3"}
	for p, w := range want {
		if got := s.Name(p); got != w {
			t.Errorf("Name(%d) = %q, want %q", p, got, w)
		}
	}
	text := "wordoku 1\nrules size=4 minword=3 rounds=3 time=5m0s balance=true\n" +
		"tiles " + strings.SplitN(strings.SplitN(string(must(s.MarshalText())), "tiles ", 2)[1], "\n", 2)[0] + "\n" +
		"dictionary default\nseed 1\nplayers 2\nnames \"\" \"\"\n"
	var d State
	if err := d.UnmarshalText([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if d.Name(0) != "Player 1" || d.Name(1) != "Player 2" {
		t.Errorf("decoded names %q and %q", d.Name(0), d.Name(1))
	}
	if back := must(d.MarshalText()); string(back) != text {
		t.Errorf("decoded text reads back as\n%s", back)
	}
	if v := d.View(0); v.Names[0] != "Player 1" || v.Seats[1].Name != "Player 2" {
		t.Errorf("View names %q", v.Names)
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// Every field of a rich state text (names, scores, moves of every kind),
// made huge, gives a short error.
func TestHostileStateFields(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Move{Arrange(0, s.Grid(0).Swapped(0, 0, 1, 1)), Swap(1, 1, 2), Wild(1, 0, 0, 'Q'), Finish(0), EndRound(1), Finish(1)} {
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	gametest.HostileFields[State](t, must(s.MarshalText()))
}
