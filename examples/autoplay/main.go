// Command autoplay plays seeded games between two computer players and
// prints how they fared: the measurements behind each game's table of
// levels.
//
//	go run ./examples/autoplay -game sumoku -a hard -b medium -n 200
//	go run ./examples/autoplay -game quaddoku -a search -iters 400 -b hard
//
// A player is a level (easy, medium, hard, expert) of the game's own
// computer player, or "search", the information-set tree search of
// package search with -iters iterations a move. Games run in parallel on
// every core; game i is dealt from -seed and i, and the players swap
// seats from one game to the next, so the figures (all but the times)
// are the same on every run. It prints A's wins, ties and losses, A's
// win rate (ties count half) with its 95% Wilson interval, both mean
// scores with 95% intervals, moves and games per second, and each side's
// median time to choose a move; on a terminal a progress bar shows the
// games done.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/search"
)

func main() {
	tty := false
	if fi, err := os.Stdout.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		tty = true
	}
	if err := run(os.Args[1:], os.Stdout, os.Stderr, tty); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "autoplay:", err)
		}
		os.Exit(2)
	}
}

// config is what the flags say.
type config struct {
	game, a, b, preset string
	games, iters       int
	width, workers     int
	seed               uint64
}

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("autoplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.game, "game", "", "the game to play (one of "+strings.Join(kindNames(), ", ")+")")
	fs.StringVar(&c.a, "a", "hard", "player A: easy, medium, hard, expert or search")
	fs.StringVar(&c.b, "b", "medium", "player B: easy, medium, hard, expert or search")
	fs.StringVar(&c.preset, "preset", "", "the game's preset (default: its standard game)")
	fs.IntVar(&c.games, "n", 200, "number of games")
	fs.Uint64Var(&c.seed, "seed", 1, "the match's seed")
	fs.IntVar(&c.iters, "iters", 400, "iterations a move for the search player")
	fs.IntVar(&c.width, "width", 0, "moves the search considers at each node: its best hints (0: the default, 8; -1: every legal move)")
	fs.IntVar(&c.workers, "workers", 0, "games played at once (0: one per core)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if c.game == "" {
		return c, fmt.Errorf("-game is required: one of %s", strings.Join(kindNames(), ", "))
	}
	if c.games <= 0 || c.iters <= 0 {
		return c, errors.New("-n and -iters must be positive")
	}
	return c, nil
}

func kindNames() []string {
	var out []string
	for _, k := range tilekit.Kinds() {
		out = append(out, k.Name)
	}
	return out
}

// player makes the named side of a match.
func player(k tilekit.Kind, name string, c config) (arena.Player, error) {
	if name == "search" {
		return arena.Player{
			Name: fmt.Sprintf("search(%d)", c.iters),
			New: func(seed uint64) tilekit.Bot {
				return search.New(search.Options{Iterations: c.iters, Seed: seed, Width: c.width})
			},
		}, nil
	}
	l, err := tilekit.ParseLevel(name)
	if err != nil {
		return arena.Player{}, fmt.Errorf("player %q: %w (or search)", name, err)
	}
	if k.Bot == nil {
		return arena.Player{}, fmt.Errorf("%s has no computer player", k.Name)
	}
	return arena.Level(k, l), nil
}

// run plays the match the arguments describe and writes its report to
// stdout; tty draws a progress bar there while the games run.
func run(args []string, stdout, stderr io.Writer, tty bool) error {
	c, err := parse(args, stderr)
	if err != nil {
		return err
	}
	k, ok := tilekit.Lookup(c.game)
	if !ok {
		return fmt.Errorf("no game %q: one of %s", c.game, strings.Join(kindNames(), ", "))
	}
	m := arena.Match{Kind: k, Preset: c.preset, Games: c.games, Seed: c.seed, Workers: c.workers}
	if m.A, err = player(k, c.a, c); err != nil {
		return err
	}
	if m.B, err = player(k, c.b, c); err != nil {
		return err
	}
	if tty {
		m.Progress = func(done int) { fmt.Fprint(stdout, "\r"+bar(done, c.games, 40)) }
	}
	r, err := arena.Play(context.Background(), m)
	if tty {
		fmt.Fprint(stdout, "\r"+strings.Repeat(" ", 60)+"\r")
	}
	if err != nil {
		return err
	}
	report(stdout, r, c)
	return nil
}

// bar draws done of total as a bar width characters wide, with counts.
func bar(done, total, width int) string {
	fill := done * width / total
	return fmt.Sprintf("[%s%s] %d/%d", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, total)
}

// report writes the match's figures.
func report(w io.Writer, r arena.Result, c config) {
	a, b := r.Match.A.Name, r.Match.B.Name
	preset := c.preset
	if preset == "" {
		preset = "default"
	}
	fmt.Fprintf(w, "%s (%s preset), %d games, seed %d: A = %s, B = %s\n", c.game, preset, len(r.Games), c.seed, a, b)
	wins, ties, losses := r.Tally()
	p, lo, hi := r.Rate()
	fmt.Fprintf(w, "A wins %d, ties %d, loses %d: win rate %.1f%% [%.1f%%, %.1f%%] (95%%, ties count half)\n",
		wins, ties, losses, 100*p, 100*lo, 100*hi)
	ma, ha := r.MeanScore(0)
	mb, hb := r.MeanScore(1)
	fmt.Fprintf(w, "mean score: A %.1f ± %.1f, B %.1f ± %.1f (95%%)\n", ma, ha, mb, hb)
	secs := r.Elapsed.Seconds()
	if secs > 0 {
		fmt.Fprintf(w, "%d moves in %v: %.1f moves/s, %.2f games/s\n",
			r.Moves(), r.Elapsed.Round(time.Millisecond), float64(r.Moves())/secs, float64(len(r.Games))/secs)
	}
	fmt.Fprintf(w, "median move time: A %v, B %v\n", r.MedianMove(0).Round(time.Microsecond), r.MedianMove(1).Round(time.Microsecond))
}
