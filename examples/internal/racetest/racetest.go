// Package racetest is a tiny game for testing the example programs' game
// loops on their own, without a real game's rules: two players take turns
// adding 1, 2 or 3 to a running total, and whoever reaches 10 wins. Its
// games.Kind is registered with the games package under the name "race" by
// [Register].
package racetest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/internal/games"
)

// race is the game's state.
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

// Register adds the race game to the games package, once.
func Register() { once.Do(func() { games.Register(kind) }) }

var once sync.Once

var kind = (&games.Kind{
	Name:       "race",
	Title:      "Race",
	About:      "a test game: reach 10 first",
	Help:       "add 1, 2 or 3: type the number",
	Presets:    []string{"default"},
	MinPlayers: 2, MaxPlayers: 2,
	New:  func(string, []string, uint64) (tilekit.Game, error) { return race{}, nil },
	Save: func(name string, g tilekit.Game) ([]byte, error) { return g.MarshalText() },
	Load: func(name string, data []byte) (tilekit.Game, error) {
		var r race
		var moves string
		if _, err := fmt.Sscanf(string(data), "%d %d %s", &r.total, &r.turn, &moves); err != nil {
			return nil, err
		}
		r.moves = strings.Split(moves, ",")
		return r, nil
	},
	Bot: func(g tilekit.Game, seat int) (string, error) {
		t := g.View(seat).(int)
		if n := (10 - t) % 4; n != 0 {
			return strconv.Itoa(n), nil
		}
		return "1", nil
	},
	Hints: func(g tilekit.Game, seat, n int) ([]games.Hint, error) {
		return []games.Hint{{Move: "2", Score: 2}}, nil
	},
	Preview: func(g tilekit.Game, seat int, move string) (games.Preview, error) {
		if err := g.Validate(move); err != nil {
			return games.Preview{}, err
		}
		n, _ := strconv.Atoi(move)
		return games.Preview{Total: n}, nil
	},
	Clock:  func(g tilekit.Game) (string, time.Duration) { return "", 0 },
	Result: func(g tilekit.Game) string { return fmt.Sprintf("%s wins", g.Name(1-g.State().(race).turn)) },
	Detail: func(err error) string { return err.Error() },
	Errors: map[string]error{"errRace": errRace},
})
