package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// equityBot plays the best move by equity with its table.
type equityBot struct{ table *leaves.Table }

// Move returns the best move by equity in g, a crossword game.
func (b equityBot) Move(g tilekit.Game, seat int) (string, error) {
	s, ok := g.State().(wordgame.State)
	if !ok {
		return "", fmt.Errorf("gen: a duel's game is a %T, not a wordgame.State", g.State())
	}
	m, err := equity.Best(s, equity.WithLeaves(b.table))
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

// duel plays equity with table a against equity with table b under the
// preset named rules, games games (internal/arena: each game dealt from
// seed and its number, the tables swapping seats from one game to the
// next; a deal is not played twice).
func duel(rules string, a, b *leaves.Table, games int, seed uint64, workers int) (arena.Result, error) {
	k, ok := tilekit.Lookup("wordgame")
	if !ok {
		return arena.Result{}, errors.New("gen: the crossword game is not registered")
	}
	player := func(name string, t *leaves.Table) arena.Player {
		return arena.Player{Name: name, New: func(uint64) tilekit.Bot { return equityBot{t} }}
	}
	return arena.Play(context.Background(), arena.Match{
		Kind: k, Preset: rules, Games: games, Seed: seed, Workers: workers,
		A: player("A", a), B: player("B", b),
	})
}

// runDuel plays the duel the -duel flag names and prints its result.
func runDuel(files, rules string, games int, seed uint64, workers int) error {
	paths := strings.Split(files, ",")
	if len(paths) != 2 || (rules != "classic" && rules != "default") {
		return fmt.Errorf("gen: -duel %q -rules %q: want two files, a comma between, and classic or default", files, rules)
	}
	a, err := readTable(paths[0])
	if err != nil {
		return err
	}
	b, err := readTable(paths[1])
	if err != nil {
		return err
	}
	r, err := duel(rules, a, b, games, seed, workers)
	if err != nil {
		return err
	}
	rate, lo, hi := r.Rate()
	ma, _ := r.MeanScore(0)
	mb, _ := r.MeanScore(1)
	fmt.Printf("%s against %s, %s, %d games (seed %d): %.1f%% [%.1f, %.1f], mean spread %+.1f\n",
		paths[0], paths[1], rules, len(r.Games), seed, 100*rate, 100*lo, 100*hi, ma-mb)
	return nil
}

// readTable reads a table's text form from a file.
func readTable(path string) (*leaves.Table, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t := new(leaves.Table)
	if err := t.UnmarshalText(text); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}
