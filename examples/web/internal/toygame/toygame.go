// Package toygame is a small game with secrets and a clock, for testing
// the web server without a real game's rules: what the server must hide
// and what it must time are all here, in a few lines.
//
// Two seats hold secret racks (seat 0 "AEI", seat 1 "XYZ"). A game is two
// rounds; in a round both seats move at once: each plays letters from its
// rack ("1 X", or "X" from the seat itself), a point each, or says "done".
// A round lasts one minute: when the clock runs out, every seat still
// playing is done ("0 done": Timeout(seat)). Once both are done the table
// ends the round ("endround": Timeout(Onlooker)), a move no seat may send.
//
// Like the real games before the public layer, the seat-blind Validate
// says what the mover's rack lacks ("rack XYZ has no A"): a server that
// checked a player's move with it, rather than with ValidateAs, would
// tell that player the other seat's rack.
package toygame

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
)

// Round is how long a round lasts.
const Round = time.Minute

// Racks are the seats' secret letters.
var Racks = [2]string{"AEI", "XYZ"}

// Move is one move: Seat plays Letter, or says Done; EndRound is the
// table's.
type Move struct {
	Seat     int
	Letter   byte
	Done     bool
	EndRound bool
}

func (m Move) String() string {
	switch {
	case m.EndRound:
		return "endround"
	case m.Done:
		return strconv.Itoa(m.Seat) + " done"
	}
	return strconv.Itoa(m.Seat) + " " + string(m.Letter)
}

func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// MoveError is the toy's refusal.
type MoveError = tilekit.MoveError[Move]

// State is a toy game.
type State struct {
	round  int // 0, 1; 2 is over
	racks  [2]string
	done   [2]bool
	scores [2]int
	moves  []Move
}

// New deals a game.
func New() State { return State{racks: Racks} }

func (s State) Players() int      { return 2 }
func (s State) Name(p int) string { return [...]string{"Ann", "Bob"}[p&1] }
func (s State) Over() bool        { return s.round >= 2 }

func (s State) ToMove() []int {
	out := []int{}
	for p := range 2 {
		if !s.Over() && !s.done[p] {
			out = append(out, p)
		}
	}
	return out
}

func (s State) ParseMove(text string) (Move, error) {
	if text == "endround" {
		return Move{EndRound: true}, nil
	}
	seat, rest, ok := strings.Cut(text, " ")
	p, err := strconv.Atoi(seat)
	if !ok || err != nil || p < 0 || p > 1 {
		return Move{}, &MoveError{Text: text, Err: tilekit.ErrSyntax, Detail: "write a seat and a letter: 1 X"}
	}
	return s.ParseMoveAs(p, rest)
}

func (s State) ParseMoveAs(seat int, text string) (Move, error) {
	if text == "endround" {
		return Move{EndRound: true}, nil
	}
	if text == "done" {
		return Move{Seat: seat, Done: true}, nil
	}
	if n, rest, ok := strings.Cut(text, " "); ok && (n == "0" || n == "1") {
		seat, text = int(n[0]-'0'), rest
		if text == "done" {
			return Move{Seat: seat, Done: true}, nil
		}
	}
	if len(text) != 1 || text[0] < 'A' || text[0] > 'Z' {
		return Move{}, &MoveError{Text: text, Err: tilekit.ErrSyntax, Detail: "play one capital letter"}
	}
	return Move{Seat: seat, Letter: text[0]}, nil
}

// Validate checks m for whoever it names, and says what the mover's rack
// lacks: the leak a seat check must come before.
func (s State) Validate(m Move) error {
	if s.Over() {
		return &MoveError{Move: m, Err: tilekit.ErrGameOver, Detail: "the game is over"}
	}
	if m.EndRound {
		if len(s.ToMove()) > 0 {
			return &MoveError{Move: m, Err: tilekit.ErrBadMove, Detail: "someone is still playing"}
		}
		return nil
	}
	if s.done[m.Seat] {
		return &MoveError{Player: s.Name(m.Seat), Move: m, Err: tilekit.ErrNotYourTurn, Detail: "you are done this round"}
	}
	if !m.Done && !strings.ContainsRune(s.racks[m.Seat], rune(m.Letter)) {
		return &MoveError{Player: s.Name(m.Seat), Move: m, Err: tilekit.ErrNotHeld,
			Detail: fmt.Sprintf("rack %s has no %c", s.racks[m.Seat], m.Letter)}
	}
	return nil
}

func (s State) Apply(m Move) (State, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	s.moves = append(s.moves[:len(s.moves):len(s.moves)], m)
	switch {
	case m.EndRound:
		s.round++
		s.done = [2]bool{}
		s.racks = Racks
	case m.Done:
		s.done[m.Seat] = true
	default:
		s.racks[m.Seat] = strings.Replace(s.racks[m.Seat], string(m.Letter), "", 1)
		s.scores[m.Seat]++
		if s.racks[m.Seat] == "" {
			s.done[m.Seat] = true
		}
	}
	return s, nil
}

