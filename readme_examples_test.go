package tilekit_test

// The README's code, one Example per fragment, so that every fragment
// compiles and prints what its comments say (TestSnippetsAreExamples
// checks that the README quotes these bodies).

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/gcg"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordle/solver"
)

// Two bots play the crossword game to its end; then a position from
// another engine is read as CGP, and the game is written as GCG and
// replayed under the rules its record names.
func Example_wordgame() {
	s, _ := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Names: []string{"Ada", "Bob"}, Seed: 7})
	for !s.Over() {
		m, err := s.BestMove() // the highest-scoring placement
		if err != nil {
			m = wordgame.Pass()
		}
		s, _ = s.Apply(m) // a new State; the old one never changes
	}
	fmt.Println(s.Result().Scores, s.Result().Winners)

	p, _ := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(),
		"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 EGINORS/ 0/0 0")
	fmt.Println(len(p.AppendLegalMoves(nil)), "placements")
	m, _ := p.ParseMove("8H ERINGOS")
	sc, _ := p.Score(m) // with a breakdown per word
	fmt.Println(sc.Total)

	rec, _ := wordgame.NewRecord(s) // its GCG record (package wordgame/gcg), from its history
	var text bytes.Buffer
	gcg.Write(&text, rec)
	final, err := wordgame.ReplayGCG(wordgame.Rules{}, nil, &text) // checks every score
	fmt.Println(final.Scores(), err)
	// Output:
	// [455 433] [0]
	// 1910 placements
	// 70
	// [455 433] <nil>
}

// Hints and candidates from the solver, over the bundled word lists.
func Example_wordleSolver() {
	sv, _ := solver.New(solver.Config{}) // wordle/solver, over the bundled five-letter lists
	guess, _ := sv.Hint(nil)
	pat, _ := wordle.Feedback("NYMPH", guess)
	left, _ := sv.Candidates([]wordle.Step{{Guess: guess, Pattern: pat}})
	fmt.Println(guess, pat, len(left), "answers left")
	// Output:
	// TARES ..... 187 answers left
}

// The rule book's 30-point move: a column through the end of a row.
func Example_sumoku() {
	s, _ := sumoku.FromPosition(sumoku.DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B6 P1 B7 P2")
	m, _ := s.ParseMove("0,2=G5 1,2=B9 2,2=P1") // B9 is the 6 turned over
	sc, _ := s.Score(m)
	for _, ln := range sc.Lines {
		fmt.Println(ln.Line, "=", ln.Total)
	}
	fmt.Println("total", sc.Total)
	// Output:
	// column 2 at 0,2..2,2 (G5 B9 P1) = 15
	// row 0 at 0,-1..0,2 (R3 O1 Y6 G5) = 15
	// total 30
}

// A seeded bag: the same seed always draws the same tiles.
func Example_tiles() {
	set, _ := tiles.Letters("A9 B2 E12 ?2", "A1 B3 E1") // counts, values
	bag := set.Bag(42)
	rest, rack, err := bag.Draw(7) // a new bag; the old one is unchanged
	fmt.Println(tiles.FormatMultiset(rack), rest.Len(), bag.Len(), err)
	// Output:
	// A1*3 E1*4 18 25 <nil>
}

// House words, one per line, and a dictionary that is just a function.
func Example_dictionary() {
	house, err := dictionary.Read(strings.NewReader("# house words\nzorp\nqwerty\n"))
	fmt.Println(house.Contains("ZORP"), err)
	long := dictionary.Func(func(w string) bool { return len(w) > 9 }) // anything long goes
	fmt.Println(long.Contains("tilekitten"))
	// Output:
	// true <nil>
	// true
}
