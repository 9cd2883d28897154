package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
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
	g, err := deal("sumoku", "standard", []string{"Ada", "Bo"}, w.Seed(2026))
	if err != nil {
		return err
	}
	bot := gamekit.BotFunc[sumoku.State, sumoku.Move, sumoku.View](func(s sumoku.State, p int) (sumoku.Move, error) {
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
		return m, nil
	})
	s := g.State().(sumoku.State)
	fmt.Fprintf(w, "standard game, key number %d; Ada plays the best move, Bo the best of at most two tiles\n", s.Key())
	g, err = playOut(g, []tilekit.Bot{bot, bot}, func(st step) error {
		before := st.Before.State().(sumoku.State)
		m, err := before.ParseMove(st.Move)
		if err != nil {
			return err
		}
		sc, err := before.Score(m)
		if err != nil {
			return err
		}
		note := ""
		if sc.Bonus {
			note = "  line of six: plays again"
		}
		fmt.Fprintf(w, "%-4s %-34s %3d%s\n", before.Name(st.Seat), m, sc.Total, note)
		return nil
	})
	if err != nil {
		return err
	}
	s = g.State().(sumoku.State)
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

// tourSumokuSpot plays spot sumoku: every player may claim at any time,
// and these bots take turns being the quickest; Cy shouts too soon every
// third round.
func tourSumokuSpot(w *tour) error {
	g, err := deal("sumoku", "spot", []string{"Ada", "Bo", "Cy"}, w.Seed(7))
	if err != nil {
		return err
	}
	bot := gamekit.BotFunc[sumoku.State, sumoku.Move, sumoku.View](func(s sumoku.State, p int) (sumoku.Move, error) {
		if quickest(s) != p {
			return sumoku.Move{}, nil // another is quicker this time
		}
		turn := len(s.History())
		up := s.FaceUp()
		claims := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(up))
		idx := claims[len(claims)/2][:]
		if p == 2 && turn%2 == 0 {
			idx = wrongClaim(s.Key(), up)
		}
		return sumoku.ClaimSpot(p, idx...)
	})
	s := g.State().(sumoku.State)
	fmt.Fprintf(w, "spot game, key number %d, first to 16 tiles\n", s.Key())
	g, err = playOut(g, []tilekit.Bot{bot, bot, bot}, func(st step) error {
		before, after := st.Before.State().(sumoku.State), st.After.State().(sumoku.State)
		m, err := before.ParseMove(st.Move)
		if err != nil {
			return err
		}
		up := before.FaceUp()
		var faces []string
		for _, i := range m.Indices() {
			faces = append(faces, sumoku.FormatTile(up[i]))
		}
		p := st.Seat
		verdict := "right"
		if after.Scores()[p] <= before.Scores()[p] {
			verdict = "wrong"
		}
		fmt.Fprintf(w, "%-3s claims %s: %s, holds %d\n", before.Name(p), strings.Join(faces, " "), verdict, after.Scores()[p])
		return nil
	})
	if err != nil {
		return err
	}
	s = g.State().(sumoku.State)
	w.Resultf("tiles kept %v; winner: %s\n", s.Scores(), names(s, s.Winners()))
	return nil
}

// quickest is the seat that claims first in spot sumoku's next round:
// the seats take turns, skipping those who sit out after a wrong claim.
func quickest(s sumoku.State) int {
	turn, to := len(s.History()), s.ToMove()
	for k := range s.Players() {
		if p := (turn + k) % s.Players(); slices.Contains(to, p) {
			return p
		}
	}
	return tilekit.Onlooker
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
