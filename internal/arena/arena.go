// Package arena plays seeded matches between two computer players through
// the root package's dynamic interface, for the level ladders' tests and
// benchmarks and for examples/autoplay. It knows nothing of any game: a
// registered [tilekit.Kind] deals, and the players are [tilekit.Bot]s.
//
// A match is a series of two-seat games. Game i is dealt from a seed
// derived from the match's seed and i, and the players swap seats from
// one game to the next (A sits at seat 0 in even games), so the result
// depends only on the match, never on scheduling: games run in parallel
// on Workers goroutines and are tallied in order.
//
// Ladder plays a kind's levels each against the one below it, the
// ladder every game's tests check with Result.Short (quick seeded
// samples, and the 200-game TestLadderLong behind TILEKIT_LADDER=1 whose
// size GamesFromEnv reads from LADDER_GAMES).
package arena

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/tilekit/tilekit"
)

// Player is one side of a match: a name for reports and a maker of its
// bot for one game, given that game's seed.
type Player struct {
	Name string
	New  func(seed uint64) tilekit.Bot
}

// Level returns the registered computer player of kind k at level l.
func Level(k tilekit.Kind, l tilekit.Level) Player {
	return Player{Name: l.String(), New: func(seed uint64) tilekit.Bot { return k.Bot(l, seed) }}
}

// Match describes a series of games between A and B.
type Match struct {
	Kind   tilekit.Kind
	Preset string // "" is the kind's default preset
	A, B   Player
	Games  int
	Seed   uint64
	// Workers is how many games run at once; 0 means GOMAXPROCS.
	Workers int
	// MaxMoves ends a game that has not finished after this many moves
	// with an error; 0 means 10,000.
	MaxMoves int
	// Progress, if set, is called after each game with the number of
	// games finished, from one goroutine at a time.
	Progress func(done int)
}

// Game is the record of one game of a match.
type Game struct {
	Seed   uint64
	ASeat  int // the seat A played
	Scores [2]int
	// Points is A's result: 1 a win, 0.5 a tie (both or neither among
	// the winners), 0 a loss.
	Points float64
	Moves  [2]int           // moves made by A and by B
	Times  [2]time.Duration // time spent choosing them, A's then B's
	Final  string           // the final position's text
}

// Result is the tally of a match, games in order.
type Result struct {
	Match     Match
	Games     []Game
	Elapsed   time.Duration
	moveTimes [2][]time.Duration
}

// firstCause returns the first error of errs that is not a context's
// cancellation, or else the first error.
func firstCause(errs []error) error {
	var first error
	for _, err := range errs {
		switch {
		case err == nil:
		case !errors.Is(err, context.Canceled):
			return err
		case first == nil:
			first = err
		}
	}
	return first
}

