package quaddoku

import (
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

func FuzzParseMove(f *testing.F) {
	st := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	seeds := []string{"-", "02=E3 13=U1 23=B3", "00=m3 10=O3", "11=E3", "02=E", "02=E15", "  02=E3  ", "02=E3 02=E2", "99=Z9", "=", "0=", ""}
	gametest.FuzzParseMove(f, st, seeds, func(m Move) { _, _ = st.Score(m) })
}

func FuzzUnmarshalText(f *testing.F) {
	s, err := New(DefaultRules(), Setup{Players: 3, Names: []string{"Ann", "Bob \"B\"", "Cy"}, Seed: 9})
	if err != nil {
		f.Fatal(err)
	}
	text, _ := s.MarshalText()
	f.Add(string(text))
	for _, step := range sampleRound {
		m, _ := ParseMove(s, step.move)
		s, _ = s.Apply(m)
		text, _ := s.MarshalText()
		f.Add(string(text))
	}
	s = playOut(f, s) // a finished game, its passes in the history
	text, _ = s.MarshalText()
	f.Add(string(text))
	text, _ = s.Attach(dictionary.Func(func(string) bool { return true })).MarshalText()
	f.Add(string(text)) // a custom dictionary: decoded detached
	f.Add("")
	f.Add("quaddoku 1\n")
	f.Add("quaddoku 2\n")
	// A decoded state plays on without panicking.
	gametest.FuzzDecodeState(f, func(t *testing.T, s State) {
		_ = s.Result()
		if !s.Over() {
			for m := range s.LegalMovesUpTo(1) {
				if err := s.Validate(m); err != nil {
					t.Fatalf("LegalMoves yields %v, rejected: %v", m, err)
				}
			}
		}
	})
}

func FuzzParseGrid(f *testing.F) {
	seeds := []string{defaultStart, "M3 E2 L2 T3 / O3 .. .. U1 / O2 .. .. B3 / N2 A3 P2 S3", ".. / .. / ..", "B2 E2 A3 T3 / A3 X1 .. A3 / T3 .. .. K2 / H2 A3 R3 E2"}
	gametest.FuzzParse(f, seeds, ParseGrid, func(t *testing.T, g Grid) {
		if back, _ := ParseGrid(g.String()); back != g {
			t.Fatalf("%v reads back as %v", g, back)
		}
		if err := g.check(); err != nil {
			t.Fatalf("parsed grid fails its check: %v", err)
		}
	})
}
