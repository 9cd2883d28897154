// Command tour plays a short demonstration of every tilekit package, with
// bots making every move, so that a new user can see the SDK at work with
// one command:
//
//	go run ./examples/tour                 # every game
//	go run ./examples/tour -game wordgame  # one game (or tiles, dictionary)
//	go run ./examples/tour -seed 7         # other deals
//	go run ./examples/tour -quiet          # results only
//
// Each game is dealt by name from the registry (tilekit.Lookup and
// Kind.New) and played to its end as a server plays any game (playOut in
// table.go): tilekit.NextMove asks the bots who moves and what, and when
// every seat waits for a round's timer, Game.Expire ends the round at
// once. The bots are the tour's own, written with each game package's API
// and made tilekit.Bots with gamekit.BotFunc.
//
// The output is the same on every run and machine for a given seed (a
// golden test pins the default one). It uses only the packages' public
// API. Each game's section is a function in a file of its own, and
// sections lists them in the order they run.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// A section is one part of the tour.
type section struct {
	name  string // its -game name
	title string
	run   func(t *tour) error
}

// sections are the parts of the tour, in the order they run.
var sections = []section{
	{name: "tiles", title: "Tiles and bags", run: tourTiles},
	{name: "dictionary", title: "Dictionaries", run: tourDictionary},
	{name: "wordle", title: "Wordle: the party game", run: tourWordle},
	{name: "wordgame", title: "Wordgame: the crossword tile game", run: tourWordgame},
	{name: "quaddoku", title: "Quad*doku: four words, stacked", run: tourQuaddoku},
	{name: "wordoku", title: "Wordoku: crossword meets sudoku", run: tourWordoku},
	{name: "sumoku", title: "Sumoku: number tiles, lines that sum to the key", run: tourSumoku},
}

// A tour is one run of the sections: where their output goes and which
// seed they deal from. Sections write their play-by-play to it as an
// io.Writer (hidden by -quiet) and their outcome with Resultf (always
// shown).
type tour struct {
	details io.Writer
	results io.Writer
	seed    uint64
	seeded  bool // -seed was given
}

// Write writes play-by-play output, which -quiet hides.
func (t *tour) Write(p []byte) (int, error) { return t.details.Write(p) }

// Resultf writes a line of a section's outcome, shown even with -quiet.
func (t *tour) Resultf(format string, args ...any) {
	fmt.Fprintf(t.results, format, args...)
}

// Seed returns the seed a section deals from: its own fixed one, or the
// -seed flag's value (mixed with the section's own, so that two deals of
// one section still differ).
func (t *tour) Seed(own uint64) uint64 {
	if !t.seeded {
		return own
	}
	return t.seed*1_000_003 + own
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command, with its output streams as arguments for tests.
func run(args []string, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("tour", flag.ContinueOnError)
	fs.SetOutput(errOut)
	seed := fs.Uint64("seed", 0, "deal every game from this seed instead of the tour's own")
	game := fs.String("game", "", "play only this part: "+strings.Join(sectionNames(), ", "))
	quiet := fs.Bool("quiet", false, "print results only, not every move")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(errOut, "tour: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	t := &tour{details: out, results: out, seed: *seed}
	fs.Visit(func(f *flag.Flag) { t.seeded = t.seeded || f.Name == "seed" })
	if *quiet {
		t.details = io.Discard
	}
	if err := play(t, *game); err != nil {
		fmt.Fprintln(errOut, "tour:", err)
		return 1
	}
	return 0
}

// play runs the sections (only the one called game, when it is not "").
func play(t *tour, game string) error {
	ran := false
	for _, s := range sections {
		if game != "" && s.name != game {
			continue
		}
		ran = true
		fmt.Fprintf(t.results, "== %s ==\n", s.title)
		if err := s.run(t); err != nil {
			return fmt.Errorf("%s: %w", s.title, err)
		}
		fmt.Fprintln(t.results)
	}
	if !ran {
		return errors.New("no part called " + game + " (choose one of " + strings.Join(sectionNames(), ", ") + ")")
	}
	return nil
}

func sectionNames() []string {
	var names []string
	for _, s := range sections {
		names = append(names, s.name)
	}
	slices.Sort(names)
	return names
}