// Play runs the match. It stops at the first game that fails (a bot's
// error, a refused move, a game over MaxMoves) and returns that error
// with the games finished before it.
func Play(ctx context.Context, m Match) (Result, error) {
	if m.Games <= 0 || m.A.New == nil || m.B.New == nil || m.Kind.Deal == nil {
		return Result{Match: m}, errors.New("arena: a match needs games, a kind and two players")
	}
	workers := m.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	games := make([]Game, m.Games)
	times := make([][2][]time.Duration, m.Games)
	errs := make([]error, m.Games)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range workers {
		wg.Go(func() {
			for i := range next {
				games[i], times[i], errs[i] = playOne(ctx, m, i)
				if errs[i] != nil {
					cancel()
				}
				if m.Progress != nil {
					mu.Lock()
					done++
					m.Progress(done)
					mu.Unlock()
				}
			}
		})
	}
feed:
	for i := range m.Games {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	r := Result{Match: m, Elapsed: time.Since(start)}
	// The failing game's own error, not the cancellation it caused in the
	// games running beside it, says why the match stopped.
	cause := firstCause(errs)
	for i := range games {
		if errs[i] != nil {
			return r, cause
		}
		if games[i].Final == "" {
			if cause != nil {
				return r, cause
			}
			return r, ctx.Err()
		}
		r.Games = append(r.Games, games[i])
		for side := range 2 {
			r.moveTimes[side] = append(r.moveTimes[side], times[i][side]...)
		}
	}
	return r, nil
}

// seeds derives game i's deal seed and its two bots' seeds.
func seeds(match uint64, i int) (deal, a, b uint64) {
	rng := rand.New(rand.NewPCG(match, uint64(i)))
	return rng.Uint64(), rng.Uint64(), rng.Uint64()
}

func playOne(ctx context.Context, m Match, i int) (Game, [2][]time.Duration, error) {
	var times [2][]time.Duration
	deal, sa, sb := seeds(m.Seed, i)
	rec := Game{Seed: deal, ASeat: i % 2}
	names := []string{m.A.Name, m.B.Name}
	bots := [2]tilekit.Bot{m.A.New(sa), m.B.New(sb)}
	if rec.ASeat == 1 {
		names[0], names[1] = names[1], names[0]
	}
	g, err := m.Kind.New(m.Preset, names, deal)
	if err != nil {
		return rec, times, fmt.Errorf("arena: game %d: dealing: %w", i, err)
	}
	limit := m.MaxMoves
	if limit <= 0 {
		limit = 10000
	}
	for moves := 0; !g.Over(); moves++ {
		if err := ctx.Err(); err != nil {
			return rec, times, err
		}
		if moves >= limit {
			return rec, times, fmt.Errorf("arena: game %d (seed %d): not over after %d moves", i, deal, limit)
		}
		g, err = step(g, bots, rec.ASeat, &rec, &times)
		if err != nil {
			return rec, times, fmt.Errorf("arena: game %d (seed %d): %w", i, deal, err)
		}
	}
	o := g.Outcome()
	if len(o.Scores) != 2 {
		return rec, times, fmt.Errorf("arena: game %d: %d scores, want 2", i, len(o.Scores))
	}
	bSeat := 1 - rec.ASeat
	rec.Scores = [2]int{o.Scores[rec.ASeat], o.Scores[bSeat]}
	aWon, bWon := slices.Contains(o.Winners, rec.ASeat), slices.Contains(o.Winners, bSeat)
	switch {
	case aWon && !bWon:
		rec.Points = 1
	case aWon == bWon:
		rec.Points = 0.5
	}
	text, err := g.MarshalText()
	if err != nil {
		return rec, times, err
	}
	rec.Final = string(text)
	return rec, times, nil
}

// step makes the next move with tilekit.NextMove, each seat played by
// its side's bot, and times it for the side that moved.
func step(g tilekit.Game, bots [2]tilekit.Bot, aSeat int, rec *Game, times *[2][]time.Duration) (tilekit.Game, error) {
	seated := []tilekit.Bot{bots[0], bots[1]}
	if aSeat == 1 {
		seated[0], seated[1] = bots[1], bots[0]
	}
	t0 := time.Now()
	seat, move, err := tilekit.NextMove(g, seated)
	took := time.Since(t0)
	if err != nil {
		return g, fmt.Errorf("seat %d's bot: %w", seat, err)
	}
	next, err := g.PlayAs(seat, move)
	if err != nil {
		return g, fmt.Errorf("seat %d's move %q: %w", seat, move, err)
	}
	side := 0
	if seat != aSeat {
		side = 1
	}
	rec.Moves[side]++
	rec.Times[side] += took
	times[side] = append(times[side], took)
	return next, nil
}

// Rate is A's share of the points (ties count half) with its 95% Wilson
// score interval.
func (r Result) Rate() (rate, lo, hi float64) {
	n := float64(len(r.Games))
	if n == 0 {
		return 0, 0, 1
	}
	var pts float64
	for _, g := range r.Games {
		pts += g.Points
	}
	p := pts / n
	const z = 1.959964
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return p, max(0, c-h), min(1, c+h)
}

// Tally counts A's wins, ties and losses.
func (r Result) Tally() (wins, ties, losses int) {
	for _, g := range r.Games {
		switch g.Points {
		case 1:
			wins++
		case 0:
			losses++
		default:
			ties++
		}
	}
	return wins, ties, losses
}

// MeanScore is side's (0 for A, 1 for B) mean final score with the half
// width of its 95% interval (normal approximation).
func (r Result) MeanScore(side int) (mean, half float64) {
	n := float64(len(r.Games))
	if n == 0 {
		return 0, 0
	}
	var sum, sq float64
	for _, g := range r.Games {
		sum += float64(g.Scores[side])
	}
	mean = sum / n
	for _, g := range r.Games {
		d := float64(g.Scores[side]) - mean
		sq += d * d
	}
	if n > 1 {
		half = 1.959964 * math.Sqrt(sq/(n-1)/n)
	}
	return mean, half
}

// MedianMove is the median time side (0 for A, 1 for B) took to choose a
// move, over every move of the match.
func (r Result) MedianMove(side int) time.Duration {
	ts := slices.Clone(r.moveTimes[side])
	if len(ts) == 0 {
		return 0
	}
	slices.Sort(ts)
	return ts[len(ts)/2]
}

// Moves is the number of moves both sides made.
func (r Result) Moves() int {
	n := 0
	for _, g := range r.Games {
		n += g.Moves[0] + g.Moves[1]
	}
	return n
}

// String is a one-line summary: "hard vs medium: 61.0% [54.1, 67.5] of 200 (W-T-L
// 120-4-76), mean 402.1±6.2 vs 380.3±6.0, median move 1ms / 12ms".
func (r Result) String() string {
	p, lo, hi := r.Rate()
	w, t, l := r.Tally()
	ma, ha := r.MeanScore(0)
	mb, hb := r.MeanScore(1)
	return fmt.Sprintf("%s vs %s: %.1f%% [%.1f, %.1f] of %d (W-T-L %d-%d-%d), mean %.1f±%.1f vs %.1f±%.1f, median move %v / %v",
		r.Match.A.Name, r.Match.B.Name, 100*p, 100*lo, 100*hi, len(r.Games), w, t, l,
		ma, ha, mb, hb, r.MedianMove(0).Round(time.Microsecond), r.MedianMove(1).Round(time.Microsecond))
}

// Ladder plays each level against the one below it: for every level hi
// from Medium to Expert with games[hi] > 0, a match of games[hi] games
// between hi (A) and hi-1 (B), both the kind's own computer players,
// with m's Kind, Preset, Seed, Workers and MaxMoves (m's players, Games
// and Progress are not used). It returns the matches in increasing
// order of hi, and stops at the first that fails with its error.
func Ladder(ctx context.Context, m Match, games map[tilekit.Level]int) ([]Result, error) {
	var rs []Result
	for hi := tilekit.Medium; hi <= tilekit.Expert; hi++ {
		if games[hi] <= 0 {
			continue
		}
		rung := m
		rung.A, rung.B = Level(m.Kind, hi), Level(m.Kind, hi-1)
		rung.Games, rung.Progress = games[hi], nil
		r, err := Play(ctx, rung)
		if err != nil {
			return rs, fmt.Errorf("arena: %v against %v: %w", hi, hi-1, err)
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// Short returns an error naming the two players and A's share of the
// points when A took less than least of them (ties count half), and nil
// otherwise.
func (r Result) Short(least float64) error {
	if p, lo, hi := r.Rate(); p < least {
		return fmt.Errorf("%s takes %.1f%% [%.1f, %.1f] of the points from %s in %d games, want at least %.1f%%",
			r.Match.A.Name, 100*p, 100*lo, 100*hi, r.Match.B.Name, len(r.Games), 100*least)
	}
	return nil
}

// GamesFromEnv returns the number in the environment variable
// LADDER_GAMES when it is a positive integer, else def: how long
// ladder benchmarks resize their matches.
func GamesFromEnv(def int) int {
	if n, err := strconv.Atoi(os.Getenv("LADDER_GAMES")); err == nil && n > 0 {
		return n
	}
	return def
}
