package wordgame

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

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
		var back State
		if err := back.UnmarshalText([]byte(encodeState(t, s))); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if a, b := encodeState(t, s), encodeState(t, back); a != b {
			t.Errorf("%s: round trip:\n%s\n%s", id, a, b)
		}
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
		text := encodeState(t, s)
		var back State
		if err := back.UnmarshalText([]byte(text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if again := encodeState(t, back); again != text {
			t.Fatalf("round trip:\n%s\n%s", text, again)
		}
		if int(back.turn) != int(s.turn) || !equalInts(back.Scores(), s.Scores()) || strings.Join(back.names, ",") != strings.Join(s.names, ",") {
			t.Fatalf("decoded state differs: %v %v %v", int(back.turn), back.Scores(), back.names)
		}
		js, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var jback State
		if err := json.Unmarshal(js, &jback); err != nil || encodeState(t, jback) != text {
			t.Fatalf("JSON round trip: %v", err)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
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
	text := encodeState(t, s)
	var back State
	if err := back.UnmarshalText([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if back.RackLetters(1) != "" || encodeState(t, back) != text {
		t.Errorf("an empty rack in the package's own CGP was dealt: %s", encodeState(t, back))
	}
}
