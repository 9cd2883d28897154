package wordle

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit/internal/gametest"
)

// botMove is a simple deterministic player for the golden games: a host
// takes the first word State.Suggest offers; a guesser plays a common word
// consistent with every row it has seen (which one depends on the seat, so
// that the bots differ).
func botMove(t testing.TB, s State, p int) Move {
	t.Helper()
	if p == s.Host() {
		words, err := s.Suggest(1)
		if err != nil {
			t.Fatalf("Suggest: %v", err)
		}
		return SetSecret(p, words[0])
	}
	v := s.View(p)
	rows := v.Rounds[len(v.Rounds)-1].Boards[p].Rows
	var cands []string
	for _, w := range commonWords()[s.Rules().WordLength] {
		if consistent(w, rows) {
			cands = append(cands, w)
		}
	}
	if len(cands) == 0 {
		t.Fatalf("player %d has no consistent word", p)
	}
	return Guess(p, cands[p*7%len(cands)])
}

func consistent(w string, rows []Row) bool {
	for _, r := range rows {
		if r.CrossedOut {
			continue
		}
		pat, err := Feedback(w, r.Word)
		if err != nil || pat != r.Pattern {
			return false
		}
	}
	return true
}

// goldenGame plays a four-player timed hard-mode game with bots, a
// crossed-out row and a give-up.
func goldenGame(t testing.TB) State {
	r := HardMode()
	r.TimeLimit = 90 * time.Second
	s := mustNew(t, r, Setup{Names: []string{"Ann", "Bob", "Cy", "Di"}, Seed: 2026})
	for steps := 0; !s.Over(); steps++ {
		if steps > 500 {
			t.Fatal("the golden game does not end")
		}
		for _, p := range s.ToMove() {
			m := botMove(t, s, p)
			switch {
			case s.Round() == 1 && p == 3 && s.Tries(p) == 2:
				m = GiveUp(p)
			case s.Round() == 2 && p == 0 && s.Tries(p) == 0:
				m = TimeUp(p)
			}
			next, err := s.Apply(m)
			if err != nil {
				t.Fatalf("bot move %v: %v", m, err)
			}
			s = next
			if s.Over() {
				break
			}
		}
	}
	return s
}

func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	gametest.Golden(t, filepath.Join("testdata", name), got)
}

// TestGoldenGame pins a whole game from a fixed seed: the same seed and
// the same moves must give the same final state and result on every
// machine.
func TestGoldenGame(t *testing.T) {
	s := goldenGame(t)
	text := encodeState(t, s)
	checkGolden(t, "game-golden.txt", []byte(text))
	res, err := json.MarshalIndent(s.Result(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "game-golden-result.json", append(res, '\n'))

	// The pinned text replays to the same state.
	raw, err := os.ReadFile(filepath.Join("testdata", "game-golden.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := back.UnmarshalText(raw); err != nil {
		t.Fatalf("golden text does not decode: %v", err)
	}
	if encodeState(t, back) != string(raw) || !back.Over() {
		t.Error("the golden text does not round-trip")
	}
}

// TestGoldenSolo pins the secrets the library draws for solo games.
func TestGoldenSolo(t *testing.T) {
	var out []byte
	for _, seed := range []uint64{0, 1, 20261123, 1 << 63} {
		s := mustNew(t, DefaultRules(), Setup{Players: 1, Seed: seed})
		out = append(out, encodeState(t, s)...)
	}
	checkGolden(t, "game-solo.txt", out)
}

// TestGoldenViews pins the JSON a web client receives: camelCase keys,
// [] for empty lists, the time limit in milliseconds, whose turn it is,
// the last move as the viewer may see it, and each board's keyboard.
func TestGoldenViews(t *testing.T) {
	r := HardMode()
	r.TimeLimit = 90 * time.Second
	start := mustNew(t, r, Setup{Names: []string{"Ann", "Bob", "Cy"}, Seed: 5})
	mid := play(t, start, "0 secret solve", "1 guess crane", "2 timeup", "1 guess slime")
	views := []struct {
		name string
		s    State
		p    int
	}{
		{"view-zero.json", State{}, 0},
		{"view-waiting-guesser.json", start, 1},
		{"view-host.json", mid, 0},
		{"view-guesser.json", mid, 1},
		{"view-other-guesser.json", mid, 2},
		{"view-spectator.json", mid, -1},
		{"view-game-over.json", goldenGame(t), 1},
	}
	for _, c := range views {
		got, err := json.MarshalIndent(c.s.View(c.p), "", "  ")
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		checkGolden(t, c.name, append(got, '\n'))
		var back View
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("%s does not decode: %v", c.name, err)
		}
		if diff := cmp.Diff(c.s.View(c.p), back, cmp.Comparer(func(a, b Pattern) bool { return a == b })); diff != "" {
			t.Errorf("%s: a View does not survive JSON (-want +got):\n%s", c.name, diff)
		}
	}
}
