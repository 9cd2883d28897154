package langtest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/dictionary/de"
	"github.com/tilekit/tilekit/dictionary/es"
	"github.com/tilekit/tilekit/dictionary/fr"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame"
	_ "github.com/tilekit/tilekit/wordgame/bot" // the engine: the games are played out by bots
)

func kind(t testing.TB) tilekit.Kind {
	t.Helper()
	k, ok := tilekit.Lookup("wordgame")
	if !ok {
		t.Fatal("wordgame is not registered")
	}
	return k
}

// TestPresetsPlayOut deals the presets whose word list is bundled with
// Kind.New and no list of the caller's, and plays each to its end with
// bots through tilekit.NextMove: the game plays with the bundled
// playable list, its CGP names that list, and tilekit.Decode reads it
// back with no list given. The quick run plays one seeded game of
// spanish and french, each with one level (the Spanish automaton, over
// 636,598 words, takes a couple of seconds to build, once); the long run
// adds german and more levels and seats.
func TestPresetsPlayOut(t *testing.T) {
	k := kind(t)
	type deal struct {
		preset string
		list   *dictionary.List
		lex    string
		level  tilekit.Level
		seats  int
	}
	deals := []deal{
		{"spanish", es.Default(), "spanish", tilekit.Medium, 2},
		{"french", fr.Default(), "french", tilekit.Easy, 2},
	}
	if gametest.IsLong() {
		deals = append(deals,
			deal{"german", de.Default(), "german", tilekit.Medium, 2},
			deal{"spanish", es.Default(), "spanish", tilekit.Easy, 3},
			deal{"spanish", es.Default(), "spanish", tilekit.Hard, 2},
			deal{"french", fr.Default(), "french", tilekit.Hard, 4},
			deal{"german", de.Default(), "german", tilekit.Easy, 3},
		)
	}
	for _, d := range deals {
		g, err := k.New(d.preset, make([]string, d.seats), 39)
		if err != nil {
			t.Fatalf("%s: %v", d.preset, err)
		}
		s := g.State().(wordgame.State)
		if s.Dictionary() != dictionary.Dictionary(d.list) {
			t.Fatalf("%s plays with %v, not the bundled list", d.preset, dictionary.Name(s.Dictionary()))
		}
		// gametest.PlayOut checks hints and turns on the way, and
		// returns the end, which the checks below read.
		g, err = gametest.PlayOut(g, k, d.level, 39, 200)
		if err != nil {
			t.Fatalf("%s, %v bots: %v", d.preset, d.level, err)
		}
		// The bots found words to the end: the bag was emptied and
		// someone went out, rather than the game ending on passes.
		end := g.State().(wordgame.State)
		placed := 0
		for _, m := range end.History() {
			if !strings.HasPrefix(m.String(), "-") {
				placed++
			}
		}
		if placed < 12 || end.View(0).BagSize != 0 {
			t.Errorf("%s, %v bots: %d placements, %d tiles left in the bag", d.preset, d.level, placed, end.View(0).BagSize)
		}
		t.Logf("%s, %d seats, %v bots: %d moves, %d placements", d.preset, d.seats, d.level, len(end.History()), placed)
		text, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(text, []byte("lex "+d.lex+";")) {
			t.Errorf("%s: the CGP does not name its list:\n%s", d.preset, text)
		}
		back, err := tilekit.Decode(text)
		if err != nil {
			t.Fatalf("%s: decoded with no list: %v", d.preset, err)
		}
		if again, _ := back.MarshalText(); !bytes.Equal(again, text) {
			t.Errorf("%s: decoded and written again:\n%s\nwant\n%s", d.preset, again, text)
		}
		if back.State().(wordgame.State).Dictionary() != dictionary.Dictionary(d.list) {
			t.Errorf("%s: the decoded game lost its list", d.preset)
		}
	}
}

// TestSpanishRecord replays the Spanish record of package wordgame's
// tests (a game its bots played with a small Spanish list) with the
// bundled list, given and then left to the record: it names no list the
// program bundles ("#lexicon custom"), so the replay takes the Spanish
// tiles' bundled list.
func TestSpanishRecord(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "spanish.gcg"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []dictionary.Dictionary{es.Default(), nil} {
		s, err := wordgame.ReplayGCG(wordgame.Rules{}, d, bytes.NewReader(data))
		if err != nil {
			t.Fatalf("with %v: %v", d != nil, err)
		}
		if !s.Over() || s.Dictionary() != dictionary.Dictionary(es.Default()) {
			t.Errorf("with %v: over %v, list %q", d != nil, s.Over(), dictionary.Name(s.Dictionary()))
		}
	}
}

// containsOnly is a caller's list that answers only Contains: a
// comparable value, so that the game's automaton of it is built once.
type containsOnly struct{ l *dictionary.List }

func (c containsOnly) Contains(w string) bool { return c.l.Contains(w) }

// TestContainsOnly deals Spanish with a list that only answers Contains
// and says no alphabet: it is asked Spanish words (CH, LL and RR written
// out), and the move generator searches the bundled words it accepts, so
// that the bots place words (each checked by its Contains when played).
func TestContainsOnly(t *testing.T) {
	k := kind(t)
	list := containsOnly{es.Common()}
	g, err := k.New("spanish", []string{"Ana", "Luis"}, 7, tilekit.WithDictionary(list))
	if err != nil {
		t.Fatal(err)
	}
	bots := []tilekit.Bot{k.Bot(tilekit.Medium, 1), k.Bot(tilekit.Medium, 2)}
	placed := 0
	for range 12 {
		if g.Over() {
			break
		}
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			t.Fatal(err)
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			t.Fatalf("%q: %v", move, err)
		}
		if m, _ := g.State().(wordgame.State).LastMove(); !strings.HasPrefix(m.String(), "-") {
			placed++
		}
	}
	if placed == 0 {
		t.Error("the bots placed no word with a Contains-only list")
	}
}

// TestNoListNeeded checks the errors of a program that has the language
// packages: a preset of an alphabet with no bundled list still needs the
// caller's, and says so.
func TestNoListNeeded(t *testing.T) {
	k := kind(t)
	if _, err := k.New("catalan", nil, 1); !errors.Is(err, tilekit.ErrNeedsWordList) || !strings.Contains(err.Error(), "catalan") {
		t.Errorf("catalan without a list: %v", err)
	}
	if _, err := k.New("spanish", nil, 1, tilekit.WithDictionary(fr.Default())); !errors.Is(err, wordgame.ErrBadSetup) {
		t.Errorf("spanish with the French list: %v", err)
	}
}
