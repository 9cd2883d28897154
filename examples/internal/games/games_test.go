package games

import (
	"fmt"
	"testing"
)

// Every game, under every preset, played by bots alone, reaches its end:
// the bots' moves are legal, and a position where nobody can move has the
// program's own move (Idle) to go on with.
func TestBotsFinishEveryPreset(t *testing.T) {
	for _, name := range Names() {
		k, _ := ByName(name)
		for _, preset := range k.Presets {
			t.Run(name+"/"+preset, func(t *testing.T) {
				if testing.Short() && preset != k.Presets[0] {
					t.Skip("only the default preset in -short mode")
				}
				players := max(2, k.MinPlayers)
				if preset == "solo" {
					players = 1
				}
				var names []string
				for i := range players {
					names = append(names, fmt.Sprintf("Bot %d", i+1))
				}
				g, err := k.New(preset, names, 1)
				if err != nil {
					t.Fatal(err)
				}
				for n := 0; !g.Over(); n++ {
					if n == 3000 {
						t.Fatalf("still playing after %d steps; history %v", n, g.History())
					}
					moved := false
					for _, p := range g.ToMove() {
						m, err := k.Bot(g, p)
						if err != nil {
							t.Fatalf("bot %d: %v", p, err)
						}
						if m == "" {
							continue
						}
						next, err := g.Play(m)
						if err != nil {
							t.Fatalf("bot %d played %q: %v", p, m, err)
						}
						g, moved = next, true
						break
					}
					if moved {
						continue
					}
					if k.Idle == nil || k.Idle(g) == "" {
						t.Fatalf("nobody moves and the game is not over; to move %v", g.ToMove())
					}
					if g, err = g.Play(k.Idle(g)); err != nil {
						t.Fatalf("idle move: %v", err)
					}
				}
				t.Logf("%d moves", len(g.History()))
				if k.Result(g) == "" {
					t.Error("no result")
				}
			})
		}
	}
}
