package quaddoku

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// sampleRound is the seed's sample round as RULES.md works it out.
var sampleRound = []struct {
	move  string
	total int
	words []WordScore
}{
	{"02=E3 13=U1 23=B3", 29, []WordScore{
		{Side: Top, Word: "BEET", Sum: 10, Doku: true, Points: 20, New: true},
		{Side: Right, Word: "TUBE", Sum: 9, Points: 9, New: true},
	}},
	{"00=M3 10=O3", 22, []WordScore{
		{Side: Top, Word: "MEET", Sum: 11, Points: 11, New: true},
		{Side: Left, Word: "MOTH", Sum: 11, Points: 11, New: true},
	}},
	{"02=L2 20=O2 30=N2 32=P2 33=S3", 80, []WordScore{
		{Side: Top, Word: "MELT", Sum: 10, Doku: true, Points: 20, New: true},
		{Side: Left, Word: "MOON", Sum: 10, Doku: true, Points: 20, New: true},
		{Side: Right, Word: "TUBS", Sum: 10, Doku: true, Points: 20, New: true},
		{Side: Bottom, Word: "NAPS", Sum: 10, Doku: true, Points: 20, New: true},
	}},
}

func TestSampleRound(t *testing.T) {
	d := dictionary.Default()
	for _, w := range []string{"BEAT", "BATH", "TAKE", "HARE", "BEET", "TUBE", "MEET", "MOTH", "MELT", "MOON", "NAPS", "TUBS"} {
		if !d.Contains(w) {
			t.Fatalf("the bundled dictionary lacks %s", w)
		}
	}
	s, err := New(DefaultRules(), Setup{Players: 3, Names: []string{"Leslie", "Ron", "Tyler"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Bag(); len(got) != 63 {
		t.Fatalf("pile holds %d tiles, want 63", len(got))
	}
	for i, step := range sampleRound {
		m := gametest.Must(ParseMove(s, step.move))
		sc, err := s.Score(m)
		if err != nil {
			t.Fatalf("move %d %s: %v", i, step.move, err)
		}
		if sc.Total != step.total {
			t.Errorf("move %d %s scores %d, want %d", i, step.move, sc.Total, step.total)
		}
		if diff := cmp.Diff(step.words, sc.Words); diff != "" {
			t.Errorf("move %d %s breakdown (-want +got):\n%s", i, step.move, diff)
		}
		if sc.QuadDoku != (step.total == 80) {
			t.Errorf("move %d: QuadDoku = %v", i, sc.QuadDoku)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := s.Scores(), []int{29, 22, 80}; !cmp.Equal(got, want) {
		t.Errorf("scores %v, want %v", got, want)
	}
	if got, want := s.Grid().String(), "M3 E2 L2 T3 / O3 .. .. U1 / O2 .. .. B3 / N2 A3 P2 S3"; got != want {
		t.Errorf("grid %s, want %s", got, want)
	}
	if got := len(s.Bag()); got != 63-10 {
		t.Errorf("pile holds %d tiles, want 53", got)
	}
	if got := len(s.Covered()); got != 10 {
		t.Errorf("%d tiles covered, want 10", got)
	}
	r := s.Result()
	want := Result{Scores: []int{29, 22, 80}, Words: []int{2, 2, 4}, Dokus: []int{1, 0, 4}, Winners: []int{}}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

// TestGoldenState pins the text of the position after the sample round:
// the same setup and moves must give exactly these bytes on every machine.
func TestGoldenState(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Players: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range sampleRound {
		m, _ := ParseMove(s, step.move)
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	text := gametest.Must(s.MarshalText())
	const want = `quaddoku 3
rules doku=10/20 valueonly=false freepass=false
tiles A2*2 A3*5 B2 B3 C3 C4 D2*2 D3 E1 E2*5 E3*3 F4 G3 G4 H2*2 H3 I2 I3*3 J5 K2 L1 L2*2 M3 M4 N2*2 N3*2 O2*3 O3*2 P1 P2 Q5 R2*2 R3*2 S2*2 S3*3 T2 T3*5 U1*2 U2 V4 W4 X5 Y4 Z5
start B2 E2 A3 T3 / A3 .. .. A3 / T3 .. .. K2 / H2 A3 R3 E2
dictionary default
players 3
grid M3 E2 L2 T3 / O3 .. .. U1 / O2 .. .. B3 / N2 A3 P2 S3
pile 000000000000000774696c656b697421 A2*2 A3 C3 C4 D2*2 D3 E1 E2*3 E3*2 F4 G3 G4 H2 H3 I2 I3*3 J5 L1 L2 M4 N2 N3*2 O2*2 O3 P1 Q5 R2*2 R3 S2*2 S3*2 T2 T3*3 U1 U2 V4 W4 X5 Y4 Z5
covered A3*3 B2 E2 E3 H2 K2 R3 T3
scores 29 22 80
words 2 2 4
dokus 1 0 4
turn 0 turns 3 passes 0
moves 02=E3 13=U1 23=B3, 00=M3 10=O3, 02=L2 20=O2 30=N2 32=P2 33=S3
`
	if string(text) != want {
		t.Errorf("state text:\n%s\nwant:\n%s", text, want)
	}
}

func TestBadMoves(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		move string
		err  error
	}{
		{"02=K2", ErrNotHeld},         // the only K is on the grid
		{"02=E3 01=E2", ErrSameValue}, // E2 on E2
		{"02=X5", ErrNotAWord},        // BEXT
		{"00=A2", ErrNotAWord},        // AEAT
		{"01=E3", ErrNoNewWord},       // a value change only
		{"02=E3 13=X5", ErrNotAWord},  // TXKE
	} {
		m, err := ParseMove(s, c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		before, _ := s.MarshalText()
		err = s.Validate(m)
		if !errors.Is(err, c.err) {
			t.Errorf("%s: Validate = %v, want %v", c.move, err, c.err)
		}
		var me *MoveError
		if !errors.As(err, &me) || me.Move != m {
			t.Errorf("%s: error %v is not a *MoveError for the move", c.move, err)
		}
		if _, err := s.Apply(m); !errors.Is(err, c.err) {
			t.Errorf("%s: Apply = %v", c.move, err)
		}
		after, _ := s.MarshalText()
		if string(before) != string(after) {
			t.Errorf("%s: rejected move changed the state", c.move)
		}
	}
	for _, c := range []struct {
		text string
		err  error
	}{
		{"11=E3", ErrSyntax},
		{"40=E3", ErrSyntax},
		{"02=E3 02=E2", ErrSyntax},
		{"02=E", ErrSyntax},
		{"2=E3", ErrSyntax},
		{"", ErrSyntax},
		{"02=E99", ErrSyntax},
	} {
		var me *MoveError
		if m, err := ParseMove(s, c.text); !errors.Is(err, c.err) || !errors.As(err, &me) || m != (Move{}) || me.Player != "Player 1" {
			t.Errorf("ParseMove(%q) = %v, %v; want a *MoveError for Player 1 wrapping %v", c.text, m, err, c.err)
		}
	}
}
