package bot_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/bot"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// TestLadderQuick is the ladder below Expert on a small seeded sample:
// each level scores more on average than the one below it. (Expert's
// every move is a simulation: its games are in TestLadderLong.)
func TestLadderQuick(t *testing.T) {
	t.Parallel()
	games := map[tilekit.Level]int{tilekit.Medium: 40, tilekit.Hard: 40}
	for _, r := range gametest.CheckLadder(t, "wordgame", "", games, 7, 0) {
		a, _ := r.MeanScore(0)
		b, _ := r.MeanScore(1)
		if a <= b {
			t.Errorf("%s scores %.1f a game on average, %s %.1f", r.Match.A.Name, a, r.Match.B.Name, b)
		}
	}
}

// TestLadderLong is the 200-game ladder behind the package doc's table
// of levels (gametest.LongLadder; TILEKIT_LADDER=1 runs it).
func TestLadderLong(t *testing.T) { gametest.LongLadder(t, "wordgame") }

// TestSimulationBeatsEquityLong plays simulation (Expert) against equity
// (Hard) under the classic rules, 500 games (LADDER_GAMES sets another
// number), and wants at least 55% of the points. TILEKIT_LADDER=1 runs
// it: Expert simulates every move, so it takes about half an hour on two
// cores.
func TestSimulationBeatsEquityLong(t *testing.T) {
	gametest.Ladder(t)
	games := map[tilekit.Level]int{tilekit.Expert: arena.GamesFromEnv(500)}
	gametest.CheckLadder(t, "wordgame", "classic", games, 2026, 0.55)
}

// The opponents of TestExpertMatchesLong: static players Expert was not
// built on (its choice between simulation and equity was measured
// against hard-leaves7 alone, once, on 40 games), each a function
// choosing seat's move in s from a seed for the game.
var matchOpponents = []struct {
	name string
	move func(t testing.TB, s wordgame.State, seed uint64) (wordgame.Move, error)
}{
	// Hard: the best move by equity with the bundled classic leaves.
	{"hard", func(_ testing.TB, s wordgame.State, _ uint64) (wordgame.Move, error) { return equity.Best(s) }},
	// Hard with leaves learned apart from the bundled ones: another
	// seed, fewer games and generations, and no weights for pairs
	// (testdata/classic-seed7.txt, made by the generator of commit
	// c6f7453: go run ./internal/gen -games 600 -gens 3 -seed 7 -rules
	// classic).
	{"hard-leaves7", func(t testing.TB, s wordgame.State, _ uint64) (wordgame.Move, error) {
		return equity.Best(s, equity.WithLeaves(seed7Leaves(t)))
	}},
	// Medium: the highest-scoring placement.
	{"medium", func(_ testing.TB, s wordgame.State, seed uint64) (wordgame.Move, error) {
		return bot.Move(s, tilekit.Medium, seed, s.ToMove()[0])
	}},
	// Hard with noise: the best of the ten best moves by equity after
	// Gaussian noise of 3 points on each equity, seeded by the game and
	// the turn.
	{"hard-noise", func(_ testing.TB, s wordgame.State, seed uint64) (wordgame.Move, error) {
		ms, err := equity.Moves(s, 10)
		if err != nil {
			return wordgame.Move{}, err
		}
		rng := rand.New(rand.NewPCG(seed, uint64(len(s.History()))))
		best, bestV := ms[0].Move, math.Inf(-1)
		for _, m := range ms {
			if v := m.Equity + 3*rng.NormFloat64(); v > bestV {
				best, bestV = m.Move, v
			}
		}
		return best, nil
	}},
}

