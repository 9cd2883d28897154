package gcg

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadGCGFields reads the hand-annotated record and checks every kind
// of line lands where it belongs.
func TestReadGCGFields(t *testing.T) {
	rec, err := Read(bytes.NewReader(gcgTestdata(t, "full.gcg")))
	if err != nil {
		t.Fatal(err)
	}
	want := []Player{{Nick: "Zoë_Ångström", Name: "Zoë Ångström"}, {Nick: "Ian_Chew", Name: "Ian Chew"}}
	if diff := cmp.Diff(want, rec.Players); diff != "" {
		t.Errorf("players (-want +got):\n%s", diff)
	}
	if rec.Title != "Club night, board 3" {
		t.Errorf("title %q", rec.Title)
	}
	if want := "Practice game at the club.\nRecorded by hand from the score sheets; racks of Ian were not noted."; rec.Description != want {
		t.Errorf("description %q, want %q", rec.Description, want)
	}
	if rec.IDAuthority != "org.example" || rec.ID != "club-2026-11-3" || rec.Lexicon != "TILEKIT-DEFAULT" {
		t.Errorf("id %q %q lexicon %q", rec.IDAuthority, rec.ID, rec.Lexicon)
	}
	wantPragmas := []Pragma{{Name: "game-type", Value: "classic", At: 0}, {Name: "tile-set", Value: "english", At: 0}, {Name: "clock", Value: "12:40 10:05", At: 11}}
	if diff := cmp.Diff(wantPragmas, rec.Pragmas); diff != "" {
		t.Errorf("pragmas (-want +got):\n%s", diff)
	}
	kinds := map[EventKind]int{}
	for _, ev := range rec.Events {
		kinds[ev.Kind]++
	}
	for k := EventPlace; k <= EventTimePenalty; k++ {
		if kinds[k] == 0 {
			t.Errorf("no %s event in full.gcg", k)
		}
	}
	// The second event writes its column in lower case, a board tile in
	// parentheses and the cross word after the cumulative score.
	if ev := rec.Events[1]; ev.Position != "E8" || ev.Word != "FEMORAL" || ev.Score != 24 || ev.Cumulative != 24 || ev.Line != 12 {
		t.Errorf("event 2: %+v", ev)
	}
	if ev := rec.Events[3]; ev.Kind != EventExchange || ev.Rack != "" || ev.Exchanged != "EEI" || ev.Count != 3 {
		t.Errorf("exchange: %+v", ev)
	}
	if ev := rec.Events[6]; ev.Kind != EventWithdrawn || ev.Score != -46 || ev.Cumulative != 24 || ev.Rack != "ADNNOPR" {
		t.Errorf("withdrawn: %+v", ev)
	}
	if ev := rec.Events[5]; ev.Note != "Challenged off: RAPNON is not a word." {
		t.Errorf("note %q", ev.Note)
	}
	if ev := rec.Events[10]; ev.Kind != EventChallengeBonus || ev.Score != 5 || ev.Note != "YU was challenged and stays;\nthe club plays a five-point challenge.\nSecond note line." {
		t.Errorf("challenge: %+v", ev)
	}
	last := rec.Events[len(rec.Events)-1]
	end := rec.Events[len(rec.Events)-2]
	if last.Kind != EventTimePenalty || last.Score != -10 || last.Cumulative != 396 || end.Kind != EventEndRack || end.EndRack != "LMR" || end.Score != 10 {
		t.Errorf("end lines: %+v %+v", end, last)
	}
}

func TestReadGCGErrors(t *testing.T) {
	bad := []struct{ text, want string }{
		{"#player1 a A\n#player2 b B\n>a: ABC 8H\n", "line 3"},
		{"#player1 a A\n#player2 b B\nhello\n", "line 3"},
		{"#player1 a A\n#player1 b B\n", "line 2"},
		{"#player1 a A\n#player2 a B\n", "two players"},
		{"#player2 b B\n>b: - +0 0\n", "#player1 is missing"},
		{"#player1 a A\n#player2 b B\n>a: A1B 8H AB +4 4\n", "line 3"},
		{"#player1 a A\n#player2 b B\n>a: AB 8H AB +x 4\n", "score"},
		{"#player1 a A\n#player2 b B\n>a: AB 8H AB +4\n", "cumulative"},
		{"#player1 a A\n#player2 b B\n>a: AB -0 +0 0\n", "exchange of 0"},
		{"#player1 a A\n#player2 b B\n>a: AB (A1) +3 3\n", "line 3"},
		{"#character-encoding EBCDIC\n", "unsupported"},
		{"#character-encoding UTF-8\n#player1 \xff A\n", "line 2: text is not valid UTF-8"},
		{"#player1 a A\n#player2 b B\n>a: AB 8H A(B +3 3\n", "parenthesis"},
		{">a: - +0 0\n#player1 a A\n", "after the first event"},
		{"#player1 a A\n#player2 b B\n>: - +0 0\n", "nick"},
	}
	for _, tt := range bad {
		_, err := Read(strings.NewReader(tt.text))
		if err == nil || !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Read(%q) = %v, want ErrSyntax mentioning %q", tt.text, err, tt.want)
		}
	}
}

