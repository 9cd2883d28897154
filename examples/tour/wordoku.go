package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordoku"
	"github.com/tilekit/tilekit/wordoku/solver"
)

// A wordokuBot chooses player p's next move of a round, or the zero Move
// to wait for the round's timer once it has done what it means to.
type wordokuBot func(s wordoku.State, p int) (wordoku.Move, error)

// wordokuSolverBot lays out the solver's arrangement (with a small node
// budget, so the tour stays quick), then takes a wild if one helps.
func wordokuSolverBot(s wordoku.State, p int) (wordoku.Move, error) {
	switch len(movesThisRound(s, p)) {
	case 0:
		sol, err := solver.Solve(context.Background(), s.Rules(), nil, s.Grid(p), 20_000)
		if err != nil {
			return wordoku.Move{}, nil // nothing to arrange: wait
		}
		return wordoku.Arrange(p, sol.Grid), nil
	case 1:
		hs, err := solver.Hints(s, p, 5)
		for _, h := range hs {
			if h.Move.Kind == wordoku.KindWild {
				return h.Move, err
			}
		}
		return wordoku.Move{}, err
	}
	return wordoku.Move{}, nil
}

// wordokuHintBot takes the best hint, again and again, a few times a
// round, and waits when the best hint is to finish.
func wordokuHintBot(s wordoku.State, p int) (wordoku.Move, error) {
	if len(movesThisRound(s, p)) >= 6 {
		return wordoku.Move{}, nil
	}
	hs, err := solver.Hints(s, p, 1)
	if err != nil || len(hs) == 0 || hs[0].Move.Kind == wordoku.KindFinish {
		return wordoku.Move{}, err
	}
	return hs[0].Move, nil
}

// movesThisRound lists player p's moves since the current round began:
// since the last round's end, as these bots never finish a round early.
func movesThisRound(s wordoku.State, p int) []wordoku.Move {
	h := s.History()
	var out []wordoku.Move
	for i := len(h) - 1; i >= 0 && h[i].Kind != wordoku.KindEndRound; i-- {
		if h[i].Player == p {
			out = append(out, h[i])
		}
	}
	return out
}

func tourWordoku(w *tour) error {
	names := []string{"Sol", "Hint"}
	g, err := deal("wordoku", "", names, w.Seed(2026))
	if err != nil {
		return err
	}
	bots := make([]tilekit.Bot, len(names))
	for p, b := range []wordokuBot{wordokuSolverBot, wordokuHintBot} {
		bots[p] = gamekit.BotFunc[wordoku.State, wordoku.Move, wordoku.View](b)
	}
	fmt.Fprintln(w, "Sol arranges with the solver, Hint follows the hints; both play at once,")
	fmt.Fprintln(w, "then wait for the round's timer, which the tour lets run out at once")
	dealt := func(s wordoku.State) {
		for p := range s.Players() {
			fmt.Fprintf(w, "round %d %-4s dealt   %v\n", s.Round(), s.Name(p), s.Grid(p))
		}
	}
	dealt(g.State().(wordoku.State))
	g, err = playOut(g, bots, func(st step) error {
		if st.Seat != tilekit.Onlooker {
			return nil // the grids show the moves when the round ends
		}
		before, after := st.Before.State().(wordoku.State), st.After.State().(wordoku.State)
		round := before.Round()
		_, length := before.Clock()
		fmt.Fprintf(w, "round %d: the %v timer runs out (Expire %q)\n", round, length, st.Move)
		for p := range before.Players() {
			sc, err := wordoku.ScoreGrid(before.Rules(), nil, before.Grid(p))
			if err != nil {
				return err
			}
			var words []string
			for _, l := range sc.Lines {
				words = append(words, l.Word)
			}
			fmt.Fprintf(w, "round %d %-4s plays   %v  %2d  %s\n", round, before.Name(p), before.Grid(p), sc.Total, strings.Join(words, " "))
		}
		rr := after.Result().Rounds[round-1]
		victor := "nobody (a tie)"
		if rr.Victor >= 0 {
			victor = after.Name(rr.Victor)
		}
		fmt.Fprintf(w, "round %d victor: %s; personal bests %v\n", round, victor, rr.PersonalBests)
		if !after.Over() {
			dealt(after)
		}
		return nil
	})
	if err != nil {
		return err
	}
	s := g.State().(wordoku.State)
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
