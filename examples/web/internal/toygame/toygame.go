// Package toygame is a small game with secrets and a clock, for testing
// the web server without a real game's rules: what the server must hide
// and what it must time are all here, in a few lines, written against
// package gamekit as any game is.
//
// Two seats hold secret racks (seat 0 "AEI", seat 1 "XYZ"). A game is two
// rounds; in a round both seats move at once: each plays letters from its
// rack ("1 X", or "X" from the seat itself), a point each, or says "done"
// ("1 done"). A seat whose rack is empty is done too, and the round ends
// inside the move that leaves both seats done. A round lasts one minute:
// when it runs out, Expire ends it with one move of the clock's for each
// seat still playing ("0 timeup"), a move no seat may send.
//
// Like the real games, the seat-blind Validate says what the mover's rack
// lacks ("rack XYZ has no A"): a server that checked a player's move with
// it, rather than with tilekit.Game's ValidateAs, would tell that player
// the other seat's rack. Letters played stay hidden from the other seat
// (Mask writes them "1 ?").
package toygame

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/notation"
)

// Round is how long a round lasts.
const Round = time.Minute

// Rounds is how many rounds a game has.
const Rounds = 2

// Racks are the seats' secret letters at the start of each round.
var Racks = [2]string{"AEI", "XYZ"}

// Move is one move: Seat plays Letter, or says Done; TimeUp is the
// clock's move that ends Seat's round.
type Move struct {
	Seat   int
	Letter byte
	Done   bool
	TimeUp bool
}

func (m Move) String() string {
	switch {
	case m.TimeUp:
		return strconv.Itoa(m.Seat) + " timeup"
	case m.Done:
		return strconv.Itoa(m.Seat) + " done"
	}
	return strconv.Itoa(m.Seat) + " " + string(m.Letter)
}

// MarshalText writes the move's notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads the move's notation, as ParseMove does.
func (m *Move) UnmarshalText(text []byte) error {
	var err error
	*m, err = State{}.ParseMove(string(text))
	return err
}

// MoveError is the toy's refusal.
type MoveError = tilekit.MoveError[Move]

// State is a toy game.
type State struct {
	left   int // the rounds left, this one included: 0 is over (the zero State)
	racks  [2]string
	done   [2]bool
	scores [2]int
	moves  []Move // never written once shared: Apply appends to a copy
}

var _ gamekit.State[State, Move, View] = State{}

// New deals a game.
func New() State { return State{left: Rounds, racks: Racks} }

func (s State) Players() int      { return 2 }
func (s State) Name(p int) string { return [...]string{"Ann", "Bob"}[p&1] }
func (s State) Over() bool        { return s.left <= 0 }

// round is the number of the round being played, from 0.
func (s State) round() int { return Rounds - s.left }

func (s State) ToMove() []int {
	out := []int{}
	for p := range 2 {
		if !s.Over() && !s.done[p] {
			out = append(out, p)
		}
	}
	return out
}

// ParseMove reads "1 X", "1 done" or "1 timeup".
func (s State) ParseMove(text string) (Move, error) {
	seat, rest, ok := strings.Cut(text, " ")
	if !ok || (seat != "0" && seat != "1") {
		return Move{}, &MoveError{Text: notation.Clip(text), Err: tilekit.ErrSyntax, Detail: "write a seat and a letter: 1 X"}
	}
	m := Move{Seat: int(seat[0] - '0')}
	switch {
	case rest == "done":
		m.Done = true
	case rest == "timeup":
		m.TimeUp = true
	case len(rest) == 1 && rest[0] >= 'A' && rest[0] <= 'Z':
		m.Letter = rest[0]
	default:
		return Move{}, &MoveError{Text: notation.Clip(text), Err: tilekit.ErrSyntax, Detail: "play one capital letter, or done"}
	}
	return m, nil
}

// ParseMoveAs reads a seat's move with the seat left out ("X", "done")
// as that seat's, and any other text as ParseMove does.
func (s State) ParseMoveAs(seat int, text string) (Move, error) {
	if n, _, ok := strings.Cut(text, " "); ok && (n == "0" || n == "1") {
		return s.ParseMove(text)
	}
	return s.ParseMove(strconv.Itoa(seat) + " " + text)
}

// Mover is the seat a letter or a done belongs to; a timeup is the
// clock's.
func (s State) Mover(m Move) int {
	if m.TimeUp {
		return tilekit.Onlooker
	}
	return m.Seat
}

// Validate checks m for whoever it names, and says what the mover's rack
// lacks: the leak a seat check must come before.
func (s State) Validate(m Move) error {
	switch {
	case s.Over():
		return &MoveError{Move: m, Err: tilekit.ErrGameOver, Detail: "the game is over"}
	case m.Seat < 0 || m.Seat > 1:
		return &MoveError{Move: m, Err: tilekit.ErrBadMove, Detail: "there is no such seat"}
	case s.done[m.Seat]:
		return &MoveError{Player: s.Name(m.Seat), Move: m, Err: tilekit.ErrNotYourTurn, Detail: "that seat is done this round"}
	case !m.Done && !m.TimeUp && !strings.ContainsRune(s.racks[m.Seat], rune(m.Letter)):
		return &MoveError{Player: s.Name(m.Seat), Move: m, Err: tilekit.ErrNotHeld,
			Detail: fmt.Sprintf("rack %s has no %c", s.racks[m.Seat], m.Letter)}
	}
	return nil
}

