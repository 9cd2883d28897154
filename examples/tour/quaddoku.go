package main

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/quaddoku"
)

// A quaddokuBot chooses a move for a position.
type quaddokuBot func(s quaddoku.State) quaddoku.Move

// greedyQuaddoku plays the package's best move.
func greedyQuaddoku(s quaddoku.State) quaddoku.Move {
	m, err := s.BestMove()
	if err != nil {
		return quaddoku.Pass() // nothing to spell
	}
	return m
}

// thriftyQuaddoku plays the best move of at most two tiles, saving the
// pile for later turns (the first found among equals).
func thriftyQuaddoku(s quaddoku.State) quaddoku.Move {
	var best quaddoku.Move
	bestScore := -1
	for m := range s.LegalMovesUpTo(2) {
		if sc, err := s.Score(m); err == nil && sc.Total > bestScore {
			best, bestScore = m, sc.Total
		}
	}
	return best
}

func tourQuaddoku(w *tour) error {
	names := []string{"Leslie", "Ron", "Tyler"}
	bots := []quaddokuBot{thriftyQuaddoku, thriftyQuaddoku, greedyQuaddoku}
	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Names: names})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "start %s, %d tiles in the open pile\n", s.Grid(), len(s.Bag()))
	fmt.Fprintln(w, "Leslie and Ron play at most two tiles a turn, Tyler the best move")
	for !s.Over() {
		p := s.ToMove()[0]
		m := bots[p](s)
		sc, err := s.Score(m)
		if err != nil {
			return err
		}
		var words []string
		for _, ws := range sc.Words {
			mark := ""
			if ws.Doku {
				mark = " doku"
			}
			words = append(words, fmt.Sprintf("%s %d%s", ws.Word, ws.Points, mark))
		}
		if m.IsPass() {
			words = []string{"pass"}
		}
		fmt.Fprintf(w, "%-6s %-32s %3d  %s\n", s.Name(p), m, sc.Total, strings.Join(words, ", "))
		if s, err = s.Apply(m); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "final grid %s, %d tiles left\n", s.Grid(), len(s.Bag()))
	r := s.Result()
	for p, v := range r.Scores {
		w.Resultf("  %-6s %3d points, %2d words, %2d dokus\n", s.Name(p), v, r.Words[p], r.Dokus[p])
	}
	var win []string
	for _, p := range r.Winners {
		win = append(win, s.Name(p))
	}
	w.Resultf("winner: %s\n", strings.Join(win, " and "))
	return nil
}
