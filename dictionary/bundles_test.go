package dictionary

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit/tiles"
)

// The tests of this package import no language package, so no Spanish,
// French or German bundle is registered here; the tests register a
// bundle of an alphabet of their own (the language packages test theirs).

// gzBundled writes words of alphabet a in the bundled form.
func gzBundled(a *tiles.Alphabet, words ...string) []byte {
	l, err := FromWords(a, slices.Values(words))
	if err != nil {
		panic(err)
	}
	var raw bytes.Buffer
	for n := 1; n < len(l.byLen); n++ {
		raw.Write(l.byLen[n])
		raw.WriteByte('\n')
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(raw.Bytes())
	zw.Close()
	return buf.Bytes()
}

// testland is an alphabet with a two-letter letter, and its bundle,
// registered once for every test that needs it.
var testland = sync.OnceValue(func() *Bundle {
	a, err := tiles.NewAlphabet("testland", strings.Fields("A B C CH D E O R"), map[string]string{"É": "E"})
	if err != nil {
		panic(err)
	}
	b := NewBundle(a, gzBundled(a, "CHOCO", "ORO", "ROCA", "DECORO", "CODO", "AB", "ABECE"),
		gzBundled(a, "ORO", "ROCA", "CODO"))
	Register(b)
	return b
})

func TestForAlphabet(t *testing.T) {
	for _, a := range []*tiles.Alphabet{nil, tiles.English()} {
		b, err := ForAlphabet(a)
		if err != nil || b.Playable() != DefaultList() || b.Common() != CommonList() || b.Alphabet() != tiles.English() {
			t.Errorf("ForAlphabet(%v) = %v, %v; want the English lists", a, b, err)
		}
	}
	tl := testland()
	b, err := ForAlphabet(tl.Alphabet())
	if err != nil || b != tl {
		t.Fatalf("ForAlphabet(testland) = %v, %v", b, err)
	}
	if n := b.Playable().Len(); n != 7 || !b.Playable().Contains("choco") || !b.Playable().Contains("DÉCORO") || b.Playable().Contains("[C]HOCO") {
		t.Errorf("testland playable list: %d words, %q", n, slices.Collect(b.Playable().Words()))
	}
	if b.Common().Len() != 3 || b.Common().Contains("CHOCO") {
		t.Errorf("testland common list: %q", slices.Collect(b.Common().Words()))
	}
}

func TestForAlphabetNotImported(t *testing.T) {
	for _, c := range []struct {
		a    *tiles.Alphabet
		want string
	}{
		{tiles.Spanish(), `import _ "github.com/tilekit/tilekit/dictionary/es"`},
		{tiles.Spanish27(), `import _ "github.com/tilekit/tilekit/dictionary/es"`},
		{tiles.French(), `import _ "github.com/tilekit/tilekit/dictionary/fr"`},
		{tiles.German(), `import _ "github.com/tilekit/tilekit/dictionary/de"`},
		{tiles.Catalan(), "catalan alphabet: give the game a word list of that alphabet (dictionary.ReadWords)"},
	} {
		b, err := ForAlphabet(c.a)
		if b != nil || !errors.Is(err, ErrNoWordList) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ForAlphabet(%s) = %v, %v; want an error with %s", c.a, b, err, c.want)
		}
	}
	_, err := ForAlphabet(tiles.Spanish())
	if want := `dictionary: no bundled word list for the spanish alphabet: add import _ "github.com/tilekit/tilekit/dictionary/es"`; err.Error() != want {
		t.Errorf("error %q\nwant  %q", err, want)
	}
}

