package wordgame

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
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
		m, err := botMove(s, level, seed, int(s.turn))
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

// TestBotGames plays Spanish and Polish games to the end with bots and a
// small word list, and checks that they place tiles: Spanish at Easy,
// Medium and Hard, Polish at Medium and Hard, and Polish Expert against
// itself (simulation, then the exact endgame) under Long.
func TestBotGames(t *testing.T) {
	polish := []tilekit.Level{tilekit.Medium, tilekit.Hard}
	if gametest.IsLong() {
		polish = append(polish, tilekit.Expert)
	}
	for _, c := range []struct {
		name          string
		rules         Rules
		list          *dictionary.List
		seed, botSeed uint64
		levels        []tilekit.Level
	}{
		{"spanish", coreSpanishRules(), coreSpanishList(t), 7, 1, []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard}},
		{"polish", corePolishRules(), corePolishList(t), 3, 2, polish},
	} {
		for _, level := range c.levels {
			s, err := New(c.rules, Setup{Players: 2, Seed: c.seed, Dictionary: c.list})
			if err != nil {
				t.Fatal(err)
			}
			end := playBots(t, s, level, c.botSeed)
			placed := 0
			for _, m := range end.History() {
				if m.Kind() == KindPlace {
					placed++
				}
			}
			if placed < 5 {
				t.Errorf("%s, %v: only %d placements\n%s", c.name, level, placed, end.Board())
			}
		}
	}
}

