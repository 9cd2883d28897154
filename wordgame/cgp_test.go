package wordgame

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// readTSV returns the positions of testdata/wordgame-movegen.tsv: id, cgp.
func readTSV(t *testing.T) [][2]string {
	t.Helper()
	data, err := os.ReadFile("testdata/wordgame-movegen.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		f := strings.Split(strings.TrimRight(line, "\r"), "\t")
		out = append(out, [2]string{f[0], f[1]})
	}
	return out
}

func TestCGPFromOtherEngines(t *testing.T) {
	for _, row := range readTSV(t) {
		id, text := row[0], row[1]
		fields := strings.Fields(text)
		s, err := FromCGP(Classic(), nil, text)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		var u State
		if err := u.UnmarshalText([]byte(text)); err != nil {
			t.Fatalf("%s: UnmarshalText: %v", id, err)
		}
		// Without tk.rules a CGP is read with Classic(), so both agree.
		if a, b := encodeState(t, s), encodeState(t, u); a != b {
			t.Errorf("%s: FromCGP and UnmarshalText differ:\n%s\n%s", id, a, b)
		}
		out := strings.Fields(encodeState(t, s))
		if out[0] != fields[0] {
			t.Errorf("%s: board written as %s, read %s", id, out[0], fields[0])
		}
		mover := strings.Split(fields[1], "/")[0]
		if s.RackLetters(0) != mover || int(s.turn) != 0 {
			t.Errorf("%s: mover's rack %q, want %q", id, s.RackLetters(0), mover)
		}
		// The unknown opponent rack was dealt from the bag.
		onBoard := s.Board().Count()
		if got, want := len(s.Rack(1)), min(7, 100-onBoard-len(mover)); got != want {
			t.Errorf("%s: opponent holds %d tiles, want %d", id, got, want)
		}
		if got := len(s.AllTiles()); got != 100 {
			t.Errorf("%s: %d tiles in all", id, got)
		}
		if !tiles.Equal(tilesNoLetter(s.AllTiles()), Classic().Tiles.Tiles()) {
			t.Errorf("%s: tiles differ from the set", id)
		}
		readBack(t, s)
	}
}

