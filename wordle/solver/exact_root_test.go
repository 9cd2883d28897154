package solver

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// TestExactEveryOpener holds small lists where none of the heuristic's
// three best openers leads to the optimal tree: Exact with no first
// guess and the default Openers must still find the best tree over every
// opener, as enumerating every tree does. Before the search went on
// over every opener, the first list cost 20 guesses (19 is best) and the
// second lost an answer that a tree through EIODB keeps.
func TestExactEveryOpener(t *testing.T) {
	for _, c := range []struct {
		answers, extra string
		hard           bool
		want           [3]int
	}{
		{"FIFDA FFFDA FMFDA BNFDA BJFDA BAFDA BDFDA", "", false, [3]int{0, 19, 4}},
		{"AEDPF AEDHF AEDFF ABDBF ABDAF AEDMF", "GKNPM BHKKL MLKOM HKHJJ GPMJN AFOCB MDKJF GJNCE BHHOO FCMHK NPMFP", false, [3]int{0, 14, 3}},
		{"ICCDA FCCDF NCCDF NCCDA BCCDF KCCDA ACCDA DCCDF ICCDF LCCDA ECCDF BCCDA CCCDA", "DAAGP EIODB JNOOC ODEHA JDFPI", true, [3]int{0, 42, 6}},
		{"FFLDA FBDDA FFBDA FBADA FFGDA FBEDA FFNDA FFFDA", "MCOBL BJNIG LGILI PJKCP DIMBC JDKBN BHCAE JHLGN BKDAM PPHFD JOMND BPANJ OAHOM", true, [3]int{0, 21, 4}},
	} {
		answers := strings.Fields(c.answers)
		guesses := append(strings.Fields(c.answers), strings.Fields(c.extra)...)
		s := gametest.Must(New(Config{Answers: answers, Guesses: guesses, Hard: c.hard}))
		e := &treeEnum{guesses: s.Guesses(), tries: s.Tries(), hard: c.hard, memo: map[string][][3]int{}}
		best := [3]int{1 << 30, 1 << 30, 1 << 30}
		for _, g := range s.Guesses() {
			costs, _ := e.after(g, s.Answers(), nil, true)
			if b := cheapest(costs); bruteLess(b, best) {
				best = b
			}
		}
		if best != c.want {
			t.Fatalf("enumeration over %v (hard %v): best tree costs %v, the test expects %v", answers, c.hard, best, c.want)
		}
		tree := gametest.Must(s.Exact(""))
		checkTree(t, s, tree)
		if got := treeCost(tree); got != c.want {
			t.Errorf("Exact(\"\") over %v (hard %v) opens with %s and costs %v, want %v", answers, c.hard, tree.Guess(), got, c.want)
		}
	}
}
