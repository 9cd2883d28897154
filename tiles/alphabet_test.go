package tiles

import (
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

var presets = []*Alphabet{English(), Spanish(), Spanish27(), Catalan(), French(), German(), Polish()}

func TestPresetAlphabets(t *testing.T) {
	for _, c := range []struct {
		a     *Alphabet
		name  string
		n     int
		first string // a letter past Z or a digraph, with its expected index
		index int
	}{
		{English(), "english", 26, "Z", 25},
		{Spanish(), "spanish", 28, "CH", 3},
		{Spanish27(), "spanish-27", 27, "Ñ", 14},
		{Catalan(), "catalan", 26, "L·L", 12},
		{French(), "french", 26, "W", 22},
		{German(), "german", 29, "Ü", 23},
		{Polish(), "polish", 32, "Ż", 31},
	} {
		if c.a.Name() != c.name || c.a.Len() != c.n {
			t.Errorf("%s: name %q, %d letters; want %q, %d", c.name, c.a.Name(), c.a.Len(), c.name, c.n)
		}
		code, ok := c.a.LetterOf(c.first)
		if !ok || c.a.Index(code) != c.index {
			t.Errorf("%s: LetterOf(%q) = %d, %v; want index %d", c.name, c.first, c.a.Index(code), ok, c.index)
		}
		if got, ok := LookupAlphabet(c.name); !ok || got != c.a {
			t.Errorf("LookupAlphabet(%q) = %v, %v", c.name, got, ok)
		}
		if got := AlphabetByID(c.a.ID()); got != c.a {
			t.Errorf("AlphabetByID(%s.ID()) = %v", c.name, got)
		}
	}
	if English().ID() != 0 || AlphabetByID(255) != English() { // no test makes 255 alphabets
		t.Errorf("English is not alphabet 0, or an unused number is not English")
	}
	if English().Code(0) != 'A' || English().Code(25) != 'Z' {
		t.Errorf("English codes are not the ASCII capitals")
	}
}

func TestParseGreedyAndBrackets(t *testing.T) {
	es := Spanish()
	for _, c := range []struct {
		a    *Alphabet
		in   string
		want string // letters joined by spaces, lower case kept
	}{
		{es, "CHORRO", "CH O RR O"},
		{es, "chorro", "ch o rr o"},
		{es, "Chorro", "CH o rr o"},
		{es, "[C]HORRO", "C H O RR O"},
		{es, "[CH]E", "CH E"},
		{es, "[ch]E", "ch E"},
		{es, "LLAMA", "LL A M A"},
		{es, "AÑO", "A Ñ O"},
		{es, "AN\u0303O", "A Ñ O"}, // NFD
		{es, "CAMIÓN", "C A M I O N"},
		{Spanish27(), "CHORRO", "C H O R R O"},
		// ß has no capital tile: it is two natural S tiles in any case
		// (issue 38: it read as two blanks).
		{German(), "STRAßE", "S T R A S S E"},
		{German(), "STRAẞE", "S T R A S S E"},
		{German(), "straße", "s t r a S S e"},
		{German(), "Größe", "G r ö S S e"},
		{German(), "STRAssE", "S T R A s s E"}, // blanks for it are ss
		{German(), "ÜBER", "Ü B E R"},
		{Catalan(), "COL·LEGI", "C O L·L E G I"},
		{Catalan(), "col·legi", "c o l·l e g i"},
		// L·L may be written L.L, and with the letter Ŀ (issue 38).
		{Catalan(), "COL.LEGI", "C O L·L E G I"},
		{Catalan(), "col.legi", "c o l·l e g i"},
		{Catalan(), "Col.legi", "C o l·l e g i"},
		{Catalan(), "COĿLEGI", "C O L·L E G I"},
		{Catalan(), "COŀLEGI", "C O L·L E G I"},
		{Catalan(), "coŀlegi", "c o l·l e g i"},
		{Catalan(), "Ŀl", "L·L"},
		{Catalan(), "QUE", "QU E"},
		// QÜ is QU, GÜ is GU: the diaeresis folds as accents do.
		{Catalan(), "QÜESTIÓ", "QU E S T I O"},
		{Catalan(), "qüestió", "qu e s t i o"},
		{Catalan(), "FREQÜENT", "F R E QU E N T"},
		{Catalan(), "FREQU\u0308ENT", "F R E QU E N T"}, // NFD
		{Catalan(), "PINGÜÍ", "P I N G U I"},
		{Catalan(), "ANYS", "A NY S"},
		{French(), "ŒUVRE", "O E U V R E"},
		{French(), "élève", "e l e v e"},
		{Polish(), "ŹDŹBŁO", "Ź D Ź B Ł O"},
		{English(), "Quiz", "Q u i z"},
	} {
		codes, err := c.a.Parse(c.in)
		if err != nil {
			t.Errorf("%s.Parse(%q): %v", c.a, c.in, err)
			continue
		}
		var got []string
		for _, x := range codes {
			got = append(got, c.a.Letter(x))
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s.Parse(%q) = %q, want %q", c.a, c.in, strings.Join(got, " "), c.want)
		}
	}
}

func TestParseRefusals(t *testing.T) {
	for _, c := range []struct {
		a        *Alphabet
		in, want string
	}{
		{Spanish(), "KILO", `'K' is not a letter of the spanish alphabet`},
		{Spanish(), "[CHA]", `a bracket must hold one spanish letter`},
		{Spanish(), "[CH", `a bracket must hold one spanish letter`},
		{English(), "AÑO", `'Ñ' is not a letter of the english alphabet`},
		{Catalan(), "Q", `'Q' is not a letter of the catalan alphabet`},
		{Polish(), "QUIZ", `'Q' is not`},
		{English(), "A?", `'?' is not`},
	} {
		_, err := c.a.Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s.Parse(%q) = %v, want an error saying %s", c.a, c.in, err, c.want)
		}
	}
	if _, err := English().ParseWord(""); err == nil {
		t.Errorf("ParseWord of the empty string: no error")
	}
}

