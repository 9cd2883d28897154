package wordgame

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// A State the library makes reads back, whatever its
// scores. A record's challenge bonus once gave a score that CGP writing
// produced and CGP reading refused.
func TestScoresReadBack(t *testing.T) {
	for _, rec := range []string{
		"#player1 a A\n#player2 b B\n>a: (challenge) +1000001 1000001\n",
		"#player1 a A\n#player2 b B\n>b: (time) -5000000 -5000000\n>a: (challenge) +4000000000 4000000000\n",
	} {
		s, err := ReplayGCG(Classic(), nil, strings.NewReader(rec))
		if err != nil {
			t.Fatalf("%q: %v", rec, err)
		}
		readBack(t, s)
	}
	// A sum past the range of an int is refused, not wrapped.
	huge := "#player1 a A\n#player2 b B\n>a: (challenge) +9223372036854775807 9223372036854775807\n>a: (challenge) +1 -9223372036854775808\n"
	if math.MaxInt == math.MaxInt64 {
		if _, err := ReplayGCG(Classic(), nil, strings.NewReader(huge)); !errors.Is(err, ErrGCGMismatch) {
			t.Errorf("overflowing score: %v", err)
		}
	}
}
