package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordgame"
	wgbot "github.com/tilekit/tilekit/wordgame/bot"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// tourWordgame has two bots play a whole game under the default rules:
// Ada always plays the highest-scoring placement, Bob the third best of
// the generator's hints (a gentler opponent). The hints end with an
// exchange or a pass when there are fewer placements.
func tourWordgame(w *tour) error {
	g, err := deal("wordgame", "", []string{"Ada", "Bob"}, w.Seed(2026))
	if err != nil {
		return err
	}
	pick := func(s wordgame.State, p int) (wordgame.Move, error) {
		hints, err := wgbot.Hints(s, p, 3)
		if err != nil || len(hints) == 0 {
			return wordgame.Pass(), err
		}
		if p == 1 {
			return hints[len(hints)-1].Move, nil
		}
		return hints[0].Move, nil
	}
	bot := gamekit.BotFunc[wordgame.State, wordgame.Move, wordgame.View](pick)
	turn := 0
	g, err = playOut(g, []tilekit.Bot{bot, bot}, func(st step) error {
		before, after := st.Before.State().(wordgame.State), st.After.State().(wordgame.State)
		m, err := before.ParseMove(st.Move)
		if err != nil {
			return err
		}
		sc, err := before.Score(m)
		if err != nil {
			return err
		}
		turn++
		fmt.Fprintf(w, "%2d. %-3s %-8s %-16s %3d  %v\n", turn, before.Name(st.Seat), before.RackLetters(st.Seat), m, sc.Total, after.Scores())
		return nil
	})
	if err != nil {
		return err
	}
	s := g.State().(wordgame.State)
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
