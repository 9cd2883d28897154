package bot_test

import (
	"context"
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

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/bot"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/sim"
)

// TestExpertDecisionsLong judges Expert's choices one position at a
// time, where TestExpertMatchesLong judges whole games. It takes
// positions from games of Hard against an opponent (DECISION_OPPONENT,
// one of TestExpertMatchesLong's; hard-leaves7 unless set), every second
// turn while the bag holds at least two tiles (with fewer, Expert solves
// rather than simulates), and plays the move each rule chooses there
// (equity's, Expert's, the simulation's leader whatever its edge, and
// the leader of each setting DECISION_SIMS lists) to the end of the game
// on DECISION_PLAYOUTS deals (100) of the tiles the mover cannot see,
// the same deals for every move: the mover's side played by Hard, the
// other by the opponent. A move's worth is its mean result (1, ½ or 0)
// and its mean final spread; a rule's gain at a position is its move's
// worth minus that of equity's choice.
//
// It logs each rule's mean gain over the positions, with its 95%
// interval, Expert's by the tiles in the bag, and each setting's
// difference from Expert's (and from the setting before it) on the same
// positions; it fails when Expert's choices do worse than equity's beyond
// that interval. A setting is "plies:iterations" or
// "plies:iterations:candidates" (comma-separated), its leader chosen as
// Expert chooses, without the second look; with "!" after it ("2:1024!"),
// the setting plays its leader whatever its edge; with "e" before that
// ("4:256:16e") it plays on the lines that empty the bag to the end of
// the game (sim.Options.Finish), and with "v" (after any "e":
// "4:256:16ev") it also simulates the best placement by equity of each
// size (one tile, two, ...); "infer" is Expert reading the opponent's
// last placement (sim.Infer, MATCH_PLAYER=expert-infer's rule).
// DECISION_RACKS=true deals the opponent, in every playout, the rack it
// holds in the game, and only the bag at random: a rule that reads the
// opponent's tiles can only show its worth against their true rack.
// DECISION_GAMES sets the games (30, about 280 positions), DECISION_SEED
// their deals (77), and DECISION_BAG=lo-hi judges only the positions with
// lo to hi tiles in the bag (2-14: the late game):
//
//	TILEKIT_LADDER=1 DECISION_SIMS=1:256,3:256 go test ./wordgame/bot -run ExpertDecisionsLong -v -timeout 0
//
// Settings are compared on the same positions and deals, and a position
// where two choose the same move adds nothing to their difference, so
// one run judges several settings with less work than a match each. What
// it cannot show: after the choice Hard plays the mover's side, not
// Expert (which would cost a simulation a move), so a rule is judged by
// what one choice adds to a static player's game; and the opponent is a
// variant of Hard.
func TestExpertDecisionsLong(t *testing.T) {
	gametest.Ladder(t)
	d := decisionsFromEnv(t)
	// The rules judged: Expert, the simulation's leader, then each of
	// d.sims.
	gains := make([]ruleGains, 2+len(d.sims))
	for g := range d.games {
		d.game(t, g, gains)
	}
	expert := gains[0].wins
	if len(expert) == 0 {
		t.Fatal("no positions")
	}
	m, half := meanHalf(expert)
	t.Logf("%d positions from %d games against %s, %d playouts a move; gain over equity's choice, in points of chance of winning per decision (spread):", len(expert), d.games, d.oppName, d.playouts)
	gains[0].log(t, "Expert")
	gains[0].logPhases(t)
	gains[1].log(t, "simulation's leader")
	gains[1].logDiff(t, "simulation's leader", "Expert's", expert)
	for i, c := range d.sims {
		gains[2+i].log(t, "setting "+c.name)
		gains[2+i].logDiff(t, "setting "+c.name, "Expert's", expert)
		if i > 0 {
			gains[2+i].logDiff(t, "setting "+c.name, "setting "+d.sims[i-1].name, gains[1+i].wins)
		}
	}
	if m+half < 0 {
		t.Errorf("Expert's choices lose %.2f points of chance a decision to equity's [%.2f, %.2f]", -100*m, -100*(m+half), -100*(m-half))
	}
}

