// Command play lets one person play any tilekit game against bots in a
// terminal, typing moves in the game's own notation:
//
//	go run ./examples/play -game wordgame
//	go run ./examples/play -game wordle -bots 2 -seed 7
//	go run ./examples/play -game quaddoku -rules default -level hard
//	go run ./examples/play -game wordle -preset spanish -words palabras.txt
//	go run ./examples/play -game wordgame -preset polish -words slowa.txt
//
// -words FILE plays with your own word list, one word a line (# starts a
// comment line), read in the preset's alphabet (tilekit.Kind.Alphabet):
// Spanish Wordle's 27 letters with Ñ, German's with Ä Ö Ü, the Spanish
// crossword game's with its CH, LL and RR tiles. Words the alphabet cannot
// spell are skipped, and their count is said on standard error. The
// presets of other languages (see -preset help) need such a list, since
// tilekit bundles English lists only.
//
// It shows how little a front end needs beyond the packages: one game loop
// written once against tilekit.Game and the registry (tilekit.Lookup
// deals the game and makes its bots; PlayAs, Hints, Preview, Outcome,
// Clock and Timeout do the rest), and for each game a small function that
// draws its View.
//
// At the prompt, type a move, or one of: help (the notation, with
// examples), hint (ask the move finder), undo (take back your last move),
// save FILE and load FILE (the game's text encoding, which
// tilekit.Decode reads back), board (draw it again), quit. End of input ends the game quietly.
//
// Simultaneous games (Wordle guessing, Wordoku rounds, speed and spot
// Sumoku) give the person the first move of each exchange: every bot
// answers each of the person's moves with one of its own, and moves on its
// own when the person takes longer than -bot-time. The program keeps the
// game's clock (a Wordoku round, a timed Wordle row: -time overrides the
// rules' length) and applies the end of the round, or the lost row,
// itself when it runs out.
//
// Colours are ANSI escapes, used only when standard output is a terminal
// and NO_COLOR is unset; everything works the same through a pipe.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stdout), !isTerminal(os.Stdin)))
}

// options are the command's flags.
type options struct {
	game  string
	bots  int
	seed  uint64
	rules string
	words string // a word list file (-words)
	time  time.Duration
	level tilekit.Level
	color bool
	echo  bool // repeat each input line after the prompt (input is not a terminal)
	// botTime is how long bots wait for the person in a simultaneous
	// round before making their next move anyway.
	botTime time.Duration
}

// run is the whole command, with its streams as arguments so that tests can
// drive it through pipes. It returns the exit status.
//
// terminal says whether out is a terminal (colours are used only then);
// echo says whether to repeat each line read after the prompt, as a
// terminal would have shown it while it was typed.
func run(args []string, in io.Reader, out, errOut io.Writer, terminal, echo bool) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(errOut)
	var o options
	fs.StringVar(&o.game, "game", "wordgame", "the game: "+strings.Join(driverNames(), ", "))
	fs.IntVar(&o.bots, "bots", 1, "how many bots play against you")
	fs.Uint64Var(&o.seed, "seed", 1, "the deal's seed (same seed, same game)")
	fs.StringVar(&o.rules, "rules", "", "a rules preset of the game (see -game NAME -rules help)")
	fs.StringVar(&o.rules, "preset", "", "the same as -rules")
	fs.StringVar(&o.words, "words", "", "play with the word list in this file, one word a line, in the preset's alphabet")
	fs.TextVar(&o.level, "level", tilekit.Medium, "how strongly the bots play: easy, medium, hard or expert")
	fs.DurationVar(&o.time, "time", 0, "the round or row timer of timed games (0: the rules' own)")
	fs.DurationVar(&o.botTime, "bot-time", 30*time.Second, "in simultaneous rounds, how long bots wait for you before their next move")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(errOut, "play: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	d, ok := lookup(o.game)
	if !ok {
		fmt.Fprintf(errOut, "play: no game %q (choose one of %s)\n", o.game, strings.Join(driverNames(), ", "))
		return 2
	}
	if o.rules == "help" {
		listPresets(out, d)
		return 0
	}
	if o.bots < d.MinPlayers-1 || o.bots > d.MaxPlayers-1 {
		fmt.Fprintf(errOut, "play: %s takes %d to %d bots\n", d.Name, d.MinPlayers-1, d.MaxPlayers-1)
		return 2
	}
	if err := d.readList(o, errOut); err != nil {
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 2
	}
	_, noColor := os.LookupEnv("NO_COLOR")
	o.color = terminal && !noColor
	o.echo = echo
	names := []string{"You"}
	for i := range o.bots {
		names = append(names, botNames[i%len(botNames)])
	}
	g, err := d.NewGame(o.rules, names, o.seed, d.dict)
	if err != nil {
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 2
	}
	s := newSession(d, o, g, in, out)
	if err := s.run(); err != nil {
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 1
	}
	return 0
}

// listPresets writes the presets of d, those played with your own word
// list last.
func listPresets(out io.Writer, d *driver) {
	fmt.Fprintf(out, "rules presets of %s:\n", d.Name)
	for _, p := range d.Presets {
		fmt.Fprintf(out, "  %-10s %s\n", p.Name, p.About)
	}
	for _, p := range d.WordListPresets {
		fmt.Fprintf(out, "  %-10s %s (with -words FILE)\n", p.Name, p.About)
	}
}

// isTerminal reports whether f is a character device (a terminal, not a
// pipe or a file).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// botNames label the bots' seats.
var botNames = []string{"Ada", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus"}

// driverNames lists the games the command can play.
func driverNames() []string {
	var names []string
	for _, k := range tilekit.Kinds() {
		if _, ok := drawers[k.Name]; ok {
			names = append(names, k.Name)
		}
	}
	return names
}