func (s State) ValidateAs(seat int, m Move) error {
	if err := tilekit.CheckSeat(s, seat, m, ""); err != nil {
		return err
	}
	if m.EndRound || m.Seat != seat {
		return &MoveError{Player: s.Name(seat), Move: m, Err: tilekit.ErrNotYourTurn, Detail: "that move is not yours to make"}
	}
	return s.Validate(m)
}

func (s State) ApplyAs(seat int, m Move) (State, error) {
	if err := s.ValidateAs(seat, m); err != nil {
		return s, err
	}
	return s.Apply(m)
}

func (s State) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: s.Over(), Scores: s.scores[:], Winners: []int{}}
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

// hide blanks what seat may not know of m: another seat's letter.
func hide(m Move, seat int) Move {
	if !m.EndRound && !m.Done && m.Seat != seat {
		m.Letter = '?'
	}
	return m
}

func (s State) LastMove() (Move, bool) {
	if len(s.moves) == 0 {
		return Move{}, false
	}
	return s.moves[len(s.moves)-1], true
}

func (s State) History() []Move { return slices.Clone(s.moves) }

func (s State) LastMoveFor(seat int) (Move, bool) {
	m, ok := s.LastMove()
	return hide(m, seat), ok
}

func (s State) HistoryFor(seat int) []Move {
	out := s.History()
	for i := range out {
		out[i] = hide(out[i], seat)
	}
	return out
}

// View is what a seat sees.
type View struct {
	Round  int    `json:"round"`
	Rack   string `json:"rack"`
	Done   []bool `json:"done"`
	Scores []int  `json:"scores"`
}

func (s State) View(p int) View {
	v := View{Round: s.round, Done: s.done[:], Scores: s.scores[:]}
	if p == 0 || p == 1 {
		v.Rack = s.racks[p]
	}
	return v
}

func (s State) Clock() (string, time.Duration) {
	if s.Over() {
		return "", 0
	}
	return "round " + strconv.Itoa(s.round+1), Round
}

func (s State) Timeout(seat int) (Move, bool) {
	if s.Over() {
		return Move{}, false
	}
	if seat == tilekit.Onlooker {
		return Move{EndRound: true}, len(s.ToMove()) == 0
	}
	if seat < 0 || seat > 1 || s.done[seat] {
		return Move{}, false
	}
	return Move{Seat: seat, Done: true}, true
}

func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	if err := s.ValidateAs(seat, m); err != nil {
		return tilekit.Preview{}, err
	}
	if m.Done {
		return tilekit.Preview{Parts: []string{}}, nil
	}
	return tilekit.Preview{Total: 1, Parts: []string{string(m.Letter) + " 1"}}, nil
}

func (s State) Hints(seat, n int) ([]tilekit.HintOf[Move], error) {
	if err := tilekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return nil, err
	}
	out := []tilekit.HintOf[Move]{}
	for i := 0; i < len(s.racks[seat]) && len(out) < n; i++ {
		out = append(out, tilekit.HintOf[Move]{Move: Move{Seat: seat, Letter: s.racks[seat][i]}, Score: 1, Note: "from your rack " + s.racks[seat]})
	}
	return out, nil
}

func (s State) MarshalText() ([]byte, error) {
	parts := make([]string, len(s.moves))
	for i, m := range s.moves {
		parts[i] = m.String()
	}
	return []byte("toy\n" + strings.Join(parts, "\n")), nil
}

// UnmarshalText replays the moves of a text MarshalText wrote.
func (s *State) UnmarshalText(text []byte) error {
	lines := strings.Split(string(text), "\n")
	if lines[0] != "toy" {
		return errors.New("toygame: not a toy game")
	}
	g := tilekit.Wrap(New())
	for _, l := range lines[1:] {
		if l == "" {
			continue
		}
		next, err := g.Play(l)
		if err != nil {
			return err
		}
		g = next
	}
	*s = g.State().(State)
	return nil
}

// bot plays its letters one at a time, then says done.
type bot struct{}

func (bot) Move(g tilekit.Game, seat int) (string, error) {
	v := g.View(seat).(View)
	if v.Rack == "" {
		return "done", nil
	}
	return v.Rack[:1], nil
}

// The toy game is in the registry as "toy" once the package is imported,
// as the real games are.
func init() {
	tilekit.Register(tilekit.Kind{
		Name: "toy", Title: "Toy", About: "a test game with secrets and a clock", Help: "play a letter of your rack",
		Presets:    []tilekit.Preset{{Name: "default", About: "two rounds"}},
		MinPlayers: 2, MaxPlayers: 2,
		New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
			if len(names) != 2 {
				return nil, errors.New("toygame: two players")
			}
			return tilekit.Wrap(New()), nil
		},
		Decode: tilekit.DecodeText[State, Move, View],
		Bot:    func(tilekit.Level, uint64) tilekit.Bot { return bot{} },
	})
}
