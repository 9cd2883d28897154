package wordgame

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/wordgame/gcg"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

func gcgTestdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReplayGCGTestdata replays every record in testdata and checks the
// final position.
func TestReplayGCGTestdata(t *testing.T) {
	tests := []struct {
		file   string
		rules  Rules
		scores []int
		names  []string
		over   bool
		reason EndReason
	}{
		{"full.gcg", Classic(), []int{396, 352}, []string{"Zoë Ångström", "Ian Chew"}, true, PlayerOut},
		{"latin1_crlf.gcg", Classic(), []int{377, 412}, []string{"René Lefèvre", "Søren"}, true, PlayerOut},
		{"sixzero.gcg", Classic(), []int{296, 165}, []string{"Ada", "Grace"}, true, ScorelessLimit},
		{"default8.gcg", DefaultRules(), []int{386, 483}, []string{"Noor", "Tom"}, true, PlayerOut},
		{"running.gcg", Classic(), []int{214, 199}, []string{"Mia", "Leo"}, false, NotOver},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			s, err := ReplayGCG(tt.rules, nil, bytes.NewReader(gcgTestdata(t, tt.file)))
			if err != nil {
				t.Fatal(err)
			}
			res := s.Result()
			if !cmp.Equal(s.Scores(), tt.scores) || res.Over != tt.over || res.Reason != tt.reason {
				t.Errorf("scores %v over %v (%v), want %v %v (%v)", s.Scores(), res.Over, res.Reason, tt.scores, tt.over, tt.reason)
			}
			if !cmp.Equal(s.names, tt.names) {
				t.Errorf("names %q, want %q", s.names, tt.names)
			}
			if got := tiles.FormatMultiset(gcgUnassigned(s.AllTiles())); got != tiles.FormatMultiset(tt.rules.Tiles.Tiles()) {
				t.Errorf("tiles not conserved:\n%s", got)
			}
			text, err := s.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			// The CGP carries the final scores.
			if !strings.Contains(string(text), " "+strconv.Itoa(tt.scores[0])+"/"+strconv.Itoa(tt.scores[1])+" ") &&
				!strings.Contains(string(text), " "+strconv.Itoa(tt.scores[1])+"/"+strconv.Itoa(tt.scores[0])+" ") {
				t.Errorf("CGP %s lacks the scores %v", text, tt.scores)
			}
		})
	}
}

// gcgUnassigned returns ts with every blank's letter cleared.
func gcgUnassigned(ts []tiles.Tile) []tiles.Tile {
	out := make([]tiles.Tile, len(ts))
	for i, t := range ts {
		out[i] = t.Unassigned()
	}
	return out
}

// TestReplayGCGRunning checks that a running game's #rack pragmata give
// back the position the record was written from.
func TestReplayGCGRunning(t *testing.T) {
	s, err := ReplayGCG(Classic(), nil, bytes.NewReader(gcgTestdata(t, "running.gcg")))
	if err != nil {
		t.Fatal(err)
	}
	// Leo (seat 1) to move, as in the game the record came from.
	if int(s.turn) != 1 || s.RackLetters(0) != "AABEINQ" || s.RackLetters(1) != "BDINOTY" {
		t.Errorf("to move %d, racks %q %q", int(s.turn), s.RackLetters(0), s.RackLetters(1))
	}
	want := "3D11/3E11/3R11/3I5JOW3/3VILIAGOS4/3E3CoYED3/5H1T7/4CAPI7/4HE1N7/3KAM1O7/3EFS1I7/3XI2D7/4N10/4G10/15"
	text, _ := s.MarshalText()
	if !strings.HasPrefix(string(text), want+" ") {
		t.Errorf("board %s\nwant %s", text, want)
	}
}

func gcgRecordText(t *testing.T, name string) string {
	t.Helper()
	return strings.ReplaceAll(string(gcgTestdata(t, name)), "\r\n", "\n")
}

