package sumoku

import (
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

func FuzzParseMove(f *testing.F) {
	st := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	seeds := []string{"-", "0,-1=R3 0,0=O1 0,1=Y9", "0,2=G5", "1 swap R3", "2 claim 0,0=R3 0,1=Y2", "0 claim", "3 spot 0 3 5 7",
		"0 stop", "0 SWAP R6", "0 swap R9", "0,0=R9", "0,0=X1", "-0,1=R1", "01,1=R1", "0,0=R3 0,0=O2", "9 stop", "0 spot 1 1 2 3", "0,0=Ć1", "0,0=R3 0,1=O3 0,2=Y3 0,3=G3 0,4=B3 0,5=P3 0,6=R1"}
	gametest.FuzzParseMove(f, st, seeds, func(m Move) { _, _ = st.Score(m) })
}

func FuzzParseLayout(f *testing.F) {
	seeds := []string{"", "0,-1=R3 0,0=O1 0,1=Y9", "0,0=R3 2,2=O1", "9999,-9999=P8", "10000,0=R1", "0,0=R3\t0,1=O2"}
	gametest.FuzzParse(f, seeds, ParseLayout, func(t *testing.T, l Layout) {
		for _, key := range []int{1, 3, 5} {
			_ = CheckLayout(l, key, key == 3)
		}
	})
}

func FuzzUnmarshalText(f *testing.F) {
	for seed, r := range []Rules{DefaultRules(), Speed(), Spot(), Team(2), Solo()} {
		lo, _ := playerRange(r.Variant)
		s, err := New(r, Setup{Players: lo, Seed: uint64(seed)})
		if err != nil {
			f.Fatal(err)
		}
		for range 3 {
			ms := s.AppendLegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			s, _ = s.Apply(ms[0])
		}
		text, _ := s.MarshalText()
		f.Add(string(text))
	}
	p, _ := FromPosition(DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B7")
	text, _ := p.MarshalText()
	f.Add(string(text))
	f.Add("")
	f.Add("sumoku 1\n")
	gametest.FuzzDecodeState(f, func(t *testing.T, s State) {
		_ = s.Result()
		for m := range s.LegalMoves() {
			if err := s.Validate(m); err != nil {
				t.Fatalf("LegalMoves yields %v, rejected: %v", m, err)
			}
			break
		}
	})
}
