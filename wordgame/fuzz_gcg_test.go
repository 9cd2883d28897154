package wordgame

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// maxFuzzGCG is the longest input the GCG fuzz targets read; longer
// ones return at once, so that they never show new coverage.
//
// When the fuzzing engine finds an input with new coverage, it minimizes
// it, trying up to n²/2 shorter copies of an input of n bytes for up to
// a minute (-fuzzminimizetime), and counts none of those runs. With the
// testdata records (400 bytes to 2 KiB) as seeds, every input it found
// cost that minute, and FuzzReplayGCG ran about 20 inputs a minute under
// go test -fuzz though it reads 12,000 a second. 512 bytes is room for
// every pragma and kind of event and a dozen moves, and a minimization
// of at most about 130,000 runs, a few seconds.
const maxFuzzGCG = 512

// gcgSeedTexts are the GCG fuzz targets' seeds: short texts, each with a
// few of the features the records in testdata have (those are replayed
// by the ordinary tests).
var gcgSeedTexts = []string{
	"",
	"#player1 a A\n#player2 b B\n>a: ABC 8H CAB +14 14\n>b: DEF -DE +0 0\n>a: - +0 14\n",
	"#player1 a A\n#player2 b B\n>a: QI 8H QI +22 22\n>a: QI -- -22 0\n>b: (challenge) +5 5\n>b: (time) -10 -5\n",
	"#player1 a A\n#player2 b B\n>a: AB 8h a(B) +4 4 AB\n#note x\ny\n#rack1 ??\n#rack2 Z\n",
	"#character-encoding iso-8859-1\r\n#player1 \xe9 \xe9\xe8\r\n#player2 b B\r\n>\xe9: -7 +0 0\r\n>b: X (X) -8 -8\r\n",
	"# odd\n#player3 c C\n#player1 a A\n#player2 b B\n>c: - +0 0\n",
	// A score past CGP's old ±1,000,000 range.
	"#player1 a A\n#player2 b B\n>a: (challenge) +1000001 1000001\n",
	// Keywords with a dotted capital I.
	"#player1 a A\n#player2 b B\n#tİtle x\n>a: (tİme) -5 -5\n",
	// Keyword spellings: capitals are a rack, and a dotless ı is upper-cased
	// to the I of one.
	"#player1 a A\n#player2 b B\n>a: (TIME) -5 -5\n>b: (t\u0131me) +5 5\n>b: (Time) -1 4\n>a: (CHALLENGE) +1 -4\n",
	// Tiles of other alphabets: digraphs in brackets, blanks in lower
	// case, letters beyond A-Z, NFD marks, Catalan L·L.
	"#tile-distribution spanish\n#player1 a A\n#player2 b B\n>a: A[CH]O[LL]E?Ñ 8D [ch]A[LL]E +14 14\n>b: [RR]AÑOS H8 (E)[RR]A +6 6\n>a: OÑ?A -[LL]Ñ? +0 14\n#rack1 a[ch]o\n",
	"#tile-distribution spanish\n#player1 a A\n#player2 b B\n>a: A[CH]OOL[RR]? 8G [CH]O[rr]O +14 14\n>b: ABCDEFG H7 C.AD +8 8\n",
	"#player1 a A\n#player2 b B\n>a: N\u0303[l·l]Ł?ç -2 +0 0\n>b: L·LÄÖÜ 8H l·lÄ[Ö]ü +9 9\n>a: ([CH]) +4 4\n",
}

// gcgSeeds adds gcgSeedTexts to f.
func gcgSeeds(f *testing.F) {
	for _, s := range gcgSeedTexts {
		f.Add([]byte(s))
	}
}

// FuzzReadGCG checks that ReadGCG never panics and that whatever it
// reads, gcg.Write writes and gcg.Read reads back unchanged.
func FuzzReadGCG(f *testing.F) {
	gcgSeeds(f)
	gametest.QuickMinimize(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzGCG {
			return
		}
		rec, err := gcg.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatalf("read but cannot write: %v\n%q", err, data)
		}
		back, err := gcg.Read(bytes.NewReader(text))
		if err != nil {
			t.Fatalf("cannot read what was written: %v\n%s", err, text)
		}
		again, err := back.MarshalText()
		if err != nil || !bytes.Equal(text, again) {
			t.Fatalf("writing is not stable (%v):\n%s\n%s", err, text, again)
		}
		if a, b := gcgStripLines(rec), gcgStripLines(back); !reflect.DeepEqual(a, b) {
			t.Fatalf("record changed in the round trip:\n%+v\n%+v", a, b)
		}
	})
}

// FuzzReplayGCG replays arbitrary records with a dictionary that accepts
// every word, so that moves get through to the board: it must never
// panic, and every State it returns must hold exactly the game's tiles.
func FuzzReplayGCG(f *testing.F) {
	gcgSeeds(f)
	gametest.QuickMinimize(f)
	all := dictionary.Func(func(string) bool { return true })
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzGCG {
			return
		}
		// A record naming rules in another alphabet is replayed under
		// them, with a list of that alphabet that takes every word.
		rules, dict := Classic(), dictionary.Dictionary(all)
		if rec, err := gcg.Read(bytes.NewReader(data)); err == nil {
			if r, err := RecordRules(rec); err == nil && r.Tiles.Alphabet() != tiles.English() && r.Validate() == nil {
				rules, dict = r, anyWordIn{r.Tiles.Alphabet()}
			}
		}
		want := tiles.FormatMultiset(rules.Tiles.Tiles())
		s, err := ReplayGCG(rules, dict, bytes.NewReader(data))
		if s.g == nil {
			if err == nil {
				t.Fatalf("no game and no error")
			}
			return
		}
		if got := tiles.FormatMultiset(gcgUnassigned(s.AllTiles())); got != want {
			t.Fatalf("tiles not conserved (error %v):\n%s", err, got)
		}
		text, merr := s.MarshalText()
		if merr != nil {
			t.Fatalf("replayed state cannot be written: %v", merr)
		}
		var back State
		if uerr := back.UnmarshalText(text); uerr != nil {
			t.Fatalf("replayed state's CGP does not read back: %v\n%s", uerr, text)
		}
	})
}

// anyWordIn is a word list of an alphabet that takes every word.
type anyWordIn struct{ a *tiles.Alphabet }

func (d anyWordIn) Contains(string) bool      { return true }
func (d anyWordIn) Alphabet() *tiles.Alphabet { return d.a }

// TestGCGFuzzSeedsShort checks that the GCG fuzz targets start from
// inputs they read (at most maxFuzzGCG bytes), seeds and corpus files
// alike: a longer seed would make each input found from it cost the
// fuzzing engine up to a minute of minimizing.
func TestGCGFuzzSeedsShort(t *testing.T) {
	for i, s := range gcgSeedTexts {
		if len(s) > maxFuzzGCG {
			t.Errorf("seed %d has %d bytes, more than %d", i, len(s), maxFuzzGCG)
		}
	}
	files, _ := filepath.Glob("testdata/fuzz/Fuzz*GCG/*")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		// A corpus file quotes the input as a Go literal: its length
		// bounds the input's.
		if len(b) > 2*maxFuzzGCG {
			t.Errorf("%s has %d bytes: its input may be longer than %d", name, len(b), maxFuzzGCG)
		}
	}
}
