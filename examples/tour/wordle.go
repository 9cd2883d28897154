package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordle"
	"github.com/tilekit/tilekit/wordle/solver"
)

// A guesser bot picks the next word from the rows it can see.
type guesser interface {
	guess(b wordle.Board, n int) (string, error)
}

// solverBot asks the package's solver for a hint.
type solverBot struct{ s *solver.Solver }

func (b solverBot) guess(board wordle.Board, _ int) (string, error) {
	return b.s.Hint(board.Steps())
}

// wordleBot guesses like a careful player: its own opening word, then the
// common word consistent with everything it has seen whose distinct
// letters are the most frequent among the remaining candidates.
type wordleBot struct {
	opener string
}

func (b wordleBot) guess(board wordle.Board, n int) (string, error) {
	rows := board.Rows
	if len(rows) == 0 && len(b.opener) == n {
		return b.opener, nil
	}
	var cands []string
	for w := range dictionary.CommonList().WordsOfLength(n) {
		if consistentWith(w, rows) {
			cands = append(cands, w)
		}
	}
	if len(cands) == 0 {
		return "", fmt.Errorf("no common word fits the rows")
	}
	var freq [26]int
	for _, w := range cands {
		for _, c := range distinct(w) {
			freq[c-'A']++
		}
	}
	best, bestScore := cands[0], -1
	for _, w := range cands {
		score := 0
		for _, c := range distinct(w) {
			score += freq[c-'A']
		}
		if score > bestScore {
			best, bestScore = w, score
		}
	}
	return best, nil
}

func distinct(w string) string {
	var seen [26]bool
	var out []byte
	for i := range len(w) {
		if c := w[i]; !seen[c-'A'] {
			seen[c-'A'] = true
			out = append(out, c)
		}
	}
	return string(out)
}

// consistentWith reports whether secret w would have produced every row.
func consistentWith(w string, rows []wordle.Row) bool {
	for _, r := range rows {
		if r.CrossedOut {
			continue
		}
		p, err := wordle.Feedback(w, r.Word)
		if err != nil || p != r.Pattern {
			return false
		}
	}
	return true
}

func tourWordle(w *tour) error {
	sv, err := solver.New(solver.Config{})
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "Ada asks the solver for hints; Ben and Cleo reason it out themselves.")
	g, err := deal("wordle", "", []string{"Ada", "Ben", "Cleo"}, w.Seed(2026))
	if err != nil {
		return err
	}
	guessers := []guesser{solverBot{sv}, wordleBot{"SLATE"}, wordleBot{"AUDIO"}}
	bots := make([]tilekit.Bot, len(guessers))
	for p, gs := range guessers {
		bots[p] = gamekit.BotFunc[wordle.State, wordle.Move, wordle.View](func(s wordle.State, p int) (wordle.Move, error) {
			if p == s.Host() { // the host picks the round's word
				words, err := s.Suggest(1)
				if err != nil {
					return wordle.Move{}, err
				}
				return wordle.SetSecret(p, words[0]), nil
			}
			word, err := gs.guess(s.View(p).Rounds[s.Round()].Boards[p], s.Rules().WordLength)
			return wordle.Guess(p, word), err
		})
	}
	g, err = playOut(g, bots, func(st step) error {
		before, after := st.Before.State().(wordle.State), st.After.State().(wordle.State)
		round, host := before.Round(), before.Host()
		if st.Seat == host {
			fmt.Fprintf(w, "round %d: %s hosts and picks %s\n", round+1, after.Name(host), after.Secret())
		}
		if after.Round() == round && !after.Over() {
			return nil
		}
		for p := range after.Players() {
			if p == host {
				continue
			}
			// What the host saw, and what the others heard.
			b := after.View(host).Rounds[round].Boards[p]
			var grid, heard []string
			for _, r := range b.Rows {
				grid = append(grid, r.Word+" "+r.Pattern.Emoji())
				heard = append(heard, fmt.Sprintf("%dG%dY", r.Greens, r.Yellows))
			}
			fmt.Fprintf(w, "  %-4s %s\n", after.Name(p), strings.Join(grid, "  "))
			fmt.Fprintf(w, "       (the others heard %s)\n", strings.Join(heard, ", "))
		}
		fmt.Fprintf(w, "  points: %v\n", after.Result().Rounds[round])
		return nil
	})
	if err != nil {
		return err
	}
	s := g.State().(wordle.State)
	res := s.Result()
	var winners []string
	for _, p := range res.Winners {
		winners = append(winners, s.Name(p))
	}
	verb := "wins"
	if len(winners) > 1 {
		verb = "share the win"
	}
	w.Resultf("totals %v: %s %s (fewest points)\n", res.Scores, strings.Join(winners, " and "), verb)
	return tourWordleRefusal(w)
}

// tourWordleRefusal shows that a rejected guess costs no try and says
// why.
func tourWordleRefusal(w *tour) error {
	solo, err := wordle.New(wordle.HardMode(), wordle.Setup{Players: 1, Seed: w.Seed(20261123)})
	if err != nil {
		return err
	}
	solo, err = solo.Apply(wordle.Guess(0, "CRANE"))
	if err != nil {
		return err
	}
	_, err = solo.Apply(wordle.Guess(0, "SPOIL"))
	var me *wordle.MoveError
	if !errors.As(err, &me) {
		return fmt.Errorf("SPOIL should be refused in hard mode, got %v", err)
	}
	fmt.Fprintf(w, "solo, hard mode, after CRANE: SPOIL is refused, %s (no try lost)\n", me.Detail)
	kb := solo.View(0).Rounds[0].Boards[0].Keyboard
	fmt.Fprintf(w, "  keyboard: green %q, yellow %q, grey %q\n",
		kb.Letters(wordle.KeyGreen), kb.Letters(wordle.KeyYellow), kb.Letters(wordle.KeyGrey))
	return nil
}
