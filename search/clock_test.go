package search_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/search"
)

// bank is a one-round game of two seats who move at once, for the
// rollouts' handling of waiting seats and clocks: each seat may take a
// point (once) and then stop. The round ends when both have stopped or,
// in the timed game, when the round's time runs out (Expire); the seat
// with more points wins.
type bank struct {
	took, stopped [2]bool
	expired       bool
	timed         bool
	gametest.Log[deposit]
}

// deposit is a move: seat takes its point, or stops ("0 take", "1 stop").
type deposit struct {
	Seat int
	Stop bool
}

func (m deposit) String() string {
	if m.Stop {
		return strconv.Itoa(m.Seat) + " stop"
	}
	return strconv.Itoa(m.Seat) + " take"
}

func (m deposit) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

var _ gamekit.State[bank, deposit, [2]int] = bank{}

func (s bank) Players() int        { return 2 }
func (s bank) Name(p int) string   { return "Seat " + strconv.Itoa(p) }
func (s bank) Over() bool          { return s.expired || s.stopped == [2]bool{true, true} }
func (s bank) Mover(m deposit) int { return m.Seat }

func (s bank) ToMove() []int {
	to := []int{}
	for p := range 2 {
		if !s.Over() && !s.stopped[p] {
			to = append(to, p)
		}
	}
	return to
}

func (s bank) ParseMove(text string) (deposit, error) {
	seat, what, _ := strings.Cut(text, " ")
	m := deposit{Stop: what == "stop"}
	switch {
	case seat != "0" && seat != "1", what != "take" && what != "stop":
		return deposit{}, &tilekit.MoveError[deposit]{Text: text, Err: tilekit.ErrSyntax, Detail: "write 0 take or 1 stop"}
	case seat == "1":
		m.Seat = 1
	}
	return m, nil
}

func (s bank) Validate(m deposit) error {
	switch {
	case s.Over():
		return &tilekit.MoveError[deposit]{Move: m, Err: tilekit.ErrGameOver, Detail: "the round is over"}
	case s.stopped[m.Seat]:
		return &tilekit.MoveError[deposit]{Move: m, Err: tilekit.ErrNotYourTurn, Detail: "that seat has stopped"}
	case !m.Stop && s.took[m.Seat]:
		return &tilekit.MoveError[deposit]{Move: m, Err: tilekit.ErrBadMove, Detail: "a seat takes one point"}
	}
	return nil
}

func (s bank) Apply(m deposit) (bank, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	next := s
	if m.Stop {
		next.stopped[m.Seat] = true
	} else {
		next.took[m.Seat] = true
	}
	next.Log = s.Add(m)
	return next, nil
}

func (s bank) View(int) [2]int { return s.points() }

func (s bank) points() [2]int {
	var pts [2]int
	for p, took := range s.took {
		if took {
			pts[p] = 1
		}
	}
	return pts
}

func (s bank) Outcome() tilekit.Outcome {
	pts := s.points()
	o := tilekit.Outcome{Over: s.Over(), Scores: pts[:], Winners: []int{}}
	switch {
	case !o.Over:
	case pts[0] == pts[1]:
		o.Winners = []int{0, 1}
	case pts[0] > pts[1]:
		o.Winners = []int{0}
	default:
		o.Winners = []int{1}
	}
	return o
}

func (s bank) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "bank %v %v %v", s.took, s.stopped, s.expired), nil
}

// Clock times the round, in the timed game.
func (s bank) Clock() (string, time.Duration) {
	if !s.timed || s.Over() {
		return "", 0
	}
	return "round", time.Minute
}

// Expire ends the round when its time runs out.
func (s bank) Expire(period string) (bank, error) {
	if now, _ := s.Clock(); now == "" || now != period {
		return s, nil
	}
	next := s
	next.expired = true
	return next, nil
}

// LegalMovesAs lists what seat may do: take (if it has not) and stop.
func (s bank) LegalMovesAs(seat int) ([]deposit, error) {
	ms := []deposit{{Seat: seat, Stop: true}}
	if !s.took[seat] {
		ms = append([]deposit{{Seat: seat}}, ms...)
	}
	return ms, nil
}

// Determinize has nothing to draw: every seat sees the whole round.
func (s bank) Determinize(int, uint64) (bank, error) { return s, nil }

// TestRolloutWaitsAndExpires searches seat 0's choice between taking its
// point and stopping, with rollouts in which seat 0 always waits and
// seat 1 takes its point and then waits. Two iterations visit each of
// the two moves once, so each move's mean is the reward of one rollout,
// known in advance.
func TestRolloutWaitsAndExpires(t *testing.T) {
	lazy := func(g tilekit.Game, seat int, _ *rand.Rand) (string, error) {
		if seat == 1 && g.ValidateAs(1, "1 take") == nil {
			return "1 take", nil
		}
		return "", nil
	}
	// A rollout stopped early is worth 0.5+0.5*tanh(gain) with Scale 1,
	// where gain is how much seat 0's lead grew.
	behind := 0.5 + 0.5*math.Tanh(-1)
	for _, c := range []struct {
		name        string
		timed       bool
		take, stop  float64
		explanation string
	}{
		// After "0 take", seat 1 takes too while seat 0 waits (a rollout
		// that stopped at the first waiting seat would score the lead
		// of 1); then nobody moves and the round's time runs out: a tie.
		// After "0 stop", seat 1 takes and wins when the time runs out.
		{"timed", true, 0.5, 0, "the round expires once every seat waits"},
		// Without a clock the rollouts stop where every seat waits, and
		// are scored by the lead: even after "0 take", one behind after
		// "0 stop".
		{"untimed", false, 0.5, behind, "nothing expires"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := gamekit.Wrap("bank", bank{timed: c.timed})
			s := search.New(search.Options{Iterations: 2, Depth: -1, Scale: 1, Rollout: lazy})
			r := gametest.Must(s.Search(g, 0))
			got := map[string]float64{}
			for _, st := range r.Moves {
				got[st.Move] = st.Mean
				if st.Visits != 1 {
					t.Errorf("%s visited %d times, want once", st.Move, st.Visits)
				}
			}
			if math.Abs(got["0 take"]-c.take) > 1e-9 || math.Abs(got["0 stop"]-c.stop) > 1e-9 {
				t.Errorf("means %v, want take %.3f and stop %.3f (%s)", got, c.take, c.stop, c.explanation)
			}
		})
	}
}
