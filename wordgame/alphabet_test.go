package wordgame

import (
	"os"
	"slices"
	"sync"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// wordList reads a word list of testdata in alphabet a, once.
func wordList(t testing.TB, a *tiles.Alphabet, file string) *dictionary.List {
	t.Helper()
	lists.once.Do(func() { lists.m = map[string]*dictionary.List{} })
	lists.mu.Lock()
	defer lists.mu.Unlock()
	if d, ok := lists.m[file]; ok {
		return d
	}
	f, err := os.Open("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := dictionary.ReadWords(a, f)
	if err != nil {
		t.Fatal(err)
	}
	lists.m[file] = d
	return d
}

var lists struct {
	once sync.Once
	mu   sync.Mutex
	m    map[string]*dictionary.List
}

func coreSpanishList(t testing.TB) *dictionary.List {
	return wordList(t, tiles.Spanish(), "spanish-words.txt")
}

func corePolishList(t testing.TB) *dictionary.List {
	return wordList(t, tiles.Polish(), "polish-words.txt")
}

// coreSpanishRules returns Classic() with the Spanish tile set.
func coreSpanishRules() Rules {
	r := Classic()
	r.Tiles = SpanishTiles()
	return r
}

// corePolishRules returns Classic() with the Polish tile set.
func corePolishRules() Rules {
	r := Classic()
	r.Tiles = PolishTiles()
	return r
}

// playBots plays a game to its end with bots at level, checking at every
// move that the tiles are conserved and the move was valid.
func playBots(t *testing.T, s State, level tilekit.Level, seed uint64) State {
	t.Helper()
	set := tilesNoLetter(s.AllTiles())
	for steps := 0; !s.Over(); steps++ {
		if steps > 500 {
			t.Fatal("the game does not end")
		}
		m, err := s.BotMove(level, seed, int(s.turn))
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		if got := tilesNoLetter(s.AllTiles()); !slices.Equal(got, set) {
			t.Fatalf("after %v the tiles are %v, want %v", m, got, set)
		}
	}
	return s
}

// TestSpanishBotGame plays Spanish games to the end with bots and a small
// word list, and checks that they place tiles, digraph tiles among them.
func TestSpanishBotGame(t *testing.T) {
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard} {
		s, err := New(coreSpanishRules(), Setup{Players: 2, Seed: 7, Dictionary: coreSpanishList(t)})
		if err != nil {
			t.Fatal(err)
		}
		end := playBots(t, s, level, 1)
		placed := 0
		for _, m := range end.History() {
			if m.Kind() == KindPlace {
				placed++
			}
		}
		t.Logf("%v: %d moves, %d placements, scores %v\n%s", level, len(end.History()), placed, end.Scores(), end.Board())
		if placed < 5 {
			t.Errorf("%v: only %d placements", level, placed)
		}
	}
}

// TestPolishBotGame plays a Polish game to the end with bots, Expert
// against itself (simulation, then the exact endgame) under Long.
func TestPolishBotGame(t *testing.T) {
	levels := []tilekit.Level{tilekit.Medium, tilekit.Hard}
	if gametest.IsLong() {
		levels = append(levels, tilekit.Expert)
	}
	for _, level := range levels {
		s, err := New(corePolishRules(), Setup{Players: 2, Seed: 3, Dictionary: corePolishList(t)})
		if err != nil {
			t.Fatal(err)
		}
		end := playBots(t, s, level, 2)
		placed := 0
		for _, m := range end.History() {
			if m.Kind() == KindPlace {
				placed++
			}
		}
		if placed < 5 {
			t.Errorf("%v: only %d placements\n%s", level, placed, end.Board())
		}
	}
}

// TestSpanishScoreDigraphOnPremium checks by hand the score of a word
// whose CH tile stands on a letter premium.
func TestSpanishScoreDigraphOnPremium(t *testing.T) {
	d, err := dictionary.FromWords(tiles.Spanish(), slices.Values([]string{"CHARCO", "CHARCOS", "ARCO"}))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(coreSpanishRules(), Setup{Players: 2, Seed: 1, Dictionary: d})
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.withRack(0, "[CH]ARCOE?"); err != nil {
		t.Fatal(err)
	}
	// CHARCO down from H4 is CH A R C O: five tiles, H4 to H8. H4 is a
	// double-letter square and H8, the centre, a double-word square. CH
	// is worth 5, doubled to 10; A, R, C, O are worth 1 + 1 + 3 + 1 = 6;
	// the word is doubled: (10 + 6) × 2 = 32. Classic rules multiply
	// word premiums; five tiles of seven earn no bonus.
	for _, text := range []string{"H4 CHARCO", "H4 [CH]ARCO", "h4 [ch]ARCO"} {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		sc, err := s.Score(m)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		want := 32
		if text == "h4 [ch]ARCO" {
			// A blank for CH is worth 0 on the double letter: (0 + 6) × 2.
			want = 12
		}
		if sc.Total != want || len(sc.Words) != 1 || sc.Words[0].Word != "CHARCO" && sc.Words[0].Word != "chARCO" {
			t.Errorf("%s: %v, want %d for CHARCO", text, sc, want)
		}
		if m.NewTiles() != 5 {
			t.Errorf("%s places %d tiles, want 5", text, m.NewTiles())
		}
	}
	w := mustScore(t, s, "H4 CHARCO").Words[0]
	if w.Base != 11 || w.LetterBonus != 5 || w.WordFactor != 2 || w.Points != 32 {
		t.Errorf("breakdown %+v, want base 11 (5+1+1+3+1), letter bonus 5, factor 2, 32 points", w)
	}
	// [C]H is two tiles, C then H: no word, and not the rack's tiles.
	if m, err := ParseMove(s, "H4 [C]HARCO"); err != nil || m.NewTiles() != 6 || s.Validate(m) == nil {
		t.Errorf("H4 [C]HARCO: %v, %v places %d tiles, want six tiles refused", err, m, m.NewTiles())
	}
	// The generator finds the move with the same score.
	found := false
	for _, h := range allHints(s) {
		if h.Move.String() == "H4 [CH]ARCO" {
			found = h.Score == 32
		}
	}
	if !found {
		t.Error("the generator does not list H4 [CH]ARCO for 32 points")
	}
}

func mustScore(t *testing.T, s State, text string) Score {
	t.Helper()
	sc, err := s.Score(mustParse(t, s, text))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}
