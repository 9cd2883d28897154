package wordgame

import (
	"strconv"
	"strings"
	"testing"
)

// playScripted plays a deterministic game: the first placement the test
// helper finds, or a pass.
func playScripted(t *testing.T, s State, moves int) (State, []string) {
	t.Helper()
	var log []string
	for i := 0; i < moves && !s.Over(); i++ {
		m := Pass()
		if ms := placements(s, testWords(), 1); len(ms) > 0 {
			m = ms[0]
		}
		sc, err := s.Score(m)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
		log = append(log, m.String()+" "+itoaScore(sc.Total))
	}
	return s, log
}

func itoaScore(n int) string {
	return strconv.Itoa(n)
}

// The same seed and the same moves give the same game on every machine.
// The texts below pin the bag's draws: if they change, saved games and
// records no longer replay.
func TestGoldenGame(t *testing.T) {
	t.Parallel()
	s := mustNew(t, DefaultRules(), 2026)
	if got, want := encodeState(t, s), goldenStart; got != want {
		t.Errorf("start:\n got %s\nwant %s", got, want)
	}
	end, log := playScripted(t, s, 500)
	// The history (tk.hist) follows the position; the golden text pins
	// the position.
	pos, _, _ := strings.Cut(encodeState(t, end), " tk.hist ")
	if got, want := pos, goldenEnd; got != want {
		t.Errorf("end:\n got %s\nwant %s", got, want)
	}
	if len(log) != 88 || len(end.History()) != 88 {
		t.Errorf("%d moves, %d in the history, want 88", len(log), len(end.History()))
	}
	again, _ := playScripted(t, s, 500)
	if encodeState(t, again) != encodeState(t, end) {
		t.Error("the same game played twice differs")
	}
}

const goldenStart = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 DEIILNSY/BFIINOUW 0/0 0 lex default; tk.rules default; tk.rand edd5b50f7782d0a9b3ab36d667d8c0f1; tk.open 0;"
const goldenEnd = "AT1FAE2IDOL1RE/LANa1FADS1FERER/1RODS1NU3TING/OR1SH1YGOE2M2/IOS1OR2BY1HASK/1W1AWA1bEET2IO/2BINT1IS2NUN1/1DEL1E1DELI1MEH/JET3QI2T1M1U/1EAT10T/1P13/15/15/15/15 VX/CCCZZ 309/237 3 lex default; tk.rules default; tk.rand 31a047f35ff0b7be57ef9d61eb48cde9; tk.end -12/-29;"
