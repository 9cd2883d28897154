// Package racetest is a tiny game for testing the example programs' game
// loops on their own, without a real game's rules: two players take turns
// adding 1, 2 or 3 to a running total, and whoever reaches 10 wins. It is
// written the way a user would add a game of their own to tilekit: a
// typed State with what package gamekit requires of every game, plus
// hints and previews, registered with gamekit.Register under the name
// "race" when the package is imported, as the real games register
// theirs.
package racetest

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// Move adds its value to the total.
type Move int

func (m Move) String() string                   { return strconv.Itoa(int(m)) }
func (m Move) MarshalText() ([]byte, error)     { return []byte(m.String()), nil }
func (m *Move) UnmarshalText(text []byte) error { return m.parse(string(text)) }

func (m *Move) parse(text string) error {
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 3 {
		return &MoveError{Text: text, Err: tilekit.ErrSyntax, Detail: "add 1, 2 or 3, not " + strconv.Quote(text)}
	}
	*m = Move(n)
	return nil
}

// MoveError is the race's refusal of a move.
type MoveError = tilekit.MoveError[Move]

// State is a race in progress.
type State struct {
	total, turn int
	moves       []Move
}

var _ gamekit.State[State, Move, int] = State{}

var names = [...]string{"You", "Bot"}

func (s State) Players() int      { return 2 }
func (s State) Name(p int) string { return names[p&1] }
func (s State) Over() bool        { return s.total >= 10 }
func (s State) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	return []int{s.turn}
}

func (s State) ParseMove(text string) (Move, error) {
	var m Move
	err := m.parse(text)
	return m, err
}

// Mover is the seat to move, as a move does not name its player
// (tilekit.Onlooker once the race is over).
func (s State) Mover(Move) int {
	if s.Over() {
		return tilekit.Onlooker
	}
	return s.turn
}

func (s State) Validate(m Move) error {
	if s.Over() {
		return &MoveError{Move: m, Err: tilekit.ErrGameOver, Detail: "the race is over"}
	}
	if m < 1 || m > 3 {
		return &MoveError{Player: s.Name(s.turn), Move: m, Err: tilekit.ErrBadMove, Detail: "add 1, 2 or 3"}
	}
	return nil
}

func (s State) Apply(m Move) (State, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	return State{s.total + int(m), 1 - s.turn, append(s.moves[:len(s.moves):len(s.moves)], m)}, nil
}

func (s State) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: s.Over(), Scores: []int{0, 0}, Winners: []int{}}
	if o.Over {
		o.Winners = []int{1 - s.turn}
		o.Scores[1-s.turn] = 1
		o.Reason = "the total reached 10"
	}
	return o
}

func (s State) LastMove() (Move, bool) {
	if len(s.moves) == 0 {
		return 0, false
	}
	return s.moves[len(s.moves)-1], true
}

func (s State) History() []Move              { return append([]Move(nil), s.moves...) }
func (s State) View(p int) int               { return s.total }
func (s State) MarshalText() ([]byte, error) { return []byte(s.text()), nil }

// Preview says a move earns its value (the root has checked that seat
// may play it).
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	return tilekit.Preview{Total: int(m), Parts: []string{}}, nil
}

// Hints always suggests adding 2 (the root asks only for the seat to
// move, and for at least one hint).
func (s State) Hints(seat, n int) ([]gamekit.HintOf[Move], error) {
	return []gamekit.HintOf[Move]{{Move: 2, Score: 2}}, nil
}

func (s State) text() string {
	moves := make([]string, len(s.moves))
	for i, m := range s.moves {
		moves[i] = m.String()
	}
	return "race " + strings.Join(moves, ",")
}

// UnmarshalText replays the moves of "race 1,3,2".
func (s *State) UnmarshalText(text []byte) error {
	rest, ok := strings.CutPrefix(string(text), "race ")
	if !ok {
		return errors.New("racetest: not a race")
	}
	var r State
	for _, f := range strings.Split(rest, ",") {
		if f == "" {
			continue
		}
		m, err := r.ParseMove(f)
		if err == nil {
			r, err = r.Apply(m)
		}
		if err != nil {
			return err
		}
	}
	*s = r
	return nil
}

func init() {
	gamekit.Register[State, Move, int, *State](
		tilekit.Kind{
			Name:  "race",
			Title: "Race",
			About: "a test game: reach 10 first",
			Help:  "add 1, 2 or 3: type the number",
		},
		[]gamekit.Preset[rules]{gamekit.Fixed("default", "first to 10", 2, 2, func() rules { return rules{} })},
		gamekit.Game[State, Move, int, rules]{
			New: func(rules, []string, uint64, dictionary.Dictionary) (State, error) { return State{}, nil },
		})
	gamekit.RegisterEngine("race", gamekit.Engine[State, Move, int]{Bot: bot, Hints: State.Hints})
}

// rules are the race's rules, which have nothing to choose.
type rules struct{}

// bot reaches a multiple of four short of 10 when it can, and otherwise
// adds a random amount, drawn from seed and the number of moves played.
func bot(s State, _ tilekit.Level, seed uint64, _ int) (Move, error) {
	if n := (10 - s.total) % 4; n != 0 {
		return Move(n), nil
	}
	r := rand.New(rand.NewPCG(seed, uint64(len(s.moves))))
	return Move(1 + r.IntN(3)), nil
}
