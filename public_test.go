package tilekit

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tilekit/tilekit/internal/history"
)

// step is a tiny turn-based game for testing the public layer alone: two
// seats take turns; a move is the text "1" or "2"; four moves end it.
type step int

func (m step) String() string               { return string(rune('0' + m)) }
func (m step) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

type steps struct{ moves history.List[step] }

func (s steps) Players() int { return 2 }
func (s steps) Name(p int) string {
	return [...]string{"Ann", "Bob"}[p&1]
}
func (s steps) Over() bool { return s.moves.Len() >= 4 }
func (s steps) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	return []int{s.moves.Len() % 2}
}
func (s steps) ParseMove(text string) (step, error) {
	if text != "1" && text != "2" {
		return 0, &MoveError[step]{Text: text, Err: ErrSyntax, Detail: "say 1 or 2"}
	}
	return step(text[0] - '0'), nil
}
func (s steps) ParseMoveAs(seat int, text string) (step, error) { return s.ParseMove(text) }
func (s steps) Validate(m step) error {
	if s.Over() {
		return &MoveError[step]{Move: m, Err: ErrGameOver, Detail: "over"}
	}
	if m != 1 && m != 2 {
		return &MoveError[step]{Move: m, Err: ErrBadMove, Detail: "say 1 or 2"}
	}
	return nil
}
func (s steps) Apply(m step) (steps, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	return steps{s.moves.Push(m)}, nil
}
func (s steps) ValidateAs(seat int, m step) error {
	if err := CheckSeat(s, seat, m, ""); err != nil {
		return err
	}
	return s.Validate(m)
}
func (s steps) ApplyAs(seat int, m step) (steps, error) {
	if err := CheckSeat(s, seat, m, ""); err != nil {
		return s, err
	}
	return s.Apply(m) // Apply validates m
}
func (s steps) Outcome() Outcome {
	o := Outcome{Over: s.Over(), Scores: []int{0, 0}}
	for i, m := range s.moves.Slice() {
		o.Scores[i%2] += int(m)
	}
	if o.Over {
		o.Reason = "four moves"
		o.Winners = []int{0}
	}
	return o
}
func (s steps) LastMove() (step, bool)         { return s.moves.Last() }
func (s steps) History() []step                { return s.moves.Slice() }
func (s steps) LastMoveFor(int) (step, bool)   { return s.LastMove() }
func (s steps) HistoryFor(int) []step          { return s.History() }
func (s steps) View(p int) int                 { return s.moves.Len() }
func (s steps) Clock() (string, time.Duration) { return "", 0 }
func (s steps) Timeout(int) (step, bool)       { return 0, false }
func (s steps) MarshalText() ([]byte, error) {
	var b strings.Builder
	b.WriteString("steps ")
	for _, m := range s.moves.Slice() {
		b.WriteString(m.String())
	}
	return []byte(b.String()), nil
}
func (s steps) Hints(seat, n int) ([]HintOf[step], error) {
	if err := CheckSeat(s, seat, step(0), ""); err != nil {
		return nil, err
	}
	return []HintOf[step]{{Move: 2, Score: 2}}[:min(n, 1)], nil
}
func (s steps) Preview(seat int, m step) (Preview, error) {
	if err := s.ValidateAs(seat, m); err != nil {
		return Preview{}, err
	}
	return Preview{Total: int(m)}, nil
}

var _ State[steps, step, int] = steps{}

