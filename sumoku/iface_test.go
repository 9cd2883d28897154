package sumoku_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
)

func TestWrapAndViewJSON(t *testing.T) {
	for _, r := range []sumoku.Rules{sumoku.DefaultRules(), sumoku.Speed(), sumoku.Spot(), sumoku.Team(2), sumoku.Solo()} {
		n := 2
		if r.Variant == sumoku.VariantSolo {
			n = 1
		}
		s, err := sumoku.New(r, sumoku.Setup{Players: n, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g := gamekit.Wrap("sumoku", s)
		if r.Variant == sumoku.VariantStandard {
			m, err := s.BestMove()
			if err != nil {
				t.Fatal(err)
			}
			if g, err = g.Play(m.String()); err != nil {
				t.Fatal(err)
			}
			if last, _ := g.LastMove(); last != m.String() || len(g.History()) != 1 {
				t.Fatalf("wrapped history %v", g.History())
			}
		}
		if err := g.Validate("0 claim 0,0=R9"); err == nil {
			t.Errorf("%v: a claim of a tile not held validates", r.Variant)
		}
		for _, v := range []any{g.View(0), s.Result(), sumoku.State{}.View(0), sumoku.State{}.Result()} {
			js := gametest.Must(json.Marshal(v))
			// Lists are [] never null; only a missing last move is null.
			if bytes.Contains(bytes.ReplaceAll(js, []byte(`"lastMove":null`), nil), []byte("null")) {
				t.Errorf("%v: JSON holds null: %s", r.Variant, js)
			}
		}
	}
}
