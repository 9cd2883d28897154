// Command gen learns the leave tables of package leaves from tilekit's
// own self-play and writes them as classic.txt and default.txt.
//
// Each generation plays games between two equity players (generation 0
// with no leave values, that is, the highest score; generation g+1 with
// the table generation g learned) and records, for every turn while the
// bag still holds a full rack after the draw, the leave the player kept
// and the equity of their next move: its score plus the value, by the
// generation's own table, of the leave that move keeps in turn (none
// when the bag runs low by then). leaves.Fit regresses that equity on
// the leave's features, so a leave is worth what it adds to the next
// move's equity compared with keeping nothing, and the value of keeping
// good tiles for later turns flows back one generation at a time. The
// last generation's fit is written out. Games run in parallel, but each game's seed depends only
// on -seed, the generation and the game's number, and samples are
// gathered in game order, so the output depends only on the flags.
//
// Usage (from wordgame/leaves, as go generate runs it):
//
//	go run ./internal/gen -out . [-games 20000] [-gens 5] [-seed 1] [-rules both] [-workers 2]
//
// With -duel a.txt,b.txt it learns nothing and instead plays equity with
// the first table against equity with the second under -rules (classic
// or default), -games games on the deals of -seed, and prints the first
// one's share of the points with its 95% interval and its mean spread:
// how the bundled tables were compared with the ones before them.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"

	"github.com/tilekit/tilekit/internal/inorder"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

func main() {
	out := flag.String("out", ".", "directory to write classic.txt and default.txt to")
	games := flag.Int("games", 20000, "games per generation")
	gens := flag.Int("gens", 5, "generations of learning after the first, greedy one")
	seed := flag.Uint64("seed", 1, "seed of every game")
	which := flag.String("rules", "both", "classic, default or both")
	workers := flag.Int("workers", runtime.NumCPU(), "games played at once")
	ridge := flag.Float64("ridge", 30, "ridge penalty of the fit")
	duelWith := flag.String("duel", "", "play table `A,B` (two files) against each other instead of learning: -games games of -rules on the deals of -seed")
	flag.Parse()
	log.SetFlags(0)
	if *duelWith != "" {
		if err := runDuel(*duelWith, *which, *games, *seed, *workers); err != nil {
			log.Fatal(err)
		}
		return
	}
	sets := map[string]wordgame.Rules{"classic": wordgame.Classic(), "default": wordgame.DefaultRules()}
	names := []string{"classic", "default"}
	if *which != "both" {
		if _, ok := sets[*which]; !ok {
			log.Fatalf("gen: -rules %q: want classic, default or both", *which)
		}
		names = []string{*which}
	}
	for _, name := range names {
		cfg := config{name: name, rules: sets[name], games: *games, gens: *gens, seed: *seed, workers: *workers, ridge: *ridge}
		t, err := cfg.learn(func(g int, t *leaves.Table, n int) {
			log.Printf("%s: generation %d: %d samples", name, g, n)
		})
		if err != nil {
			log.Fatal(err)
		}
		text, _ := t.MarshalText()
		header := fmt.Sprintf("# learned by self-play: go run ./internal/gen -games %d -gens %d -seed %d -ridge %g\n", *games, *gens, *seed, *ridge)
		if err := os.WriteFile(filepath.Join(*out, name+".txt"), append([]byte(header), text...), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// config is one learning run.
type config struct {
	name    string
	rules   wordgame.Rules
	games   int
	gens    int
	seed    uint64
	workers int
	ridge   float64
}

// learn runs the generations and returns the last table; report is told
// of each generation's fit.
func (c config) learn(report func(g int, t *leaves.Table, samples int)) (*leaves.Table, error) {
	var table *leaves.Table // generation 0: no leave values
	for g := 0; g <= c.gens; g++ {
		samples, err := c.play(g, table)
		if err != nil {
			return nil, err
		}
		t, err := leaves.Fit(c.name, c.rules.RackSize, samples, c.ridge)
		if err != nil {
			return nil, err
		}
		report(g, t, len(samples))
		table = t
	}
	return table, nil
}

// play plays one generation's games with table and returns their
// samples in game order.
func (c config) play(g int, table *leaves.Table) ([]leaves.Sample, error) {
	type played struct {
		samples []leaves.Sample
		err     error
	}
	results := inorder.Map(c.games, c.workers, func(i int) played {
		ss, err := c.game(gameSeed(c.seed, g, i), table)
		return played{ss, err}
	})
	var all []leaves.Sample
	for _, r := range results {
		if r.err != nil {
			return nil, r.err
		}
		all = append(all, r.samples...)
	}
	return all, nil
}

// gameSeed mixes the run's seed, the generation and the game's number.
func gameSeed(seed uint64, g, i int) uint64 {
	x := seed*0x9e3779b97f4a7c15 + uint64(g)<<32 + uint64(i)
	x ^= x >> 31
	x *= 0xbf58476d1ce4e5b9
	return x ^ x>>29
}

// pending is a leave waiting for its player's next score.
type pending struct {
	leave leaves.Counts
	ok    bool
}

// game plays one game between two equity players with table and returns
// its samples.
func (c config) game(seed uint64, table *leaves.Table) ([]leaves.Sample, error) {
	s, err := wordgame.New(c.rules, wordgame.Setup{Players: 2, Seed: seed})
	if err != nil {
		return nil, err
	}
	var open [2]pending
	var out []leaves.Sample
	for !s.Over() {
		p := s.ToMove()[0]
		m, err := equity.Best(s, equity.WithLeaves(table))
		if err != nil {
			return nil, err
		}
		before := s.Scores()[p]
		rack, _ := leaves.Parse(s.RackLetters(p))
		bag := s.BagLen()
		if s, err = s.Apply(m); err != nil {
			return nil, err
		}
		used := kept(&rack, m)
		full := bag-used >= c.rules.RackSize && m.Kind() != wordgame.KindPass
		if open[p].ok {
			// The target is the next move's equity by this generation's
			// table: its score plus the value of the leave it keeps.
			y := float64(s.Scores()[p] - before)
			if full {
				y += table.ValueCounts(&rack)
			}
			out = append(out, leaves.Sample{Leave: open[p].leave, Points: y})
		}
		open[p] = pending{leave: rack, ok: full}
	}
	return out, nil
}

// kept removes from rack the tiles m places or gives back and returns
// how many that is.
func kept(rack *leaves.Counts, m wordgame.Move) int {
	used := 0
	take := func(x byte) {
		switch {
		case x == '?' || (x >= 'a' && x <= 'z'):
			rack[leaves.Blank]--
		case x >= 'A' && x <= 'Z':
			rack[x-'A']--
		default:
			return
		}
		used++
	}
	if k := m.Kind(); k == wordgame.KindPlace || k == wordgame.KindExchange {
		for _, x := range []byte(m.Word()) {
			take(x)
		}
	}
	return used
}
