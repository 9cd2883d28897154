// Command analyze reads a crossword game's GCG record and says, turn by
// turn, what the engines think of the move played: the best move by
// equity, the simulation's verdict on both, and once the bag is empty the
// exact endgame.
//
//	go run ./examples/analyze [-sim N] [-candidates N] [-plies N] [-nodes N] [-words FILE | -lang CODE] [-rules NAME] game.gcg
//
// The record is replayed under the rules it names (its tk.rules pragma,
// or Classic(); -rules classic or -rules default to choose) with the word
// list it names: -words FILE reads one of your own, one word a line in
// the tiles' alphabet, and -lang en, es, fr or de takes that language's
// bundled list. Every turn is checked as it is replayed (wordgame.TurnsGCG),
// so a record whose scores or words the rules and the list do not
// reproduce stops the analysis at its line.
//
// For each turn the output is a block like this one, from the Spanish
// record of the tests with -lang es:
//
//	turn 3 (line 9): Ana María 10-17, bag 81, rack DIIR[RR]ST
//	  played  7H DI                   7 pts  equity    7.0  sim -12.4 [-27.6, +2.9] win 35%
//	  best    E5 I[RR]IT.S           26 pts  equity   26.0  sim +25.7 [+16.2, +35.2] win 52%
//
// The equity of the best move is wordgame/equity's; the simulation
// (wordgame/sim, with the move played among its candidates, -sim deals of
// -plies plies on the -candidates best moves; -sim 0 leaves it out) gives
// each move's mean spread a few plies later with its 95% interval, and
// its chance of winning from there (sim.Result.WinRate: a lead of about
// 20 points after one's own move is about even, since the opponent moves
// next). When the move played is the best, one line says so. Once the
// bag is empty in a two-player game the sim lines give way to the exact
// endgame (wordgame/endgame, at most -nodes nodes of search a turn):
//
//	endgame: best L8 BIR.MEN (+22, exact), played O5 BINE: +18 (exact)
//
// values being the points the mover gains on the opponent to the end of
// the game. A last line gives the turns analysed and the time they took.
//
// The mover's rack is the one the record shows before the move (a record
// that shows only the tiles played leaves the rest to the replay's
// draws, and the line then says "rack shown: ..."); the other racks and
// the bag are dealt from the tiles the mover could not see, so the
// engines analyse the choice the mover had. A position the engines
// cannot analyse (a word list the move generator cannot search, such as
// one that only answers whether a word is in it) stops the command with
// the engine's error.
//
// While it works, a progress bar on standard error counts the turns done
// (only when standard error is a terminal: it redraws one line with a
// carriage return). Ctrl-C stops it after the turn in progress.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/dictionary/de"
	"github.com/tilekit/tilekit/dictionary/es"
	"github.com/tilekit/tilekit/dictionary/fr"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/endgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/gcg"
	"github.com/tilekit/tilekit/wordgame/sim"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)); err != nil {
		fmt.Fprintln(os.Stderr, "analyze:", err)
		os.Exit(1)
	}
}

// isTerminal reports whether f is a character device, as a terminal is.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// config is what the flags set.
type config struct {
	dict       dictionary.Dictionary // nil: the list the record names
	rules      wordgame.Rules        // zero: the record's
	sims       int                   // deals a candidate, 0: no simulation
	candidates int
	plies      int
	nodes      int  // endgame node limit a turn
	progress   bool // draw the progress bar on stderr
}

