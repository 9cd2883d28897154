package bot_test

import (
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/bot"
	"github.com/tilekit/tilekit/wordgame/endgame"
	"github.com/tilekit/tilekit/wordgame/equity"
)

// TestExpertPreEndgameLong judges Expert's choice with one tile in the
// bag, where the exact endgame can value a move: it plays Hard against
// Hard on the deals of seeds PREENDGAME_SEED (6000) to PREENDGAME_SEED +
// PREENDGAME_GAMES - 1 (400 games), takes the first position of each
// with one tile in the bag (about one game in four has one), and values
// the move each rule chooses there by endgame.SolvePreEndgame within
// PREENDGAME_JUDGE nodes (30 million, shared by the moves), exactly in
// about half the positions: each move's chance of winning, every unseen
// tile as likely to be the bag's, both sides then playing the endgame's
// best line. The rules are equity's choice, the search alone on the five
// best placements by equity within Expert's budget (Expert's rule before
// the simulation joined it), the simulation alone, and Expert.
//
//	TILEKIT_LADDER=1 go test ./wordgame/bot -run ExpertPreEndgameLong -v -timeout 0
//
// takes about ten minutes on 2 cores. It logs, for each rule, the points
// of chance of winning and of spread a decision it gives away to the
// best move any rule chose, and its difference in chance from the search
// alone, and fails when Expert's choices win less often than the
// search's beyond the 95% interval. What it cannot show: the judge is
// itself an estimate where it is not exact, and it values what the
// players cannot know (the last tile) as equally likely, as Expert does.
func TestExpertPreEndgameLong(t *testing.T) {
	gametest.Ladder(t)
	games, first := envCount(t, "PREENDGAME_GAMES", 400), envCount(t, "PREENDGAME_SEED", 6000)
	judge := envCount(t, "PREENDGAME_JUDGE", 30_000_000)
	names := []string{"equity's choice", "the search alone", "the simulation alone", "Expert"}
	// losses[g][i] is rule i's loss at game g's position, in chance of
	// winning and in spread; nil where the game has none.
	losses := make([][][2]float64, games)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for g := int(next.Add(1) - 1); g < games; g = int(next.Add(1) - 1) {
				s, seed, ok := preEndgamePosition(t, uint64(first+g))
				if !ok {
					continue
				}
				picks, err := preEndgamePicks(s, seed)
				if err != nil {
					t.Error(err)
					return
				}
				losses[g] = preEndgameLosses(t, s, picks, judge)
			}
		})
	}
	wg.Wait()
	var expert []float64
	for i, name := range names {
		// gain is the rule's gain in chance over the search alone.
		var win, spread, gain []float64
		for _, l := range losses {
			if l != nil {
				win, spread, gain = append(win, l[i][0]), append(spread, l[i][1]), append(gain, l[1][0]-l[i][0])
			}
		}
		w, wh := meanHalf(win)
		sp, sh := meanHalf(spread)
		t.Logf("%-21s %3d positions: gives away %.2f points of chance a decision [%.2f, %.2f] and %.2f of spread [%.2f, %.2f]",
			name, len(win), 100*w, 100*(w-wh), 100*(w+wh), sp, sp-sh, sp+sh)
		if i > 1 {
			g, gh := meanHalf(gain)
			t.Logf("%21s gains %+.2f points of chance over the search alone [%+.2f, %+.2f]", "", 100*g, 100*(g-gh), 100*(g+gh))
		}
		if i == len(names)-1 {
			expert = gain
		}
	}
	if g, gh := meanHalf(expert); g+gh < 0 {
		t.Errorf("Expert's choices give away %.2f points of chance a decision more than the search's alone [%.2f, %.2f]", -100*g, -100*(g+gh), -100*(g-gh))
	}
}

// preEndgamePosition plays Hard against Hard on the deal of seed until
// one tile is left in the bag, and returns that position and a seed for
// the bots; ok is false when the bag goes from two tiles or more to none.
func preEndgamePosition(t *testing.T, seed uint64) (s wordgame.State, botSeed uint64, ok bool) {
	rng := rand.New(rand.NewPCG(seed, 1))
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: rng.Uint64()})
	for err == nil && !s.Over() && s.BagLen() != 1 {
		var m wordgame.Move
		if m, err = equity.Best(s); err == nil {
			s, err = s.Apply(m)
		}
	}
	if err != nil {
		t.Error(err)
		return s, 0, false
	}
	return s, rng.Uint64(), !s.Over()
}

// preEndgamePicks returns the move each rule of TestExpertPreEndgameLong
// chooses in s, in its order.
func preEndgamePicks(s wordgame.State, seed uint64) ([]wordgame.Move, error) {
	ref, err := equity.Best(s)
	if err != nil {
		return nil, err
	}
	simulated, _, err := bot.ExpertSimulated(s, seed)
	if err != nil {
		return nil, err
	}
	expert, err := bot.Move(s, tilekit.Expert, seed, s.ToMove()[0])
	if err != nil {
		return nil, err
	}
	// The search alone; the simulation's choice where it runs out.
	search, ok, err := bot.ExpertSearchAlone(s)
	if err != nil {
		return nil, err
	}
	if !ok {
		search = simulated
	}
	return []wordgame.Move{ref, search, simulated, expert}, nil
}

// preEndgameLosses values picks in s by the pre-endgame search within
// judge nodes and returns, for each, the chance of winning and the
// spread it gives away to the best of them.
func preEndgameLosses(t *testing.T, s wordgame.State, picks []wordgame.Move, judge int) [][2]float64 {
	var distinct []wordgame.Move
	for _, m := range picks {
		if !slices.Contains(distinct, m) {
			distinct = append(distinct, m)
		}
	}
	pe, err := endgame.SolvePreEndgame(s, endgame.Candidates(distinct...), endgame.NodeLimit(judge), endgame.TableBits(20))
	if err != nil {
		t.Errorf("judging %v: %v", distinct, err)
		return nil
	}
	best := pe.Moves[0]
	out := make([][2]float64, len(picks))
	for i, m := range picks {
		j := slices.IndexFunc(pe.Moves, func(p endgame.PreMove) bool { return p.Move == m })
		if j < 0 {
			t.Errorf("%v not judged", m)
			return nil
		}
		out[i] = [2]float64{best.Win - pe.Moves[j].Win, best.Spread - pe.Moves[j].Spread}
	}
	return out
}
