package wordgame

import (
	"os"
	"strings"
	"testing"
)

// TestEndgameCGP decodes every row of testdata/endgame.tsv (both racks,
// both scores, the scoreless turns) and checks that MarshalText writes
// the same fields back and the text decodes to the same position.
func TestEndgameCGP(t *testing.T) {
	for _, f := range endgameTSV(t) {
		s := mustCGP(t, Classic(), f[2])
		if f[0] == "small01" && (s.RackLetters(0) != "LLP" || s.RackLetters(1) != "AI" || s.Scores()[0] != 384 || s.Scores()[1] != 360 || s.ScorelessTurns() != 0 || s.BagLen() != 0) {
			t.Fatalf("small01 decodes as racks %s/%s scores %v, %d scoreless, bag %d",
				s.RackLetters(0), s.RackLetters(1), s.Scores(), s.ScorelessTurns(), s.BagLen())
		}
		text, err := s.MarshalText()
		if err != nil || !strings.HasPrefix(string(text), f[2]+" ") {
			t.Fatalf("%s: MarshalText %q, %v; want it to start with %q", f[0], text, err, f[2])
		}
		if back := readBack(t, s); back.board != s.board || back.racks != s.racks || back.scores != s.scores || back.turn != s.turn {
			t.Fatalf("%s: reads back as %q, want %q", f[0], encodeState(t, back), text)
		}
	}
}

// endgameTSV returns the rows of testdata/endgame.tsv, split into their
// four fields (id, class, CGP, value).
func endgameTSV(t testing.TB) [][]string {
	t.Helper()
	data, err := os.ReadFile("testdata/endgame.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("line %d: %d fields", i+2, len(f))
		}
		rows = append(rows, f)
	}
	return rows
}

// endgameRow returns the position of the row of testdata/endgame.tsv
// with the given id.
func endgameRow(t *testing.T, id string) State {
	t.Helper()
	for _, f := range endgameTSV(t) {
		if f[0] == id {
			return mustCGP(t, Classic(), f[2])
		}
	}
	t.Fatalf("no row %s", id)
	return State{}
}
