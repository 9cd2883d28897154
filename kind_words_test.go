package tilekit

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// wordsKind is a kind with an English preset, a preset played with the
// caller's Spanish word list, and a NewWith that says what it was given.
func wordsKind(got *dictionary.Dictionary) Kind {
	deal := func(preset string, names []string, seed uint64) (Game, error) { return Wrap(steps{}), nil }
	return Kind{
		Name:            "words",
		Presets:         []Preset{{Name: "default", About: "English"}, {Name: "hard", About: "English, harder"}},
		WordListPresets: []Preset{{Name: "spanish", About: "your list", Alphabet: "spanish"}, {Name: "klingon", Alphabet: "klingon"}},
		New:             deal,
		NewWith: func(preset string, names []string, seed uint64, d dictionary.Dictionary) (Game, error) {
			*got = d
			return deal(preset, names, seed)
		},
		Decode: func([]byte, dictionary.Dictionary) (Game, error) { return nil, errors.ErrUnsupported },
	}
}

// TestKindPresetAlphabet finds presets of both lists and their
// alphabets: English by default, the one a preset names, and clear
// errors for a preset or an alphabet that does not exist.
func TestKindPresetAlphabet(t *testing.T) {
	var got dictionary.Dictionary
	k := wordsKind(&got)
	for name, want := range map[string]*tiles.Alphabet{"": tiles.English(), "hard": tiles.English(), "spanish": tiles.Spanish()} {
		a, err := k.Alphabet(name)
		if err != nil || a != want {
			t.Errorf("Alphabet(%q) = %v, %v; want %v", name, a, err, want)
		}
	}
	if p, ok := k.Preset("spanish"); !ok || p.About != "your list" {
		t.Errorf("Preset(spanish) = %+v, %v", p, ok)
	}
	for _, name := range []string{"nope", "klingon"} {
		if _, err := k.Alphabet(name); !errors.Is(err, ErrUnknownPreset) || !strings.Contains(err.Error(), name) {
			t.Errorf("Alphabet(%q) = %v, want ErrUnknownPreset naming it", name, err)
		}
	}
	if _, ok := (Kind{}).Preset(""); ok {
		t.Error("the zero Kind has a default preset")
	}
}

// TestKindNewGame deals through NewWith when a dictionary is given, New
// otherwise, and refuses a dictionary a kind cannot take.
func TestKindNewGame(t *testing.T) {
	var got dictionary.Dictionary
	k := wordsKind(&got)
	list, err := dictionary.FromWords(tiles.Spanish(), slices.Values(strings.Fields("CHORRO NIÑO CALLE")))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.NewGame("spanish", []string{"a", "b"}, 1, list); err != nil || got != list {
		t.Errorf("NewGame with a list: %v, NewWith got %v", err, got)
	}
	got = nil
	if _, err := k.NewGame("", []string{"a", "b"}, 1, nil); err != nil || got != nil {
		t.Errorf("NewGame without a list: %v, NewWith called with %v", err, got)
	}
	k.NewWith = nil
	if _, err := k.NewGame("", []string{"a", "b"}, 1, list); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("a kind without NewWith took a list: %v", err)
	}
	if _, err := (Kind{Name: "none"}).NewGame("", nil, 1, nil); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("the zero Kind dealt: %v", err)
	}
}
