package wordle

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// These tests run with no language package imported, as a program that
// plays only English does (the games with the bundled lists are tested
// in package wordle/internal/langtest).

// TestNoBundledList: a game in another alphabet with no list, and a
// saved game that names a bundled list, are refused with an error that
// names the import to add.
func TestNoBundledList(t *testing.T) {
	for _, c := range []struct {
		rules Rules
		pkg   string
	}{{Spanish(), "dictionary/es"}, {French(), "dictionary/fr"}, {German(), "dictionary/de"}} {
		_, err := New(c.rules, Setup{Players: 2})
		if !errors.Is(err, ErrBadSetup) || !errors.Is(err, dictionary.ErrNoWordList) || !strings.Contains(err.Error(), c.pkg) {
			t.Errorf("%s with no list: %v, want ErrBadSetup and ErrNoWordList naming %s", c.rules.Alphabet.Name(), err, c.pkg)
		}
		if _, err := Suggestions(c.rules, nil); !errors.Is(err, dictionary.ErrNoWordList) {
			t.Errorf("%s suggestions with no list: %v", c.rules.Alphabet.Name(), err)
		}
	}
	s := mustNew(t, Spanish(), Setup{Players: 2, Seed: 1, Dictionary: spanishList()})
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	named := strings.Replace(string(text), "\ndictionary custom\n", "\ndictionary spanish-27\n", 1)
	var back State
	if err := back.UnmarshalText([]byte(named)); err == nil || !strings.Contains(err.Error(), "dictionary/es") {
		t.Errorf("decoding a game that names the bundled Spanish list: %v, want an error naming dictionary/es", err)
	}
	if s.Attach(nil).Dictionary() != nil {
		t.Error("Attach(nil) to a Spanish game attaches a list without dictionary/es")
	}
}

// containsOnly answers only Contains and names no alphabet.
type containsOnly struct{ l *dictionary.List }

func (c containsOnly) Contains(w string) bool { return c.l.Contains(w) }

// TestContainsOnlyInAlphabet plays German with a caller's list that only
// answers Contains: it is asked words as the German alphabet writes them
// (FÜSSE for Füße), moves are checked against it, and with no bundled
// list to search, a host gets no suggestions.
func TestContainsOnlyInAlphabet(t *testing.T) {
	list := containsOnly{wordList(t, tiles.German(), germanWords)}
	s := mustNew(t, German(), Setup{Players: 2, Seed: 1, Dictionary: list})
	if a := dictionary.AlphabetOf(s.Dictionary()); a != tiles.German() {
		t.Errorf("the list is read in the %s alphabet", a.Name())
	}
	s = play(t, s, "0 secret füße", "1 guess BÄREN")
	if s.Secret() != "FÜSSE" {
		t.Errorf("secret %s", s.Secret())
	}
	if _, err := s.Apply(Guess(1, "QWXYZ")); !errors.Is(err, ErrNotAWord) {
		t.Errorf("a word the list lacks: %v", err)
	}
	if _, err := Suggestions(German(), list); !errors.Is(err, ErrNoSuggestions) {
		t.Errorf("suggestions from a Contains-only list with no bundled list: %v", err)
	}
}
