package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
)

func tourSumoku(w *tour) error {
	if err := tourSumokuStandard(w); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return tourSumokuSpot(w)
}

// tourSumokuStandard plays a standard game: Ada plays the best move,
// Bo the best move of at most two tiles.
func tourSumokuStandard(w *tour) error {
	s, err := sumoku.New(sumoku.DefaultRules(), sumoku.Setup{Names: []string{"Ada", "Bo"}, Seed: w.Seed(2026)})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "standard game, key number %d; Ada plays the best move, Bo the best of at most two tiles\n", s.Key())
	for !s.Over() {
		p := s.ToMove()[0]
		m := sumoku.Pass() // only when nothing can be placed
		if best, err := s.BestMove(); err == nil {
			m = best
		}
		if p == 1 {
			bestScore := -1
			for lm := range s.LegalMoves() {
				if len(lm.Placements()) > 2 {
					continue
				}
				if sc, err := s.Score(lm); err == nil && sc.Total > bestScore {
					m, bestScore = lm, sc.Total
				}
			}
		}
		sc, err := s.Score(m)
		if err != nil {
			return err
		}
		note := ""
		if sc.Bonus {
			note = "  line of six: plays again"
		}
		fmt.Fprintf(w, "%-4s %-34s %3d%s\n", s.Name(p), m, sc.Total, note)
		if s, err = s.Apply(m); err != nil {
			return err
		}
	}
	drawLayout(w, s.Layout())
	r := s.Result()
	for p, v := range r.Scores {
		w.Resultf("  %-4s %4d points (left in hand: %s)\n", s.Name(p), v, sumoku.FormatTiles(s.Hand(p)))
	}
	w.Resultf("winner: %s\n", names(s, r.Winners))
	return nil
}

// drawLayout prints the table as a grid, a 6 standing as 9 shown as 9.
func drawLayout(w io.Writer, l sumoku.Layout) {
	top, left, bottom, right := l.Bounds()
	fmt.Fprintf(w, "final table, %d tiles:\n", l.Len())
	for r := top; r <= bottom; r++ {
		var b strings.Builder
		for c := left; c <= right; c++ {
			if p, ok := l.At(r, c); ok {
				b.WriteString(" " + p.Face())
			} else {
				b.WriteString("  .")
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " ."))
	}
}

func names(s sumoku.State, ps []int) string {
	var out []string
	for _, p := range ps {
		out = append(out, s.Name(p))
	}
	return strings.Join(out, " and ")
}

// tourSumokuSpot plays spot sumoku: each round one player is quickest;
// Cy shouts too soon every third round.
func tourSumokuSpot(w *tour) error {
	s, err := sumoku.New(sumoku.Spot(), sumoku.Setup{Names: []string{"Ada", "Bo", "Cy"}, Seed: w.Seed(7)})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "spot game, key number %d, first to 16 tiles\n", s.Key())
	for turn := 0; !s.Over(); turn++ {
		up := s.FaceUp()
		claims := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(up))
		p := turn % 3
		idx := claims[len(claims)/2][:]
		if p == 2 && turn%2 == 0 {
			idx = wrongClaim(s.Key(), up)
		}
		m, err := sumoku.ClaimSpot(p, idx...)
		if err != nil {
			return err
		}
		var faces []string
		for _, i := range idx {
			faces = append(faces, sumoku.FormatTile(up[i]))
		}
		next, err := s.Apply(m)
		if err != nil {
			return err
		}
		verdict := "right"
		if next.Scores()[p] <= s.Scores()[p] {
			verdict = "wrong"
		}
		fmt.Fprintf(w, "%-3s claims %s: %s, holds %d\n", s.Name(p), strings.Join(faces, " "), verdict, next.Scores()[p])
		s = next
	}
	w.Resultf("tiles kept %v; winner: %s\n", s.Scores(), names(s, s.Winners()))
	return nil
}

// wrongClaim returns the first four face-up tiles that do not form a
// line.
func wrongClaim(key int, up []tiles.Tile) []int {
	ok := map[[4]int]bool{}
	for _, c := range sumoku.SpotClaims(key, sumoku.FormatTiles(up)) {
		ok[c] = true
	}
	for a := 0; a < len(up); a++ {
		for b := a + 1; b < len(up); b++ {
			for c := b + 1; c < len(up); c++ {
				for d := c + 1; d < len(up); d++ {
					if !ok[[4]int{a, b, c, d}] {
						return []int{a, b, c, d}
					}
				}
			}
		}
	}
	return []int{0, 1, 2, 3}
}
