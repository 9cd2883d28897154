package langtest

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/dictionary/de"
	"github.com/tilekit/tilekit/dictionary/es"
	"github.com/tilekit/tilekit/dictionary/fr"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
	// The engine: bots and hints for the games played out here.
	_ "github.com/tilekit/tilekit/wordle/solver"
)

func kind(t testing.TB) tilekit.Kind {
	t.Helper()
	k, ok := tilekit.Lookup("wordle")
	if !ok {
		t.Fatal("wordle is not registered")
	}
	return k
}

// bundled are the presets whose lists the language packages bundle,
// with those lists and the name a game's text gives them.
var bundled = []struct {
	preset           string
	playable, common func() *dictionary.List
	name             string
}{
	{"spanish", es.Default27, es.Common27, "spanish-27"},
	{"french", fr.Default, fr.Common, "french"},
	{"german", de.Default, de.Common, "german"},
}

// TestPresetsPlayOut deals each preset with a bundled list through
// Kind.New with no list of the caller's and plays it to its end with
// bots at every seat through tilekit.NextMove: the game plays with the
// bundled playable list, the hosts' secrets are everyday words (the
// bundled common list), its text names the list, and tilekit.Decode
// reads it back with no list given. The quick run deals 1 and 2 seats at
// two levels; the long run adds 3 seats and every level.
func TestPresetsPlayOut(t *testing.T) {
	k := kind(t)
	seats := gametest.Size([]int{1, 2}, []int{1, 2, 3})
	levels := gametest.Size([]tilekit.Level{tilekit.Easy, tilekit.Hard}, tilekit.Levels())
	for _, b := range bundled {
		for i, n := range seats {
			level := levels[i%len(levels)]
			if gametest.IsLong() {
				level = levels[(i+len(b.preset))%len(levels)]
			}
			g, err := k.New(b.preset, make([]string, n), uint64(39+n))
			if err != nil {
				t.Fatalf("%s with %d seats: %v", b.preset, n, err)
			}
			s := g.State().(wordle.State)
			if s.Dictionary() != dictionary.Dictionary(b.playable()) {
				t.Fatalf("%s plays with %q, not the bundled list", b.preset, dictionary.Name(s.Dictionary()))
			}
			// gametest.PlayOut checks hints and turns on the way, and
			// returns the end, which the checks below read.
			g, err = gametest.PlayOut(g, k, level, uint64(n), 20*n*n+20)
			if err != nil {
				t.Fatalf("%s with %d seats, %v bots: %v", b.preset, n, level, err)
			}
			if len(g.State().(wordle.State).History()) < 2*n {
				t.Errorf("%s with %d seats: %d moves", b.preset, n, len(g.State().(wordle.State).History()))
			}
			// Every round's secret is an everyday word.
			a := s.Rules().Alphabet
			for _, m := range g.State().(wordle.State).History() {
				if m.Kind == wordle.KindSetSecret && !b.common().Contains(wordIn(t, a, m.Word)) {
					t.Errorf("%s: the secret %s is not an everyday word", b.preset, m.Word)
				}
			}
			if n == 1 && !b.common().Contains(wordIn(t, a, s.Secret())) {
				t.Errorf("%s: the solo secret %s is not an everyday word", b.preset, s.Secret())
			}
			text, err := g.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(text, []byte("\ndictionary "+b.name+"\n")) {
				t.Errorf("%s: the text does not name its list:\n%s", b.preset, text)
			}
			back, err := tilekit.Decode(text)
			if err != nil {
				t.Fatalf("%s: decoded with no list: %v", b.preset, err)
			}
			if again, _ := back.MarshalText(); !bytes.Equal(again, text) {
				t.Errorf("%s: decoded and written again:\n%s\nwant\n%s", b.preset, again, text)
			}
		}
	}
}

// wordIn returns text (a word as the game writes it) as the alphabet's
// word list holds it.
func wordIn(t testing.TB, a *tiles.Alphabet, text string) string {
	t.Helper()
	codes, err := a.ParseWord(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return a.Word(codes)
}

// TestSuggestions: the hosts' suggestions in each language are its
// bundled everyday words of five letters.
func TestSuggestions(t *testing.T) {
	for _, c := range []struct {
		rules wordle.Rules
		n     int // the five-letter common words, from the package docs
		some  string
	}{
		{wordle.Spanish(), 2169, "PERRO"},
		{wordle.French(), 1596, "MONDE"},
		{wordle.German(), 1806, "SONNE"},
	} {
		got, err := wordle.Suggestions(c.rules, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.rules.Alphabet.Name(), err)
		}
		if len(got) != c.n || !slices.Contains(got, c.some) {
			t.Errorf("%s: %d suggestions, want %d with %s", c.rules.Alphabet.Name(), len(got), c.n, c.some)
		}
	}
}

// containsOnly is a caller's list that answers only Contains and names
// no alphabet.
type containsOnly struct{ l *dictionary.List }

func (c containsOnly) Contains(w string) bool { return c.l.Contains(w) }

// TestContainsOnly plays Spanish Wordle with a caller's list that only
// answers Contains: it is asked words written in the Spanish alphabet,
// the secrets are the bundled everyday words it accepts, and a guess it
// lacks is refused.
func TestContainsOnly(t *testing.T) {
	list := containsOnly{es.Common27()}
	s, err := wordle.New(wordle.Spanish(), wordle.Setup{Players: 1, Seed: 5, Dictionary: list})
	if err != nil {
		t.Fatal(err)
	}
	if !list.Contains(s.Secret()) {
		t.Errorf("the secret %s is not in the caller's list", s.Secret())
	}
	if _, err := s.Apply(wordle.Guess(0, "qwzkx")); !errors.Is(err, wordle.ErrNotAWord) {
		t.Errorf("guess QWZKX: %v, want ErrNotAWord", err)
	}
	if _, err := s.Apply(wordle.Guess(0, "perro")); err != nil {
		t.Errorf("guess PERRO: %v", err)
	}
	if _, err := s.Apply(wordle.Guess(0, "niños")); err != nil {
		t.Errorf("guess NIÑOS: %v", err)
	}
	// A list that names another alphabet is still refused.
	if _, err := wordle.New(wordle.Spanish(), wordle.Setup{Players: 1, Dictionary: fr.Default()}); !errors.Is(err, wordle.ErrBadSetup) || !strings.Contains(err.Error(), "french") {
		t.Errorf("Spanish with the French list: %v", err)
	}
}