// Apply plays m; the move that leaves both seats done ends the round.
func (s State) Apply(m Move) (State, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	s.moves = append(slices.Clip(s.moves), m)
	switch {
	case m.Done || m.TimeUp:
		s.done[m.Seat] = true
	default:
		s.racks[m.Seat] = strings.Replace(s.racks[m.Seat], string(m.Letter), "", 1)
		s.scores[m.Seat]++
		s.done[m.Seat] = s.racks[m.Seat] == ""
	}
	if s.done == [2]bool{true, true} {
		s.left--
		s.done = [2]bool{}
		s.racks = Racks
	}
	return s, nil
}

func (s State) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: s.Over(), Scores: []int{s.scores[0], s.scores[1]}, Winners: []int{}}
	if o.Over {
		for p := range 2 {
			if s.scores[p] == max(s.scores[0], s.scores[1]) {
				o.Winners = append(o.Winners, p)
			}
		}
		o.Reason = "two rounds were played"
	}
	return o
}

// Mask hides from seat the letter another seat played.
func (s State) Mask(seat, at int, m Move) Move {
	if !m.Done && !m.TimeUp && m.Seat != seat {
		m.Letter = '?'
	}
	return m
}

// LastMove is the last move played.
func (s State) LastMove() (Move, bool) {
	if len(s.moves) == 0 {
		return Move{}, false
	}
	return s.moves[len(s.moves)-1], true
}

func (s State) History() []Move { return slices.Clone(s.moves) }

// View is what a seat sees: its own rack, and the last move as it may
// know it.
type View struct {
	Round    int     `json:"round"`
	Rack     string  `json:"rack"`
	Done     []bool  `json:"done"`
	Scores   []int   `json:"scores"`
	ToMove   []int   `json:"toMove"`
	LastMove *string `json:"lastMove"`
}

func (s State) View(p int) View {
	v := View{Round: s.round(), Done: []bool{s.done[0], s.done[1]}, Scores: []int{s.scores[0], s.scores[1]}, ToMove: s.ToMove()}
	if p == 0 || p == 1 {
		v.Rack = s.racks[p]
	}
	if m, ok := s.LastMove(); ok {
		text := s.Mask(p, len(s.moves)-1, m).String()
		v.LastMove = &text
	}
	return v
}

// Clock times each round: its period is "round N".
func (s State) Clock() (string, time.Duration) {
	if s.Over() {
		return "", 0
	}
	return "round " + strconv.Itoa(s.round()+1), Round
}

// Expire ends the round period names, if it is the current one, with a
// timeup for each seat still playing; for any other period it returns s.
func (s State) Expire(period string) (State, error) {
	if now, _ := s.Clock(); now == "" || now != period {
		return s, nil
	}
	next := s
	for _, p := range s.ToMove() {
		var err error
		if next, err = next.Apply(Move{Seat: p, TimeUp: true}); err != nil {
			return s, err
		}
	}
	return next, nil
}

// Preview says a letter earns a point.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	if m.Done {
		return tilekit.Preview{Parts: []string{"ends your round"}}, nil
	}
	return tilekit.Preview{Total: 1, Parts: []string{string(m.Letter) + " 1"}}, nil
}

// Hints lists the letters of seat's rack, then done.
func (s State) Hints(seat, n int) ([]gamekit.HintOf[Move], error) {
	out := []gamekit.HintOf[Move]{}
	for i := 0; i < len(s.racks[seat]) && len(out) < n; i++ {
		out = append(out, gamekit.HintOf[Move]{Move: Move{Seat: seat, Letter: s.racks[seat][i]}, Score: 1, Note: "from your rack " + s.racks[seat]})
	}
	if len(out) < n {
		out = append(out, gamekit.HintOf[Move]{Move: Move{Seat: seat, Done: true}, Note: "ends your round"})
	}
	return out, nil
}

// MarshalText writes "toy" and the moves, a line each.
func (s State) MarshalText() ([]byte, error) {
	parts := []string{"toy"}
	for _, m := range s.moves {
		parts = append(parts, m.String())
	}
	return []byte(strings.Join(parts, "\n")), nil
}

// UnmarshalText replays the moves of a text MarshalText wrote.
func (s *State) UnmarshalText(text []byte) error {
	lines := strings.Split(string(text), "\n")
	if lines[0] != "toy" {
		return errors.New("toygame: not a toy game")
	}
	r := New()
	for _, l := range lines[1:] {
		m, err := r.ParseMove(l)
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

// The toy game is in the registry as "toy" once the package is imported,
// as the real games are. Its bot plays its letters one at a time, then
// says done.
func init() {
	gamekit.Register[State, Move, View, *State](
		tilekit.Kind{Name: "toy", Title: "Toy", About: "a test game with secrets and a clock", Help: "play a letter of your rack, or done"},
		[]gamekit.Preset[struct{}]{gamekit.Fixed("default", "two rounds of a minute", 2, 2, func() struct{} { return struct{}{} })},
		gamekit.Game[State, Move, View, struct{}]{
			New: func(struct{}, []string, uint64, dictionary.Dictionary) (State, error) { return New(), nil },
		})
	gamekit.RegisterEngine("toy", gamekit.Engine[State, Move, View]{
		Bot: func(s State, _ tilekit.Level, _ uint64, seat int) (Move, error) {
			if rack := s.racks[seat]; rack != "" {
				return Move{Seat: seat, Letter: rack[0]}, nil
			}
			return Move{Seat: seat, Done: true}, nil
		},
		Hints: State.Hints,
	})
}
