package wordgame

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"

	"github.com/tilekit/tilekit/tiles"
)

// A State the library makes reads back, whatever its
// scores. A record's challenge bonus once gave a score that CGP writing
// produced and CGP reading refused.
func TestScoresReadBack(t *testing.T) {
	for _, rec := range []string{
		"#player1 a A\n#player2 b B\n>a: (challenge) +1000001 1000001\n",
		"#player1 a A\n#player2 b B\n>b: (time) -5000000 -5000000\n>a: (challenge) +4000000000 4000000000\n",
	} {
		s, err := ReplayGCG(Classic(), nil, strings.NewReader(rec))
		if err != nil {
			t.Fatalf("%q: %v", rec, err)
		}
		text, err := s.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := back.UnmarshalText(text); err != nil {
			t.Fatalf("%s does not read back: %v", text, err)
		}
		if again, _ := back.MarshalText(); !bytes.Equal(again, text) {
			t.Errorf("round trip changed\n%s\n%s", text, again)
		}
	}
	// A sum past the range of an int is refused, not wrapped.
	huge := "#player1 a A\n#player2 b B\n>a: (challenge) +9223372036854775807 9223372036854775807\n>a: (challenge) +1 -9223372036854775808\n"
	if math.MaxInt == math.MaxInt64 {
		if _, err := ReplayGCG(Classic(), nil, strings.NewReader(huge)); !errors.Is(err, ErrGCGMismatch) {
			t.Errorf("overflowing score: %v", err)
		}
	}
}

// Counts that overflow when added are refused before
// anything is added up or allocated.
func TestRulesTileCounts(t *testing.T) {
	for _, d := range []tiles.Distribution{
		{tiles.Letter('A', 1): math.MaxInt, tiles.Letter('B', 3): math.MaxInt, tiles.Letter('C', 3): 102},
		{tiles.Letter('A', 1): MaxTiles + 1},
		{tiles.Letter('A', 1): MaxTiles, tiles.Letter('B', 3): 1},
		{tiles.Letter('A', 1): -1, tiles.Letter('B', 3): 100},
	} {
		r := DefaultRules()
		r.Tiles = d
		if err := r.Validate(); !errors.Is(err, ErrBadRules) {
			t.Errorf("%v: Validate = %v, want ErrBadRules", d, err)
		}
		if _, err := New(r, Setup{Players: 2}); !errors.Is(err, ErrBadRules) {
			t.Errorf("%v: New = %v, want ErrBadRules", d, err)
		}
	}
	r := DefaultRules()
	r.Tiles = tiles.Distribution{tiles.Letter('E', 1): MaxTiles - 2, tiles.Blank(0): 2}
	if err := r.Validate(); err != nil {
		t.Errorf("a set of exactly MaxTiles: %v", err)
	}
}

// Errors quote at most a clipped piece of the input
// and name a non-ASCII character as itself, never as one of its bytes.
func TestErrorsClipAndNameCharacters(t *testing.T) {
	s := mustNew(t, Classic(), 1)
	long := "8H " + strings.Repeat("Ą", 1<<19)
	for _, text := range []string{long, strings.Repeat("x", 1<<20), "-" + strings.Repeat("?", 1<<20)} {
		if _, err := ParseMove(s, text); err == nil || len(err.Error()) > 300 {
			t.Errorf("ParseMove of %d bytes: error of %d bytes", len(text), len(err.Error()))
		}
	}
	for text, want := range map[string]string{
		"8H ıDEAS":   `'ı' is not a letter`,
		"-ĆMA":       `'Ć' is not a letter`,
		"8H WO\xffD": `'\xff' is not a letter`,
	} {
		_, err := ParseMove(s, text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q) = %v, want %s", text, err, want)
		}
	}
	// A record with a Polish rack.
	rec := "#player1 a A\n#player2 b B\n>a: ĆMA 8H MA +4 4\n"
	if _, err := gcg.Read(strings.NewReader(rec)); !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), `'Ć' is not a tile`) {
		t.Errorf("Polish rack: %v", err)
	}
	if _, err := gcg.Read(strings.NewReader("#player1 a A\n#player2 b B\n>a: AB 8H Ać +4 4\n")); err == nil || !strings.Contains(err.Error(), `'ć' is not a tile`) {
		t.Errorf("Polish word: %v", err)
	}
	if _, err := FromCGP(Classic(), nil, emptyBoard+" ĆMA/ 0/0 0"); err == nil || !strings.Contains(err.Error(), `'Ć' is not a tile`) {
		t.Errorf("Polish CGP rack: %v", err)
	}
	if _, err := FromCGP(Classic(), nil, strings.Repeat("15/", 14)+"1ŻÓ12 A/ 0/0 0"); err == nil || !strings.Contains(err.Error(), `'Ż' is not a letter`) {
		t.Errorf("Polish CGP row: %v", err)
	}
	line := strings.Repeat("ł", 1<<18)
	if _, err := gcg.Read(strings.NewReader(line)); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long bad line gives an error of %d bytes", len(err.Error()))
	}
}

// Keywords match in ASCII only; Unicode case folding
// maps İ to i, which made "(tİme)" a time penalty and "#tİtle" a title.
func TestKeywordsASCII(t *testing.T) {
	head := "#player1 a A\n#player2 b B\n"
	if _, err := gcg.Read(strings.NewReader(head + ">a: (tİme) -5 -5\n")); !errors.Is(err, ErrSyntax) {
		t.Errorf("(tİme): %v, want ErrSyntax", err)
	}
	if _, err := gcg.Read(strings.NewReader(head + ">a: (chaİlenge) +5 5\n")); !errors.Is(err, ErrSyntax) {
		t.Errorf("(chaİlenge): %v, want ErrSyntax", err)
	}
	rec, err := gcg.Read(strings.NewReader(head + "#tİtle Hello\n#TITLE Real\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Title != "Real" || len(rec.Pragmas) != 1 || rec.Pragmas[0].Name != "tİtle" {
		t.Errorf("title %q, pragmas %+v", rec.Title, rec.Pragmas)
	}
	rec, err = gcg.Read(strings.NewReader(head + "#İd x y\n#lexİcon NWL\n#rac\u212a1 AB\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rec.ID != "" || rec.Lexicon != "" || rec.Racks != nil || len(rec.Pragmas) != 3 {
		t.Errorf("id %q lexicon %q racks %q pragmas %+v", rec.ID, rec.Lexicon, rec.Racks, rec.Pragmas)
	}
	if _, err := gcg.Read(strings.NewReader("#character-encodİng latin-1\n" + head)); err != nil {
		t.Errorf("an unknown first pragma: %v", err)
	}
}
