package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
)

// race is a tiny game for testing the loop on its own: two players take
// turns adding 1, 2 or 3 to a running total; whoever reaches 10 wins.
type race struct {
	total, turn int
	moves       []string
}

var errRace = errors.New("add 1, 2 or 3")

func (r race) Players() int      { return 2 }
func (r race) Name(p int) string { return [...]string{"You", "Bot"}[p&1] }
func (r race) Over() bool        { return r.total >= 10 }
func (r race) ToMove() []int {
	if r.Over() {
		return nil
	}
	return []int{r.turn}
}
func (r race) Validate(m string) error {
	n, err := strconv.Atoi(m)
	if err != nil || n < 1 || n > 3 {
		return fmt.Errorf("race: %w, not %q", errRace, m)
	}
	return nil
}
func (r race) Play(m string) (tilekit.Game, error) {
	if err := r.Validate(m); err != nil {
		return r, err
	}
	n, _ := strconv.Atoi(m)
	return race{r.total + n, 1 - r.turn, append(r.moves[:len(r.moves):len(r.moves)], m)}, nil
}
func (r race) View(p int) any { return r.total }
func (r race) LastMove() (string, bool) {
	if len(r.moves) == 0 {
		return "", false
	}
	return r.moves[len(r.moves)-1], true
}
func (r race) History() []string { return append([]string(nil), r.moves...) }
func (r race) State() any        { return r }
func (r race) MarshalText() ([]byte, error) {
	return []byte(fmt.Sprintf("%d %d %s", r.total, r.turn, strings.Join(r.moves, ","))), nil
}

func init() {
	register(&driver{
		name:        "race",
		about:       "a test game: reach 10 first",
		help:        "add 1, 2 or 3: type the number",
		presetOrder: []string{"default"},
		start:       func(o options) (tilekit.Game, error) { return race{}, nil },
		save:        func(name string, g tilekit.Game) ([]byte, error) { return g.MarshalText() },
		load: func(name string, data []byte) (tilekit.Game, error) {
			var r race
			var moves string
			if _, err := fmt.Sscanf(string(data), "%d %d %s", &r.total, &r.turn, &moves); err != nil && err != io.EOF {
				if _, err := fmt.Sscanf(string(data), "%d %d", &r.total, &r.turn); err != nil {
					return nil, err
				}
			}
			if moves != "" {
				r.moves = strings.Split(moves, ",")
			}
			return r, nil
		},
		draw: func(w io.Writer, g tilekit.Game, seat int, c palette) {
			fmt.Fprintf(w, "total %d\n", g.View(seat))
		},
		bot: func(g tilekit.Game, seat int) (string, error) {
			t := g.View(seat).(int)
			if n := (10 - t) % 4; n != 0 {
				return strconv.Itoa(n), nil
			}
			return "1", nil
		},
		hint: func(g tilekit.Game, seat int) (string, error) { return "try 2", nil },
		score: func(g tilekit.Game, move string) string {
			if g.Validate(move) != nil {
				return ""
			}
			return "+" + move
		},
		clock:  func(g tilekit.Game, o options) (string, time.Duration) { return "", o.time },
		idle:   func(g tilekit.Game) string { return "" },
		result: func(g tilekit.Game) string { return fmt.Sprintf("%s wins", g.Name(1-g.State().(race).turn)) },
		detail: func(err error) string { return detailOf(err, func(e error) string { return "" }) },
	})
}
