package gametest

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilekit/tilekit"
)

// PlayPresets deals the registered kind called name under every preset,
// at every number of seats the preset allows, with a bot at level in
// every seat, and plays each game to its end with tilekit.NextMove and
// Game.PlayAs, checking on the way that ToMove is empty exactly when the
// game is over, that the seat asked for hints gets at least one every
// few moves, and that the game ends within maxMoves moves. Games are
// dealt from seed. It returns the number of games played.
func PlayPresets(t Failer, name string, level tilekit.Level, seed uint64, maxMoves int) int {
	t.Helper()
	k, ok := tilekit.Lookup(name)
	if !ok {
		t.Fatalf("%s is not registered", name)
	}
	played := 0
	for _, p := range k.Presets {
		if p.Alphabet != "" {
			continue // played with a word list the caller brings
		}
		if p.MinPlayers < 1 || p.MaxPlayers < p.MinPlayers {
			t.Fatalf("%s preset %s allows %d to %d players", name, p.Name, p.MinPlayers, p.MaxPlayers)
		}
		for n := p.MinPlayers; n <= p.MaxPlayers; n++ {
			g, err := k.New(p.Name, make([]string, n), seed)
			if err != nil {
				t.Fatalf("%s %s with %d players: %v", name, p.Name, n, err)
			}
			if _, err := PlayOut(g, k, level, seed, maxMoves); err != nil {
				t.Fatalf("%s %s with %d players, seed %d: %v", name, p.Name, n, seed, err)
			}
			played++
		}
		for _, n := range []int{p.MinPlayers - 1, p.MaxPlayers + 1} {
			if _, err := k.New(p.Name, make([]string, n), seed); n >= 0 && !errors.Is(err, tilekit.ErrBadSetup) {
				t.Fatalf("%s %s with %d players, outside %d to %d: %v, want ErrBadSetup", name, p.Name, n, p.MinPlayers, p.MaxPlayers, err)
			}
		}
	}
	if _, err := k.New("no such preset", nil, seed); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Fatalf("%s: New of an unknown preset: %v, want ErrUnknownPreset", name, err)
	}
	return played
}

// PlayOut plays g to its end with k's bots at level in every seat, as
// [PlayPresets] does, and returns the game it reached and the first
// broken promise.
func PlayOut(g tilekit.Game, k tilekit.Kind, level tilekit.Level, seed uint64, maxMoves int) (tilekit.Game, error) {
	bots := make([]tilekit.Bot, g.Players())
	for i := range bots {
		bots[i] = k.Bot(level, seed+uint64(i))
	}
	for moves := 0; ; moves++ {
		to := g.ToMove()
		if g.Over() != (len(to) == 0) {
			return g, fmt.Errorf("after %d moves, Over() = %v but ToMove() = %v", moves, g.Over(), to)
		}
		if g.Over() {
			return g, nil
		}
		if moves >= maxMoves {
			return g, fmt.Errorf("not over after %d moves", moves)
		}
		if moves%7 == 0 {
			hs, err := g.Hints(to[0], 2)
			if err != nil && !errors.Is(err, errors.ErrUnsupported) {
				return g, fmt.Errorf("after %d moves, Hints(%d, 2): %v", moves, to[0], err)
			}
			if err == nil && len(hs) == 0 {
				return g, fmt.Errorf("after %d moves, Hints(%d, 2) is empty though seat %d may move", moves, to[0], to[0])
			}
		}
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			return g, fmt.Errorf("after %d moves (%v to move): %w", moves, to, err)
		}
		if !slices.Contains(to, seat) {
			return g, fmt.Errorf("after %d moves, NextMove chose seat %d, which may not move (%v)", moves, seat, to)
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			return g, fmt.Errorf("after %d moves, seat %d's bot move %q: %w", moves, seat, move, err)
		}
	}
}