// TestReadGCGLenient covers what real files do that the plain format does
// not: no #player lines, CR line ends, a byte-order mark, indentation,
// upper-case pragma names.
func TestReadGCGLenient(t *testing.T) {
	text := "\xef\xbb\xbf#TITLE x\r>ann: ABC 8H CAB +14 14\r  >bob: DEF - +0 0\r#Note fine\r#character-encoding UTF-8\r"
	rec, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Players) != 2 || rec.Players[1] != (Player{Nick: "bob", Name: "bob"}) || rec.Title != "x" || len(rec.Events) != 2 || rec.Events[1].Note != "fine" {
		t.Errorf("%+v", rec)
	}
}

// TestGCGLatin1 checks that a Latin-1 file without an encoding pragma
// and the same file in UTF-8 read the same.
func TestGCGLatin1(t *testing.T) {
	latin := gcgTestdata(t, "latin1_crlf.gcg")
	a, err := Read(bytes.NewReader(latin))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Write(&out, a); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(out.Bytes(), []byte("#character-encoding UTF-8\n#player1 René_Lefèvre René Lefèvre\n")) {
		t.Errorf("written as\n%s", out.Bytes()[:80])
	}
	b, err := Read(&out)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(a, b, cmp.Comparer(func(x, y Event) bool { x.Line, y.Line = 0, 0; return x == y })); diff != "" {
		t.Errorf("Latin-1 and UTF-8 reads differ:\n%s", diff)
	}
	declared := append([]byte("#character-encoding ISO-8859-1\r\n"), latin...)
	c, err := Read(bytes.NewReader(declared))
	if err != nil || c.Players[0].Name != "René Lefèvre" {
		t.Errorf("declared Latin-1: %v %+v", err, c)
	}
}

// TestGCGFilesRoundTrip writes every testdata record and reads it back.
func TestGCGFilesRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.gcg")
	if len(files) < 5 {
		t.Fatalf("testdata has %d records", len(files))
	}
	for _, f := range files {
		rec, err := Read(bytes.NewReader(gcgTestdata(t, filepath.Base(f))))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var back Record
		if err := back.UnmarshalText(text); err != nil {
			t.Fatalf("%s: %v\n%s", f, err, text)
		}
		if diff := cmp.Diff(gcgStripLines(rec), gcgStripLines(&back)); diff != "" {
			t.Errorf("%s: round trip (-read +reread):\n%s", f, diff)
		}
	}
}

func TestWriteGCGRejects(t *testing.T) {
	good := func() *Record {
		return &Record{Players: []Player{{Nick: "a", Name: "A"}, {Nick: "b", Name: "B"}},
			Events: []Event{{Kind: EventPlace, Player: 0, Rack: "ABC", Position: "8H", Word: "CAB", Score: 14, Cumulative: 14}}}
	}
	if err := Write(&bytes.Buffer{}, good()); err != nil {
		t.Fatal(err)
	}
	breakers := map[string]func(*Record){
		"space in nick":    func(r *Record) { r.Players[0].Nick = "a b" },
		"duplicate nick":   func(r *Record) { r.Players[1].Nick = "a" },
		"player index":     func(r *Record) { r.Events[0].Player = 2 },
		"bad position":     func(r *Record) { r.Events[0].Position = "H" },
		"lower rack":       func(r *Record) { r.Events[0].Rack = "abc" },
		"kind zero":        func(r *Record) { r.Events[0].Kind = 0 },
		"stray field":      func(r *Record) { r.Events[0].EndRack = "AB" },
		"exchange count":   func(r *Record) { r.Events[0] = Event{Kind: EventExchange, Exchanged: "AB", Count: 3} },
		"newline in name":  func(r *Record) { r.Players[0].Name = "A\nB" },
		"late note pragma": func(r *Record) { r.Pragmas = []Pragma{{Name: "note", Value: "x", At: 1}} },
		"reserved pragma":  func(r *Record) { r.Pragmas = []Pragma{{Name: "player1", Value: "x y", At: 0}} },
		"five players": func(r *Record) {
			r.Players = append(r.Players, Player{Nick: "c", Name: "C"}, Player{Nick: "d", Name: "D"}, Player{Nick: "e", Name: "E"})
		},
	}
	for name, br := range breakers {
		r := good()
		br(r)
		var out bytes.Buffer
		if err := Write(&out, r); !errors.Is(err, ErrSyntax) || out.Len() != 0 {
			t.Errorf("%s: WriteGCG = %v (wrote %d bytes), want ErrSyntax and nothing written", name, err, out.Len())
		}
	}
	var nilRec *Record
	if _, err := nilRec.MarshalText(); err == nil {
		t.Error("nil record marshalled")
	}
	if err := Write(nil, good()); err == nil {
		t.Error("nil writer accepted")
	}
}

