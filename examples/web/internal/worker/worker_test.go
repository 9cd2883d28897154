package worker

import (
	"context"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/examples/web/table"
	"github.com/tilekit/tilekit/internal/gametest"
)

// The test binary is its own worker when the environment says so.
func TestMain(m *testing.M) {
	if os.Getenv("TILEKIT_TEST_WORKER") == "1" {
		Lower()
		if err := Serve(os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func client(t *testing.T) *Client {
	t.Setenv("TILEKIT_TEST_WORKER", "1")
	c := NewClient(os.Args[0])
	t.Cleanup(c.Close)
	return c
}

// A worker answers as the server's own goroutine would: the same bots'
// moves, the same hints, the same refusals.
func TestWorkerAnswersAsLocal(t *testing.T) {
	c := client(t)
	ctx := context.Background()
	k, _ := tilekit.Lookup("wordgame")
	g := gametest.Must(k.New("", []string{"Ann", "Bob"}, 7))
	bots := []*table.BotSpec{nil, {Level: tilekit.Easy, Seed: 3}}
	seat, m, err := c.NextMove(ctx, g, bots)
	if !errors.Is(err, tilekit.ErrNoMove) || seat != tilekit.Onlooker {
		t.Fatalf("only a person to move: %d %q %v", seat, m, err)
	}
	bots = []*table.BotSpec{{Level: tilekit.Easy, Seed: 3}, nil}
	wantSeat, wantMove, err := table.Local{}.NextMove(ctx, g, bots)
	if err != nil {
		t.Fatal(err)
	}
	if seat, m, err := c.NextMove(ctx, g, bots); err != nil || seat != wantSeat || m != wantMove {
		t.Fatalf("the worker's bot: %d %q %v, want %d %q", seat, m, err, wantSeat, wantMove)
	}
	want := gametest.Must(g.Hints(0, 3))
	got := gametest.Must(c.Hints(ctx, g, 0, 3))
	if !slices.EqualFunc(got, want, func(a, b tilekit.Hint) bool { return a.Move == b.Move && a.Score == b.Score }) {
		t.Fatalf("the worker's hints %v, want %v", got, want)
	}
	if _, err := c.Hints(ctx, g, 1, 3); !errors.Is(err, tilekit.ErrNotYourTurn) {
		t.Fatalf("hints for a seat not to move: %v", err)
	}
}

// A worker that dies is started again for the next job.
func TestWorkerStartsAgain(t *testing.T) {
	c := client(t)
	ctx := context.Background()
	k, _ := tilekit.Lookup("quaddoku")
	g := gametest.Must(k.New("", []string{"Ann", "Bob"}, 1))
	if _, err := c.Hints(ctx, g, 0, 1); err != nil {
		t.Fatal(err)
	}
	c.mu.Lock()
	p := c.proc
	c.mu.Unlock()
	p.cmd.Process.Kill()
	<-p.done
	if _, err := c.Hints(ctx, g, 0, 1); err != nil {
		t.Fatal(err)
	}
	if n := c.Started(); n != 2 {
		t.Fatalf("%d workers started, want 2", n)
	}
}
