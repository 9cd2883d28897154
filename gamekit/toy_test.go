package gamekit_test

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
)

// step is a tiny game for testing the package alone, a race to ten:
// two seats take turns adding 1 or 2 to a shared count, and the seat
// that reaches 10 wins. A move is written with its seat, "0+2"; the seat
// to move may write "+2" alone. Each turn is timed: when it runs out,
// the clock adds 1 for the seat to move, a move written "clock+1" whose
// Mover is tilekit.Onlooker.
type step struct {
	Seat int // the seat the move is for; tilekit.Onlooker for the clock
	Add  int // 1 or 2
}

func (m step) String() string {
	if m.Seat == tilekit.Onlooker {
		return fmt.Sprintf("clock+%d", m.Add)
	}
	return fmt.Sprintf("%d+%d", m.Seat, m.Add)
}

func (m step) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

type steps struct {
	moves history.List[step]
	count int
	flaw  string
}

var _ gamekit.State[steps, step, int] = steps{}

func (s steps) Players() int { return 2 }

func (s steps) Name(p int) string {
	if p == 0 || p == 1 {
		return [...]string{"Ann", "Bob"}[p]
	}
	return fmt.Sprintf("Player %d", p+1)
}

func (s steps) Over() bool { return s.count >= 10 }

// turn is the seat to move.
func (s steps) turn() int {
	turns := 0
	for _, m := range s.moves.Slice() {
		if m.Seat != tilekit.Onlooker {
			turns++
		}
	}
	return turns % 2
}

func (s steps) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	return []int{s.turn()}
}

func (s steps) ParseMove(text string) (step, error) {
	var m step
	who, add, ok := strings.Cut(text, "+")
	switch {
	case !ok || (add != "1" && add != "2"):
		return step{}, &tilekit.MoveError[step]{Text: text, Err: tilekit.ErrSyntax, Detail: "write 0+1, 1+2 or clock+1"}
	case who == "clock":
		m.Seat = tilekit.Onlooker
	case who == "0" || who == "1":
		m.Seat = int(who[0] - '0')
	default:
		return step{}, &tilekit.MoveError[step]{Text: text, Err: tilekit.ErrSyntax, Detail: "no such seat"}
	}
	m.Add = int(add[0] - '0')
	return m, nil
}

// ParseMoveAs reads "+2" as seat's own move.
func (s steps) ParseMoveAs(seat int, text string) (step, error) {
	if strings.HasPrefix(text, "+") {
		text = fmt.Sprint(seat) + text
	}
	return s.ParseMove(text)
}

func (s steps) Mover(m step) int { return m.Seat }

func (s steps) Validate(m step) error {
	switch {
	case s.Over():
		return &tilekit.MoveError[step]{Move: m, Err: tilekit.ErrGameOver, Detail: "the count is 10"}
	case m.Add != 1 && m.Add != 2 || m.Seat == tilekit.Onlooker && m.Add != 1:
		return &tilekit.MoveError[step]{Move: m, Err: tilekit.ErrBadMove, Detail: "add 1 or 2"}
	case m.Seat != tilekit.Onlooker && m.Seat != s.turn():
		return &tilekit.MoveError[step]{Move: m, Err: tilekit.ErrNotYourTurn, Detail: "not that seat's turn"}
	}
	return nil
}

func (s steps) Apply(m step) (steps, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	return steps{s.moves.Push(m), min(s.count+m.Add, 10), s.flaw}, nil
}

func (s steps) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: s.Over(), Scores: []int{0, 0}, Winners: []int{}}
	if o.Over {
		last, _ := s.moves.Last()
		o.Winners = []int{1 - s.turn()}
		if last.Seat == tilekit.Onlooker {
			o.Winners = []int{s.turn()}
		}
		o.Scores[o.Winners[0]] = 1
		o.Reason = "the count reached 10"
	}
	return o
}

func (s steps) LastMove() (step, bool) { return s.moves.Last() }
func (s steps) History() []step        { return s.moves.Slice() }
func (s steps) View(int) int           { return s.count }

func (s steps) MarshalText() ([]byte, error) {
	var b strings.Builder
	b.WriteString("steps")
	for _, m := range s.moves.Slice() {
		b.WriteString(" " + m.String())
	}
	return []byte(b.String()), nil
}

func (s *steps) UnmarshalText(text []byte) error {
	fields := strings.Fields(string(text))
	if len(fields) == 0 || fields[0] != "steps" {
		return errors.New("steps: not a game of steps")
	}
	var r steps
	for _, f := range fields[1:] {
		m, err := r.ParseMove(f)
		if err != nil {
			return err
		}
		if r, err = r.Apply(m); err != nil {
			return err
		}
	}
	*s = r
	return nil
}

// stepsEngine is the toy's engine: its bot adds 1 or 2 by level, and
// its hints suggest adding 2, then 1.
var stepsEngine = gamekit.Engine[steps, step, int]{
	Bot: func(s steps, level tilekit.Level, seed uint64, seat int) (step, error) {
		return step{seat, 1 + int(level)%2}, nil
	},
	Hints: func(s steps, seat, n int) ([]gamekit.HintOf[step], error) {
		hs := []gamekit.HintOf[step]{{Move: step{seat, 2}, Score: 2}, {Move: step{seat, 1}, Score: 1, Note: "slow"}}
		return hs[:min(n, 2)], nil
	},
}

func (s steps) Preview(seat int, m step) (tilekit.Preview, error) {
	return tilekit.Preview{Total: m.Add, Parts: []string{}}, nil
}

// Clock times each turn; the period is the number of moves played.
func (s steps) Clock() (string, time.Duration) {
	if s.Over() {
		return "", 0
	}
	return fmt.Sprintf("move %d", s.moves.Len()), time.Second
}

func (s steps) Expire(period string) (steps, error) {
	if now, _ := s.Clock(); now != period || now == "" {
		return s, nil
	}
	return s.Apply(step{tilekit.Onlooker, 1})
}

// Mask hides Bob's moves from Ann until the game is over.
func (s steps) Mask(seat, at int, m step) step {
	if m.Seat == 1 && seat != 1 && !s.Over() {
		return step{Seat: 1}
	}
	return m
}

func (s steps) Draw(seat int) string { return fmt.Sprintf("count %d\n", s.count) }

// stepsKind is the toy's Kind, as gamekit.Kind completes it, registered
// with its engine.
var stepsKind = func() tilekit.Kind {
	tilekit.Register(gamekit.Kind[steps, step, int, *steps](
		tilekit.Kind{Name: "steps", Title: "A race to ten", Match: func(line string) bool { return strings.HasPrefix(line, "steps") }},
		[]gamekit.Preset[string]{
			gamekit.Fixed("default", "two players", 2, 2, func() string { return "" }),
			{Preset: tilekit.Preset{Name: "words", About: "needs a word list", Alphabet: "spanish", MinPlayers: 2, MaxPlayers: 2},
				Rules: func(int) string { return "words" }},
		},
		gamekit.Game[steps, step, int, string]{
			New: func(rules string, names []string, seed uint64, d dictionary.Dictionary) (steps, error) {
				return steps{flaw: rules}, nil
			},
		}))
	gamekit.RegisterEngine("steps", stepsEngine)
	k, _ := tilekit.Lookup("steps")
	return k
}()