// wordsGame deals a two-player game under r (seed 1) with a word list of
// words in r's alphabet, and gives seat 0 the rack.
func wordsGame(t *testing.T, r Rules, rack string, words ...string) State {
	t.Helper()
	d, err := dictionary.FromWords(r.Tiles.Alphabet(), slices.Values(words))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(r, Setup{Players: 2, Seed: 1, Dictionary: d})
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.withRack(0, rack); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSpanishScoreDigraphOnPremium checks by hand the score of a word
// whose CH tile stands on a letter premium.
func TestSpanishScoreDigraphOnPremium(t *testing.T) {
	s := wordsGame(t, coreSpanishRules(), "[CH]ARCOE?", "CHARCO", "CHARCOS", "ARCO")
	// CHARCO down from H4 is CH A R C O: five tiles, H4 to H8. H4 is a
	// double-letter square and H8, the centre, a double-word square. CH
	// is worth 5, doubled to 10; A, R, C, O are worth 1 + 1 + 3 + 1 = 6;
	// the word is doubled: (10 + 6) × 2 = 32. Classic rules multiply
	// word premiums; five tiles of seven earn no bonus.
	for _, text := range []string{"H4 CHARCO", "H4 [CH]ARCO", "h4 [ch]ARCO"} {
		m, sc := mustParse(t, s, text), mustScore(t, s, text)
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

// reporter is what compareWithBruteForce needs of a *testing.T or a
// *rapid.T.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// compareWithBruteForce checks the generator's moves and scores on s
// against the brute-force enumerator: the same moves, each scored as
// Score scores it. It returns the number of moves.
func compareWithBruteForce(t reporter, s State) int {
	t.Helper()
	want := bruteForce(s)
	top, err := s.topMoves(1 << 30)
	if err != nil {
		t.Fatal(err)
	}
	got := make(map[Move]int, len(top))
	for _, x := range top {
		got[x.Move] = x.Score
	}
	bad := 0
	fail := func(format string, args ...any) {
		t.Errorf(format, args...)
		bad++
	}
	for m, sc := range want {
		if g, ok := got[m]; !ok {
			fail("missing %s (%d points)", m, sc)
		} else if g != sc {
			fail("%s: generator %d points, Score %d", m, g, sc)
		}
	}
	for m := range got {
		if _, ok := want[m]; !ok {
			fail("extra move %s", m)
		}
	}
	if n := len(slices.Collect(s.LegalMoves())); n != len(top) {
		fail("LegalMoves yields %d moves, topMoves %d", n, len(top))
	}
	if bad > 0 {
		t.Fatalf("board:\n%srack %s", s.Board(), s.RackLetters(int(s.turn)))
	}
	return len(want)
}

// TestSpanishMoveCountsBruteForce compares the move generator with the
// brute-force enumerator on Spanish positions of a small board, reached by
// seeded play, with racks holding digraph tiles, Ñ and blanks.
func TestSpanishMoveCountsBruteForce(t *testing.T) {
	t.Parallel()
	r := coreSpanishRules()
	r.Layout, r.RackSize = slices.Clone(layout9x9), 4
	racks := []string{"", "[CH]EOA", "[LL]A?O", "[RR]OEA", "ÑAOS", "?AOE", "CEHO", "AE?S"}
	// The counts both enumerations give, pinned: the positions come from
	// seeded deals, so they are the same on every machine.
	counts := []int{2, 8, 72, 7, 11, 57, 4, 0}
	total := 0
	for seed := range uint64(len(racks)) {
		s, err := New(r, Setup{Players: 2, Seed: seed, Dictionary: coreSpanishList(t)})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < int(seed)+2 && !s.Over(); ply++ {
			m := Pass()
			if ms := s.AppendLegalMoves(nil); len(ms) > 0 {
				m = ms[(ply*7+int(seed))%len(ms)]
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if racks[seed] != "" {
			if s, err = s.withRack(int(s.turn), racks[seed]); err != nil {
				t.Fatalf("rack %s: %v", racks[seed], err)
			}
		}
		n := compareWithBruteForce(t, s)
		t.Logf("seed %d, rack %s: %d moves", seed, s.RackLetters(int(s.turn)), n)
		if n != counts[seed] {
			t.Errorf("seed %d, rack %s: %d moves, want %d", seed, s.RackLetters(int(s.turn)), n, counts[seed])
		}
		total += n
	}
	if total < 150 {
		t.Errorf("%d moves in all: too few to compare", total)
	}
}

// alphabetCandidates proposes moves for s, a game in any alphabet: some
// of the generator's, a pass, an exchange, and near misses (moved,
// letters changed, one square longer, in another alphabet, random text).
func alphabetCandidates(t *rapid.T, s State) []Move {
	a := s.g.alpha
	all := s.AppendLegalMoves(nil)
	var out []Move
	for range min(6, len(all)) {
		out = append(out, all[rapid.IntRange(0, len(all)-1).Draw(t, "legal")])
	}
	legal := slices.Clone(out)
	out = append(out, Pass())
	if rk := s.racks[s.turn].letters(); len(rk) > 0 {
		k := rapid.IntRange(1, len(rk)).Draw(t, "exchange")
		if m, ok := exchangeOf(s.g.aid, rk[:k]); ok {
			out = append(out, m)
		}
	}
	letter := func(label string) byte {
		x := a.Code(rapid.IntRange(0, a.Len()-1).Draw(t, label))
		if rapid.IntRange(0, 3).Draw(t, label+"Blank") == 0 {
			x = blankOf(x)
		}
		return x
	}
	for _, m := range legal[:min(3, len(legal))] {
		bad := m
		bad.row = (bad.row + 1) % MaxBoardSize
		bad2 := m
		bad2.tiles[rapid.IntRange(0, int(m.n)-1).Draw(t, "at")] = letter("letter")
		bad3 := m
		bad3.n++
		bad4 := m
		bad4.alpha = 0 // the same codes, read as English letters
		out = append(out, bad, bad2, bad3, bad4)
	}
	codes := make([]byte, rapid.IntRange(1, 5).Draw(t, "len"))
	for i := range codes {
		codes[i] = letter("random")
	}
	r := rapid.IntRange(1, 15).Draw(t, "row")
	c := string(rune('A' + rapid.IntRange(0, 14).Draw(t, "col")))
	text := strconv.Itoa(r) + c + " " + a.Format(codes)
	if rapid.Bool().Draw(t, "down") {
		text = c + strconv.Itoa(r) + " " + a.Format(codes)
	}
	if m, err := ParseMove(s, text); err == nil {
		out = append(out, m)
	}
	return out
}

// checkAlphabetPlay plays a game of rules with dictionary d by moves
// drawn from alphabetCandidates and checks every step: Validate agrees
// with Apply, a refused move changes nothing, the tiles are conserved, a
// move adds its Score, and a move's text reads back as the move.
func checkAlphabetPlay(t *rapid.T, rules Rules, d dictionary.Dictionary) {
	s, err := New(rules, Setup{Players: 2, Seed: rapid.Uint64().Draw(t, "seed"), Dictionary: d})
	if err != nil {
		t.Fatal(err)
	}
	set := tilesNoLetter(s.AllTiles())
	steps := rapid.IntRange(1, 40).Draw(t, "steps")
	for i := 0; i < steps && !s.Over(); i++ {
		cands := alphabetCandidates(t, s)
		m := cands[rapid.IntRange(0, len(cands)-1).Draw(t, "pick")]
		verr := s.Validate(m)
		sc, serr := s.Score(m)
		next, err := s.Apply(m)
		if (verr == nil) != (err == nil) || (serr == nil) != (err == nil) {
			t.Fatalf("%v: Validate %v, Score %v, Apply %v", m, verr, serr, err)
		}
		if err != nil {
			if !reflect.DeepEqual(next, s) {
				t.Fatalf("%v was refused (%v) but changed the state", m, err)
			}
			continue
		}
		if got := tilesNoLetter(next.AllTiles()); !slices.Equal(got, set) {
			t.Fatalf("after %v the tiles are %v, want %v", m, got, set)
		}
		if !next.Over() && next.Scores()[s.turn] != s.Scores()[s.turn]+sc.Total {
			t.Fatalf("%v: score %d, want %d + %d", m, next.Scores()[s.turn], s.Scores()[s.turn], sc.Total)
		}
		if back, err := ParseMove(s, m.String()); err != nil || back != m {
			t.Fatalf("%q reads back as %v (%v)", m.String(), back, err)
		}
		var back Move
		if text, err := m.MarshalText(); err != nil || back.UnmarshalText(text) != nil || back != m {
			t.Fatalf("%v: MarshalText %q (%v) reads back as %v", m, text, err, back)
		}
		s = next
	}
}

// TestAlphabetPlayProperties checks random legal and illegal moves in a
// Spanish and a Polish game.
func TestAlphabetPlayProperties(t *testing.T) {
	gametest.Checks(t, 30)
	es, pl := coreSpanishList(t), corePolishList(t)
	t.Run("spanish", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { checkAlphabetPlay(t, coreSpanishRules(), es) })
	})
	t.Run("polish", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { checkAlphabetPlay(t, corePolishRules(), pl) })
	})
}

// TestTileSetPresets checks each preset's size, alphabet and values, and
// that a game starts with it and a word list of its alphabet, but not
// with the English default list.
func TestTileSetPresets(t *testing.T) {
	for _, c := range []struct {
		name  string
		set   tiles.Distribution
		a     *tiles.Alphabet
		total int
		some  string // a letter and its value
		value int
	}{
		{"spanish", SpanishTiles(), tiles.Spanish(), 100, "RR", 8},
		{"catalan", CatalanTiles(), tiles.Catalan(), 100, "L·L", 10},
		{"french", FrenchTiles(), tiles.French(), 102, "K", 10},
		{"german", GermanTiles(), tiles.German(), 102, "Ö", 8},
		{"polish", PolishTiles(), tiles.Polish(), 100, "Ź", 9},
	} {
		if c.set.Alphabet() != c.a || c.set.Total() != c.total {
			t.Errorf("%s: %d tiles of %v, want %d of %v", c.name, c.set.Total(), c.set.Alphabet(), c.total, c.a)
		}
		r := Classic()
		r.Tiles = c.set
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		var back Rules
		if text, err := json.Marshal(r); err != nil || json.Unmarshal(text, &back) != nil || !rulesEqual(back, r) || back.Tiles.Alphabet() != c.a {
			t.Errorf("%s: the rules do not read back from JSON %s (%v)", c.name, text, err)
		}
		l, _ := c.a.LetterOf(c.some)
		if n := c.set[c.a.Tile(l, c.value)]; n != 1 {
			t.Errorf("%s: %d tiles %s worth %d, want 1", c.name, n, c.some, c.value)
		}
		if _, err := New(r, Setup{Players: 2, Dictionary: dictionary.Default()}); !errors.Is(err, ErrBadSetup) || !strings.Contains(err.Error(), "english alphabet") {
			t.Errorf("%s with the English list: %v, want ErrBadSetup naming the alphabets", c.name, err)
		}
		// No list, and no language package imported in these tests: the
		// error says which import (or list) is missing.
		if _, err := New(r, Setup{Players: 2}); !errors.Is(err, ErrBadSetup) || !errors.Is(err, dictionary.ErrNoWordList) || !strings.Contains(err.Error(), c.a.Name()+" alphabet") {
			t.Errorf("%s with no list: %v, want ErrBadSetup and ErrNoWordList naming the alphabet", c.name, err)
		}
		words := []string{c.a.Letters()[0] + c.a.Letters()[1], c.a.Letters()[2] + c.a.Letters()[0]}
		d, err := dictionary.FromWords(c.a, slices.Values(words))
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(r, Setup{Players: 2, Seed: 1, Dictionary: d})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if s.Attach(dictionary.Default()).Dictionary() != nil {
			t.Errorf("%s: Attach(Default) attaches an English list", c.name)
		}
		if got := tilesNoLetter(s.AllTiles()); !slices.Equal(got, tiles.Sort(c.set.Tiles())) {
			t.Errorf("%s: the game's tiles differ from the set", c.name)
		}
	}
}

// TestAlphabetNotation checks how Spanish placements are read and
// written: greedy reading, brackets, lower case for blanks, '.' for a
// board tile, and the alphabet's name in MarshalText.
func TestAlphabetNotation(t *testing.T) {
	s := wordsGame(t, coreSpanishRules(), "[CH]ENO?A", "CHE", "NOCHE", "LLAMA", "AÑO", "NO")
	if got := s.RackLetters(0); got != "A[CH]ENO?" {
		t.Errorf("RackLetters = %q, want A[CH]ENO?", got)
	}
	che := mustParse(t, s, "8H [CH]E")
	for _, text := range []string{"8H CHE", "8h CHE", "8H [ch]E"} {
		m := mustParse(t, s, text)
		if m.NewTiles() != 2 || m.Len() != 2 || (text == "8H [ch]E") != isBlankSq(m.tiles[0]) {
			t.Errorf("%s reads as %v: %d tiles", text, m, m.NewTiles())
		}
		if text != "8H [ch]E" && m != che {
			t.Errorf("%s reads as %v, want %v", text, m, che)
		}
	}
	if che.String() != "8H [CH]E" || che.Word() != "[CH]E" {
		t.Errorf("String %q, Word %q, want 8H [CH]E", che, che.Word())
	}
	text, err := che.MarshalText()
	var back Move
	if err != nil || string(text) != "spanish:8H [CH]E" || back.UnmarshalText(text) != nil || back != che {
		t.Errorf("MarshalText %q (%v) reads back as %v", text, err, back)
	}
	if m, err := PlaceIn(tiles.Spanish(), 7, 7, Across, "CHE"); err != nil || m != che {
		t.Errorf("PlaceIn: %v, %v", m, err)
	}
	if m, err := Place(7, 7, Across, "CHE"); err != nil || m.Len() != 3 || s.Validate(m) == nil {
		t.Errorf("Place (English) CHE: %v, %v, want three English letters refused", m, err)
	}
	sc := mustScore(t, s, "8H CHE")
	if sc.Total != 12 || sc.Words[0].Word != "CHE" {
		t.Errorf("8H CHE scores %v, want (5 + 1) × 2 = 12", sc)
	}
	next, err := s.Apply(che)
	if err != nil {
		t.Fatal(err)
	}
	if got := next.Board().Letter(7, 7); got != "CH" || next.Board().At(7, 7) != 'D' {
		t.Errorf("8H holds %q (code %q), want CH ('D', the fourth letter)", got, next.Board().At(7, 7))
	}
	// A word through the board tiles: NOCHE with CH and E on the board,
	// written with '.' or with the letters.
	if next, err = next.withRack(1, "ÑANO?AL"); err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"8F NO..", "8F NO.E", "8F NO[CH]E", "8F NOCHE", "8f noche"} {
		m, err := ParseMove(next, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if text == "8f noche" {
			if next.Validate(m) == nil {
				t.Errorf("%s: three blanks accepted from a rack of one", text)
			}
			continue
		}
		if m.String() != "8F NO.." || m.NewTiles() != 2 {
			t.Errorf("%s reads as %v, want 8F NO..", text, m)
		}
	}
	if _, err := ParseMove(next, "8F NOCE"); !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), "holds CH, not C") {
		t.Errorf("8F NOCE: %v, want a syntax error: 8H holds CH, not C", err)
	}
	// ñ is a blank standing for Ñ: (1 + 0 + 1) × 2 on the centre.
	if m := mustParse(t, s, "8G AñO"); m.String() != "8G AñO" || !isBlankSq(m.tiles[1]) {
		t.Errorf("8G AñO reads as %v", m)
	}
	if sc := mustScore(t, s, "8G AñO"); sc.Total != 4 || sc.Words[0].Word != "AñO" {
		t.Errorf("8G AñO scores %v, want 4", sc)
	}
}