// gcgReplaceLine swaps the line that starts with prefix and returns the new
// text and that line's number.
func gcgReplaceLine(t *testing.T, text, prefix, with string) (string, int) {
	t.Helper()
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, prefix) {
			lines[i] = with
			return strings.Join(lines, "\n"), i + 1
		}
	}
	t.Fatalf("no line starts with %q", prefix)
	return "", 0
}

// TestReplayGCGReportsLine changes one line of a good record at a time and
// checks the replay names that line and the kind of problem.
func TestReplayGCGReportsLine(t *testing.T) {
	full := gcgRecordText(t, "full.gcg")
	tests := []struct {
		name, prefix, with string
		err                error
		detail             string
		before             int // the error is this many lines above the changed one
	}{
		{"wrong cumulative", ">Ian_Chew: QAIDS", ">Ian_Chew: QAIDS I4 QAIDS +28 95", ErrGCGMismatch, "total is 94", 0},
		{"wrong score", ">Zoë_Ångström: FGIIITU J5", ">Zoë_Ångström: FGIIITU J5 IF +27 167", ErrGCGMismatch, "scores 28", 0},
		{"wrong end points", ">Zoë_Ångström:  (LMR)", ">Zoë_Ångström:  (LMR) +12 408", ErrGCGMismatch, "+10", 0},
		{"wrong end rack", ">Zoë_Ångström:  (LMR)", ">Zoë_Ångström:  (LMT) +10 406", ErrGCGMismatch, "LMT", 0},
		{"phony kept", ">Ian_Chew: ADNNOPR --", "", ErrNotAWord, "RAPNON", 2},
		{"withdrawn twice", ">Zoë_Ångström: BEGIITU", ">Ian_Chew: ADNNOPR -- -46 24", ErrGCGMismatch, "did not just make one", 0},
		{"out of turn", ">Ian_Chew: KONDO", ">Zoë_Ångström: KONDO B6 KONDO +26 120", ErrGCGMismatch, "out of turn", 0},
		{"tiles not held", ">Zoë_Ångström: FGIIITU J5", ">Zoë_Ångström: GIIITUV J5 IF +28 168", ErrNotHeld, "", 0},
		{"off the board", ">Zoë_Ångström: FGIIITU J5", ">Zoë_Ångström: FGIIITU 16J IF +28 168", ErrSyntax, "", 0},
		{"pass with points", ">Zoë_Ångström: FGIIITU -", ">Zoë_Ångström: FGIIITU - +3 143", ErrGCGMismatch, "scores 0", 0},
		{"end before the end", ">Ian_Chew: KONDO", ">Ian_Chew:  (AB) +8 128", ErrGCGMismatch, "before the game has ended", 0},
		{"too many tiles", ">Zoë_Ångström: FGIIITU J5", ">Zoë_Ångström: FGIIITUU J5 IF +28 168", ErrGCGMismatch, "8 tiles", 0},
		{"unknown nick", ">Ian_Chew: KONDO", ">Ivan: KONDO B6 KONDO +26 120", ErrSyntax, "Ivan", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, line := gcgReplaceLine(t, full, tt.prefix, tt.with)
			_, err := ReplayGCG(Classic(), nil, strings.NewReader(text))
			if !errors.Is(err, tt.err) {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			var ge *GCGError
			if !errors.As(err, &ge) {
				t.Fatalf("error %T is not a *GCGError", err)
			}
			if line -= tt.before; ge.Line != line {
				t.Errorf("error on line %d, want %d: %v", ge.Line, line, err)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "wordgame: gcg line ") || !strings.Contains(msg, tt.detail) {
				t.Errorf("message %q lacks %q", msg, tt.detail)
			}
		})
	}
}

// TestReplayGCGAcceptingPass: programs that play with challenges record
// the acceptance of a going-out play as the next player's pass.
func TestReplayGCGAcceptingPass(t *testing.T) {
	full := gcgRecordText(t, "full.gcg")
	out := ">Zoë_Ångström: U L2 U. +5 396"
	text := strings.Replace(full, out, out+"\n>Ian_Chew: LMR - +0 352", 1)
	s, err := ReplayGCG(Classic(), nil, strings.NewReader(text))
	if err != nil || !cmp.Equal(s.Scores(), []int{396, 352}) {
		t.Fatalf("accepting pass: %v %v", s.Scores(), err)
	}
	text = strings.Replace(full, out, out+"\n>Ian_Chew: LMR - +0 352\n>Zoë_Ångström: - +0 396", 1)
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(text)); !errors.Is(err, ErrGCGMismatch) || !strings.Contains(err.Error(), "after the game has ended") {
		t.Fatalf("a second pass after the end: %v", err)
	}
}

