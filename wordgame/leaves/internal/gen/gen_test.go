package main

import (
	"bytes"
	"testing"

	"github.com/tilekit/tilekit/internal/arena"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// A tiny run gives the same table whatever the number of workers, and
// every time.
func TestLearnIsDeterministic(t *testing.T) {
	run := func(workers int) []byte {
		c := config{name: "classic", rules: wordgame.Classic(), games: 6, gens: 1, seed: 3, workers: workers, ridge: 30}
		tab, err := c.learn(func(int, *leaves.Table, int) {})
		if err != nil {
			t.Fatal(err)
		}
		text, _ := tab.MarshalText()
		return text
	}
	a, b, c := run(1), run(2), run(1)
	if !bytes.Equal(a, b) || !bytes.Equal(a, c) {
		t.Errorf("the same seed gave different tables:\n%s\n%s\n%s", a, b, c)
	}
	if len(bytes.Split(a, []byte("\n"))) < 20 {
		t.Errorf("the tiny run learned almost nothing:\n%s", a)
	}
}

// A duel plays its games with the seats swapping, the same every time,
// and refuses what it cannot play.
func TestDuel(t *testing.T) {
	run := func() arena.Result {
		r, err := duel("classic", leaves.Classic(), nil, 4, 9, 2)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a, b := run(), run()
	if len(a.Games) != 4 || a.Games[0].ASeat == a.Games[1].ASeat {
		t.Fatalf("duel played %d games, A's seats %v", len(a.Games), a.Games)
	}
	for i := range a.Games {
		if a.Games[i].Scores != b.Games[i].Scores {
			t.Errorf("game %d: scores %v, then %v", i, a.Games[i].Scores, b.Games[i].Scores)
		}
	}
	if err := runDuel("only-one.txt", "classic", 2, 1, 1); err == nil {
		t.Error("runDuel with one file gave no error")
	}
	if err := runDuel("a.txt,b.txt", "spanish", 2, 1, 1); err == nil {
		t.Error("runDuel with unknown rules gave no error")
	}
}
