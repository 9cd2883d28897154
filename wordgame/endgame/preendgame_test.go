package endgame

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"pgregory.net/rapid"
)

// drawSmallPreEndgame draws a position of one of endgameBases with one
// tile in the bag and racks cut to one or two tiles (one tile the
// opponent's and the mover's but in the long runs, where the brute force
// takes seconds a case), under rules from endgameVariants.
func drawSmallPreEndgame(t *rapid.T) wordgame.State {
	bases, err := endgameBases()
	if err != nil {
		t.Fatal(err)
	}
	base := bases[rapid.IntRange(0, len(bases)-1).Draw(t, "base")]
	rules := endgameVariants()[rapid.IntRange(0, 3).Draw(t, "rules")]
	have := []byte(base.RackLetters(0) + base.RackLetters(1))
	have = rapid.Permutation(have).Draw(t, "order")
	n0 := rapid.IntRange(1, gametest.Size(1, 2)).Draw(t, "mine")
	n1 := 1 // two against two takes the brute force minutes a case
	mine, theirs, bag := string(have[:n0]), string(have[n0:n0+n1]), string(have[n0+n1:n0+n1+1])
	text, err := base.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	board := strings.Fields(string(text))[0]
	rules.Tiles = measure.ExactTiles(wordgame.Classic().Tiles, board+mine+theirs+bag)
	scores := [2]int{rapid.IntRange(300, 340).Draw(t, "score"), rapid.IntRange(300, 340).Draw(t, "score")}
	zeros := rapid.IntRange(0, rules.ScorelessTurns-1).Draw(t, "zeros")
	s, err := wordgame.FromCGP(rules, nil, fmt.Sprintf("%s %s/%s %d/%d %d", board, mine, theirs, scores[0], scores[1], zeros))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// split returns s with the opponent's rack and the bag dealt again from
// the tiles the player to move cannot see: the bag holding bag.
func split(t fataler, s wordgame.State, unseen string, bag byte) wordgame.State {
	i := strings.IndexByte(unseen, bag)
	opp := unseen[:i] + unseen[i+1:]
	text, _ := s.MarshalText()
	f := strings.Fields(string(text))
	mine := strings.Split(f[1], "/")[0]
	next, err := wordgame.FromCGP(s.Rules(), nil, fmt.Sprintf("%s %s/%s %s %s", f[0], mine, opp, f[2], f[3]))
	if err != nil {
		t.Fatalf("split %s/%s: %v", mine, opp, err)
	}
	if got := next.BagLen(); got != 1 {
		t.Fatalf("split %s/%s: bag of %d", mine, opp, got)
	}
	return next
}

// brutePreEndgame returns, by move, the sum over the unseen tiles of the
// points the move gains to the end of the game when that tile is in the
// bag (PreMove.Total), by Apply and bruteEndgame, with the pass valued
// as SolvePreEndgame says: the opponent knowing the tile answers with a
// placement or passes back, and passing back is played on, by Apply, to
// the end of the game.
func brutePreEndgame(t fataler, s wordgame.State) map[string]int {
	me := s.ToMove()[0]
	unseen := s.RackLetters(1-me) + strings.TrimRight(s.Bag()[0].String(), "0123456789")
	out := map[string]int{}
	for i := range len(unseen) {
		cur := split(t, s, unseen, unseen[i])
		before := lead(cur, me)
		for _, m := range append(cur.AppendLegalMoves(nil), wordgame.Pass()) {
			next, err := cur.Apply(m)
			if err != nil {
				t.Fatalf("%v: %v", m, err)
			}
			v := lead(next, me) - before
			switch {
			case next.Over():
			case m.Kind() == wordgame.KindPlace:
				v -= bruteEndgame(t, next)
			default:
				// The opponent's best, as their gain from next.
				them := lead(next, 1-me)
				best := 0
				for j, r := range append(next.AppendLegalMoves(nil), wordgame.Pass()) {
					after, err := next.Apply(r)
					if err != nil {
						t.Fatalf("%v: %v", r, err)
					}
					w := lead(after, 1-me) - them
					if r.Kind() == wordgame.KindPass {
						for !after.Over() {
							after, _ = after.Apply(wordgame.Pass())
						}
						w = lead(after, 1-me) - them
					} else if !after.Over() {
						w -= bruteEndgame(t, after)
					}
					if j == 0 || w > best {
						best = w
					}
				}
				v -= best
			}
			out[m.String()] += v
		}
	}
	return out
}

// TestPreEndgameBruteForce checks SolvePreEndgame against brutePreEndgame
// on small positions: every move's total, the value and the clairvoyant
// value.
func TestPreEndgameBruteForce(t *testing.T) {
	gametest.Checks(t, 40)
	rapid.Check(t, func(rt *rapid.T) {
		s := drawSmallPreEndgame(rt)
		want := brutePreEndgame(rt, s)
		pe, err := SolvePreEndgame(s)
		text, _ := s.MarshalText()
		if err != nil || !pe.Exact {
			rt.Fatalf("%s: %+v, %v", text, pe, err)
		}
		if len(pe.Moves) != len(want) {
			rt.Fatalf("%s: %d moves, brute force %d: %+v %v", text, len(pe.Moves), len(want), pe.Moves, want)
		}
		best := pe.Moves[0].Spread
		for _, m := range pe.Moves {
			if w, ok := want[m.Move.String()]; !ok || w != m.Total {
				rt.Fatalf("%s: %v totals %d, brute force %d (%v)", text, m.Move, m.Total, w, ok)
			}
			best = max(best, m.Spread)
		}
		if pe.Spread != best || pe.Clairvoyant < pe.Spread {
			rt.Fatalf("%s: spread %v (best %v), clairvoyant %v", text, pe.Spread, best, pe.Clairvoyant)
		}
	})
}

// TestPreEndgameBounds stops a pre-endgame of full racks by a node limit
// and by a context, and checks the candidates' refusals.
func TestPreEndgameBounds(t *testing.T) {
	s := preEndgamePosition(t)
	pe, err := SolvePreEndgame(s, NodeLimit(20_000), TableBits(14))
	if !errors.Is(err, ErrStopped) || pe.Exact || pe.Work > 20_000+budgetCheck/StepsPerNode+2*size {
		t.Fatalf("node limit: %d moves, work %d, %v", len(pe.Moves), pe.Work, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := SolvePreEndgame(s, WithContext(ctx)); !errors.Is(err, ErrStopped) || !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	top := gametest.Must(s.BestMove())
	pe, err = SolvePreEndgame(s, Candidates(top), NodeLimit(200_000), TableBits(14))
	if err != nil || len(pe.Moves) != 1 || pe.Moves[0].Move != top || pe.Exact {
		t.Fatalf("candidates: %+v, %v", pe, err)
	}
	if _, err := SolvePreEndgame(s, Candidates(gametest.Must(wordgame.Exchange("A")))); !errors.Is(err, wordgame.ErrBadSetup) {
		t.Errorf("exchange: %v", err)
	}
	empty := gametest.Must(wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 1}))
	if _, err := SolvePreEndgame(empty); !errors.Is(err, wordgame.ErrBadSetup) || !strings.Contains(err.Error(), "1 tile in the bag") {
		t.Errorf("full bag: %v", err)
	}
}

// preEndgamePosition is a seeded game played with the best placement
// until one tile is left in the bag.
func preEndgamePosition(t testing.TB) wordgame.State {
	for seed := uint64(1); seed < 40; seed++ {
		s := gametest.Must(wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: seed}))
		for !s.Over() && s.BagLen() > 1 {
			m := gametest.Must(s.BestMove())
			if m.Kind() != wordgame.KindPlace {
				break
			}
			s = gametest.Must(s.Apply(m))
		}
		if !s.Over() && s.BagLen() == 1 {
			return s
		}
	}
	t.Fatal("no game left one tile in the bag")
	return wordgame.State{}
}
