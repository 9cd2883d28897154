package quaddoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// A pass is refused while a turn is possible, so two passes at the
// opening no longer end the game 0–0; Rules.FreePass brings back passing
// at any time.
func TestMustPlay(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	next, err := s.Apply(Pass())
	var me *MoveError
	if !errors.Is(err, ErrMustPlay) || !errors.Is(err, tilekit.ErrMustPlay) || !errors.As(err, &me) || next.Turns() != 0 {
		t.Fatalf("opening pass: %v, %d turns", err, next.Turns())
	}
	if strings.Contains(me.Detail, "BestMove") || me.Text != "-" {
		t.Errorf("refused pass: %+v", me)
	}
	if err := gamekit.Wrap("quaddoku", s).ValidateAs(0, "-"); !errors.Is(err, ErrMustPlay) {
		t.Errorf("ValidateAs(0, pass) = %v", err)
	}
	if s.Over() {
		t.Fatal("over after a refused pass")
	}

	free := DefaultRules()
	free.FreePass = true
	f := gametest.Play(t, gametest.Must(New(free, Setup{Players: 2})), Pass(), Pass())
	if o := f.Outcome(); !o.Over || o.Reason != "every player passed in succession" {
		t.Errorf("two free passes: %+v", o)
	}

	// Nothing in the pile but a Q: nobody can play, every player passes,
	// and the game ends.
	r := DefaultRules()
	r.Tiles = tiles.Of(append(r.Start.Tiles(), tiles.Letter('Q', 5)))
	q := gametest.Play(t, gametest.Must(New(r, Setup{Players: 3})), Pass(), Pass(), Pass())
	if o := q.Outcome(); !o.Over || o.Reason != "no player can make a new word" {
		t.Errorf("no move: %+v", o)
	}

	// A saved game holding a pass that the rules refuse does not decode.
	text, _ := sampleState(t, 1).MarshalText()
	bad := strings.Replace(string(text), "moves 02=E3 13=U1 23=B3", "moves 02=E3 13=U1 23=B3, -", 1)
	var back State
	if err := back.UnmarshalText([]byte(bad)); !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), "may not pass") {
		t.Errorf("a refused pass in a record: %v", err)
	}
}

// Version 2 of the text, written when every pass was free, reads back as
// a game with free passing, and is written out as version 3.
func TestReadVersion2(t *testing.T) {
	free := DefaultRules()
	free.FreePass = true
	s := sampleGame(t, free, 1)
	s, _ = s.Apply(Pass())
	text, _ := s.MarshalText()
	v2 := strings.Replace(string(text), "quaddoku 3\n", "quaddoku 2\n", 1)
	v2 = strings.Replace(v2, " freepass=true\n", "\n", 1)
	var back State
	if err := back.UnmarshalText([]byte(v2)); err != nil {
		t.Fatal(err)
	}
	if again, _ := back.MarshalText(); string(again) != string(text) || !back.Rules().FreePass {
		t.Errorf("version 2 read as\n%s\nwant\n%s", again, text)
	}
	// Version 2 texts are canonical too: no freepass field, no other
	// version's header.
	for _, bad := range []string{
		strings.Replace(string(text), "quaddoku 3\n", "quaddoku 2\n", 1),
		strings.Replace(v2, "valueonly=false", "valueonly=false freepass=false", 1),
	} {
		if err := back.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("accepted:\n%s", bad)
		}
	}
}

// A solo player counts words and dokus: a side whose letters changed is
// a new word, a side that only got another value of the same letter is
// not (it still scores).
func TestSoloCountsNewWords(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Players: 1})
	m := mustMove(t, "02=E3 13=A2") // BEAT -> BEET (a doku); TAKE keeps its letters
	sc := gametest.Must(s.Score(m))
	if len(sc.Words) != 2 || !sc.Words[0].New || sc.Words[1].New || sc.Total != 29 {
		t.Fatalf("score %+v", sc)
	}
	s, _ = s.Apply(m)
	if r := s.Result(); r.Words[0] != 1 || r.Dokus[0] != 1 || r.Scores[0] != 29 {
		t.Errorf("result %+v, want 1 word, 1 doku, 29 points", r)
	}
}
