package main

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/wordoku"
)

// A wordokuBot plays player p's part of a round: the moves it makes
// before it finishes.
type wordokuBot func(s wordoku.State, p int) []wordoku.Move

// wordokuSolverBot lays out the solver's arrangement (with a small node budget,
// so the tour stays quick), then takes a wild if one helps.
func wordokuSolverBot(s wordoku.State, p int) []wordoku.Move {
	sol, err := wordoku.Solve(s.Rules(), nil, s.Grid(p), 20_000)
	if err != nil {
		return nil
	}
	moves := []wordoku.Move{wordoku.Arrange(p, sol.Grid)}
	if next, err := s.Apply(moves[0]); err == nil {
		hs, _ := next.Hints(p, 5)
		for _, h := range hs {
			if h.Move.Kind == wordoku.KindWild {
				moves = append(moves, h.Move)
				break
			}
		}
	}
	return moves
}

// wordokuHintBot takes the best hint, again and again, a few times.
func wordokuHintBot(s wordoku.State, p int) []wordoku.Move {
	var moves []wordoku.Move
	for range 6 {
		hs, _ := s.Hints(p, 1)
		if len(hs) == 0 {
			break
		}
		next, err := s.Apply(hs[0].Move)
		if err != nil {
			break
		}
		s = next
		moves = append(moves, hs[0].Move)
	}
	return moves
}

func tourWordoku(w *tour) error {
	names := []string{"Sol", "Hint"}
	bots := []wordokuBot{wordokuSolverBot, wordokuHintBot}
	s, err := wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: names, Seed: w.Seed(2026)})
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "Sol arranges with the solver, Hint follows the hints; both play at once")
	for !s.Over() {
		round := s.Round()
		for p := range s.Players() {
			fmt.Fprintf(w, "round %d %-4s dealt   %v\n", round, s.Name(p), s.Grid(p))
			for _, m := range bots[p](s, p) {
				if s, err = s.Apply(m); err != nil {
					return err
				}
			}
		}
		for p := range s.Players() {
			sc, err := wordoku.ScoreGrid(s.Rules(), nil, s.Grid(p))
			if err != nil {
				return err
			}
			var words []string
			for _, l := range sc.Lines {
				words = append(words, l.Word)
			}
			fmt.Fprintf(w, "round %d %-4s plays   %v  %2d  %s\n", round, s.Name(p), s.Grid(p), sc.Total, strings.Join(words, " "))
		}
		if s, err = s.Apply(wordoku.EndRound(round)); err != nil { // the timer
			return err
		}
		rr := s.Result().Rounds[round-1]
		victor := "nobody (a tie)"
		if rr.Victor >= 0 {
			victor = s.Name(rr.Victor)
		}
		fmt.Fprintf(w, "round %d victor: %s; personal bests %v\n", round, victor, rr.PersonalBests)
	}
	r := s.Result()
	for p := range s.Players() {
		w.Resultf("  %-4s %d tokens, best round %d\n", s.Name(p), r.Tokens[p], r.Best[p])
	}
	var win []string
	for _, p := range r.Winners {
		win = append(win, s.Name(p))
	}
	w.Resultf("winner: %s\n", strings.Join(win, " and "))
	return nil
}