// TestReplayGCGSecondPlayerFirst replays a record whose #player2 makes
// the first move: that player takes seat 0.
func TestReplayGCGSecondPlayerFirst(t *testing.T) {
	text := gcgRecordText(t, "full.gcg")
	text = strings.Replace(text, "#player1 Zoë_Ångström Zoë Ångström\n#player2 Ian_Chew Ian Chew", "#player1 Ian_Chew Ian Chew\n#player2 Zoë_Ångström Zoë Ångström", 1)
	rec, err := gcg.Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Players[0].Nick != "Ian_Chew" || rec.Events[0].Player != 1 {
		t.Fatalf("players %+v, first event by %d", rec.Players, rec.Events[0].Player)
	}
	s, err := Replay(rec, Classic(), Setup{})
	if err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(s.Scores(), []int{396, 352}) || !cmp.Equal(s.names, []string{"Zoë Ångström", "Ian Chew"}) {
		t.Errorf("scores %v names %q", s.Scores(), s.names)
	}
	if _, err := Replay(rec, Classic(), Setup{Players: 3}); !errors.Is(err, ErrBadSetup) {
		t.Errorf("three-player setup: %v", err)
	}
}

// TestReplayGCGPermissive replays a record whose words our list lacks,
// with a dictionary that accepts every word.
func TestReplayGCGPermissive(t *testing.T) {
	text := `#player1 a Alice
#player2 b Bob
>a: QZAXIRT 8G QZAX +58 58
>b: ?EIOUAB -EIO +0 0
`
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(text)); !errors.Is(err, ErrNotAWord) {
		t.Fatalf("default dictionary: %v, want ErrNotAWord", err)
	}
	s, err := ReplayGCG(Classic(), dictionary.Func(func(string) bool { return true }), strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	// Q10 Z10 A1 X8 on G8–J8: 29, doubled by the centre square.
	if got := s.Scores(); !cmp.Equal(got, []int{58, 0}) {
		t.Errorf("scores %v", got)
	}
}

// gcgStripLines zeroes the line numbers, which a written record renumbers.
func gcgStripLines(rec *gcg.Record) *gcg.Record {
	c := *rec
	c.Events = append([]gcg.Event(nil), rec.Events...)
	for i := range c.Events {
		c.Events[i].Line = 0
	}
	return &c
}

// writeRecord returns s's game record, from NewRecord, and its GCG text.
func writeRecord(t esT, s State) (*gcg.Record, string) {
	t.Helper()
	rec, err := NewRecord(s)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := gcg.Write(&buf, rec); err != nil {
		t.Fatal(err)
	}
	return rec, buf.String()
}

// gcgSelfPlay plays a game with simple bots: mostly the best move, now and
// then a pass or an exchange, until it ends or steps run out.
func gcgSelfPlay(t *rapid.T, s State, steps int) []Move {
	var moves []Move
	for i := 0; i < steps && !s.Over(); i++ {
		var m Move
		switch choice := rapid.IntRange(0, 9).Draw(t, "choice"); {
		case choice == 0:
			m = Pass()
		case choice == 1 && s.BagLen() >= s.Rules().RackSize && s.Rules().Exchange:
			rack := s.RackLetters(int(s.turn))
			k := rapid.IntRange(1, len(rack)).Draw(t, "exchange")
			m, _ = Exchange(rack[:k])
		default:
			hints := hintsOf(s, 3)
			if len(hints) == 0 {
				m = Pass()
			} else {
				m = hints[rapid.IntRange(0, len(hints)-1).Draw(t, "hint")].Move
			}
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("bot move %v: %v", m, err)
		}
		moves = append(moves, m)
		s = next
	}
	return moves
}

