package wordoku

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary"
)

// A Line is the word one row or column scores.
type Line struct {
	// Across is true for a row, false for a column; Index is its number
	// from 0 (rows from the top, columns from the left).
	Across bool `json:"across"`
	Index  int  `json:"index"`
	// Start is the cell where the word begins along the line, so the
	// word covers cells Start to Start+len(Word)-1.
	Start int    `json:"start"`
	Word  string `json:"word"`
	// Points counts the word's letters, a wild's excepted.
	Points int `json:"points"`
	// Balanced reports that the line's tiles (all of them, not only the
	// word's) have different symbols; Bonus is then Points again, when
	// the rules give the balance bonus.
	Balanced bool `json:"balanced"`
	Bonus    int  `json:"bonus"`
}

// Total returns Points plus Bonus.
func (l Line) Total() int { return l.Points + l.Bonus }

// A Score is a grid's score: the scoring word of each row and column that
// has one (rows first, then columns), and the total.
type Score struct {
	Lines []Line `json:"lines"`
	Total int    `json:"total"`
}

// ScoreGrid scores any grid under the rules: each row and column scores
// its best single word of at least Rules.MinWord letters, read in one
// unbroken stretch of the line (left to right, top to bottom). The word
// earns one point per letter, nothing for the wild, and when the line's
// tiles all have different symbols (and Rules.Balance is set) one more
// point per non-wild letter. Smaller words inside the scoring word add
// nothing. When two words of a line score the same, the longer is
// reported, then the earlier.
//
// It works on any grid of the rules' size, so a front end can preview a
// grid while the player moves tiles. A nil dict means
// dictionary.Default().
func ScoreGrid(rules Rules, dict dictionary.Dictionary, g Grid) (Score, error) {
	if err := rules.checkShape(); err != nil {
		return Score{}, err
	}
	if g.Size() != rules.Size {
		return Score{}, fmt.Errorf("wordoku: %w: a %dx%d grid under rules for %dx%d", ErrBadGrid, g.Size(), g.Size(), rules.Size, rules.Size)
	}
	if err := g.badCell(); err != nil {
		return Score{}, fmt.Errorf("wordoku: %w: %v", ErrBadGrid, err)
	}
	if dict == nil {
		dict = dictionary.Default()
	}
	return scoreGrid(rules, dict, g), nil
}

// checkShape checks the knobs scoring uses.
func (r Rules) checkShape() error {
	if r.Size < MinSize || r.Size > MaxSize {
		return fmt.Errorf("wordoku: %w: size %d, want %d-%d", ErrBadRules, r.Size, MinSize, MaxSize)
	}
	if r.MinWord < 2 || r.MinWord > r.Size {
		return fmt.Errorf("wordoku: %w: minimum word length %d, want 2-%d", ErrBadRules, r.MinWord, r.Size)
	}
	return nil
}

// scoreGrid scores a grid already checked.
func scoreGrid(rules Rules, dict dictionary.Dictionary, g Grid) Score {
	sc := Score{Lines: []Line{}}
	n := g.Size()
	for _, across := range []bool{true, false} {
		for i := range n {
			var line [MaxSize]int // cell indexes along the line
			for k := range n {
				if across {
					line[k] = i*n + k
				} else {
					line[k] = k*n + i
				}
			}
			if l, ok := scoreLine(rules, dict, &g, line[:n]); ok {
				l.Across, l.Index = across, i
				sc.Lines = append(sc.Lines, l)
				sc.Total += l.Total()
			}
		}
	}
	return sc
}

// scoreLine finds the best word along the given cells of g.
func scoreLine(rules Rules, dict dictionary.Dictionary, g *Grid, cells []int) (Line, bool) {
	n := len(cells)
	var buf [MaxSize]byte
	best := Line{Points: -1}
	for L := n; L >= rules.MinWord; L-- {
		for a := 0; a+L <= n; a++ {
			pts := 0
			for k := range L {
				t := g.cells[cells[a+k]]
				buf[k] = t.Letter
				if !t.Blank {
					pts++
				}
			}
			if pts > best.Points && dict.Contains(string(buf[:L])) {
				best = Line{Start: a, Word: string(buf[:L]), Points: pts}
			}
		}
	}
	if best.Points < 0 {
		return Line{}, false
	}
	seen := 0
	best.Balanced = true
	for _, c := range cells {
		bit := 1 << symbolIndex(g.cells[c].Symbol)
		if seen&bit != 0 {
			best.Balanced = false
		}
		seen |= bit
	}
	if best.Balanced && rules.Balance {
		best.Bonus = best.Points
	}
	return best, true
}
