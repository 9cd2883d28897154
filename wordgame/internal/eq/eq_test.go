package eq

import (
	"bytes"
	"cmp"
	"context"
	"math"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// rolloutByList is Rollout as Moves ranks moves, without a cache: every
// placement of the pool, then every exchange as K.Exchanges lists them,
// then the pass, the first of the best kept.
func rolloutByList(s wordgame.State) wordgame.Move {
	top, _, _ := K.Top(s, RolloutPool, kernel.Budget{Steps: RolloutBudget})
	return pickByList(s, top)
}

// pickByList returns the first move of the highest equity among the
// placements top, then every exchange as K.Exchanges lists them, then
// the pass.
func pickByList(s wordgame.State, top []kernel.Scored[wordgame.Move]) wordgame.Move {
	pos := K.Position(s)
	e := New(s, &pos, DefaultLeaves(&pos))
	best := Scored{Move: K.Fallback(s), Equity: math.Inf(-1)}
	for i := range top {
		if c := e.Placement(&top[i]); c.Equity > best.Equity {
			best = c
		}
	}
	for _, c := range e.Others(s) {
		if c.Equity > best.Equity {
			best = c
		}
	}
	return best.Move
}

// rolloutPlain is Rollout's move found the plain way, without the move
// generator's search for the best placements: every legal placement
// (LegalMoves) scored by the rules (State.Score), ranked best first as
// the generator ranks them (higher score, then across before down, the
// lower row, the lower column, then the squares along the word compared
// one by one, a board tile before any new tile), and the RolloutPool
// best of them valued with the exchanges and the pass (pickByList). It
// fails t when the generator's RolloutPool best differ from those.
func rolloutPlain(t *testing.T, s wordgame.State) wordgame.Move {
	t.Helper()
	type placed struct {
		m        wordgame.Move
		score    int
		across   bool
		row, col int
		tiles    [kernel.MaxBoard]byte
	}
	eg := kernel.GetEndgame[wordgame.State, wordgame.Move]()
	var all []placed
	for m := range s.LegalMoves() {
		sc, err := s.Score(m)
		if err != nil {
			t.Fatalf("rack %s: %v: %v", s.RackLetters(s.Mover(m)), m, err)
		}
		x := placed{m: m, score: sc.Total}
		var tiles []byte
		x.row, x.col, x.across, tiles = eg.Placement(&m)
		copy(x.tiles[:], tiles)
		all = append(all, x)
	}
	slices.SortFunc(all, func(a, b placed) int {
		switch {
		case a.score != b.score:
			return cmp.Compare(b.score, a.score)
		case a.across != b.across:
			if a.across {
				return -1
			}
			return 1
		case a.row != b.row:
			return cmp.Compare(a.row, b.row)
		case a.col != b.col:
			return cmp.Compare(a.col, b.col)
		}
		return bytes.Compare(a.tiles[:], b.tiles[:])
	})
	var top []kernel.Scored[wordgame.Move]
	for _, x := range all[:min(RolloutPool, len(all))] {
		top = append(top, kernel.Scored[wordgame.Move]{Move: x.m, Score: x.score})
	}
	if got, _, _ := K.Top(s, RolloutPool, kernel.Budget{Steps: RolloutBudget}); !slices.Equal(got, top) {
		t.Fatalf("rack %s: the generator's %d best placements %v..., ranked plainly %v...", s.RackLetters(K.Position(s).Turn), RolloutPool, got[:min(3, len(got))], top[:min(3, len(top))])
	}
	return pickByList(s, top)
}

// TestRolloutByList checks that Rollout, which values exchanges without
// listing them and leaves through a cache, picks the move the listing
// picks, over the positions of seeded games of both presets whose every
// move is Rollout's, exchanges and the end of the bag included. On
// every other position it checks it against rolloutPlain too, which
// ranks every legal placement without the generator's bounds.
func TestRolloutByList(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	exchanges, turn, plain := 0, 0, 0
	for _, rules := range []wordgame.Rules{wordgame.Classic(), wordgame.DefaultRules()} {
		for seed := range uint64(games) {
			s, err := wordgame.New(rules, wordgame.Setup{Players: 2, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			for !s.Over() {
				got, _ := Rollout(context.Background(), s, nil)
				if want := rolloutByList(s); got != want {
					t.Fatalf("seed %d, rack %s: Rollout plays %v, the listing %v", seed, s.RackLetters(s.Mover(got)), got, want)
				}
				if turn++; turn%2 == 0 {
					if want := rolloutPlain(t, s); got != want {
						t.Fatalf("seed %d, rack %s: Rollout plays %v, the plain ranking of every placement %v", seed, s.RackLetters(s.Mover(got)), got, want)
					}
					plain++
				}
				if K.ExchangeCount(s) > 0 {
					exchanges++
					checkBestExchange(t, s)
				}
				if s, err = s.Apply(got); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if exchanges == 0 {
		t.Fatal("no position allowed an exchange")
	}
	if plain == 0 {
		t.Fatal("no position was ranked the plain way")
	}
}

// checkBestExchange checks that bestExchange finds the first exchange of
// the highest value that Others lists, and its value, with the game's
// leave table and with none (every leave worth 0: all tie).
func checkBestExchange(t *testing.T, s wordgame.State) {
	t.Helper()
	pos := K.Position(s)
	checkBestExchangeWith(t, s, New(s, &pos, DefaultLeaves(&pos)))
	checkBestExchangeWith(t, s, New(s, &pos, nil))
}

func checkBestExchangeWith(t *testing.T, s wordgame.State, e *Valuer) {
	t.Helper()
	pos := K.Position(s)
	want := Scored{Equity: math.Inf(-1)}
	for _, c := range e.Others(s) {
		if c.Move.Kind() == wordgame.KindExchange && c.Equity > want.Equity {
			want = c
		}
	}
	give, v := e.bestExchange(pos.Rack(pos.Turn))
	got, ok := K.Exchange(s, give)
	if !ok || got != want.Move || v != want.Equity {
		t.Fatalf("rack %s: bestExchange gives back %q worth %v, Others' best is %v worth %v", s.RackLetters(pos.Turn), give, v, want.Move, want.Equity)
	}
}

// TestLeaveCache checks that the cache gives the table's values, for
// leaves that share a slot too.
func TestLeaveCache(t *testing.T) {
	table := DefaultLeaves(&kernel.Position{English: true, RackSize: 7})
	c := new(leaveCache)
	c.use(table)
	var l kernel.Counts
	for i := range 3000 {
		l = kernel.Counts{}
		for j := range 1 + i%7 {
			l[(i*7+j*11)%26]++
		}
		if i%5 == 0 {
			l[kernel.MaxLetters]++
		}
		for range 2 {
			if got, want := c.value(&l), leaveOf(table, &l); got != want {
				t.Fatalf("leave %v: cache %v, table %v", l, got, want)
			}
		}
	}
	if _, ok := leaveKey(&kernel.Counts{0: 6, kernel.MaxLetters: 6}); ok {
		t.Errorf("a leave of 12 tiles has a key")
	}
}