var gcgRandOp = regexp.MustCompile(` tk\.rand [0-9a-f]+;`)

// gcgPosition returns a State's CGP without its generator, which a replay
// cannot know.
func gcgPosition(s State) string {
	text, err := s.MarshalText()
	if err != nil {
		return "error: " + err.Error()
	}
	return gcgRandOp.ReplaceAllString(string(text), "")
}

// TestGCGRoundTrip plays random games (2–4 players, both presets, running
// or finished), writes their records, reads them back and replays them:
// the replay must reach the same position.
func TestGCGRoundTrip(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		rules := DefaultRules()
		if rapid.Bool().Draw(t, "classic") {
			rules = Classic()
		}
		rules.End = EndRule(rapid.IntRange(int(MinusOwnRack), int(TournamentRule)).Draw(t, "end rule"))
		players := rapid.IntRange(2, 4).Draw(t, "players")
		names := []string{"Ann Lee", "Bo", "Cé Dé", "Dan"}[:players]
		start, err := New(rules, Setup{Names: names, Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		moves := gcgSelfPlay(t, start, rapid.IntRange(0, 80).Draw(t, "steps"))
		final := start
		for _, m := range moves {
			final, _ = final.Apply(m)
		}
		rec, text := writeRecord(t, final)
		back, err := gcg.Read(strings.NewReader(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if diff := cmp.Diff(rec, gcgStripLines(back)); diff != "" {
			t.Fatalf("record round trip (-written +read):\n%s\n%s", diff, text)
		}
		got, err := Replay(back, Rules{}, Setup{})
		if err != nil {
			t.Fatalf("replay: %v\n%s", err, text)
		}
		if a, b := gcgPosition(final), gcgPosition(got); a != b {
			t.Fatalf("replay reached\n%s\nwant\n%s\n%s", b, a, text)
		}
		if final.Over() && !cmp.Equal(final.Result(), got.Result()) {
			t.Fatalf("results differ: %+v vs %+v", got.Result(), final.Result())
		}
	})
}

// TestReplayGCGPartialRacks replays a record that shows only the tiles
// each player used (as records of an opponent's racks do): the replay
// must reach the same board and scores.
func TestReplayGCGPartialRacks(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		start, err := New(Classic(), Setup{Players: 2, Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		moves := gcgSelfPlay(t, start, 60)
		final := start
		for _, m := range moves {
			final, _ = final.Apply(m)
		}
		rec, err := NewRecord(final)
		if err != nil {
			t.Fatal(err)
		}
		rec.Racks = nil
		for i := range rec.Events {
			ev := &rec.Events[i]
			switch ev.Kind {
			case gcg.EventPlace:
				ev.Rack = ""
			case gcg.EventExchange:
				ev.Rack = ""
				if rapid.Bool().Draw(t, "count only") {
					ev.Exchanged = ""
				}
			}
		}
		s, err := Replay(rec, Classic(), Setup{})
		if err != nil {
			t.Fatal(err)
		}
		if final.Board() != s.Board() || !cmp.Equal(final.Scores(), s.Scores()) || int(final.turn) != int(s.turn) {
			t.Fatalf("replay gave %s, want %s", gcgPosition(s), gcgPosition(final))
		}
	})
}

// TestReplayGCGDeterministic: the same record and seed give the same
// State, generator included.
func TestReplayGCGDeterministic(t *testing.T) {
	data := gcgTestdata(t, "full.gcg")
	a, err := ReplayGCG(Classic(), nil, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := ReplayGCG(Classic(), nil, bytes.NewReader(data))
	x, _ := a.MarshalText()
	y, _ := b.MarshalText()
	if !bytes.Equal(x, y) {
		t.Errorf("two replays differ:\n%s\n%s", x, y)
	}
}

func TestNewRecordErrors(t *testing.T) {
	if _, err := NewRecord(State{}); !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State: %v", err)
	}
	rec := "#player1 a A\n#player2 b B\n>b: - +0 0\n"
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(rec)); err != nil {
		t.Errorf("b moves first: %v", err)
	}
	rec = "#player1 a A\n#player2 b B\n>a: - +0 0\n>a: - +0 0\n"
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(rec)); !errors.Is(err, ErrNotYourTurn) || !errors.Is(err, ErrGCGMismatch) {
		t.Errorf("out of turn: %v", err)
	}
	if _, err := Replay(&gcg.Record{}, Classic(), Setup{}); !errors.Is(err, ErrSyntax) {
		t.Errorf("empty record: %v", err)
	}
}

