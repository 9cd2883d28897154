package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// tourWordgame has two bots play a whole game under the default rules:
// Ada always plays the highest-scoring placement, Bob the third best of
// the generator's hints (a gentler opponent). Either passes when it has
// no placement.
func tourWordgame(w *tour) error {
	s, err := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Names: []string{"Ada", "Bob"}, Seed: w.Seed(2026)})
	if err != nil {
		return err
	}
	for turn := 1; !s.Over(); turn++ {
		p := s.ToMove()[0]
		rack := s.RackLetters(p)
		m := wordgame.Pass()
		if hints, _ := s.Hints(p, 3); len(hints) > 0 {
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
		fmt.Fprintf(w, "%2d. %-3s %-8s %-16s %3d  %v\n", turn, s.Name(p), rack, m, sc.Total, s.Scores())
	}
	fmt.Fprint(w, s.View(0).Draw())
	res := s.Result()
	for p := range s.Players() {
		w.Resultf("%s: %d (rack %q, %+d at the end)\n", s.Name(p), res.Scores[p], res.Racks[p], res.Adjustments[p])
	}
	w.Resultf("the game ended on: %s\n", res.Reason)
	for _, p := range res.Winners {
		w.Resultf("winner: %s\n", s.Name(p))
	}
	text, err := s.MarshalText()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "final position as CGP:\n%s\n", text)

	// The game as a GCG record, built from the final State's history, and
	// the record replayed: every move is checked again and the final
	// scores agree. The record names its rules, so the zero Rules replay
	// it under the rules it was played with.
	rec, err := wordgame.NewRecord(s)
	if err != nil {
		return err
	}
	var record bytes.Buffer
	if err := gcg.Write(&record, rec); err != nil {
		return err
	}
	lines := strings.SplitAfter(record.String(), "\n")
	fmt.Fprintf(w, "the game as GCG (%d lines), beginning:\n%s", len(lines)-1, strings.Join(lines[:min(6, len(lines))], ""))
	replayed, err := wordgame.ReplayGCG(wordgame.Rules{}, nil, &record)
	if err != nil {
		return err
	}
	w.Resultf("replaying the record gives the scores %v\n", replayed.Scores())
	return nil
}
