package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

var testdata = filepath.Join("..", "..", "wordgame", "testdata")

// The shape of the report: a header line a turn, the move played, then
// the best move, the endgame or nothing (the played move was the best),
// and a last line of totals.
var (
	headerLine  = regexp.MustCompile(`^turn (\d+) \(line \d+\): .+ -?\d+--?\d+, bag \d+, rack \S+( \(rack shown: ".*"\))?$`)
	playedLine  = regexp.MustCompile(`^  played  .+ +-?\d+ pts`)
	simVerdict  = regexp.MustCompile(` +sim [+-]\d+\.\d \[[+-]\d+\.\d, [+-]\d+\.\d\] win \d+%`)
	bestLine    = regexp.MustCompile(`^  best    .+ +-?\d+ pts  equity +-?\d+\.\d` + simVerdict.String() + `$`)
	endgameLine = regexp.MustCompile(`^  endgame: best \S+( \S+)? \([+-]\d+, exact\), played(( \S+)+: [+-]\d+ \(exact\))?$`)
	totalLine   = regexp.MustCompile(`^(\d+) turns analysed in \d+\.\ds \(\d+ ms a turn\)$`)
)

// TestRun analyses the Spanish record with the bundled Spanish list and
// with the word list it was played with (beside it in testdata), and an
// English record that ends in an endgame, on a tiny budget, and checks
// the report's shape: every turn once, in order, each with its lines;
// the sim's verdict on every move before the bag empties and the exact
// endgame after; the progress bar on standard error.
func TestRun(t *testing.T) {
	for _, c := range []struct {
		file     string
		args     []string
		turns    int
		endgames int
	}{
		{"spanish.gcg", []string{"-lang", "es"}, 42, 0},
		{"spanish.gcg", []string{"-words", filepath.Join(testdata, "spanish-record-words.txt")}, 42, 0},
		{"full.gcg", nil, 27, 2},
	} {
		t.Run(c.file, func(t *testing.T) {
			var out, errs bytes.Buffer
			args := append(append([]string{"-sim", "2", "-candidates", "2", "-plies", "1", "-nodes", "300000"}, c.args...), filepath.Join(testdata, c.file))
			if err := run(context.Background(), args, &out, &errs, true); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			turn, endgames := 0, 0
			for i := 0; i < len(lines)-1; i++ {
				m := headerLine.FindStringSubmatch(lines[i])
				if m == nil || m[1] != strconv.Itoa(turn+1) || i+1 >= len(lines) || !playedLine.MatchString(lines[i+1]) {
					t.Fatalf("line %d: %q does not start turn %d with its move played\n%s", i+1, lines[i], turn+1, out.String())
				}
				turn++
				i++
				played := lines[i]
				switch next := lines[i+1]; {
				case bestLine.MatchString(next):
					i++
					if !simVerdict.MatchString(played) {
						t.Errorf("turn %d: no simulation verdict on the move played: %q", turn, played)
					}
				case endgameLine.MatchString(next):
					i++
					endgames++
				case strings.HasSuffix(played, "(the best equity move)") && simVerdict.MatchString(played):
				default:
					t.Fatalf("turn %d: %q then %q", turn, played, next)
				}
			}
			m := totalLine.FindStringSubmatch(lines[len(lines)-1])
			if m == nil || m[1] != strconv.Itoa(c.turns) || turn != c.turns || endgames != c.endgames {
				t.Errorf("%d turns, %d endgames, last line %q; want %d turns, %d endgames", turn, endgames, lines[len(lines)-1], c.turns, c.endgames)
			}
			bar := errs.String()
			if !strings.HasPrefix(bar, "\r[..............................] 0/") || !strings.HasSuffix(bar, "\r[##############################] "+strconv.Itoa(c.turns)+"/"+strconv.Itoa(c.turns)+" turns\n") {
				t.Errorf("progress bar %q", bar)
			}
		})
	}
}

// TestRunErrors: bad flags, a missing file, a word list that does not
// hold the record's words, and a list the move generator cannot search
// are refused with errors that say so.
func TestRunErrors(t *testing.T) {
	full := filepath.Join(testdata, "full.gcg")
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "name one GCG file"},
		{[]string{"-lang", "xx", full}, "-lang"},
		{[]string{"-words", "a", "-lang", "es", full}, "give one"},
		{[]string{"-rules", "odd", full}, "-rules"},
		{[]string{"-sim", "-1", full}, "-sim"},
		{[]string{filepath.Join(testdata, "nothing.gcg")}, "nothing.gcg"},
		{[]string{"-words", filepath.Join(testdata, "spanish-words.txt"), filepath.Join(testdata, "spanish.gcg")}, "is not a word"},
	} {
		var out, errs bytes.Buffer
		err := run(context.Background(), c.args, &out, &errs, false)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("run %q: %v, want an error naming %q", c.args, err, c.want)
		}
	}
	// A Polish game (no Polish list is bundled) with a word list that only
	// answers Contains: the replay checks the pass, the engines cannot
	// search for moves.
	rec, err := gcg.Read(strings.NewReader("#player1 a A\n#player2 b B\n#tile-distribution polish\n>a: - +0 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(testdata, "polish-words.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pl, err := dictionary.ReadWords(tiles.Polish(), f)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	err = analyze(context.Background(), rec, config{dict: dictionary.Func(pl.Contains), sims: 2, candidates: 2, plies: 1, nodes: 1000}, &out, &out)
	if err == nil || !strings.Contains(err.Error(), "turn 1 (line 4)") || !strings.Contains(err.Error(), "cannot search") {
		t.Errorf("a word list the generator cannot search: %v, want the engine's refusal at turn 1", err)
	}
}
