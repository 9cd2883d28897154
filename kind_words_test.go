package tilekit

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// dealt records what a Kind's Deal was called with.
type dealt struct {
	preset string
	names  []string
	seed   uint64
	dict   dictionary.Dictionary
}

// wordsKind is a kind with two English presets and one played with the
// caller's Spanish word list, whose Deal records its call in got and
// deals no game.
func wordsKind(got *dealt) Kind {
	return Kind{
		Name: "words",
		Presets: []Preset{
			{Name: "default", About: "English", MinPlayers: 1, MaxPlayers: 4},
			{Name: "hard", About: "English, harder", MinPlayers: 2, MaxPlayers: 2},
			{Name: "spanish", About: "your list", Alphabet: "spanish", MinPlayers: 1, MaxPlayers: 4},
			{Name: "klingon", Alphabet: "klingon", MinPlayers: 1, MaxPlayers: 1},
		},
		Deal: func(preset string, names []string, seed uint64, d dictionary.Dictionary) (Game, error) {
			*got = dealt{preset, names, seed, d}
			return nil, nil
		},
		Decode: func([]byte, dictionary.Dictionary) (Game, error) { return nil, errors.ErrUnsupported },
	}
}

// TestKindPresetAlphabet finds presets and their alphabets: English by
// default, the one a preset names, and clear errors for a preset or an
// alphabet that does not exist.
func TestKindPresetAlphabet(t *testing.T) {
	var got dealt
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

// TestKindNew checks what New does before it deals: the preset by name
// ("" the default), the seat count the preset allows (nil names: its
// fewest), the dictionary option, and the refusals.
func TestKindNew(t *testing.T) {
	var got dealt
	k := wordsKind(&got)
	list, err := dictionary.FromWords(tiles.Spanish(), slices.Values(strings.Fields("CHORRO NIÑO CALLE")))
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"a", "b"}
	if _, err := k.New("spanish", names, 7, WithDictionary(list)); err != nil || got.preset != "spanish" || got.dict != list || got.seed != 7 {
		t.Errorf("New with a list: %v, Deal got %+v", err, got)
	}
	names[0] = "changed"
	if got.names[0] != "a" {
		t.Error("Deal shares the caller's names slice")
	}
	if _, err := k.New("", nil, 1); err != nil || got.preset != "default" || len(got.names) != 1 || got.dict != nil {
		t.Errorf("New(\"\", nil): %v, Deal got %+v", err, got)
	}
	if _, err := k.New("", nil, 1, nil); err != nil {
		t.Errorf("a nil Option: %v", err)
	}
	for _, c := range []struct {
		preset string
		seats  int
		want   error
		words  string
	}{
		{"nope", 2, ErrUnknownPreset, "default, hard, spanish or klingon"},
		{"hard", 3, ErrBadSetup, "2 players, not 3"},
		{"default", 5, ErrBadSetup, "1 to 4 players, not 5"},
		{"default", 0, ErrBadSetup, "not 0"},
	} {
		got = dealt{}
		_, err := k.New(c.preset, make([]string, c.seats), 1)
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.words) || got.preset != "" {
			t.Errorf("New(%q, %d seats) = %v, want %v saying %q and no deal", c.preset, c.seats, err, c.want, c.words)
		}
	}
	if _, err := (Kind{Name: "none", Presets: []Preset{{Name: "x", MinPlayers: 1, MaxPlayers: 1}}}).New("", nil, 1); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("a Kind without Deal dealt: %v", err)
	}
}

// TestRegister refuses a kind without its functions and a second kind of
// the same name, as sql.Register does.
func TestRegister(t *testing.T) {
	var got dealt
	k := wordsKind(&got)
	k.Name = "words-register-test"
	Register(k)
	if back, ok := Lookup(k.Name); !ok || len(back.Presets) != 4 {
		t.Fatalf("Lookup = %+v, %v", back, ok)
	}
	for name, k := range map[string]Kind{"duplicate": k, "empty": {}, "no deal": {Name: "x", Decode: k.Decode}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register of a %s kind did not panic", name)
				}
			}()
			Register(k)
		}()
	}
	registry.Lock()
	delete(registry.kinds, k.Name)
	registry.Unlock()
}