// TestAlphabetMovesBruteForceLong compares the move generator with the
// brute-force enumerator on random Spanish and Polish positions of small
// boards, racks of 2 to 4 tiles with up to two blanks.
func TestAlphabetMovesBruteForceLong(t *testing.T) {
	gametest.Long(t)
	es, pl := coreSpanishList(t), corePolishList(t)
	rapid.Check(t, func(t *rapid.T) {
		rules, d := bruteRules(t), dictionary.Dictionary(es)
		rules.Tiles = SpanishTiles()
		if rapid.Bool().Draw(t, "polish") {
			rules.Tiles, d = PolishTiles(), pl
		}
		s, err := New(rules, Setup{Players: 2, Seed: rapid.Uint64().Draw(t, "seed"), Dictionary: d})
		if err != nil {
			t.Fatal(err)
		}
		for i := rapid.IntRange(0, 6).Draw(t, "plies"); i > 0 && !s.Over(); i-- {
			m := Pass()
			if ms := s.AppendLegalMoves(nil); len(ms) > 0 {
				m = ms[rapid.IntRange(0, len(ms)-1).Draw(t, "pick")]
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if s.Over() {
			return
		}
		rack := s.racks[s.turn]
		for i := range min(rapid.IntRange(0, 2).Draw(t, "blanks"), int(rack.n)) {
			rack.t[i] = '?'
		}
		if s2, err := s.withRack(int(s.turn), s.g.rackText(rack)); err == nil {
			s = s2
		}
		compareWithBruteForce(t, s)
	})
}

// TestSpanishExpertGameLong plays a Spanish game to the end with Expert
// bots: simulation, then the exact endgame search.
func TestSpanishExpertGameLong(t *testing.T) {
	gametest.Long(t)
	s, err := New(coreSpanishRules(), Setup{Players: 2, Seed: 11, Dictionary: coreSpanishList(t)})
	if err != nil {
		t.Fatal(err)
	}
	end := playBots(t, s, tilekit.Expert, 3)
	if len(end.History()) < 10 {
		t.Errorf("%d moves", len(end.History()))
	}
}

// TestSpanishDeterminize checks that a determinized Spanish position
// keeps the seat's rack and the game's tiles, and plays on.
func TestSpanishDeterminize(t *testing.T) {
	s, err := New(coreSpanishRules(), Setup{Players: 2, Seed: 5, Dictionary: coreSpanishList(t)})
	if err != nil {
		t.Fatal(err)
	}
	s = playBot(t, s, tilekit.Medium, 1, 6)
	set := tilesNoLetter(s.AllTiles())
	for seed := range uint64(5) {
		d, err := s.Determinize(int(s.turn), seed)
		if err != nil {
			t.Fatal(err)
		}
		if d.RackLetters(int(s.turn)) != s.RackLetters(int(s.turn)) || !slices.Equal(tilesNoLetter(d.AllTiles()), set) {
			t.Fatalf("seed %d: rack %s, tiles %v; want rack %s, tiles %v", seed, d.RackLetters(int(s.turn)), d.AllTiles(), s.RackLetters(int(s.turn)), set)
		}
		playBots(t, d, tilekit.Medium, seed)
	}
}

// TestLargeAlphabet checks a game in an alphabet of more letters than
// the move generator holds: moves are checked and scored, the generator
// says why it cannot search, and the bots fall back to exchanges and
// passes.
func TestLargeAlphabet(t *testing.T) {
	letters := strings.Fields("A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Á É Í Ó Ú Ñ Ü Ç À È Ì Ò Ù Â")
	a, err := tiles.NewAlphabet("wordgame-test-40", letters, nil)
	if err != nil {
		t.Fatal(err)
	}
	var counts, values strings.Builder
	for _, l := range letters {
		counts.WriteString(l + "3 ")
		values.WriteString(l + "2 ")
	}
	set, err := a.Distribution(counts.String()+"?2", values.String()+"?0")
	if err != nil {
		t.Fatal(err)
	}
	r := Classic()
	r.Tiles = set
	s := wordsGame(t, r, "ÂÚABCDE", "ÂÚ", "ÚÂ")
	if sc := mustScore(t, s, "8H ÂÚ"); sc.Total != 8 {
		t.Errorf("8H ÂÚ scores %v, want (2 + 2) × 2 = 8", sc)
	}
	if _, err := s.BestMove(); !errors.Is(err, ErrDetached) || !strings.Contains(err.Error(), "up to 32 letters") {
		t.Errorf("BestMove: %v, want ErrDetached saying the generator holds up to 32 letters", err)
	}
	// The bots cannot search it: they say so rather than pass for ever.
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
		if m, err := botMove(s, level, 1, 0); !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "up to 32 letters") {
			t.Errorf("%v: %v (%v), want ErrUnsupported saying the generator holds up to 32 letters", level, m, err)
		}
	}
}

