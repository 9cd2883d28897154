package main

import (
	"bytes"
	"testing"

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
