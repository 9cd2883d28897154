package wordgame

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// updateGolden is the -update flag, for the tests that write golden
// files of their own.
var updateGolden = gametest.Update

// viewState is a small position for the View tests: a 7x7 board with two
// named players, after one placement.
func viewState(t *testing.T) State {
	t.Helper()
	r := Classic()
	r.Layout = []string{"W..l..W", ".w...w.", "..L.L..", "l..w..l", "..L.L..", ".w...w.", "W..l..W"}
	s, err := FromCGP(r, nil, "7/7/7/7/7/7/7 ADEHLT?/EINOSTU 0/0 0 tk.names \"Ada\" \"Bob\";")
	if err != nil {
		t.Fatal(err)
	}
	m, err := s.ParseMove("4B HaLT")
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.Apply(m); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestViewGolden pins the JSON a client receives: camelCase keys, lists
// as [] (never null), the board as rows of cells, tiles as objects, whose
// turn it is and the last move. Run with -update to rewrite it after a
// deliberate change.
func TestViewGolden(t *testing.T) {
	s := viewState(t)
	for _, tc := range []struct {
		file string
		v    View
	}{
		{"view.json", s.View(1)},
		{"view-zero.json", State{}.View(0)},
	} {
		got, err := json.MarshalIndent(tc.v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, '\n')
		gametest.Golden(t, filepath.Join("testdata", tc.file), got)
	}
}

func TestViewDraw(t *testing.T) {
	want := "" +
		"    A B C D E F G\n" +
		"  1 = . . ' . . =\n" +
		"  2 . - . . . - .\n" +
		"  3 . . \" . \" . .\n" +
		"  4 ' H a L T . '\n" +
		"  5 . . \" . \" . .\n" +
		"  6 . - . . . - .\n" +
		"  7 = . . ' . . =\n" +
		"rack: EINOSTU\n"
	if got := viewState(t).View(1).Draw(); got != want {
		t.Errorf("Draw:\n%s\nwant\n%s", got, want)
	}
	if got := (State{}).View(0).Draw(); got != "" {
		t.Errorf("zero State draws %q", got)
	}
}

// State.Draw: the board of View.Draw with a key to its marks, the scores
// and the bag, whose turn it is, the seat's own rack and never another's
// (an onlooker sees none), and the last move; the end of the game says
// who won.
func TestStateDraw(t *testing.T) {
	s := viewState(t)
	want := "" +
		"    A B C D E F G\n" +
		"  1 = . . ' . . =\n" +
		"  2 . - . . . - .\n" +
		"  3 . . \" . \" . .\n" +
		"  4 ' H a L T . '\n" +
		"  5 . . \" . \" . .\n" +
		"  6 . - . . . - .\n" +
		"  7 = . . ' . . =\n" +
		"    = 3W  - 2W  \" 3L  ' 2L  * start\n" +
		"scores: Ada 12, Bob 0; bag 82\n" +
		"to move: Bob\n" +
		"rack: EINOSTU\n" +
		"last: Ada 4B HaLT +12\n"
	if got := s.Draw(1); got != want {
		t.Errorf("Draw(1):\n%s\nwant\n%s", got, want)
	}
	for seat := tilekit.Onlooker; seat < 3; seat++ {
		got := s.Draw(seat)
		for p := range 2 {
			line := "rack: " + s.RackLetters(p) + "\n"
			if strings.Contains(got, line) != (p == seat) {
				t.Errorf("Draw(%d) and %q:\n%s", seat, line, got)
			}
		}
		if seat < 0 || seat > 1 {
			if strings.Contains(got, "rack:") {
				t.Errorf("Draw(%d) shows a rack:\n%s", seat, got)
			}
		}
	}
	// Through a placement that uses board tiles, the word made is named.
	m := mustParse(t, s, "B3 E.")
	if next, err := s.Apply(m); err != nil || !strings.HasSuffix(next.Draw(0), "last: Bob B3 E. (EH) +"+strconv.Itoa(mustScore(t, s, "B3 E.").Total)+"\n") {
		t.Errorf("after %v (%v):\n%s", m, err, next.Draw(0))
	}
	// A pass, and the end.
	over := s
	for !over.Over() {
		over = gametest.Play(t, over, Pass())
	}
	got := over.Draw(0)
	if !strings.Contains(got, "game over: ") || !strings.Contains(got, "; won by Ada\n") || !strings.HasSuffix(got, " passed\n") || strings.Contains(got, "to move") {
		t.Errorf("the end drawn as:\n%s", got)
	}
	if got := (State{}).Draw(tilekit.Onlooker); got != "no game\n" {
		t.Errorf("the zero State draws %q", got)
	}
}

// TestHistory: LastMove and History follow the moves; two moves from one
// parent give separate histories, and neither changes the parent's.
func TestHistory(t *testing.T) {
	s := mustNew(t, DefaultRules(), 5)
	if _, ok := s.LastMove(); ok || len(s.History()) != 0 {
		t.Fatal("a new game has a history")
	}
	a, err := s.Apply(Pass())
	if err != nil {
		t.Fatal(err)
	}
	ex, _ := Exchange(a.RackLetters(1)[:1])
	b1, err := a.Apply(Pass())
	if err != nil {
		t.Fatal(err)
	}
	hints := hintsOf(a, 1)
	if len(hints) == 0 {
		t.Fatal("no placement")
	}
	b2, err := a.Apply(hints[0].Move)
	if err != nil {
		t.Fatal(err)
	}
	if h := a.History(); len(h) != 1 || h[0] != Pass() {
		t.Errorf("parent history %v", h)
	}
	if h := b1.History(); len(h) != 2 || h[1] != Pass() {
		t.Errorf("first child %v", h)
	}
	if h := b2.History(); len(h) != 2 || h[1] != hints[0].Move {
		t.Errorf("second child %v", h)
	}
	if m, ok := b2.LastMove(); !ok || m != hints[0].Move {
		t.Errorf("LastMove %v %v", m, ok)
	}
	h := b2.History()
	h[0] = ex
	if b2.History()[0] != Pass() {
		t.Error("History shares its slice")
	}
	if _, err := a.Apply(ex); err == nil {
		t.Error("exchange accepted under rules without exchanges")
	}
	if len(a.History()) != 1 {
		t.Error("a rejected move changed the history")
	}
}

// TestRecordCarriesRules: a record NewRecord writes names its rules and
// lexicon, so the zero Rules replay it; a record without a tk.rules
// pragma replays as Classic.
func TestRecordCarriesRules(t *testing.T) {
	for _, rules := range []Rules{DefaultRules(), Classic(), smallRules()} {
		rules.Players = 2
		s := mustNew(t, rules, 9)
		for i := 0; i < 12 && !s.Over(); i++ {
			m := Pass()
			if hs := hintsOf(s, 1); len(hs) > 0 {
				m = hs[0].Move
			}
			var err error
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := NewRecord(s)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Replay(rec, Rules{}, Setup{})
		if err != nil {
			t.Fatal(err)
		}
		noNames := regexp.MustCompile(` tk.names [^;]*;`)
		if a, b := gcgPosition(s), noNames.ReplaceAllString(gcgPosition(got), ""); a != b {
			t.Errorf("replayed with the zero Rules:\n%s\nwant\n%s", b, a)
		}
		if back, err := RecordRules(rec); err != nil || !rulesEqual(back, rules) {
			t.Errorf("RecordRules: %v", err)
		}
	}
	data := gcgTestdata(t, "full.gcg")
	a, err := ReplayGCG(Rules{}, nil, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := ReplayGCG(Classic(), nil, bytes.NewReader(data))
	if gcgPosition(a) != gcgPosition(b) {
		t.Error("a record without tk.rules does not replay as Classic")
	}
	bad := &gcg.Record{Players: []gcg.Player{{Nick: "a", Name: "A"}, {Nick: "b", Name: "B"}}, Pragmas: []gcg.Pragma{{Name: "tk.rules", Value: "nonsense"}}}
	if _, err := Replay(bad, Rules{}, Setup{}); !errors.Is(err, ErrSyntax) {
		t.Errorf("bad tk.rules: %v", err)
	}
}

// Result holds nothing hidden before the end: no racks.
func TestResultHidesRacks(t *testing.T) {
	s := viewState(t)
	res := s.Result()
	if res.Over || len(res.Racks) != 0 || len(res.Winners) != 0 {
		t.Errorf("mid-game result %+v", res)
	}
	js, err := json.Marshal(res)
	if err != nil || string(js) != `{"over":false,"reason":"not over","out":-1,"scores":[12,0],"adjustments":[0,0],"racks":[],"winners":[]}` {
		t.Errorf("result JSON %s %v", js, err)
	}
}