// decisions is TestExpertDecisionsLong's settings.
type decisions struct {
	games, playouts int
	minBag, maxBag  int // the positions judged: bag sizes from minBag to maxBag
	seed            uint64
	trueRacks       bool // playouts deal the opponent its rack in the game
	oppName         string
	opp             func(testing.TB, wordgame.State, uint64) (wordgame.Move, error)
	sims            []decisionSim
}

// A decisionSim is a simulation setting to judge beside Expert's: its
// plies, iterations and candidates (0: Expert's).
type decisionSim struct {
	name               string
	plies, iters, cand int
	leader             bool // play the leader whatever its edge
	infer              bool // Expert with inference, not a setting
	finish             bool // sim.Options.Finish
	variety            bool // include the best placement of each size
}

// ruleGains holds one rule's gains over equity's choice, a value a
// position, and the number of positions where its move was another.
type ruleGains struct {
	wins, spreads []float64
	bags          []int // the tiles in the bag at each position
	differs       int
}

// add records the gain of a rule that chose a move worth w where
// equity's choice was worth ref, with bag tiles in the bag; other says
// the moves differ.
func (r *ruleGains) add(w, ref moveWorth, bag int, other bool) {
	r.wins = append(r.wins, w.win-ref.win)
	r.spreads = append(r.spreads, w.spread-ref.spread)
	r.bags = append(r.bags, bag)
	if other {
		r.differs++
	}
}

// log logs the rule's mean gains with their 95% intervals.
func (r *ruleGains) log(t *testing.T, name string) {
	t.Helper()
	m, h := meanHalf(r.wins)
	ms, hs := meanHalf(r.spreads)
	t.Logf("  %-24s differs from equity in %3d: %+.2f [%+.2f, %+.2f] (spread %+.2f [%+.2f, %+.2f])", name, r.differs, 100*m, 100*(m-h), 100*(m+h), ms, ms-hs, ms+hs)
}

// logDiff logs the rule's mean gain in chance of winning over that of
// another rule's choices (other, position by position, named
// otherName), with its 95% interval.
func (r *ruleGains) logDiff(t *testing.T, name, otherName string, other []float64) {
	t.Helper()
	diff := make([]float64, len(other))
	for j := range diff {
		diff[j] = r.wins[j] - other[j]
	}
	dm, dh := meanHalf(diff)
	t.Logf("    %s minus %s: %+.2f [%+.2f, %+.2f]", name, otherName, 100*dm, 100*(dm-dh), 100*(dm+dh))
}

// logPhases logs the rule's mean gain in chance of winning by the tiles
// in the bag: early (50 or more), middle (15 to 49), late (2 to 14).
func (r *ruleGains) logPhases(t *testing.T) {
	t.Helper()
	for _, p := range []struct {
		name   string
		lo, hi int
	}{{"bag 50+", 50, math.MaxInt}, {"bag 15-49", 15, 49}, {"bag 2-14", 2, 14}} {
		var xs []float64
		for i, b := range r.bags {
			if b >= p.lo && b <= p.hi {
				xs = append(xs, r.wins[i])
			}
		}
		m, h := meanHalf(xs)
		t.Logf("      %-10s %3d positions: %+.2f [%+.2f, %+.2f]", p.name, len(xs), 100*m, 100*(m-h), 100*(m+h))
	}
}

