// Package outside is a game written outside tilekit's module, against
// gamekit alone, as a user would write one: a coin-matching game. The
// test deals it through the root's registry, plays it with
// tilekit.NextMove, saves it and reads it back with tilekit.Decode.
package outside

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
)

// call is a seat's call of heads (H) or tails (T); seats call in turn,
// and the first of three rounds' calls to match the seat before scores.
type call struct {
	Seat int
	Side byte
}

func (c call) String() string               { return fmt.Sprintf("%d%c", c.Seat, c.Side) }
func (c call) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

type coins struct {
	players int
	calls   []call // never written once shared: append makes a copy
}

func (c coins) Players() int      { return c.players }
func (c coins) Name(p int) string { return fmt.Sprintf("Player %d", p+1) }
func (c coins) Over() bool        { return c.players == 0 || len(c.calls) >= 3*c.players }
func (c coins) ToMove() []int {
	if c.Over() {
		return []int{}
	}
	return []int{len(c.calls) % c.players}
}
func (c coins) Mover(m call) int { return m.Seat }
func (c coins) Validate(m call) error {
	switch {
	case c.Over():
		return &tilekit.MoveError[call]{Move: m, Err: tilekit.ErrGameOver, Detail: "the game is over"}
	case m.Seat != c.ToMove()[0] || m.Side != 'H' && m.Side != 'T':
		return &tilekit.MoveError[call]{Move: m, Err: tilekit.ErrBadMove, Detail: "call H or T in turn"}
	}
	return nil
}
func (c coins) Apply(m call) (coins, error) {
	if err := c.Validate(m); err != nil {
		return c, err
	}
	return coins{c.players, append(slices.Clip(c.calls), m)}, nil
}
func (c coins) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: c.Over(), Scores: make([]int, c.players), Winners: []int{}}
	for i := 1; i < len(c.calls); i++ {
		if c.calls[i].Side == c.calls[i-1].Side {
			o.Scores[c.calls[i].Seat]++
		}
	}
	if o.Over && c.players > 0 {
		best := slices.Max(o.Scores)
		for p, s := range o.Scores {
			if s == best {
				o.Winners = append(o.Winners, p)
			}
		}
		o.Reason = "three rounds of calls"
	}
	return o
}
func (c coins) History() []call { return slices.Clone(c.calls) }
func (c coins) View(int) []call { return append([]call{}, c.calls...) }
func (c coins) ParseMove(text string) (call, error) {
	var m call
	if _, err := fmt.Sscanf(text, "%d%c", &m.Seat, &m.Side); err != nil || len(text) != 2 {
		return call{}, &tilekit.MoveError[call]{Text: text, Err: tilekit.ErrSyntax, Detail: "write a seat and H or T: 0H"}
	}
	return m, nil
}
func (c coins) MarshalText() ([]byte, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "coins %d", c.players)
	for _, m := range c.calls {
		b.WriteString(" " + m.String())
	}
	return []byte(b.String()), nil
}
func (c *coins) UnmarshalText(text []byte) error {
	f := strings.Fields(string(text))
	var r coins
	if len(f) < 2 || f[0] != "coins" {
		return errors.New("coins: not a game of coins")
	}
	if _, err := fmt.Sscanf(f[1], "%d", &r.players); err != nil || r.players < 1 || r.players > 4 {
		return errors.New("coins: bad player count")
	}
	for _, t := range f[2:] {
		m, err := r.ParseMove(t)
		if err != nil {
			return err
		}
		if r, err = r.Apply(m); err != nil {
			return err
		}
	}
	*c = r
	return nil
}

var _ gamekit.State[coins, call, []call] = coins{}

func init() {
	gamekit.Register[coins, call, []call, *coins](
		tilekit.Kind{Name: "coins", Title: "Coins", About: "Call heads or tails; match the seat before you."},
		[]gamekit.Preset[int]{gamekit.Fixed("default", "two to four players", 2, 4, func() int { return 0 })},
		gamekit.Game[coins, call, []call, int]{
			New: func(_ int, names []string, _ uint64, _ dictionary.Dictionary) (coins, error) {
				return coins{players: len(names)}, nil
			},
		})
	// The coins' engine: what an engine package of their own would
	// register.
	gamekit.RegisterEngine("coins", gamekit.Engine[coins, call, []call]{
		Bot: func(c coins, level tilekit.Level, seed uint64, seat int) (call, error) {
			side := byte('H')
			if (seed+uint64(len(c.calls)))%3 == 0 {
				side = 'T'
			}
			return call{seat, side}, nil
		},
	})
}

func TestOutside(t *testing.T) {
	k, ok := tilekit.Lookup("coins")
	if !ok {
		t.Fatal("coins is not registered")
	}
	g, err := k.New("", []string{"Ann", "Bob", "Cy"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Easy, 1), k.Bot(tilekit.Easy, 2), k.Bot(tilekit.Easy, 3)}
	for !g.Over() {
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			t.Fatal(err)
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			t.Fatal(err)
		}
		text, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if g, err = tilekit.Decode(text); err != nil || g.Kind() != "coins" {
			t.Fatalf("Decode(%q) = %v, %v", text, g, err)
		}
	}
	if len(g.History()) != 9 || len(g.ToMove()) != 0 || !g.Outcome().Over {
		t.Errorf("the game ended as %v, %+v", g.History(), g.Outcome())
	}
	if _, err := g.Hints(0, 1); !errors.Is(err, tilekit.ErrGameOver) {
		t.Errorf("Hints after the end: %v", err)
	}
	if _, err := k.New("", []string{"solo"}, 1); !errors.Is(err, tilekit.ErrBadSetup) {
		t.Errorf("one player: %v", err)
	}
}