func TestNewAlphabetRefusals(t *testing.T) {
	for _, c := range []struct {
		name    string
		letters []string
		folds   map[string]string
		want    string
	}{
		{"Bad Name", []string{"A"}, nil, "want 1 to 32 bytes"},
		{"t-empty", nil, nil, "0 letters"},
		{"t-lower", []string{"a"}, nil, "not in upper case"},
		{"t-dup", []string{"A", "A"}, nil, "stand for two things"},
		{"t-digit", []string{"A", "1"}, nil, "is not a letter"},
		{"t-bracket", []string{"A", "[B]"}, nil, "is not a letter"},
		{"t-caseless", []string{"A", "ש"}, nil, "no lower-case form"},
		{"t-long", []string{"ABCDE"}, nil, "1 to 4 characters"},
		{"t-fold", []string{"A", "B"}, map[string]string{"C": "D"}, "not made of the alphabet's letters"},
		{"t-foldletter", []string{"A", "B"}, map[string]string{"A": "B"}, "already a spelling"},
		{"t-folddot", []string{"A", "B"}, map[string]string{".": "A"}, "has no letter"},
		{"t-folddigit", []string{"A", "B"}, map[string]string{"A1": "A"}, "'1' is not a letter"},
		{"t-dotletter", []string{"A", "B."}, nil, "'.' is not a letter"},
		{"english", []string{"A"}, nil, "already exists"},
		{"t-many", slices.Repeat([]string{"A"}, MaxLetters+1), nil, "want 1 to 63"},
	} {
		_, err := NewAlphabet(c.name, c.letters, c.folds)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("NewAlphabet(%q, %q) = %v, want an error saying %s", c.name, c.letters, err, c.want)
		}
	}
	again, err := NewAlphabet("spanish", Spanish().Letters(), Spanish().Folds())
	if err != nil || again != Spanish() {
		t.Errorf("making the Spanish alphabet again: %v, %v; want the same one", again, err)
	}
}

// genCodes draws a sequence of letter codes of a, some in lower case.
func genCodes(a *Alphabet) *rapid.Generator[[]byte] {
	return rapid.SliceOfN(rapid.Custom(func(t *rapid.T) byte {
		c := a.Code(rapid.IntRange(0, a.Len()-1).Draw(t, "letter"))
		if rapid.Bool().Draw(t, "lower") {
			c |= Lower
		}
		return c
	}), 0, 12)
}

// Format then Parse gives back every sequence of codes exactly, whatever
// letters run into each other.
func TestFormatParseRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.SampledFrom(presets).Draw(t, "alphabet")
		codes := genCodes(a).Draw(t, "codes")
		text := a.Format(codes)
		got, err := a.Parse(text)
		if err != nil || !slices.Equal(got, codes) {
			t.Fatalf("%s: Format(%v) = %q, which parses as %v, %v", a, codes, text, got, err)
		}
	})
}

