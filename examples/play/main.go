// Command play lets one person play any tilekit game against bots in a
// terminal, typing moves in the game's own notation:
//
//	go run ./examples/play -game wordgame
//	go run ./examples/play -game wordle -bots 2 -seed 7
//	go run ./examples/play -game quaddoku -rules default -level hard
//	go run ./examples/play -game wordle -preset spanish
//	go run ./examples/play -game wordle -preset spanish -words palabras.txt
//	go run ./examples/play -game wordgame -preset polish -words slowa.txt
//
// The Spanish, French and German presets play with the word lists
// bundled in dictionary/es, dictionary/fr and dictionary/de, which this
// command imports (languages.go). -words FILE plays with your own word
// list instead, one word a line (# starts a comment line), read in the
// preset's alphabet (tilekit.Kind.Alphabet): Spanish Wordle's 27 letters
// with Ñ, German's with Ä Ö Ü, the Spanish crossword game's with its CH,
// LL and RR tiles. Words the alphabet cannot spell are skipped, and their
// count is said on standard error. The presets of languages with no
// bundled list (Catalan and Polish; see -preset help) need such a list:
// dealing one without it fails with tilekit.ErrNeedsWordList.
//
// It shows how little a front end needs beyond the packages: one game loop
// written once against tilekit.Game and the registry. tilekit.Lookup
// finds the game, Kind.New deals it and Kind.Bot makes its bots;
// tilekit.NextMove asks the bots for their moves, Game.Expire runs out
// the clock, Game.Draw draws the table, and PlayAs, Hints, Preview and
// Outcome do the rest. The program draws only Wordle itself, to show its
// rows in colour.
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
// rules' length) and, when it runs out, calls Game.Expire, which ends the
// round or crosses out the row.
//
// Colours are ANSI escapes, used only when standard output is a terminal
// and NO_COLOR is unset; everything works the same through a pipe.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
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
	fs.IntVar(&o.bots, "bots", 1, "how many bots play against you (without it: one, or as many as the preset needs)")
	fs.Uint64Var(&o.seed, "seed", 1, "the deal's seed (same seed, same game)")
	fs.StringVar(&o.rules, "rules", "", "a rules preset of the game (see -game NAME -rules help; the default is the first)")
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
	p, ok := d.Preset(o.rules)
	if !ok {
		fmt.Fprintf(errOut, "play: %s has no preset %q (choose one of %s)\n", d.Name, o.rules, strings.Join(d.PresetNames(), ", "))
		return 2
	}
	if !set(fs, "bots") {
		o.bots = min(max(o.bots, p.MinPlayers-1), p.MaxPlayers-1) // a solo preset plays with none
	}
	if o.bots < p.MinPlayers-1 || o.bots > p.MaxPlayers-1 {
		fmt.Fprintf(errOut, "play: %s %s takes %d to %d bots\n", d.Name, p.Name, max(p.MinPlayers-1, 0), p.MaxPlayers-1)
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
	g, err := d.New(p.Name, names, o.seed, tilekit.WithDictionary(d.dict))
	if errors.Is(err, tilekit.ErrNeedsWordList) {
		fmt.Fprintf(errOut, "play: the %s preset of %s plays with your own word list: add -words FILE\n", p.Name, d.Name)
		return 2
	}
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

// listPresets writes the presets of d with the seats each is played by;
// those in another alphabet than English say whether a list is bundled
// or they need -words.
func listPresets(out io.Writer, d *driver) {
	fmt.Fprintf(out, "rules presets of %s:\n", d.Name)
	for _, p := range d.Presets {
		words := ""
		if p.Alphabet != "" {
			words = fmt.Sprintf("; in %s, with -words FILE", p.Alphabet)
			if a, ok := tiles.LookupAlphabet(p.Alphabet); ok {
				if _, err := dictionary.ForAlphabet(a); err == nil {
					words = fmt.Sprintf("; in %s, with its bundled list or -words FILE", p.Alphabet)
				}
			}
		}
		fmt.Fprintf(out, "  %-10s %s (%s%s)\n", p.Name, p.About, seats(p), words)
	}
}

// seats says how many play under p: "2 to 4 players", "1 player".
func seats(p tilekit.Preset) string {
	switch {
	case p.MinPlayers == p.MaxPlayers && p.MinPlayers == 1:
		return "1 player"
	case p.MinPlayers == p.MaxPlayers:
		return fmt.Sprintf("%d players", p.MinPlayers)
	}
	return fmt.Sprintf("%d to %d players", p.MinPlayers, p.MaxPlayers)
}

// set reports whether the flag called name was given.
func set(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// isTerminal reports whether f is a character device (a terminal, not a
// pipe or a file).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// botNames label the bots' seats.
var botNames = []string{"Ada", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus"}

// driverNames lists the games the command can play: every registered
// game.
func driverNames() []string {
	var names []string
	for _, k := range tilekit.Kinds() {
		names = append(names, k.Name)
	}
	return names
}
