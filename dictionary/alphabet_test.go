package dictionary

import (
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

func TestSpanishList(t *testing.T) {
	l, err := FromWords(tiles.Spanish(), slices.Values([]string{"chorro", "CALLE", "año", "camión", "perro", "ACHE"}))
	if err != nil {
		t.Fatal(err)
	}
	if l.Alphabet() != tiles.Spanish() || AlphabetOf(l) != tiles.Spanish() {
		t.Fatalf("alphabet %v", l.Alphabet())
	}
	for _, c := range []struct {
		word string
		want bool
	}{
		{"CHORRO", true}, {"chorro", true}, {"[CH]O[RR]O", true}, {"[C]HORRO", false},
		{"CAMION", true}, {"CAMIÓN", true}, {"AN\u0303O", true}, {"ANO", false},
		{"PERRO", true}, {"PER", false}, {"KILO", false}, {"", false}, {"[", false},
	} {
		if got := l.Contains(c.word); got != c.want {
			t.Errorf("Contains(%q) = %v, want %v", c.word, got, c.want)
		}
	}
	// Lengths are in letters: CALLE, CHORRO and PERRO have four, ACHE three.
	var four []string
	for w := range l.WordsOfLength(4) {
		four = append(four, w)
	}
	if want := []string{"CALLE", "CHORRO", "PERRO"}; !slices.Equal(four, want) {
		t.Errorf("WordsOfLength(4) = %q, want %q", four, want)
	}
	if !l.HasPrefix("CH") || !l.HasPrefix("ach") || l.HasPrefix("[C]H") || l.HasPrefix("Q") {
		t.Errorf("HasPrefix answers wrongly")
	}
	seq, ok := WordsOfLength(Func(l.Contains), 4)
	if ok || seq != nil {
		t.Errorf("a plain Func enumerates words")
	}
}

func TestReadWordsRefusesOtherLetters(t *testing.T) {
	_, err := ReadWords(tiles.Spanish(), strings.NewReader("casa\nkilo\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "'k'") {
		t.Errorf("a K in a Spanish list: %v", err)
	}
	_, err = FromWords(tiles.Spanish(), slices.Values([]string{"CHE", "[C]HE"}))
	if err == nil || !strings.Contains(err.Error(), `would read as "CHE"`) {
		t.Errorf("a Spanish C tile then H in a list: %v", err)
	}
	l, err := ReadWords(tiles.German(), strings.NewReader("# Wörter\nstraße\nGRÖSSE\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !l.Contains("STRASSE") || !l.Contains("Straße") || !l.Contains("größe") || l.Len() != 2 {
		t.Errorf("German list: %d words, %q", l.Len(), slices.Collect(l.Words()))
	}
}

// TestCatalanSpellings reads a Catalan list in the spellings Catalan
// text uses (issue 38): QÜ for QU, GÜ for GU, and L·L written L.L or
// with Ŀ. Each is the word of the alphabet's letters it spells, so a
// word written two ways is one word.
func TestCatalanSpellings(t *testing.T) {
	l, err := ReadWords(tiles.Catalan(), strings.NewReader("QUATRE\nQÜESTIÓ\nfreqüent\nCOL.LEGI\nCOŀLEGI\ncol·legi\nPINGÜÍ\nIL.LUSIÓ\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"QUATRE", "QUESTIO", "qüestió", "FREQUENT", "COL·LEGI", "col.legi", "coŀlegi", "PINGUI", "IL·LUSIO"} {
		if !l.Contains(w) {
			t.Errorf("the list lacks %q", w)
		}
	}
	// Shorter words first (QUATRE and FREQUENT have five and seven
	// letters, QU being one), then in the alphabet's order.
	want := []string{"QUATRE", "COL·LEGI", "IL·LUSIO", "PINGUI", "QUESTIO", "FREQUENT"}
	if got := slices.Collect(l.Words()); !slices.Equal(got, want) {
		t.Errorf("Words() = %q, want %q", got, want)
	}
	// A letter the alphabet has no spelling for is still an error that
	// names its line.
	_, err = ReadWords(tiles.Catalan(), strings.NewReader("QÜESTIÓ\nQATAR\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "'Q'") {
		t.Errorf("QATAR in a Catalan list: %v", err)
	}
}

// Every word of a list in any preset alphabet reads back from its own
// Words, and Contains finds it.
func TestListAnyAlphabet(t *testing.T) {
	alphabets := []*tiles.Alphabet{tiles.English(), tiles.Spanish(), tiles.Catalan(), tiles.German(), tiles.Polish()}
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.SampledFrom(alphabets).Draw(t, "alphabet")
		word := rapid.Custom(func(t *rapid.T) string {
			return strings.Join(rapid.SliceOfN(rapid.SampledFrom(a.Letters()), 1, 8).Draw(t, "letters"), "")
		})
		words := rapid.SliceOfN(word, 1, 20).Draw(t, "words")
		l, err := FromWords(a, slices.Values(words))
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range words {
			if !l.Contains(w) || !l.Contains(strings.ToLower(w)) {
				t.Fatalf("%s list lacks %q", a, w)
			}
		}
		n := 0
		for w := range l.Words() {
			n++
			if !slices.Contains(words, w) {
				t.Fatalf("%s list yields %q, not one of its words", a, w)
			}
		}
		if n != l.Len() {
			t.Fatalf("Words yields %d, Len is %d", n, l.Len())
		}
	})
}

func FuzzReadWords(f *testing.F) {
	for _, seed := range []string{"chorro\ncalle\n", "[ch]e\n[C]HE\n", "an\u0303o\n", "\xff\n"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ReadWords(tiles.Spanish(), strings.NewReader(s))
		if err != nil {
			if len(err.Error()) > 512 {
				t.Fatalf("error of %d bytes", len(err.Error()))
			}
			return
		}
		for w := range l.Words() {
			if !l.Contains(w) {
				t.Fatalf("list lacks its own word %q", w)
			}
		}
	})
}
