package wordoku

import (
	"errors"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

func FuzzParseGrid(f *testing.F) {
	for _, s := range []string{latin, "", "C.c", "c.c A.s / B.s D.q", "C.x", "Ć.c", "C.c  A.s T.q S.o/O.s X.c X.o X.q/D.q X.o X.s X.c/E.o X.q X.c X.s", "/ / /"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, ok := gametest.DecodeText[Grid](t, []byte(s))
		if !ok {
			return
		}
		if back, err := ParseGrid(g.String()); err != nil || back != g {
			t.Fatalf("%q: %v reads back as %v, %v", s, g, back, err)
		}
		_, _ = ScoreGrid(DefaultRules(), nil, g) // must not panic
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"0 arrange " + latin, "1 swap 12", "2 wild 30=Q", "0 wild 30=q", "3 finish", "endround 2", "0 wild 30=?", "0 swap 99", "-1 finish", "x", "0 gİveup", "endround +1", "0 wild 12=Ć", "12 30", "swap 12", "1 12 33", "arrange", "0 swap"} {
		f.Add(s)
	}
	s, err := New(DefaultRules(), Setup{Players: 2, Seed: 1})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		// A person's text at a seat: a *MoveError when it does not read,
		// and short.
		for _, seat := range []int{tilekit.Onlooker, 0, 1} {
			if m, err := s.ParseMoveAs(seat, text); err != nil {
				var me *MoveError
				if !errors.As(err, &me) || m != (Move{}) || len(err.Error()) > 600 {
					t.Fatalf("ParseMoveAs(%d, %q) = %v, %.200v", seat, text, m, err)
				}
			} else {
				_ = s.Mover(m)
				_ = s.Validate(m) // must not panic
			}
			_ = gamekit.Wrap("wordoku", s).ValidateAs(seat, text)
		}
		m, err := ParseMove(s, text)
		if err != nil {
			if len(err.Error()) > 600 { // two clipped quotes, each byte at most 4 escaped
				t.Fatalf("error for %d bytes of input is %d bytes long", len(text), len(err.Error()))
			}
			return
		}
		_ = s.Validate(m) // must not panic
		if _, err := m.MarshalText(); err == nil {
			gametest.DecodeText[Move](t, []byte(m.String()))
		}
	})
}

func FuzzUnmarshalText(f *testing.F) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}, Seed: 5}))
	for _, m := range []Move{Swap(0, 1, 2), Wild(1, 0, 0, 'Q'), Finish(0), EndRound(1), Arrange(1, s.Grid(1))} {
		if next, err := s.Apply(m); err == nil {
			s = next
		}
		text, _ := s.MarshalText()
		f.Add(string(text))
	}
	f.Add("")
	f.Add("wordoku 1\n")
	f.Add("wordoku 1\nrules size=4 minword=3 rounds=1 time=5m0s balance=true\ntiles A1@clove*4 A1@star*4 A1@square*4 A1@circle*4\ndictionary custom\nseed 1\nplayers 1\nscores 1 64\nmove endround 1\n")
	gametest.FuzzDecodeState(f, func(t *testing.T, st State) {
		_ = st.View(0)
		_ = st.Result()
		_, _ = wrap(st).Hints(0, 3)
		_ = st.Draw(0)
		_ = st.Draw(tilekit.Onlooker)
		for i, m := range st.History() {
			_ = st.Mask(1, i, m)
		}
	})
}
