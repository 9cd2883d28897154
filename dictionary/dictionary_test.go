package dictionary

import (
	"bytes"
	"compress/gzip"
	"io"
	"iter"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

func TestBundledCounts(t *testing.T) {
	if n := DefaultList().Len(); n != 274137 {
		t.Errorf("Default has %d words, want 274137", n)
	}
	if n := CommonList().Len(); n != 37859 {
		t.Errorf("Common has %d words, want 37859", n)
	}
}

func TestBundledWords(t *testing.T) {
	d, c := Default(), Common()
	for _, w := range []string{"qi", "ZA", "Aa", "zyzzyva", "quiz", "jukebox", "Cat", "dogs", "salet", "AAH"} {
		if !d.Contains(w) {
			t.Errorf("Default lacks %q", w)
		}
	}
	for _, w := range []string{"", "a", "q", "xyzzy", "cat ", " cat", "c-a-t", "café", "caté", "c\x00t", "12", strings.Repeat("a", 100)} {
		if d.Contains(w) {
			t.Errorf("Default contains %q", w)
		}
	}
	for _, w := range []string{"house", "Water", "THINK", "abyss", "gloss"} {
		if !c.Contains(w) {
			t.Errorf("Common lacks %q", w)
		}
	}
	if c.Contains("zyzzyva") {
		t.Error("Common contains zyzzyva")
	}
}

func TestCommonIsSubsetOfDefault(t *testing.T) {
	d := DefaultList()
	for w := range CommonList().Words() {
		if !d.Contains(w) {
			t.Fatalf("Common word %q is not in Default", w)
		}
	}
}

// TestBundledListsAreSorted checks what the loader trusts: every bucket
// is sorted with no duplicates, so binary search is sound.
func TestBundledListsAreSorted(t *testing.T) {
	for name, l := range map[string]*List{"default": DefaultList(), "common": CommonList()} {
		for n, b := range l.byLen {
			for i := n; n > 0 && i+n <= len(b); i += n {
				if bytes.Compare(b[i-n:i], b[i:i+n]) >= 0 {
					t.Fatalf("%s: %q is not after %q", name, b[i:i+n], b[i-n:i])
				}
			}
		}
	}
}

func TestDecodeBundledRejects(t *testing.T) {
	for _, in := range []string{"A@\n", "A\nABC\n", "A\nAb\n", "A", "\n\n1\n"} {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write([]byte(in))
		zw.Close()
		if _, err := decodeBundled(buf.Bytes()); err == nil {
			t.Errorf("decodeBundled(%q) succeeded", in)
		}
	}
	if _, err := decodeBundled([]byte("not gzip")); err == nil {
		t.Error("decodeBundled accepted bytes that are not gzip")
	}
}

// genWords draws words over a tiny alphabet, so prefixes and duplicates
// are common.
func genWords() *rapid.Generator[[]string] {
	word := rapid.StringMatching(`[abAB]{1,5}`)
	return rapid.SliceOfN(word, 0, 30)
}

func TestListAgreesWithMap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		words := genWords().Draw(t, "words")
		l, err := FromSlice(words)
		if err != nil {
			t.Fatal(err)
		}
		ref := map[string]bool{}
		for _, w := range words {
			ref[strings.ToUpper(w)] = true
		}
		if l.Len() != len(ref) {
			t.Fatalf("Len = %d, want %d", l.Len(), len(ref))
		}
		probe := rapid.StringMatching(`[abcAB]{0,6}`).Draw(t, "probe")
		if got, want := l.Contains(probe), ref[strings.ToUpper(probe)]; got != want {
			t.Fatalf("Contains(%q) = %v, want %v", probe, got, want)
		}
		wantPrefix := false
		for w := range ref {
			if strings.HasPrefix(w, strings.ToUpper(probe)) {
				wantPrefix = true
			}
		}
		if got := l.HasPrefix(probe); got != wantPrefix {
			t.Fatalf("HasPrefix(%q) = %v, want %v", probe, got, wantPrefix)
		}
		// Words: every word once, shorter first, alphabetical within a length.
		all := slices.Collect(l.Words())
		want := slices.Collect(maps.Keys(ref))
		slices.SortFunc(want, func(a, b string) int {
			if len(a) != len(b) {
				return len(a) - len(b)
			}
			return strings.Compare(a, b)
		})
		if !slices.Equal(all, want) {
			t.Fatalf("Words() = %v, want %v", all, want)
		}
		n := rapid.IntRange(-1, 7).Draw(t, "n")
		var ofLen []string
		for _, w := range want {
			if len(w) == n {
				ofLen = append(ofLen, w)
			}
		}
		got, ok := WordsOfLength(l, n)
		if !ok || !slices.Equal(slices.Collect(got), ofLen) {
			t.Fatalf("WordsOfLength(%d) = %v, want %v", n, slices.Collect(got), ofLen)
		}
		// Through a plain Lister (no LengthLister) the fallback agrees.
		got2, ok := WordsOfLength(listerOnly{l}, n)
		if !ok {
			t.Fatal("listerOnly is not seen as a Lister")
		}
		if !slices.Equal(slices.Collect(got2), ofLen) {
			t.Fatalf("fallback WordsOfLength(%d) = %v", n, slices.Collect(got2))
		}
	})
}

type listerOnly struct{ l *List }

func (x listerOnly) Contains(w string) bool  { return x.l.Contains(w) }
func (x listerOnly) Words() iter.Seq[string] { return x.l.Words() }

