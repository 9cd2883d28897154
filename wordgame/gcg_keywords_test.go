package wordgame

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"
)

// GCG keywords match in ASCII only; Unicode case folding
// maps İ to i, which made "(tİme)" a time penalty and "#tİtle" a title.
func TestGCGKeywordsASCII(t *testing.T) {
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