// run is the whole command: it parses args, analyses the record and
// writes the report to stdout, the progress bar to stderr.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, progress bool) error {
	fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sims := fs.Int("sim", 64, "deals each candidate is simulated on; 0 for no simulation")
	cands := fs.Int("candidates", 8, "moves the simulation plays out beside the move played")
	plies := fs.Int("plies", 2, "plies the simulation plays after each candidate")
	nodes := fs.Int("nodes", 2_000_000, "most nodes the endgame search visits a turn")
	words := fs.String("words", "", "word list file, one word a line, in the tiles' alphabet")
	lang := fs.String("lang", "", "the bundled word list of a language: en, es, fr or de")
	rulesName := fs.String("rules", "", "rules to replay under: classic or default (default: the record's)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("name one GCG file (go run ./examples/analyze [flags] game.gcg)")
	}
	if *words != "" && *lang != "" {
		return errors.New("-words and -lang both choose the word list: give one")
	}
	if *sims < 0 || *cands < 1 || *plies < 1 || *nodes < 1 {
		return errors.New("-sim must be 0 or more, -candidates, -plies and -nodes 1 or more")
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return err
	}
	defer f.Close()
	rec, err := gcg.Read(f)
	if err != nil {
		return err
	}
	c := config{sims: *sims, candidates: *cands, plies: *plies, nodes: *nodes, progress: progress}
	switch *rulesName {
	case "":
	case "classic":
		c.rules = wordgame.Classic()
	case "default":
		c.rules = wordgame.DefaultRules()
	default:
		return fmt.Errorf("-rules %q: want classic or default", *rulesName)
	}
	if c.dict, err = wordList(rec, c.rules, *words, *lang); err != nil {
		return err
	}
	return analyze(ctx, rec, c, stdout, stderr)
}

// wordList returns the word list of -words or -lang (nil for neither).
func wordList(rec *gcg.Record, rules wordgame.Rules, file, lang string) (dictionary.Dictionary, error) {
	switch lang {
	case "":
	case "en":
		return dictionary.DefaultList(), nil
	case "es":
		return es.Default(), nil
	case "fr":
		return fr.Default(), nil
	case "de":
		return de.Default(), nil
	default:
		return nil, fmt.Errorf("-lang %q: the bundled lists are en, es, fr and de", lang)
	}
	if file == "" {
		return nil, nil
	}
	if rules.Tiles == nil {
		var err error
		if rules, err = wordgame.RecordRules(rec); err != nil {
			return nil, err
		}
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	list, err := dictionary.ReadWords(rules.Tiles.Alphabet(), f)
	if err != nil {
		return nil, fmt.Errorf("-words %s: %w", file, err)
	}
	return list, nil
}

// turnCount is the number of turn lines in rec, for the progress bar.
func turnCount(rec *gcg.Record) int {
	n := 0
	for _, ev := range rec.Events {
		if ev.Kind == gcg.EventPlace || ev.Kind == gcg.EventPass || ev.Kind == gcg.EventExchange {
			n++
		}
	}
	return n
}

// analyze writes the analysis of every turn of rec to out.
func analyze(ctx context.Context, rec *gcg.Record, c config, out, errOut io.Writer) error {
	start := time.Now()
	total := turnCount(rec)
	bar := func(done int) {
		if c.progress {
			const width = 30
			k := width * done / max(total, 1)
			fmt.Fprintf(errOut, "\r[%s%s] %d/%d turns", strings.Repeat("#", k), strings.Repeat(".", width-k), done, total)
		}
	}
	bar(0)
	n := 0
	for t, err := range wordgame.ReplayTurns(rec, c.rules, wordgame.Setup{Dictionary: c.dict}) {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("stopped after %d turns: %w", n, err)
		}
		if err := analyzeTurn(ctx, t, c, out); err != nil {
			return fmt.Errorf("turn %d (line %d): %w", t.Index+1, t.Line, err)
		}
		n++
		bar(n)
	}
	if c.progress {
		fmt.Fprintln(errOut)
	}
	d := time.Since(start)
	fmt.Fprintf(out, "%d turns analysed in %.1fs (%.0f ms a turn)\n", n, d.Seconds(), float64(d.Milliseconds())/float64(max(n, 1)))
	return nil
}

