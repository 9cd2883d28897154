package eq

import (
	"context"
	"math"
	"testing"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// rolloutByList is Rollout as Moves ranks moves, without a cache: every
// placement of the pool, then every exchange as K.Exchanges lists them,
// then the pass, the first of the best kept.
func rolloutByList(s wordgame.State) wordgame.Move {
	top, _, _ := K.Top(s, RolloutPool, kernel.Budget{Steps: RolloutBudget})
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

// TestRolloutByList checks that Rollout, which values exchanges without
// listing them and leaves through a cache, picks the move the listing
// picks, over the positions of seeded games of both presets whose every
// move is Rollout's, exchanges and the end of the bag included.
func TestRolloutByList(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	exchanges := 0
	for _, rules := range []wordgame.Rules{wordgame.Classic(), wordgame.DefaultRules()} {
		for seed := range uint64(games) {
			s, err := wordgame.New(rules, wordgame.Setup{Players: 2, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			for !s.Over() {
				got, _ := Rollout(context.Background(), s)
				if want := rolloutByList(s); got != want {
					t.Fatalf("seed %d, rack %s: Rollout plays %v, the listing %v", seed, s.RackLetters(s.Mover(got)), got, want)
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
