package solver

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordoku"
)

// wrap puts s behind tilekit.Game, as the registry deals it.
func wrap(s wordoku.State) tilekit.Game { return gamekit.Wrap("wordoku", s) }

// twoPlayers is a fresh game for Ann and Bob.
func twoPlayers(t *testing.T) wordoku.State {
	t.Helper()
	return gametest.Must(wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Names: []string{"Ann", "Bob"}, Seed: 11}))
}

func TestHints(t *testing.T) {
	s := twoPlayers(t)
	for _, n := range []int{0, -1} {
		if hs, err := Hints(s, 0, n); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %v, %v", n, hs, err)
		}
	}
	all, err := Hints(s, 0, int(^uint(0)>>1))
	if err != nil || len(all) < 2 || len(all) > maxHints {
		t.Fatalf("Hints(0, max) = %d hints, %v", len(all), err)
	}
	now, _ := wordoku.ScoreGrid(s.Rules(), nil, s.Grid(0))
	if last := all[len(all)-1]; last.Move != wordoku.Finish(0) || last.Score != now.Total || !strings.Contains(last.Note, "finish round 1") {
		t.Errorf("the last of all hints is %+v, want finish", last)
	}
	swaps, whole := 0, 0
	for i, h := range all {
		if err := wrap(s).ValidateAs(0, h.Move.String()); err != nil {
			t.Errorf("hint %v: %v", h.Move, err)
		}
		if h.Note == "" || h.Words == nil {
			t.Errorf("hint %+v", h)
		}
		switch {
		case h.Move.Kind == wordoku.KindFinish:
			if i != len(all)-1 {
				t.Errorf("finish is hint %d of %d", i, len(all))
			}
			continue
		case h.Move.Kind == wordoku.KindSwap:
			swaps++
			if !strings.Contains(h.Note, "mean over") {
				t.Errorf("swap hint note %q", h.Note)
			}
			continue
		case strings.Contains(h.Note, "whole grid"):
			whole++
		}
		if h.Score <= now.Total {
			t.Errorf("hint %+v on a grid of %d", h, now.Total)
		}
		if pv, err := s.Preview(0, h.Move); err != nil || pv.Total != h.Score {
			t.Errorf("hint %d %v scores %d, its preview %v, %v", i, h.Move, h.Score, pv, err)
		}
	}
	if whole != 1 {
		t.Errorf("%d whole arrangements among the hints, want the one a search finds", whole)
	}
	// The arrangement a Medium computer player lays out is among them.
	bot := gametest.Must(BotMove(s, tilekit.Medium, 0, 0))
	if bot.Kind != wordoku.KindArrange || !slices.ContainsFunc(all, func(h Hint) bool { return h.Move == bot }) {
		t.Errorf("the Hard bot plays %v, which is not a hint", bot)
	}
	if three, _ := Hints(s, 0, 3); !slices.EqualFunc(three, all[:3], func(a, b Hint) bool { return a.Move == b.Move }) {
		t.Errorf("Hints(0, 3) is not the first three of all")
	}
	// A seat that may not move gets no hint: the Game says why.
	done, _ := s.Apply(wordoku.Finish(0))
	if hs, err := Hints(done, 0, 3); err != nil || len(hs) != 0 {
		t.Errorf("a finished seat's hints: %v, %v", hs, err)
	}
	if _, err := wrap(done).Hints(0, 3); !errors.Is(err, wordoku.ErrNotYourTurn) {
		t.Errorf("a finished seat's hints: %v", err)
	}
	if _, err := wrap(s).Hints(tilekit.Onlooker, 3); !errors.Is(err, wordoku.ErrNotYourTurn) {
		t.Errorf("the onlooker's hints: %v", err)
	}
	js, _ := json.Marshal(all[0])
	if !strings.HasPrefix(string(js), `{"move":"0 `) {
		t.Errorf("hint JSON %s", js)
	}
}

// TestHintsFinishOnly: a seat that has swapped every symbol, turned its
// wild and laid out the best grid of its tiles has nothing left that
// raises its score, and Hints says to finish (it used to say nothing).
func TestHintsFinishOnly(t *testing.T) {
	s := twoPlayers(t)
	s = gametest.Play(t, s, wordoku.Swap(0, 0, 0), wordoku.Swap(0, 1, 0), wordoku.Swap(0, 2, 0), wordoku.Swap(0, 3, 0), wordoku.Wild(0, 0, 0, 'E'))
	best, _, err := BestArrangement(s.Rules(), nil, s.Grid(0))
	if err != nil {
		t.Fatal(err)
	}
	s = gametest.Play(t, s, wordoku.Arrange(0, best))
	now, _ := wordoku.ScoreGrid(s.Rules(), nil, s.Grid(0))
	for _, n := range []int{1, 3} {
		hs, err := wrap(s).Hints(0, n)
		if err != nil || len(hs) != 1 || hs[0].Move != "0 finish" || hs[0].Score != now.Total || hs[0].Note == "" {
			t.Errorf("Hints(0, %d) = %+v, %v; want finish alone", n, hs, err)
		}
	}
}

// A decoded game whose custom dictionary has not been given back cannot
// score a grid: its hints and its bots say so with ErrDetached, and
// work again once Attach gives the list back.
func TestEngineDetached(t *testing.T) {
	d := dictionary.Func(func(w string) bool { return len(w) == 3 })
	s := gametest.Must(wordoku.New(wordoku.DefaultRules(), wordoku.Setup{Players: 2, Seed: 2, Dictionary: d}))
	text := gametest.Must(s.MarshalText())
	var back wordoku.State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if hs, err := Hints(back, 1, 3); !errors.Is(err, wordoku.ErrDetached) || hs == nil || len(hs) != 0 {
		t.Errorf("detached Hints: %v, %v", hs, err)
	}
	if m, err := BotMove(back, tilekit.Medium, 0, 1); !errors.Is(err, wordoku.ErrDetached) || m != (wordoku.Move{}) {
		t.Errorf("detached BotMove: %v, %v", m, err)
	}
	back = back.Attach(d)
	if hs, err := Hints(back, 1, 3); err != nil || len(hs) == 0 {
		t.Errorf("attached Hints: %v, %v", hs, err)
	}
	if _, err := BotMove(back, tilekit.Medium, 0, 1); err != nil {
		t.Errorf("attached BotMove: %v", err)
	}
}