func decisionsFromEnv(t *testing.T) decisions {
	d := decisions{games: envCount(t, "DECISION_GAMES", 30), playouts: envCount(t, "DECISION_PLAYOUTS", 100),
		seed: 77, oppName: "hard-leaves7", minBag: 2, maxBag: math.MaxInt}
	if s := os.Getenv("DECISION_SEED"); s != "" {
		var err error
		if d.seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatalf("DECISION_SEED=%q: %v", s, err)
		}
	}
	if s := os.Getenv("DECISION_BAG"); s != "" {
		if n, _ := fmt.Sscanf(s, "%d-%d", &d.minBag, &d.maxBag); n != 2 || d.minBag < 2 || d.maxBag < d.minBag {
			t.Fatalf("DECISION_BAG=%q: want lo-hi, tiles in the bag, lo at least 2", s)
		}
	}
	if s := os.Getenv("DECISION_OPPONENT"); s != "" {
		d.oppName = s
	}
	if s := os.Getenv("DECISION_RACKS"); s != "" {
		var err error
		if d.trueRacks, err = strconv.ParseBool(s); err != nil {
			t.Fatalf("DECISION_RACKS=%q: %v", s, err)
		}
	}
	for _, o := range matchOpponents {
		if o.name == d.oppName {
			d.opp = o.move
		}
	}
	if d.opp == nil {
		t.Fatalf("DECISION_OPPONENT=%q: not one of TestExpertMatchesLong's opponents", d.oppName)
	}
	if s := os.Getenv("DECISION_SIMS"); s != "" {
		for _, f := range strings.Split(s, ",") {
			c := decisionSim{name: f}
			if f == "infer" {
				c.infer = true
				d.sims = append(d.sims, c)
				continue
			}
			f, c.leader = strings.CutSuffix(f, "!")
			f, c.variety = strings.CutSuffix(f, "v")
			f, c.finish = strings.CutSuffix(f, "e")
			n, _ := fmt.Sscanf(f, "%d:%d:%d", &c.plies, &c.iters, &c.cand)
			if n < 2 || c.plies < 1 || c.iters < 1 || c.cand < 0 || strings.Count(f, ":") != n-1 {
				t.Fatalf("DECISION_SIMS: %q: want infer, plies:iterations or plies:iterations:candidates, then e (Finish), v (variety) or ! (play the leader) after it", c.name)
			}
			d.sims = append(d.sims, c)
		}
	}
	return d
}

// game plays game g of Hard against the opponent and judges every second
// position in it where Expert would simulate.
func (d decisions) game(t *testing.T, g int, gains []ruleGains) {
	rng := rand.New(rand.NewPCG(d.seed, uint64(g)))
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: rng.Uint64()})
	if err != nil {
		t.Fatal(err)
	}
	botSeed := rng.Uint64()
	hard := g % 2
	for turn := 0; !s.Over(); turn++ {
		if b := s.BagLen(); b >= d.minBag && b <= d.maxBag && turn%2 == g%2 {
			d.judge(t, s, botSeed, uint64(g)<<20|uint64(turn), gains)
		}
		if s, err = d.next(t, s, hard, botSeed); err != nil {
			t.Fatalf("game %d, turn %d: %v", g, turn, err)
		}
	}
}

// next returns s after its next move: Hard's when seat hard is to move,
// else the opponent's.
func (d decisions) next(t testing.TB, s wordgame.State, hard int, seed uint64) (wordgame.State, error) {
	var m wordgame.Move
	var err error
	if s.ToMove()[0] == hard {
		m, err = equity.Best(s)
	} else {
		m, err = d.opp(t, s, seed)
	}
	if err != nil {
		return s, err
	}
	return s.Apply(m)
}

