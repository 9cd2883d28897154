// Package wgtest holds the positions the crossword game's engine tests
// (wordgame/equity, wordgame/sim, wordgame/endgame, wordgame/bot) share:
// long racks on a small board, endgames against blanks, mid-game
// positions. Only tests import it.
package wgtest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
)

// MustCGP decodes a position of rules r from CGP text, failing t when it
// does not decode.
func MustCGP(t testing.TB, r wordgame.Rules, text string) wordgame.State {
	t.Helper()
	s, err := wordgame.FromCGP(r, nil, text)
	if err != nil {
		t.Fatalf("FromCGP(%q): %v", text, err)
	}
	return s
}

// LongRack is a position on measure.BoundsBoard with Classic rules but
// racks of the first rack's length; the bag holds extra, so it is empty
// when extra is "".
func LongRack(t testing.TB, rack, other, extra string) wordgame.State {
	t.Helper()
	r := wordgame.Classic()
	r.RackSize = max(len(rack), len(other), 7)
	r.Tiles = measure.ExactTiles(wordgame.Classic().Tiles, measure.BoundsBoard+rack+other+extra)
	return MustCGP(t, r, fmt.Sprintf("%s %s/%s 100/100 0", measure.BoundsBoard, rack, other))
}

// TwoBlankEndgame is the kind of endgame under the default
// rules: the player to move holds EIRSTAN, the opponent AEINST??, the
// bag is empty.
func TwoBlankEndgame(t testing.TB) wordgame.State {
	t.Helper()
	r := wordgame.DefaultRules()
	r.Tiles = measure.ExactTiles(wordgame.Classic().Tiles, measure.BoundsBoard+"EIRSTAN"+"AEINST??")
	return MustCGP(t, r, measure.BoundsBoard+" EIRSTAN/AEINST?? 300/310 0")
}

// Seed1250 is an endgame of a default game dealt with seed 1250 in which
// the person (seat 0) never plays a blank: Expert holds EELRSVXZ against
// ADET??. Before the work budget its move took 30 s and allocated 621 MiB
// on a shared 2-core machine.
const Seed1250 = "15/15/15/1T13/LUZERN9/1R13/1D4JONTY4/1ST1QUAI2ELBOW/2I2TIKI1HOY2/1UNSEAL4NETT/1PE1R1STRANG2E/1BIFID3GOAF1C/SODIC2AHORSE1H/OW1E9MI/D2FACEMAN3ME EELRSVXZ/ADET?? 293/315 0"

// Play plays up to n moves of move from s, for whoever is to move,
// stopping at the end of the game; n < 0 plays to the end.
func Play(t testing.TB, s wordgame.State, n int, move func(s wordgame.State) (wordgame.Move, error)) wordgame.State {
	t.Helper()
	for i := 0; i != n && !s.Over(); i++ {
		m, err := move(s)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// Best is the highest-scoring move of s (Medium's), or the pass when no
// placement fits.
func Best(s wordgame.State) (wordgame.Move, error) {
	if m, err := s.BestMove(); err == nil {
		return m, nil
	}
	return wordgame.Pass(), nil
}

// SimPosition is a Classic game of seed 7 after four highest-scoring
// moves.
func SimPosition(t testing.TB) wordgame.State {
	t.Helper()
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return Play(t, s, 4, Best)
}

// Midgame returns mid-game positions: games of highest-scoring moves
// stopped after 2, 6 and 10 moves, under both presets.
func Midgame(t testing.TB) []wordgame.State {
	var out []wordgame.State
	for i, rules := range []wordgame.Rules{wordgame.Classic(), wordgame.DefaultRules()} {
		for _, plies := range []int{2, 6, 10} {
			s, err := wordgame.New(rules, wordgame.Setup{Players: 2, Seed: uint64(100 + i)})
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, Play(t, s, plies, Best))
		}
	}
	return out
}

// Testdata returns the path of a file of wordgame/testdata, from
// whichever package's tests ask.
func Testdata(name string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", name)
}

// An EndgameRow is a row of wordgame/testdata/endgame.tsv: a position
// with the bag empty and its exact value from a reference engine.
type EndgameRow struct {
	ID, Class, CGP string
	Value          int
}

// EndgameRows reads wordgame/testdata/endgame.tsv (see the README of
// the shared testdata folder it comes from).
func EndgameRows(t testing.TB) []EndgameRow {
	t.Helper()
	data, err := os.ReadFile(Testdata("endgame.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) < 2 || lines[0] != "id\tclass\tcgp\tvalue" {
		t.Fatalf("testdata/endgame.tsv: unexpected header %q", lines[0])
	}
	var rows []EndgameRow
	for _, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("testdata/endgame.tsv: %d fields in %q", len(f), line)
		}
		v, err := strconv.Atoi(f[3])
		if err != nil {
			t.Fatalf("testdata/endgame.tsv: value %q: %v", f[3], err)
		}
		// The class is the id less its two-digit number: small, mixed,
		// four7 (4 to 7 tiles a rack) or full (7 against 7).
		rows = append(rows, EndgameRow{ID: f[0], Class: f[0][:max(len(f[0])-2, 0)], CGP: f[2], Value: v})
	}
	if len(rows) != 20 {
		t.Fatalf("testdata/endgame.tsv: %d rows, want 20", len(rows))
	}
	return rows
}

// EndgameRowState returns the position of the row of
// wordgame/testdata/endgame.tsv with the given id, and the row.
func EndgameRowState(t testing.TB, id string) (wordgame.State, EndgameRow) {
	t.Helper()
	for _, row := range EndgameRows(t) {
		if row.ID == id {
			return MustCGP(t, wordgame.Classic(), row.CGP), row
		}
	}
	t.Fatalf("no row %s", id)
	return wordgame.State{}, EndgameRow{}
}

// MovegenCGP returns the positions (CGP) of the 40 rows of
// wordgame/testdata/wordgame-movegen.tsv.
func MovegenCGP(t testing.TB) []string {
	t.Helper()
	data, err := os.ReadFile(Testdata("wordgame-movegen.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Split(line, "\t"); i > 0 && len(f) == 5 {
			out = append(out, f[1])
		}
	}
	if len(out) != 40 {
		t.Fatalf("read %d rows, want 40", len(out))
	}
	return out
}
