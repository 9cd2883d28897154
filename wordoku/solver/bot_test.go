package solver

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordoku"
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
	kinds := map[wordoku.MoveKind]int{}
	for _, seed := range []uint64{2, 5} {
		for _, level := range tilekit.Levels() {
			s, err := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Players: 1, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			first := -1
			for moves := 0; ; moves++ {
				if moves > 12 {
					t.Fatalf("%v, deal %d: still moving after 12 moves", level, seed)
				}
				m, err := BotMove(s, level, 0, 0)
				if err != nil {
					t.Fatal(err)
				}
				before := score(s.Rules(), s.Dictionary(), s.Grid(0))
				checkBotMove(t, s, level, m, before)
				kinds[m.Kind]++
				if s, err = s.Apply(m); err != nil {
					t.Fatalf("%v, deal %d: %v: %v", level, seed, m, err)
				}
				if first < 0 && m.Kind == wordoku.KindArrange {
					first = score(s.Rules(), s.Dictionary(), m.Grid).Total
				}
				if m.Kind == wordoku.KindFinish {
					// The round is over: s holds the next deal.
					if before.Total < first {
						t.Errorf("%v, deal %d: finished on %d, below the first arrangement's %d", level, seed, before.Total, first)
					}
					break
				}
			}
		}
	}
	if kinds[wordoku.KindSwap] == 0 || kinds[wordoku.KindWild] == 0 {
		t.Errorf("the deals called for no swap or no wild (%v): the test checks nothing of them", kinds)
	}
}

// checkBotMove checks one bot move against the grid's score before it.
func checkBotMove(t *testing.T, s wordoku.State, level tilekit.Level, m wordoku.Move, before wordoku.Score) {
	t.Helper()
	switch m.Kind {
	case wordoku.KindSwap:
		if level < tilekit.Expert {
			t.Errorf("%v swapped", level)
		}
		sol := gametest.Must(solveMemo(context.Background(), s.Rules(), s.Dictionary(), s.Grid(0), botBudgets[tilekit.Hard]))
		tile := s.Grid(0).At(m.Row, m.Col)
		used := usedCells(s.Rules(), s.Dictionary(), sol.Grid)
		n := sol.Grid.Size()
		for c := range n * n {
			if sol.Grid.At(c/n, c%n) == tile && !used[c] {
				return
			}
		}
		t.Errorf("%v swapped %v, a tile its arrangement uses", level, tile)
	case wordoku.KindWild:
		if level < tilekit.Hard {
			t.Errorf("%v turned a wild", level)
		}
		g := s.Grid(0)
		after := score(s.Rules(), s.Dictionary(), g.With(m.Row, m.Col, wordoku.WildTile(m.Letter, g.At(m.Row, m.Col).Symbol)))
		if after.Total <= before.Total {
			t.Errorf("%v turned a wild that scores %d, not above %d", level, after.Total, before.Total)
		}
	}
}

// TestBots plays two-seat games through the registry at each level (the
// quick run Easy and Medium): the bots end every round without the clock,
// give the same move twice from one position, a finished seat waits, and
// a stronger level never lays out a worse grid than a weaker one.
func TestBots(t *testing.T) {
	t.Parallel()
	k, _ := tilekit.Lookup("wordoku")
	levels := tilekit.Levels()
	if !gametest.IsLong() {
		levels = levels[:2] // Hard and Expert search for seconds a move
	}
	for _, level := range levels {
		g := gametest.Must(k.New("", []string{"Ann", "Bob"}, 9))
		bots := []tilekit.Bot{k.Bot(level, 1), k.Bot(level, 1)}
		for steps := 0; !g.Over(); steps++ {
			if steps > 60 {
				t.Fatalf("%v: the bots do not end the game", level)
			}
			seat, move, err := tilekit.NextMove(g, bots)
			if err != nil {
				t.Fatalf("%v: %v (to move %v)", level, err, g.ToMove())
			}
			if again, _ := bots[seat].Move(g, seat); again != move {
				t.Fatalf("%v: %q then %q from one position", level, move, again)
			}
			if g, err = g.PlayAs(seat, move); err != nil {
				t.Fatalf("%v: %q: %v", level, move, err)
			}
		}
		if h := g.History(); slices.ContainsFunc(h, func(m string) bool { return strings.HasPrefix(m, "endround") }) {
			t.Errorf("%v: the bots needed the clock: %v", level, h)
		}
		if o := g.Outcome(); len(o.Winners) == 0 {
			t.Errorf("%v: %+v", level, o)
		}
	}
	// A finished seat waits.
	g := gametest.Must(k.New("", []string{"Ann", "Bob"}, 9))
	g = gametest.Must(g.PlayAs(0, "finish"))
	if m, err := k.Bot(tilekit.Easy, 1).Move(g, 0); m != "" || err != nil {
		t.Errorf("a finished seat's bot: %q, %v", m, err)
	}
	// A stronger level never lays out a worse grid than a weaker one.
	s, _ := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Players: 1, Seed: 4})
	prev := -1
	for _, level := range tilekit.Levels() {
		m, err := BotMove(s, level, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		g := s.Grid(0)
		if m.Kind == wordoku.KindArrange {
			g = m.Grid
		}
		sc, _ := wordoku.ScoreGrid(s.Rules(), nil, g)
		if sc.Total < prev && level > tilekit.Medium {
			t.Errorf("%v scores %d, below %d", level, sc.Total, prev)
		}
		prev = sc.Total
	}
	over := wordoku.State{}
	if _, err := BotMove(over, tilekit.Hard, 0, 0); !errors.Is(err, wordoku.ErrGameOver) {
		t.Errorf("zero State: %v", err)
	}
}
