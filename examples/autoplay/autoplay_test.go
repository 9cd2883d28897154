package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	_ "github.com/tilekit/tilekit/examples/internal/racetest"
)

func TestRunReports(t *testing.T) {
	var out, errs bytes.Buffer
	if err := run([]string{"-game", "race", "-a", "easy", "-b", "hard", "-n", "6", "-seed", "3"}, &out, &errs, true); err != nil {
		t.Fatalf("run: %v (%s)", err, errs.String())
	}
	text := out.String()
	for _, want := range []string{
		"[########################################] 6/6",
		"race (default preset), 6 games, seed 3: A = easy, B = hard",
		"A wins ", "win rate ", "mean score: A ", "moves/s", "games/s", "median move time: A ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
}

func TestRunNoBarOffTerminal(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-game", "race", "-n", "2"}, &out, &out, false); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "#") || strings.Contains(out.String(), "\r") {
		t.Errorf("a progress bar off a terminal:\n%q", out.String())
	}
}

func TestRunRefuses(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-game", "nosuch"},
		{"-game", "race", "-a", "grandmaster"},
		{"-game", "race", "-n", "0"},
		{"-game", "race", "extra"},
		// The race cannot determinize nor list its moves, so the search cannot
		// play it.
		{"-game", "race", "-a", "search", "-iters", "5", "-n", "2"},
	} {
		var out, errs bytes.Buffer
		err := run(args, &out, &errs, false)
		if err == nil {
			t.Errorf("run(%q) succeeded:\n%s", args, out.String())
		}
		if args := strings.Join(args, " "); strings.Contains(args, "search") && !errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("run(%q): %v, want ErrUnsupported", args, err)
		}
	}
}

func TestBar(t *testing.T) {
	if got := bar(1, 4, 8); got != "[##......] 1/4" {
		t.Errorf("bar(1, 4, 8) = %q", got)
	}
}
