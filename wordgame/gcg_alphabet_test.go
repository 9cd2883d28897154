package wordgame

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// Spanish games for the format tests: the 100-tile Spanish set with its
// CH, LL and RR tiles (counts and values of the published set), under
// the Classic knobs, and a small word list of ours with words that use
// the digraphs.

// esT is what the Spanish helpers need of a *testing.T or a *rapid.T.
type esT interface {
	Helper()
	Fatal(args ...any)
}

// esRules returns Classic() with the Spanish tile set.
func esRules(t esT) Rules {
	t.Helper()
	d, err := tiles.Spanish().Distribution(
		"A12 B2 C4 CH1 D5 E12 F1 G2 H2 I6 J1 L4 LL1 M2 N5 Ñ1 O9 P2 Q1 R5 RR1 S6 T4 U5 V1 X1 Y1 Z1 ?2",
		"A1 B3 C3 CH5 D2 E1 F4 G2 H4 I1 J8 L1 LL8 M3 N1 Ñ8 O1 P3 Q5 R1 RR8 S1 T1 U1 V4 X8 Y4 Z10 ?0")
	if err != nil {
		t.Fatal(err)
	}
	r := Classic()
	r.Tiles = d
	return r
}

// esList returns the small Spanish word list of our own that the game
// of testdata/spanish.gcg was played with
// (testdata/spanish-record-words.txt).
func esList(t esT) *dictionary.List {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "spanish-record-words.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	list, err := dictionary.ReadWords(tiles.Spanish(), f)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// caWords is a small Catalan word list of our own, with L·L, NY, QU and
// Ç tiles (and LL, two L tiles).
var caWords = strings.Fields(`
	a al als el els la les un una o i ja no si pa pi mar sol cel gat gos peu cap cor dia nit
	mot mots noi nois noia casa cases any anys nyap col·la col·lar quan qui que quant plaça
	braç caça ella ull llum lloc pell coll bell rosa nou nova ou ous vi vila`)

// language is a game in another alphabet for the round-trip tests: its
// rules and a word list.
type language struct {
	name  string
	rules Rules
	list  *dictionary.List
}

// languages returns Spanish, Catalan and Polish games (Polish with the
// core tests' list of testdata/polish-words.txt).
func languages(t *testing.T) []language {
	ca, err := dictionary.FromWords(tiles.Catalan(), slices.Values(caWords))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join("testdata", "polish-words.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pl, err := dictionary.ReadWords(tiles.Polish(), f)
	if err != nil {
		t.Fatal(err)
	}
	out := []language{{"spanish", esRules(t), esList(t)}}
	for _, l := range []language{{name: "catalan", list: ca}, {name: "polish", list: pl}} {
		r, ok := presetRules(l.name)
		if !ok {
			t.Fatalf("no %s preset", l.name)
		}
		l.rules = r
		out = append(out, l)
	}
	return out
}

// esSelfPlay plays up to steps moves of a game: mostly one of the best
// placements, now and then a pass or an exchange.
func esSelfPlay(t *rapid.T, s State, steps int) State {
	for i := 0; i < steps && !s.Over(); i++ {
		m := Pass()
		switch choice := rapid.IntRange(0, 9).Draw(t, "choice"); {
		case choice == 0:
		case choice == 1 && s.BagLen() >= s.Rules().RackSize:
			rack := s.Rack(int(s.turn))
			k := rapid.IntRange(1, len(rack)).Draw(t, "exchange")
			var text strings.Builder
			for _, tl := range rack[:k] {
				if tl.Blank {
					text.WriteByte('?')
				} else {
					text.WriteString("[" + s.Rules().Tiles.Alphabet().Letter(tl.Letter) + "]")
				}
			}
			var err error
			if m, err = ParseMove(s, "-"+text.String()); err != nil {
				t.Fatalf("exchange %s: %v", text.String(), err)
			}
		default:
			if hints := hintsOf(s, 3); len(hints) > 0 {
				m = hints[rapid.IntRange(0, len(hints)-1).Draw(t, "hint")].Move
			}
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("bot move %v: %v", m, err)
		}
		s = next
	}
	return s
}

// esGame deals a game of lang and plays it for a random number of
// moves.
func esGame(t *rapid.T, lang language) State {
	rules, list := lang.rules, lang.list
	players := rapid.IntRange(2, 4).Draw(t, "players")
	names := []string{"Ana María", "Bo", "Cé", "Dan"}[:players]
	s, err := New(rules, Setup{Names: names, Seed: rapid.Uint64().Draw(t, "seed"), Dictionary: list})
	if err != nil {
		t.Fatal(err)
	}
	return esSelfPlay(t, s, rapid.IntRange(0, 60).Draw(t, "steps"))
}

// TestAlphabetRoundTrip plays random Spanish, Catalan and Polish games
// and writes them as CGP (see cgpRoundTrip) and as GCG records (see
// gcgRoundTrip).
func TestAlphabetRoundTrip(t *testing.T) {
	gametest.Checks(t, 30)
	for _, lang := range languages(t) {
		for _, format := range []struct {
			name  string
			check func(t *rapid.T, lang language, s State)
		}{{"CGP", cgpRoundTrip}, {"GCG", gcgRoundTrip}} {
			t.Run(lang.name+"/"+format.name, func(t *testing.T) {
				rapid.Check(t, func(t *rapid.T) { format.check(t, lang, esGame(t, lang)) })
			})
		}
	}
}

// cgpRoundTrip checks that s, written as CGP, reads back as the same
// position through UnmarshalText (the rules from tk.rules, the list given
// back with Attach) and FromCGP, and that the text writes a digraph tile
// in brackets and a blank in lower case.
func cgpRoundTrip(t *rapid.T, lang language, s State) {
	list := lang.list
	text, back := encodeState(t, s), readBack(t, s).Attach(list)
	if again := encodeState(t, back); again != text {
		t.Fatalf("attached, the State read back writes\n%s\nnot\n%s", again, text)
	}
	if back.Board() != s.Board() || !cmp.Equal(back.Scores(), s.Scores()) || back.RackLetters(0) != s.RackLetters(0) || back.Over() != s.Over() {
		t.Fatalf("decoded position differs:\n%s", text)
	}
	if !tiles.Equal(back.AllTiles(), s.AllTiles()) {
		t.Fatalf("tiles differ:\n%s", text)
	}
	from, err := FromCGP(lang.rules, list, text)
	if err != nil || from.Board() != s.Board() {
		t.Fatalf("FromCGP: %v\n%s", err, text)
	}
	checkEsNotation(t, s, text)
}

// checkEsNotation checks how a position's CGP writes the tiles of
// several characters on its board and racks.
func checkEsNotation(t *rapid.T, s State, text string) {
	rows, _, _ := strings.Cut(text, " ")
	b := s.Board()
	for r := range b.Rows() {
		for c := range b.Cols() {
			l := b.Letter(r, c)
			if len([]rune(l)) > 1 && !strings.Contains(rows, "["+l+"]") {
				t.Fatalf("the board holds %s but its rows do not write [%s]: %s", l, l, rows)
			}
		}
	}
	if strings.ContainsAny(rows, "?") {
		t.Fatalf("rows hold '?': %s", rows)
	}
	for p := range s.Players() {
		for _, tl := range s.Rack(p) {
			if l := s.Rules().Tiles.Alphabet().Letter(tl.Letter); !tl.Blank && len([]rune(l)) > 1 && !strings.Contains(text, "["+l+"]") {
				t.Fatalf("rack %s: %s not in brackets in %s", s.RackLetters(p), l, text)
			}
		}
	}
}

// TestSpanishView: a view's tiles give a digraph as its text and flag a
// blank; Draw keeps the board's columns aligned.
func TestSpanishView(t *testing.T) {
	rules := esRules(t)
	rows := "15/15/15/15/15/15/15/6[CH]A[rr]O5/15/15/15/15/15/15/15"
	s, err := FromCGP(rules, esList(t), rows+" [LL]AÑ?/EO 0/0 0")
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0)
	if v.Alphabet != "spanish" {
		t.Errorf("alphabet %q", v.Alphabet)
	}
	js := gametest.JSON(t, v)
	for _, want := range []string{
		`{"letter":"CH","value":5,"blank":false,"premium":"none","start":false}`,
		`{"letter":"A","value":1,"blank":false,"premium":"doubleWord","start":true},{"letter":"RR","value":0,"blank":true,"premium":"none","start":false}`,
		`"rack":[{"letter":"A","value":1,"blank":false},{"letter":"LL","value":8,"blank":false},{"letter":"Ñ","value":8,"blank":false},{"letter":"","value":0,"blank":true}]`,
		`"alphabet":"spanish"`,
	} {
		if !strings.Contains(js, want) {
			t.Errorf("view JSON lacks %s:\n%s", want, js)
		}
	}
	draw := v.Draw()
	lines := strings.Split(draw, "\n")
	if lines[0] != "    A  B  C  D  E  F  G  H  I  J  K  L  M  N  O " {
		t.Errorf("column line %q", lines[0])
	}
	if want := "  8 =  .  .  '  .  .  CH A  rr O  .  '  .  .  = "; lines[8] != want {
		t.Errorf("row 8 %q, want %q", lines[8], want)
	}
	if !strings.Contains(draw, "rack: A[LL]Ñ?") {
		t.Errorf("rack line:\n%s", draw)
	}
}

// gcgRoundTrip writes final's record and replays it: the replay reaches
// the same position and writes the same record.
func gcgRoundTrip(t *rapid.T, lang language, final State) {
	list := lang.list
	_, text := writeRecord(t, final)
	if !strings.Contains(text, "#tile-distribution "+lang.name+"\n") {
		t.Fatalf("the record does not name its distribution:\n%s", text)
	}
	got, err := ReplayGCG(Rules{}, list, strings.NewReader(text))
	if err != nil {
		t.Fatalf("replay: %v\n%s", err, text)
	}
	if a, b := gcgPosition(final), gcgPosition(got); a != b {
		t.Fatalf("replay reached\n%s\nwant\n%s\n%s", b, a, text)
	}
	if _, again := writeRecord(t, got); again != text {
		t.Fatalf("the replay writes another record:\n%s\nwant\n%s", again, text)
	}
}

// TestSpanishGCGRecord replays a whole Spanish game record, played to
// its end by bots (testdata/spanish.gcg, written by NewRecord: [CH]
// tiles, [rr] blanks and all): it replays under the rules and
// distribution it names, and writes itself again byte for byte.
func TestSpanishGCGRecord(t *testing.T) {
	path := filepath.Join("testdata", "spanish.gcg")
	data, err := os.ReadFile(path)
	if *gametest.Update {
		_, text := writeRecord(t, esBotGame(t))
		data = []byte(text)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	} else if err != nil {
		t.Fatal(err)
	}
	digraphs, blanks := 0, 0
	for line := range strings.Lines(string(data)) {
		if f := strings.Fields(line); len(f) > 3 && strings.HasPrefix(line, ">") && isCoord(f[2]) {
			if strings.Contains(f[3], "[") {
				digraphs++
			}
			if strings.ToUpper(f[3]) != f[3] {
				blanks++
			}
		}
	}
	if !bytes.Contains(data, []byte("\n#tile-distribution spanish\n")) || digraphs == 0 || blanks == 0 {
		t.Errorf("the record names no distribution, or places no digraph tile (%d) or blank (%d)", digraphs, blanks)
	}
	s, err := ReplayGCG(Rules{}, esList(t), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Error("the game is not over")
	}
	if _, again := writeRecord(t, s); again != string(data) {
		t.Errorf("written again:\n%s\nwant\n%s", again, data)
	}
}

// isCoord reports whether f is a placement's coordinate, 8H or H8.
func isCoord(f string) bool {
	_, _, _, detail := parseCoord(f)
	return detail == ""
}

// esBotGame plays a Spanish game to its end with the Hard bot, the
// game of testdata/spanish.gcg.
func esBotGame(t *testing.T) State {
	s, err := New(esRules(t), Setup{Names: []string{"Ana María", "Luis"}, Seed: 177, Dictionary: esList(t)})
	if err != nil {
		t.Fatal(err)
	}
	return playBot(t, s, tilekit.Hard, 177, 200)
}
