package wordle_test

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordle"
)

// A server reads each seat's text with ParseMoveAs and plays it with
// ApplyAs, and shows each seat the history as that seat may know it.
func ExampleState_HistoryFor() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}})
	for _, sent := range []struct {
		seat int
		text string
	}{{0, "solve"}, {1, "crane"}, {2, "slate"}} {
		m, err := s.ParseMoveAs(sent.seat, sent.text)
		if err == nil {
			s, err = s.ApplyAs(sent.seat, m)
		}
		if err != nil {
			fmt.Println(err)
		}
	}
	show := func(ms []wordle.Move) string {
		out := make([]string, len(ms))
		for i, m := range ms {
			out[i] = m.String()
		}
		return strings.Join(out, ", ")
	}
	fmt.Println("Ann:     ", show(s.HistoryFor(0)))
	fmt.Println("Bob:     ", show(s.HistoryFor(1)))
	fmt.Println("onlooker:", show(s.HistoryFor(tilekit.Onlooker)))

	// The host may not guess; the refusal says nothing of the secret.
	_, err := s.ApplyAs(0, wordle.Guess(0, "SOLVE"))
	fmt.Println(tilekit.Detail(err))

	// Previews never tell whether a guess solves.
	a, _ := s.Preview(1, wordle.Guess(1, "SOLVE"))
	b, _ := s.Preview(1, wordle.Guess(1, "TRAIN"))
	fmt.Println(a, "|", b)
	// Output:
	// Ann:      0 secret SOLVE, 1 guess CRANE, 2 guess SLATE
	// Bob:      0 secret, 1 guess CRANE, 2 guess
	// onlooker: 0 secret, 1 guess, 2 guess
	// you may not move now
	// +0 (uses row 2 of 6) | +0 (uses row 2 of 6)
}

// The registry deals a game by name, and bots play it to the end.
func ExampleState_Outcome() {
	kind, _ := tilekit.Lookup("wordle")
	g, _ := kind.New("fast", []string{"Ann", "Bob"}, 1)
	bot := kind.Bot(tilekit.Hard, 1)
	for !g.Over() {
		for _, seat := range g.ToMove() {
			move, _ := bot.Move(g, seat)
			g, _ = g.PlayAs(seat, move)
		}
	}
	o := g.Outcome()
	fmt.Println(o.Over, o.LowerWins, len(o.Scores))
	fmt.Println(o.Reason == "all 2 rounds have been played")
	// Output:
	// true false 2
	// true
}

// A guesser's hint is the solver's best next guess for the rows that
// guesser has seen.
func ExampleState_Hints() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 1, Secret: "SOLVE"})
	s, _ = s.Apply(wordle.Guess(0, "CRANE"))
	hints, err := s.Hints(0, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, h := range hints {
		fmt.Println(h.Move, "-", h.Note)
	}
	// Output:
	// 0 guess TOILS - 91 answers still fit
}