// TestCatalanNotation checks Catalan's tiles of several characters: L·L
// (three characters, one a middle dot) and QU.
func TestCatalanNotation(t *testing.T) {
	r := Classic()
	r.Tiles = CatalanTiles()
	s := wordsGame(t, r, "COL·LA[QU]E?", "COL·LA", "QUE")
	if _, err := s.withRack(0, "COL·LAQUEEE"); !errors.Is(err, ErrBadSetup) {
		t.Errorf("a rack of 8 tiles (QU is one): %v", err)
	}
	m := mustParse(t, s, "8G COL·LA")
	if m.NewTiles() != 4 || m.String() != "8G CO[L·L]A" {
		t.Errorf("8G COL·LA reads as %v, %d tiles; want 8G CO[L·L]A, 4 tiles", m, m.NewTiles())
	}
	// C 2, O 1, L·L 10 on 8I, A 1, doubled by the centre: 28.
	if sc := mustScore(t, s, "8G CO[L·L]A"); sc.Total != 28 {
		t.Errorf("8G CO[L·L]A scores %v, want (2 + 1 + 10 + 1) × 2 = 28", sc)
	}
	var found bool
	for _, h := range allHints(s) {
		found = found || h.Move == m
	}
	if !found {
		t.Error("the generator does not list 8G CO[L·L]A")
	}
	if m := mustParse(t, s, "H7 QUE"); m.NewTiles() != 2 || m.String() != "H7 [QU]E" {
		t.Errorf("H7 QUE reads as %v", m)
	}
}

