package wordoku

import (
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// TestBotRound plays one solo round at each level from the same deals:
// every move applies; a swap sends out only a tile that no word of the
// bot's arrangement used, once per symbol; a wild raises the score; the
// bot finishes; Easy and Medium never swap or turn a wild, Hard never
// swaps; and the round's score never falls below the first arrangement's.
// The budgets are cut to keep the test fast: the moves' logic is the same.
func TestBotRound(t *testing.T) {
	saved := botBudgets
	defer func() { botBudgets = saved }()
	botBudgets = [...]int{tilekit.Easy: 500, tilekit.Medium: 2_000, tilekit.Hard: 10_000, tilekit.Expert: 40_000}
	kinds := map[MoveKind]int{}
	for _, seed := range []uint64{2, 5} {
		for _, level := range tilekit.Levels() {
			s, err := New(DefaultRules(), Setup{Players: 1, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			first := -1
			for moves := 0; ; moves++ {
				if moves > 12 {
					t.Fatalf("%v, deal %d: still moving after 12 moves", level, seed)
				}
				m, err := s.BotMove(level, 0, 0)
				if err != nil {
					t.Fatal(err)
				}
				before := scoreGrid(s.rules, s.dictionary(), s.Grid(0))
				checkBotMove(t, s, level, m, before)
				kinds[m.Kind]++
				if s, err = s.Apply(m); err != nil {
					t.Fatalf("%v, deal %d: %v: %v", level, seed, m, err)
				}
				if first < 0 && m.Kind == KindArrange {
					first = scoreGrid(s.rules, s.dictionary(), m.Grid).Total
				}
				if m.Kind == KindFinish {
					// The round is over: s holds the next deal.
					if before.Total < first {
						t.Errorf("%v, deal %d: finished on %d, below the first arrangement's %d", level, seed, before.Total, first)
					}
					break
				}
			}
		}
	}
	if kinds[KindSwap] == 0 || kinds[KindWild] == 0 {
		t.Errorf("the deals called for no swap or no wild (%v): the test checks nothing of them", kinds)
	}
}

// checkBotMove checks one bot move against the grid's score before it.
func checkBotMove(t *testing.T, s State, level tilekit.Level, m Move, before Score) {
	t.Helper()
	switch m.Kind {
	case KindSwap:
		if level < tilekit.Expert {
			t.Errorf("%v swapped", level)
		}
		sol := gametest.Must(solveMemo(s.rules, s.dictionary(), s.Grid(0), botBudgets[tilekit.Hard]))
		tile := s.Grid(0).At(m.Row, m.Col)
		used := usedCells(s.rules, s.dictionary(), sol.Grid)
		n := sol.Grid.Size()
		for c := range n * n {
			if sol.Grid.At(c/n, c%n) == tile && !used[c] {
				return
			}
		}
		t.Errorf("%v swapped %v, a tile its arrangement uses", level, tile)
	case KindWild:
		if level < tilekit.Hard {
			t.Errorf("%v turned a wild", level)
		}
		g := s.Grid(0)
		after := scoreGrid(s.rules, s.dictionary(), g.With(m.Row, m.Col, WildTile(m.Letter, g.At(m.Row, m.Col).Symbol)))
		if after.Total <= before.Total {
			t.Errorf("%v turned a wild that scores %d, not above %d", level, after.Total, before.Total)
		}
	}
}
