package main

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
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
// pile for later turns (the first found among equals), and the best move
// there is when no move of two tiles or fewer spells a word.
func thriftyQuaddoku(s quaddoku.State) quaddoku.Move {
	var best quaddoku.Move
	bestScore := -1
	for m := range s.LegalMovesUpTo(2) {
		if sc, err := s.Score(m); err == nil && sc.Total > bestScore {
			best, bestScore = m, sc.Total
		}
	}
	if bestScore < 0 {
		return greedyQuaddoku(s)
	}
	return best
}

func tourQuaddoku(w *tour) error {
	names := []string{"Leslie", "Ron", "Tyler"}
	g, err := deal("quaddoku", "", names, w.Seed(0))
	if err != nil {
		return err
	}
	bots := make([]tilekit.Bot, len(names))
	for p, choose := range []quaddokuBot{thriftyQuaddoku, thriftyQuaddoku, greedyQuaddoku} {
		bots[p] = gamekit.BotFunc[quaddoku.State, quaddoku.Move, quaddoku.View](func(s quaddoku.State, _ int) (quaddoku.Move, error) {
			return choose(s), nil
		})
	}
	s := g.State().(quaddoku.State)
	fmt.Fprintf(w, "start %s, %d tiles in the open pile\n", s.Grid(), len(s.Bag()))
	fmt.Fprintln(w, "Leslie and Ron play at most two tiles a turn, Tyler the best move")
	g, err = playOut(g, bots, func(st step) error {
		before := st.Before.State().(quaddoku.State)
		m, err := before.ParseMove(st.Move)
		if err != nil {
			return err
		}
		sc, err := before.Score(m)
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
		fmt.Fprintf(w, "%-6s %-32s %3d  %s\n", before.Name(st.Seat), m, sc.Total, strings.Join(words, ", "))
		return nil
	})
	if err != nil {
		return err
	}
	s = g.State().(quaddoku.State)
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
