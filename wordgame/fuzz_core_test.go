package wordgame

import (
	"errors"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

const fuzzPosition = "15/15/15/15/15/15/15/6HAlT5/9O5/15/15/15/15/15/15 ABEOST?/DEINQRU 30/12 0"

func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"8H WORD", "H8 word", "8F BHALT", "8F B....", "K8 S", "-", "-AB?", "--", "-7",
		"10I BED", "J10 S", "21U A", "8H ", " 8H  A ", "H6 BOa", "1A " + "ABCDEFGHIJKLMNOPQRSTU", "8G HAX", "Z99 A"} {
		f.Add(seed)
	}
	s, err := FromCGP(Classic(), nil, fuzzPosition)
	if err != nil {
		f.Fatal(err)
	}
	before := encodeFuzz(f, s)
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(s, text)
		if err != nil {
			var me *MoveError
			if !errors.Is(err, ErrSyntax) || !errors.As(err, &me) || m != (Move{}) {
				t.Fatalf("ParseMove(%q) = %v, %v; want the zero Move and a *MoveError wrapping ErrSyntax", text, m, err)
			}
			if len(err.Error()) > 1000 {
				t.Fatalf("ParseMove(%q): error of %d bytes", text, len(err.Error()))
			}
			return
		}
		verr := s.Validate(m)
		sc, serr := s.Score(m)
		next, aerr := s.Apply(m)
		if (verr == nil) != (aerr == nil) || (verr == nil) != (serr == nil) {
			t.Fatalf("%q: Validate %v, Score %v, Apply %v disagree", text, verr, serr, aerr)
		}
		if encodeFuzz(t, s) != before {
			t.Fatalf("%q changed the state", text)
		}
		b, merr := m.MarshalText()
		if verr == nil {
			if merr != nil {
				t.Fatalf("legal %v cannot be written: %v", m, merr)
			}
			again, err := ParseMove(s, m.String())
			if err != nil || again != m {
				t.Fatalf("%q: %v reparses as %v, %v", text, m, again, err)
			}
			if m.kind == KindPlace && next.Scores()[0] != 30+sc.Total {
				t.Fatalf("%q: score %d after %d", text, next.Scores()[0], sc.Total)
			}
		}
		if merr == nil {
			var back Move
			if err := back.UnmarshalText(b); err != nil || back != m {
				t.Fatalf("%q: text %q reads back as %v, %v", text, b, back, err)
			}
		}
	})
}

func FuzzCGP(f *testing.F) {
	f.Add(fuzzPosition)
	f.Add(emptyBoard + " ADEHLRT/ 0/0 0")
	f.Add(emptyBoard + " AB/CD/EF 1/2/3 4 lex common; tk.rules default; tk.seat 2; tk.names \"a\" \"b;\" \"c\";")
	f.Add("9/9/9/9/9/9/9/9/9 DGMPR/AAEHO -11/-8 2 lex default; tk.rules rack=5 first=2 wordbonus=highest alltiles=double-main exchange=true redraw=true scoreless=2 end=own-rack tiles=A1*4,B3,C3,D2*2,E1*5,G2,H4,I1*3,L1*2,M3,N1*2,O1*3,P3,R1*2,S1*3,T1*3,U1,Y4,?0*2 layout=W...w...W/.l.....l./..L...L../...l.l.../w...w...w/...l.l.../..L...L../.l.....l./W...w...W; tk.rand ad3a0ff86afbb3c6454d47bfbe1e29fb; tk.end -11/-8;")
	f.Add(emptyBoard + " AB/CD 0/0 1 tk.rules default; tk.open 1;")
	f.Add("2/2 A/B 0/0 0")
	f.Add(emptyBoard + " ABCDEFG/HIJKLMN 0/0 0 tk.rules classic; tk.hist 0 - 0 0 -/1 HIJ 12 12 8H HI/0 ? -3 -3 -AB?;")
	f.Add(fuzzPosition + " tk.rules classic; tk.seat 1; tk.hist 0 ABHLOTT 12 12 8F BHALT/1 ADEIR?? 0 0 -/0 AEIORST 18 30 9I .O;")
	f.Add(emptyBoard + " AB/CD 0/0 0 tk.hist 0 AB 0 0 -7;")
	gametest.FuzzDecodeState(f, func(t *testing.T, s State) {
		_ = s.Validate(Pass())
		_ = s.Result()
		if len(s.AllTiles()) != s.Rules().Tiles.Total() {
			t.Fatalf("%d tiles, the set has %d", len(s.AllTiles()), s.Rules().Tiles.Total())
		}
	})
}

func FuzzMoveText(f *testing.F) {
	for _, seed := range []string{"", "-", "-ABC", "8H WO.D", "H8 a.B", "21U Z", "1A .", "-?", "8H", "-3", "-21", "-0", "-07"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.DecodeText[Move](t, []byte(text))
	})
}

func encodeFuzz(t testing.TB, s State) string {
	t.Helper()
	b, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