func TestOptionalInterfaces(t *testing.T) {
	var d Dictionary = DefaultList()
	if _, ok := d.(Lister); !ok {
		t.Error("*List is not a Lister")
	}
	if _, ok := d.(LengthLister); !ok {
		t.Error("*List is not a LengthLister")
	}
	if _, ok := d.(PrefixChecker); !ok {
		t.Error("*List is not a PrefixChecker")
	}
	f := Func(func(w string) bool { return w == "OK" })
	if !f.Contains("OK") || f.Contains("NO") {
		t.Error("Func does not delegate")
	}
	if _, ok := Words(f); ok {
		t.Error("Words(Func) reported an enumeration")
	}
	if _, ok := WordsOfLength(f, 2); ok {
		t.Error("WordsOfLength(Func) reported an enumeration")
	}
	var empty List
	if empty.Contains("A") || empty.HasPrefix("") || empty.Len() != 0 {
		t.Error("zero List is not empty")
	}
	if !DefaultList().HasPrefix("") || !DefaultList().HasPrefix("zyzz") || DefaultList().HasPrefix("zyzzz") || DefaultList().HasPrefix("a1") {
		t.Error("HasPrefix on Default is wrong")
	}
}

func TestRead(t *testing.T) {
	l, err := Read(strings.NewReader("# a comment\n\n  Cat \r\ndog\n#x\nCAT\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(l.Words()); !slices.Equal(got, []string{"CAT", "DOG"}) {
		t.Errorf("Words = %v", got)
	}
	for in, want := range map[string]string{
		"cat\ndog\nd0g\n":                "line 3",
		"cat\nice cream\n":               "line 2",
		"ok\n" + strings.Repeat("a", 65): "line 2",
		"caté\n":                         "line 1",
	} {
		_, err := Read(strings.NewReader(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Read(%q) error = %v, want it to name %s", in, err, want)
		}
	}
	if _, err := Read(io.MultiReader(strings.NewReader("a\n"), errReader{})); err == nil {
		t.Error("Read ignored a reader error")
	}
	if _, err := FromSlice([]string{"ok", ""}); err == nil {
		t.Error("FromSlice accepted the empty string")
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

func TestConcurrentFirstUse(t *testing.T) {
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if !Default().Contains("word") || !Common().Contains("word") {
				t.Error("lookup failed")
			}
		})
	}
	wg.Wait()
}

func FuzzContains(f *testing.F) {
	for _, s := range []string{"", "qi", "QI", "Qi", "xyzzy", "caté", "a b", strings.Repeat("z", 70)} {
		f.Add(s)
	}
	l := CommonList()
	f.Fuzz(func(t *testing.T, s string) {
		got := l.Contains(s)
		want := false
		if u, ok := Normalize(s); ok && len(u) <= MaxWordLen {
			for w := range l.WordsOfLength(len(u)) {
				if w == string(u) {
					want = true
					break
				}
			}
		}
		if got != want {
			t.Fatalf("Contains(%q) = %v, want %v", s, got, want)
		}
		_ = l.HasPrefix(s)
	})
}

func FuzzRead(f *testing.F) {
	f.Add([]byte("cat\ndog\n# comment\n\n"))
	f.Add([]byte("x\r\ny\r\n"))
	f.Add([]byte("bad word\n"))
	f.Add([]byte("ıdeas\ncafé\n\xc4\n"))
	f.Add([]byte("a\nA\na\nb\nab\nAB\n"))
	f.Add([]byte(strings.Repeat("z", 65) + "\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		l, err := Read(bytes.NewReader(b))
		if err != nil {
			if len(err.Error()) > 300 {
				t.Fatalf("input of %d bytes gave an error of %d", len(b), len(err.Error()))
			}
			return
		}
		// Every letter line is a word, and nothing else is.
		want := make(map[string]bool)
		for line := range strings.Lines(string(b)) {
			if w := strings.TrimSpace(line); w != "" && w[0] != '#' {
				want[strings.ToUpper(w)] = true
			}
		}
		if l.Len() != len(want) {
			t.Fatalf("Read kept %d words, want %d", l.Len(), len(want))
		}
		for w := range l.Words() {
			if !l.Contains(w) || !l.Contains(strings.ToLower(w)) {
				t.Fatalf("listed word %q not contained", w)
			}
		}
	})
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{"cat": "CAT", "CaT": "CAT", "QI": "QI", "z": "Z"} {
		if got, ok := Normalize(in); !ok || got != want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "ıdeas", "ſtar", "caté", "a b", "a1", "A-B", "\x00"} {
		if got, ok := Normalize(in); ok {
			t.Errorf("Normalize(%q) = %q, true", in, got)
		}
	}
	if n := testing.AllocsPerRun(100, func() { Normalize("UPPER") }); n != 0 {
		t.Errorf("Normalize of an upper-case word allocates %v times", n)
	}
}

func TestNames(t *testing.T) {
	for _, name := range []string{DefaultName, CommonName} {
		d, ok := ByName(name)
		if !ok || Name(d) != name {
			t.Errorf("ByName(%q) = %v, %v; Name = %q", name, d, ok, Name(d))
		}
	}
	if _, ok := ByName("custom"); ok {
		t.Error(`ByName("custom") succeeded`)
	}
	own, _ := FromSlice([]string{"a"})
	if Name(own) != "" || Name(nil) != "" || Name(Func(func(string) bool { return true })) != "" {
		t.Error("Name of a caller's dictionary is not empty")
	}
}