// seed7Leaves reads testdata/classic-seed7.txt once.
var seed7Leaves = func() func(t testing.TB) *leaves.Table {
	var once sync.Once
	var table *leaves.Table
	var err error
	return func(t testing.TB) *leaves.Table {
		once.Do(func() {
			var text []byte
			if text, err = os.ReadFile("testdata/classic-seed7.txt"); err == nil {
				table = new(leaves.Table)
				err = table.UnmarshalText(text)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		return table
	}
}()

// TestExpertMatchesLong plays Expert against each opponent of
// matchOpponents under the classic rules, in pairs of games on the same
// deal with the seats swapped, and logs each match: games, Expert's
// share of the points (ties count half) with its 95% Wilson interval,
// and its mean spread. TILEKIT_LADDER=1 runs it; LADDER_GAMES sets the
// games per opponent (200), MATCH_OPPONENTS a comma-separated choice of
// opponents (all), MATCH_SEED the seed of the deals (2026), MATCH_FROM
// the first game's number (0, or another even number), so that a long match can be played in
// parts: games are numbered within the match, game g being the same
// wherever a run starts. MATCH_PLAYER=hard puts Hard in Expert's seat,
// on the same deals: the baseline that tells how much of Expert's share
// against an opponent simulation adds, and how much equity alone takes;
// MATCH_PLAYER=expert-infer plays Expert with a reading of the
// opponent's last placement (sim.Infer), which it does not use.
// MATCH_LOG names a file to which each game's number and final spread
// (Expert's seat first) are written, a line each, opponent by opponent:
// two runs on the same deals can then be compared game by game.
//
//	TILEKIT_LADDER=1 LADDER_GAMES=200 MATCH_OPPONENTS=hard go test ./wordgame/bot -run ExpertMatchesLong -v -timeout 0
func TestExpertMatchesLong(t *testing.T) {
	gametest.Ladder(t)
	games := arena.GamesFromEnv(200)
	seed := uint64(2026)
	if v := os.Getenv("MATCH_SEED"); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("MATCH_SEED=%q: %v", v, err)
		}
	}
	from := 0
	if v := os.Getenv("MATCH_FROM"); v != "" {
		var err error
		if from, err = strconv.Atoi(v); err != nil || from < 0 || from%2 != 0 {
			t.Fatalf("MATCH_FROM=%q: want an even game number, so that each deal's two games stay together", v)
		}
	}
	player, name := tilekit.Expert, "Expert"
	switch v := os.Getenv("MATCH_PLAYER"); v {
	case "", "expert":
	case "hard":
		player, name = tilekit.Hard, "Hard"
	case "expert-infer":
		bot.SetExpertInfer(true)
		defer bot.SetExpertInfer(false)
		name = "Expert with inference"
	default:
		t.Fatalf("MATCH_PLAYER=%q: want expert, expert-infer or hard", v)
	}
	want := os.Getenv("MATCH_OPPONENTS")
	for _, opp := range matchOpponents {
		if want != "" && !slices.Contains(strings.Split(want, ","), opp.name) {
			continue
		}
		start := time.Now()
		spreads := make([]int, games)
		points := make([]float64, games)
		var next atomic.Int64
		var wg sync.WaitGroup
		for range runtime.GOMAXPROCS(0) {
			wg.Go(func() {
				for g := int(next.Add(1) - 1); g < games; g = int(next.Add(1) - 1) {
					spreads[g] = playMatchGame(t, player, seed, from+g, opp.move)
					switch {
					case spreads[g] > 0:
						points[g] = 1
					case spreads[g] == 0:
						points[g] = 0.5
					}
				}
			})
		}
		wg.Wait()
		var pts, spread float64
		for g := range games {
			pts += points[g]
			spread += float64(spreads[g])
		}
		if path := os.Getenv("MATCH_LOG"); path != "" {
			logSpreads(t, path, opp.name, from, spreads)
		}
		rate, lo, hi := wilson(pts, games)
		t.Logf("%s vs %s: games %d to %d (%d deals, seats swapped), %s %.1f%% [%.1f, %.1f] (%.1f points), mean spread %+.1f (total %+.0f), %v",
			name, opp.name, from, from+games-1, (games+1)/2, name, 100*rate, 100*lo, 100*hi, pts, spread/float64(games), spread, time.Since(start).Round(time.Second))
	}
}

// logSpreads appends a match's spreads to the file at path: a line
// "opponent game spread" for each game.
func logSpreads(t *testing.T, path, opponent string, from int, spreads []int) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	for g, sp := range spreads {
		fmt.Fprintf(f, "%s %d %d\n", opponent, from+g, sp)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// playMatchGame plays game g of a match: deal g/2 of seed, level (Expert
// or Hard) at seat g%2, and returns its final spread.
func playMatchGame(t testing.TB, level tilekit.Level, seed uint64, g int, opp func(testing.TB, wordgame.State, uint64) (wordgame.Move, error)) int {
	rng := rand.New(rand.NewPCG(seed, uint64(g/2)))
	deal := rng.Uint64()
	botSeed := rng.Uint64() ^ uint64(g%2)
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: deal})
	if err != nil {
		t.Fatal(err)
	}
	expert := g % 2
	for moves := 0; !s.Over(); moves++ {
		if moves > 500 {
			t.Fatalf("game %d not over after %d moves", g, moves)
		}
		var m wordgame.Move
		if s.ToMove()[0] == expert {
			m, err = bot.Move(s, level, botSeed, expert)
		} else {
			m, err = opp(t, s, botSeed)
		}
		if err == nil {
			s, err = s.Apply(m)
		}
		if err != nil {
			t.Fatalf("game %d, move %d: %v", g, moves, err)
		}
	}
	sc := s.Scores()
	return sc[expert] - sc[1-expert]
}

// wilson returns the share pts/n with its 95% Wilson score interval.
func wilson(pts float64, n int) (p, lo, hi float64) {
	const z = 1.96
	p = pts / float64(n)
	d := 1 + z*z/float64(n)
	c := (p + z*z/(2*float64(n))) / d
	h := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / d
	return p, c - h, c + h
}