// BenchmarkReadGCG parses the same record without replaying it.
func BenchmarkReadGCG(b *testing.B) {
	data := gcgTestdata(b, "full.gcg")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

func TestEventText(t *testing.T) {
	tests := []struct {
		ev   Event
		want string
	}{
		{Event{Kind: EventPlace, Rack: "ABC?", Position: "H8", Word: "CaB", Score: 7, Cumulative: 7}, ">?: ABC? H8 CaB +7 7"},
		{Event{Kind: EventExchange, Count: 4, Cumulative: -3}, ">?:  -4 +0 -3"},
		{Event{Kind: EventWithdrawn, Rack: "QI", Score: -22, Cumulative: 0}, ">?: QI -- -22 0"},
		{Event{Kind: EventEndRack, EndRack: "QZ", Score: 40, Cumulative: 400}, ">?:  (QZ) +40 400"},
		{Event{Kind: EventTimePenalty, Score: -10, Cumulative: 390}, ">?:  (time) -10 390"},
	}
	for _, tt := range tests {
		if got := tt.ev.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
	}
	if EventChallengeBonus.String() != "challenge" || EventKind(0).String() != "EventKind(0)" || EventKind(99).String() != "EventKind(99)" {
		t.Errorf("kind names: %v %v %v", EventChallengeBonus, EventKind(0), EventKind(99))
	}
}

// TestEventKeywordCase checks the line between the "(time)" and
// "(challenge)" keywords and a rack at the end: the keywords in any case
// but capitals, and a rack however it is spelled, reading back the same
// once written.
func TestEventKeywordCase(t *testing.T) {
	tests := []struct {
		what string
		kind EventKind
		rack string
	}{
		{"(time)", EventTimePenalty, ""},
		{"(Time)", EventTimePenalty, ""},
		{"(tImE)", EventTimePenalty, ""},
		{"(TIME)", EventEndRack, "TIME"},
		{"(t\u0131me)", EventEndRack, "TIME"}, // a dotless ı is not ASCII, and upper-cases to I
		{"(t\u0130me)", EventEndRack, "T\u0130ME"},
		{"(challenge)", EventChallengeBonus, ""},
		{"(CHALLENGe)", EventChallengeBonus, ""},
		{"(CHALLENGE)", EventEndRack, "CHALLENGE"},
		{"(EIMT)", EventEndRack, "EIMT"},
	}
	for _, tt := range tests {
		text := "#player1 a A\n#player2 b B\n>a: " + tt.what + " -5 -5\n"
		rec, err := Read(strings.NewReader(text))
		if err != nil {
			t.Errorf("%s: %v", tt.what, err)
			continue
		}
		ev := rec.Events[0]
		if ev.Kind != tt.kind || ev.EndRack != tt.rack {
			t.Errorf("%s read as %v %q, want %v %q", tt.what, ev.Kind, ev.EndRack, tt.kind, tt.rack)
		}
		out, err := rec.MarshalText()
		if err != nil {
			t.Errorf("%s: %v", tt.what, err)
			continue
		}
		back, err := Read(bytes.NewReader(out))
		if err != nil || back.Events[0].Kind != ev.Kind || back.Events[0].EndRack != ev.EndRack {
			t.Errorf("%s wrote %q, read back as %+v (%v)", tt.what, out, back.Events, err)
		}
	}
}

// gcgTestdata reads a record from wordgame's testdata, which wordgame's
// replay tests share.
func gcgTestdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// gcgStripLines zeroes the line numbers, which a written record renumbers.
func gcgStripLines(rec *Record) *Record {
	c := *rec
	c.Events = append([]Event(nil), rec.Events...)
	for i := range c.Events {
		c.Events[i].Line = 0
	}
	return &c
}