// judge adds to gains each rule's gain at position s (in the order of
// gains: Expert, the simulation's leader, then d.sims).
func (d decisions) judge(t *testing.T, s wordgame.State, seed, deals uint64, gains []ruleGains) {
	ref, err := equity.Best(s)
	if err != nil {
		t.Fatal(err)
	}
	expert, res, err := bot.ExpertSimulated(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	moves := []wordgame.Move{expert, res[0].Move}
	for _, c := range d.sims {
		if c.infer {
			bot.SetExpertInfer(true)
			m, _, err := bot.ExpertSimulated(s, seed)
			bot.SetExpertInfer(false)
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
			continue
		}
		opts := bot.ExpertSimFor(s, seed)
		cand := opts.Candidates
		if c.cand > 0 {
			cand = c.cand
		}
		// The work bound grows with the deals, their plies and the
		// candidates.
		opts.Steps *= max(1, c.iters*c.plies*cand/(opts.Iterations*opts.Plies*opts.Candidates))
		opts.Plies, opts.Iterations, opts.Candidates = c.plies, c.iters, cand
		opts.Finish = c.finish
		if c.variety {
			opts.Include = bestBySize(t, s)
		}
		r, err := sim.Simulate(context.Background(), s, opts)
		if err != nil {
			t.Fatal(err)
		}
		pick := bot.ExpertPick(r)
		if c.leader {
			pick = 0
		}
		moves = append(moves, r[pick].Move)
	}
	worth := d.worth(t, s, deals, append(moves, ref))
	for i, m := range moves {
		gains[i].add(worth[m], worth[ref], s.BagLen(), m != ref)
	}
}

// A moveWorth is a move's mean result and mean final spread over the
// playouts.
type moveWorth struct{ win, spread float64 }

// worth plays each distinct move of moves to the end on d.playouts deals
// of what the mover cannot see (the same deals for every move), the
// mover's side by Hard and the other by the opponent, on every core.
func (d decisions) worth(t *testing.T, s wordgame.State, deals uint64, moves []wordgame.Move) map[wordgame.Move]moveWorth {
	var distinct []wordgame.Move
	for _, m := range moves {
		if !slices.Contains(distinct, m) {
			distinct = append(distinct, m)
		}
	}
	seat := s.ToMove()[0]
	wins := make([]float64, len(distinct)*d.playouts)
	spreads := make([]float64, len(wins))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for j := int(next.Add(1) - 1); j < len(wins); j = int(next.Add(1) - 1) {
				m, p := distinct[j/d.playouts], j%d.playouts
				sp, err := d.playout(t, s, seat, m, rand.New(rand.NewPCG(deals, uint64(p))).Uint64())
				if err != nil {
					t.Error(err)
					return
				}
				spreads[j] = float64(sp)
				wins[j] = (1 + float64(sign(sp))) / 2
			}
		})
	}
	wg.Wait()
	out := make(map[wordgame.Move]moveWorth, len(distinct))
	for i, m := range distinct {
		var w moveWorth
		for p := range d.playouts {
			w.win += wins[i*d.playouts+p] / float64(d.playouts)
			w.spread += spreads[i*d.playouts+p] / float64(d.playouts)
		}
		out[m] = w
	}
	return out
}

// playout plays m in s on the deal of seed, then the game to its end
// (seat by Hard, the other by the opponent), and returns seat's final
// spread.
func (d decisions) playout(t testing.TB, s wordgame.State, seat int, m wordgame.Move, seed uint64) (int, error) {
	var known []string
	if d.trueRacks {
		known = make([]string, 2)
		known[1-seat] = s.RackLetters(1 - seat)
	}
	x, err := s.DeterminizeKnowing(seat, seed, known)
	if err == nil {
		x, err = x.Apply(m)
	}
	for moves := 0; err == nil && !x.Over(); moves++ {
		if moves > 500 {
			return 0, fmt.Errorf("playout of %v not over after %d moves", m, moves)
		}
		x, err = d.next(t, x, seat, seed)
	}
	if err != nil {
		return 0, fmt.Errorf("playout of %v: %w", m, err)
	}
	sc := x.Scores()
	return sc[seat] - sc[1-seat], nil
}

// bestBySize returns, for each number of tiles placed, the best
// placement by equity of that many tiles among the 200 best moves.
func bestBySize(t *testing.T, s wordgame.State) []wordgame.Move {
	top, err := equity.Moves(s, 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []wordgame.Move
	seen := map[int]bool{}
	for _, x := range top {
		if k := x.Move.NewTiles(); k > 0 && !seen[k] {
			seen[k] = true
			out = append(out, x.Move)
		}
	}
	return out
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// envCount returns the positive number in the environment variable
// name, or def when it is unset; anything else fails t.
func envCount(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive number", name, s)
	}
	return n
}

// meanHalf returns the mean of xs and the half-width of its 95%
// interval.
func meanHalf(xs []float64) (mean, half float64) {
	n := float64(len(xs))
	for _, x := range xs {
		mean += x / n
	}
	if len(xs) < 2 {
		return mean, math.Inf(1)
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}