// TestCatalanSpellings checks the other spellings of Catalan letters in
// move notation: QÜ is QU, and Ŀ spells L·L, but a '.' always marks a
// board tile, so L.L there is L, a board tile, L (in a word list it is
// L·L), and a move that writes '.' between two L tiles reads back as
// itself.
func TestCatalanSpellings(t *testing.T) {
	r := Classic()
	r.Tiles = CatalanTiles()
	s := wordsGame(t, r, "COL·LA[QU]E?", "COL·LA", "QUE", "ALLA")
	if m := mustParse(t, s, "8G COŀLA"); m.NewTiles() != 4 || m.String() != "8G CO[L·L]A" {
		t.Errorf("8G COŀLA reads as %v", m)
	}
	if m := mustParse(t, s, "H7 QÜE"); m.NewTiles() != 2 || m.String() != "H7 [QU]E" {
		t.Errorf("H7 QÜE reads as %v", m)
	}
	m, err := PlaceIn(tiles.Catalan(), 7, 6, Across, "AL.LA")
	if err != nil || m.Len() != 5 || m.NewTiles() != 4 || m.String() != "8G AL.LA" {
		t.Fatalf("PlaceIn AL.LA: %v (%d squares, %d tiles), %v; want A, L, a board tile, L, A", m, m.Len(), m.NewTiles(), err)
	}
	var back Move
	if text, err := m.MarshalText(); err != nil || back.UnmarshalText(text) != nil || back != m {
		t.Errorf("8G AL.LA: MarshalText %q (%v) reads back as %v", text, err, back)
	}
	if _, err := ParseMove(s, "8G COL.LA"); !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), "is empty") {
		t.Errorf("8G COL.LA on an empty board: %v, want '.' to stand for a board tile", err)
	}
	if m := mustParse(t, s, "8G CO[L·L]A"); m.NewTiles() != 4 {
		t.Errorf("8G CO[L·L]A reads as %v", m)
	}
}

