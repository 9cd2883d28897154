package solver

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordle"
)

func TestHints(t *testing.T) {
	fresh := mustNew(t, wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}, Seed: 9})
	for _, n := range []int{0, -3} {
		if hs, err := Hints(fresh, 0, n); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %#v, %v; want an empty list", n, hs, err)
		}
	}
	hs, err := Hints(fresh, 0, 3)
	words, _ := fresh.Suggest(3)
	if err != nil || len(hs) != 3 {
		t.Fatalf("the host's Hints(0, 3) = %v, %v", hs, err)
	}
	for i, h := range hs {
		if h.Move != wordle.SetSecret(0, words[i]) || h.Note != "a secret you could set" || !slices.Equal(h.Words, []string{words[i]}) {
			t.Errorf("host hint %d = %+v, want the secret %s", i, h, words[i])
		}
		if err := wrap(fresh).ValidateAs(0, h.Move.String()); err != nil {
			t.Errorf("host hint %v: %v", h.Move, err)
		}
	}
	many, err := Hints(fresh, 0, math.MaxInt)
	if err != nil || len(many) != MaxHints {
		t.Errorf("Hints(0, math.MaxInt) gave %d hints, %v; want MaxHints", len(many), err)
	}
	seen := map[wordle.Move]bool{}
	for _, h := range many {
		if seen[h.Move] {
			t.Errorf("Hints repeats %v", h.Move)
		}
		seen[h.Move] = true
	}
	if _, err := Hints(fresh, 1, 3); !errors.Is(err, wordle.ErrNotYourTurn) {
		t.Errorf("a waiting guesser's Hints: %v", err)
	}
	if _, err := wrap(fresh).Hints(1, 3); !errors.Is(err, wordle.ErrNotYourTurn) {
		t.Errorf("a waiting guesser's Game.Hints: %v", err)
	}
	if _, err := Hints(wordle.State{}, 0, 3); !errors.Is(err, wordle.ErrGameOver) {
		t.Errorf("the zero State's Hints: %v", err)
	}

	// A guesser gets the solver's best guess for the rows it can see.
	s := play(t, three(t, wordle.DefaultRules()), "1 guess CRANE")
	sv, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := wordle.Feedback("SOLVE", "CRANE")
	steps := []Step{{Guess: "CRANE", Pattern: p}}
	best, err := sv.Hint(steps)
	if err != nil {
		t.Fatal(err)
	}
	left, _ := sv.Candidates(steps)
	// Then, as n allows, giving up.
	hs, err = Hints(s, 1, 5)
	want := []Hint{
		{Move: wordle.Guess(1, best), Words: []string{best}, Note: fmt.Sprintf("%d answers still fit", len(left))},
		{Move: wordle.GiveUp(1), Score: 7, Words: []string{}, Note: "give up the round for 7 points"},
	}
	if err != nil || !cmp.Equal(hs, want) {
		t.Errorf("Bob's Hints = %+v, %v; want %+v", hs, err, want)
	}
	if hs, err := Hints(s, 1, 1); err != nil || !cmp.Equal(hs, want[:1]) {
		t.Errorf("Bob's Hints(1, 1) = %+v, %v; want %+v", hs, err, want[:1])
	}
	if hs, err := Hints(play(t, three(t, wordle.FastMode()), "1 guess CRANE"), 1, 2); err != nil || len(hs) != 2 || hs[1].Score != 0 || hs[1].Note != "give up the round for 0 points" {
		t.Errorf("fast mode's Hints(1, 2) = %+v, %v; want giving up for 0 points last", hs, err)
	}
	if hs, err := Hints(s, 0, 3); !errors.Is(err, wordle.ErrNotYourTurn) {
		t.Errorf("the host's Hints while guessers play = %v, %v", hs, err)
	}
	js := gametest.JSON(t, hs[0])
	if !strings.Contains(js, `"move":"1 guess `) || !strings.Contains(js, `"words":[`) {
		t.Errorf("hint JSON %s", js)
	}

	// A last candidate: the note is singular.
	one := play(t, three(t, wordle.DefaultRules()), "1 guess SALVE")
	hs, err = Hints(one, 1, 1)
	if err != nil || len(hs) != 1 {
		t.Fatalf("Hints after SALVE: %v, %v", hs, err)
	}
	if fitNote(1, "answer") != "1 answer still fits" || fitNote(0, "word") != "0 words still fit" {
		t.Error("fitNote does not agree in number")
	}

	// Other lengths: the widest fitting common word.
	six := play(t, mustNew(t, wordle.Rules{WordLength: 6, Tries: 6}, wordle.Setup{Players: 2}), "0 secret PLANET", "1 guess STRAIN")
	hs, err = Hints(six, 1, 1)
	if err != nil || len(hs) != 1 || !strings.HasSuffix(hs[0].Note, "common words still fit") && !strings.HasSuffix(hs[0].Note, "common word still fits") {
		t.Fatalf("six-letter Hints = %+v, %v", hs, err)
	}
	if err := wrap(six).ValidateAs(1, hs[0].Move.String()); err != nil {
		t.Errorf("six-letter hint %v: %v", hs[0].Move, err)
	}
	if p, _ := wordle.Feedback(hs[0].Words[0], "STRAIN"); p != six.View(1).Rounds[0].Boards[1].Rows[0].Pattern {
		t.Errorf("six-letter hint %v does not fit the row", hs[0].Move)
	}

	// A dictionary that cannot list its words and shares none with the
	// common list: no guess to offer, so giving up is the hint; and so
	// it is for a decoded game whose dictionary is not given back.
	odd := mapDict{"QQQQQ": true, "ZZZZZ": true}
	ch := play(t, mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Dictionary: odd}), "0 secret QQQQQ")
	var detached wordle.State
	if err := detached.UnmarshalText([]byte(gametest.Text(t, ch))); err != nil {
		t.Fatal(err)
	}
	for _, st := range []wordle.State{ch, detached} {
		if hs, err := Hints(st, 1, 3); err != nil || len(hs) != 1 || hs[0].Move != wordle.GiveUp(1) {
			t.Errorf("Hints with no word to guess = %+v, %v; want giving up", hs, err)
		}
	}
	// A host to whom nothing can be suggested: an error, never an empty
	// list without one.
	none := mustNew(t, wordle.DefaultRules(), wordle.Setup{Players: 2, Dictionary: odd})
	none = none.AttachCheck(func(string, dictionary.Dictionary) error { return wordle.ErrPlural })
	if hs, err := Hints(none, 0, 3); !errors.Is(err, errors.ErrUnsupported) || len(hs) != 0 {
		t.Errorf("a host with no suggestion: %+v, %v; want ErrUnsupported", hs, err)
	}
}

// TestHintsSpanish: a hint in a game of another alphabet is a word of
// it, written in its notation, that fits the rows.
func TestHintsSpanish(t *testing.T) {
	list, err := dictionary.ReadWords(wordle.Spanish().Alphabet, strings.NewReader("NIÑOS\nNIÑAS\nCHICO\nMANOS\nPERRO\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := play(t, mustNew(t, wordle.Spanish(), wordle.Setup{Players: 2, Dictionary: list}), "0 secret NIÑAS", "1 guess NIÑOS")
	hs, err := Hints(s, 1, 1)
	if err != nil || len(hs) != 1 || s.Validate(hs[0].Move) != nil || hs[0].Move.Word != "NIÑAS" {
		t.Errorf("Spanish hint: %+v, %v; want NIÑAS", hs, err)
	}
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
		if m, err := BotMove(s, level, 1, 1); err != nil || m != wordle.Guess(1, "NIÑAS") {
			t.Errorf("%v Spanish bot: %v, %v; want NIÑAS, the one word that fits", level, m, err)
		}
	}
}
