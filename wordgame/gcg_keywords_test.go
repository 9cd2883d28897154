package wordgame

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"
)

// GCG keywords match in ASCII only; Unicode case folding
// maps İ to i, which made "(tİme)" a time penalty and "#tİtle" a title.
// Records hold tiles of any alphabet, so "(tİme)" reads as the letters
// of an end-of-game rack, never as the keyword.
func TestGCGKeywordsASCII(t *testing.T) {
	head := "#player1 a A\n#player2 b B\n"
	for line, want := range map[string]string{">a: (tİme) -5 -5\n": "TİME", ">a: (chaİlenge) +5 5\n": "CHAİLENGE"} {
		rec, err := gcg.Read(strings.NewReader(head + line))
		if err != nil || rec.Events[0].Kind != gcg.EventEndRack || rec.Events[0].EndRack != want {
			t.Errorf("%q: %v %+v, want an end-of-game rack %s", line, err, rec, want)
		}
	}
	if _, err := gcg.Read(strings.NewReader(head + ">a: (t1me) -5 -5\n")); !errors.Is(err, ErrSyntax) {
		t.Errorf("(t1me): %v, want ErrSyntax", err)
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