func TestSeats(t *testing.T) {
	g := Wrap(steps{})
	for _, seat := range []int{1, Onlooker, 2, 99} {
		_, err := g.PlayAs(seat, "1")
		if !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("PlayAs(%d, 1) = %v, want ErrNotYourTurn", seat, err)
		}
		// Refused before the move is read: even text that does not parse
		// gets the same words.
		_, err2 := g.PlayAs(seat, "not a move")
		if Detail(err) != Detail(err2) || errors.Is(err2, ErrSyntax) {
			t.Errorf("seat %d: %q then %q", seat, Detail(err), Detail(err2))
		}
	}
	if _, err := g.PlayAs(0, "7"); !errors.Is(err, ErrSyntax) {
		t.Errorf("PlayAs(0, 7) = %v, want ErrSyntax", err)
	}
	var me *MoveError[step]
	_, err := g.PlayAs(1, "1")
	if !errors.As(err, &me) || me.Player != "Bob" || err.Error() != "tilekit: Bob: 1: it is Ann's turn" {
		t.Errorf("PlayAs(1, 1) = %v (%#v)", err, me)
	}
	for _, m := range []string{"1", "2", "1", "2"} {
		var err error
		if g, err = g.PlayAs(g.ToMove()[0], m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.PlayAs(0, "1"); !errors.Is(err, ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
	o := g.Outcome()
	if !o.Over || o.Scores[0] != 2 || o.Scores[1] != 4 {
		t.Errorf("Outcome() = %+v", o)
	}
	if got := o.Describe(g.Name); got != "Ann: 2\nBob: 4\nAnn wins: four moves" {
		t.Errorf("Describe = %q", got)
	}
}

func TestMoveErrorText(t *testing.T) {
	for _, c := range []struct {
		e    *MoveError[step]
		want string
	}{
		{&MoveError[step]{Player: "Ann", Move: 2, Err: ErrNotHeld, Detail: "no 2"}, "tilekit: Ann: 2: no 2"},
		{&MoveError[step]{Text: "zz", Err: ErrSyntax}, "tilekit: zz: cannot be read"},
		{&MoveError[step]{Err: ErrGameOver}, "tilekit: the game is over"},
		{nil, "tilekit: <nil MoveError>"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
	wrapped := errors.Join(errors.New("context"), &MoveError[step]{Err: ErrNotHeld, Detail: "no such tile"})
	if got := Detail(wrapped); got != "no such tile" {
		t.Errorf("Detail = %q", got)
	}
	if got := Detail(errors.New("plain")); got != "plain" {
		t.Errorf("Detail of a plain error = %q", got)
	}
}

func TestLevels(t *testing.T) {
	for _, l := range Levels() {
		b, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		var back Level
		if err := json.Unmarshal(b, &back); err != nil || back != l || string(b) != `"`+l.String()+`"` {
			t.Errorf("%v: JSON %s reads back as %v, %v", l, b, back, err)
		}
	}
	if l, err := ParseLevel("EXPERT"); err != nil || l != Expert {
		t.Errorf("ParseLevel(EXPERT) = %v, %v", l, err)
	}
	if _, err := ParseLevel(strings.Repeat("x", 1000)); !errors.Is(err, ErrSyntax) || len(err.Error()) > 200 {
		t.Errorf("ParseLevel of junk: %v", err)
	}
	if _, err := Level(9).MarshalText(); err == nil {
		t.Error("Level(9) marshals")
	}
}

func TestJSONNeverNull(t *testing.T) {
	for _, v := range []any{Outcome{}, Hint{}, Preview{}, HintOf[step]{Move: 1}} {
		b, err := json.Marshal(v)
		if err != nil || strings.Contains(string(b), "null") {
			t.Errorf("%T encodes as %s (%v)", v, b, err)
		}
	}
	b, _ := json.Marshal(Outcome{Over: true, Scores: []int{3}, Winners: []int{0}, LowerWins: true, Reason: "r"})
	if string(b) != `{"over":true,"scores":[3],"winners":[0],"lowerWins":true,"reason":"r"}` {
		t.Errorf("Outcome JSON = %s", b)
	}
	if got := (Preview{Total: 29, Parts: []string{"BEET 20", "TUBE 9"}}).String(); got != "+29 (BEET 20, TUBE 9)" {
		t.Errorf("Preview.String = %q", got)
	}
}

// ParseLevel reads every level's name back and refuses anything else with
// a short error.
func FuzzParseLevel(f *testing.F) {
	for _, s := range []string{"easy", "Medium", "HARD", "expert", "", "level(4)", "eXpErT\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLevel(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) || len(err.Error()) > 300 {
				t.Fatalf("ParseLevel(%q): %v", s, err)
			}
			return
		}
		if !strings.EqualFold(l.String(), s) {
			t.Fatalf("ParseLevel(%q) = %v", s, l)
		}
		var back Level
		if text, err := l.MarshalText(); err != nil || back.UnmarshalText(text) != nil || back != l {
			t.Fatalf("%v does not round-trip: %q, %v", l, text, err)
		}
	})
}

func (s *steps) UnmarshalText(text []byte) error {
	rest, ok := strings.CutPrefix(string(text), "steps ")
	if !ok {
		return errors.New("not steps")
	}
	var r steps
	for _, c := range rest {
		r.moves = r.moves.Push(step(c - '0'))
	}
	*s = r
	return nil
}

func TestBotFuncAndDecodeText(t *testing.T) {
	b := BotFunc[steps, step, int](func(s steps, seat int) (step, error) {
		if s.moves.Len() == 1 {
			return 0, nil // the zero step is no move here: wait
		}
		return 1, nil
	})
	g := Wrap(steps{})
	if m, err := b.Move(g, 0); m != "1" || err != nil {
		t.Errorf("the bot's move: %q, %v", m, err)
	}
	if m, err := b.Move(g, 1); m != "" || err != nil {
		t.Errorf("a seat not to move: %q, %v, want to wait", m, err)
	}
	g, _ = g.Play("2")
	if m, err := b.Move(g, 1); m != "" || err != nil {
		t.Errorf("the zero move: %q, %v, want to wait", m, err)
	}
	if _, err := b.Move(otherGame{g}, 0); !errors.Is(err, ErrUnknownKind) {
		t.Errorf("another kind of game: %v", err)
	}
	text, _ := g.MarshalText()
	back, err := DecodeText[steps, step, int](text, nil)
	if err != nil || strings.Join(back.History(), ",") != "2" {
		t.Errorf("DecodeText(%q) = %v, %v", text, back, err)
	}
	if _, err := DecodeText[steps, step, int]([]byte("chess"), nil); err == nil {
		t.Error("DecodeText read another game's text")
	}
}

// otherGame is a Game whose State is of no kind the bot knows.
type otherGame struct{ Game }

func (otherGame) State() any { return 0 }