// BenchmarkReplayGCG replays the 40-line annotated record (reading
// included) with the bundled dictionary.
func BenchmarkReplayGCG(b *testing.B) {
	data := gcgTestdata(b, "full.gcg")
	if _, err := ReplayGCG(Classic(), nil, bytes.NewReader(data)); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReplayGCG(Classic(), nil, bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReplaySetup: the seed drives the continuation, not the replayed
// position; names given in the setup replace the record's.
func TestReplaySetup(t *testing.T) {
	rec, err := gcg.Read(bytes.NewReader(gcgTestdata(t, "running.gcg")))
	if err != nil {
		t.Fatal(err)
	}
	a, err := Replay(rec, Classic(), Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Replay(rec, Classic(), Setup{Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	ta, _ := a.MarshalText()
	tb, _ := b.MarshalText()
	if gcgPosition(a) != gcgPosition(b) || bytes.Equal(ta, tb) {
		t.Errorf("seeds 1 and 2:\n%s\n%s", ta, tb)
	}
	c, err := Replay(rec, Classic(), Setup{Names: []string{"M", "L"}})
	if err != nil || !cmp.Equal(c.names, []string{"M", "L"}) {
		t.Errorf("names: %q %v", c.names, err)
	}
	if _, err := ReplayGCG(Classic(), nil, nil); !errors.Is(err, ErrSyntax) {
		t.Errorf("nil reader: %v", err)
	}
	var nilRec *gcg.Record
	if _, err := Replay(nilRec, Classic(), Setup{}); err == nil {
		t.Error("nil record replayed")
	}
	// A withdrawn play must take back the whole score.
	text, _ := gcgReplaceLine(t, gcgRecordText(t, "full.gcg"), ">Ian_Chew: ADNNOPR --", ">Ian_Chew: ADNNOPR -- -45 25")
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(text)); !errors.Is(err, ErrGCGMismatch) || !strings.Contains(err.Error(), "takes back -45") {
		t.Errorf("partial withdrawal: %v", err)
	}
}

// TestReplayGCGBlankRackLine replays records that end on scoreless turns
// with a player holding nothing but blanks: that player's end-of-game
// line is worth 0 ("+0" or "-0") and shows the player's own rack, as
// every line of such an ending does, whichever order the lines come in
// and whether or not the bag still holds tiles.
func TestReplayGCGBlankRackLine(t *testing.T) {
	dict := dictionary.Func(func(string) bool { return true })
	for _, set := range []string{"A1 T1 ?2", "A1 T1 E2 ?2"} {
		r := Classic()
		d, err := tiles.Letters(set, englishValues)
		if err != nil {
			t.Fatal(err)
		}
		r.Tiles, r.RackSize, r.ScorelessTurns = d, 2, 2
		head := "#player1 ann\n#player2 bob\n>ann: AT - +0 0\n>bob: ?? - +0 0\n"
		for _, tail := range []string{
			">ann: AT (AT) -2 -2\n>bob: ?? (??) +0 0\n",
			">bob: ?? (??) -0 0\n>ann: AT (AT) -2 -2\n",
			">bob: (??) +0 0\n",
		} {
			s, err := ReplayGCG(r, dict, strings.NewReader(head+tail))
			if err != nil {
				t.Errorf("tiles %s, end lines %q: %v", set, tail, err)
				continue
			}
			res := s.Result()
			if res.Reason != ScorelessLimit || !cmp.Equal(res.Scores, []int{-2, 0}) || res.Racks[1] != "??" {
				t.Errorf("tiles %s, end lines %q: %+v", set, tail, res)
			}
		}
	}
}
