// Command baggen fits equity's bag terms (eq.BagTerm) to tilekit's own
// self-play and writes them as bagterm.go.
//
// It plays games between two equity players (Hard) under the classic
// rules, and records for every move made with tiles in the bag the
// tiles it left there and its residual: the points its player went on
// to gain on the opponent by the end of the game (the final spread as
// they see it), less the spread the move's equity promised (the spread
// after the move plus its leave term, which holds the bag term in use).
// The residual is negative on average (the opponent moves next); what
// matters is how it differs with the tiles left. A generation adds to
// each term, for 0 to eq.BagTerms-1 tiles left, the mean residual of the
// moves that left that many less the mean residual of those that left 8
// to 23, which no term covers. The first generation plays with no
// terms, each later one with the last one's, so that the terms settle
// on what they are worth to a player who uses them. Games run in
// parallel, but each game's seed depends only on -seed and its number,
// and the sums are made in game order, so the output depends only on
// the flags.
//
// Usage (from wordgame/internal/eq, as go generate runs it):
//
//	go run ./internal/baggen -out bagterm.go [-games 20000] [-generations 2] [-seed 777000]
//
// It takes about three and a half minutes a generation on 2 cores.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"runtime"
	"sync"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
)

// maxLeft is the most tiles left in the bag whose moves are counted;
// baseLo to maxLeft is the range the terms are measured from.
const (
	baseLo  = 8
	maxLeft = 23
)

// A sample is one move's tiles left in the bag and its residual.
type sample struct {
	left     int
	residual float64
}

func main() {
	games := flag.Int("games", 20000, "games a generation")
	gens := flag.Int("generations", 2, "generations")
	seed := flag.Uint64("seed", 777000, "seed of the first game; game g of every generation is dealt from seed+g")
	out := flag.String("out", "", "file to write (standard output if empty)")
	flag.Parse()
	if *games < 1 || *gens < 1 {
		log.Fatal("baggen: -games and -generations must be at least 1")
	}
	eq.BagTerm = [eq.BagTerms]float64{}
	for g := range *gens {
		terms := fit(playAll(*seed, *games, runtime.GOMAXPROCS(0)))
		for k := range eq.BagTerm {
			eq.BagTerm[k] += terms[k]
		}
		log.Printf("baggen: generation %d: %.2f", g+1, eq.BagTerm)
	}
	src := write(eq.BagTerm, *games, *gens, *seed)
	if *out == "" {
		os.Stdout.Write(src)
		return
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// fit returns each term's correction: the mean residual of the moves
// that left k tiles in the bag, less that of the moves that left baseLo
// to maxLeft.
func fit(byGame [][]sample) [eq.BagTerms]float64 {
	var n, sum [maxLeft + 1]float64
	var baseN, baseSum float64
	for _, ss := range byGame {
		for _, x := range ss {
			n[x.left]++
			sum[x.left] += x.residual
			if x.left >= baseLo {
				baseN++
				baseSum += x.residual
			}
		}
	}
	if baseN == 0 {
		log.Fatal("baggen: no move left 8 tiles or more in the bag")
	}
	var out [eq.BagTerms]float64
	for k := range out {
		if n[k] == 0 {
			log.Fatalf("baggen: no move left %d tiles in the bag", k)
		}
		out[k] = sum[k]/n[k] - baseSum/baseN
	}
	return out
}

// playAll plays games on workers goroutines and returns each game's
// samples, in game order.
func playAll(seed uint64, games, workers int) [][]sample {
	byGame := make([][]sample, games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Go(func() {
			for g := range next {
				byGame[g] = play(seed + uint64(g))
			}
		})
	}
	for g := range games {
		next <- g
	}
	close(next)
	wg.Wait()
	return byGame
}

// play plays one game of two equity players dealt from seed and returns
// the samples of its moves made with tiles in the bag.
func play(seed uint64) []sample {
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: seed})
	if err != nil {
		log.Fatal(err)
	}
	var ss []sample
	var movers []int
	var promised []float64
	for !s.Over() {
		p := s.ToMove()[0]
		top, err := equity.Moves(s, 1)
		if err != nil {
			log.Fatal(err)
		}
		m := top[0]
		if bag := s.BagLen(); bag > 0 {
			left := bag
			if m.Move.Kind() == wordgame.KindPlace {
				left = max(bag-len(eq.K.Tiles(&m.Move, nil)), 0)
			}
			if left <= maxLeft {
				sc := s.Scores()
				ss = append(ss, sample{left: left})
				movers = append(movers, p)
				promised = append(promised, float64(sc[p]-sc[1-p])+m.Equity)
			}
		}
		if s, err = s.Apply(m.Move); err != nil {
			log.Fatal(err)
		}
	}
	final := s.Scores()
	for i := range ss {
		p := movers[i]
		ss[i].residual = float64(final[p]-final[1-p]) - promised[i]
	}
	return ss
}

// write returns bagterm.go's source.
func write(terms [eq.BagTerms]float64, games, gens int, seed uint64) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by go run ./internal/baggen -games %d -generations %d -seed %d; DO NOT EDIT.\n\n", games, gens, seed)
	b.WriteString("package eq\n\n")
	b.WriteString("// BagTerm is the bag term of a move that leaves k tiles in the bag,\n")
	b.WriteString("// for k below BagTerms (see BagTerms), in points of equity.\n")
	b.WriteString("var BagTerm = [BagTerms]float64{")
	for k, v := range terms {
		if k > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%.2f", v)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	return src
}
