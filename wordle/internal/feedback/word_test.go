package feedback

import (
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

func TestReadWord(t *testing.T) {
	for _, c := range []struct {
		a          *tiles.Alphabet
		text, want string // want: WordText of the codes, or the detail
		ok         bool
	}{
		{nil, "crane", "CRANE", true},
		{tiles.English(), "Crane", "CRANE", true},
		{nil, "cr4ne", `'4' in "cr4ne" is not a letter A-Z`, false},
		{nil, "", "the word is empty", false},
		{tiles.Spanish(), "chorro", "[CH]O[RR]O", true},
		{tiles.Spanish27(), "niño", "NIÑO", true},
		{tiles.Spanish27(), "ni5o", `"ni5o": '5' is not a letter of the spanish-27 alphabet`, false},
	} {
		codes, detail, ok := ReadWord(c.a, c.text)
		got := detail
		if ok {
			got = WordText(c.a, codes)
			if back, _, _ := ReadWord(c.a, got); back != codes {
				t.Errorf("%q: WordText gives %q, which reads back as %q, not %q", c.text, got, back, codes)
			}
		}
		if ok != c.ok || got != c.want {
			t.Errorf("ReadWord(%v, %q) = %q, %v; want %q, %v", c.a, c.text, got, ok, c.want, c.ok)
		}
	}
}