// analyzeTurn writes one turn's block.
func analyzeTurn(ctx context.Context, t wordgame.Turn, c config, out io.Writer) error {
	b, p := t.Before, t.Player
	sc := b.Scores()
	opp := sc[1-p]
	if len(sc) > 2 {
		opp = 0
		for q, v := range sc {
			if q != p {
				opp = max(opp, v)
			}
		}
	}
	fmt.Fprintf(out, "turn %d (line %d): %s %d-%d, bag %d, rack %s", t.Index+1, t.Line, b.Name(p), sc[p], opp, b.BagLen(), b.RackLetters(p))
	if t.Rack != b.RackLetters(p) {
		fmt.Fprintf(out, " (rack shown: %q)", t.Rack)
	}
	fmt.Fprintln(out)
	// A withdrawn play was taken back: the turn was a pass.
	m, played := t.Move, t.Move.String()
	if t.Withdrawn {
		m, played = wordgame.Pass(), played+" withdrawn"
	}
	best, err := equity.Moves(b, 1, equity.WithContext(ctx))
	if err != nil {
		return err
	}
	top := best[0]
	if b.BagLen() == 0 && b.Players() == 2 {
		fmt.Fprintf(out, "  played  %-20s %4d pts\n", played, t.Score)
		return endgameLines(ctx, b, m, c, out)
	}
	var res []sim.Result
	if c.sims > 0 {
		res, err = sim.Simulate(ctx, b, sim.Options{Candidates: c.candidates, Plies: c.plies, Iterations: c.sims, Include: []wordgame.Move{m}, Seed: uint64(t.Index)})
		if err != nil {
			return err
		}
	}
	verdict := func(m wordgame.Move) (string, float64, bool) {
		for _, r := range res {
			if r.Move == m {
				return fmt.Sprintf("  sim %+.1f [%+.1f, %+.1f] win %.0f%%", r.Spread, r.Low, r.High, 100*r.WinRate), r.Equity, true
			}
		}
		return "", 0, false
	}
	v, eq, ok := verdict(m)
	eqText := "             "
	if ok {
		eqText = fmt.Sprintf("  equity %6.1f", eq)
	}
	if m == top.Move {
		fmt.Fprintf(out, "  played  %-20s %4d pts%s%s (the best equity move)\n", played, t.Score, eqText, v)
		return nil
	}
	fmt.Fprintf(out, "  played  %-20s %4d pts%s%s\n", played, t.Score, eqText, v)
	v, _, _ = verdict(top.Move)
	fmt.Fprintf(out, "  best    %-20s %4d pts  equity %6.1f%s\n", top.Move, top.Score, top.Equity, v)
	return nil
}

// endgameLines writes the exact endgame's verdict on the best move and
// on the move played.
func endgameLines(ctx context.Context, b wordgame.State, m wordgame.Move, c config, out io.Writer) error {
	opts := []endgame.Option{endgame.WithContext(ctx), endgame.NodeLimit(c.nodes)}
	r, err := endgame.Solve(b, opts...)
	if err != nil && !errors.Is(err, endgame.ErrStopped) {
		return err
	}
	line := fmt.Sprintf("  endgame: best %s (%+d, %s)", firstMove(r.PV), r.Value, exactness(r.Exact))
	if len(r.PV) > 0 && r.PV[0] == m {
		fmt.Fprintln(out, line+", played")
		return nil
	}
	v, exact, err := moveValue(b, m, opts)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s, played %s: %+d (%s)\n", line, m, v, exactness(exact))
	return nil
}

// moveValue returns what m gains the mover on the opponent from s to the
// end of the game with best play after it: m's change to the spread,
// less what the opponent then gains.
func moveValue(s wordgame.State, m wordgame.Move, opts []endgame.Option) (int, bool, error) {
	next, err := s.Apply(m)
	if err != nil {
		return 0, false, err
	}
	p := s.ToMove()[0]
	spread := func(x wordgame.State) int { sc := x.Scores(); return sc[p] - sc[1-p] }
	v := spread(next) - spread(s)
	if next.Over() {
		return v, true, nil
	}
	r, err := endgame.Solve(next, opts...)
	if err != nil && !errors.Is(err, endgame.ErrStopped) {
		return 0, false, err
	}
	return v - r.Value, r.Exact, nil
}

func firstMove(pv []wordgame.Move) string {
	if len(pv) == 0 {
		return "-"
	}
	return pv[0].String()
}

func exactness(exact bool) string {
	if exact {
		return "exact"
	}
	return "estimate: the node limit cut it short"
}
