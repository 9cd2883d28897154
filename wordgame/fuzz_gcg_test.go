package wordgame

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// gcgSeeds adds the testdata records and a few short texts to f.
func gcgSeeds(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.gcg")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, s := range []string{
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
		// Tiles of other alphabets: digraphs in brackets, blanks in lower
		// case, letters beyond A-Z, NFD marks, Catalan L·L.
		"#tile-distribution spanish\n#player1 a A\n#player2 b B\n>a: A[CH]O[LL]E?Ñ 8D [ch]A[LL]E +14 14\n>b: [RR]AÑOS H8 (E)[RR]A +6 6\n>a: OÑ?A -[LL]Ñ? +0 14\n#rack1 a[ch]o\n",
		"#tile-distribution spanish\n#player1 a A\n#player2 b B\n>a: A[CH]OOL[RR]? 8G [CH]O[rr]O +14 14\n>b: ABCDEFG H7 C.AD +8 8\n",
		"#player1 a A\n#player2 b B\n>a: N\u0303[l·l]Ł?ç -2 +0 0\n>b: L·LÄÖÜ 8H l·lÄ[Ö]ü +9 9\n>a: ([CH]) +4 4\n",
	} {
		f.Add([]byte(s))
	}
}

// FuzzReadGCG checks that ReadGCG never panics and that whatever it
// reads, gcg.Write writes and gcg.Read reads back unchanged.
func FuzzReadGCG(f *testing.F) {
	gcgSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
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
	all := dictionary.Func(func(string) bool { return true })
	f.Fuzz(func(t *testing.T, data []byte) {
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