func TestBundleNames(t *testing.T) {
	tl := testland()
	for _, c := range []struct {
		l    *List
		name string
	}{{tl.Playable(), "testland"}, {tl.Common(), "testland/common"}} {
		if got := Name(c.l); got != c.name {
			t.Errorf("Name = %q, want %q", got, c.name)
		}
		if d, ok := ByName(c.name); !ok || d != Dictionary(c.l) {
			t.Errorf("ByName(%q) = %v, %v", c.name, d, ok)
		}
		if d, err := Lookup(c.name); err != nil || d != Dictionary(c.l) {
			t.Errorf("Lookup(%q) = %v, %v", c.name, d, err)
		}
	}
	// A list of the same words that is not the bundled one has no name.
	own, _ := FromWords(tl.Alphabet(), tl.Playable().Words())
	if Name(own) != "" {
		t.Errorf("Name of a copy = %q", Name(own))
	}
	for _, name := range []string{"spanish", "spanish-27/common", "french", "german/common", "catalan"} {
		if _, ok := ByName(name); ok {
			t.Errorf("ByName(%q) succeeded with no package imported", name)
		}
		if _, err := Lookup(name); !errors.Is(err, ErrNoWordList) {
			t.Errorf("Lookup(%q): %v", name, err)
		}
	}
	for _, name := range []string{"", "/common", "english", "english/common", "klingon", "spanish/other", "custom"} {
		if _, err := Lookup(name); err == nil || errors.Is(err, ErrNoWordList) {
			t.Errorf("Lookup(%q): %v", name, err)
		}
	}
	if d, err := Lookup("common"); err != nil || d != Dictionary(CommonList()) {
		t.Errorf("Lookup(common) = %v, %v", d, err)
	}
}

// A bundle decodes nothing until a list is asked for, and then only that
// list, once.
func TestBundleLazy(t *testing.T) {
	a := tiles.Spanish()
	good := gzBundled(a, "CHORRO", "CALLE")
	b := NewBundle(a, good, []byte("not gzip"))
	if b.playable.loaded() != nil {
		t.Fatal("a list was decoded before it was asked for")
	}
	var wg sync.WaitGroup
	got := make([]*List, 8)
	for i := range got {
		wg.Go(func() { got[i] = b.Playable() })
	}
	wg.Wait()
	for _, l := range got {
		if l != got[0] || l.Len() != 2 || !l.Contains("chorro") {
			t.Fatalf("goroutines got different or wrong lists: %p %p", l, got[0])
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("a corrupt list loaded")
		}
	}()
	b.Common()
}

func TestRegisterPanics(t *testing.T) {
	tl := testland()
	for name, b := range map[string]*Bundle{
		"nil":       nil,
		"English":   NewBundle(tiles.English(), nil, nil),
		"duplicate": NewBundle(tl.Alphabet(), nil, nil),
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register of a %s bundle did not panic", name)
				}
			}()
			Register(b)
		}()
	}
}

func TestDecodeInRejects(t *testing.T) {
	a := tiles.Spanish() // 28 letters: codes 'A' to '\\'
	for _, in := range []string{"A]\n", "A\n@B\n", "A\nAb\n"} {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write([]byte(in))
		zw.Close()
		if _, err := decodeIn(a, buf.Bytes()); err == nil {
			t.Errorf("decodeIn(%q) succeeded", in)
		}
	}
	l, err := decodeIn(a, gzBundled(a, "ÑU", "CHORRO", "ZZZ"))
	if err != nil || l.Len() != 3 || !l.Contains("ñu") || l.Alphabet() != a {
		t.Errorf("decodeIn: %v, %v", l, err)
	}
}

// TestLanguageDataSize gives the figure the language packages add to the
// module download: their files, compressed lists and licence texts, which
// the module's zip stores without gaining on them. Issue 39 allows 15 MB.
func TestLanguageDataSize(t *testing.T) {
	total := 0
	for _, dir := range []string{"es", "fr", "de"} {
		files, err := filepath.Glob(filepath.Join(dir, "*", "*"))
		if err != nil {
			t.Fatal(err)
		}
		more, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range append(files, more...) {
			st, err := os.Stat(f)
			if err != nil {
				t.Fatal(err)
			}
			if st.Mode().IsRegular() {
				total += int(st.Size())
			}
		}
	}
	t.Logf("dictionary/es, fr and de: %d bytes", total)
	if total == 0 || total > 15_000_000 {
		t.Errorf("the language packages hold %d bytes, more than 15 MB", total)
	}
}
