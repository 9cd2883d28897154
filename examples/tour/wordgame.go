package main

import (
	"fmt"
	"io"

	"github.com/tilekit/tilekit/wordgame"
)

func init() {
	register("20-wordgame", "Wordgame: the crossword tile game", tourWordgame)
}

// tourWordgame has two bots play a whole game under the default rules:
// Ada always plays the highest-scoring placement, Bob the third best of
// the generator's hints (a gentler opponent). Either passes when it has
// no placement.
func tourWordgame(w io.Writer) error {
	s, err := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Names: []string{"Ada", "Bob"}, Seed: 2026})
	if err != nil {
		return err
	}
	names := s.Names()
	for turn := 1; !s.Over(); turn++ {
		p := s.ToMove()
		rack := s.RackLetters(p)
		m := wordgame.Pass()
		if hints := s.Hints(3); len(hints) > 0 {
			m = hints[0].Move
			if p == 1 {
				m = hints[len(hints)-1].Move
			}
		}
		sc, err := s.Score(m)
		if err != nil {
			return err
		}
		if s, err = s.Apply(m); err != nil {
			return err
		}
		fmt.Fprintf(w, "%2d. %-3s %-8s %-16s %3d  %v\n", turn, names[p], rack, m, sc.Total, s.Scores())
	}
	fmt.Fprint(w, s.Board())
	res := s.Result()
	for p, name := range names {
		fmt.Fprintf(w, "%s: %d (rack %q, %+d at the end)\n", name, res.Scores[p], res.Racks[p], res.Adjustments[p])
	}
	for _, p := range res.Winners {
		fmt.Fprintf(w, "winner: %s (%s)\n", names[p], res.Reason)
	}
	text, err := s.MarshalText()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "final position as CGP:\n%s\n", text)
	return nil
}