func TestCGPRoundTripThroughGame(t *testing.T) {
	// A three-player game with names, a custom rule set, played a little.
	r := smallRules()
	r.Players = 3
	s, err := New(r, Setup{Names: []string{"Ann", `B "the" o;`, "Cy"}, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6 && !s.Over(); i++ {
		ms := placements(s, testWords(), 1)
		m := Pass()
		if len(ms) > 0 {
			m = ms[0]
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
		text, back := encodeState(t, s), readBack(t, s)
		if int(back.turn) != int(s.turn) || !slices.Equal(back.Scores(), s.Scores()) || strings.Join(back.names, ",") != strings.Join(s.names, ",") {
			t.Fatalf("decoded state differs: %v %v %v", int(back.turn), back.Scores(), back.names)
		}
		if again := encodeState(t, jsonBack(t, s)); again != text {
			t.Fatalf("the JSON reads back as\n%s\nnot\n%s", again, text)
		}
	}
}

func TestCGPOpcodes(t *testing.T) {
	// Unknown opcodes, a lexicon name we do not ship and odd spacing are
	// read without error.
	text := emptyBoard + "  ADEHLRT/EIN  12/-3   2 lex NWL23; bdn 7; tmr 0/0;;  note \"a; b\";"
	s, err := FromCGP(Classic(), nil, text)
	if err != nil {
		t.Fatal(err)
	}
	if s.Scores()[0] != 12 || s.Scores()[1] != -3 || s.ScorelessTurns() != 2 || s.RackLetters(1) != "EIN" {
		t.Errorf("read %s", encodeState(t, s))
	}
	// lex common selects the common list.
	var c State
	if err := c.UnmarshalText([]byte(emptyBoard + " AB/CD 0/0 0 lex common;")); err != nil {
		t.Fatal(err)
	}
	if c.Dictionary() == nil || lexName(c.Dictionary()) != "common" {
		t.Errorf("lex common not honoured")
	}
	// tk.seat makes the first rack belong to seat 1.
	var u State
	if err := u.UnmarshalText([]byte(emptyBoard + " AB/CD 5/7 0 tk.rules default; tk.seat 1;")); err != nil {
		t.Fatal(err)
	}
	if int(u.turn) != 1 || u.RackLetters(1) != "AB" || u.Scores()[1] != 5 || u.Scores()[0] != 7 || u.Rules().RackSize != 8 {
		t.Errorf("tk.seat: %s", encodeState(t, u))
	}
}

func TestCGPErrors(t *testing.T) {
	bad := []string{
		"",
		emptyBoard,
		emptyBoard + " A/B 0/0",
		emptyBoard + " A/B 0 0",
		emptyBoard + " A/B/C/D/E 0/0/0/0/0 0",
		emptyBoard + " A/B x/0 0",
		emptyBoard + " A/B 0/0 -1",
		"15/15 A/B 0/0 0",
		"16/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0",
		"14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0",
		"0ABC12/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0",
		"A-14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0",
		"ABCDEFGHIJKLMNOP/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0",
		emptyBoard + " a/B 0/0 0",
		emptyBoard + " ABCDEFGH/B 0/0 0",
		emptyBoard + " ZZ/B 0/0 0",
		emptyBoard + " ???/B 0/0 0",
		"QQ13/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B 0/0 0",
		emptyBoard + " A/B 0/0 0 tk.seat 2;",
		emptyBoard + " A/B 0/0 0 tk.rand xyz;",
		emptyBoard + " A/B 0/0 0 tk.rules nonsense;",
		emptyBoard + " A/B 0/0 0 tk.rules rack=7;",
		emptyBoard + " A/B 0/0 0 tk.open 1;",
		emptyBoard + " A/B 0/0 0 tk.end 1/2;",
		emptyBoard + " A/B 0/0 0 tk.names \"a\";",
		emptyBoard + " A/B 0/0 0 note \"unterminated;",
	}
	for _, text := range bad {
		var s State
		err := s.UnmarshalText([]byte(text))
		if text == "" {
			if err != nil {
				t.Errorf("empty text: %v", err)
			}
			if _, err := FromCGP(Classic(), nil, text); !errors.Is(err, ErrSyntax) {
				t.Errorf("FromCGP(\"\") = %v", err)
			}
			continue
		}
		if err == nil {
			t.Errorf("UnmarshalText(%q) accepted", text)
			continue
		}
		if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrTooManyTiles) && !errors.Is(err, ErrBadRules) {
			t.Errorf("UnmarshalText(%q) = %v, not a CGP error", text, err)
		}
	}
}

func TestCGPFinishedGame(t *testing.T) {
	// An empty rack with an empty bag is a finished game, taken as
	// already scored.
	board := fullBoardExcept(t, Classic(), "QV")
	s, err := FromCGP(Classic(), nil, board+" /QV 120/90 0")
	if err != nil {
		t.Fatal(err)
	}
	res := s.Result()
	if !s.Over() || res.Reason != PlayerOut || res.Out != 0 || res.Scores[0] != 120 || res.Adjustments[0] != 0 || len(res.Winners) != 1 || res.Winners[0] != 0 {
		t.Errorf("result %+v", res)
	}
	if _, err := s.Apply(Pass()); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
}

func TestBoardText(t *testing.T) {
	s := mustCGP(t, Classic(), "15/15/15/15/15/15/15/6HAlT5/9O5/15/15/15/15/15/15 ABC/DEF 0/0 0")
	text, err := s.Board().MarshalText()
	if err != nil || string(text) != "15/15/15/15/15/15/15/6HAlT5/9O5/15/15/15/15/15/15" {
		t.Fatalf("%s %v", text, err)
	}
	var b Board
	if err := b.UnmarshalText(text); err != nil || b != s.Board() {
		t.Fatalf("board round trip: %v", err)
	}
	if b.At(7, 8) != 'L'|tiles.Lower || b.Letter(7, 8) != "l" || b.At(7, 5) != 0 || b.At(-1, 0) != 0 || b.Count() != 5 || b.Empty() {
		t.Errorf("board accessors")
	}
	js, err := json.Marshal(s.View(0))
	if err != nil || !strings.Contains(string(js), `{"letter":"L","value":0,"blank":true,"premium":"none","start":false}`) {
		t.Errorf("view JSON: %s %v", js, err)
	}
	for _, bad := range []string{"1", "3/2", "AB/1", "0/0", "22/22", "A!/AB"} {
		if err := b.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("board %q accepted", bad)
		}
	}
}

func TestCGPEmptyRackOwnForm(t *testing.T) {
	s := mustNew(t, Classic(), 4)
	s, err := s.withRack(1, "")
	if err != nil {
		t.Fatal(err)
	}
	if back := readBack(t, s); back.RackLetters(1) != "" {
		t.Errorf("an empty rack in the package's own CGP was dealt: %s", encodeState(t, back))
	}
}

// esRows is a Spanish board: CHORRO across row 8 (a blank RR), a C then
// an H down column G, and a C then an H across row 12, which must stay
// two tiles.
const esRows = "15/15/15/15/15/15/15/6[CH]O[rr]O5/6C8/6H8/15/3[C]H10/15/15/15"

// FuzzUnmarshalText reads arbitrary CGP text, positions in other
// alphabets among the seeds: digraph tiles in brackets, blanks in lower
// case, Ñ, Catalan L·L, Polish letters, German ß (read as SS) and broken
// brackets. Whatever reads must write and read back the same
// (gametest.FuzzDecodeState), and hold exactly the set's tiles.
func FuzzUnmarshalText(f *testing.F) {
	for _, seed := range append(cgpAlphabetSeeds,
		esRows+" [CH/A 0/0 0 tk.rules spanish;",
		esRows+" A[ll]/B 0/0 0 tk.rules spanish;",
		"15/15/15/15/15/15/15/5FÜße5/15/15/15/15/15/15/15 ÄÖ/Ü 9/0 0 tk.rules german;",
		"15/15/15/15/15/15/15/6[CHX]8/15/15/15/15/15/15/15 A/B 0/0 0 tk.rules spanish;",
		"15/15/15/15/15/15/15/6[]8/15/15/15/15/15/15/15 A/B 0/0 0 tk.rules spanish;",
	) {
		f.Add(seed)
	}
	gametest.FuzzDecodeState(f, func(t *testing.T, s State) {
		if len(s.AllTiles()) != s.Rules().Tiles.Total() {
			t.Fatalf("%d tiles, the set has %d", len(s.AllTiles()), s.Rules().Tiles.Total())
		}
	})
}

// cgpAlphabetSeeds are positions in other alphabets that read.
var cgpAlphabetSeeds = []string{
	esRows + " A[LL]Ñ?E/[RR]AOS 12/30 0 lex custom; tk.rules spanish;",
	esRows + " A[LL]/B 0/0 0 tk.rules spanish;",
	esRows + " A/B 0/0 0 tk.rules spanish; tk.hist 0 [CH]OO[RR]R?E 20 20 8G [CH]O[rr]O/1 AB 0 0 -/0 A 4 24 G9 .[C]H;",
	emptyBoard + " [L·L]ÇNY?/[QU]A 0/0 0 tk.rules catalan;",
	"15/15/15/15/15/15/15/5ŻÓŁW6/15/15/15/15/15/15/15 ĄĆĘ/ŃŚŹ 9/0 1 tk.rules polish;",
	"15/15/15/15/15/15/15/5FÜSSE5/15/15/15/15/15/15/15 ÄÖ/K 9/0 0 tk.rules german;",
}

// TestCGPDigraphs reads Spanish positions: C then H stays two tiles,
// [CH] one, a lower-case letter is a blank, and text that is not the
// alphabet's letters is refused with a short error naming it.
func TestCGPDigraphs(t *testing.T) {
	s, err := FromCGP(esRules(t), esList(t), esRows+" A[LL]Ñ?E/[RR]AOS 12/30 0")
	if err != nil {
		t.Fatal(err)
	}
	b := s.Board()
	for _, sq := range []struct {
		r, c int
		want string
	}{{7, 6, "CH"}, {7, 7, "O"}, {7, 8, "rr"}, {8, 6, "C"}, {9, 6, "H"}, {11, 3, "C"}, {11, 4, "H"}} {
		if got := b.Letter(sq.r, sq.c); got != sq.want {
			t.Errorf("square %d,%d holds %q, want %q", sq.r, sq.c, got, sq.want)
		}
	}
	if got := s.RackLetters(0); got != "AE[LL]Ñ?" {
		t.Errorf("rack %q", got)
	}
	text := encodeState(t, s)
	if !strings.HasPrefix(text, esRows+" AE[LL]Ñ?/AO[RR]S 12/30 0 ") {
		t.Errorf("written as %s", text)
	}
	for _, bad := range []struct{ text, want string }{
		{esRows + " A/B 0/0 0 tk.rules spanish;", ""},
		{strings.Replace(esRows, "[CH]", "[CHX]", 1) + " A/B 0/0 0", "'['"},
		{strings.Replace(esRows, "[CH]", "K", 1) + " A/B 0/0 0", "'K' is not a letter of the spanish alphabet"},
		{esRows + " Aa/B 0/0 0", "'a' is not a tile"},
		{esRows + " A[ll]/B 0/0 0", "'[' is not a tile"},
		{esRows + " A[CH/B 0/0 0", "'['"},
		{esRows + " W/B 0/0 0", "'W' is not a tile"},
	} {
		if bad.want == "" {
			continue
		}
		_, err := FromCGP(esRules(t), esList(t), bad.text)
		if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), bad.want) || len(err.Error()) > 300 {
			t.Errorf("%s: %v, want ErrSyntax naming %s", bad.text, err, bad.want)
		}
	}
	// Catalan: L·L, NY and QU in brackets, a blank l·l; two L tiles and
	// an N then an I need none.
	ca := "15/15/15/15/15/15/15/4NI[NY][l·l]A[QU]LL3/15/15/15/15/15/15/15 Ç[L·L]N?/AE 0/0 0 "
	var cat State
	if err := cat.UnmarshalText([]byte(ca + "tk.rules catalan;")); err != nil {
		t.Fatal(err)
	}
	if got := encodeState(t, cat); !strings.HasPrefix(got, ca) || cat.Board().Letter(7, 7) != "l·l" {
		t.Errorf("Catalan written as %s", got)
	}
	if _, err := FromCGP(esRules(t), nil, esRows+" A/B 0/0 0"); !errors.Is(err, ErrBadSetup) {
		t.Errorf("the English list for a Spanish game: %v", err)
	}
	var back State
	for _, seed := range cgpAlphabetSeeds {
		if err := back.UnmarshalText([]byte(seed)); err != nil {
			t.Errorf("%s: %v", seed, err)
		}
	}
	if err := back.UnmarshalText([]byte(text)); err != nil || back.Board() != s.Board() {
		t.Fatalf("read back: %v", err)
	}
	if back.dict != nil || back.Attach(esList(t)).dict == nil {
		t.Errorf("a Spanish position read without its list has one, or does not take one")
	}
	// The registry knows a Spanish CGP by its first line, and DecodeWith
	// gives it its list back.
	g, err := tilekit.DecodeWith([]byte(text), esList(t))
	if err != nil {
		t.Fatal(err)
	}
	if moves, err := g.LegalMoves(0); err != nil || len(moves) == 0 {
		t.Errorf("the decoded game has no legal move: %v", err)
	}
}