// Parse then Word is the identity on words: upper-case text made of the
// alphabet's letters reads and joins back to itself, and its letters are
// canonical.
func TestParseWordJoin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.SampledFrom(presets).Draw(t, "alphabet")
		letters := rapid.SliceOfN(rapid.SampledFrom(a.Letters()), 1, 10).Draw(t, "letters")
		word := strings.Join(letters, "")
		codes, err := a.ParseWord(word)
		if err != nil {
			t.Fatalf("%s.ParseWord(%q): %v", a, word, err)
		}
		if got := a.Word(codes); got != word {
			t.Fatalf("%s: Word(ParseWord(%q)) = %q", a, word, got)
		}
		if !a.Canonical(codes) {
			t.Fatalf("%s: the letters of %q are not canonical", a, word)
		}
		lower, _ := a.ParseWord(strings.ToLower(word))
		if !slices.Equal(lower, codes) {
			t.Fatalf("%s: ParseWord(%q) = %v, want %v", a, strings.ToLower(word), lower, codes)
		}
	})
}

func TestCanonical(t *testing.T) {
	es := Spanish()
	c, _ := es.LetterOf("C")
	h, _ := es.LetterOf("H")
	ch, _ := es.LetterOf("CH")
	e, _ := es.LetterOf("E")
	if es.Canonical([]byte{c, h, e}) {
		t.Errorf("Spanish C H E is canonical; greedy reading makes it CH E")
	}
	if !es.Canonical([]byte{ch, e}) || !es.Canonical([]byte{h, c}) {
		t.Errorf("Spanish CH E or H C is not canonical")
	}
	if got := es.Format([]byte{c, h, e}); got != "[C]HE" {
		t.Errorf("Format(C H E) = %q, want [C]HE", got)
	}
	if got := es.Format([]byte{ch, e | Lower}); got != "[CH]e" {
		t.Errorf("Format(CH e) = %q, want [CH]e", got)
	}
}

func TestAlphabetTiles(t *testing.T) {
	es := Spanish()
	ch, _ := es.LetterOf("CH")
	tile := es.Tile(ch, 5)
	if tile.String() != "[CH]5" || tile.Alphabet() != es {
		t.Errorf("Spanish CH tile: %v in %v", tile, tile.Alphabet())
	}
	blank := es.Blank(0).As(ch)
	for _, x := range []Tile{tile, blank, es.Blank(0)} {
		checkTileText(t, x)
	}
	if Letter('A', 1) == es.Tile('A', 1) {
		t.Errorf("an English A equals a Spanish A")
	}
	if err := es.Tile(es.Code(28), 1).Validate(); err == nil {
		t.Errorf("a Spanish tile with code past the 28th letter is valid")
	}
}

func TestAlphabetDistribution(t *testing.T) {
	// The Spanish set outside North America (Wikipedia, "Scrabble letter
	// distributions").
	d, err := Spanish().Distribution(
		"A12 B2 C4 CH1 D5 E12 F1 G2 H2 I6 J1 L4 LL1 M2 N5 Ñ1 O9 P2 Q1 R5 RR1 S6 T4 U5 V1 X1 Y1 Z1 ?2",
		"A1 B3 C3 CH5 D2 E1 F4 G2 H4 I1 J8 L1 LL8 M3 N1 Ñ8 O1 P3 Q5 R1 RR8 S1 T1 U1 V4 X8 Y4 Z10 ?0")
	if err != nil {
		t.Fatal(err)
	}
	if d.Total() != 100 || d.Alphabet() != Spanish() {
		t.Errorf("Spanish set: %d tiles in %v", d.Total(), d.Alphabet())
	}
	text, err := d.MarshalText()
	if err != nil || !strings.HasPrefix(string(text), "spanish: A1*12 ") || !strings.Contains(string(text), " [CH]5 ") {
		t.Errorf("Spanish set text: %q, %v", text, err)
	}
	var back Distribution
	if err := back.UnmarshalText(text); err != nil || !mapsEqualDist(back, d) {
		t.Errorf("Spanish set read back: %v, %v", back, err)
	}
	mixed := Distribution{Letter('A', 1): 1, Spanish().Tile('A', 1): 1}
	if err := mixed.Validate(); err == nil || !strings.Contains(err.Error(), "two alphabets") {
		t.Errorf("a set of two alphabets: %v", err)
	}
}

func mapsEqualDist(a, b Distribution) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func FuzzAlphabetParse(f *testing.F) {
	for _, s := range []string{"CHORRO", "[CH]E", "[C]HE", "AN\u0303O", "STRAßE", "COL·LEGI", "[", "[]", "[[CH]]", "\xff", "ŒUVRE", "N\u0303\u0303"} {
		f.Add(s, uint8(1))
	}
	f.Fuzz(func(t *testing.T, s string, which uint8) {
		a := presets[int(which)%len(presets)]
		codes, err := a.Parse(s)
		if err != nil {
			shortError(t, s, err)
			return
		}
		again, err := a.Parse(a.Format(codes))
		if err != nil || !slices.Equal(again, codes) {
			t.Fatalf("%s: %q parses as %v; its Format %q as %v, %v", a, s, codes, a.Format(codes), again, err)
		}
	})
}
