package equity

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
)

// equityPlayer and scorePlayer are the two sides of the equity match:
// Best against BestMove (falling back to an exchange or a pass as
// the bots do when no placement fits).
var (
	equityPlayer = arena.Player{Name: "equity", New: func(uint64) tilekit.Bot {
		return gamekit.BotFunc[wordgame.State, wordgame.Move, wordgame.View](func(s wordgame.State, _ int) (wordgame.Move, error) { return Best(s) })
	}}
	scorePlayer = arena.Player{Name: "score", New: func(uint64) tilekit.Bot {
		return gamekit.BotFunc[wordgame.State, wordgame.Move, wordgame.View](func(s wordgame.State, _ int) (wordgame.Move, error) {
			if m, err := s.BestMove(); err == nil {
				return m, nil
			}
			return eq.K.Fallback(s), nil
		})
	}}
)

// equityMatch plays games seeded wordgame.Classic() games between the equity
// player and the highest-score player, seats alternating.
func equityMatch(t testing.TB, preset string, games int) arena.Result {
	k, ok := tilekit.Lookup("wordgame")
	if !ok {
		t.Fatal("wordgame is not registered")
	}
	r, err := arena.Play(context.Background(), arena.Match{
		Kind: k, Preset: preset, A: equityPlayer, B: scorePlayer, Games: games, Seed: 2028,
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestEquityBeatsScoreLong plays the 1,000-game wordgame.Classic() match of
// equity against the highest score and requires a win rate of at least
// 60% (ties count half); it prints the rate with its 95% interval and
// each side's mean score. TILEKIT_EQUITY_GAMES changes the number of
// games, TILEKIT_EQUITY_PRESET the preset.
//
//	TILEKIT_LONG=1 go test -run TestEquityBeatsScoreLong -v ./wordgame
func TestEquityBeatsScoreLong(t *testing.T) {
	gametest.Long(t)
	games := 1000
	if n, err := strconv.Atoi(os.Getenv("TILEKIT_EQUITY_GAMES")); err == nil && n > 0 {
		games = n
	}
	preset := "classic"
	if p := os.Getenv("TILEKIT_EQUITY_PRESET"); p != "" {
		preset = p
	}
	r := equityMatch(t, preset, games)
	rate, lo, hi := r.Rate()
	eq, eqHalf := r.MeanScore(0)
	sc, scHalf := r.MeanScore(1)
	t.Logf("%s, %d games: equity wins %.1f%% [%.1f%%, %.1f%%]; mean score equity %.1f ± %.1f, score %.1f ± %.1f",
		preset, games, 100*rate, 100*lo, 100*hi, eq, eqHalf, sc, scHalf)
	if preset == "classic" && games >= 1000 && rate < 0.60 {
		t.Errorf("equity wins %.1f%% of %d games, want at least 60%%", 100*rate, games)
	}
}

// BenchmarkMoves measures one call of Moves(10) over a
// fixed set of midgame wordgame.Classic() positions.
func BenchmarkMoves(b *testing.B) {
	positions := equityPositions(b, 16)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := Moves(positions[i%len(positions)], 10); err != nil {
			b.Fatal(err)
		}
	}
}

// equityPositions plays seeded Classic games with Best and
// returns n positions from their middles.
func equityPositions(t testing.TB, n int) []wordgame.State {
	var out []wordgame.State
	for seed := uint64(1); len(out) < n; seed++ {
		s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for range 8 + int(seed%6) {
			m, err := Best(s)
			if err != nil {
				t.Fatal(err)
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(fmt.Errorf("%v: %w", m, err))
			}
		}
		if !s.Over() {
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkBest times the exact equity choice over the mid-game
// positions of sim's BenchmarkSimulate (sim's BenchmarkRolloutMove
// times its rollout choice over the same ones).
func BenchmarkBest(b *testing.B) {
	ps := wgtest.Midgame(b)
	for i := 0; b.Loop(); i++ {
		if _, err := Best(ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
}