// A State the library makes reads back, whatever its
// scores. A record's challenge bonus once gave a score that CGP writing
// produced and CGP reading refused.
func TestScoresReadBack(t *testing.T) {
	for _, rec := range []string{
		"#player1 a A\n#player2 b B\n>a: (challenge) +1000001 1000001\n",
		"#player1 a A\n#player2 b B\n>b: (time) -5000000 -5000000\n>a: (challenge) +1000000000 1000000000\n",
	} {
		s, err := ReplayGCG(Classic(), nil, strings.NewReader(rec))
		if err != nil {
			t.Fatalf("%q: %v", rec, err)
		}
		readBack(t, s)
	}
	// A score past MaxScore is refused when the record is read, and a
	// sum past it when the record is replayed: nothing wraps.
	huge := "#player1 a A\n#player2 b B\n>a: (challenge) +9223372036854775807 9223372036854775807\n>a: (challenge) +1 -9223372036854775808\n"
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(huge)); err == nil {
		t.Errorf("a score past MaxScore was read")
	}
	sum := "#player1 a A\n#player2 b B\n>a: (challenge) +1000000000 1000000000\n>a: (challenge) +1 1000000000\n"
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(sum)); !errors.Is(err, ErrGCGMismatch) {
		t.Errorf("a total past MaxScore: %v, want ErrGCGMismatch", err)
	}
}
