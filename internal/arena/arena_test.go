package arena_test

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tilekit/tilekit/internal/gametest"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/arena"
	_ "github.com/tilekit/tilekit/quaddoku/bot" // Quad*doku with its bots
)

func quaddoku(t *testing.T) tilekit.Kind {
	t.Helper()
	k, ok := tilekit.Lookup("quaddoku")
	if !ok {
		t.Fatal("quaddoku is not registered")
	}
	return k
}

// One worker and three play the same games from one seed: 4 of them in
// the quick run, 6 with TILEKIT_LONG=1.
func TestPlayIsDeterministic(t *testing.T) {
	k := quaddoku(t)
	games := gametest.Size(4, 6) // more than the workers, an uneven share
	m := arena.Match{Kind: k, A: arena.Level(k, tilekit.Easy), B: arena.Level(k, tilekit.Hard), Games: games, Seed: 7}
	var runs []arena.Result
	for _, workers := range []int{1, 3} {
		m.Workers = workers
		done := 0
		m.Progress = func(n int) { done = n }
		r := gametest.Must(arena.Play(context.Background(), m))
		if len(r.Games) != games || done != games {
			t.Fatalf("workers %d: %d games, progress %d", workers, len(r.Games), done)
		}
		runs = append(runs, r)
	}
	ignore := cmpopts.IgnoreFields(arena.Game{}, "Times")
	if diff := cmp.Diff(runs[0].Games, runs[1].Games, ignore); diff != "" {
		t.Errorf("one worker and three gave different games (-1 +3):\n%s", diff)
	}
	for i, g := range runs[0].Games {
		if g.ASeat != i%2 {
			t.Errorf("game %d: A sat at seat %d", i, g.ASeat)
		}
		if g.Moves[0] == 0 || g.Moves[1] == 0 || g.Final == "" {
			t.Errorf("game %d: %+v", i, g)
		}
		if _, err := tilekit.Decode([]byte(g.Final)); err != nil {
			t.Errorf("game %d: final position does not decode: %v", i, err)
		}
	}
	if !strings.Contains(runs[0].String(), "easy vs hard") {
		t.Errorf("summary %q", runs[0].String())
	}
}

func TestRate(t *testing.T) {
	r := arena.Result{}
	for _, p := range []float64{1, 1, 1, 0.5, 0, 1, 0, 1, 1, 0.5} {
		r.Games = append(r.Games, arena.Game{Points: p})
	}
	p, lo, hi := r.Rate()
	if p != 0.7 {
		t.Errorf("rate %v, want 0.7", p)
	}
	// The Wilson interval of 7 in 10 at 95%: [0.3968, 0.8922].
	if math.Abs(lo-0.3968) > 1e-3 || math.Abs(hi-0.8922) > 1e-3 {
		t.Errorf("interval [%v, %v]", lo, hi)
	}
	if w, ti, l := r.Tally(); w != 6 || ti != 2 || l != 2 {
		t.Errorf("tally %d-%d-%d", w, ti, l)
	}
}

func TestPlayRefusesEmptyMatch(t *testing.T) {
	if _, err := arena.Play(context.Background(), arena.Match{}); err == nil {
		t.Error("an empty match was played")
	}
}

func TestPlayReportsBadBot(t *testing.T) {
	k := quaddoku(t)
	bad := arena.Player{Name: "bad", New: func(uint64) tilekit.Bot { return badBot{} }}
	_, err := arena.Play(context.Background(), arena.Match{Kind: k, A: bad, B: arena.Level(k, tilekit.Easy), Games: 2})
	if err == nil || !strings.Contains(err.Error(), "ZZ") {
		t.Errorf("err = %v, want the refused move named", err)
	}
}

type badBot struct{}

func (badBot) Move(tilekit.Game, int) (string, error) { return "ZZ", nil }

func TestLadder(t *testing.T) {
	k := quaddoku(t)
	games := map[tilekit.Level]int{tilekit.Medium: 2, tilekit.Expert: 0, tilekit.Hard: 1}
	rs := gametest.Must(arena.Ladder(context.Background(), arena.Match{Kind: k, Seed: 3, Games: 99}, games))
	var pairs []string
	for i, r := range rs {
		pairs = append(pairs, r.Match.A.Name+">"+r.Match.B.Name)
		if want := 2 - i; len(r.Games) != want { // each rung its own count
			t.Errorf("%s: %d games, want %d", pairs[len(pairs)-1], len(r.Games), want)
		}
	}
	if want := []string{"medium>easy", "hard>medium"}; !slices.Equal(pairs, want) {
		t.Errorf("rungs %v, want %v", pairs, want)
	}
	if _, err := arena.Ladder(context.Background(), arena.Match{}, games); err == nil {
		t.Error("a ladder with no kind was played")
	}
}

func TestShort(t *testing.T) {
	r := arena.Result{Match: arena.Match{A: arena.Player{Name: "hard"}, B: arena.Player{Name: "medium"}}}
	for _, p := range []float64{1, 1, 0.5, 0} {
		r.Games = append(r.Games, arena.Game{Points: p})
	}
	if err := r.Short(0.6); err != nil {
		t.Errorf("62.5%% falls short of 60%%: %v", err)
	}
	err := r.Short(0.7)
	if err == nil || !strings.Contains(err.Error(), "hard takes 62.5%") || !strings.Contains(err.Error(), "from medium") {
		t.Errorf("62.5%% against 70%%: %v", err)
	}
}

func TestGamesFromEnv(t *testing.T) {
	t.Setenv("LADDER_GAMES", "12")
	if n := arena.GamesFromEnv(200); n != 12 {
		t.Errorf("LADDER_GAMES=12 gives %d", n)
	}
	for _, v := range []string{"", "0", "-3", "many"} {
		t.Setenv("LADDER_GAMES", v)
		if n := arena.GamesFromEnv(200); n != 200 {
			t.Errorf("LADDER_GAMES=%q gives %d, want the default", v, n)
		}
	}
}
