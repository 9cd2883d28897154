package tiles

import (
	"bytes"
	"strings"
	"testing"
)

// shortError fails t when err quotes more than a clipped piece of the
// input: whatever the input's size, an error stays a line.
func shortError(t *testing.T, in string, err error) {
	t.Helper()
	if len(err.Error()) > 512 { // a few quotes of MaxQuote bytes, each escaped up to 4x
		t.Fatalf("input of %d bytes gave an error of %d: %.300s", len(in), len(err.Error()), err)
	}
}

// fuzzParse adds seeds to f's corpus and fuzzes parse: what it refuses
// gets a short error (see shortError), and what it accepts goes to check
// with the text it came from.
func fuzzParse[T any](f *testing.F, seeds []string, parse func(string) (T, error), check func(t *testing.T, s string, v T)) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := parse(s)
		if err != nil {
			shortError(t, s, err)
			return
		}
		check(t, s, v)
	})
}

func FuzzParseTile(f *testing.F) {
	fuzzParse(f, []string{"A1", "?0", "e0", "C1@clove", "66@red", "X-2", "A01", "", "@", "Z127",
		"Ć1", "ı1", "\xc41", "A1@rİd", "A1@" + strings.Repeat("x", 100),
		"spanish:[CH]5", "spanish:Ñ8", "spanish:[ch]0", "polish:Ź9", "nosuch:A1", "spanish:[C]5"},
		ParseTile, func(t *testing.T, s string, tile Tile) {
			if got, err := tile.MarshalText(); err != nil || string(got) != s {
				t.Fatalf("ParseTile(%q).MarshalText() = %q, %v", s, got, err)
			}
		})
}

func FuzzParseMultiset(f *testing.F) {
	fuzzParse(f, []string{"A1*9 B3*2 ?0*2", "", "  A1   A1 ", "A1*0", "A1*99999999", "66@red*2 e0",
		"A1*65536", "A1*65536 A1", "A1*9223372036854775807", "A1*-1", "Ć1*2",
		"spanish: A1*2 [CH]5 ?0", "german: Ä6 spanish:[RR]8", "polish:"},
		ParseMultiset, func(t *testing.T, s string, ts []Tile) {
			again, err := ParseMultiset(FormatMultiset(ts))
			if err != nil || !Equal(again, ts) {
				t.Fatalf("%q: re-parse of %q gave %v, %v", s, FormatMultiset(ts), again, err)
			}
		})
}

func FuzzUnmarshalText(f *testing.F) {
	b := NewBag([]Tile{Letter('A', 1), Letter('A', 1), Blank(0)}, 5)
	f.Add(b.String())
	f.Add(NewRand(1).String())
	f.Add("not a bag")
	f.Add(NewRand(1).String() + " e0")
	f.Add(strings.Repeat("0", 31) + "ı")
	f.Add(NewRand(1).String() + " A1*65536 A1")
	f.Fuzz(func(t *testing.T, s string) {
		var bag Bag
		if err := bag.UnmarshalText([]byte(s)); err != nil {
			shortError(t, s, err)
		} else {
			text, _ := bag.MarshalText()
			var again Bag
			if err := again.UnmarshalText(text); err != nil || !bytes.Equal(text, []byte(again.String())) {
				t.Fatalf("bag %q does not round-trip: %v", text, err)
			}
		}
		var d Distribution
		if err := d.UnmarshalText([]byte(s)); err == nil {
			if err := d.Validate(); err != nil {
				t.Fatalf("decoded distribution %v is invalid: %v", d, err)
			}
		}
		var sym Symbol
		if err := sym.UnmarshalText([]byte(s)); err != nil {
			shortError(t, s, err)
		}
		var r Rand
		if err := r.UnmarshalText([]byte(s)); err == nil && r.String() != s {
			// Upper-case hex reads fine but writes lower-case.
			if !bytes.EqualFold([]byte(r.String()), []byte(s)) {
				t.Fatalf("Rand %q wrote back as %q", s, r.String())
			}
		}
	})
}

func FuzzLetters(f *testing.F) {
	for _, c := range [][2]string{{"A9 B2 ?2", "A1 B3 ?0"}, {"A9 B2", "A1"}, {"A128", "A1"}, {"A9 A9", "A1"},
		{"Ć9", "Ć1"}, {"A127 B127 C127", "A1 B1 C1"}, {"CH1 ?2", "CH5 ?0"}} {
		f.Add(c[0], c[1]) // counts, values
	}
	f.Fuzz(func(t *testing.T, counts, values string) {
		d, err := Letters(counts, values)
		if err != nil {
			shortError(t, counts+values, err)
			return
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("Letters(%q, %q) returned an invalid distribution: %v", counts, values, err)
		}
		var back Distribution
		if text, err := d.MarshalText(); err != nil || back.UnmarshalText(text) != nil || back.String() != d.String() {
			t.Fatalf("Letters(%q, %q) = %v does not round-trip: %v", counts, values, d, err)
		}
	})
}