// TestGermanEszett checks that ß, which has no capital tile, is played
// as two natural S tiles in move notation, in any case: STRAßE is
// STRASSE, never two blanks (issue 38); blanks for it are written ss.
func TestGermanEszett(t *testing.T) {
	r := Classic()
	r.Tiles = GermanTiles()
	s := wordsGame(t, r, "STRASSE", "STRASSE")
	natural := mustParse(t, s, "8H STRASSE")
	for _, text := range []string{"8H STRAßE", "8H STRAẞE", "8h straße"} {
		m := mustParse(t, s, text)
		if text == "8h straße" {
			if m.String() != "8H straSSe" {
				t.Errorf("%s reads as %v, want blanks for s, t, r, a, e and natural S for ß", text, m)
			}
			continue
		}
		if m != natural {
			t.Errorf("%s reads as %v, want %v", text, m, natural)
		}
		if err := s.Validate(m); err != nil {
			t.Errorf("%s with rack STRASSE: %v", text, err)
		}
	}
	want := mustScore(t, s, "8H STRASSE").Total
	if got := mustScore(t, s, "8H STRAßE").Total; got != want {
		t.Errorf("8H STRAßE scores %d, STRASSE %d", got, want)
	}
	blanks, err := s.withRack(0, "STRAE??")
	if err != nil {
		t.Fatal(err)
	}
	if err := blanks.Validate(mustParse(t, blanks, "8H STRAßE")); !errors.Is(err, ErrNotHeld) {
		t.Errorf("8H STRAßE with rack STRAE??: %v, want ErrNotHeld (ß is two S tiles, not blanks)", err)
	}
	if m := mustParse(t, blanks, "8H STRAssE"); blanks.Validate(m) != nil || m.String() != "8H STRAssE" {
		t.Errorf("8H STRAssE with rack STRAE??: %v, %v", m, blanks.Validate(m))
	}
}

// TestAlphabetsConcurrently starts games in every preset alphabet at once
// (the alphabets are numbered on first use) and checks that each game's
// moves name its own alphabet.
func TestAlphabetsConcurrently(t *testing.T) {
	sets := []tiles.Distribution{SpanishTiles(), CatalanTiles(), FrenchTiles(), GermanTiles(), PolishTiles()}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(sets))
	for range 4 {
		for _, set := range sets {
			wg.Go(func() {
				a := set.Alphabet()
				r := Classic()
				r.Tiles = set
				d, err := dictionary.FromWords(a, slices.Values([]string{a.Letters()[0] + a.Letters()[0]}))
				if err != nil {
					errs <- err.Error()
					return
				}
				s, err := New(r, Setup{Players: 2, Seed: 1, Dictionary: d})
				if err != nil {
					errs <- err.Error()
					return
				}
				m, err := PlaceIn(a, 7, 7, Across, a.Letters()[0]+a.Letters()[0])
				if err != nil || m.Alphabet() != a || s.Board().Alphabet() != a {
					errs <- fmt.Sprintf("%v: move %v (%v) in %v, board in %v", a, m, err, m.Alphabet(), s.Board().Alphabet())
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
